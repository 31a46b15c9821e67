import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// E1 (explanations with numbers), E2 (diagnostics as values), E3 (bit-identical results).
@Suite("E1–E3: explanations, diagnostics, determinism")
struct ExplanationTests {
  struct ExplainCase: Sendable, CustomTestStringConvertible {
    var name: String
    var context: ArrangementContext
    var subject: Subject
    /// Each string must appear in at least one step.
    var mentions: [String]
    var testDescription: String { name }
  }

  static let duoFold = foldX(455.5, 40, height: 669)

  static let e1Cases: [ExplainCase] = [
    ExplainCase(
      name: "E1: natural axis names the container's size",
      context: box(466, 678, (.compact, .regular)), subject: split(),
      mentions: ["natural axis vertical", "466 × 678"]),
    ExplainCase(
      name: "E1: an axis not in axes is named with the allowed axes",
      context: box(466, 678), subject: split(axes: .horizontal),
      mentions: ["vertical", "[horizontal]", "secondary hidden"]),
    ExplainCase(
      name: "E1: the fold names its extent and both segments",
      context: box(951, 669, regions: [duoFold]), subject: split(),
      mentions: ["455.5–495.5", "segments 455.5 and 455.5"]),
    ExplainCase(
      name: "E1: a compact size class is named",
      context: box(678, 466, (.compact, .compact)), subject: split(),
      mentions: ["compact"]),
    ExplainCase(
      name: "E1: a collapse names both minimums and L",
      context: box(900, 600), subject: split(range(.absolute(500)), range(.absolute(450))),
      mentions: ["500", "450", "900"]),
    ExplainCase(
      name: "E1: distribution names targets and lengths",
      context: box(1000, 800),
      subject: split(
        range(.automatic, .absolute(300), .absolute(350)), range(.automatic, .absolute(400), .absolute(450))),
      mentions: ["300", "400", "550", "450"]),
    ExplainCase(
      name: "E1: a band over an edge names the shrunk container",
      context: box(1000, 800, regions: [foldX(0, 40, height: 800)]), subject: split(),
      mentions: ["960 × 800"]),
    ExplainCase(
      name: "E1: overlay sides are named",
      context: box(951, 669, regions: [duoFold]), subject: overlay(.leading),
      mentions: ["leading"]),
    ExplainCase(
      name: "E1: snapping names the edge and the scale",
      context: box(867, 800, scale: 1), subject: split(),
      mentions: ["433.5", "434"]),
  ]

  @Test("E1: every layout is explained in steps with the numbers that drove them", arguments: e1Cases)
  func e1(_ row: ExplainCase) {
    let explanation = row.subject.explainLayout(in: row.context)
    #expect(!explanation.steps.isEmpty)
    for mention in row.mentions {
      #expect(
        explanation.steps.contains { $0.contains(mention) },
        "\(row.name): no step mentions \(mention): \(explanation.steps)")
    }
    #expect(explanation.layout == row.subject.layout(in: row.context))
  }

  @Test("E1: explanations of random inputs are non-empty and match layout(in:)")
  func e1Random() {
    var random = SeededGenerator(seed: 99)
    for _ in 0..<300 {
      let context = RandomScenarios.context(using: &random)
      let split = RandomScenarios.split(using: &random)
      let explanation = split.explainLayout(in: context)
      #expect(!explanation.steps.isEmpty && explanation.layout == split.layout(in: context), "seed 99: \(context)")
    }
  }

  @Test("E2: diagnostics are values with a kind, a subject, numbers and a rule")
  func e2() {
    let context = box(1000, 800, regions: [foldX(480, 40, height: 400)], primary: intrinsic(.infinity, 10))
    let layout = SplitArrangement().configuring(.secondary) { $0.width.preferred = .fractional(3) }.layout(in: context)
    let kinds = layout.diagnostics.map(\.kind)
    #expect(
      kinds.contains(.divisionNotSpanning) && kinds.contains(.fractionAboveOne) && kinds.contains(.invalidIntrinsicSize)
    )
    #expect(layout.diagnosticCount == layout.diagnostics.count)
    for diagnostic in layout.diagnostics {
      #expect(diagnostic.description.hasSuffix("(\(diagnostic.rule))"))
    }
    let span = try! #require(layout.diagnostics.first { $0.kind == .divisionNotSpanning })
    #expect(
      LengthTolerance.isEqual(span.value, 400) && LengthTolerance.isEqual(span.replacement, 800)
        && span.subject == .region(0))
    #expect(ArrangementDiagnostic.Kind.allCases.allSatisfy { ["S5", "S7", "D5", "D6", "D7", "O3"].contains($0.rule) })
  }

  @Test("E2: more diagnostics than the inline storage holds are all kept, in order")
  func e2Overflow() {
    let regions = (0..<12).map { ReservedRegion(kind: .division, frame: rect(CGFloat($0) * 10, 0, 5, 100)) }
    let layout = SplitArrangement().layout(in: box(1000, 800, regions: regions))
    #expect(layout.diagnostics.count == 12)
    #expect(layout.diagnostics.map(\.subject) == (0..<12).map { .region($0) })
  }

  static func bits(_ layout: ArrangementLayout) -> [UInt64] {
    ViewPlacement.allCases.flatMap { placement -> [UInt64] in
      guard let entry = layout[placement] else { return [0xDEAD] }
      let f = entry.frame
      return [f.origin.x, f.origin.y, f.size.width, f.size.height].map { Double($0).bitPattern }
        + [
          entry.state.isHidden ? 1 : 0, UInt64(entry.state.splitAxis.rawValue),
          UInt64(bitPattern: Int64(entry.state.zIndex)),
        ]
    }
  }

  @Test("E3: the same inputs give bit-identical results, in any order and on any thread")
  func e3() async {
    var random = SeededGenerator(seed: 3)
    var inputs: [(ArrangementContext, SplitArrangement, OverlayArrangement)] = []
    for _ in 0..<200 {
      inputs.append(
        (
          RandomScenarios.context(using: &random), RandomScenarios.split(using: &random),
          RandomScenarios.overlay(using: &random)
        ))
    }
    let reference = inputs.map {
      (Self.bits($0.1.layout(in: $0.0)), Self.bits($0.2.layout(in: $0.0)), $0.1.layout(in: $0.0))
    }
    let concurrent = await withTaskGroup(of: (Int, [UInt64], [UInt64]).self) { group in
      for (index, input) in inputs.enumerated().reversed() {
        group.addTask { (index, Self.bits(input.1.layout(in: input.0)), Self.bits(input.2.layout(in: input.0))) }
      }
      var results: [(Int, [UInt64], [UInt64])] = []
      for await result in group { results.append(result) }
      return results
    }
    for (index, split, overlay) in concurrent {
      #expect(split == reference[index].0 && overlay == reference[index].1, "seed 3, input \(index)")
    }
    // A copy of the context built anew gives the same layout value, diagnostics included.
    for (index, input) in inputs.enumerated() {
      let copy = ArrangementContext(
        bounds: input.0.bounds, horizontalSizeClass: input.0.horizontalSizeClass,
        verticalSizeClass: input.0.verticalSizeClass,
        layoutDirection: input.0.layoutDirection, displayScale: input.0.displayScale,
        reservedRegions: input.0.reservedRegions, primary: input.0.primary, secondary: input.0.secondary)
      #expect(input.1.layout(in: copy) == reference[index].2, "seed 3, input \(index)")
    }
  }
}
