/// Help pages built from the command tables, so that every option is listed with an example.
enum HelpText {
  /// `arrange --help`.
  static func overview(commands: [CommandSpec]) -> String {
    var lines = [
      "arrange — solve, draw and check two-pane arrangements (split and overlay)",
      "",
      "Usage: arrange [COMMAND] [OPTIONS]",
      "",
      "Commands:",
    ]
    let width = max((commands.map { $0.name.count }.max() ?? 0), "(none)".count) + 2
    lines.append(
      "  " + pad("(none)", width) + "the iPhone Duo in every posture × orientation, default split and overlay")
    for command in commands {
      lines.append("  " + pad(command.name, width) + command.summary)
    }
    lines += [
      "",
      "Run 'arrange COMMAND --help' for the options of a command, each with an example.",
    ]
    return lines.joined(separator: "\n")
  }

  /// `arrange COMMAND --help`.
  static func command(_ command: CommandSpec) -> String {
    var lines = ["\(command.displayName) — \(command.summary)", "", "Usage: arrange \(command.usage)"]
    if !command.details.isEmpty { lines += ["", command.details] }
    if let positionals = command.positionals { lines += ["", "Arguments:", "  " + positionals] }
    if !command.options.isEmpty {
      lines += ["", "Options:"]
      let width = min(30, (command.options.map { $0.signature.count }.max() ?? 0) + 2)
      for option in command.options {
        var summary = option.summary
        if let choices = option.choices { summary += " (\(choices.joined(separator: ", ")))" }
        if option.repeatable { summary += "; repeatable" }
        let signature = option.signature
        if signature.count + 2 > width {
          lines.append("  " + signature)
          lines.append("  " + pad("", width) + summary)
        } else {
          lines.append("  " + pad(signature, width) + summary)
        }
        let example = option.example.hasPrefix("arrange") ? option.example : "\(command.displayName) \(option.example)"
        lines.append("  " + pad("", width) + "e.g. " + example)
      }
      lines.append("  " + pad(OptionName.help.rawValue, width) + "show this help")
    }
    if !command.examples.isEmpty {
      lines += ["", "Examples:"]
      lines += command.examples.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// Word-wraps `text` to `width` columns; continuation lines start with `indent`.
  static func wrap(_ text: String, width: Int = 120, indent: String) -> [String] {
    let leading = String(text.prefix { $0 == " " })
    var lines: [String] = []
    var current = leading
    for word in text.dropFirst(leading.count).split(separator: " ") {
      if current.count > leading.count, current.count + 1 + word.count > width {
        lines.append(current)
        current = indent + word
      } else {
        current += (current.count > leading.count && !current.hasSuffix(" ") ? " " : "") + word
      }
    }
    lines.append(current)
    return lines
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
