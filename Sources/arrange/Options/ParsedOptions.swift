/// The result of parsing a command line against a ``CommandSpec``.
struct ParsedOptions {
  /// The command the options were parsed for (used in error messages).
  let command: CommandSpec
  /// Values per option, in the order given.
  var values: [OptionName: [String]] = [:]
  /// Flags that were given.
  var flags: Set<OptionName> = []
  /// Positional arguments.
  var positionals: [String] = []

  /// Whether a flag was given.
  func has(_ flag: OptionName) -> Bool { flags.contains(flag) }

  /// The last value given for an option.
  func value(_ name: OptionName) -> String? { values[name]?.last }

  /// Every value given for a repeatable option.
  func all(_ name: OptionName) -> [String] { values[name] ?? [] }

  /// The value of a choice option, or `defaultValue`.
  func choice(_ name: OptionName, default defaultValue: String) -> String { value(name) ?? defaultValue }

  /// `--format` as a typed value, or `defaultValue`. The parser has already checked the value
  /// against the command's choices, which are ``OutputFormat`` names.
  func format(default defaultValue: OutputFormat = .text) -> OutputFormat {
    value(.format).flatMap(OutputFormat.init(rawValue:)) ?? defaultValue
  }

  /// Converts an option's value with `convert`; a `nil` result is a usage error naming the
  /// option, the value and `expected`.
  func converted<T>(_ name: OptionName, expected: String, _ convert: (String) -> T?) throws(UsageError) -> T? {
    guard let raw = value(name) else { return nil }
    guard let result = convert(raw) else {
      throw UsageError.badValue(command, option: name, value: raw, expected: expected)
    }
    return result
  }

  /// Converts an option's value with `convert` into `target` when the option is given, and
  /// leaves `target` as it was when it is not; a `nil` result is a usage error, as with
  /// ``converted(_:expected:_:)``.
  ///
  /// ```swift
  /// try options.convert(.priority(of: .primary), into: &properties.layoutPriority,
  ///                     expected: "a finite number", ValueParsers.number)
  /// ```
  func convert<T>(
    _ name: OptionName, into target: inout T, expected: String, _ convert: (String) -> T?
  ) throws(UsageError) {
    if let value = try converted(name, expected: expected, convert) { target = value }
  }
}
