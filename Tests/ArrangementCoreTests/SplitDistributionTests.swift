import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// S6 (collapse on minimums) and S7 (distribution).
@Suite("S6–S7: collapse and distribution")
struct SplitDistributionTests {
  static func p(_ x: CGFloat, _ w: CGFloat) -> Want { .shown(rect(x, 0, w, 800), H, 0) }
  static let whole = Want.shown(rect(0, 0, 1000, 800), H, 0)

  static let s6Cases: [LayoutCase] = [
    LayoutCase(
      name: "S6: minimums that cannot both fit collapse to the primary",
      context: box(900, 600), subject: split(range(.absolute(500)), range(.absolute(450))),
      primary: .shown(rect(0, 0, 900, 600), H, 0), secondary: .hidden),
    LayoutCase(
      name: "S6: a collapse keeps the higher-priority view",
      context: box(1000, 800), subject: split(range(.absolute(600)), range(.absolute(500)), priorities: (0, 1)),
      primary: .hidden, secondary: whole),
    LayoutCase(
      name: "S6: minimums that exactly fill L do not collapse",
      context: box(1000, 800), subject: split(range(.absolute(500)), range(.absolute(500))),
      primary: p(0, 500), secondary: p(500, 500)),
    LayoutCase(
      name: "S6: fractional minimums above L in sum collapse",
      context: box(1000, 800), subject: split(range(.fractional(0.6)), range(.fractional(0.5))),
      primary: whole, secondary: .hidden),
    LayoutCase(
      name: "S6: a vertical split collapses on height minimums",
      context: box(800, 1000), subject: splitHeights(range(.absolute(600)), range(.absolute(500))),
      primary: .shown(rect(0, 0, 800, 1000), V, 0), secondary: .hidden),
    LayoutCase(
      name: "S6: does not apply with one view present",
      context: box(1000, 800, secondary: nil), subject: split(range(.absolute(600)), range(.absolute(500))),
      primary: whole, secondary: .absent),
  ]

  static let s7Cases: [LayoutCase] = [
    LayoutCase(
      name: "S7: neither has a preference: both target L / 2",
      context: box(1000, 800), subject: split(),
      primary: p(0, 500), secondary: p(500, 500)),
    LayoutCase(
      name: "S7: only the secondary has a preference: the primary targets the rest",
      context: box(1000, 800), subject: split(range(), range(.automatic, .absolute(300))),
      primary: p(0, 700), secondary: p(700, 300)),
    LayoutCase(
      name: "S7: leftover goes to A up to its maximum, then to B",
      context: box(1000, 800),
      subject: split(range(.automatic, .absolute(300), .absolute(350)), range(.automatic, .absolute(400))),
      primary: p(0, 350), secondary: p(350, 650), diagnostics: []),
    LayoutCase(
      name: "S7: leftover goes to A (unbounded) before B",
      context: box(1000, 800), subject: split(range(.automatic, .absolute(300)), range(.automatic, .absolute(400))),
      primary: p(0, 600), secondary: p(600, 400)),
    LayoutCase(
      name: "S7: leftover goes to A beyond its maximum",
      context: box(1000, 800),
      subject: split(
        range(.automatic, .absolute(300), .absolute(350)), range(.automatic, .absolute(400), .absolute(450))),
      primary: p(0, 550), secondary: p(550, 450), diagnostics: [.maximumExceeded]),
    LayoutCase(
      name: "S7: a higher-priority secondary is A and takes the leftover beyond its maximum",
      context: box(1000, 800),
      subject: split(
        range(.automatic, .absolute(400), .absolute(450)), range(.automatic, .absolute(300), .absolute(350)),
        priorities: (0, 1)),
      primary: p(0, 450), secondary: p(450, 550), diagnostics: [.maximumExceeded]),
    LayoutCase(
      name: "S7: A never takes B's minimum",
      context: box(1000, 800), subject: split(range(.automatic, .absolute(900)), range(.absolute(300))),
      primary: p(0, 700), secondary: p(700, 300)),
    LayoutCase(
      name: "S7: priority decides whose preference is honoured",
      context: box(1000, 800),
      subject: split(range(.automatic, .absolute(700)), range(.automatic, .absolute(600)), priorities: (0, 1)),
      primary: p(0, 400), secondary: p(400, 600)),
    LayoutCase(
      name: "S7: a tie in priority goes to the primary",
      context: box(1000, 800),
      subject: split(range(.automatic, .absolute(700)), range(.automatic, .absolute(600)), priorities: (2, 2)),
      primary: p(0, 700), secondary: p(700, 300)),
    LayoutCase(
      name: "S7: a negative priority loses to the default",
      context: box(1000, 800), subject: split(range(), range(.automatic, .absolute(300)), priorities: (-1, 0)),
      primary: p(0, 700), secondary: p(700, 300)),
    LayoutCase(
      name: "S7: a secondary left with zero length is not shown",
      context: box(1000, 800), subject: split(range(), range(.automatic, .automatic, .absolute(0))),
      primary: whole, secondary: .hidden),
    LayoutCase(
      name: "S7: a primary left with zero length is not shown; the secondary survives",
      context: box(1000, 800), subject: split(range(.automatic, .automatic, .absolute(0)), range()),
      primary: .hidden, secondary: whole),
    LayoutCase(
      name: "S7: fractional preferences of both views, leftover to A",
      context: box(1000, 800), subject: split(range(.automatic, .fractional(0.2)), range(.automatic, .fractional(0.3))),
      primary: p(0, 700), secondary: p(700, 300)),
    LayoutCase(
      name: "S7: the vertical split distributes heights the same way",
      context: box(800, 1000),
      subject: splitHeights(
        range(.automatic, .absolute(300), .absolute(350)), range(.automatic, .absolute(400), .absolute(450))),
      primary: .shown(rect(0, 0, 800, 550), V, 0), secondary: .shown(rect(0, 550, 800, 450), V, 0),
      diagnostics: [.maximumExceeded]),
  ]

  @Test("S6: without a fold, minimums above L collapse to a single view", arguments: s6Cases)
  func s6(_ row: LayoutCase) { row.verify() }

  @Test("S7: distribution by priority, targets, minimums and leftover", arguments: s7Cases)
  func s7(_ row: LayoutCase) { row.verify() }

  @Test("S7: the exceeded maximum is reported with the length and the limit")
  func s7Diagnostic() {
    let arrangement = SplitArrangement()
      .configuring(.primary) { $0.width = range(.automatic, .absolute(300), .absolute(350)) }
      .configuring(.secondary) { $0.width = range(.automatic, .absolute(400), .absolute(450)) }
    let diagnostic = try! #require(arrangement.layout(in: box(1000, 800)).diagnostics.first)
    #expect(diagnostic.kind == .maximumExceeded && diagnostic.subject == .placement(.primary))
    #expect(LengthTolerance.isEqual(diagnostic.value, 550) && LengthTolerance.isEqual(diagnostic.replacement, 350))
  }
}
