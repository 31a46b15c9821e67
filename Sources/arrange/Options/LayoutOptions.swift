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
      OptionSpec(
        .primaryIntrinsic, value: "W×H", "the primary view's intrinsic content size",
        example: "320x480"),
      OptionSpec(
        .secondaryIntrinsic, value: "W×H", "the secondary view's intrinsic content size",
        example: "375x600"),
    ]
    return options
  }

  /// Arrangement options.
  static let arrangementOptions: [OptionSpec] = [
    OptionSpec(
      .style, value: "STYLE", "the arrangement (default split)", example: "overlay",
      choices: ["split", "overlay"]),
    OptionSpec(
      .axes, value: "AXES", "allowed axes: horizontal, vertical or both (default both)", example: "horizontal"
    ),
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
    OptionSpec(
      .primaryEdge, value: "EDGES", "overlay: the side the primary takes across a fold",
      example: "leading"),
    OptionSpec(
      .secondaryEdge, value: "EDGES", "overlay: the side the secondary takes across a fold",
      example: "bottom"),
  ]

  static let splitOnly: [OptionName] = [
    .primaryWidth, .primaryHeight, .secondaryWidth, .secondaryHeight, .primaryPriority,
    .secondaryPriority,
  ]
  static let overlayOnly: [OptionName] = [.primaryEdge, .secondaryEdge]

  /// The arrangement the options describe.
  static func arrangement(_ options: ParsedOptions) throws(UsageError) -> ScenarioArrangement {
    let style = options.choice(.style, default: "split")
    let axes =
      try options.converted(.axes, expected: "horizontal, vertical, both or a comma list", ValueParsers.axes)
      ?? .both
    let misplaced = (style == "split" ? overlayOnly : splitOnly).filter { options.value($0) != nil }
    if let first = misplaced.first {
      throw UsageError(
        command: options.command, message: "\(first) applies to --style \(style == "split" ? "overlay" : "split") only")
    }
    if style == "overlay" {
      var overlay = OverlayArrangement().axes(axes)
      for placement in ViewPlacement.allCases {
        let name = OptionName.edge(of: placement)
        if let edge = try options.converted(
          name, expected: "top, leading, bottom, trailing (comma list) or none", ValueParsers.edges)
        {
          overlay.setViewProperties(.init(edge: edge), for: placement)
        }
      }
      return .overlay(overlay)
    }
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
    return .split(split)
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
    switch arrangement {
    case .split(let split):
      let custom =
        split.primary != SplitArrangement.ViewProperties() || split.secondary != SplitArrangement.ViewProperties()
      return "split" + (split.axes == .both ? "" : " axes \(split.axes.listDescription)")
        + (custom ? " (custom ranges)" : "")
    case .overlay(let overlay):
      let custom = !overlay.primary.edge.isEmpty || !overlay.secondary.edge.isEmpty
      return "overlay" + (overlay.axes == .both ? "" : " axes \(overlay.axes.listDescription)")
        + (custom ? " (edges)" : "")
    }
  }
}
