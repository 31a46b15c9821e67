import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// The porting client screens (PortingClientScreens.swift), compiled in Swift 5 language mode
/// and run on a simulated iPhone Duo, checked against the platform's measured numbers.
@MainActor
@Suite("Porting client screens on the simulated Duo")
struct PortingClientScreenTests {
  @Test("S8/P2: an embedded split follows the book pose, 455.5 | fold | 455.5, unsnapped when flat")
  func nowPlayingBookAndFlat() {
    let screen = PortingNowPlayingViewController()
    let simulator = installedOnDuo(screen, posture: .book, orientation: .landscape)

    #expect(LengthTolerance.isEqual(screen.splitController.view.frame, CGRect(x: 0, y: 0, width: 951, height: 669)))
    #expect(LengthTolerance.isEqual(screen.player.view.frame, CGRect(x: 0, y: 0, width: 455.5, height: 669)))
    #expect(LengthTolerance.isEqual(screen.queue.view.frame, CGRect(x: 495.5, y: 0, width: 455.5, height: 669)))
    #expect(LengthTolerance.isEqual(screen.playerFrameInScreen, CGRect(x: 0, y: 0, width: 455.5, height: 669)))
    #expect(screen.divisionWidths.count == 1)
    #expect(screen.divisionWidths.allSatisfy { LengthTolerance.isEqual($0, 40) })
    #expect(LengthTolerance.isEqual(screen.screenBounds, CGRect(x: 0, y: 0, width: 951, height: 669)))
    #expect(screen.windowScreenWidth.map { LengthTolerance.isEqual($0, 951) } == true)
    #expect(!screen.isCompact)
    #expect(screen.title == "Now Playing")
    #expect(screen.player.view.accessibilityIdentifier == "player")
    // The embedded controller's view stays the front-most subview.
    #expect(screen.view.subviews.last === screen.splitController.view)

    simulator.posture = .flat
    // Inactive fold: equal halves of 951 pt, 475.5 / 475.5, not snapped to 1/3 pt (P2).
    #expect(LengthTolerance.isEqual(screen.player.view.frame.width, 475.5))
    #expect(LengthTolerance.isEqual(screen.queue.view.frame.minX, 475.5))
    // The flat fold is inactive: the default query leaves it out (R1).
    #expect(screen.divisionWidths.isEmpty)
  }

  @Test("T2: the size-class handler runs when the Duo closes to its compact outer display")
  func nowPlayingSizeClassChange() {
    let screen = PortingNowPlayingViewController()
    let simulator = installedOnDuo(screen, posture: .book, orientation: .landscape)
    let before = screen.compactChanges
    #expect(!screen.isCompact)

    simulator.posture = .closed
    #expect(screen.isCompact)
    #expect(screen.compactChanges == before + 1)
    #expect(LengthTolerance.isEqual(screen.screenBounds, CGRect(x: 0, y: 0, width: 678, height: 466)))
    #expect(screen.windowScreenWidth.map { LengthTolerance.isEqual($0, 678) } == true)
    #expect(screen.view.window?.screen === simulator.display)
    #expect(screen.divisionWidths.isEmpty)  // R2: the closed Duo reports no division
  }

  @Test("Safe area: bounds.inset(by: safeAreaInsets) is the inner landscape content area")
  func nowPlayingSafeArea() {
    let screen = PortingNowPlayingViewController()
    _ = installedOnDuo(screen, posture: .book, orientation: .landscape)
    // Inner landscape insets: top 0, left 0, bottom 34, right 84 (devices.md): 867 × 635.
    #expect(LengthTolerance.isEqual(screen.safeContentFrame, CGRect(x: 0, y: 0, width: 867, height: 635)))
  }

  @Test("O6: switching to an overlay without animation layers the primary over the secondary")
  func nowPlayingOverlay() {
    let screen = PortingNowPlayingViewController()
    _ = installedOnDuo(screen, posture: .flat, orientation: .landscape)
    screen.showQueueOverPlayer()
    #expect(screen.splitController.state(for: .primary)?.zIndex == 1)
    #expect(screen.splitController.state(for: .secondary)?.zIndex == 0)
  }

  @Test("C5: an overridden preferredContentSize getter feeds intrinsic sizing")
  func overriddenPreferredContentSize() {
    let main = PortingContentViewController(identifier: "main")
    let side = PortingContentViewController(identifier: "side", preferredWidth: 320)
    let controller = twoPaneArrangement(primary: main, secondary: side)
    var arrangement = UISplitArrangement().axes(.horizontal)
    var properties = arrangement.viewProperties(for: .secondary)
    properties.width = UISplitArrangement.DimensionRange(preferred: .intrinsic)
    arrangement.setViewProperties(properties, for: .secondary)
    controller.updateArrangement(arrangement)
    _ = installedOnDuo(controller, posture: .flat, orientation: .landscape)
    #expect(side.preferredContentSize == CGSize(width: 320, height: 200))
    #expect(LengthTolerance.isEqual(side.view.frame.width, 320))
    #expect(LengthTolerance.isEqual(main.view.frame.width, 631))
  }

  @Test("H1: a hinge interaction added with addInteraction reports the book angle 2.226 rad")
  func journalHinge() {
    let journal = PortingJournalViewController()
    let simulator = installedOnDuo(journal, posture: .flat, orientation: .landscape)
    simulator.posture = .book
    #expect(journal.hingeUpdates.last == true)
    #expect(journal.lastAngle.map { abs($0 - 2.226) < 0.001 } == true)
    let count = journal.hingeUpdates.count
    journal.stopFollowingHinge()
    simulator.posture = .flat
    #expect(journal.hingeUpdates.count == count)
  }

  @Test("N1/C2: placements swapped inside a navigation controller trade the 455.5 pt halves")
  func researchSwapInNavigation() {
    let flow = PortingResearchFlow()
    let simulator = installedOnDuo(flow.navigation, posture: .book, orientation: .landscape)
    #expect(flow.isInsideNavigation)
    #expect(LengthTolerance.isEqual(flow.list.view.frame, CGRect(x: 0, y: 0, width: 455.5, height: 669)))
    #expect(LengthTolerance.isEqual(flow.detail.view.frame, CGRect(x: 495.5, y: 0, width: 455.5, height: 669)))
    #expect(flow.arrangement.hiddenPlacements.isEmpty)

    flow.swap()
    simulator.window.layoutIfNeeded()
    #expect(flow.arrangement.viewController(for: .primary) === flow.detail)
    #expect(LengthTolerance.isEqual(flow.detail.view.frame, CGRect(x: 0, y: 0, width: 455.5, height: 669)))
    #expect(LengthTolerance.isEqual(flow.list.view.frame, CGRect(x: 495.5, y: 0, width: 455.5, height: 669)))
    #expect(flow.arrangement.primaryFrames.last.map { LengthTolerance.isEqual($0.width, 455.5) } == true)

    let probe = portingProbeFrames(of: flow.arrangement)
    #expect(probe.keys.sorted() == ["detail", "list"])
    #expect(probe["list"].map { LengthTolerance.isEqual($0.minX, 495.5) } == true)

    let settings = flow.pushSettings()
    #expect(flow.navigation.topViewController === settings)
    #expect(settings.title == "Settings")
  }

  @Test("N3: the popup subclass presents and dismisses from inside the arrangement")
  func popupPresentsAndDismisses() {
    let flow = PortingResearchFlow()
    _ = installedOnDuo(flow.navigation, posture: .book, orientation: .landscape)
    let popup = PortingContentViewController(identifier: "popup")
    flow.arrangement.presentPopup(popup)
    #expect(popup.presentingViewController != nil)
    flow.arrangement.dismissPopup()
    #expect(popup.presentingViewController == nil)
  }
}

/// Overrides of the platform's open view properties see the object model's writes.
@MainActor
@Suite("Porting overrides of open view properties")
struct PortingOverrideTests {
  @Test("C5: the arrangement sets a pane's frame through an overridden frame property")
  func frameOverrideSeesArrangementWrites() {
    let pane = PortingCountingViewController()
    let controller = twoPaneArrangement(primary: pane, secondary: PortingContentViewController(identifier: "other"))
    _ = installedOnDuo(controller, posture: .book, orientation: .landscape)
    let view = pane.countingView
    #expect(view != nil)
    #expect((view?.frameChanges ?? 0) > 0)
    #expect(view.map { LengthTolerance.isEqual($0.frame.width, 455.5) } == true)
    #expect(view?.isHidden == false)
    #expect((view?.boundsReads ?? 0) > 0)
  }

  @Test("V2: isHidden overrides run for both sides of the 100 pt width boundary")
  func isHiddenOverride() {
    let view = PortingCountingView(frame: CGRect(x: 0, y: 0, width: 99.5, height: 10))
    view.layoutIfNeeded()
    #expect(view.isHidden)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    view.layoutIfNeeded()
    #expect(!view.isHidden)
    #expect(view.hiddenChanges == 2)
  }
}

/// The bridge module and the chapter list (PortingClientIdioms.swift) on the simulated Duo.
@MainActor
@Suite("Porting client idioms on the simulated Duo")
struct PortingClientIdiomTests {
  @Test("S13: the bridge reports side by side in the book pose and stacked after an animated change")
  func bridgeReportsAndAnimatedChange() {
    let chapters = PortingChapterViewController()
    let page = PortingContentViewController(identifier: "page")
    let controller = twoPaneArrangement(primary: chapters, secondary: page)
    _ = installedOnDuo(controller, posture: .book, orientation: .landscape)
    let bridge = PortingBridgeModule()
    bridge.report(controller)
    #expect(bridge.reports == ["primary: side by side z0", "secondary: side by side z0"])
    #expect(LengthTolerance.isEqual(page.view.frame.minX, 495.5))

    chapters.stack(controller)
    #expect(chapters.animationsCompleted == 1)
    // Vertical only, across a vertical fold: the secondary is hidden, the survivor keeps the
    // natural (horizontal, 951 × 669) axis (S13).
    bridge.report(controller)
    #expect(
      Array(bridge.reports.dropFirst(2)) == ["primary: side by side z0", "secondary: hidden z0"])
    #expect(controller.state(for: .secondary)?.splitAxis == [])
  }

  @Test("N1: popping from a pushed chapter list discards the popped controller as UIKit code does")
  func chapterPops() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    let root = PortingContentViewController(identifier: "library")
    let navigation = UINavigationController(rootViewController: root)
    simulator.window.rootViewController = navigation
    let first = PortingChapterViewController()
    let second = PortingChapterViewController()
    navigation.pushViewController(first, animated: false)
    navigation.pushViewController(second, animated: true)
    #expect(navigation.viewControllers.count == 3)
    second.goBack()
    #expect(navigation.topViewController === first)
    first.goToStart()
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === root)
  }

  @Test("N3: the bridge presents without a completion and dismisses with nil")
  func bridgePresents() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    let host = PortingContentViewController(identifier: "host")
    simulator.window.rootViewController = host
    let bridge = PortingBridgeModule()
    bridge.hostViewController = host
    let modal = PortingContentViewController(identifier: "modal")
    bridge.showModal(modal)
    #expect(host.presentedViewController === modal)
    bridge.closeModal()
    #expect(host.presentedViewController == nil)
  }

  @Test("Animations run at once: the completion sees the final frame and finished == true")
  func animateRunsAtOnce() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var order: [String] = []
    UIView.animate(withDuration: 0.3) { order.append("animations") }
    UIView.animate(
      withDuration: -1,
      animations: {
        view.frame = CGRect(x: 0, y: 0, width: 433.5, height: 10)
        order.append("animations")
      },
      completion: { finished in
        order.append(finished ? "finished \(view.frame.width)" : "cancelled")
      })
    UIView.animate(withDuration: .nan, animations: { order.append("no completion") }, completion: nil)
    #expect(order == ["animations", "animations", "finished 433.5", "no completion"])
  }
}

/// `viewWillTransition(to:with:)` on the simulated Duo's rotations and folds.
@MainActor
@Suite("Porting size transitions")
struct PortingSizeTransitionTests {
  @Test("viewWillTransition: forwarded to a pane, old size before, new size alongside")
  func rotationReachesPane() {
    let details = PortingDetailsViewController()
    let controller = twoPaneArrangement(primary: details, secondary: PortingContentViewController(identifier: "list"))
    let simulator = installedOnDuo(controller, posture: .book, orientation: .landscape)
    #expect(details.transitions.isEmpty)

    simulator.orientation = .portrait
    // The pane had 455.5 pt (book landscape); the window goes to 669 × 951; in portrait the
    // fold runs across, so the pane is 669 pt wide once laid out.
    #expect(details.transitions == ["will 455 -> 669", "alongside 669", "done animated false"])
  }

  @Test("viewWillTransition: not called when the window keeps its size (flat to book)")
  func sameSizeIsNoTransition() {
    let details = PortingDetailsViewController()
    let simulator = installedOnDuo(details, posture: .flat, orientation: .landscape)
    simulator.posture = .book  // 951 × 669 both times
    #expect(details.transitions.isEmpty)
    simulator.posture = .closed  // the outer display: 678 × 466
    #expect(details.transitions == ["will 951 -> 678", "alongside 678", "done animated false"])
  }
}

/// The simulated iPhone Duo in `posture` × `orientation` with `root` as its window's root
/// controller, laid out once. A test that drops the result keeps the window: the root
/// controller holds it while it is installed.
@MainActor
func installedOnDuo(_ root: UIViewController, posture: Posture, orientation: Orientation) -> DeviceSimulator {
  let simulator = DeviceSimulator(device: .iPhoneDuo, posture: posture, orientation: orientation)
  simulator.window.rootViewController = root
  simulator.window.layoutIfNeeded()
  return simulator
}

/// A new arrangement controller (the default split) holding `primary` and `secondary`.
@MainActor
func twoPaneArrangement(primary: UIViewController, secondary: UIViewController) -> UIArrangementViewController {
  let controller = UIArrangementViewController()
  controller.setViewController(primary, for: .primary)
  controller.setViewController(secondary, for: .secondary)
  return controller
}
