import ArrangementSimulator

/// Every command-line option's name, as a typed constant.
///
/// The option tables (``OptionSpec``), the parser, ``ParsedOptions`` and the commands all use
/// these cases instead of string literals, so a misspelt option name does not compile. The raw
/// value is what the user types.
///
/// ```swift
/// let format = options.choice(.format, default: "text")
/// let width = try options.converted(.width(of: .primary), expected: "…", ValueParsers.range)
/// ```
enum OptionName: String, CaseIterable, Sendable, CustomStringConvertible {
  // Where to lay out.
  case device = "--device"
  case posture = "--posture"
  case orientation = "--orientation"
  case bounds = "--bounds"
  case region = "--region"
  case sizeClasses = "--size-classes"
  case layoutDirection = "--layout-direction"
  case scale = "--scale"
  case absent = "--absent"
  case primaryIntrinsic = "--primary-intrinsic"
  case secondaryIntrinsic = "--secondary-intrinsic"
  // What to lay out.
  case style = "--style"
  case axes = "--axes"
  case primaryWidth = "--primary-width"
  case primaryHeight = "--primary-height"
  case secondaryWidth = "--secondary-width"
  case secondaryHeight = "--secondary-height"
  case primaryPriority = "--primary-priority"
  case secondaryPriority = "--secondary-priority"
  case primaryEdge = "--primary-edge"
  case secondaryEdge = "--secondary-edge"
  // Output and checking.
  case format = "--format"
  case check = "--check"
  case explain = "--explain"
  /// Shows a command's help; handled by ``ArrangeTool`` before parsing (also spelt `-h`).
  case help = "--help"

  /// What asks for help: `--help` and `-h`.
  static let helpSpellings: Set<String> = [OptionName.help.rawValue, "-h"]

  /// `--format`: what the user types.
  var description: String { rawValue }

  /// `--primary-intrinsic` or `--secondary-intrinsic`.
  static func intrinsic(of placement: ViewPlacement) -> OptionName {
    placement == .primary ? .primaryIntrinsic : .secondaryIntrinsic
  }

  /// `--primary-width` or `--secondary-width`.
  static func width(of placement: ViewPlacement) -> OptionName {
    placement == .primary ? .primaryWidth : .secondaryWidth
  }

  /// `--primary-height` or `--secondary-height`.
  static func height(of placement: ViewPlacement) -> OptionName {
    placement == .primary ? .primaryHeight : .secondaryHeight
  }

  /// `--primary-priority` or `--secondary-priority`.
  static func priority(of placement: ViewPlacement) -> OptionName {
    placement == .primary ? .primaryPriority : .secondaryPriority
  }

  /// `--primary-edge` or `--secondary-edge`.
  static func edge(of placement: ViewPlacement) -> OptionName {
    placement == .primary ? .primaryEdge : .secondaryEdge
  }
}

/// The values of `--format`, as typed constants (a misspelt format does not compile either).
///
/// ```swift
/// OptionSpec(.format, value: "FORMAT", "output format (default text)", example: "svg",
///            choices: OutputFormat.names([.text, .svg]))
/// ```
enum OutputFormat: String, CaseIterable, Sendable {
  case text, svg, json, markdown, scenario

  /// The raw values of `formats`, in order, for an option's `choices`.
  static func names(_ formats: [OutputFormat]) -> [String] { formats.map(\.rawValue) }
}
