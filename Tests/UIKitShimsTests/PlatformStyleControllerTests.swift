@_spi(Testing) import ArrangementKit
import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// Runs the platform-style controllers (PlatformStyleControllers.swift) on a simulated Duo.
@MainActor
@Suite("UIKit shims: controller subclasses and trait registration")
struct PlatformStyleControllerTests {
  @Test("C11: a popup container's addChild override sees every attach and forwards the title")
  func popupForwardsAndSeesReattach() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let content = EpisodeListViewController()
    content.loadViewIfNeeded()
    let popup = makePopup(content: content, background: UIViewController())
    #expect(popup.title == "Episodes")
    #expect(popup.attachedChildren.count == 2)
    popup.updateArrangement(UISplitArrangement())
    simulator.window.rootViewController = popup
    simulator.posture = .closed  // the cover display in landscape: the background is detached
    simulator.orientation = .landscape
    #expect(popup.viewController(for: .secondary)?.parent == nil)
    simulator.posture = .flat  // back on the inner display: re-attached through addChild
    #expect(popup.attachedChildren.count == 3)
    #expect(popup.attachedChildren.last === popup.viewController(for: .secondary))
    #expect(content.arrangementViewController === popup)
    #expect(content.arrangementViewController === content.arrangementViewController)
  }

  @Test("C11: a logging subclass reads each pass's states in viewDidLayoutSubviews")
  func loggingSubclass() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let logging = LoggingArrangementViewController()
    logging.setViewController(UIViewController(), for: .primary)
    logging.setViewController(UIViewController(), for: .secondary)
    simulator.window.rootViewController = logging
    simulator.posture = .closed
    #expect(
      logging.stateLog == [
        "primary hidden false", "secondary hidden false", "primary hidden false", "secondary hidden true",
      ])
  }

  @Test("C11: swapping placements in viewWillLayoutSubviews solves once per pass")
  func swappingSubclass() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    let list = UIViewController()
    let detail = UIViewController()
    let swapping = SwappingArrangementViewController(list: list, detail: detail)
    simulator.window.rootViewController = swapping
    #expect(swapping.viewController(for: .primary) === detail)
    let solves = swapping.solveCount
    simulator.orientation = .landscape
    #expect(swapping.viewController(for: .primary) === list)
    #expect(swapping.solveCount == solves + 1)
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 475.5, height: 669))  // P2: unsnapped
  }

  @Test("C11: a subclass may call the designated init() and configure its arrangement there")
  func designatedInitSubclass() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let stacked = StackedArrangementViewController()
    stacked.setViewController(UIViewController(), for: .primary)
    stacked.setViewController(UIViewController(), for: .secondary)
    simulator.window.rootViewController = stacked
    // Only the vertical axis is allowed and the flat inner display is wider than tall (S1–S3).
    #expect(
      stacked.state(for: .primary)
        == UIArrangementViewController.ViewState(isHidden: false, splitAxis: .horizontal, zIndex: 0))
    #expect(stacked.state(for: .secondary)?.isHidden == true)
  }

  @Test("C11: overriding setViewController and updateArrangement (calling super) keeps C1 and C4")
  func recordingSubclass() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let recording = RecordingArrangementViewController()
    let list = UIViewController()
    list.title = "list"
    let detail = UIViewController()
    detail.title = "detail"
    recording.setViewController(list, for: .primary)
    recording.setViewController(detail, for: .secondary)
    recording.setViewController(detail, for: .primary)  // moves: the secondary slot empties (C1)
    recording.updateArrangement(UISplitArrangement())
    recording.updateArrangement(UIOverlayArrangement())
    simulator.window.rootViewController = recording
    #expect(recording.placed == ["primary list", "secondary detail", "primary detail"])
    #expect(recording.arrangementUpdates == 2)
    #expect(recording.viewController(for: .primary) === detail)
    #expect(recording.viewController(for: .secondary) == nil)
    #expect(list.parent == nil)
    // O5: a lone overlay view on a tie of segments takes its O2 side (the primary: trailing).
    #expect(detail.view.frame == CGRect(x: 495.5, y: 0, width: 455.5, height: 669))
  }

  @Test("T2: both handler shapes run once per change of their trait; unregistering stops one")
  func traitRegistration() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = UIArrangementViewController()
    let episodes = EpisodeListViewController()
    arrangement.setViewController(episodes, for: .primary)
    simulator.window.rootViewController = arrangement
    #expect(episodes.columns == 2)
    arrangement.traitOverrides.horizontalSizeClass = .compact
    #expect(episodes.columns == 1)
    #expect(arrangement.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    arrangement.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    #expect(episodes.columns == 2)
    simulator.layoutDirection = .rightToLeft
    #expect(episodes.directionChanges == 1)
    episodes.stopObservingDirection()
    simulator.layoutDirection = .leftToRight
    #expect(episodes.directionChanges == 1)
    episodes.updateTraitsIfNeeded()
    #expect(episodes.columns == 2)
  }

  @Test("Trait and controller names resolve to the package's types")
  func typealiasesResolve() {
    #expect(UITraitHorizontalSizeClass.self == TraitHorizontalSizeClass.self)
    #expect(UITraitVerticalSizeClass.self == TraitVerticalSizeClass.self)
    #expect(UITraitLayoutDirection.self == TraitLayoutDirection.self)
    #expect(UITraitDisplayScale.self == TraitDisplayScale.self)
    let traits: [UITrait] = [UITraitDisplayScale.self]
    #expect(traits.count == 1)
    #expect(UIViewController(nibName: nil, bundle: nil).viewIfLoaded == nil)
  }
}
