import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// behavior.md B2–B4 with devices.md "Bars": where the bars stand and where content pinned to
/// the safe-area guide starts and ends, per Duo pose.
@MainActor
@Suite("B: bar geometry and the safe area")
struct BarGeometryTests {
  /// posture, orientation, vertical bar disabled, content top, content bottom inset without a
  /// tab bar, with a tab bar (devices.md "Bars"; window bottom inset 34; tab bar 49 + 34 where
  /// horizontal, nothing where it stands in the strip).
  nonisolated static let contentTops: [(Posture, Orientation, Bool, CGFloat, CGFloat, CGFloat)] = [
    (.closed, .portrait, false, 82, 34, 34), (.closed, .landscape, false, 82, 34, 34),
    (.closed, .landscapeFlipped, false, 82, 34, 34),
    (.flat, .landscape, false, 82, 34, 34), (.flat, .landscapeFlipped, false, 82, 34, 34),
    (.flat, .portrait, false, 140, 34, 83),
    (.book, .landscape, false, 82, 34, 34), (.book, .landscapeFlipped, false, 82, 34, 34),
    (.book, .portrait, false, 140, 34, 83),
    (.closed, .portrait, true, 82, 34, 83), (.closed, .landscape, true, 82, 34, 83),
    (.closed, .landscapeFlipped, true, 82, 34, 83),
    (.flat, .landscape, true, 82, 34, 83), (.flat, .landscapeFlipped, true, 82, 34, 83),
    (.flat, .portrait, true, 140, 34, 83),
    (.book, .landscape, true, 82, 34, 83), (.book, .landscapeFlipped, true, 82, 34, 83),
    (.book, .portrait, true, 140, 34, 83),
  ]

  @Test(
    "B2: content pinned to the safe-area guide in a navigation controller starts at devices.md's content top",
    arguments: contentTops)
  func contentTop(
    _ posture: Posture, _ orientation: Orientation, _ disabled: Bool, _ top: CGFloat, _ bottom: CGFloat, _: CGFloat
  ) {
    let screen = PinnedScreen(disabled ? .disabled : .automatic)
    let simulator = barSimulator(posture, orientation, root: NavigationController(rootViewController: screen))
    let frame = screen.contentFrame
    #expect(LengthTolerance.isEqual(frame.minY, top), "\(posture) \(orientation) disabled \(disabled): \(frame)")
    #expect(LengthTolerance.isEqual(simulator.window.bounds.maxY - frame.maxY, bottom))
    #expect(LengthTolerance.isEqual(screen.view.safeAreaInsets.top, top))
    // The bar is added to the safe area, not to the frame: the view still fills the window.
    #expect(same(screen.view.frame, simulator.window.bounds))
  }

  @Test(
    "B2: with a tab bar around the navigation controller, content ends above the horizontal tab bar",
    arguments: contentTops)
  func contentTopWithTabBar(
    _ posture: Posture, _ orientation: Orientation, _ disabled: Bool, _ top: CGFloat, _: CGFloat, _ bottom: CGFloat
  ) {
    let screen = PinnedScreen(disabled ? .disabled : .automatic)
    let tabs = TabBarController()
    tabs.viewControllers = [NavigationController(rootViewController: screen), ViewController()]
    let simulator = barSimulator(posture, orientation, root: tabs)
    let frame = screen.contentFrame
    #expect(LengthTolerance.isEqual(frame.minY, top), "\(posture) \(orientation) disabled \(disabled): \(frame)")
    #expect(
      LengthTolerance.isEqual(simulator.window.bounds.maxY - frame.maxY, bottom),
      "\(posture) \(orientation) disabled \(disabled): \(frame)")
  }

  @Test(
    "B3: the navigation bar is 58 pt on both Duo displays, at y 24 where the window's top inset is 0, else at the inset"
  )
  func navigationBarFrame() {
    for (posture, orientation, expected) in [
      (Posture.flat, Orientation.landscape, rect(0, 24, 951, 58)), (.flat, .portrait, rect(0, 82, 669, 58)),
      (.closed, .portrait, rect(0, 24, 466, 58)), (.closed, .landscape, rect(0, 24, 678, 58)),
    ] {
      let navigation = NavigationController(rootViewController: ViewController())
      _ = barSimulator(posture, orientation, root: navigation)
      #expect(same(windowFrame(navigation.navigationBar), expected), "\(posture) \(orientation)")
      #expect(navigation.navigationBar.superview === navigation.view)
      #expect(
        navigation.view.subviews.firstIndex { $0 === navigation.topViewController?.view }! < navigation.view.subviews
          .firstIndex { $0 === navigation.navigationBar }!)
    }
  }

  @Test("B3: the iPhone's bar is 44 pt at the top inset, 32 in compact height; a large title adds 52")
  func iPhoneAndLargeTitles() {
    let screen = PinnedScreen()
    let navigation = NavigationController(rootViewController: screen)
    let simulator = barSimulator(.flat, .portrait, on: .iPhone, root: navigation)
    #expect(same(windowFrame(navigation.navigationBar), rect(0, 62, 402, 44)))
    #expect(LengthTolerance.isEqual(screen.contentFrame.minY, 106))
    navigation.navigationBar.prefersLargeTitles = true
    simulator.window.layoutIfNeeded()
    #expect(LengthTolerance.isEqual(navigation.navigationBar.frame.height, 96))
    #expect(LengthTolerance.isEqual(screen.contentFrame.minY, 158))
    screen.navigationItem.largeTitleDisplayMode = .never
    simulator.window.layoutIfNeeded()
    #expect(LengthTolerance.isEqual(navigation.navigationBar.frame.height, 44))
    simulator.orientation = .landscape
    #expect(LengthTolerance.isEqual(navigation.navigationBar.frame.height, 32))
    #expect(LengthTolerance.isEqual(screen.contentFrame.minY, 32))
  }

  @Test(
    "B4: the tab bar stands in the strip with a vertical bar (x 882, width 69, full height) and at the bottom without")
  func tabBarFrame() {
    let screen = PinnedScreen()
    let tabs = TabBarController()
    tabs.viewControllers = [screen]
    let simulator = barSimulator(.flat, .landscape, root: tabs)
    #expect(same(windowFrame(tabs.tabBar), rect(882, 0, 69, 669)))
    #expect(LengthTolerance.isEqual(screen.view.safeAreaInsets.bottom, 34))
    screen.behavior = .disabled
    screen.setNeedsUpdateOfVerticalBarConfiguration()
    simulator.window.layoutIfNeeded()
    #expect(same(windowFrame(tabs.tabBar), rect(0, 586, 951, 83)))
    #expect(
      LengthTolerance.isEqual(screen.view.safeAreaInsets.top, 82)
        && LengthTolerance.isEqual(screen.view.safeAreaInsets.bottom, 83)
        && LengthTolerance.isEqual(screen.view.safeAreaInsets.right, 0))
    simulator.orientation = .portrait
    #expect(same(windowFrame(tabs.tabBar), rect(0, 868, 669, 83)))
  }

  @Test(
    "B4: the toolbar is 44 + the bottom inset where no vertical bar is shown, and not a horizontal bar where one is")
  func toolbarFrame() {
    let screen = PinnedScreen()
    let navigation = NavigationController(rootViewController: screen)
    navigation.setToolbarHidden(false, animated: false)
    let simulator = barSimulator(.flat, .portrait, root: navigation)
    #expect(same(windowFrame(navigation.toolbar), rect(0, 951 - 78, 669, 78)))
    #expect(!navigation.toolbar.isHidden)
    #expect(LengthTolerance.isEqual(screen.view.safeAreaInsets.bottom, 78))
    simulator.orientation = .landscape
    #expect(navigation.toolbar.isHidden)
    #expect(LengthTolerance.isEqual(screen.view.safeAreaInsets.bottom, 34))
  }

  @Test("B2: hiding the bar is a safe-area change: callbacks, and the content moves up in the next pass")
  func hidingIsASafeAreaChange() {
    let screen = PinnedScreen()
    let navigation = NavigationController(rootViewController: screen)
    let simulator = barSimulator(.flat, .landscape, root: navigation)
    let before = screen.safeAreaChanges
    navigation.setNavigationBarHidden(true, animated: true)
    simulator.window.layoutIfNeeded()
    #expect(screen.safeAreaChanges == before + 1)
    #expect(LengthTolerance.isEqual(screen.contentFrame.minY, 0))
    #expect(navigation.navigationBar.isHidden)
    navigation.isNavigationBarHidden = false
    simulator.window.layoutIfNeeded()
    #expect(screen.safeAreaChanges == before + 2)
    #expect(LengthTolerance.isEqual(screen.contentFrame.minY, 82))
  }

  @Test("B2: the bar adds to the app's additional insets, and margins follow")
  func additionalInsetsAndMargins() {
    let screen = PinnedScreen()
    screen.additionalSafeAreaInsets.top = 10
    let navigation = NavigationController(rootViewController: screen)
    _ = barSimulator(.flat, .portrait, root: navigation)
    #expect(LengthTolerance.isEqual(screen.view.safeAreaInsets.top, 150))
    #expect(LengthTolerance.isEqual(screen.view.layoutMarginsGuide.layoutFrame.minY, 150))
  }

  @Test(
    "B1: hidesBottomBarWhenPushed — the tab bar leaves while such a controller is on top, and comes back after the pop")
  func hidesBottomBar() {
    let root = PinnedScreen()
    let navigation = NavigationController(rootViewController: root)
    let tabs = TabBarController()
    tabs.viewControllers = [navigation]
    let simulator = barSimulator(.flat, .portrait, root: tabs)
    let player = PinnedScreen()
    player.hidesBottomBarWhenPushed = true
    navigation.pushViewController(player, animated: true)
    simulator.window.layoutIfNeeded()
    #expect(tabs.tabBar.isHidden)
    #expect(LengthTolerance.isEqual(player.view.safeAreaInsets.bottom, 34))
    navigation.popViewController(animated: true)
    simulator.window.layoutIfNeeded()
    #expect(!tabs.tabBar.isHidden)
    #expect(LengthTolerance.isEqual(root.view.safeAreaInsets.bottom, 83))
  }

  @Test("B2: navigation inside an arrangement pane — the bar spans the pane, content below it in both panes")
  func navigationInPane() {
    let primary = PinnedScreen()
    let secondary = PinnedScreen()
    let arrangement = ArrangementController()
    arrangement.setViewController(NavigationController(rootViewController: primary), for: .primary)
    arrangement.setViewController(NavigationController(rootViewController: secondary), for: .secondary)
    _ = barSimulator(.book, .landscape, root: arrangement)
    #expect(LengthTolerance.isEqual(primary.contentFrame.minY, 82))
    #expect(LengthTolerance.isEqual(secondary.contentFrame.minY, 82))
    let bar = try! #require(secondary.navigationController?.navigationBar)
    #expect(
      same(
        windowFrame(bar),
        CGRect(
          x: secondary.view.convert(secondary.view.bounds, to: nil).minX, y: 24, width: secondary.view.bounds.width,
          height: 58)))
  }
}
