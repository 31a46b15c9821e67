import ArrangementSimulator

extension SplitArrangement: CommandLineStyle {
  /// The ranges and priorities of both views.
  static let optionSpecs: [OptionSpec] = [
    OptionSpec(
      .primaryWidth, value: "RANGE", "split: the primary's width range (values 330, 40%, auto, intrinsic)",
      example: "min=280,preferred=330,max=440"),
    OptionSpec(
      .primaryHeight, value: "RANGE", "split: the primary's height range", example: "preferred=40%"
    ),
    OptionSpec(
      .secondaryWidth, value: "RANGE", "split: the secondary's width range", example: "min=360"),
    OptionSpec(
      .secondaryHeight, value: "RANGE", "split: the secondary's height range",
      example: "intrinsic"),
    OptionSpec(
      .primaryPriority, value: "N", "split: the primary's layoutPriority (default 0)",
      example: "1"),
    OptionSpec(
      .secondaryPriority, value: "N", "split: the secondary's layoutPriority (default 0)",
      example: "2"),
  ]

  /// A split with the given ranges and priorities.
  static func arrangement(_ options: ParsedOptions, axes: Axis) throws(UsageError) -> SplitArrangement {
    var split = SplitArrangement().axes(axes)
    for placement in ViewPlacement.allCases {
      var properties = split.viewProperties(for: placement)
      if let width = try options.converted(
        .width(of: placement), expected: ValueParsers.dimensionExpected, ValueParsers.range)
      {
        properties.width = width
      }
      if let height = try options.converted(
        .height(of: placement), expected: ValueParsers.dimensionExpected, ValueParsers.range)
      {
        properties.height = height
      }
      if let priority = try options.converted(
        .priority(of: placement), expected: "a finite number", ValueParsers.number)
      {
        properties.layoutPriority = priority
      }
      split.setViewProperties(properties, for: placement)
    }
    return split
  }

  /// `custom ranges` when either view has non-default settings.
  var customizationNote: String? {
    primary != ViewProperties() || secondary != ViewProperties() ? "custom ranges" : nil
  }

  /// `width (min 280), height (preferred 40%), priority 1`, leaving out defaults.
  func summary(for placement: ViewPlacement) -> String? {
    let p = viewProperties(for: placement)
    var parts: [String] = []
    if p.width != DimensionRange() { parts.append("width \(InputSummary.range(p.width))") }
    if p.height != DimensionRange() { parts.append("height \(InputSummary.range(p.height))") }
    if p.layoutPriority != 0 { parts.append("priority \(LengthFormat.string(p.layoutPriority))") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
