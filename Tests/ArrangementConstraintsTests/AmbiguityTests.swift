import ArrangementConstraints
import Testing

/// L2: where several solutions remain, the variables that are not determined are reported.
@Suite("L2 ambiguity")
struct AmbiguityTests {
  /// A system of two variables x and y, and which of them the rule says are ambiguous.
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let constraints: @Sendable (Variable, Variable) -> [Constraint]
    let ambiguous: [Bool]
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no constraints", constraints: { _, _ in [] }, ambiguous: [true, true]),
    Case(
      name: "only the sum fixed", constraints: { x, y in [Constraint(x + y, .equal, 10)] }, ambiguous: [true, true]),
    Case(
      name: "sum and one side fixed",
      constraints: { x, y in [Constraint(x + y, .equal, 10), Constraint(x, .equal, 3)] }, ambiguous: [false, false]),
    Case(
      name: "an optional constraint determines",
      constraints: { x, y in [Constraint(x, .equal, 5, priority: 250), Constraint(y, .equal, x + 1)] },
      ambiguous: [false, false]),
    Case(
      name: "a half-open range", constraints: { x, _ in [Constraint(x, .greaterThanOrEqual, 0)] },
      ambiguous: [true, true]),
    Case(
      name: "a range closed to a point (degenerate)",
      constraints: { x, y in
        [Constraint(x, .greaterThanOrEqual, 0), Constraint(x, .lessThanOrEqual, 0), Constraint(y, .equal, 2)]
      }, ambiguous: [false, false]),
    Case(
      name: "two optional pulls of equal priority with a tie",
      constraints: { x, _ in [Constraint(x, .equal, 0, priority: 500), Constraint(x, .equal, 10, priority: 500)] },
      ambiguous: [true, true]),
    Case(
      name: "the tie broken by a lower priority",
      constraints: { x, y in
        [
          Constraint(x, .equal, 0, priority: 500), Constraint(x, .equal, 10, priority: 500),
          Constraint(x, .equal, 4, priority: 1), Constraint(y, .equal, 0),
        ]
      }, ambiguous: [false, false]),
  ]

  @Test("L2: hasAmbiguousLayout is true exactly for the undetermined variables", arguments: cases)
  func ambiguity(_ rule: Case) throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    for constraint in rule.constraints(x, y) { try solver.add(constraint) }
    #expect([solver.isAmbiguous(x), solver.isAmbiguous(y)] == rule.ambiguous)
    #expect(solver.ambiguousVariables() == [x, y].enumerated().filter { rule.ambiguous[$0.offset] }.map(\.element))
  }
}
