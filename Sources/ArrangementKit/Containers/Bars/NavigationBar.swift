import Foundation

/// The bar at the top of a navigation controller (B1): the object model's `UINavigationBar`.
///
/// A view in the navigation controller's view, above the top controller's, whose frame the
/// controller's layout pass sets (B3: the container's width, 58 pt tall on the iPhone Duo's
/// displays, 44 on the iPhone, plus 52 for a large title). It shows the top controller's
/// ``NavigationItem``: the back button, the left items, the title centred and the right items
/// (B6), as subviews that snapshots draw and the screen audit walks (B8). Where a vertical bar
/// is shown, items with an image and the back button stand in the strip instead.
///
/// ```swift
/// navigation.navigationBar.prefersLargeTitles = true
/// navigation.navigationBar.frame   // y 24, height 58 + 52 on the Duo's inner display in landscape
/// navigation.navigationBar.topItem === navigation.topViewController?.navigationItem   // true
/// ```
///
/// Degenerate input: a frame the app sets is replaced in the next pass (the container owns it).
@preconcurrency @MainActor
open class NavigationBar: View {
  /// The navigation controller whose bar this is (it owns the bar).
  var host: BarHost?
  /// The navigation controller whose bar this is, while it lives.
  var owner: NavigationController? { host?.container as? NavigationController }
  /// The title's label, made on first use.
  package internal(set) var titleLabel: Label? {
    get { storedTitleLabel }
    set { storedTitleLabel = newValue }
  }
  /// Backs ``titleLabel``: private, so the pass's reads need no run-time exclusivity check.
  private var storedTitleLabel: Label?
  /// The buttons the bar's items are drawn with, reused from pass to pass.
  let itemButtons = BarButtonPool()

  /// Creates a bar; a navigation controller makes its own.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// The navigation items of the stack, root first (UIKit's `items`).
  ///
  /// ```swift
  /// navigation.navigationBar.items.map(\.title)   // ["Library", "Episode"]
  /// ```
  public var items: [NavigationItem] { owner?.viewControllers.map(\.navigationItem) ?? [] }

  /// The top controller's item, or `nil` for an empty stack.
  public var topItem: NavigationItem? { owner?.topViewController?.navigationItem }

  /// The item below the top one (the back button's), or `nil`.
  public var backItem: NavigationItem? {
    guard let stack = owner?.viewControllers, stack.count > 1 else { return nil }
    return stack[stack.count - 2].navigationItem
  }

  /// Whether titles show large (52 pt more bar, B3) for items whose
  /// ``NavigationItem/largeTitleDisplayMode`` is `.always` or `.automatic`; `false` by default.
  ///
  /// ```swift
  /// navigation.navigationBar.prefersLargeTitles = true
  /// ```
  public var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { owner?.storedView?.setNeedsLayout() } }
  }

  /// The title's size on one line, measured for ``titleSize(of:title:geometry:)``.
  struct TitleMeasure {
    let text: String
    let font: Font?
    let measurer: ObjectIdentifier?
    let scale: CGFloat
    let size: CGSize
  }
  /// The title measured last: a pass that only moves the title does not measure it again.
  var titleMeasure: TitleMeasure?

  /// The title label's natural size (its `intrinsicContentSize`), measured again only when the
  /// title, its font, the window's text measurer or the display's scale changed.
  func titleSize(of label: Label, title: String, geometry: BarGeometry) -> CGSize {
    let font: Font? = label.font
    if let memo = titleMeasure, memo.text == title, memo.font === font, memo.measurer == geometry.textMeasurer,
      memo.scale == geometry.scale, label.numberOfLines == 1
    {
      return memo.size
    }
    let size = label.intrinsicContentSize
    titleMeasure = TitleMeasure(
      text: title, font: font, measurer: geometry.textMeasurer, scale: geometry.scale, size: size)
    return size
  }

  /// The title label's text, or `nil` when no title shows (B9).
  package var shownTitle: String? { titleLabel.flatMap { $0.isHidden ? nil : $0.text } }

  /// The items' buttons in use, in placement order.
  package var placedButtons: ArraySlice<BarItemButton> { itemButtons.placed }
}

/// The bar at the bottom of a navigation controller (B1): the object model's `UIToolbar`.
///
/// Hidden by default (``NavigationController/isToolbarHidden``). Shown, it shows the top
/// controller's ``ViewController/toolbarItems`` at the bottom, 44 pt tall plus the bottom
/// inset (B4); where a vertical bar is shown it is not a horizontal bar: its items stand in the
/// strip (B6) and the view stays hidden.
///
/// ```swift
/// navigation.setToolbarHidden(false, animated: false)
/// navigation.toolbar.items?.count   // the top controller's toolbar items
/// ```
///
/// Degenerate input: a frame the app sets is replaced in the next pass.
@preconcurrency @MainActor
open class Toolbar: View {
  /// The navigation controller whose toolbar this is.
  var host: BarHost?
  /// The navigation controller whose toolbar this is, while it lives.
  var owner: NavigationController? { host?.container as? NavigationController }
  /// The buttons the items are drawn with, reused.
  let itemButtons = BarButtonPool()

  /// Creates a toolbar; a navigation controller makes its own.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// The items shown: the top controller's ``ViewController/toolbarItems``.
  ///
  /// ```swift
  /// navigation.toolbar.items?.first?.title
  /// ```
  public var items: [BarButtonItem]? { owner?.topViewController?.toolbarItems }

  /// The items' buttons in use, in placement order.
  package var placedButtons: ArraySlice<BarItemButton> { itemButtons.placed }
}

/// The tab bar of a tab bar controller (B1): the object model's `UITabBar`.
///
/// At the bottom, 49 pt plus the bottom inset (83 on the iPhone Duo), where no vertical bar is
/// shown; in the strip (69 pt wide, full height, measured) where one is (B4). It shows the tabs'
/// ``ViewController/tabBarItem``s.
///
/// ```swift
/// tabs.tabBar.frame          // x 882, width 69, full height: the Duo's inner display in landscape
/// tabs.tabBar.selectedItem === tabs.selectedViewController?.tabBarItem   // true
/// ```
///
/// Degenerate input: a frame the app sets is replaced in the next pass.
@preconcurrency @MainActor
open class TabBar: View {
  /// The tab bar controller whose bar this is (it owns the bar).
  var host: BarHost?
  /// The tab bar controller whose bar this is, while it lives.
  var owner: TabBarController? { host?.container as? TabBarController }
  /// The buttons the items are drawn with, reused.
  let itemButtons = BarButtonPool()
  /// Whether the last pass stood the bar in the vertical bar's strip.
  package internal(set) var isInStrip = false
  /// Whether the bar was added to its controller's view (once, when it loaded).
  var isInstalled = false

  /// Creates a tab bar; a tab bar controller makes its own.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// The tabs' items, in order; `nil` without tabs.
  public var items: [TabBarItem]? { owner?.viewControllers?.map { $0.tabBarItem } }

  /// The selected tab's item, or `nil`.
  public var selectedItem: TabBarItem? { owner?.selectedViewController?.tabBarItem }

  /// The items' buttons in use, in placement order.
  package var placedButtons: ArraySlice<BarItemButton> { itemButtons.placed }
}

/// The vertical bar's strip of a navigation controller: where the back button, image items
/// and toolbar items stand while the display shows a vertical bar (B6). A view above the
/// top controller's, on the bar's side, drawn and audited like the bars.
@preconcurrency @MainActor
package final class VerticalBarStrip: View {
  /// The buttons the items are drawn with, reused.
  let itemButtons = BarButtonPool()

  /// The items' buttons in use, top to bottom.
  package var placedButtons: ArraySlice<BarItemButton> { itemButtons.placed }
}

/// The button a bar draws an item with (B6, B7), and what it stands for: a tap performs the
/// item's primary action. (A plain ``Button`` in the bar: a subclass of it would be an app-visible
/// type, and the bar's own state lives here.)
@preconcurrency @MainActor
package final class BarItemButton {
  /// The button in the bar.
  package let button = Button(type: .system)
  /// The item drawn. Strong: a button in a bar's pool shows its item until the pool drops
  /// the button (`removeUnused`); the measuring button lets go after each measurement. (Weak,
  /// it gave every item a side table, each retain and release of an item the slow path.)
  package var item: BarItem? {
    get { storedItem }
    set { storedItem = newValue }
  }
  /// Backs ``item``: read without a run-time exclusivity check (a `package` stored property is
  /// checked on every read, as other modules may access it; each placed button reads it).
  private var storedItem: BarItem?
  /// The tab's index, for a tab bar's buttons.
  var tabIndex = -1
  /// What a tap does besides the item's action (a tab selects).
  var tapHandler: (@MainActor (BarItemButton) -> Void)?

  init() {
    button.addAction(
      Action(title: "", identifier: Action.Identifier("bar item tap")) { [unowned self] _ in self.tap() },
      for: .touchUpInside)
  }

  /// What a tap does: the tap handler, else the item's primary action (B7).
  package func tap() {
    if let tapHandler {
      tapHandler(self)
    } else if let item = item as? BarButtonItem {
      item.performPrimaryAction()
    }
  }

  /// The ``BarItem/lookVersion`` of the item ``show(_:square:)`` drew last, and whether as a
  /// square; `nil` after any other ``show(_:title:image:enabled:)``.
  private var shownLook: (version: UInt, square: Bool)?

  /// Shows a bar button item: its title and image (`square`: the image alone when it has one,
  /// as the strip draws items), or nothing when the button already shows the item's current
  /// look (B6: a pass that only moves an item sets its frame alone).
  func show(_ item: BarButtonItem, square: Bool) {
    if let shownLook, shownLook.version == item.lookVersion, shownLook.square == square, self.item === item,
      !button.isHidden
    {
      return
    }
    let image = item.shownImage
    show(item, title: square && image != nil ? nil : item.shownTitle, image: image, enabled: item.isEnabled)
    shownLook = (item.lookVersion, square)
  }

  /// Shows `item` with `title` and `image`, changing only what differs.
  func show(_ item: BarItem?, title: String?, image: Image?, enabled: Bool) {
    shownLook = nil
    if self.item !== item { self.item = item }
    if button.title(for: .normal) != title { button.setTitle(title, for: .normal) }
    if button.image(for: .normal) != image { button.setImage(image, for: .normal) }
    if button.isEnabled != enabled { button.isEnabled = enabled }
    if button.isHidden { button.isHidden = false }
    let named = (item as? BarButtonItem)?.shownTitle ?? item?.title.flatMap { $0.isEmpty ? nil : $0 }
    let identifier = named ?? title ?? image?.name ?? "item"
    if button.accessibilityIdentifier != identifier { button.accessibilityIdentifier = identifier }
  }

  /// Sets the button's frame only when it differs.
  func setFrameIfChanged(_ frame: CGRect) { button.setFrameIfChanged(frame) }
}
