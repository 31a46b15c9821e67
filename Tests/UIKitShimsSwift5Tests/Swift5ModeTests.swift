import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// The platform-style files and the plain helper classes, compiled in Swift 5 language mode
/// (issue 10.1), run on a simulated iPhone Duo.
@MainActor
@Suite("UIKit shims in Swift 5 language mode")
struct Swift5ModeTests {
  @Test("10.1: a plain helper class builds, installs and drives an arrangement controller")
  func coordinatorDrivesArrangement() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let coordinator = NowPlayingCoordinator()
    let recorder = CompactnessRecorder()
    coordinator.delegate = recorder
    coordinator.install(in: simulator.window)
    #expect(coordinator.isQueueVisible)
    // 45 % of 951 = 427.95, unsnapped (P2).
    #expect(LengthTolerance.isEqual(coordinator.player.view.frame.width, 427.95))
    #expect(coordinator.queueArrangement === coordinator.arrangementViewController)

    coordinator.forceCompact(true)
    #expect(!coordinator.isQueueVisible)
    #expect(coordinator.queueArrangement == nil)  // detached while hidden (C6)
    coordinator.forceCompact(false)
    #expect(coordinator.isQueueVisible)
    // Entering the window (unspecified → regular) was the first change (T2).
    #expect(recorder.changes == [false, true, false])
    #expect(coordinator.sizeClassChanges == 3)

    coordinator.stopObserving()
    coordinator.forceCompact(true)
    #expect(coordinator.sizeClassChanges == 3)

    coordinator.forceCompact(false)
    coordinator.showPlayerOverQueue()
    #expect(
      describeArrangement(of: coordinator.arrangementViewController).first
        == "primary: hidden false, axis neither, zIndex 1")
  }

  @Test("10.1: the platform-style controllers compile and behave the same in Swift 5 mode")
  func platformStyleControllers() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    let flow = LibraryFlow()
    simulator.window.rootViewController = flow.container
    #expect(flow.container.viewController(for: .primary) === flow.detail)
    simulator.orientation = .landscape
    #expect(flow.container.viewController(for: .primary) === flow.list)
    #expect(flow.list.title == "Episodes")
    #expect(flow.list.columns == 2)

    let popup = flow.popup()
    #expect(popup.attachedChildren.count == 2)
    #expect(popup.viewIfLoaded != nil)
  }

  @Test("10.1: the platform's sample snippet runs in Swift 5 mode")
  func snippet() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let arrangementViewController = makeNowPlayingViewController()
    simulator.window.rootViewController = arrangementViewController
    #expect(
      describeArrangement(of: arrangementViewController) == [
        "primary: hidden false, axis horizontal, zIndex 0", "secondary: hidden false, axis horizontal, zIndex 0",
      ])
  }
}
