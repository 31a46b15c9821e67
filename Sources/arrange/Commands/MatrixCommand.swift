import ArrangementSimulator
import Foundation

/// `arrange matrix OPTIONS`: one arrangement in every posture × orientation.
enum MatrixCommand: Command {
  static let spec = CommandSpec(
    name: "matrix",
    summary: "one arrangement in every posture × orientation (text, Markdown, SVG or JSON)",
    usage: "matrix [OPTIONS]",
    details: """
      Solves the arrangement on the device (default iPhone Duo) in the closed, flat, book and
      tabletop postures, each held in portrait and landscape (the flipped landscape lays out as
      landscape: see it with render --orientation landscapeFlipped). Text draws a picture per
      posture and a table; SVG tiles the eight pictures (rows: orientations, columns: postures).
      """,
    options: LayoutOptions.contextOptions(single: false) + LayoutOptions.arrangementOptions + [
      OptionSpec(
        .format, value: "FORMAT", "output format (default text)", example: "svg",
        choices: OutputFormat.names([.text, .markdown, .svg, .json]))
    ],
    positionals: nil,
    examples: [
      "arrange matrix --style overlay",
      "arrange matrix --primary-width min=280,preferred=330,max=440 --format markdown",
      "arrange matrix --format svg > matrix.svg",
    ])

  static func run(_ options: ParsedOptions) throws(UsageError) -> Int32 {
    let arrangement = try LayoutOptions.arrangement(options)
    let adjust = try LayoutOptions.adjuster(options)
    let device = LayoutOptions.device(options)
    let direction = LayoutOptions.layoutDirection(options)
    let matrix = PostureMatrix(device: device, arrangement: arrangement, layoutDirection: direction, adjust: adjust)
    let title =
      "\(device.name) · \(LayoutOptions.arrangementTitle(arrangement))"
      + (direction == .rightToLeft ? " · rightToLeft" : "") + " · every posture × orientation"
    switch options.format() {
    case .svg:
      let byOrientation = PostureMatrix.orientations.flatMap { orientation in
        matrix.cells.filter { $0.orientation == orientation }.map(\.picture)
      }
      let svg = SVGRenderer.grid(byOrientation, columns: Posture.allCases.count, title: title)
      FileHandle.standardOutput.write(Data(svg.utf8))
    case .markdown:
      Console.out(MarkdownRenderer.matrix(matrix, heading: title))
    case .json:
      let results = matrix.cells.map { cell -> JSONValue in
        let scenario = Scenario(name: cell.picture.title, context: cell.picture.context, arrangement: arrangement)
        return ScenarioEncoding.result(of: scenario, layout: cell.picture.layout)
      }
      Console.out(JSONWriter.pretty(.array(results)))
    case .text, .scenario:  // only text reaches here: the table does not offer scenario
      Console.out(([title, String(repeating: "═", count: title.count)] + matrix.text()).joined(separator: "\n"))
    }
    return 0
  }
}
