// Bars, bar items and menus under their platform names (B).

public import ArrangementKit

/// The platform's name for ``NavigationBar``: the bar at the top of a navigation controller,
/// placed by the controller's layout pass (B1, B3).
///
/// ```swift
/// navigationController.navigationBar.prefersLargeTitles = true
/// ```
///
/// Degenerate input follows ``NavigationBar``: a frame set by the app is replaced in the next pass.
public typealias UINavigationBar = NavigationBar

/// The platform's name for ``Toolbar``: the bar at the bottom of a navigation controller,
/// hidden by default; its items stand in the vertical bar's strip where one is shown (B4).
///
/// ```swift
/// navigationController.setToolbarHidden(false, animated: false)
/// ```
///
/// Degenerate input follows ``Toolbar``.
public typealias UIToolbar = Toolbar

/// The platform's name for ``TabBar``: a tab bar controller's bar, at the bottom or in the
/// vertical bar's strip (B4).
///
/// ```swift
/// tabBarController.tabBar.selectedItem?.title
/// ```
///
/// Degenerate input follows ``TabBar``.
public typealias UITabBar = TabBar

/// The platform's name for ``NavigationItem``: what a controller shows on a navigation bar (B5).
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in add() })
/// ```
///
/// Degenerate input follows ``NavigationItem``: an empty title draws nothing.
public typealias UINavigationItem = NavigationItem

/// The platform's name for ``BarItem``: what bar button items and tab bar items share.
///
/// ```swift
/// let item: UIBarItem = UIBarButtonItem(title: "Edit")
/// item.isEnabled = false
/// ```
///
/// Degenerate input follows ``BarItem``.
public typealias UIBarItem = BarItem

/// The platform's name for ``BarButtonItem``, with its nested `SystemItem`, `Style` and
/// `AxisBehavior` (B5, B6).
///
/// ```swift
/// let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), primaryAction: UIAction { _ in share() })
/// share.axisBehavior = .horizontalOnly
/// ```
///
/// Degenerate input follows ``BarButtonItem``: a negative fixed space counts as 0.
public typealias UIBarButtonItem = BarButtonItem

/// The platform's name for ``BarButtonItemGroup``.
///
/// ```swift
/// navigationItem.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [undo, redo], representativeItem: nil)]
/// ```
///
/// Degenerate input follows ``BarButtonItemGroup``.
public typealias UIBarButtonItemGroup = BarButtonItemGroup

/// The platform's name for ``TabBarItem``.
///
/// ```swift
/// tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
/// ```
///
/// Degenerate input follows ``TabBarItem``.
public typealias UITabBarItem = TabBarItem

/// The platform's name for ``MenuElement``, with its nested `Attributes` and `State`.
///
/// ```swift
/// let delete = UIAction(title: "Delete", attributes: .destructive) { _ in remove() }
/// ```
///
/// Degenerate input follows ``MenuElement``.
public typealias UIMenuElement = MenuElement

/// The platform's name for ``Menu``, with its nested `Identifier` and `Options`.
///
/// ```swift
/// let sort = UIMenu(title: "Sort", options: .singleSelection, children: [byTitle, byDate])
/// ```
///
/// Degenerate input follows ``Menu``.
public typealias UIMenu = Menu

/// The platform's name for ``DeferredMenuElement``: elements provided when the menu shows.
///
/// ```swift
/// let recent = UIDeferredMenuElement.uncached { completion in completion(recentActions()) }
/// ```
///
/// Degenerate input follows ``DeferredMenuElement``: a provider that never answers shows nothing.
public typealias UIDeferredMenuElement = DeferredMenuElement

/// The platform's name for ``NavigationItem/VerticalBarCompressionBehavior``: which collapses
/// first when the vertical bar's strip is full (B6).
///
/// ```swift
/// navigationItem.verticalBarCompressionBehavior = .prefersBarItems
/// ```
///
/// Degenerate input: `UIVerticalBarCompressionBehavior(rawValue:)` is `nil` outside 0–2.
public typealias UIVerticalBarCompressionBehavior = NavigationItem.VerticalBarCompressionBehavior
