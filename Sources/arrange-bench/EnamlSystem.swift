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

  /// The edit variables' strength: Kiwi's `strong` (`ConstraintSystem.namedPriorities`).
  static let editPriority: Priority = 750

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

  /// The file read with the shared reader (`ConstraintSystem`, the format's one parser).
  static func parse(_ text: String) throws -> EnamlSystem {
    let read = try ConstraintSystem.parse(text)
    var system = EnamlSystem(variableNames: read.variableNames, lines: [], solutions: [])
    system.lines = read.lines.map {
      Line(terms: $0.terms, constant: $0.constant, relation: $0.relation, priority: $0.priority)
    }
    for (number, solution) in read.solutions.enumerated() {
      let edits = Dictionary(solution.edits, uniquingKeysWith: { $1 })
      guard let width = edits["width"], let height = edits["height"] else {
        throw ParseError(description: "solve line \(number + 1): needs `width=… height=…: …`")
      }
      system.solutions.append(Solution(width: width, height: height, values: solution.values))
    }
    guard !system.variableNames.isEmpty, !system.lines.isEmpty, !system.solutions.isEmpty else {
      throw ParseError(description: "no `# variables:` line, constraint or `# solve` line")
    }
    return system
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
