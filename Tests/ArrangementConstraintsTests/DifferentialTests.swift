import ArrangementConstraints
import ArrangementSimulator
import Testing

/// Random small systems, solved by the engine step by step (adds, removals, constant changes)
/// and by the exact reference after every step. Seeded; every failure names its seed.
@Suite("ConstraintSolver against the exact reference")
struct DifferentialTests {
  /// The priorities drawn: required most often, and neighbours (750, 751) that a packed
  /// floating-point strength could not keep apart.
  static let priorities: [Float] = [1000, 1000, 1000, 751, 750, 500, 250, 1]

  /// One random system's run; returns the problems found (empty when the engine agrees).
  static func run(seed: UInt64, variables: Int, steps: Int, columnThreshold: Int? = nil) -> [String] {
    var random = SeededGenerator(seed: seed)
    var solver = ConstraintSolver()
    // 0: the column index and entering candidates from the first row (a large tableau's way).
    if let columnThreshold { solver.columnThreshold = columnThreshold }
    let v = (0..<variables).map { solver.makeVariable(named: "x\($0)") }
    var problems: [String] = []
    for x in v {
      try! solver.add(Constraint(x, .lessThanOrEqual, Double(ReferenceSystem.bound)), tag: -1)
      try! solver.add(Constraint(x, .greaterThanOrEqual, Double(-ReferenceSystem.bound)), tag: -1)
    }
    var live: [(id: ConstraintID, row: ReferenceSystem.Row)] = []
    var nextTag = 0
    func randomRow() -> ReferenceSystem.Row {
      var coefficients = (0..<variables).map { _ in random.below(5) - 2 }
      if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.below(variables)] = 1 }
      let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
      return ReferenceSystem.Row(
        coefficients: coefficients, constant: random.below(41) - 20, relation: relations[random.below(3)],
        priority: priorities[random.below(priorities.count)])
    }
    func engineConstraint(_ row: ReferenceSystem.Row) -> Constraint {
      let terms = zip(v, row.coefficients).filter { $0.1 != 0 }.map { Term($0.0, coefficient: Double($0.1)) }
      return Constraint(
        LinearExpression(terms, constant: Double(row.constant)), row.relation, priority: Priority(row.priority))
    }
    func checkConflict(_ conflict: Conflict, rejected: ReferenceSystem.Row, step: Int) {
      let members = live.filter { conflict.holding.contains($0.id) }.map(\.row)
      guard members.count == conflict.holding.count else {
        problems.append("step \(step): conflict names constraints not in the solver")
        return
      }
      if members.contains(where: { $0.priority < 1000 }) { problems.append("step \(step): optional in conflict") }
      if ReferenceSystem(variableCount: variables, rows: members + [rejected]).isSatisfiable {
        problems.append("step \(step): the conflict set is satisfiable")
      }
      for index in members.indices {
        var fewer = members
        fewer.remove(at: index)
        if !ReferenceSystem(variableCount: variables, rows: fewer + [rejected]).isSatisfiable {
          problems.append("step \(step): the conflict set is not minimal")
        }
      }
    }
    for step in 0..<steps {
      let choice = random.below(10)
      if choice < 6 || live.isEmpty {
        let row = randomRow()
        let satisfiable = ReferenceSystem(variableCount: variables, rows: live.map(\.row) + [row]).isSatisfiable
        nextTag += 1
        do {
          let id = try solver.add(engineConstraint(row), tag: nextTag)
          live.append((id, row))
          if !satisfiable { problems.append("step \(step): added an unsatisfiable \(row)") }
        } catch .unsatisfiable(let conflict) {
          if satisfiable { problems.append("step \(step): rejected a satisfiable \(row)") }
          checkConflict(conflict, rejected: row, step: step)
        } catch {
          problems.append("step \(step): \(error)")
        }
      } else if choice < 8 {
        let index = random.below(live.count)
        try! solver.remove(live[index].id)
        live.remove(at: index)
      } else {
        let index = random.below(live.count)
        var row = live[index].row
        row.constant = random.below(41) - 20
        var others = live.map(\.row)
        others.remove(at: index)
        let satisfiable = ReferenceSystem(variableCount: variables, rows: others + [row]).isSatisfiable
        do {
          try solver.setConstant(of: live[index].id, to: Double(row.constant))
          live[index].row = row
          if !satisfiable { problems.append("step \(step): accepted an unsatisfiable constant \(row)") }
        } catch .unsatisfiable(let conflict) {
          if satisfiable { problems.append("step \(step): rejected a satisfiable constant \(row)") }
          _ = conflict
        } catch {
          problems.append("step \(step): \(error)")
        }
      }
      problems += compare(solver, v, ReferenceSystem(variableCount: variables, rows: live.map(\.row)), step: step)
      if !problems.isEmpty { break }
    }
    return problems
  }

  /// The engine's solution against the reference optimum.
  static func compare(_ solver: ConstraintSolver, _ v: [Variable], _ reference: ReferenceSystem, step: Int) -> [String]
  {
    guard let optimum = reference.optimum() else { return ["step \(step): the reference has no solution"] }
    var problems: [String] = []
    let point = v.map { solver.value(of: $0) }
    func value(_ row: ReferenceSystem.Row) -> Double {
      zip(row.coefficients, point).reduce(Double(row.constant)) { $0 + Double($1.0) * $1.1 }
    }
    func error(_ row: ReferenceSystem.Row) -> Double {
      let x = value(row)
      switch row.relation {
      case .equal: return abs(x)
      case .lessThanOrEqual: return max(x, 0)
      case .greaterThanOrEqual: return max(-x, 0)
      }
    }
    for row in reference.rows where row.priority >= 1000 && error(row) > 1e-6 {
      problems.append("step \(step): required \(row) broken by \(error(row))")
    }
    for (level, expected) in zip(reference.levels, optimum.errors) {
      let total = reference.rows.filter { $0.priority == level }.reduce(0) { $0 + error($1) }
      if abs(total - expected.double) > 1e-6 * (1 + abs(expected.double)) {
        problems.append("step \(step): priority \(level) error \(total), optimum \(expected)")
      }
    }
    let ambiguous = reference.ambiguousVariables()
    for (index, x) in v.enumerated() {
      if solver.isAmbiguous(x) != ambiguous[index] {
        problems.append("step \(step): x\(index) ambiguous \(solver.isAmbiguous(x)), reference \(ambiguous[index])")
      }
      if !ambiguous[index] && abs(point[index] - optimum.vertices[0][index].double) > 1e-6 {
        problems.append("step \(step): x\(index) = \(point[index]), reference \(optimum.vertices[0][index])")
      }
    }
    return problems
  }

  @Test(
    "L2, L3: random systems of two and three variables agree with the exact reference",
    arguments: [(2, 250, nil), (3, 80, nil), (2, 250, 0), (3, 80, 0)] as [(Int, Int, Int?)])
  func randomSystems(variables: Int, seeds: Int, columnThreshold: Int?) {
    var failures = 0
    for seed in 1...UInt64(seeds) {
      let problems = Self.run(
        seed: seed &* 7919 &+ UInt64(variables), variables: variables, steps: 10, columnThreshold: columnThreshold)
      if !problems.isEmpty {
        failures += 1
        if failures <= 5 {
          let threshold = columnThreshold.map { String($0) } ?? "default"
          Issue.record(
            "seed \(seed &* 7919 &+ UInt64(variables)) (\(variables) variables, column threshold \(threshold)): \(problems.joined(separator: "; "))"
          )
        }
      }
    }
    #expect(failures == 0, "\(failures) of \(seeds) seeds disagree")
  }

  /// Seeds that once found a non-optimal optimum in the large-tableau mode: a rolled-back
  /// phase one restored objective cells as dummies, which can never enter, so a slack or error
  /// the optimum needed stayed out.
  @Test(
    "L2, L3: a rolled-back phase one leaves objective cells able to enter (large and small tableau)",
    arguments: [0, nil] as [Int?])
  func rolledBackObjectiveCellsStillEnter(columnThreshold: Int?) {
    for seed: UInt64 in [475142, 1_013_634, 1_813_453] {
      let problems = Self.run(seed: seed, variables: 2, steps: 16, columnThreshold: columnThreshold)
      #expect(problems.isEmpty, "seed \(seed): \(problems.joined(separator: "; "))")
    }
  }
}
