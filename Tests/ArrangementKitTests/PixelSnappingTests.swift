import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// P2: the object model reports the platform's unsnapped numbers unless a controller opts in.
@MainActor
@Suite("Pixel snapping in the object model (P2)")
struct PixelSnappingTests {
  /// One case: the arrangement's container width on the @3x iPhone Duo (flat, landscape),
  /// whether it snaps, and the primary's expected width of an all-automatic split (L / 2).
  struct Case: Sendable, CustomStringConvertible {
    let width: CGFloat
    let snapsToPixels: Bool
    let primaryWidth: CGFloat
    var description: String { "\(width) pt, snapsToPixels \(snapsToPixels)" }
  }

  nonisolated static let cases: [Case] = [
    // The whole inner display: 951 / 2 = 475.5 exactly; at @3x 1426.5 px rounds away to 1427.
    Case(width: 951, snapsToPixels: false, primaryWidth: 475.5),
    Case(width: 951, snapsToPixels: true, primaryWidth: 1427.0 / 3),
    // The inner display's safe area (951 − 84): 433.5 / 433.5 as measured; snapped 433.667.
    Case(width: 867, snapsToPixels: false, primaryWidth: 433.5),
    Case(width: 867, snapsToPixels: true, primaryWidth: 1301.0 / 3),
  ]

  /// A root controller whose view holds the arrangement's view, pinned (by hand) to the
  /// leading `width` points below the 24 pt top inset, as apps pin it to the safe area.
  static func install(width: CGFloat, snaps: Bool, on simulator: DeviceSimulator)
    -> (ArrangementController, ViewController, ViewController)
  {
    let root = ViewController()
    let arrangement = ArrangementController()
    arrangement.snapsToPixels = snaps
    let primary = ViewController()
    let secondary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    root.addChild(arrangement)
    root.view.addSubview(arrangement.view)
    arrangement.didMove(toParent: root)
    arrangement.view.frame = CGRect(x: 0, y: 24, width: width, height: 611)
    simulator.window.rootViewController = root
    simulator.window.layoutIfNeeded()
    return (arrangement, primary, secondary)
  }

  @Test("P2: in a window halves are unsnapped by default; snapsToPixels = true applies P1", arguments: cases)
  func halves(_ example: Case) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let (arrangement, primary, secondary) = Self.install(
      width: example.width, snaps: example.snapsToPixels, on: simulator)
    #expect(arrangement.traitCollection.displayScale == 3)
    #expect(same(primary.view.frame, rect(0, 0, example.primaryWidth, 611)))
    #expect(same(secondary.view.frame, rect(example.primaryWidth, 0, example.width - example.primaryWidth, 611)))
    // The layout reports the same numbers, and the solver was told about no scale (P2) or
    // the trait scale (P1): snapping an exact half away from zero moves it by 1/6 pt.
    let exactHalf = example.width / 2
    let moved = !LengthTolerance.isEqual(primary.view.frame.width, exactHalf)
    #expect(moved == example.snapsToPixels)
  }

  @Test("P2: a trait scale of 2 snaps a third of 1000 pt to 333.5 only when opted in")
  func scaleTwo() {
    let window = Window(display: Display(bounds: rect(0, 0, 1000, 600), scale: 2))
    window.makeKeyAndVisible()
    let (arrangement, primary, _) = makeArrangement(width: 1000, height: 600)
    arrangement.updateArrangement(split(primaryWidth: .init(preferred: .fractional(0.3333))))
    window.rootViewController = arrangement
    #expect(same(primary.view.frame, rect(0, 0, 333.3, 600)))  // P2: exact
    arrangement.snapsToPixels = true
    arrangement.view.layoutIfNeeded()
    #expect(same(primary.view.frame, rect(0, 0, 333.5, 600)))  // P1: half points
    arrangement.snapsToPixels = false
    arrangement.view.layoutIfNeeded()
    #expect(same(primary.view.frame, rect(0, 0, 333.3, 600)))
  }

  @Test("P2: outside a window nothing is snapped, whatever snapsToPixels says")
  func outsideWindow() {
    for snaps in [false, true] {
      let (arrangement, primary, _) = makeArrangement(width: 1000, height: 600)
      arrangement.snapsToPixels = snaps
      arrangement.updateArrangement(split(primaryWidth: .init(preferred: .fractional(0.3333))))
      arrangement.view.layoutIfNeeded()
      #expect(same(primary.view.frame, rect(0, 0, 333.3, 600)), "snapsToPixels \(snaps)")
    }
  }

  @Test("P2, C5, C9: changing snapsToPixels re-lays out once; setting the same value does nothing")
  func changeSchedulesOneLayout() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let (arrangement, primary, _) = makeArrangement()
    simulator.window.rootViewController = arrangement
    var transitions: [ArrangementTransition] = []
    let token = arrangement.addObserver { transitions.append($0) }
    arrangement.snapsToPixels = false  // the default again: nothing scheduled
    #expect(!arrangement.view.needsLayout)
    arrangement.snapsToPixels = true
    #expect(arrangement.view.needsLayout)
    arrangement.view.layoutIfNeeded()
    #expect(transitions.count == 1)
    #expect(same(primary.view.frame, rect(0, 0, snapped(475.5), 669)))
    arrangement.view.layoutIfNeeded()
    #expect(transitions.count == 1)
    token.cancel()
  }
}
