import ArrangementSimulator
import Foundation

/// The options shared by `render`, `matrix` and `explain`: where to lay out (device or
/// bounds, traits, regions) and what (style, axes, ranges, priorities, edges).
enum LayoutOptions {
  static let placements = ["primary", "secondary"]

  /// Device and trait options; `single` adds posture, orientation, bounds and regions.
  static func contextOptions(single: Bool) -> [OptionSpec] {
    var options = [
      OptionSpec(
        .device, value: "NAME", "device profile (default iphone-duo)", example: "ipad",
        choices: Device.all.map(\.identifier))
    ]
    if single {
      options += [
        OptionSpec(
          .posture, value: "POSTURE", "how the device is held (default book)", example: "tabletop",
          choices: Posture.allCases.map(\.rawValue)),
        OptionSpec(
          .orientation, value: "ORIENTATION", "display orientation (default landscape)",
          example: "portrait", choices: Orientation.allCases.map(\.rawValue)),
        OptionSpec(
          .bounds, value: "W×H|X,Y,W,H",
          "explicit container instead of a device (no regions, unspecified size classes)",
          example: "1200x800"),
        OptionSpec(
          .region, value: "KIND:X,Y,W,H[:inactive]",
          "a reserved region (division or occlusion); replaces the device's",
          example: "division:800,0,40,800", repeatable: true),
      ]
    }
    options += [
      OptionSpec(
        .sizeClasses, value: "H,V", "horizontal and vertical size class (unspecified, compact, regular)",
        example: "regular,compact"),
      OptionSpec(
        .layoutDirection, value: "DIRECTION", "leading edge: left (leftToRight, default) or right",
        example: "rightToLeft", choices: ["leftToRight", "rightToLeft", "ltr", "rtl"]),
      OptionSpec(.scale, value: "N", "display scale for pixel snapping (P1); default none", example: "3"),
      OptionSpec(
        .absent, value: "PLACEMENT", "leave a placement without a view", example: "secondary",
        choices: placements),
    ]
    options += OptionSpec.perPlacement(
      OptionName.intrinsic(of:), value: "W×H", examples: (primary: "320x480", secondary: "375x600")
    ) { "the \($0) view's intrinsic content size" }
    return options
  }

  /// The arrangement styles, in ``ScenarioArrangement/styles``'s order (`split` first, the default).
  static let styles: [any CommandLineStyle.Type] = ScenarioArrangement.styles.compactMap {
    $0 as? any CommandLineStyle.Type
  }

  /// Arrangement options: the style, the axes, then each style's own options.
  static let arrangementOptions: [OptionSpec] =
    [
      OptionSpec(
        .style, value: "STYLE", "the arrangement (default \(styles[0].styleName))", example: "overlay",
        choices: styles.map { $0.styleName }),
      OptionSpec(
        .axes, value: "AXES", "allowed axes: horizontal, vertical or both (default both)", example: "horizontal"
      ),
    ] + styles.flatMap { $0.optionSpecs }

  /// The arrangement the options describe.
  static func arrangement(_ options: ParsedOptions) throws(UsageError) -> ScenarioArrangement {
    let name = options.choice(.style, default: styles[0].styleName)
    let style = styles.first { $0.styleName == name } ?? styles[0]
    let axes =
      try options.converted(.axes, expected: "horizontal, vertical, both or a comma list", ValueParsers.axes)
      ?? .both
    for other in styles where other.styleName != style.styleName {
      if let misplaced = other.optionSpecs.first(where: { options.value($0.name) != nil }) {
        throw UsageError(
          command: options.command, message: "\(misplaced.name) applies to --style \(other.styleName) only")
      }
    }
    return ScenarioArrangement(try style.arrangement(options, axes: axes))
  }

  static func device(_ options: ParsedOptions) -> Device {
    options.value(.device).flatMap(Device.named) ?? .iPhoneDuo
  }

  static func layoutDirection(_ options: ParsedOptions) -> LayoutDirection {
    switch options.value(.layoutDirection) {
    case "rightToLeft", "rtl": return .rightToLeft
    default: return .leftToRight
    }
  }

  /// Applies the trait and content options to a context (device or bounds based).
  static func adjuster(_ options: ParsedOptions) throws(UsageError)
    -> @Sendable (ArrangementContext) -> ArrangementContext
  {
    let classes = try options.converted(
      .sizeClasses, expected: "H,V with unspecified, compact or regular (e.g. regular,compact)",
      ValueParsers.sizeClasses)
    let scale = try options.converted(.scale, expected: "a finite number (e.g. 3)", ValueParsers.number)
    let absent = options.value(.absent)
    var intrinsic: [ViewPlacement: CGSize] = [:]
    for placement in ViewPlacement.allCases {
      if let size = try options.converted(.intrinsic(of: placement), expected: "W×H (e.g. 320x480)", ValueParsers.size)
      {
        intrinsic[placement] = size
      }
    }
    var regions: [ReservedRegion]?
    let given = options.all(.region)
    if !given.isEmpty {
      regions = []
      for (offset, text) in given.enumerated() {
        guard let region = ValueParsers.region(text, ordinal: offset + 1) else {
          throw UsageError.badValue(
            options.command, option: .region, value: text,
            expected: "KIND:X,Y,W,H[:inactive] with KIND division or occlusion")
        }
        regions?.append(region)
      }
    }
    let frozenIntrinsic = intrinsic
    let frozenRegions = regions
    return { base in
      var context = base
      if let classes {
        context.horizontalSizeClass = classes.0
        context.verticalSizeClass = classes.1
      }
      if let scale { context.displayScale = scale }
      if let frozenRegions { context.reservedRegions = frozenRegions }
      for (placement, size) in frozenIntrinsic { context[placement] = .init(intrinsicContentSize: size) }
      if let absent { context[absent == "primary" ? .primary : .secondary] = nil }
      return context
    }
  }

  /// The one context of `render` / `explain`, with its title (without the style).
  static func single(_ options: ParsedOptions) throws(UsageError) -> (title: String, context: ArrangementContext) {
    let adjust = try adjuster(options)
    let direction = layoutDirection(options)
    let suffix = direction == .rightToLeft ? " · rightToLeft" : ""
    if let bounds = try options.converted(.bounds, expected: "W×H or X,Y,W,H (e.g. 1200x800)", ValueParsers.bounds) {
      if let conflict = [OptionName.device, .posture, .orientation].first(where: { options.value($0) != nil }) {
        throw UsageError(
          command: options.command,
          message: "\(OptionName.bounds) and \(conflict) cannot be combined (bounds replace the device)")
      }
      let base = ArrangementContext(bounds: bounds, layoutDirection: direction)
      return ("\(LengthFormat.size(bounds.size))\(suffix)", adjust(base))
    }
    let device = self.device(options)
    let posture = options.value(.posture).flatMap(Posture.init(rawValue:)) ?? .book
    let orientation = options.value(.orientation).flatMap(Orientation.init(rawValue:)) ?? .landscape
    let base = device.context(posture: posture, orientation: orientation, layoutDirection: direction)
    return ("\(device.name) · \(posture) · \(orientation)\(suffix)", adjust(base))
  }

  /// A short description of the arrangement for titles: `split`, `overlay axes [horizontal]`,
  /// `split (customized)`.
  static func arrangementTitle(_ arrangement: ScenarioArrangement) -> String {
    let style = arrangement.styled as? any CommandLineStyle
    return arrangement.style + (arrangement.axes == .both ? "" : " axes \(arrangement.axes.listDescription)")
      + (style?.customizationNote.map { " (\($0))" } ?? "")
  }
}
