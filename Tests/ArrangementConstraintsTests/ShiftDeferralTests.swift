import ArrangementConstraints
import ArrangementCore
import ArrangementSimulator
import Testing

/// Constant changes with the moves of referring rows deferred (`beginDeferringShifts()`, what a
/// text-size change uses to re-measure every label of a chain) against the same changes made one
/// by one: the same values once the deferral ends.
@Suite("ConstraintSolver deferred shifts")
struct ShiftDeferralTests {
  /// A vertical chain of `count` items: `top₀ == 0`, `topᵢ == topᵢ₋₁ + heightᵢ₋₁ + 4`
  /// (required), each height held near its intrinsic length (≥ at 750, ≤ at 250).
  struct Chain {
    var solver = ConstraintSolver()
    var tops: [Variable] = []
    var heights: [Variable] = []
    var links: [ConstraintID] = []
    var intrinsic: [(atLeast: ConstraintID, atMost: ConstraintID)] = []
    var extras: [ConstraintID] = []

    init(count: Int, columnThreshold: Int?) {
      if let columnThreshold { solver.columnThreshold = columnThreshold }
      for index in 0..<count {
        let top = solver.makeVariable(named: "top\(index)")
        let height = solver.makeVariable(named: "height\(index)")
        if index == 0 {
          links.append(try! solver.add(Constraint(top, .equal, 0)))
        } else {
          links.append(try! solver.add(Constraint(top, .equal, tops[index - 1] + heights[index - 1] + 4)))
        }
        intrinsic.append(
          (
            try! solver.add(Constraint(height, .greaterThanOrEqual, 20, priority: 750)),
            try! solver.add(Constraint(height, .lessThanOrEqual, 20, priority: 250))
          ))
        // Required: a length never below 0, so a required maximum further down can refuse a change.
        _ = try! solver.add(Constraint(height, .greaterThanOrEqual, 0))
        tops.append(top)
        heights.append(height)
      }
    }

    var values: [Double] { (tops + heights).map { solver.value(of: $0) } }
  }

  /// One step of a batch, applied the same way to both chains.
  enum Step {
    case intrinsic(Int, Double)
    case spacing(Int, Double)
    case addMinimum(Int, Double)
    case addTopMaximum(Int, Double, required: Bool)
    case removeExtra(Int)
  }

  static func apply(_ step: Step, to chain: inout Chain) {
    switch step {
    case .intrinsic(let index, let length):
      try? chain.solver.setConstant(of: chain.intrinsic[index].atLeast, to: -length)
      try? chain.solver.setConstant(of: chain.intrinsic[index].atMost, to: -length)
    case .spacing(let index, let spacing):
      try? chain.solver.setConstant(of: chain.links[index], to: spacing)
    case .addMinimum(let index, let length):
      if let id = try? chain.solver.add(Constraint(chain.heights[index], .greaterThanOrEqual, length, priority: 500)) {
        chain.extras.append(id)
      }
    case .addTopMaximum(let index, let position, let required):
      // Reads the top's row, which deferred changes above it move; a required one makes later
      // spacings and lengths conflict (a refused required change is rolled back).
      let priority: Priority = required ? .required : 500
      if let id = try? chain.solver.add(Constraint(chain.tops[index], .lessThanOrEqual, position, priority: priority)) {
        chain.extras.append(id)
      }
    case .removeExtra(let position):
      guard !chain.extras.isEmpty else { return }
      try? chain.solver.remove(chain.extras.remove(at: position % chain.extras.count))
    }
  }

  /// A random batch: mostly intrinsic lengths (a label re-measured), sometimes a required
  /// spacing (a stack's constant), a constraint added or removed in the middle.
  static func batch(_ random: inout SeededGenerator, count: Int) -> [Step] {
    (0..<(1 + random.below(min(count, 40)))).map { _ in
      switch random.below(12) {
      case 0: return .spacing(1 + random.below(count - 1), Double(random.below(17)))
      case 1: return .addMinimum(random.below(count), Double(10 + random.below(40)))
      case 2: return .removeExtra(random.below(100))
      case 3:
        return .addTopMaximum(random.below(count), Double(random.below(30 * count)), required: random.below(2) == 0)
      default: return .intrinsic(random.below(count), Double(10 + random.below(40)) + 0.333)
      }
    }
  }

  @Test(
    "L10, DT1: changes deferred along a chain give the values of the same changes one by one",
    arguments: [(12, 0), (40, 0), (200, nil)] as [(Int, Int?)])
  func deferredMatchesImmediate(count: Int, columnThreshold: Int?) {
    for seed in 1...UInt64(count >= 200 ? 2 : 12) {
      var random = SeededGenerator(seed: seed &* 104_729 &+ UInt64(count))
      var deferred = Chain(count: count, columnThreshold: columnThreshold)
      var immediate = Chain(count: count, columnThreshold: columnThreshold)
      for round in 0..<5 {
        let steps = Self.batch(&random, count: count)
        deferred.solver.beginDeferringShifts()
        for step in steps { Self.apply(step, to: &deferred) }
        deferred.solver.endDeferringShifts()
        for step in steps { Self.apply(step, to: &immediate) }
        let mismatches = valueMismatches(deferred.values, immediate.values)
        #expect(mismatches == nil, "seed \(seed &* 104_729 &+ UInt64(count)), round \(round): \(mismatches ?? "")")
        #expect(deferred.solver.constraintCount == immediate.solver.constraintCount)
        if mismatches != nil { return }
      }
    }
  }

  @Test("L10: the last item of a chain moves by every deferred change above it, once the deferral ends")
  func lastItemFollowsEveryChange() {
    var chain = Chain(count: 200, columnThreshold: nil)
    #expect(LengthTolerance.isEqual(chain.solver.value(of: chain.tops[199]), 199 * 24))
    chain.solver.beginDeferringShifts()
    for index in 0..<200 { Self.apply(.intrinsic(index, 30), to: &chain) }
    chain.solver.endDeferringShifts()
    #expect(LengthTolerance.isEqual(chain.solver.value(of: chain.tops[199]), 199 * 34))
    #expect(LengthTolerance.isEqual(chain.solver.value(of: chain.heights[199]), 30))
  }
}
