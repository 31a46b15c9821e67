import ArrangementConstraints
import ArrangementCore
import Testing

/// L2: optional constraints are satisfied in priority order, and within one priority the
/// total error is smallest.
@Suite("L2 priorities")
struct PriorityTests {
  @Test(
    "L2: no number of lower-priority constraints outweighs one of higher priority",
    arguments: [
      // (the lone constraint's priority, the crowd's priority, how many, the winner's value)
      (Priority(751), Priority(750), 10_000, 0.0),  // one 751 beats 10,000 750s
      (Priority(750), Priority(751), 1, 100.0),  // the other side of the boundary: 751 wins alone
      (Priority(999), Priority(998), 1_000, 0.0),
      (Priority(2), Priority(1), 1_000, 0.0),
      (Priority(750.5), Priority(750), 1_000, 0.0),  // a fractional priority is a level of its own
    ])
  func strictOrder(lone: Priority, crowd: Priority, count: Int, expected: Double) throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 0, priority: lone))
    for _ in 0..<count { try solver.add(Constraint(x, .equal, 100, priority: crowd)) }
    #expect(LengthTolerance.isEqual(solver.value(of: x), expected))
  }

  @Test("L2: within one priority the total error is as small as possible")
  func totalError() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 0, priority: 500))
    try solver.add(Constraint(x, .equal, 0, priority: 500))
    try solver.add(Constraint(x, .equal, 100, priority: 500))
    #expect(LengthTolerance.isEqual(solver.value(of: x), 0))  // errors 100 rather than 200
  }

  @Test("L2: a suggested edit gives way to a higher priority and beats a lower one")
  func editAgainstPriorities() throws {
    var solver = ConstraintSolver()
    let width = solver.makeVariable(named: "width")
    try solver.add(Constraint(width, .lessThanOrEqual, 300, priority: 751))
    for _ in 0..<1_000 { try solver.add(Constraint(width, .greaterThanOrEqual, 500, priority: 749)) }
    try solver.addEditVariable(width, priority: 750)
    try solver.suggestValue(400, for: width)
    #expect(LengthTolerance.isEqual(solver.value(of: width), 300))
    try solver.suggestValue(200, for: width)
    #expect(LengthTolerance.isEqual(solver.value(of: width), 200))
  }

  @Test("L2: an optional constraint at 999 yields only to required ones")
  func requiredBeatsAll() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .lessThanOrEqual, 10))
    try solver.add(Constraint(x, .equal, 50, priority: 999))
    #expect(LengthTolerance.isEqual(solver.value(of: x), 10))
  }
}
