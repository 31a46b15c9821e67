import Foundation

/// The dispatcher: picks the command from the first argument, parses its options, runs it.
enum ArrangeTool {
  /// Every subcommand, in the order help lists them.
  static var commands: [any Command.Type] {
    [SolveCommand.self, RenderCommand.self, MatrixCommand.self, ExplainCommand.self]
  }

  /// Runs the tool; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    do {
      return try dispatch(arguments)
    } catch {
      Console.error(error.description)
      return 2
    }
  }

  static func dispatch(_ arguments: [String]) throws(UsageError) -> Int32 {
    guard let first = arguments.first else { return OverviewCommand.run() }
    if OptionName.helpSpellings.contains(first) {
      Console.out(HelpText.overview(commands: commands.map { $0.spec }))
      return 0
    }
    if first == "help" {
      guard arguments.count > 1 else {
        Console.out(HelpText.overview(commands: commands.map { $0.spec }))
        return 0
      }
      guard let command = command(named: arguments[1]) else { throw unknownCommand(arguments[1]) }
      Console.out(HelpText.command(command.spec))
      return 0
    }
    guard let command = command(named: first) else {
      if first.hasPrefix("-") {
        throw UsageError(command: nil, message: "unknown option \(first) (give a command first: \(commandNames))")
      }
      throw unknownCommand(first)
    }
    let rest = Array(arguments.dropFirst())
    let beforeSeparator = rest.prefix { $0 != "--" }
    if beforeSeparator.contains(where: OptionName.helpSpellings.contains) {
      Console.out(HelpText.command(command.spec))
      return 0
    }
    let options = try OptionParser.parse(rest, for: command.spec)
    return try command.run(options)
  }

  static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.spec.name == name }
  }

  static var commandNames: String { commands.map { $0.spec.name }.joined(separator: ", ") }

  static func unknownCommand(_ name: String) -> UsageError {
    UsageError(command: nil, message: "unknown command \"\(name)\" (expected one of: \(commandNames))")
  }
}
