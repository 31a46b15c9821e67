import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

@MainActor
@Suite("UIKit shims: Dynamic Type (DT3–DT5)")
struct UIKitDynamicTypeShimsTests {
  @Test("DT3, DT4, DT5: a platform-style card scales with UIFontMetrics, hears the notification and caps its size")
  func scalingCard() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let card = ScalingCard(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    simulator.window.addSubview(card)
    simulator.window.layoutIfNeeded()
    #expect(card.title.font.pointSize == 24)
    simulator.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(card.notifiedCategory == .accessibilityExtraExtraExtraLarge)
    // Capped at accessibilityLarge (AX2): title2 39 / 22 × 24 = 42.5, then the 40 pt cap.
    #expect(card.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(card.title.font.pointSize == 40)
    #expect(card.stack.axis == .vertical)
    #expect(LengthTolerance.isEqual(card.stack.spacing, 8 * 33 / 17))  // body at AX2: 33 pt
    #expect(card.limits == "ScalingCard: maximum accessibilityLarge applied to accessibilityExtraExtraExtraLarge")
  }
}
