import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// The one layout oracle (`LayoutInvariants`), checked against hand-made layouts: each row is a
/// layout that must pass or must be reported, on both sides of every tolerance it applies.
@Suite("LayoutInvariants: the layout oracle")
struct LayoutInvariantsTests {
  /// A two-view split layout of a context, as the solver would report it.
  static func split(_ primary: CGRect, _ secondary: CGRect, axis: Axis = .horizontal) -> ArrangementLayout {
    let state = ViewState(isHidden: false, splitAxis: axis, zIndex: 0)
    return ArrangementLayout(
      primary: .init(frame: primary, state: state), secondary: .init(frame: secondary, state: state))
  }

  /// One hand-made layout and whether the oracle must accept it.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var context: ArrangementContext
    var layout: ArrangementLayout
    var arrangement: ScenarioArrangement = .split(SplitArrangement())
    /// A fragment of the expected problem; `nil` when the layout is sound.
    var problem: String?
    var testDescription: String { name }
  }

  static let far: CGFloat = 1e14  // 20 ulps of 2e14 is 0.8 pt; 0.001 pt is below an ulp here

  static let tolerance: [Row] = [
    Row(
      name: "S12: 0.0005 pt past the container's edge is inside the 0.001 pt tolerance",
      context: box(1000, 600), layout: split(rect(0, 0, 500, 600), rect(500, 0, 500.0005, 600))),
    Row(
      name: "S12: 0.002 pt past the container's edge leaves it",
      context: box(1000, 600), layout: split(rect(0, 0, 500, 600), rect(500, 0, 500.002, 600)),
      problem: "leaves the container"),
    Row(
      name: "S12: at 1e14 pt a far edge 0.5 pt off is within 20 ulps",
      context: ArrangementContext(bounds: rect(far, 0, far, 600)),
      layout: split(rect(far, 0, far / 2, 600), rect(far * 1.5, 0, far / 2 + 0.5, 600))),
    Row(
      name: "S12: at 1e14 pt a far edge 2 pt off is beyond 20 ulps",
      context: ArrangementContext(bounds: rect(far, 0, far, 600)),
      layout: split(rect(far, 0, far / 2, 600), rect(far * 1.5, 0, far / 2 + 2, 600)),
      problem: "leaves the container"),
    Row(
      name: "S12: at 1e14 pt an origin 0.002 pt before the container is held to 0.001 pt",
      context: ArrangementContext(bounds: rect(0, 0, far, 600)),
      layout: split(rect(-0.002, 0, far / 2, 600), rect(far / 2, 0, far / 2, 600)),
      problem: "leaves the container"),
  ]

  @Test("tolerance: 0.001 pt near the origin, 20 ulps of the magnitude far from it", arguments: tolerance)
  func toleranceBoundaries(_ row: Row) {
    verify(row)
  }

  static let order: [Row] = [
    Row(
      name: "S11: left to right, the primary is leading",
      context: box(1000, 600), layout: split(rect(0, 0, 400, 600), rect(400, 0, 600, 600))),
    Row(
      name: "S11: left to right, a primary on the right is reported",
      context: box(1000, 600), layout: split(rect(600, 0, 400, 600), rect(0, 0, 600, 600)),
      problem: "along x, primary on the left"),
    Row(
      name: "S11: right to left, the primary is on the right",
      context: box(1000, 600, rtl: true), layout: split(rect(600, 0, 400, 600), rect(0, 0, 600, 600))),
    Row(
      name: "S11: right to left, a primary on the left is reported",
      context: box(1000, 600, rtl: true), layout: split(rect(0, 0, 400, 600), rect(400, 0, 600, 600)),
      problem: "primary on the right"),
    Row(
      name: "S11/S13: stacked frames reported with a horizontal axis",
      context: box(600, 1000), layout: split(rect(0, 0, 600, 400), rect(0, 400, 600, 600), axis: .horizontal),
      problem: "along x"),
    Row(
      name: "S9/S11: across a fold, the primary fills the first segment",
      context: box(1000, 600, regions: [foldX(600, 40, height: 600)]),
      layout: split(rect(0, 0, 600, 600), rect(640, 0, 360, 600))),
    Row(
      name: "S9/S11: across a fold, swapped segments are reported",
      context: box(1000, 600, regions: [foldX(600, 40, height: 600)]),
      layout: split(rect(640, 0, 360, 600), rect(0, 0, 600, 600)),
      problem: "in flow order"),
  ]

  @Test("order: the primary leads in flow order (S9, S11)", arguments: order)
  func flowOrder(_ row: Row) {
    verify(row)
  }

  static let shown = ViewState(isHidden: false, splitAxis: .horizontal, zIndex: 0)
  static let overlayShown = ViewState(isHidden: false, splitAxis: .neither, zIndex: 0)

  static let lone: [Row] = [
    Row(
      name: "S8: a lone survivor fills the longer segment",
      context: box(1000, 600, regions: [foldX(600, 40, height: 600)]),
      layout: ArrangementLayout(primary: .init(frame: rect(0, 0, 600, 600), state: shown), secondary: .hidden)),
    Row(
      name: "S8: a lone survivor in the shorter segment is reported",
      context: box(1000, 600, regions: [foldX(600, 40, height: 600)]),
      layout: ArrangementLayout(primary: .init(frame: rect(640, 0, 360, 600), state: shown), secondary: .hidden),
      problem: "longer segment"),
    Row(
      name: "O4: with the fold's axis not allowed only the primary is shown",
      context: box(1000, 600, regions: [foldX(600, 40, height: 600)]),
      layout: ArrangementLayout(
        primary: .init(frame: rect(0, 0, 600, 600), state: overlayShown), secondary: .hidden),
      arrangement: .overlay(OverlayArrangement().axes(.vertical))),
    Row(
      name: "O2: with the fold's axis allowed a lone primary is reported",
      context: box(1000, 600, regions: [foldX(600, 40, height: 600)]),
      layout: ArrangementLayout(
        primary: .init(frame: rect(0, 0, 600, 600), state: overlayShown), secondary: .hidden),
      arrangement: .overlay(OverlayArrangement()), problem: "both views must be shown"),
    Row(
      name: "O1: without a fold a hidden secondary is reported",
      context: box(1000, 600),
      layout: ArrangementLayout(
        primary: .init(frame: rect(0, 0, 1000, 600), state: overlayShown), secondary: .hidden),
      arrangement: .overlay(OverlayArrangement()), problem: "secondary is present but hidden"),
  ]

  @Test("lone views: the longer segment (S8, O4, O5) and who must be shown (O1, O2)", arguments: lone)
  func loneViews(_ row: Row) {
    verify(row)
  }

  static let farX: CGFloat = 1.1519666666666666e16  // 20 ulps here are 46 pt
  static func farFold() -> ArrangementContext {
    ArrangementContext(
      bounds: rect(farX, 0, 22, 600),
      reservedRegions: [ReservedRegion(kind: .division, frame: rect(farX + 2, 0, 16, 600))])
  }
  static func overlayPair(_ primary: CGRect, _ secondary: CGRect) -> ArrangementLayout {
    ArrangementLayout(
      primary: .init(frame: primary, state: overlayShown), secondary: .init(frame: secondary, state: overlayShown))
  }

  static let segments: [Row] = [
    Row(
      name: "O2: overlay views in the two segments of a fold pass",
      context: box(1000, 600, regions: [foldX(600, 40, height: 600)]),
      layout: overlayPair(rect(0, 0, 600, 600), rect(640, 0, 360, 600)), arrangement: .overlay(OverlayArrangement())),
    Row(
      name: "O2: overlay views in one segment are reported",
      context: box(1000, 600, regions: [foldX(600, 40, height: 600)]),
      layout: overlayPair(rect(0, 0, 600, 600), rect(0, 0, 600, 600)), arrangement: .overlay(OverlayArrangement()),
      problem: "same segment"),
    Row(
      name: "O2: at 1.15e16 pt, segments 2 and 4 pt wide 16 pt apart are told apart by the nearer one",
      context: farFold(), layout: overlayPair(rect(farX, 0, 2, 600), rect(farX + 18, 0, 4, 600)),
      arrangement: .overlay(OverlayArrangement())),
    Row(
      name: "O2: at 1.15e16 pt, both views in the 4 pt segment are reported",
      context: farFold(), layout: overlayPair(rect(farX + 18, 0, 4, 600), rect(farX + 18, 0, 4, 600)),
      arrangement: .overlay(OverlayArrangement()), problem: "same segment"),
  ]

  @Test("segments: two overlay views across a fold fill different segments (O2)", arguments: segments)
  func distinctSegments(_ row: Row) {
    verify(row)
  }

  /// Inputs on which an earlier reading of the oracle disagreed with a correct solver (found by
  /// SolverFuzz): the solver's own layout must pass.
  static let farInputs: [(name: String, context: ArrangementContext, arrangement: ScenarioArrangement)] = {
    var a = ArrangementContext(
      bounds: rect(366, 1033, 2.1845e16, 1279), layoutDirection: .rightToLeft, displayScale: 300)
    a.reservedRegions = [
      ReservedRegion(id: "r0", kind: .division, frame: rect(364, 1035, 2.1845000000000004e16, 1275)),
      ReservedRegion(id: "r1", kind: .division, frame: rect(365, 1032, 2.1845e16, 1281)),
      ReservedRegion(id: "r2", kind: .division, frame: rect(368, 1033, 2.1844999999999996e16, 1279)),
      ReservedRegion(id: "r3", kind: .division, frame: rect(368, 1033.5, 2.1844999999999996e16, 1278)),
    ]
    a.primary = nil
    var overlay = OverlayArrangement()
    overlay.setViewProperties(.init(edge: [.top, .leading]), for: .primary)
    overlay.setViewProperties(.init(edge: [.leading, .bottom]), for: .secondary)
    var b = ArrangementContext(
      bounds: rect(.leastNonzeroMagnitude, 2.1845e16, 2.1845e16, 8_655_666_666_666_666), verticalSizeClass: .regular,
      layoutDirection: .rightToLeft, displayScale: 3)
    b.reservedRegions = [
      ReservedRegion(
        id: "r0", kind: .division, frame: rect(-2, 2.1845e16, 2.1845000000000004e16, 8_655_666_666_666_669))
    ]
    let c = ArrangementContext(
      bounds: rect(8179.625, 2.1845e16, 2.1845e16, 2.1845e16), layoutDirection: .rightToLeft, displayScale: 1)
    var wide = SplitArrangement()
    wide.primary.width = .init(minimum: .fractional(2.1845e16), preferred: .fractional(2.1845e16))
    // A square container 8.9e194 pt on a side at x 6e197, shrunk by a band over its bottom
    // edge (D4): measured between edges its width comes out 1.5e-14 short of its height.
    var d = ArrangementContext(
      bounds: rect(5.98008215690566e+197, 8.908746793437033e+194, 8.908746793437033e+194, 1.564708177236008e+195),
      horizontalSizeClass: .regular, verticalSizeClass: .regular)
    d.reservedRegions = [
      ReservedRegion(
        id: "r0", kind: .division,
        frame: rect(5.98008215690566e+197, 1.7817493586874065e+195, 8.908746793437033e+194, 8.908746793437033e+194))
    ]
    // Two segments 2 and 4 pt wide at x 1.15e16, where the tolerance is 46 pt: each overlay
    // view "equals" both segments and must be matched to the nearer one (CI's SolverFuzz run).
    var e = ArrangementContext(
      bounds: rect(1.1519666666666666e16, -0.0, 21, 3_775_666_666_666_666.5), horizontalSizeClass: .regular,
      verticalSizeClass: .regular, layoutDirection: .rightToLeft, displayScale: 975)
    e.reservedRegions = [
      ReservedRegion(
        id: "r0", kind: .division, frame: rect(1.1519666666666668e16, -0.5, 17, 3_775_666_666_666_667.5)),
      ReservedRegion(
        id: "r1", kind: .occlusion, frame: rect(1.1519666666666664e16, 2, 25, 3_775_666_666_666_662.5),
        isActive: false),
    ]
    var bothAxes = OverlayArrangement().axes([.horizontal, .vertical])
    bothAxes.setViewProperties(.init(edge: [.top, .leading]), for: .primary)
    bothAxes.setViewProperties(.init(edge: [.bottom, .trailing]), for: .secondary)
    return [
      (
        "O2: at 1.15e16 pt two overlay views in segments closer than the tolerance fill different ones", e,
        .overlay(bothAxes)
      ),
      ("S1: a square container at 6e197 pt may split along either axis", d, .split(SplitArrangement())),
      (
        "D4: a band over an edge at 2e16 pt shrinks the container by its edges, not its stored width", a,
        .overlay(overlay)
      ),
      ("D2: coverage at 2e16 pt is measured between edges (a band covering both ways)", b, .split(SplitArrangement())),
      ("S7: a 0.375 pt view beside a 2e16 pt one is shown, side by side", c, .split(wide)),
    ]
  }()

  @Test(
    "far from the origin the solver's own layouts pass the oracle",
    arguments: farInputs.indices)
  func farFromTheOrigin(_ index: Int) {
    let (name, context, arrangement) = Self.farInputs[index]
    let layout = arrangement.layout(in: context)
    let problems = LayoutInvariants.check(layout, context, arrangement: arrangement)
    #expect(problems.isEmpty, "\(name): \(problems)\n\(layout)")
  }

  @Test("S5: bounds beyond greatestFiniteMagnitude / 4 are clamped; at the limit they are kept")
  func clampedBounds() {
    let limit = CGFloat.greatestFiniteMagnitude / 4
    let kept = FoldReference(ArrangementContext(bounds: rect(-limit, 0, 10, 10))).bounds
    #expect(kept.origin.x == -limit)
    let clamped = FoldReference(ArrangementContext(bounds: rect(-.greatestFiniteMagnitude, 0, 10, 10))).bounds
    #expect(clamped.origin.x == -limit)
    let overflowing = FoldReference(ArrangementContext(bounds: rect(limit / 2, 0, limit, 10))).bounds
    #expect(overflowing.maxX == limit)
  }

  func verify(_ row: Row, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = LayoutInvariants.check(row.layout, row.context, arrangement: row.arrangement)
    if let problem = row.problem {
      #expect(
        problems.contains { $0.contains(problem) }, "\(row.name): expected “\(problem)”, got \(problems)",
        sourceLocation: sourceLocation)
    } else {
      #expect(problems.isEmpty, "\(row.name): \(problems)", sourceLocation: sourceLocation)
    }
  }
}
