import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// Runs the platform-style view code (PlatformStyleViews.swift) on a simulated iPhone Duo.
@MainActor
@Suite("UIKit shims: views, responders, autoresizing, scenes")
struct PlatformStyleViewTests {
  @Test("V1–V3: the pinned arrangement follows a rotation, the badge stays top right, the chain finds its owner")
  func pinnedArrangement() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let screen = PinnedArrangementViewController()
    screen.arrangement.setViewController(UIViewController(), for: .primary)
    simulator.window.rootViewController = screen
    simulator.window.layoutIfNeeded()
    #expect(screen.view.subviews.first === screen.shade)
    #expect(screen.view.subviews.last === screen.badge)
    #expect(
      screen.tracker.events == [
        "willMove(toSuperview:)", "didMoveToSuperview", "willMove(toWindow:)", "didMoveToWindow",
      ])
    #expect(screen.tracker.owningViewController === screen)
    #expect(screen.arrangement.view.owningViewController === screen.arrangement)

    simulator.orientation = .portrait
    #expect(screen.arrangement.view.frame == screen.view.bounds)
    #expect(screen.badge.frame.maxX == screen.view.bounds.maxX - 10)
    #expect(screen.badge.frame.minY == 10)
    #expect(screen.sceneSummary == "scale 3.0, regular width")

    screen.showDetailsImmediately(UIViewController())
    #expect(screen.arrangement.viewController(for: .secondary) != nil)
    simulator.window.rootViewController = nil
    #expect(screen.tracker.events.suffix(2) == ["willMove(toWindow: nil)", "didMoveToWindow"])
  }

  @Test("V2: a view subclass with its own initializers, as UIKit requires them, compiles and keeps its mask")
  func viewSubclassInitializers() {
    let badge = BadgeView(count: 3)
    #expect(badge.count == 3)
    #expect(badge.autoresizingMask == [.flexibleLeftMargin, .flexibleBottomMargin])
    #expect(BadgeView(frame: .zero).count == 0)
  }

  @Test("R3: the hinge status is stored as the SDK's raw value")
  func hingeRawValue() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    var stored: [Int] = []
    let interaction = UIHingeInteraction { interaction, update in stored.append(storedHingeStatus(interaction, update))
    }
    simulator.window.addInteraction(interaction)
    simulator.posture = .flat
    #expect(stored == [2, 3])
  }
}
