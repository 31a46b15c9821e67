/// The result of parsing a command line against a ``CommandSpec``.
struct ParsedOptions {
  /// The command the options were parsed for (used in error messages).
  let command: CommandSpec
  /// Values per option name, in the order given.
  var values: [String: [String]] = [:]
  /// Flags that were given.
  var flags: Set<String> = []
  /// Positional arguments.
  var positionals: [String] = []

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The last value given for an option.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeatable option.
  func all(_ name: String) -> [String] { values[name] ?? [] }

  /// The value of a choice option, or `defaultValue`.
  func choice(_ name: String, default defaultValue: String) -> String { value(name) ?? defaultValue }

  /// Converts an option's value with `convert`; a `nil` result is a usage error naming the
  /// option, the value and `expected`.
  func converted<T>(_ name: String, expected: String, _ convert: (String) -> T?) throws(UsageError) -> T? {
    guard let raw = value(name) else { return nil }
    guard let result = convert(raw) else {
      throw UsageError.badValue(command, option: name, value: raw, expected: expected)
    }
    return result
  }
}
