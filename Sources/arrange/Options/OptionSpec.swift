import ArrangementSimulator

/// One command-line option: its name, value, help text and an example.
///
/// Options are declared in a table per command (``CommandSpec``); the parser, the help text
/// and the error messages all come from that table. Names are ``OptionName`` constants.
struct OptionSpec {
  /// `--format`.
  let name: OptionName
  /// `FORMAT`; `nil` for a flag that takes no value.
  let valueName: String?
  /// One line of help.
  let summary: String
  /// A full example, e.g. `--format svg` (built from the name, so it cannot misspell it), or a
  /// whole command line for a flag.
  var example: String { valueName == nil ? exampleText : "\(name.rawValue) \(exampleText)" }
  /// The example's value (`svg`), or for a flag a whole command line.
  let exampleText: String
  /// The accepted values when the value is a fixed choice.
  let choices: [String]?
  /// Whether the option may be given more than once (values accumulate).
  let repeatable: Bool

  /// An option; `example` is the value to show after the name (`svg`), or for a flag a whole
  /// command line.
  init(
    _ name: OptionName, value valueName: String? = nil, _ summary: String, example: String,
    choices: [String]? = nil, repeatable: Bool = false
  ) {
    self.name = name
    self.valueName = valueName
    self.summary = summary
    self.exampleText = example
    self.choices = choices
    self.repeatable = repeatable
  }

  /// `--format FORMAT` or `--check`.
  var signature: String { valueName.map { "\(name.rawValue) \($0)" } ?? name.rawValue }
}

extension OptionSpec {
  /// The two options of a per-placement setting, the primary's first: `--primary-edge` and
  /// `--secondary-edge`.
  ///
  /// The two differ only in the placement: their names (`name`), their help lines (`summary`
  /// is called with each placement, which prints as `primary` or `secondary`) and their
  /// examples.
  ///
  /// ```swift
  /// OptionSpec.perPlacement(OptionName.edge(of:), value: "EDGES",
  ///                         examples: (primary: "leading", secondary: "bottom")) {
  ///   "overlay: the side the \($0) takes across a fold"
  /// }
  /// ```
  static func perPlacement(
    _ name: (ViewPlacement) -> OptionName, value valueName: String,
    examples: (primary: String, secondary: String), _ summary: (ViewPlacement) -> String
  ) -> [OptionSpec] {
    ViewPlacement.allCases.map { placement in
      OptionSpec(
        name(placement), value: valueName, summary(placement),
        example: placement == .primary ? examples.primary : examples.secondary)
    }
  }
}

/// A command: its name, usage, positional arguments and option table.
struct CommandSpec {
  /// `render`, or empty for the bare `arrange`.
  let name: String
  /// One line for the command list.
  let summary: String
  /// Usage after `arrange`, e.g. `solve [--check] [--explain] FILE…`.
  let usage: String
  /// A paragraph of explanation.
  let details: String
  /// The option table.
  let options: [OptionSpec]
  /// What positional arguments mean (`nil`: none are accepted).
  let positionals: String?
  /// Whole command lines to show.
  let examples: [String]

  /// `arrange render` or `arrange`.
  var displayName: String { name.isEmpty ? "arrange" : "arrange \(name)" }

  /// The table's entry for what the user typed, e.g. `--format`; `nil` when the command has no
  /// such option.
  func option(named name: String) -> OptionSpec? { options.first { $0.name.rawValue == name } }
}
