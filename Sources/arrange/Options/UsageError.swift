/// A command line the tool cannot run: exit status 2, the message on standard error.
struct UsageError: Error, CustomStringConvertible {
  /// The command, for the "see --help" hint.
  let command: CommandSpec?
  /// What is wrong, naming the option and what was expected.
  let message: String

  var description: String {
    let help = command.map { "\($0.displayName) --help" } ?? "arrange --help"
    return "\(command?.displayName ?? "arrange"): \(message)\nRun '\(help)' for usage."
  }

  static func badValue(_ command: CommandSpec, option: OptionName, value: String, expected: String) -> UsageError {
    UsageError(command: command, message: "\(option): invalid value \"\(value)\"; expected \(expected)")
  }
}
