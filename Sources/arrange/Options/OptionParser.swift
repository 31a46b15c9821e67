/// Parses arguments against a command's option table.
///
/// Accepts `--name value`, `--name=value`, flags, repeated options where the table allows them,
/// and `--` to end options. Anything else starting with `-` is an unknown option.
enum OptionParser {
  static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedOptions {
    var parsed = ParsedOptions(command: command)
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        guard command.positionals != nil else {
          throw UsageError(
            command: command, message: "unexpected argument \"\(argument)\" (this command takes options only)")
        }
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = command.option(named: name) else {
        throw UsageError(command: command, message: "unknown option \(name)\(suggestion(for: name, in: command))")
      }
      guard let valueName = option.valueName else {
        if inlineValue != nil { throw UsageError(command: command, message: "\(name) takes no value") }
        parsed.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError(command: command, message: "\(name): missing value \(valueName) (e.g. \(option.example))")
        }
        value = arguments[index]
        index += 1
      }
      if let choices = option.choices, !choices.contains(value) {
        throw UsageError.badValue(
          command, option: option.name, value: value, expected: "one of " + choices.joined(separator: ", "))
      }
      if !option.repeatable, parsed.values[option.name] != nil {
        throw UsageError(command: command, message: "\(name) given twice (it takes one value)")
      }
      parsed.values[option.name, default: []].append(value)
    }
    return parsed
  }

  /// ` (did you mean --format?)` for a near miss, else empty.
  static func suggestion(for name: String, in command: CommandSpec) -> String {
    let scored = command.options.map { ($0.name.rawValue, distance(name, $0.name.rawValue)) }.min { $0.1 < $1.1 }
    guard let (best, score) = scored, score <= 2 else { return "" }
    return " (did you mean \(best)?)"
  }

  /// Levenshtein distance.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
