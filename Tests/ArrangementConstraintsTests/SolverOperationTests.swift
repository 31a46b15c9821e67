import ArrangementConstraints
import ArrangementCore
import Testing

/// One test per solver operation: add, remove, edit, suggest, change a constant, read.
@Suite("ConstraintSolver operations")
struct SolverOperationTests {
  /// A solver with `count` variables named v0, v1 ….
  static func solver(_ count: Int) -> (ConstraintSolver, [Variable]) {
    var solver = ConstraintSolver()
    let variables = (0..<count).map { solver.makeVariable(named: "v\($0)") }
    return (solver, variables)
  }

  @Test("L1: a required equality fixes its variable")
  func requiredEquality() throws {
    var (solver, v) = Self.solver(2)
    try solver.add(Constraint(v[0], .equal, 42))
    try solver.add(Constraint(v[1], .equal, v[0] + 8))
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), 42))
    #expect(LengthTolerance.isEqual(solver.value(of: v[1]), 50))
  }

  @Test(
    "L1: each relation holds at its boundary and on its side",
    arguments: [
      (Relation.lessThanOrEqual, 10.0, 5.0),  // v <= 10, pulled to 5 weakly: 5
      (Relation.lessThanOrEqual, 10.0, 15.0),  // pulled to 15: stops at 10
      (Relation.greaterThanOrEqual, 10.0, 5.0),  // v >= 10, pulled to 5: 10
      (Relation.greaterThanOrEqual, 10.0, 15.0),  // pulled to 15: 15
    ])
  func relations(relation: Relation, bound: Double, pull: Double) throws {
    var (solver, v) = Self.solver(1)
    try solver.add(Constraint(v[0], relation, bound))
    try solver.add(Constraint(v[0], .equal, pull, priority: 250))
    let expected = relation == .lessThanOrEqual ? min(bound, pull) : max(bound, pull)
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), expected))
  }

  @Test("L10: removing one constraint lets the next one take effect")
  func remove() throws {
    var (solver, v) = Self.solver(1)
    let strong = try solver.add(Constraint(v[0], .equal, 100, priority: 750))
    try solver.add(Constraint(v[0], .equal, 20, priority: 250))
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), 100))
    try solver.remove(strong)
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), 20))
    #expect(solver.constraintCount == 1)
    #expect(!solver.contains(strong))
    #expect(throws: SolverError.unknownConstraint(strong)) { try solver.remove(strong) }
  }

  @Test("L10: removing one of two identical required equalities keeps the other")
  func redundantRemoval() throws {
    // Found by ConstraintFuzz: the redundant copy's dummy was shifted off 0 by the removal.
    for removeFirst in [true, false] {
      var (solver, v) = Self.solver(1)
      let first = try solver.add(Constraint(v[0], .equal, -542))
      try solver.add(Constraint(v[0], .equal, -785, priority: 250))
      let second = try solver.add(Constraint(v[0], .equal, -542))
      try solver.remove(removeFirst ? first : second)
      #expect(LengthTolerance.isEqual(solver.value(of: v[0]), -542), "removed the \(removeFirst ? "first" : "second")")
      try solver.remove(removeFirst ? second : first)
      #expect(LengthTolerance.isEqual(solver.value(of: v[0]), -785))
    }
  }

  @Test("L10: a freed slot's new constraint gets a new handle")
  func handleGenerations() throws {
    var (solver, v) = Self.solver(1)
    let first = try solver.add(Constraint(v[0], .equal, 1), tag: 1)
    try solver.remove(first)
    let second = try solver.add(Constraint(v[0], .equal, 2), tag: 2)
    #expect(first != second)
    #expect(solver.tag(of: first) == nil)
    #expect(solver.tag(of: second) == 2)
  }

  @Test("L10: suggesting values moves an edit variable and what hangs on it")
  func suggest() throws {
    var (solver, v) = Self.solver(3)
    // v1 = v0 - 20 (the content width inside 10-point margins), v2 = v1 / 2
    try solver.add(Constraint(v[1], .equal, v[0] - 20))
    try solver.add(Constraint(LinearExpression(v[2]), .equal, 0.5 * v[1]))
    try solver.add(Constraint(v[1], .greaterThanOrEqual, 0))
    try solver.addEditVariable(v[0], priority: 999)
    #expect(solver.hasEditVariable(v[0]))
    for width in [400.0, 1024, 10, 375] {
      try solver.suggestValue(width, for: v[0])
      let content = max(width - 20, 0)
      #expect(LengthTolerance.isEqual(solver.value(of: v[1]), content), "width \(width)")
      #expect(LengthTolerance.isEqual(solver.value(of: v[2]), content / 2), "width \(width)")
      #expect(LengthTolerance.isEqual(solver.value(of: v[0]), max(width, 20)), "width \(width)")
    }
    try solver.removeEditVariable(v[0])
    #expect(!solver.hasEditVariable(v[0]))
    #expect(throws: SolverError.notAnEditVariable(v[0])) { try solver.suggestValue(1, for: v[0]) }
  }

  @Test("L10: an edit variable starts at its current value")
  func editStartsWhereItIs() throws {
    var (solver, v) = Self.solver(1)
    try solver.add(Constraint(v[0], .equal, 30, priority: 500))
    try solver.addEditVariable(v[0], priority: 400)
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), 30))
  }

  @Test("L10: changing a constant, required or optional, keeps the handle")
  func setConstant() throws {
    var (solver, v) = Self.solver(2)
    let required = try solver.add(Constraint(v[0], .equal, 10), tag: 5)
    let optional = try solver.add(Constraint(v[1], .equal, v[0] + 1, priority: 300), tag: 6)
    try solver.setConstant(of: required, to: -70)
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), 70))
    try solver.setConstant(of: optional, to: -5)
    #expect(LengthTolerance.isEqual(solver.value(of: v[1]), 75))
    #expect(solver.tag(of: required) == 5)
    #expect(solver.constraint(required)?.expression.constant == -70)
  }

  @Test("L4: NaN, infinite and huge numbers are rejected with an error, the solver unchanged")
  func badNumbers() throws {
    var (solver, v) = Self.solver(1)
    try solver.add(Constraint(v[0], .equal, 5))
    for bad in [Double.nan, .infinity, -.infinity, 1e16] {
      #expect(throws: SolverError.self) { try solver.add(Constraint(v[0], .equal, bad)) }
      #expect(throws: SolverError.self) { try solver.add(Constraint(bad * v[0], .equal, 1)) }
    }
    #expect(throws: SolverError.self) {  // NaN: the error carries a NaN, which equals nothing
      try solver.add(Constraint(v[0], .equal, 1, priority: Priority(.nan)))
    }
    #expect(throws: SolverError.invalidPriority(Priority(0))) {
      try solver.add(Constraint(v[0], .equal, 1, priority: 0))
    }
    #expect(throws: SolverError.invalidPriority(Priority(1001))) {
      try solver.add(Constraint(v[0], .equal, 1, priority: 1001))
    }
    try solver.addEditVariable(v[0], priority: 100)
    #expect(throws: SolverError.invalidNumber(.infinity)) { try solver.suggestValue(.infinity, for: v[0]) }
    #expect(throws: SolverError.requiredEditPriority(v[0])) { try solver.addEditVariable(v[0], priority: .required) }
    #expect(solver.constraintCount == 2)
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), 5))
  }

  @Test("L4: coefficients up to 10^6 are taken, larger ones rejected")
  func coefficientLimit() throws {
    var (solver, v) = Self.solver(1)
    #expect(throws: SolverError.invalidNumber(1.000_001e6)) {
      try solver.add(Constraint(1.000_001e6 * v[0], .equal, 1))
    }
    try solver.add(Constraint(1e6 * v[0], .equal, 2e6))
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), 2))
  }

  @Test("L4: another solver's variable is rejected")
  func foreignVariable() throws {
    var (solver, _) = Self.solver(1)
    var other = ConstraintSolver()
    _ = other.makeVariable()
    let foreign = other.makeVariable()
    #expect(throws: SolverError.unknownVariable(foreign)) { try solver.add(Constraint(foreign, .equal, 1)) }
    #expect(solver.value(of: foreign) == 0)
  }

  @Test("L1: constraints without variables hold or conflict by themselves")
  func constantConstraints() throws {
    var (solver, _) = Self.solver(0)
    try solver.add(Constraint(LinearExpression(constant: -5), .lessThanOrEqual))
    #expect(throws: SolverError.self) { try solver.add(Constraint(LinearExpression(constant: 5), .equal)) }
    try solver.add(Constraint(LinearExpression(constant: 5), .equal, priority: 10))
    #expect(solver.constraintCount == 2)
  }

  @Test("L1: a variable written twice in one expression counts twice")
  func repeatedTerms() throws {
    var (solver, v) = Self.solver(1)
    try solver.add(Constraint(LinearExpression([Term(v[0]), Term(v[0])], constant: -10), .equal))
    #expect(LengthTolerance.isEqual(solver.value(of: v[0]), 5))
  }
}
