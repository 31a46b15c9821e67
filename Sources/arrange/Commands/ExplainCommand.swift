import ArrangementSimulator
import Foundation

/// `arrange explain OPTIONS`: the solver's decisions for one layout (E1).
enum ExplainCommand: Command {
  static let spec = CommandSpec(
    name: "explain",
    summary: "the decisions behind one layout, step by step (why a view is hidden, where the fold is)",
    usage: "explain [OPTIONS]",
    details: """
      Takes the same options as `arrange render` and prints the solver's steps in order, each with
      the numbers that drove it and the rule it applies, then the resulting frames and diagnostics.
      """,
    options: LayoutOptions.contextOptions(single: true) + LayoutOptions.arrangementOptions + [
      OptionSpec(
        .format, value: "FORMAT", "output format (default text)", example: "markdown",
        choices: OutputFormat.names([.text, .json, .markdown]))
    ],
    positionals: nil,
    examples: [
      "arrange explain --posture closed --orientation landscape",
      "arrange explain --bounds 900x600 --primary-width min=500 --secondary-width min=450",
    ])

  static func run(_ options: ParsedOptions) throws(UsageError) -> Int32 {
    let arrangement = try LayoutOptions.arrangement(options)
    let (place, context) = try LayoutOptions.single(options)
    let title = "\(place) · \(LayoutOptions.arrangementTitle(arrangement))"
    let explanation = arrangement.explainLayout(in: context)
    switch options.format() {
    case .json:
      let scenario = Scenario(name: title, context: context, arrangement: arrangement)
      Console.out(
        JSONWriter.pretty(ScenarioEncoding.result(of: scenario, layout: explanation.layout, steps: explanation.steps)))
    case .markdown:
      let picture = LayoutPicture(title: title, context: context, style: arrangement.style, layout: explanation.layout)
      Console.out(MarkdownRenderer.layout(picture, heading: title, steps: explanation.steps))
    case .text, .svg, .scenario:  // only text reaches here: the table offers text, json, markdown
      var lines = [title] + InputSummary.context(context) + InputSummary.arrangement(arrangement) + ["", "Decisions:"]
      for (offset, step) in explanation.steps.enumerated() {
        let number = "  \(offset + 1). "
        lines += HelpText.wrap(number + step, indent: String(repeating: " ", count: number.count))
      }
      lines += ["", "Result:"]
      lines += RenderCommand.placementLines(explanation.layout).map { "  " + $0 }
      Console.out(lines.joined(separator: "\n"))
    }
    return 0
  }
}
