import ArrangementKit
import ArrangementTesting
import Foundation

/// Bar operations (B1–B9) mixed into the random sequences: hiding and showing bars, setting
/// titles, items, toolbar items and tab bar items (spaces, negative widths and more items than
/// fit included), performing items, and their invariants: every shown bar item is on-screen,
/// and a shown navigation bar pushes its top controller's safe area at least to its bottom.
extension RandomWorld {
  func barOperation() -> String {
    let pool = controllers
    guard !pool.isEmpty else { return "no controller for bars" }
    switch rng.below(9) {
    case 0:
      guard let navigation = navigations.isEmpty ? nil : rng.pick(navigations) else { return "no navigation" }
      let hidden = rng.oneIn(2)
      navigation.setNavigationBarHidden(hidden, animated: rng.oneIn(2))
      return "\(name(navigation)) navigation bar hidden \(hidden)"
    case 1:
      guard let navigation = navigations.isEmpty ? nil : rng.pick(navigations) else { return "no navigation" }
      let hidden = rng.oneIn(2)
      navigation.setToolbarHidden(hidden, animated: rng.oneIn(2))
      return "\(name(navigation)) toolbar hidden \(hidden)"
    case 2, 3:
      let controller = rng.pick(pool)
      let items = randomItems(count: rng.below(16))
      if rng.oneIn(2) {
        controller.navigationItem.setRightBarButtonItems(items, animated: rng.oneIn(2))
      } else {
        controller.navigationItem.leftBarButtonItems = items
        controller.navigationItem.leftItemsSupplementBackButton = rng.oneIn(2)
      }
      return "\(name(controller)) \(items.count) bar items"
    case 4:
      let controller = rng.pick(pool)
      let titles: [String?] = [nil, "", "Title", String(repeating: "Very long title ", count: 8)]
      controller.navigationItem.title = rng.pick(titles)
      controller.navigationItem.largeTitleDisplayMode = rng.pick(NavigationItem.LargeTitleDisplayMode.allCases)
      if let navigation = navigations.isEmpty ? nil : rng.pick(navigations) {
        navigation.navigationBar.prefersLargeTitles = rng.oneIn(2)
      }
      return "\(name(controller)) title"
    case 5:
      let controller = rng.pick(pool)
      var items = randomItems(count: rng.below(10))
      if rng.oneIn(2) { items.insert(.flexibleSpace(), at: 0) }
      if rng.oneIn(3) { items.append(.fixedSpace(rng.oneIn(2) ? -5 : 12)) }
      controller.setToolbarItems(items, animated: rng.oneIn(2))
      return "\(name(controller)) \(items.count) toolbar items"
    case 6:
      let controller = rng.pick(pool)
      controller.hidesBottomBarWhenPushed.toggle()
      controller.tabBarItem.badgeValue = rng.oneIn(2) ? nil : "\(rng.below(9))"
      return "\(name(controller)) hidesBottomBarWhenPushed \(controller.hidesBottomBarWhenPushed)"
    case 7:
      let controller = rng.pick(pool)
      controller.navigationItem.verticalBarCompressionBehavior = rng.pick(
        NavigationItem.VerticalBarCompressionBehavior.allCases)
      controller.navigationItem.hidesBackButton = rng.oneIn(3)
      return "\(name(controller)) compression \(controller.navigationItem.verticalBarCompressionBehavior)"
    default:
      let controller = rng.pick(pool)
      let items = controller.navigationItem.rightBarButtonItems ?? []
      guard !items.isEmpty else { return "no item to perform" }
      rng.pick(items).performPrimaryAction()
      window.dismissMenu()
      return "\(name(controller)) performed an item"
    }
  }

  /// `count` items of random kinds: titles, images, system items, menus, custom views.
  func randomItems(count: Int) -> [BarButtonItem] {
    (0..<count).map { index in
      let item: BarButtonItem
      switch rng.below(6) {
      case 0: item = BarButtonItem(title: "Item \(index)", primaryAction: Action { _ in })
      case 1: item = BarButtonItem(image: Image(systemName: "star"), primaryAction: Action { _ in })
      case 2: item = BarButtonItem(systemItem: rng.pick([.add, .edit, .done, .trash, .close]))
      case 3:
        item = BarButtonItem(
          image: Image(systemName: "ellipsis.circle"),
          menu: Menu(children: [Action(title: "One") { _ in }, DeferredMenuElement { $0([]) }]))
      case 4: item = BarButtonItem(customView: View(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
      default: item = BarButtonItem(title: "Wide item \(index) with a long title", image: nil)
      }
      item.axisBehavior = rng.pick(BarButtonItem.AxisBehavior.allCases)
      item.isEnabled = !rng.oneIn(5)
      return item
    }
  }

  /// Every shown bar's items lie inside the window (B9), and a shown navigation bar ends at or
  /// above where its top controller's safe area starts (B2).
  func barViolations() -> [String] {
    var problems: [String] = []
    let bounds = window.bounds
    func check(_ view: View, owner: String) {
      for subview in view.subviews where !subview.isHidden && subview is Button {
        let frame = subview.convert(subview.bounds, to: nil)
        guard frame.minX.isFinite, frame.minY.isFinite else { continue }
        if frame.minX < bounds.minX - 0.01 || frame.maxX > bounds.maxX + 0.01 || frame.minY < bounds.minY - 0.01
          || frame.maxY > bounds.maxY + 0.01
        {
          problems.append(
            "\(owner): a bar item \(subview.accessibilityIdentifier ?? "") at \(frame) is off-screen (B9)")
        }
      }
    }
    for navigation in navigations where navigation.isViewLoaded && navigation.view.window === window {
      let me = name(navigation)
      let bar = navigation.navigationBar
      // Only a navigation controller filling the window is checked: its bounds are on-screen.
      guard LengthTolerance.isEqual(navigation.view.convert(navigation.view.bounds, to: nil), bounds) else { continue }
      if !bar.isHidden, bar.superview === navigation.view { check(bar, owner: me) }
      for subview in navigation.view.subviews where subview is VerticalBarStrip && !subview.isHidden {
        check(subview, owner: me)
      }
      if !bar.isHidden, bar.superview === navigation.view, let top = navigation.topViewController,
        top.isViewLoaded, top.view.superview === navigation.view,
        top.view.safeAreaInsets.top < bar.frame.maxY - 0.01
      {
        problems.append(
          "\(me): \(name(top))'s safe area starts at \(top.view.safeAreaInsets.top), above the bar's bottom \(bar.frame.maxY) (B2); container insets \(navigation.view.safeAreaInsets), bar \(bar.frame), top frame \(top.view.frame), navigation frame \(navigation.view.frame) bounds \(navigation.view.bounds)"
        )
      }
    }
    return problems
  }
}
