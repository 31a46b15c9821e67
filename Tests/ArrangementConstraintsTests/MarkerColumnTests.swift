import ArrangementConstraints
import ArrangementSimulator
import Testing

/// Repeated constant changes of the same constraints (a resize's suggestions), whose rows the
/// solver keeps from one change to the next while no row's cells change, against a solver
/// built afresh with the same constraints and constants after every step.
@Suite("ConstraintSolver kept marker columns")
struct MarkerColumnTests {
  /// A row of `count` items between margins of an edited width, each item's width near a
  /// preferred length at a priority of its own (so the optimum is unique), every item's height
  /// following the edited height; `caps` are optional maxima added and removed on the way, and
  /// `limit` a required maximum of the total width that refuses some spacings.
  struct Form {
    var solver = ConstraintSolver()
    var width: Variable
    var height: Variable
    var variables: [Variable] = []
    var spacing: ConstraintID
    var specs: [Constraint] = []
    var caps: [(id: ConstraintID, spec: Constraint)] = []
    var itemWidths: [Variable] = []

    init(count: Int, columnThreshold: Int?, spacing gap: Double) {
      var solver = ConstraintSolver()
      if let columnThreshold { solver.columnThreshold = columnThreshold }
      width = solver.makeVariable(named: "width")
      height = solver.makeVariable(named: "height")
      var lefts: [Variable] = []
      for index in 0..<count {
        lefts.append(solver.makeVariable(named: "left\(index)"))
        itemWidths.append(solver.makeVariable(named: "width\(index)"))
        variables.append(solver.makeVariable(named: "height\(index)"))
      }
      variables += lefts + itemWidths
      var specs: [Constraint] = []
      specs.append(Constraint(lefts[0], .equal, 8))
      for index in 1..<count {
        specs.append(Constraint(lefts[index], .equal, lefts[index - 1] + itemWidths[index - 1] + 4))
      }
      // The spacing before the trailing margin: the constraint whose constant the test changes.
      specs.append(Constraint(lefts[count - 1] + itemWidths[count - 1] - width, .equal, -gap))
      for index in 0..<count {
        specs.append(Constraint(itemWidths[index], .greaterThanOrEqual, 10))
        specs.append(Constraint(itemWidths[index], .equal, 40, priority: Priority(Float(200 + index))))
        specs.append(Constraint(variables[index], .equal, height - 20, priority: Priority(Float(600 + index))))
        specs.append(Constraint(variables[index], .greaterThanOrEqual, 0))
      }
      specs.append(Constraint(LinearExpression(width), .lessThanOrEqual, 2_000))
      var spacing: ConstraintID? = nil
      try! solver.addEditVariable(width, priority: 750)
      try! solver.addEditVariable(height, priority: 750)
      for (position, spec) in specs.enumerated() {
        let id = try! solver.add(spec)
        if position == count { spacing = id }
      }
      self.solver = solver
      self.specs = specs
      self.spacing = spacing!
    }
  }

  /// One step, applied to the form and remembered for the fresh solver.
  enum Step: CustomStringConvertible {
    case suggest(width: Double, height: Double)
    case addCap(item: Int, length: Double)
    case removeCap
    case spacing(Double)

    var description: String {
      switch self {
      case .suggest(let width, let height): "suggest \(width) × \(height)"
      case .addCap(let item, let length): "cap item \(item) at \(length)"
      case .removeCap: "remove a cap"
      case .spacing(let gap): "spacing \(gap)"
      }
    }
  }

  /// Mostly suggestions (some repeated, some far enough apart to pivot), now and then a cap
  /// added or removed (cells change) or a required spacing (refused when the total exceeds 2,000).
  static func steps(seed: UInt64, count: Int) -> [Step] {
    var random = SeededGenerator(seed: seed)
    var steps: [Step] = []
    for _ in 0..<60 {
      switch random.below(10) {
      case 0: steps.append(.addCap(item: random.below(count), length: Double(10 + random.below(60))))
      case 1: steps.append(.removeCap)
      case 2: steps.append(.spacing(Double(random.below(5) == 0 ? 3_000 : random.below(40))))
      case 3: steps.append(steps.last ?? .suggest(width: 400, height: 300))
      default:
        steps.append(.suggest(width: Double(50 + random.below(1_200)), height: Double(random.below(900))))
      }
    }
    return steps
  }

  @Test(
    "L10: repeated suggestions, with constraints added and removed and required changes refused between them, give a fresh solver's values",
    arguments: [(4, nil, 1), (4, nil, 2), (12, nil, 3), (4, 0, 1), (4, 0, 2), (12, 0, 3)] as [(Int, Int?, UInt64)])
  func repeatedChangesMatchAFreshSolver(count: Int, columnThreshold: Int?, seed: UInt64) {
    var form = Form(count: count, columnThreshold: columnThreshold, spacing: 8)
    var size = (width: 0.0, height: 0.0)
    var gap = 8.0
    for (number, step) in Self.steps(seed: seed, count: count).enumerated() {
      switch step {
      case .suggest(let width, let height):
        try! form.solver.suggestValue(width, for: form.width)
        try! form.solver.suggestValue(height, for: form.height)
        size = (width, height)
      case .addCap(let item, let length):
        let spec = Constraint(form.itemWidths[item], .lessThanOrEqual, length, priority: 900)
        form.caps.append((try! form.solver.add(spec), spec))
      case .removeCap:
        guard !form.caps.isEmpty else { continue }
        try! form.solver.remove(form.caps.removeFirst().id)
      case .spacing(let next):
        if (try? form.solver.setConstant(of: form.spacing, to: next)) != nil { gap = next }
      }
      var fresh = Form(count: count, columnThreshold: columnThreshold, spacing: gap)
      for cap in form.caps { _ = try! fresh.solver.add(cap.spec) }
      try! fresh.solver.suggestValue(size.width, for: fresh.width)
      try! fresh.solver.suggestValue(size.height, for: fresh.height)
      for (variable, same) in zip(form.variables, fresh.variables) where !fresh.solver.isAmbiguous(same) {
        let value = form.solver.value(of: variable)
        let expected = fresh.solver.value(of: same)
        #expect(
          abs(value - expected) < 1e-7,
          "seed \(seed), step \(number) (\(step)): \(form.solver.name(of: variable)) is \(value), afresh \(expected)")
      }
    }
  }
}
