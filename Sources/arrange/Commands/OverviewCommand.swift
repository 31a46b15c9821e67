import ArrangementSimulator
import Foundation

/// `arrange` with no arguments: the iPhone Duo in every posture × orientation, for the default
/// split and the default overlay, as text pictures and tables.
enum OverviewCommand {
  static func lines() -> [String] {
    var lines: [String] = []
    let styles = ScenarioArrangement.styles.map { ("default \($0.styleName)", ScenarioArrangement($0.init())) }
    for (index, (name, arrangement)) in styles.enumerated() {
      if index > 0 { lines.append("") }
      let matrix = PostureMatrix(device: .iPhoneDuo, arrangement: arrangement)
      let title = "iPhone Duo · \(name) · every posture × orientation"
      lines.append(title)
      lines.append(String(repeating: "═", count: title.count))
      lines += matrix.text()
    }
    lines += [
      "",
      "1 column = 30 pt, 1 line = 60 pt · ░ active fold · ┆ ┄ inactive fold · ◉ occlusion (camera, bar strip)",
      "Next: arrange render --style overlay --posture book --format svg > book.svg",
      "      arrange explain --posture closed --orientation landscape   (why is the secondary hidden?)",
      "      arrange solve --check Conformance/*.json · arrange --help",
    ]
    return lines
  }

  static func run() -> Int32 {
    Console.out(lines().joined(separator: "\n"))
    return 0
  }
}
