import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// behavior.md B5, B7, B9: bars, items and navigation items are data the app may keep after the
/// containers and controllers that showed them are freed. Nothing they hold keeps a container
/// alive, and nothing read or done through them afterwards traps or reaches the freed one.
@MainActor
@Suite("B9: bars and items outlive their containers")
struct BarLifetimeTests {
  /// A navigation controller (a root and a pushed top with `items` on the right) shown in a
  /// window, freed again when `body` returns; `body` gets the controller to keep what it wants.
  private func showAndFree(
    items: [BarButtonItem], toolbar: [BarButtonItem] = [], _ body: (NavigationController) -> Void
  ) -> DeviceSimulator {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    weak var freed: NavigationController?
    do {
      let root = ViewController()
      root.title = "Library"
      let top = ViewController()
      top.title = "Now Playing"
      top.navigationItem.rightBarButtonItems = items
      top.toolbarItems = toolbar
      let navigation = NavigationController(rootViewController: root)
      navigation.pushViewController(top, animated: false)
      navigation.setToolbarHidden(toolbar.isEmpty, animated: false)
      simulator.window.rootViewController = navigation
      simulator.window.layoutIfNeeded()
      freed = navigation
      body(navigation)
      simulator.window.rootViewController = ViewController()
      simulator.window.layoutIfNeeded()
    }
    #expect(freed == nil, "the navigation controller is freed once the window lets go of it")
    return simulator
  }

  @Test("B9: items shown on a bar keep neither the container nor its controllers alive")
  func itemsDoNotKeepTheirContainer() {
    weak var freedTop: ViewController?
    let share = BarButtonItem(image: Image(systemName: "square.and.arrow.up"), primaryAction: Action { _ in })
    let play = BarButtonItem(systemItem: .play)
    _ = showAndFree(items: [share, BarButtonItem(title: "Queue")], toolbar: [play]) { navigation in
      freedTop = navigation.topViewController
      #expect(navigation.navigationBar.placedButtons.contains { $0.item === share })
      #expect(navigation.toolbar.placedButtons.contains { $0.item === play })
    }
    #expect(freedTop == nil)
  }

  @Test("B9: an item kept after its container is freed can be changed and performed, and shows on a new bar")
  func itemOutlivesItsContainer() throws {
    var performed = 0
    let share = BarButtonItem(title: "Share", primaryAction: Action { _ in performed += 1 })
    let menuItem = BarButtonItem(title: "More", menu: Menu(children: [Action(title: "One") { _ in }]))
    _ = showAndFree(items: [share, menuItem]) { _ in }
    share.title = "Send"
    share.isEnabled = true
    share.performPrimaryAction()
    #expect(performed == 1)
    menuItem.performPrimaryAction()  // on no bar in a window: a diagnostic, no menu

    let screen = ViewController()
    screen.navigationItem.rightBarButtonItems = [share]
    let navigation = NavigationController(rootViewController: screen)
    _ = barSimulator(.flat, .portrait, root: navigation)
    let button = try #require(navigation.navigationBar.placedButtons.first { $0.item === share })
    #expect(button.button.accessibilityIdentifier == "Send")
    share.title = "Post"
    #expect(navigation.view.needsLayout, "a change to the item lays out the bar that shows it now")
  }

  @Test("B7: a back button kept after its navigation controller is freed does nothing when tapped")
  func backButtonOutlivesItsContainer() throws {
    var back: BarItemButton?
    _ = showAndFree(items: []) { navigation in back = navigation.navigationBar.placedButtons.first }
    let kept = try #require(back)
    #expect(kept.button.currentTitle == "Library")
    kept.tap()
    kept.button.sendActions(for: .touchUpInside)
  }

  @Test("B1: a navigation bar and a toolbar kept after their controller is freed show no items")
  func barsOutliveTheirContainer() throws {
    var bar: NavigationBar?
    var toolbar: Toolbar?
    _ = showAndFree(items: [BarButtonItem(title: "Queue")], toolbar: [BarButtonItem(systemItem: .play)]) {
      navigation in
      bar = navigation.navigationBar
      toolbar = navigation.toolbar
      #expect(navigation.navigationBar.topItem != nil)
    }
    let navigationBar = try #require(bar)
    #expect(navigationBar.topItem == nil)
    #expect(navigationBar.backItem == nil)
    #expect(navigationBar.items.isEmpty)
    navigationBar.prefersLargeTitles = true
    #expect(try #require(toolbar).items == nil)
  }

  @Test("B1: a tab bar and its items kept after the tab bar controller is freed show no tabs")
  func tabBarOutlivesItsController() throws {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    weak var freed: TabBarController?
    var bar: TabBar?
    var button: BarItemButton?
    let item = TabBarItem(title: "Library", image: nil, tag: 0)
    do {
      let library = ViewController()
      library.tabBarItem = item
      let tabs = TabBarController()
      tabs.viewControllers = [library, ViewController()]
      simulator.window.rootViewController = tabs
      simulator.window.layoutIfNeeded()
      bar = tabs.tabBar
      button = tabs.tabBar.placedButtons.last
      freed = tabs
      #expect(tabs.tabBar.selectedItem === item)
      simulator.window.rootViewController = ViewController()
      simulator.window.layoutIfNeeded()
    }
    #expect(freed == nil)
    let tabBar = try #require(bar)
    #expect(tabBar.items == nil)
    #expect(tabBar.selectedItem == nil)
    try #require(button).tap()
    item.badgeValue = "3"
    item.title = "Books"
  }

  @Test("B5: a navigation item kept after its controller is freed has no default title, and takes items")
  func navigationItemOutlivesItsController() {
    var kept: NavigationItem?
    weak var freed: ViewController?
    do {
      let controller = ViewController()
      controller.title = "Library"
      kept = controller.navigationItem
      freed = controller
      #expect(kept?.title == "Library")
    }
    #expect(freed == nil)
    #expect(kept?.title == nil)
    kept?.rightBarButtonItems = [BarButtonItem(title: "Queue")]
    kept?.title = "Shelf"
    #expect(kept?.title == "Shelf")
  }
}
