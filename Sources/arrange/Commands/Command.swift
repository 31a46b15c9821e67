import Foundation

/// A subcommand of `arrange`: its option table and what it does.
protocol Command {
  /// The option table, help text and examples.
  static var spec: CommandSpec { get }
  /// Runs the command; returns the exit status (0 ok, 1 check failed, 2 unusable input).
  static func run(_ options: ParsedOptions) throws(UsageError) -> Int32
}

/// Writing to standard output and standard error.
enum Console {
  /// Writes `text` and a newline to standard output.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes `text` and a newline to standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
