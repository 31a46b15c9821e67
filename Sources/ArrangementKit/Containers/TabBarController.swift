import Foundation

/// A container that shows one of several controllers: the object model's `UITabBarController`,
/// reduced to what layout and containment need (N2).
///
/// Every controller of ``viewControllers`` is a child; only the selected one's view is
/// installed, filling the tab bar controller's bounds (the others' views are not even loaded
/// until they are selected). Changing the selection swaps the views with UIKit's appearance
/// order: the old selection will disappear, the new one will appear, the old one did
/// disappear, the new one did appear. The tab bar is a view above the selected child's
/// (``tabBar``, B1): at the bottom, or in the vertical bar's strip (B4); the space it covers is
/// added to the child's safe area (B2). Any
/// controller below finds this one as its ``ViewController/tabBarController``.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [NavigationController(rootViewController: arrangement), settings]
/// simulator.window.rootViewController = tabs
/// tabs.selectedIndex = 1   // settings' view replaces the navigation controller's
/// ```
///
/// Degenerate input: an index out of range, or a controller that is not in the list, selects
/// nothing new (the selection stays; nothing is lost). A list naming a controller twice, a
/// controller that another container holds (a parent, an arrangement slot, a presentation, a
/// window) or one that contains this tab bar controller stops with a precondition failure
/// naming the problem (C2).
@preconcurrency @MainActor
open class TabBarController: ViewController {
  /// The tabs; `nil` until set, as on the platform.
  var tabs: [ViewController]?
  /// The index of the selected tab (0 without tabs).
  var storedSelectedIndex = 0
  /// The tab bar (B1, TabBarController+Bars.swift), made when the view loads or it is first
  /// asked for.
  var storedTabBar: TabBar?

  // Clears the back-references of its tab bar and items to it (BarHost.swift); nonisolated, so
  // subclasses may declare a plain `deinit`.
  deinit {
    let tabBar = storedTabBar
    BarHost.releaseOnDeinit { tabBar?.host }
  }

  /// Creates a tab bar controller without tabs.
  ///
  /// ```swift
  /// let tabs = TabBarController()
  /// tabs.viewControllers   // nil
  /// ```
  ///
  /// The less preferred overload (as ``ViewController/init()``): `super.init()` in a subclass
  /// calls the designated ``init(nibName:bundle:)`` with its default arguments.
  @_disfavoredOverload
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The designated initializer, as on the platform (``ViewController/init(nibName:bundle:)``):
  /// both arguments are ignored; the controller starts as ``init()`` describes.
  ///
  /// ```swift
  /// final class Library: TabBarController {
  ///   init() { super.init(nibName: nil, bundle: nil) }
  /// }
  /// ```
  ///
  /// Degenerate input: any name and bundle give the same controller.
  public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// The tabs, in order; `nil` when none were set.
  ///
  /// Setting it is ``setViewControllers(_:animated:)`` without animation.
  ///
  /// ```swift
  /// tabs.viewControllers = [library, search, settings]
  /// ```
  ///
  /// Degenerate input: as for ``setViewControllers(_:animated:)``.
  open var viewControllers: [ViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs; `nil` or `[]` removes them all.
  ///
  /// As on the platform, the previously selected controller stays selected if it is still
  /// listed; otherwise the tab at the same index is selected, or the first one. New tabs get
  /// `willMove(toParent:)` first and `didMove(toParent:)` last; removed ones
  /// `willMove(toParent: nil)` first and leave last; kept ones get no containment callback.
  ///
  /// ```swift
  /// tabs.setViewControllers([library, settings], animated: true)
  /// ```
  ///
  /// Degenerate input: a controller listed twice, one that another container holds or one
  /// that contains this tab bar controller stops with a precondition failure naming the
  /// problem (C2), before anything changes.
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    performSetTabs(viewControllers, animated: animated)
  }

  /// The index of the selected tab in ``viewControllers`` (0 while there are no tabs).
  ///
  /// Setting it shows that tab's controller in place of the previous one.
  ///
  /// ```swift
  /// tabBarController?.selectedIndex = 1
  /// ```
  ///
  /// Degenerate input: an index outside the list (negative included) is ignored: the
  /// selection stays.
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard let tabs, tabs.indices.contains(newValue) else { return }
      select(newValue, animated: false)
    }
  }

  /// The selected tab's controller; `nil` without tabs.
  ///
  /// ```swift
  /// tabs.selectedViewController = settings
  /// tabs.selectedIndex   // 1
  /// ```
  ///
  /// Degenerate input: a controller that is not one of the tabs (or `nil`) is ignored: the
  /// selection stays (UIKit raises an exception; nothing here is corrupted, so nothing stops).
  open var selectedViewController: ViewController? {
    get {
      guard let tabs, tabs.indices.contains(storedSelectedIndex) else { return nil }
      return tabs[storedSelectedIndex]
    }
    set {
      guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
      select(index, animated: false)
    }
  }

  // MARK: Internals

  func select(_ index: Int, animated: Bool) {
    let old = selectedViewController
    storedSelectedIndex = index
    if let host = storedView, old !== selectedViewController {
      replaceContent(in: host, from: old, to: selectedViewController, animated: animated)
    }
    updateVerticalBarResolution()  // VB2
  }

  func performSetTabs(_ newTabs: [ViewController]?, animated: Bool) {
    let operation = "TabBarController.setViewControllers"
    let list = newTabs ?? []
    checkDistinct(list, in: operation)
    let current = tabs ?? []
    for controller in list where !current.contains(where: { $0 === controller }) {
      checkNewChild(controller, in: operation)
    }
    let old = selectedViewController
    let added = list.filter { controller in !current.contains { $0 === controller } }
    let removed = current.filter { controller in !list.contains { $0 === controller } }
    Self.marking(added, .movingToParent) {
      Self.marking(removed, .movingFromParent) {
        replaceTabs(newTabs, list: list, old: old, added, removed, animated)
      }
    }
    updateVerticalBarResolution()  // VB2
  }

  private func replaceTabs(
    _ newTabs: [ViewController]?, list: [ViewController], old: ViewController?, _ added: [ViewController],
    _ removed: [ViewController], _ animated: Bool
  ) {
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    tabs = newTabs
    storedSelectedIndex = Self.selection(keeping: old, previousIndex: storedSelectedIndex, in: list)
    orderChildren(list)
    if let host = storedView, old !== selectedViewController {
      replaceContent(in: host, from: old, to: selectedViewController, animated: animated)
    }
    for controller in removed where controller.storedParent === self { controller.removeFromParent() }
    for controller in added where controller.storedParent === self { controller.didMove(toParent: self) }
  }

  /// UIKit's rule: the same controller if still listed, else the same index, else the first.
  static func selection(keeping old: ViewController?, previousIndex: Int, in list: [ViewController]) -> Int {
    if let old, let index = list.firstIndex(where: { $0 === old }) { return index }
    return list.indices.contains(previousIndex) ? previousIndex : 0
  }

  // MARK: Hooks

  /// The view is about to appear (back in a window, perhaps after a stack or pane change made
  /// outside it): the bars are placed again in the next pass (B1).
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) {
  ///   super.viewWillAppear(animated)   // keep the call: the bars are laid out from here
  /// }
  /// ```
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    storedView?.setNeedsLayout()
  }

  /// The selected controller: its vertical bar preference applies (VB1).
  open override var childForPreferredVerticalBarBehavior: ViewController? { selectedViewController }

  override func installContent() {
    keepContentInstalled(selectedViewController, in: view)
    keepTabBarInstalled(in: view)
  }

  override func layoutContent(of _: View) {
    guard let host = storedView else { return }
    keepContentInstalled(selectedViewController, in: host)
    layoutTabBar(in: host)  // B1, B4
  }

  override func childDidLeave(_ child: ViewController) {
    child.setBarSafeArea(.zero)
    storedView?.setNeedsLayout()  // the bars show the new top's or tab's items (B1)
    guard var list = tabs, let index = list.firstIndex(where: { $0 === child }) else { return }
    let old = selectedViewController
    list.remove(at: index)
    tabs = list
    storedSelectedIndex = Self.selection(keeping: old, previousIndex: storedSelectedIndex, in: list)
    guard let host = storedView, old !== selectedViewController else { return }
    replaceContent(in: host, from: old, to: selectedViewController, animated: false)
  }
}
