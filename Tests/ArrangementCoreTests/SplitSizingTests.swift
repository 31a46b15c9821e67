import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// S4 (resolving sizes) and S5 (sanitizing, with one diagnostic per fix).
@Suite("S4–S5: resolving and sanitizing sizes")
struct SplitSizingTests {
  static func p(_ x: CGFloat, _ w: CGFloat) -> Want { .shown(rect(x, 0, w, 800), H, 0) }
  static let whole = Want.shown(rect(0, 0, 1000, 800), H, 0)

  static let s4Cases: [LayoutCase] = [
    LayoutCase(
      name: "S4: absolute preferred length in points",
      context: box(1000, 800), subject: split(range(.automatic, .absolute(300))),
      primary: p(0, 300), secondary: p(300, 700)),
    LayoutCase(
      name: "S4: fractional preferred length of L",
      context: box(1000, 800), subject: split(range(.automatic, .fractional(0.25))),
      primary: p(0, 250), secondary: p(250, 750)),
    LayoutCase(
      name: "S4: automatic preferred is the intrinsic width",
      context: box(1000, 800, primary: intrinsic(320, 100)), subject: split(),
      primary: p(0, 320), secondary: p(320, 680)),
    LayoutCase(
      name: "S4: intrinsic without an intrinsic size is no preference",
      context: box(1000, 800), subject: split(range(.intrinsic, .intrinsic, .intrinsic)),
      primary: p(0, 500), secondary: p(500, 500)),
    LayoutCase(
      name: "S4: a zero intrinsic width is no preference",
      context: box(1000, 800, primary: intrinsic(0, 100)), subject: split(),
      primary: p(0, 500), secondary: p(500, 500)),
    LayoutCase(
      name: "S4: automatic minimum and maximum leave intrinsic views free to grow",
      context: box(1000, 800, primary: intrinsic(320, 50), secondary: intrinsic(400, 50)), subject: split(),
      primary: p(0, 600), secondary: p(600, 400)),
    LayoutCase(
      name: "S4: intrinsic as a minimum collapses when it cannot fit",
      context: box(1000, 800, primary: intrinsic(600, 50)), subject: split(range(.intrinsic), range(.absolute(500))),
      primary: whole, secondary: .hidden),
    LayoutCase(
      name: "S4: intrinsic as a maximum caps the preference",
      context: box(1000, 800, primary: intrinsic(200, 50)),
      subject: split(range(.automatic, .absolute(500), .intrinsic)),
      primary: p(0, 200), secondary: p(200, 800), diagnostics: [.preferredClamped]),
    LayoutCase(
      name: "S4: a vertical split reads the height range and ignores the width range",
      context: box(800, 1000),
      subject: {
        var s = SplitArrangement()
        s.primary = .init(width: range(.automatic, .absolute(700)), height: range(.automatic, .absolute(300)))
        return .split(s)
      }(),
      primary: .shown(rect(0, 0, 800, 300), V, 0), secondary: .shown(rect(0, 300, 800, 700), V, 0)),
    LayoutCase(
      name: "S4: a vertical split uses the intrinsic height",
      context: box(800, 1000, primary: intrinsic(700, 250)), subject: split(),
      primary: .shown(rect(0, 0, 800, 250), V, 0), secondary: .shown(rect(0, 250, 800, 750), V, 0)),
  ]

  static let s5Cases: [LayoutCase] = [
    LayoutCase(
      name: "S5: a NaN preferred length becomes unspecified",
      context: box(1000, 800), subject: split(range(.automatic, .absolute(.nan))),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: [.nonFiniteValue]),
    LayoutCase(
      name: "S5: an infinite maximum becomes unbounded",
      context: box(1000, 800), subject: split(range(.automatic, .absolute(300), .absolute(.infinity))),
      primary: p(0, 300), secondary: p(300, 700), diagnostics: [.nonFiniteValue]),
    LayoutCase(
      name: "S5: a minus-infinite minimum becomes 0",
      context: box(1000, 800), subject: split(range(.absolute(-.infinity))),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: [.nonFiniteValue]),
    LayoutCase(
      name: "S5: a NaN fraction becomes unspecified",
      context: box(1000, 800), subject: split(range(.automatic, .fractional(.nan))),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: [.nonFiniteValue]),
    LayoutCase(
      name: "S5: an infinite fraction becomes unspecified",
      context: box(1000, 800), subject: split(range(.fractional(.infinity), .absolute(300))),
      primary: p(0, 300), secondary: p(300, 700), diagnostics: [.nonFiniteValue]),
    LayoutCase(
      name: "S5: non-finite values in every member of both views",
      context: box(1000, 800),
      subject: split(
        range(.absolute(.nan), .fractional(-.infinity), .absolute(.infinity)),
        range(.fractional(.nan), .absolute(.nan), .fractional(.infinity))),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: Array(repeating: .nonFiniteValue, count: 6)),
    LayoutCase(
      name: "S5: a negative minimum becomes 0",
      context: box(1000, 800), subject: split(range(.absolute(-50))),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: [.negativeValue]),
    LayoutCase(
      name: "S5: a negative preferred length becomes a preference of 0, hiding the view",
      context: box(1000, 800), subject: split(range(.automatic, .absolute(-100))),
      primary: .hidden, secondary: whole, diagnostics: [.negativeValue]),
    LayoutCase(
      name: "S5: a negative fraction becomes 0",
      context: box(1000, 800), subject: split(range(.fractional(-0.5), .absolute(300))),
      primary: p(0, 300), secondary: p(300, 700), diagnostics: [.negativeValue]),
    LayoutCase(
      name: "S5: a fraction above 1 becomes 1",
      context: box(1000, 800), subject: split(range(.automatic, .fractional(1.5))),
      primary: whole, secondary: .hidden, diagnostics: [.fractionAboveOne]),
    LayoutCase(
      name: "S5: a minimum above the maximum raises the maximum",
      context: box(1000, 800), subject: split(range(.absolute(400), .automatic, .absolute(300))),
      primary: p(0, 400), secondary: p(400, 600), diagnostics: [.minimumAboveMaximum]),
    LayoutCase(
      name: "S5: a minimum above L becomes L",
      context: box(1000, 800), subject: split(range(.absolute(1200))),
      primary: whole, secondary: .hidden, diagnostics: [.minimumAboveLength]),
    LayoutCase(
      name: "S5: a minimum above the maximum and above L is fixed twice",
      context: box(1000, 800), subject: split(range(.absolute(1200), .automatic, .absolute(300))),
      primary: whole, secondary: .hidden, diagnostics: [.minimumAboveMaximum, .minimumAboveLength]),
    LayoutCase(
      name: "S5: a preferred length below the minimum is clamped up",
      context: box(1000, 800), subject: split(range(.absolute(200), .absolute(100))),
      primary: p(0, 200), secondary: p(200, 800), diagnostics: [.preferredClamped]),
    LayoutCase(
      name: "S5: a preferred length above the maximum is clamped down",
      context: box(1000, 800), subject: split(range(.automatic, .absolute(700), .absolute(400))),
      primary: p(0, 400), secondary: p(400, 600), diagnostics: [.preferredClamped]),
    LayoutCase(
      name: "S5: a non-finite layout priority becomes 0",
      context: box(1000, 800), subject: split(range(.automatic, .absolute(300)), priorities: (.nan, 0)),
      primary: p(0, 300), secondary: p(300, 700), diagnostics: [.nonFiniteLayoutPriority]),
    LayoutCase(
      name: "S5: an infinite layout priority becomes 0, so the tie goes to the primary",
      context: box(1000, 800), subject: split(range(.absolute(600)), range(.absolute(500)), priorities: (0, .infinity)),
      primary: whole, secondary: .hidden, diagnostics: [.nonFiniteLayoutPriority]),
    LayoutCase(
      name: "S5: a minus-infinite layout priority becomes 0",
      context: box(1000, 800), subject: split(range(), range(.automatic, .absolute(300)), priorities: (-.infinity, 0)),
      primary: p(0, 700), secondary: p(700, 300), diagnostics: [.nonFiniteLayoutPriority]),
    LayoutCase(
      name: "S5: an infinite intrinsic width counts as none",
      context: box(1000, 800, secondary: intrinsic(.infinity, 5)), subject: split(),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: [.invalidIntrinsicSize]),
    LayoutCase(
      name: "S5: an infinite bounds height becomes 0",
      context: ArrangementContext(bounds: rect(0, 0, 1000, .infinity)), subject: split(),
      primary: .shown(rect(0, 0, 500, 0), H, 0), secondary: .shown(rect(500, 0, 500, 0), H, 0),
      diagnostics: [.invalidBounds]),
    LayoutCase(
      name: "S5: an infinite display scale turns snapping off",
      context: box(1000, 800, scale: .infinity), subject: split(range(.automatic, .absolute(333.3))),
      primary: p(0, 333.3), secondary: p(333.3, 666.7), diagnostics: [.invalidDisplayScale]),
    LayoutCase(
      name: "S5: a negative display scale turns snapping off",
      context: box(1000, 800, scale: -3), subject: split(range(.automatic, .absolute(333.3))),
      primary: p(0, 333.3), secondary: p(333.3, 666.7), diagnostics: [.invalidDisplayScale]),
    LayoutCase(
      name: "S5: a non-finite intrinsic width counts as none",
      context: box(1000, 800, primary: intrinsic(.nan, 100)), subject: split(),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: [.invalidIntrinsicSize]),
    LayoutCase(
      name: "S5: a negative bounds width becomes 0",
      context: ArrangementContext(bounds: rect(0, 0, -100, 800)), subject: split(),
      primary: .shown(rect(0, 0, 0, 400), V, 0), secondary: .shown(rect(0, 400, 0, 400), V, 0),
      diagnostics: [.invalidBounds]),
    LayoutCase(
      name: "S5: a NaN bounds origin becomes 0",
      context: ArrangementContext(bounds: rect(.nan, 0, 1000, 800)), subject: split(),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: [.invalidBounds]),
    LayoutCase(
      name: "S5: a zero display scale turns snapping off",
      context: box(1000, 800, scale: 0), subject: split(range(.automatic, .absolute(333.3))),
      primary: p(0, 333.3), secondary: p(333.3, 666.7), diagnostics: [.invalidDisplayScale]),
    LayoutCase(
      name: "S5: a NaN display scale turns snapping off",
      context: box(1000, 800, scale: .nan), subject: split(range(.automatic, .absolute(333.3))),
      primary: p(0, 333.3), secondary: p(333.3, 666.7), diagnostics: [.invalidDisplayScale]),
    LayoutCase(
      name: "S5: several fixes give one diagnostic each",
      context: box(1000, 800),
      subject: split(range(.absolute(-10), .fractional(2), .absolute(.nan)), range(.absolute(300), .absolute(100))),
      primary: p(0, 700), secondary: p(700, 300),
      diagnostics: [.negativeValue, .fractionAboveOne, .nonFiniteValue, .preferredClamped]),
  ]

  @Test("S4: each dimension resolves to a length along the split axis", arguments: s4Cases)
  func s4(_ row: LayoutCase) { row.verify() }

  @Test("S5: sanitizing, one diagnostic per fix, nothing traps", arguments: s5Cases)
  func s5(_ row: LayoutCase) { row.verify() }

  @Test("S5: diagnostics name the input, the value and the rule")
  func s5Descriptions() {
    let layout = SplitArrangement().configuring(.primary) { $0.width.minimum = .absolute(-20) }
      .layout(in: box(1000, 800))
    let diagnostic = try! #require(layout.diagnostics.first)
    #expect(diagnostic.kind == .negativeValue)
    #expect(diagnostic.subject == .dimension(.primary, .horizontal, .minimum))
    #expect(LengthTolerance.isEqual(diagnostic.value, -20) && LengthTolerance.isEqual(diagnostic.replacement, 0))
    #expect(diagnostic.rule == "S5")
    #expect(diagnostic.description.contains("-20") && diagnostic.description.contains("(S5)"))
  }
}
