import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// The navigation controller places its bars' items inside its view's own layout step, as each
/// bar's own step would (`View.beginSubviewPlacement()`): what the pass reports for the placed
/// views and what it leaves marked.
@MainActor
@Suite("B6, M2: bar items placed in the navigation controller's layout step")
struct BarPlacementPassTests {
  /// Every Duo pose, in an order that moves the bar's trailing end between displays and bands.
  nonisolated static let poses: [(Posture, Orientation)] = [
    (.flat, .portrait), (.flat, .landscape), (.book, .landscape), (.closed, .portrait), (.closed, .landscape),
    (.flat, .landscapeFlipped), (.book, .portrait), (.closed, .landscapeFlipped), (.flat, .portrait),
  ]

  @Test("M2: a view inside a custom item the bar moves reports a safe-area change exactly when its insets change")
  func customViewReports() {
    let log = EventLog()
    // The bar keeps its items inside the safe area; a subview reaching 70 points above the
    // item reaches into the top band in some poses (the bar stands at 24 or lower).
    let custom = View(frame: CGRect(x: 0, y: 0, width: 60, height: 44))
    let antenna = InsetsRecordingView("custom", log: log, frame: CGRect(x: 20, y: -70, width: 10, height: 80))
    custom.addSubview(antenna)
    let top = ViewController()
    top.title = "Episode"
    top.navigationItem.rightBarButtonItems = [BarButtonItem(customView: custom), BarButtonItem(systemItem: .add)]
    let root = ViewController()
    root.title = "Library"
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    let simulator = barSimulator(.flat, .portrait, root: navigation)
    var previous = antenna.safeAreaInsets
    var changes = 0
    for (posture, orientation) in Self.poses.dropFirst() {
      log.clear()
      simulator.pose = Pose(posture, orientation)
      simulator.window.layoutIfNeeded()
      let now = antenna.safeAreaInsets
      let changed =
        !(now.top.isClose(to: previous.top) && now.left.isClose(to: previous.left)
        && now.bottom.isClose(to: previous.bottom) && now.right.isClose(to: previous.right))
      if changed { changes += 1 }
      #expect(log.events.contains("custom.safeArea") == changed, "\(posture) \(orientation): \(previous) → \(now)")
      previous = now
      // A pass with nothing new reports nothing and leaves nothing marked.
      log.clear()
      simulator.window.layoutIfNeeded()
      #expect(!log.events.contains("custom.safeArea"))
      #expect(!simulator.window.needsLayout && !navigation.navigationBar.needsLayout && !antenna.needsLayout)
    }
    #expect(changes > 0, "the poses must move the custom view into or out of a band")
  }

  @Test("B6: a custom item view that asks for layout while the bar places it is laid out in the same pass")
  func customViewMarkedDuringPlacement() {
    let log = EventLog()
    let custom = InsetsRecordingView("custom", log: log, frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    let top = ViewController()
    top.navigationItem.rightBarButtonItem = BarButtonItem(customView: custom)
    let navigation = NavigationController(rootViewController: top)
    let simulator = barSimulator(.flat, .portrait, root: navigation)
    log.clear()
    // A new size from the placement marks the custom view: its layout runs in this pass.
    custom.frame.size = CGSize(width: 80, height: 30)
    navigation.view.setNeedsLayout()
    simulator.window.layoutIfNeeded()
    #expect(log.events.contains("custom.layout"))
    #expect(!custom.needsLayout && !navigation.navigationBar.needsLayout && !simulator.window.needsLayout)
  }

  @Test("B1: a tab bar hidden under a pushed controller shows no tab buttons, and its tabs' come back with it")
  func hiddenTabBarPlacesNothing() {
    let root = ViewController()
    root.title = "Library"
    let navigation = NavigationController(rootViewController: root)
    let settings = ViewController()
    settings.title = "Settings"
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, settings]
    let simulator = barSimulator(.flat, .portrait, root: tabs)
    #expect(tabs.tabBar.placedButtons.count == 2)
    let player = ViewController()
    player.hidesBottomBarWhenPushed = true
    navigation.pushViewController(player, animated: false)
    simulator.window.layoutIfNeeded()
    #expect(tabs.tabBar.isHidden)
    #expect(tabs.tabBar.placedButtons.isEmpty)
    navigation.popViewController(animated: false)
    simulator.window.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden)
    #expect(tabs.tabBar.placedButtons.count == 2)
  }
}
