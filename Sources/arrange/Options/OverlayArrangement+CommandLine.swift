import ArrangementSimulator

extension OverlayArrangement: CommandLineStyle {
  /// The edges of both views.
  static let optionSpecs = OptionSpec.perPlacement(
    OptionName.edge(of:), value: "EDGES", examples: (primary: "leading", secondary: "bottom")
  ) { "overlay: the side the \($0) takes across a fold" }

  /// An overlay with the given edges.
  static func arrangement(_ options: ParsedOptions, axes: Axis) throws(UsageError) -> OverlayArrangement {
    try arrangement(axes: axes) { (placement, properties) throws(UsageError) in
      try options.convert(
        .edge(of: placement), into: &properties.edge,
        expected: "top, leading, bottom, trailing (comma list) or none", ValueParsers.edges)
    }
  }

  /// `edges` when either view prefers an edge.
  var customizationNote: String? { !primary.edge.isEmpty || !secondary.edge.isEmpty ? "edges" : nil }

  /// `edge [.leading]` when the view prefers an edge.
  func summary(for placement: ViewPlacement) -> String? {
    let edge = viewProperties(for: placement).edge
    return edge.isEmpty ? nil : "edge \(edge)"
  }
}
