import ArrangementConstraints
import ArrangementSimulator
import Testing

/// L2: the same constraints added in the same order give the same solution, bit for bit.
@Suite("L2 determinism")
struct DeterminismTests {
  /// A random form-like system: a chain of boxes with gaps, widths and optional preferences.
  static func build(seed: UInt64) -> (ConstraintSolver, [Variable]) {
    var random = SeededGenerator(seed: seed)
    var solver = ConstraintSolver()
    let v = (0..<12).map { solver.makeVariable(named: "v\($0)") }
    try! solver.addEditVariable(v[0], priority: 999)
    for _ in 0..<30 {
      let a = v[random.below(12)]
      let b = v[random.below(12)]
      let priority: [Priority] = [.required, 750, 250, 1]
      let relation: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
      _ = try? solver.add(
        Constraint(a, relation[random.below(3)], b + Double(random.below(100)), priority: priority[random.below(4)]))
    }
    try! solver.suggestValue(Double(random.below(1000)), for: v[0])
    return (solver, v)
  }

  @Test("L2: one order of operations, one solution, bit for bit", arguments: [1, 2, 3, 42, 20_261_201] as [UInt64])
  func bitIdentical(seed: UInt64) {
    let (first, v) = Self.build(seed: seed)
    let (second, _) = Self.build(seed: seed)
    #expect(v.map { first.value(of: $0).bitPattern } == v.map { second.value(of: $0).bitPattern }, "seed \(seed)")
    #expect(first.ambiguousVariables() == second.ambiguousVariables(), "seed \(seed)")
  }

  @Test("L2: a copy of a solver is independent of the original")
  func copies() throws {
    var (original, v) = Self.build(seed: 7)
    let before = v.map { original.value(of: $0).bitPattern }
    var copy = original
    try copy.suggestValue(12_345, for: v[0])
    #expect(v.map { original.value(of: $0).bitPattern } == before)
    try original.suggestValue(12_345, for: v[0])
    #expect(v.map { original.value(of: $0).bitPattern } == v.map { copy.value(of: $0).bitPattern })
  }
}
