import ArrangementSimulator

extension SplitArrangement: CommandLineStyle {
  /// Each view's width and height ranges (the primary's first), then both priorities.
  static let optionSpecs: [OptionSpec] =
    ViewPlacement.allCases.flatMap { placement in
      let primary = placement == .primary
      return [
        OptionSpec(
          .width(of: placement), value: "RANGE",
          "split: the \(placement)'s width range" + (primary ? " (values 330, 40%, auto, intrinsic)" : ""),
          example: primary ? "min=280,preferred=330,max=440" : "min=360"),
        OptionSpec(
          .height(of: placement), value: "RANGE", "split: the \(placement)'s height range",
          example: primary ? "preferred=40%" : "intrinsic"),
      ]
    }
    + OptionSpec.perPlacement(OptionName.priority(of:), value: "N", examples: (primary: "1", secondary: "2")) {
      "split: the \($0)'s layoutPriority (default 0)"
    }

  /// A split with the given ranges and priorities.
  static func arrangement(_ options: ParsedOptions, axes: Axis) throws(UsageError) -> SplitArrangement {
    try arrangement(axes: axes) { (placement, properties) throws(UsageError) in
      try options.convert(
        .width(of: placement), into: &properties.width, expected: ValueParsers.dimensionExpected,
        ValueParsers.range)
      try options.convert(
        .height(of: placement), into: &properties.height, expected: ValueParsers.dimensionExpected,
        ValueParsers.range)
      try options.convert(
        .priority(of: placement), into: &properties.layoutPriority, expected: "a finite number",
        ValueParsers.number)
    }
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
