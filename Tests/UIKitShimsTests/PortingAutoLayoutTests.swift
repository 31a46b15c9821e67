import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// Runs the platform-style Auto Layout screen (PortingAutoLayoutScreens.swift) on a simulated iPhone Duo.
@MainActor
@Suite("UIKit shims: Auto Layout and stack views")
struct PortingAutoLayoutTests {
  @Test("L1, M1, M3, K2: anchors to the safe area and the margins, a stack of three equal buttons")
  func nowPlaying() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    let screen = PortingConstrainedPlayerViewController()
    simulator.window.rootViewController = screen
    let bounds = screen.view.bounds
    let safe = screen.view.safeAreaInsets
    let scale = simulator.display.scale
    func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
    // A root view's margins are the system minimum, 20 on the Duo's sides without a safe-area
    // inset, measured from the safe area (M4); the artwork starts 16 below the safe area.
    let side: CGFloat = 20
    #expect(LengthTolerance.isEqual(screen.artwork.frame.minX, pixel(safe.left + side)))
    #expect(LengthTolerance.isEqual(screen.artwork.frame.minY, pixel(safe.top + 16)))
    let marginWidth = bounds.width - safe.left - safe.right - 2 * side
    #expect(
      LengthTolerance.isEqual(
        screen.artwork.frame.width, pixel(safe.left + side + marginWidth) - pixel(safe.left + side)))
    // System spacing: 2 × 8 below the artwork.
    #expect(LengthTolerance.isEqual(screen.titleView.frame.minY, pixel(screen.artwork.frame.maxY + 16)))
    let buttons = screen.controls.arrangedSubviews
    #expect(buttons.count == 3)
    // fillEqually: (width − 2 × 8) / 3 each.
    let each = (screen.controls.frame.width - 16) / 3
    #expect(LengthTolerance.isEqual(buttons[0].frame.width, pixel(each), tolerance: 1 / scale))
    #expect(buttons.allSatisfy { LengthTolerance.isEqual($0.frame.height, 44) })
    #expect(simulator.window.brokenLayoutConstraints.isEmpty)
  }
}
