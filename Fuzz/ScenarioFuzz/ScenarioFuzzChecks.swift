import ArrangementSimulator
import Foundation

/// What every scenario the reader accepts must satisfy.
enum ScenarioFuzzChecks {
  /// `SCENARIO_FUZZ_PRINT=1`: print the JSON the grammar builds (to replay an input with
  /// `arrange solve`).
  static let printsGrammar = ProcessInfo.processInfo.environment["SCENARIO_FUZZ_PRINT"] != nil

  static func check(_ scenario: Scenario) -> [String] {
    var violations: [String] = []
    let explanation = scenario.explain()
    let layout = scenario.solve()
    if layout != explanation.layout { violations.append("explain() and solve() disagree (E3)") }
    for placement in ViewPlacement.allCases {
      guard let frame = layout[placement]?.frame else { continue }
      if ![frame.minX, frame.minY, frame.width, frame.height, frame.maxX, frame.maxY].allSatisfy(\.isFinite) {
        violations.append("\(placement) frame \(frame) is not finite")
      }
    }
    _ = scenario.check(layout)

    // What `arrange solve` prints must be JSON the parser reads back.
    let output = JSONWriter.pretty(ScenarioEncoding.result(of: scenario, layout: layout, steps: explanation.steps))
    do {
      _ = try JSONParser.parse(Data(output.utf8))
    } catch {
      violations.append("the result JSON does not parse: \(error)\n\(output)")
    }

    // Writing the scenario and reading it back gives the same scenario.
    let written = JSONWriter.pretty(ScenarioEncoding.scenario(scenario))
    do {
      let reread = try ScenarioReader.read(Data(written.utf8), file: scenario.file)
      if reread.count != 1 {
        violations.append("the written scenario reads back as \(reread.count) scenarios")
      } else if reread[0].context != scenario.context || reread[0].arrangement != scenario.arrangement
        || reread[0].expect != scenario.expect || reread[0].name != scenario.name
      {
        violations.append("the written scenario reads back differently:\n\(written)\nwas: \(scenario)\nnow: \(reread[0])")
      }
    } catch {
      violations.append("the written scenario does not read back: \(error)\n\(written)")
    }
    return violations
  }
}
