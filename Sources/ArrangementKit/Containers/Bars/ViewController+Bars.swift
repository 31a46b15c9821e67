import Foundation

/// A controller's bar items (B5), made the first time one is used so that controllers that
/// never show a bar pay one `nil` field.
@MainActor
final class ViewControllerBarItems {
  /// Backs ``ViewController/navigationItem``.
  var navigation: NavigationItem?
  /// Backs ``ViewController/toolbarItems``.
  var toolbarItems: [BarButtonItem]?
  /// Backs ``ViewController/tabBarItem``.
  var tabBar: TabBarItem?
  /// Backs ``ViewController/hidesBottomBarWhenPushed``.
  var hidesBottomBar = false
  /// The ownership the toolbar items set here record (B9).
  let toolbarOwnership = BarItemOwnership()

  /// The navigation item, made for `owner` on first use.
  func navigationItem(of owner: ViewController) -> NavigationItem {
    if let navigation { return navigation }
    let item = NavigationItem(owner: owner)
    navigation = item
    return item
  }

  /// The tab bar item, made on first use with `owner`'s title.
  func tabBarItem(of owner: ViewController) -> TabBarItem {
    if let tabBar { return tabBar }
    let item = TabBarItem(title: owner.title, image: nil, tag: 0)
    tabBar = item
    return item
  }
}

extension ViewController {
  /// The bar items, made on first use.
  var ensuredBarItems: ViewControllerBarItems {
    if let barItems { return barItems }
    let items = ViewControllerBarItems()
    barItems = items
    return items
  }

  /// The navigation item if one was made (reading it does not make one).
  var existingNavigationItem: NavigationItem? { barItems?.navigation }

  /// Something a bar shows for this controller changed (its title, items, the tab bar's
  /// visibility): every bar container above it lays out again in the next pass (B1, B5).
  /// Costs a walk up only for controllers in a container.
  func noteBarContentChange() {
    var current = storedParent ?? slotOwner
    while let controller = current {
      if controller is any BarHosting { controller.storedView?.setNeedsLayout() }
      current = controller.storedParent ?? controller.slotOwner
    }
  }

  /// The bars of the container showing this controller cover `insets` beyond its safe area
  /// (B2): stored, and on a change the view is laid out again (M2 reports the new insets).
  func setBarSafeArea(_ insets: EdgeInsets) {
    guard !insets.isClose(to: barSafeArea) else { return }
    barSafeArea = insets
    guard let view = storedView else { return }
    if insets != .zero { view.tracksSafeAreaBelow = true }
    view.setNeedsLayout()
  }
}

/// A container whose view holds bars above its child's view (navigation and tab bar
/// controllers): new child views go below the bars.
@MainActor
protocol BarHosting: ViewController {
  /// The lowest bar view in the container's view, once installed.
  var lowestBarView: View? { get }
}

extension ViewController {
  /// The `setToolbarItems(_:animated:)` body: stores the items, takes each from the controller that had it (that
  /// one's container lays out again, B9), and tells the container showing this controller.
  func storeToolbarItems(_ toolbarItems: [BarButtonItem]?) {
    ensuredBarItems.toolbarItems = toolbarItems
    for item in toolbarItems ?? [] {
      if item.isAssigned(elsewhereThan: ensuredBarItems.toolbarOwnership) { item.host?.view?.setNeedsLayout() }
      item.assign(to: ensuredBarItems.toolbarOwnership)
    }
    noteBarContentChange()
  }

  /// The `tabBarItem` setter: `nil` makes a new default item on the next read.
  func storeTabBarItem(_ item: TabBarItem?) {
    ensuredBarItems.tabBar = item
    noteBarContentChange()
  }

  /// The `hidesBottomBarWhenPushed` setter.
  func storeHidesBottomBarWhenPushed(_ hides: Bool) {
    ensuredBarItems.hidesBottomBar = hides
    noteBarContentChange()
  }
}
