import ArrangementSimulator
import Foundation

/// `arrange render OPTIONS`: one layout as text, SVG, JSON or Markdown.
enum RenderCommand: Command {
  static let spec = CommandSpec(
    name: "render",
    summary: "one layout as a text picture, SVG, JSON (vectors.md output) or Markdown",
    usage: "render [OPTIONS]",
    details: """
      Lays out one arrangement on a device (default: iPhone Duo, book posture, landscape) or in
      explicit --bounds, and draws it. Ranges take min=,preferred=,max= with values 330 (points),
      40% (of the split length), auto or intrinsic; a lone value sets the preferred length.
      --format json prints the output shape of `arrange solve`; --format scenario prints a whole
      scenario with the computed layout as its "expect" block, ready for the conformance corpus.
      """,
    options: LayoutOptions.contextOptions(single: true) + LayoutOptions.arrangementOptions + [
      OptionSpec(
        .format, value: "FORMAT", "output format (default text)", example: "svg",
        choices: OutputFormat.names(OutputFormat.allCases))
    ],
    positionals: nil,
    examples: [
      "arrange render --posture book --orientation landscape",
      "arrange render --style overlay --primary-edge leading --format svg > overlay.svg",
      "arrange render --bounds 1200x800 --primary-width min=280,preferred=330,max=440 --secondary-width min=360",
      "arrange render --device iphone-duo --posture closed --orientation portrait --format json",
    ])

  static func run(_ options: ParsedOptions) throws(UsageError) -> Int32 {
    let arrangement = try LayoutOptions.arrangement(options)
    let (place, context) = try LayoutOptions.single(options)
    let title = "\(place) · \(LayoutOptions.arrangementTitle(arrangement))"
    let picture = LayoutPicture(title: title, context: context, arrangement: arrangement)
    switch options.format() {
    case .svg:
      FileHandle.standardOutput.write(Data(SVGRenderer.document(for: picture).utf8))
    case .json:
      let scenario = Scenario(name: title, context: context, arrangement: arrangement)
      Console.out(JSONWriter.pretty(ScenarioEncoding.result(of: scenario, layout: picture.layout)))
    case .scenario:
      let scenario = Scenario(name: title, context: context, arrangement: arrangement)
      Console.out(JSONWriter.pretty(ScenarioEncoding.scenario(scenario, expecting: picture.layout)))
    case .markdown:
      Console.out(MarkdownRenderer.layout(picture, heading: title))
    case .text:
      Console.out(text(picture).joined(separator: "\n"))
    }
    return 0
  }

  /// The text picture, one line per placement, and the diagnostics.
  static func text(_ picture: LayoutPicture) -> [String] {
    let scale = TextRenderer.fittingScale(for: picture)
    var lines = [picture.title]
    lines += TextRenderer.drawing(picture, pointsPerColumn: scale.column, pointsPerRow: scale.row)
    lines.append(
      "scale: 1 column = \(LengthFormat.string(scale.column)) pt, 1 line = \(LengthFormat.string(scale.row)) pt")
    lines.append("")
    lines += placementLines(picture.layout)
    return lines
  }

  /// `primary    [0, 0, 455.5, 669]  horizontal`, … then the diagnostics.
  static func placementLines(_ layout: ArrangementLayout) -> [String] {
    let rows = ViewPlacement.allCases.map { placement -> [String] in
      [
        placement.description, layout[placement] == nil ? "absent" : LayoutPicture.frameText(layout[placement]),
        layout[placement] == nil ? "" : LayoutPicture.stateText(layout[placement]),
      ]
    }
    var lines = Array(LayoutTable(header: ["placement", "frame", "state"], rows: rows).text)
    let diagnostics = layout.diagnostics
    lines.append(diagnostics.isEmpty ? "diagnostics: none" : "diagnostics:")
    for diagnostic in diagnostics { lines += HelpText.wrap("  \(diagnostic)", width: 116, indent: "    ") }
    return lines
  }
}
