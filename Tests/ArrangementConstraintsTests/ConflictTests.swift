import ArrangementConstraints
import ArrangementCore
import ArrangementSimulator
import Testing

/// L3: an unsatisfiable required constraint is reported with the constraints it contradicts,
/// and the solver is left as it was.
@Suite("L3 conflicts")
struct ConflictTests {
  /// The conflict `body` throws, or nil.
  static func conflict(_ body: () throws(SolverError) -> Void) -> Conflict? {
    do {
      try body()
    } catch .unsatisfiable(let conflict) {
      return conflict
    } catch {
      return nil
    }
    return nil
  }

  @Test("L3: a contradicting equality is rejected, naming the one it contradicts; nothing changes")
  func equalities() throws {
    var solver = ConstraintSolver()
    let width = solver.makeVariable(named: "width")
    let left = solver.makeVariable(named: "left")
    let first = try solver.add(Constraint(width, .equal, 100), tag: 1)
    try solver.add(Constraint(left, .equal, 8), tag: 9)
    try solver.add(Constraint(left, .equal, 0, priority: 100), tag: 10)
    let before = [solver.value(of: width), solver.value(of: left)].map(\.bitPattern)
    let conflict = Self.conflict { () throws(SolverError) in try solver.add(Constraint(width, .equal, 120), tag: 2) }
    #expect(conflict?.rejectedTag == 2)
    #expect(conflict?.holding == [first])
    #expect(conflict?.tags == [1, 2])
    #expect([solver.value(of: width), solver.value(of: left)].map(\.bitPattern) == before)
    #expect(solver.constraintCount == 3)
    // Removing a member of the conflict lets the rejected constraint take effect (L3).
    try solver.remove(first)
    try solver.add(Constraint(width, .equal, 120), tag: 2)
    #expect(LengthTolerance.isEqual(solver.value(of: width), 120))
  }

  @Test("L3: inequalities that cannot both hold are a conflict")
  func inequalities() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    let atLeast = try solver.add(Constraint(x, .greaterThanOrEqual, 10), tag: 1)
    #expect(
      Self.conflict { () throws(SolverError) in try solver.add(Constraint(x, .lessThanOrEqual, 5), tag: 2) }?.holding
        == [atLeast])
    try solver.add(Constraint(x, .lessThanOrEqual, 10), tag: 3)  // the boundary itself is fine
    #expect(LengthTolerance.isEqual(solver.value(of: x), 10))
  }

  @Test("L3: the conflict is minimal: constraints that play no part are not named")
  func minimal() throws {
    var solver = ConstraintSolver()
    let a = solver.makeVariable(named: "a")
    let b = solver.makeVariable(named: "b")
    let c = solver.makeVariable(named: "c")
    try solver.add(Constraint(c, .equal, 5), tag: 1)  // unrelated
    try solver.add(Constraint(a + b, .equal, 10), tag: 2)
    try solver.add(Constraint(a, .greaterThanOrEqual, 0), tag: 3)  // implied by 2 and 5, not needed
    try solver.add(Constraint(a, .equal, 3), tag: 4)
    try solver.add(Constraint(c - b, .lessThanOrEqual, 100), tag: 6)  // unrelated to the conflict
    let conflict = Self.conflict { () throws(SolverError) in try solver.add(Constraint(b, .equal, 3), tag: 5) }
    #expect(conflict?.holdingTags == [2, 4])
  }

  @Test("L3: a required constant change that contradicts is refused and the old constant kept")
  func constantChange() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .lessThanOrEqual, 100), tag: 1)
    let pin = try solver.add(Constraint(x, .equal, 50), tag: 2)
    let conflict = Self.conflict { () throws(SolverError) in try solver.setConstant(of: pin, to: -150) }
    #expect(conflict?.tags == [1, 2])
    #expect(solver.constraint(pin)?.expression.constant == -50)
    #expect(LengthTolerance.isEqual(solver.value(of: x), 50))
  }

  @Test("L3: a new constant for one of two identical required equalities is refused (ConstraintFuzz)")
  func redundantEqualityConstant() throws {
    // 3x == 1000 twice: the second is implied by the first (a basic dummy). Moving the first's
    // constant must be refused as a conflict with the second, not accepted with it broken.
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    let first = try solver.add(Constraint(3 * x, .equal, 1000), tag: 1)
    try solver.add(Constraint(3 * x, .equal, 1000), tag: 2)
    let conflict = Self.conflict { () throws(SolverError) in try solver.setConstant(of: first, to: 248) }
    #expect(conflict != nil)
    #expect(LengthTolerance.isEqual(solver.value(of: x), 1000.0 / 3))
  }

  @Test("L3: a refused constant change keeps every value, undetermined ones included (ConstraintFuzz)")
  func refusedChangeKeepsValues() throws {
    // The fuzzer's case: y is fixed at 503, x free in a range (not determined); moving the
    // constant of its lower bound past its upper bound is refused and no value moves.
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.addEditVariable(y, priority: Priority(750))
    try solver.suggestValue(500, for: y)
    try solver.add(Constraint(-1.5 * x + y, .greaterThanOrEqual, 229), tag: 1)
    try solver.add(Constraint(-1 * y, .equal, -503), tag: 2)
    let bound = try solver.add(Constraint(-652 * x + y, .lessThanOrEqual, 375), tag: 3)
    let before = (solver.value(of: x), solver.value(of: y))
    let conflict = Self.conflict { () throws(SolverError) in try solver.setConstant(of: bound, to: 200_000) }
    #expect(conflict != nil)
    #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1, "\(before)")
  }

  /// A random chain of boxes with required gaps and bounds and optional preferences: required
  /// constant changes in it pivot the dual simplex before they succeed or are refused.
  static func chain(seed: UInt64, columnThreshold: Int?) -> (ConstraintSolver, [Variable], [ConstraintID]) {
    var random = SeededGenerator(seed: seed)
    var solver = ConstraintSolver()
    if let columnThreshold { solver.columnThreshold = columnThreshold }
    let v = (0..<10).map { solver.makeVariable(named: "v\($0)") }
    var required: [ConstraintID] = []
    try! solver.addEditVariable(v[0], priority: 999)
    required.append(try! solver.add(Constraint(v[0], .greaterThanOrEqual, 0)))
    for index in 1..<v.count {
      let gap = Double(random.below(40))
      if let id = try? solver.add(Constraint(v[index], .greaterThanOrEqual, v[index - 1] + gap)) { required.append(id) }
      _ = try? solver.add(Constraint(v[index], .equal, v[index - 1] + gap + 10, priority: [750, 250][random.below(2)]))
    }
    if let id = try? solver.add(Constraint(v[v.count - 1], .lessThanOrEqual, Double(300 + random.below(300)))) {
      required.append(id)
    }
    try! solver.suggestValue(Double(random.below(200)), for: v[0])
    return (solver, v, required)
  }

  @Test(
    "L3: a refused required constant change is invisible: the solver goes on bit for bit as one never asked",
    arguments: [nil, 1] as [Int?])
  func refusedChangeIsInvisible(columnThreshold: Int?) throws {
    var refusals = 0
    for seed in 0..<UInt64(60) {
      let (solver, v, required) = Self.chain(seed: seed, columnThreshold: columnThreshold)
      var random = SeededGenerator(seed: seed &+ 1000)
      var asked = solver
      let id = required[random.below(required.count)]
      let constant = -Double(random.below(2000)) + 1000
      do {
        try asked.setConstant(of: id, to: constant)
        continue
      } catch {
        refusals += 1
      }
      var never = solver
      #expect(asked.constraint(id) == never.constraint(id), "seed \(seed)")
      for value in [0.0, 150, 75] {
        try asked.suggestValue(value, for: v[0])
        try never.suggestValue(value, for: v[0])
        #expect(
          v.map { asked.value(of: $0).bitPattern } == v.map { never.value(of: $0).bitPattern },
          "seed \(seed), threshold \(columnThreshold.map { String($0) } ?? "default")")
        #expect(asked.ambiguousVariables() == never.ambiguousVariables(), "seed \(seed)")
      }
    }
    #expect(refusals >= 10, "the systems must exercise refusals: \(refusals) of 60")
  }

  @Test("L3: a required constraint that contradicts itself names no other")
  func selfContradiction() {
    var solver = ConstraintSolver()
    let conflict = Self.conflict { () throws(SolverError) in
      try solver.add(Constraint(LinearExpression(constant: 5), .lessThanOrEqual), tag: 7)
    }
    #expect(conflict?.holding == [])
    #expect(conflict?.rejectedTag == 7)
  }

  @Test("L3: optional constraints never conflict")
  func optionalNeverConflicts() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    try solver.add(Constraint(x, .equal, 10))
    try solver.add(Constraint(x, .equal, 20, priority: 999))
    try solver.add(Constraint(x, .lessThanOrEqual, 0, priority: 999))
    #expect(LengthTolerance.isEqual(solver.value(of: x), 10))
  }
}
