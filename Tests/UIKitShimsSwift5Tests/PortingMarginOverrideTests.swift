import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// The card of PortingOverrides.swift that overrides the platform's open margin properties, run
/// in both language modes (this file is linked into UIKitShimsTests too).
@MainActor
@Suite("Porting: a view overriding the open margin properties (M3)")
struct PortingMarginOverrideTests {
  @Test("M3: a card overriding layoutMargins and insetsLayoutMarginsFromSafeArea gets its margins guide from them")
  func marginOverridesHonoured() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let card = PortingInsetCardView(frame: simulator.window.bounds)
    simulator.window.addSubview(card)
    // The cover display's 34 bottom and 84 right insets do not count: the card measures from its bounds.
    let size = simulator.window.bounds.size
    #expect(
      card.layoutMarginsGuide.layoutFrame == CGRect(x: 24, y: 12, width: size.width - 48, height: size.height - 24))
    card.cardMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 0, width: size.width - 40, height: size.height))
  }
}
