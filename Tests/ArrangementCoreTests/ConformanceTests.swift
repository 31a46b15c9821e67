import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Every scenario in Conformance/*.json, read and checked through the CLI's code path
/// (`ScenarioReader` → `Scenario.solve()` → `Scenario.check(_:)`), then rerun mirrored and
/// transposed, and checked against the layout invariants.
@Suite("Conformance corpus")
struct ConformanceTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Conformance")

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  static func scenarios(_ file: String) throws -> [Scenario] {
    try ScenarioReader.read(contentsOf: folder.appendingPathComponent(file), displayName: file)
  }

  /// The expectation as a full layout, when it names every field of both placements.
  static func expectedLayout(_ scenario: Scenario) -> ArrangementLayout? {
    guard let expect = scenario.expect else { return nil }
    var entries: [ArrangementLayout.PlacementLayout?] = []
    for placement in ViewPlacement.allCases {
      switch expect[placement] {
      case nil: return nil
      case .absent?: entries.append(nil)
      case .present(let fields)?:
        guard let frame = fields.frame, let hidden = fields.hidden, let axis = fields.splitAxis, let z = fields.zIndex
        else { return nil }
        entries.append(.init(frame: frame, state: ViewState(isHidden: hidden, splitAxis: axis, zIndex: z)))
      }
    }
    return ArrangementLayout(primary: entries[0], secondary: entries[1])
  }

  @Test("Conformance: the corpus has at least 60 scenarios of our own, named after their rules")
  func corpusShape() throws {
    #expect(Self.files.contains("examples.json"))
    var own = 0
    let rule = try Regex(#"^[DSOPE][0-9]+[:/]"#)
    for file in Self.files {
      for scenario in try Self.scenarios(file) {
        #expect(scenario.name.contains(rule), "\(file): \(scenario.name) does not start with a rule id")
        #expect(scenario.expect != nil, "\(file): \(scenario.name) checks nothing")
        if file != "examples.json" { own += 1 }
      }
    }
    #expect(own >= 60)
  }

  @Test("Conformance: every scenario passes through the CLI's reader and checker", arguments: files)
  func file(_ file: String) throws {
    let scenarios = try Self.scenarios(file)
    #expect(!scenarios.isEmpty)
    for scenario in scenarios {
      let layout = scenario.solve()
      let mismatches = scenario.check(layout)
      #expect(mismatches.isEmpty, "\(scenario.label): \(mismatches.map(\.description).joined(separator: "; "))")
      let problems = LayoutInvariants.check(layout, scenario.context, arrangement: scenario.arrangement)
      #expect(problems.isEmpty, "\(scenario.label) invariants: \(problems)")
    }
  }

  @Test("Conformance: every scenario also holds mirrored (right-to-left) and transposed", arguments: files)
  func mirrored(_ file: String) throws {
    for scenario in try Self.scenarios(file) {
      guard let expected = Self.expectedLayout(scenario) else { continue }
      let context = scenario.context
      // Rounding half away from zero is not mirror-symmetric: allow one pixel with a scale.
      var tolerance = LengthTolerance.standard
      if let scale = context.displayScale, scale.isFinite, scale > 0 { tolerance += 1 / scale }
      let mirroredContext = LayoutSymmetry.mirrored(context)
      let mirrored = scenario.arrangement.layout(in: mirroredContext)
      let differences = LayoutSymmetry.differences(
        mirrored, LayoutSymmetry.mirrored(expected, in: context), tolerance: tolerance)
      #expect(differences.isEmpty, "\(scenario.label) mirrored: \(differences)")

      let ltr = context.layoutDirection == .leftToRight ? context : mirroredContext
      guard LayoutSymmetry.isTransposable(ltr) else { continue }
      let ltrExpected =
        context.layoutDirection == .leftToRight ? expected : LayoutSymmetry.mirrored(expected, in: context)
      let transposed = scenario.arrangement.transposed.layout(in: LayoutSymmetry.transposed(ltr))
      let transposedDifferences = LayoutSymmetry.differences(
        transposed, LayoutSymmetry.transposed(ltrExpected), tolerance: tolerance)
      #expect(transposedDifferences.isEmpty, "\(scenario.label) transposed: \(transposedDifferences)")
    }
  }
}
