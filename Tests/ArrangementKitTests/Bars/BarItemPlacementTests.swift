import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// behavior.md B5–B7, B9 through the Kit's names, with devices.md's Duo numbers and B6's
/// metrics (16 from the bar's safe edges, 8 apart, 44 × 44 at least).
@MainActor
@Suite("B: bar items, placement and acting")
struct BarItemPlacementTests {
  private func symbol(_ name: String) -> Image { Image(systemName: name)! }

  /// A navigation controller with `root` and, pushed on it, `top`, in `posture`/`orientation`.
  private func stack(_ posture: Posture, _ orientation: Orientation, top: ViewController, toolbar: Bool = false)
    -> (DeviceSimulator, NavigationController)
  {
    let root = ViewController()
    root.title = "Library"
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    navigation.setToolbarHidden(!toolbar, animated: false)
    let simulator = barSimulator(posture, orientation, root: navigation)
    return (simulator, navigation)
  }

  /// The identifiers of the buttons `view` holds, in order.
  private func names(_ buttons: ArraySlice<BarItemButton>) -> [String] {
    buttons.map { $0.button.accessibilityIdentifier ?? "" }
  }

  @Test("B5: the navigation item is made on first use, its title the controller's; items keep what they are given")
  func itemsAreData() {
    let controller = ViewController()
    controller.title = "Episodes"
    #expect(controller.navigationItem === controller.navigationItem)
    #expect(controller.navigationItem.title == "Episodes")
    controller.navigationItem.title = "All Episodes"
    #expect(controller.navigationItem.title == "All Episodes")
    #expect(controller.tabBarItem.title == "Episodes")
    controller.tabBarItem.badgeValue = "2"
    #expect(controller.tabBarItem.badgeValue == "2")
    #expect(controller.toolbarItems == nil && !controller.hidesBottomBarWhenPushed)
    let add = BarButtonItem(systemItem: .add)
    #expect(add.image?.name == "plus" && add.systemItem == .add)
    #expect(BarButtonItem(systemItem: .done).title == "Done")
    #expect(BarButtonItem.fixedSpace(12).width == 12)
    #expect(BarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    #expect(NavigationItem.VerticalBarCompressionBehavior.prefersTabBar.rawValue == 2)
    #expect(BarButtonItem.AxisBehavior.horizontalOnly.rawValue == 2)
    let action = Action(title: "Delete", attributes: .destructive, state: .on) { _ in }
    let menu = Menu(title: "More", options: .displayInline, children: [action])
    #expect(menu.children.first === action && action.attributes == .destructive && action.state == .on)
    let group = BarButtonItemGroup(barButtonItems: [add], representativeItem: nil)
    controller.navigationItem.trailingItemGroups = [group]
    #expect(controller.navigationItem.trailingItemGroups.first === group)
    controller.navigationItem.setRightBarButtonItems([add], animated: true)
    #expect(controller.navigationItem.rightBarButtonItem === add)
  }

  @Test(
    "B6: without a vertical bar — back button and left items from the leading edge, right items from the trailing edge, title centred"
  )
  func horizontalPlacement() {
    let top = ViewController()
    top.title = "Episode"
    let share = BarButtonItem(image: symbol("square.and.arrow.up"))
    let edit = BarButtonItem(systemItem: .edit)
    top.navigationItem.rightBarButtonItems = [share, edit]
    let (_, navigation) = stack(.flat, .portrait, top: top)
    let bar = navigation.navigationBar
    #expect(names(bar.placedButtons) == ["Library", "square.and.arrow.up", "Edit"])
    let back = bar.placedButtons[0].button.frame
    let first = bar.placedButtons[1].button.frame
    let second = bar.placedButtons[2].button.frame
    #expect(LengthTolerance.isEqual(back.minX, 16))
    #expect(LengthTolerance.isEqual(first.maxX, 669 - 16))
    #expect(LengthTolerance.isEqual(second.maxX, first.minX - 8))
    #expect(first.width >= 44 && first.height >= 44)
    #expect(bar.shownTitle == "Episode")
    let title = bar.titleLabel!.frame
    #expect(LengthTolerance.isEqual(title.midX, 669 / 2))
  }

  @Test(
    "B6: with a vertical bar — back, right and left image items, then toolbar items stand in the strip, top to bottom; title-only and Edit stay"
  )
  func stripPlacement() {
    let top = ViewController()
    top.title = "Episode"
    let share = BarButtonItem(image: symbol("square.and.arrow.up"))
    let done = BarButtonItem(title: "Done")
    let edit = BarButtonItem(systemItem: .edit)
    let pinned = BarButtonItem(image: symbol("star"))
    pinned.axisBehavior = .horizontalOnly
    let filter = BarButtonItem(title: "Filter")
    filter.axisBehavior = .verticalPreferred
    top.navigationItem.rightBarButtonItems = [share, done, edit, pinned]
    top.navigationItem.leftBarButtonItems = [filter]
    top.navigationItem.leftItemsSupplementBackButton = true
    top.toolbarItems = [.flexibleSpace(), BarButtonItem(systemItem: .play), .flexibleSpace()]
    let (_, navigation) = stack(.flat, .landscape, top: top, toolbar: true)
    let strip = navigation.view.subviews.compactMap { $0 as? VerticalBarStrip }.first!
    #expect(names(strip.placedButtons) == ["Library", "square.and.arrow.up", "Filter", "play.fill"])
    #expect(names(navigation.navigationBar.placedButtons) == ["Done", "Edit", "star"])  // from the edge inwards
    // Under the status display (0–120), 8 apart, centred in the 84 pt strip.
    let frames = strip.placedButtons.map { windowFrame($0.button) }
    #expect(LengthTolerance.isEqual(frames[0].minY, 128))
    #expect(LengthTolerance.isEqual(frames[1].minY, 128 + 52))
    #expect(LengthTolerance.isEqual(frames[0].minX, 867 + 20))
    #expect(navigation.toolbar.isHidden)
  }

  @Test(
    "B6/B9: more strip items than fit collapse bottom-up into one overflow item whose menu lists the rest, in order")
  func stripOverflow() throws {
    let top = ViewController()
    // 128 … 627 holds 9 slots of 44 + 8; 12 items: 8 stay, the overflow takes the ninth.
    let items = (0..<12).map { index in BarButtonItem(title: "Item \(index)", image: symbol("star")) }
    top.navigationItem.rightBarButtonItems = items
    let (simulator, navigation) = stack(.flat, .landscape, top: top)
    let strip = navigation.view.subviews.compactMap { $0 as? VerticalBarStrip }.first!
    #expect(strip.placedButtons.count == 9)
    let overflow = try #require(strip.placedButtons.last?.item as? BarButtonItem)
    #expect(overflow.image?.name == "ellipsis")
    for button in strip.placedButtons {
      #expect(windowFrame(button.button).maxY <= 669 - 34 + 0.001)
    }
    overflow.performPrimaryAction()
    let menu = try #require(simulator.presentedMenu)
    #expect(menu.titles == ["Item 7", "Item 8", "Item 9", "Item 10", "Item 11"])
  }

  @Test("B6: a tab bar in the strip keeps its items' room unless the item prefers bar items")
  func compressionBehavior() {
    func slots(_ behavior: NavigationItem.VerticalBarCompressionBehavior) -> Int {
      let top = ViewController()
      top.navigationItem.verticalBarCompressionBehavior = behavior
      top.navigationItem.rightBarButtonItems = (0..<12).map { _ in BarButtonItem(image: symbol("star")) }
      let navigation = NavigationController(rootViewController: top)
      let tabs = TabBarController()
      tabs.viewControllers = [navigation, ViewController(), ViewController(), ViewController()]
      _ = barSimulator(.flat, .landscape, root: tabs)
      navigation.view.setNeedsLayout()
      navigation.view.layoutIfNeeded()
      let strip = navigation.view.subviews.compactMap { $0 as? VerticalBarStrip }.first!
      return strip.placedButtons.count
    }
    // 128 … 627 less four tabs' 4 × 52 holds 5 slots; preferring bar items leaves the tab bar 2.
    #expect(slots(.automatic) == 5)
    #expect(slots(.prefersTabBar) == 5)
    #expect(slots(.prefersBarItems) == 7)
  }

  @Test(
    "B7: performPrimaryAction runs the action with the item as sender; disabled items do nothing; a menu-only item shows its menu"
  )
  func acting() throws {
    var senders: [String] = []
    let add = BarButtonItem(
      systemItem: .add, primaryAction: Action { action in senders.append("\(action.sender is BarButtonItem)") })
    add.performPrimaryAction()
    #expect(senders == ["true"])
    add.isEnabled = false
    add.performPrimaryAction()
    #expect(senders == ["true"])
    var loads = 0
    let deferred = DeferredMenuElement { completion in
      loads += 1
      completion([Action(title: "Later") { _ in senders.append("later") }])
    }
    let hidden = Action(title: "Secret", attributes: .hidden) { _ in }
    let disabled = Action(title: "Off", attributes: .disabled) { _ in senders.append("off") }
    let more = BarButtonItem(image: symbol("ellipsis.circle"), menu: Menu(children: [deferred, hidden, disabled]))
    let top = ViewController()
    top.navigationItem.rightBarButtonItem = more
    let (simulator, _) = stack(.flat, .portrait, top: top)
    more.performPrimaryAction()
    let menu = try #require(simulator.presentedMenu)
    #expect(menu.titles == ["Later", "Off"])
    #expect(!menu.performAction(titled: "Off"))
    #expect(simulator.presentedMenu != nil)
    #expect(menu.performAction(titled: "Later"))
    #expect(senders == ["true", "later"])
    #expect(simulator.presentedMenu == nil)
    more.performPrimaryAction()
    _ = simulator.presentedMenu
    #expect(loads == 1)  // cached: the provider ran once
  }

  @Test("B7: Button.menu with showsMenuAsPrimaryAction shows the menu on a tap instead of the actions")
  func buttonMenu() throws {
    let screen = ViewController()
    let button = Button(type: .system)
    var tapped = 0
    button.addAction(Action { _ in tapped += 1 }, for: .touchUpInside)
    button.menu = Menu(children: [Action(title: "One") { _ in }])
    screen.view.addSubview(button)
    let simulator = barSimulator(.flat, .portrait, root: screen)
    button.sendActions(for: .touchUpInside)
    #expect(tapped == 1 && simulator.presentedMenu == nil)
    button.showsMenuAsPrimaryAction = true
    button.sendActions(for: .touchUpInside)
    #expect(tapped == 1)
    #expect(try #require(simulator.presentedMenu).titles == ["One"])
  }

  @Test("B7: the back button pops")
  func backButtonPops() {
    let top = ViewController()
    let (_, navigation) = stack(.flat, .portrait, top: top)
    navigation.navigationBar.placedButtons.first?.tap()
    #expect(navigation.topViewController !== top)
  }

  @Test("B6: the back button shows the previous item's back item, else its back title, else its title, else Back")
  func backTitles() {
    for (backItem, backTitle, title, expected) in [
      ("Up", "Shelf", "Library", "Up"), (nil, "Shelf", "Library", "Shelf"), (nil, nil, "Library", "Library"),
      (nil, nil, nil, "Back"), (nil, nil, "", "Back"),
    ] as [(String?, String?, String?, String)] {
      let root = ViewController()
      root.title = title
      root.navigationItem.backButtonTitle = backTitle
      root.navigationItem.backBarButtonItem = backItem.map { BarButtonItem(title: $0) }
      let navigation = NavigationController(rootViewController: root)
      navigation.pushViewController(ViewController(), animated: false)
      _ = barSimulator(.flat, .portrait, root: navigation)
      #expect(navigation.navigationBar.placedButtons.first?.button.currentTitle == expected)
    }
  }

  @Test("B9: a nil or empty title draws nothing")
  func emptyTitle() {
    for title in [nil, ""] as [String?] {
      let top = ViewController()
      top.navigationItem.title = title
      let navigation = NavigationController(rootViewController: top)
      _ = barSimulator(.flat, .portrait, root: navigation)
      #expect(navigation.navigationBar.shownTitle == nil)
    }
  }

  @Test("B9: more top-row items than fit collapse into the overflow item, never off-screen")
  func rowOverflow() {
    let top = ViewController()
    top.navigationItem.rightBarButtonItems = (0..<20).map { BarButtonItem(title: "Action \($0)") }
    let (_, navigation) = stack(.closed, .portrait, top: top)
    let bar = navigation.navigationBar
    for button in bar.placedButtons {
      let frame = windowFrame(button.button)
      #expect(frame.minX >= 16 - 0.001 && frame.maxX <= 382 - 16 + 0.001, "\(frame)")
    }
    #expect(
      bar.placedButtons.contains { $0.item is BarButtonItem && ($0.item as! BarButtonItem).image?.name == "ellipsis" })
  }

  @Test("B9: a negative fixed space counts as 0, with a diagnostic naming the value")
  func negativeFixedSpace() {
    let top = ViewController()
    top.toolbarItems = [BarButtonItem(systemItem: .play), .fixedSpace(-5), BarButtonItem(systemItem: .pause)]
    let (simulator, navigation) = stack(.flat, .portrait, top: top, toolbar: true)
    simulator.recordsLayoutDiagnostics = false
    let buttons = navigation.toolbar.placedButtons
    #expect(buttons.count == 2)
    #expect(LengthTolerance.isEqual(buttons[1].button.frame.minX, buttons[0].button.frame.maxX + 8 + 8))
    #expect(simulator.window.inputDiagnostics.contains { $0.contains("-5.0") })
  }

  @Test(
    "B9: a fixed space wider than the toolbar pushes what follows into the overflow item, which stays on-screen",
    arguments: [0, 1])
  func toolbarSpaceWiderThanBar(placedBefore: Int) {
    let top = ViewController()
    let before = (0..<placedBefore).map { _ in BarButtonItem(systemItem: .rewind) }
    top.toolbarItems = before + [.fixedSpace(5_000), BarButtonItem(systemItem: .play)]
    let (simulator, navigation) = stack(.flat, .portrait, top: top, toolbar: true)
    let width = simulator.window.bounds.width
    let buttons = navigation.toolbar.placedButtons
    #expect(buttons.count == 1, "the overflow item alone: it replaces an item placed before it")
    for button in buttons {
      let frame = windowFrame(button.button)
      #expect(frame.minX >= -0.001 && frame.maxX <= width + 0.001, "\(frame) in \(width)")
    }
    #expect(buttons.contains { ($0.item as? BarButtonItem)?.image?.name == "ellipsis" })
  }

  @Test("B9: an item set on two bars at once moves to the last one placed")
  func itemOnTwoBars() {
    let shared = BarButtonItem(title: "Shared")
    let first = ViewController()
    first.navigationItem.rightBarButtonItem = shared
    let second = ViewController()
    second.navigationItem.rightBarButtonItem = shared
    let left = NavigationController(rootViewController: first)
    let right = NavigationController(rootViewController: second)
    let arrangement = ArrangementController()
    arrangement.setViewController(left, for: .primary)
    arrangement.setViewController(right, for: .secondary)
    let simulator = barSimulator(.flat, .portrait, root: arrangement)
    simulator.window.layoutIfNeeded()
    let onLeft = left.navigationBar.placedButtons.contains { $0.item === shared }
    let onRight = right.navigationBar.placedButtons.contains { $0.item === shared }
    #expect(onLeft != onRight)
    #expect(onRight)
  }

  @Test("B9: items set during a transition show after it")
  func itemsDuringTransition() {
    final class LateItems: ViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Late")
      }
    }
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let simulator = barSimulator(.flat, .portrait, root: navigation)
    navigation.pushViewController(LateItems(), animated: true)
    simulator.window.layoutIfNeeded()
    #expect(navigation.navigationBar.placedButtons.contains { $0.button.currentTitle == "Late" })
  }
}
