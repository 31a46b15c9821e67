import ArrangementSimulator

extension OverlayArrangement: CommandLineStyle {
  /// The edges of both views.
  static let optionSpecs: [OptionSpec] = [
    OptionSpec(
      .primaryEdge, value: "EDGES", "overlay: the side the primary takes across a fold",
      example: "leading"),
    OptionSpec(
      .secondaryEdge, value: "EDGES", "overlay: the side the secondary takes across a fold",
      example: "bottom"),
  ]

  /// An overlay with the given edges.
  static func arrangement(_ options: ParsedOptions, axes: Axis) throws(UsageError) -> OverlayArrangement {
    var overlay = OverlayArrangement().axes(axes)
    for placement in ViewPlacement.allCases {
      let name = OptionName.edge(of: placement)
      if let edge = try options.converted(
        name, expected: "top, leading, bottom, trailing (comma list) or none", ValueParsers.edges)
      {
        overlay.setViewProperties(.init(edge: edge), for: placement)
      }
    }
    return overlay
  }

  /// `edges` when either view prefers an edge.
  var customizationNote: String? { !primary.edge.isEmpty || !secondary.edge.isEmpty ? "edges" : nil }

  /// `edge [.leading]` when the view prefers an edge.
  func summary(for placement: ViewPlacement) -> String? {
    let edge = viewProperties(for: placement).edge
    return edge.isEmpty ? nil : "edge \(edge)"
  }
}
