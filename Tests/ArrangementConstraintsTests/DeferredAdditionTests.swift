import ArrangementConstraints
import ArrangementCore
import ArrangementSimulator
import Testing

/// Constraints added while the moves of referring rows are deferred (what the Kit does while a
/// subtree enters a window, its deepest views first) against the same constraints added with
/// nothing deferred: the same values once the deferral ends.
@Suite("ConstraintSolver additions inside a deferral")
struct DeferredAdditionTests {
  /// A view in a view `depth` deep, each pinned to its parent's margins (`nested.N.build`'s
  /// system): per level a margins guide at 0.5 from its view's edges, and the child on the guide.
  struct Nesting {
    var solver = ConstraintSolver()
    /// Per level: x, y, width, height of the view, then of its margins guide.
    var variables: [[Variable]] = []
    /// The constraints, per level, in the order a level adds them.
    var levels: [[Constraint]] = []
    var rootWidth: Variable { variables[0][2] }
    var rootHeight: Variable { variables[0][3] }

    init(depth: Int) {
      for level in 0...depth {
        variables.append((0..<8).map { solver.makeVariable(named: "v\(level).\($0)") })
      }
      for level in 0..<depth {
        let view = variables[level]
        let child = variables[level + 1]
        levels.append([
          // The guide of `view`, in its own coordinates: 0.5 in from each edge.
          Constraint(view[4], .equal, 0.5),
          Constraint(view[5], .equal, 0.5),
          Constraint(view[6], .equal, view[2] - 1),
          Constraint(view[7], .equal, view[3] - 1),
          // The child on the guide (the child's frame is in `view`'s coordinates too).
          Constraint(child[0], .equal, view[4] + 0),
          Constraint(child[1], .equal, view[5] + 0),
          Constraint(child[0] + child[2], .equal, view[4] + view[6]),
          Constraint(child[1] + child[3], .equal, view[5] + view[7]),
        ])
      }
    }

    var values: [Double] { variables.flatMap { $0 }.map { solver.value(of: $0) } }
  }

  /// The order the levels are added in.
  enum Order: CaseIterable {
    case deepestFirst, shallowestFirst, shuffled
  }

  static func levelOrder(_ order: Order, depth: Int, _ random: inout SeededGenerator) -> [Int] {
    switch order {
    case .deepestFirst: return Array((0..<depth).reversed())
    case .shallowestFirst: return Array(0..<depth)
    case .shuffled:
      var levels = Array(0..<depth)
      for index in levels.indices.reversed() where index > 0 { levels.swapAt(index, random.below(index + 1)) }
      return levels
    }
  }

  /// Adds the levels in `order`; every so often, one constraint added before is removed again
  /// and put back (a constraint taken out and re-added inside the same move).
  static func build(
    _ nesting: inout Nesting, order: [Int], churn: [Int: Int], deferring: Bool
  ) {
    try! nesting.solver.addEditVariable(nesting.rootWidth, priority: 999)
    try! nesting.solver.addEditVariable(nesting.rootHeight, priority: 999)
    try! nesting.solver.suggestValue(400, for: nesting.rootWidth)
    try! nesting.solver.suggestValue(700, for: nesting.rootHeight)
    if deferring { nesting.solver.beginDeferringShifts() }
    var added: [ConstraintID] = []
    for (step, level) in order.enumerated() {
      for constraint in nesting.levels[level] { added.append(try! nesting.solver.add(constraint)) }
      if let pick = churn[step] {
        let position = pick % added.count
        let id = added[position]
        let constraint = nesting.solver.constraint(id)!
        try! nesting.solver.remove(id)
        added[position] = try! nesting.solver.add(constraint)
      }
    }
    if deferring { nesting.solver.endDeferringShifts() }
  }

  @Test(
    "L10: a nesting added inside a deferral, in any order, gives the values of the same additions made one by one",
    arguments: [
      (12, Order.deepestFirst), (12, .shallowestFirst), (12, .shuffled), (60, .deepestFirst), (60, .shuffled),
    ]
  )
  func deferredAdditionsMatchImmediate(depth: Int, order: Order) {
    for seed in 1...UInt64(depth >= 60 ? 3 : 10) {
      let printed = seed &* 7_919 &+ UInt64(depth)
      var random = SeededGenerator(seed: printed)
      let levels = Self.levelOrder(order, depth: depth, &random)
      var churn: [Int: Int] = [:]
      for step in 0..<depth where random.below(4) == 0 { churn[step] = random.below(1_000) }
      var deferred = Nesting(depth: depth)
      var immediate = Nesting(depth: depth)
      Self.build(&deferred, order: levels, churn: churn, deferring: true)
      Self.build(&immediate, order: levels, churn: churn, deferring: false)
      let mismatches = valueMismatches(deferred.values, immediate.values)
      #expect(mismatches == nil, "seed \(printed) (\(order)): \(mismatches ?? "")")
      // The innermost view: 0.5 in from each edge of its parent, `depth` times.
      let innermost = deferred.variables[depth]
      #expect(LengthTolerance.isEqual(deferred.solver.value(of: innermost[2]), 400 - Double(depth)), "seed \(printed)")
      #expect(LengthTolerance.isEqual(deferred.solver.value(of: innermost[3]), 700 - Double(depth)), "seed \(printed)")
      // And a resize after the deferral reaches it.
      try! deferred.solver.suggestValue(500, for: deferred.rootWidth)
      #expect(LengthTolerance.isEqual(deferred.solver.value(of: innermost[2]), 500 - Double(depth)), "seed \(printed)")
      if mismatches != nil { return }
    }
  }
}
