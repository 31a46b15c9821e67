import ArrangementConstraints
import Foundation

// The enaml-like constraint system (Kiwi's standard benchmark), read from
// ../shared/bench/enaml-like.txt at run time: never copied into code.

/// The parsed file: variables, constraints with their priorities, and the expected solutions.
struct EnamlSystem {
  /// One constraint line: `expression relation 0 | strength`.
  struct Line {
    var terms: [(name: String, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority
  }

  /// One `# solve` line: the edit values and every variable's value in Kiwi's solution.
  struct Solution {
    var width: Double
    var height: Double
    var values: [String: Double]
  }

  var variableNames: [String]
  var lines: [Line]
  var solutions: [Solution]

  /// Kiwi's strengths mapped to priorities in their order (weakest to strongest).
  static let priorities: [String: Priority] = [
    "weak": 100, "medium": 250, "mmedium": 300, "smedium": 500, "strong": 750, "required": .required,
  ]

  /// The edit variables' strength.
  static let editPriority = priorities["strong"]!

  /// The file's path: `shared/bench/enaml-like.txt` in the nearest directory above the package
  /// root (or the working directory) that has one; `ARRANGE_BENCH_ENAML` overrides it.
  static func locate() -> String? {
    if let path = ProcessInfo.processInfo.environment["ARRANGE_BENCH_ENAML"] { return path }
    let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for start in [sourceRoot, URL(fileURLWithPath: FileManager.default.currentDirectoryPath)] {
      var directory = start.standardizedFileURL
      while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared/bench/enaml-like.txt").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }

  /// Reads the file, or stops the benchmark with a message saying what is missing or wrong.
  static func load() -> EnamlSystem {
    guard let path = locate(), let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      fail("cannot find ../shared/bench/enaml-like.txt above the package root (set ARRANGE_BENCH_ENAML)")
    }
    do {
      return try parse(text)
    } catch {
      fail("\(path): \(error)")
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("arrange-bench: constraints.enaml: \(message)\n".utf8))
    exit(1)
  }

  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  static func parse(_ text: String) throws -> EnamlSystem {
    var system = EnamlSystem(variableNames: [], lines: [], solutions: [])
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("# variables:") {
        system.variableNames = line.dropFirst("# variables:".count).split(separator: " ").map(String.init)
      } else if line.hasPrefix("# solve ") {
        system.solutions.append(try solution(line.dropFirst("# solve ".count), line: number + 1))
      } else if !line.isEmpty && !line.hasPrefix("#") {
        system.lines.append(try constraint(line, line: number + 1))
      }
    }
    guard !system.variableNames.isEmpty, !system.lines.isEmpty, !system.solutions.isEmpty else {
      throw ParseError(description: "no `# variables:` line, constraint or `# solve` line")
    }
    return system
  }

  /// `width=400 height=600: left=0 height=600 …`.
  static func solution(_ text: Substring, line: Int) throws -> Solution {
    let halves = text.split(separator: ":", maxSplits: 1)
    func pairs(_ part: Substring) throws -> [String: Double] {
      var values: [String: Double] = [:]
      for pair in part.split(separator: " ") {
        let sides = pair.split(separator: "=")
        guard sides.count == 2, let value = Double(sides[1]) else {
          throw ParseError(description: "line \(line): bad value `\(pair)`")
        }
        values[String(sides[0])] = value
      }
      return values
    }
    guard halves.count == 2, case let edits = try pairs(halves[0]), let width = edits["width"],
      let height = edits["height"]
    else { throw ParseError(description: "line \(line): a solve line needs `width=… height=…: …`") }
    return Solution(width: width, height: height, values: try pairs(halves[1]))
  }

  /// `fl1top + 0.5*fl1height - lb1top >= 0 | strong`.
  static func constraint(_ text: String, line: Int) throws -> Line {
    let parts = text.split(separator: "|")
    guard parts.count == 2, let priority = priorities[parts[1].trimmingCharacters(in: .whitespaces)] else {
      throw ParseError(description: "line \(line): expected `expression relation 0 | strength`")
    }
    var tokens = parts[0].split(separator: " ").map(String.init)
    guard tokens.count >= 3, tokens.removeLast() == "0" else {
      throw ParseError(description: "line \(line): the right side must be 0")
    }
    let relations: [String: Relation] = ["==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual]
    guard let relation = relations[tokens.removeLast()] else {
      throw ParseError(description: "line \(line): no relation")
    }
    var result = Line(terms: [], constant: 0, relation: relation, priority: priority)
    var sign = 1.0
    for token in tokens {
      if token == "+" || token == "-" {
        sign = token == "+" ? 1 : -1
        continue
      }
      var body = Substring(token)
      var factor = sign
      if body.hasPrefix("-") {
        factor = -factor
        body = body.dropFirst()
      }
      if let number = Double(body) {
        result.constant += factor * number
      } else {
        let pieces = body.split(separator: "*")
        let coefficient = pieces.count == 2 ? Double(pieces[0]) : 1
        guard let coefficient, let name = pieces.last else {
          throw ParseError(description: "line \(line): bad term `\(token)`")
        }
        result.terms.append((String(name), factor * coefficient))
      }
      sign = 1
    }
    return result
  }
}

/// The system built into a solver, with `width` and `height` as edit variables.
struct EnamlSolver {
  var solver = ConstraintSolver()
  var variables: [Variable] = []
  var width: Variable
  var height: Variable

  /// Builds the solver: the variables, the edit variables, then every constraint in file order.
  init(_ system: EnamlSystem, constraints: [Constraint]? = nil) {
    var solver = ConstraintSolver()
    let variables = system.variableNames.map { solver.makeVariable(named: $0) }
    width = variables[system.variableNames.firstIndex(of: "width")!]
    height = variables[system.variableNames.firstIndex(of: "height")!]
    try! solver.addEditVariable(width, priority: EnamlSystem.editPriority)
    try! solver.addEditVariable(height, priority: EnamlSystem.editPriority)
    for constraint in constraints ?? EnamlSolver.constraints(system, variables) { try! solver.add(constraint) }
    self.solver = solver
    self.variables = variables
  }

  /// The file's lines as constraints over `variables` (in the file's variable order).
  static func constraints(_ system: EnamlSystem, _ variables: [Variable]) -> [Constraint] {
    let index = Dictionary(uniqueKeysWithValues: system.variableNames.enumerated().map { ($1, $0) })
    return system.lines.map { line in
      let terms = line.terms.map { Term(variables[index[$0.name]!], coefficient: $0.coefficient) }
      return Constraint(LinearExpression(terms, constant: line.constant), line.relation, priority: line.priority)
    }
  }

  /// Suggests one size and returns the sum of every variable's value.
  @inline(__always)
  mutating func resize(width: Double, height: Double) -> Double {
    try! solver.suggestValue(width, for: self.width)
    try! solver.suggestValue(height, for: self.height)
    var sum = 0.0
    for variable in variables { sum += solver.value(of: variable) }
    return sum
  }

  /// Stops the benchmark unless every size gives the file's solution: every variable the
  /// constraints determine has the file's value (1e-6), and where several solutions are optimal
  /// (`fl3top` lies anywhere in 106…569 at equal cost: four `mmedium` pulls to 102, 106, 569
  /// and 569) the file's values are an optimal solution too — required constraints hold there
  /// and every priority's total error equals the engine's.
  mutating func check(_ system: EnamlSystem) {
    let constraints = EnamlSolver.constraints(system, variables)
    for solution in system.solutions {
      _ = resize(width: solution.width, height: solution.height)
      var filePoint: [Double] = []
      for (position, name) in system.variableNames.enumerated() {
        guard let expected = solution.values[name] else { EnamlSystem.fail("the solve line lacks \(name)") }
        filePoint.append(expected)
        let value = solver.value(of: variables[position])
        if !solver.isAmbiguous(variables[position]) && abs(value - expected) > 1e-6 {
          EnamlSystem.fail("at \(solution.width)×\(solution.height), \(name) is \(value), the file says \(expected)")
        }
      }
      let enginePoint = variables.map { solver.value(of: $0) }
      var edits = constraints
      edits.append(Constraint(width, .equal, solution.width, priority: EnamlSystem.editPriority))
      edits.append(Constraint(height, .equal, solution.height, priority: EnamlSystem.editPriority))
      let fileErrors = Self.errors(edits, at: filePoint)
      let engineErrors = Self.errors(edits, at: enginePoint)
      for (priority, error) in fileErrors.sorted(by: { $0.key > $1.key }) {
        let engine = engineErrors[priority] ?? 0
        if abs(error - engine) > 1e-6 {
          EnamlSystem.fail(
            "at \(solution.width)×\(solution.height), priority \(priority) errs \(engine), the file's solution \(error)"
          )
        }
      }
    }
  }

  /// The total error per priority of `constraints` at `point` (required ones under 1000).
  static func errors(_ constraints: [Constraint], at point: [Double]) -> [Float: Double] {
    var totals: [Float: Double] = [:]
    for constraint in constraints {
      let value = constraint.expression.terms.reduce(constraint.expression.constant) {
        $0 + $1.coefficient * point[$1.variable.index]
      }
      let error: Double
      switch constraint.relation {
      case .equal: error = abs(value)
      case .lessThanOrEqual: error = max(value, 0)
      case .greaterThanOrEqual: error = max(-value, 0)
      }
      totals[constraint.priority.rawValue, default: 0] += error
    }
    return totals
  }
}
