/// A constraint system as text, the format of Kiwi's enaml-like benchmark
/// (`shared/bench/enaml-like.txt`): what `arrange-bench` reads, and what
/// `arrange-bench --dump-system` writes, so any engine can be run on the same system.
///
/// ```text
/// # variables: left width right
/// left >= 0 | required
/// right - left - width == 0 | required
/// width - 120 >= 0 | 750
/// # edit right | strong
/// # solve right=400: left=0 width=400 right=400
/// ```
///
/// One constraint a line, `linear expression (== | <= | >=) 0 | strength`; a term is `name`,
/// `coefficient*name` or a number, joined by ` + ` and ` - `. A strength is one of Kiwi's names
/// (``namedPriorities``: weak 100, medium 250, mmedium 300, smedium 500, strong 750 — Kiwi's
/// strengths in their order — and required) or a priority as a number (`999`, `250.5`).
/// `# edit NAME | STRENGTH` lines name the edit variables; `# solve e=v …: x=v …` lines give
/// the edit values of one solve and every variable's value there. A file without `# edit`
/// lines (enaml-like.txt) edits the names its first solve line suggests, at `strong`. Other
/// lines starting with `#` are comments.
///
/// Degenerate input: a line that does not parse throws ``ParseError`` naming its number; an
/// empty text is an empty system.
package struct ConstraintSystem: Sendable, CustomStringConvertible {
  /// One constraint line.
  package struct Line: Sendable {
    package var terms: [(name: String, coefficient: Double)]
    package var constant: Double
    package var relation: Relation
    package var priority: Priority

    package init(terms: [(name: String, coefficient: Double)], constant: Double, relation: Relation, priority: Priority)
    {
      self.terms = terms
      self.constant = constant
      self.relation = relation
      self.priority = priority
    }
  }

  /// One edit variable.
  package struct Edit: Sendable {
    package var name: String
    package var priority: Priority

    package init(name: String, priority: Priority) {
      self.name = name
      self.priority = priority
    }
  }

  /// One `# solve` line: the edit values, and every variable's value in that solution.
  package struct Solution: Sendable {
    package var edits: [(name: String, value: Double)]
    package var values: [String: Double]

    package init(edits: [(name: String, value: Double)], values: [String: Double]) {
      self.edits = edits
      self.values = values
    }
  }

  /// A line that does not parse.
  package struct ParseError: Error, CustomStringConvertible {
    package var description: String

    package init(description: String) { self.description = description }
  }

  package var variableNames: [String] = []
  package var lines: [Line] = []
  package var edits: [Edit] = []
  package var solutions: [Solution] = []
  /// Comment lines written first (what the system is).
  package var comments: [String] = []

  package init() {}

  /// Kiwi's strengths mapped to priorities in their order (weakest to strongest).
  package static let namedPriorities: [(name: String, priority: Priority)] = [
    ("weak", 100), ("medium", 250), ("mmedium", 300), ("smedium", 500), ("strong", 750), ("required", .required),
  ]

  /// `ConstraintSystem: 37 variables, 111 constraints, 2 edits, 6 solves`.
  package var description: String {
    "ConstraintSystem: \(variableNames.count) variables, \(lines.count) constraints, \(edits.count) edits, "
      + "\(solutions.count) solves"
  }

  // MARK: - Solving

  /// A solver holding the system: the variables, the edit variables with the values of solve
  /// line `solution` suggested (edits first, as Kiwi's benchmark adds them: the constraints then
  /// enter a system whose edits hold, as a window's pins do), then every constraint in order.
  ///
  /// Degenerate input: an unknown name, or a constraint or edit the solver refuses, throws; a
  /// `solution` past the solve lines suggests nothing.
  package func makeSolver(suggesting solution: Int = 0) throws -> (
    solver: ConstraintSolver, variables: [String: Variable]
  ) {
    var solver = ConstraintSolver()
    var variables: [String: Variable] = [:]
    for name in variableNames { variables[name] = solver.makeVariable(named: name) }
    for edit in edits {
      guard let variable = variables[edit.name] else { throw ParseError(description: "unknown edit \(edit.name)") }
      try solver.addEditVariable(variable, priority: edit.priority)
    }
    for edit in solution < solutions.count ? solutions[solution].edits : [] {
      guard let variable = variables[edit.name] else { throw ParseError(description: "unknown edit \(edit.name)") }
      try solver.suggestValue(edit.value, for: variable)
    }
    for (number, line) in lines.enumerated() {
      var terms: [Term] = []
      for term in line.terms {
        guard let variable = variables[term.name] else {
          throw ParseError(description: "constraint \(number + 1): unknown variable \(term.name)")
        }
        terms.append(Term(variable, coefficient: term.coefficient))
      }
      try solver.add(
        Constraint(LinearExpression(terms, constant: line.constant), line.relation, priority: line.priority))
    }
    return (solver, variables)
  }

  // MARK: - Writing

  /// The system in the text format.
  package var text: String {
    var out = ""
    for comment in comments { out += "# \(comment)\n" }
    out += "# variables: " + variableNames.joined(separator: " ") + "\n"
    for line in lines {
      out +=
        Self.expressionText(line.terms, line.constant) + " " + Self.relationText(line.relation) + " 0 | "
        + Self.strengthText(line.priority) + "\n"
    }
    for edit in edits { out += "# edit \(edit.name) | \(Self.strengthText(edit.priority))\n" }
    for solution in solutions {
      out += "# solve " + solution.edits.map { "\($0.name)=\(Self.number($0.value))" }.joined(separator: " ") + ": "
      out +=
        variableNames.compactMap { name in solution.values[name].map { "\(name)=\(Self.number($0))" } }
        .joined(separator: " ") + "\n"
    }
    return out
  }

  /// `-0.5*a + b - 4`: the shortest decimal of each number that reads back to the same double.
  static func expressionText(_ terms: [(name: String, coefficient: Double)], _ constant: Double) -> String {
    var out = ""
    for (index, term) in terms.enumerated() {
      let magnitude = index == 0 ? term.coefficient : abs(term.coefficient)
      if index > 0 { out += term.coefficient < 0 ? " - " : " + " }
      out += magnitude == 1 ? term.name : magnitude == -1 ? "-\(term.name)" : "\(number(magnitude))*\(term.name)"
    }
    if terms.isEmpty {
      out = number(constant)
    } else if constant != 0 {
      out += (constant < 0 ? " - " : " + ") + number(abs(constant))
    }
    return out
  }

  static func relationText(_ relation: Relation) -> String {
    switch relation {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }

  /// A Kiwi name for the priorities that have one, the number otherwise.
  static func strengthText(_ priority: Priority) -> String {
    namedPriorities.first { $0.priority == priority }?.name ?? "\(priority.rawValue)"
  }

  /// The shortest decimal that reads back as `value`; integers without a fraction.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
