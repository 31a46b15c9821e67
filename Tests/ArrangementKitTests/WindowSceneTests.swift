import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Window scene, hinge status values, animations")
struct WindowSceneTests {
  @Test("Window.windowScene: one scene per display, its screen the display, its traits the display's")
  func scene() throws {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let scene = try #require(simulator.window.windowScene)
    #expect(scene.screen === simulator.display)
    #expect(scene.traitCollection == simulator.display.traits)
    #expect(scene.keyWindow === simulator.window)
    let second = Window(display: simulator.display)
    #expect(second.windowScene === scene)
    #expect(scene.windows.count == 2)
    #expect(scene.keyWindow === simulator.window)  // the second is not key
    simulator.posture = .closed
    #expect(scene.traitCollection == simulator.display.traits)
    let other = Window(display: Display(bounds: rect(0, 0, 100, 100)))
    #expect(other.windowScene !== scene)
    #expect(other.windowScene?.keyWindow == nil)
    #expect(scene.next == nil)
  }

  @Test(
    "Hinge.Status: raw values 0–3 as in the SDK; others are no status",
    arguments: [
      (0, Hinge.Status.unknown), (1, .closed), (2, .partiallyOpen), (3, .fullyOpen),
    ])
  func hingeStatus(raw: Int, status: Hinge.Status) {
    #expect(status.rawValue == raw)
    #expect(Hinge.Status(rawValue: raw) == status)
  }

  @Test("Hinge.Status: outside 0–3 there is no status", arguments: [-1, 4, Int.max])
  func hingeStatusOutOfRange(raw: Int) {
    #expect(Hinge.Status(rawValue: raw) == nil)
  }

  @Test("performWithoutAnimation: an animated change inside it is not animated; calls nest")
  func withoutAnimation() {
    let (arrangement, _, _) = makeArrangement()
    var transitions: [ArrangementTransition] = []
    let token = arrangement.addObserver { transitions.append($0) }
    #expect(View.areAnimationsEnabled)
    View.performWithoutAnimation {
      View.performWithoutAnimation { #expect(!View.areAnimationsEnabled) }
      #expect(!View.areAnimationsEnabled)
      arrangement.updateArrangement(OverlayArrangement(), animated: true)
    }
    #expect(View.areAnimationsEnabled)
    arrangement.view.layoutIfNeeded()
    #expect(transitions.count == 1)
    #expect(transitions.last?.isAnimated == false)
    arrangement.updateArrangement(SplitArrangement(), animated: true)
    arrangement.view.layoutIfNeeded()
    #expect(transitions.last?.isAnimated == true)
    let count = transitions.count
    View.performWithoutAnimation {
      arrangement.setViewController(nil, for: .secondary, animated: true)
    }
    arrangement.view.layoutIfNeeded()
    #expect(transitions.count == count + 1)
    #expect(transitions.last?.isAnimated == false)
    token.cancel()
  }
}
