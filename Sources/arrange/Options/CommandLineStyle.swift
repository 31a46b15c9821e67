import ArrangementSimulator

/// What `arrange` needs of an arrangement style: its options, how they build the arrangement,
/// and how titles and `explain`'s input summary describe it.
///
/// `SplitArrangement` and `OverlayArrangement` conform, each in its own file; the styles and
/// their order come from ``ScenarioArrangement/styles``, so a third style adds its conformance
/// here beside the others and its option names to ``OptionName``.
///
/// ```swift
/// LayoutOptions.styles.map { $0.styleName }   // ["split", "overlay"]
/// ```
protocol CommandLineStyle: ScenarioStyle {
  /// The options only this style reads, in the help text's order.
  static var optionSpecs: [OptionSpec] { get }
  /// The arrangement the options describe, limited to `axes`.
  static func arrangement(_ options: ParsedOptions, axes: Axis) throws(UsageError) -> Self
  /// What titles add after the style when the settings are not the defaults: `custom ranges`.
  var customizationNote: String? { get }
  /// One placement's non-default settings for `explain`: `width (min 280), priority 1`; `nil`
  /// for default settings.
  func summary(for placement: ViewPlacement) -> String?
}

extension CommandLineStyle {
  /// The default arrangement limited to `axes`, each placement's settings (the primary's
  /// first) changed by `update` — the styles' ``arrangement(_:axes:)`` reads its options there.
  ///
  /// ```swift
  /// try arrangement(axes: axes) { (placement, properties) throws(UsageError) in
  ///   try options.convert(.edge(of: placement), into: &properties.edge, expected: "…", ValueParsers.edges)
  /// }
  /// ```
  ///
  /// The first error `update` throws is thrown on; no later placement is read.
  static func arrangement(
    axes: Axis, updatingEach update: (ViewPlacement, inout ViewProperties) throws(UsageError) -> Void
  ) throws(UsageError) -> Self {
    var arrangement = Self().axes(axes)
    for placement in ViewPlacement.allCases {
      var properties = arrangement.viewProperties(for: placement)
      try update(placement, &properties)
      arrangement.setViewProperties(properties, for: placement)
    }
    return arrangement
  }
}
