import ArrangementConstraints

extension ConstraintFuzzRun {
  /// After every operation: every value finite, every required constraint in the solver holds
  /// within a tolerance relative to the largest number the run gave the solver (10⁻⁶ of it:
  /// double arithmetic is exact only relative to the magnitudes it carries), and the solver's
  /// count matches.
  mutating func checkState() {
    for variable in variables where !solver.value(of: variable).isFinite {
      violations.append("\(variable) is \(solver.value(of: variable))")
    }
    let liveEdits = variables.filter { solver.hasEditVariable($0) }.count
    if solver.constraintCount != live.count + liveEdits {
      violations.append("solver holds \(solver.constraintCount) constraints, expected \(live.count + liveEdits)")
    }
    let scale = largestMagnitude
    for (id, constraint) in live where constraint.priority.isRequired {
      var residual = constraint.expression.constant
      var size = abs(constraint.expression.constant)
      // The solver counts a coefficient within 1e-8 of 0 as 0 (Decisions-Constraints.md).
      for term in constraint.expression.terms where abs(term.coefficient) >= 1.0e-8 {
        residual += term.coefficient * solver.value(of: term.variable)
        size += abs(term.coefficient * solver.value(of: term.variable))
      }
      let tolerance = 1.0e-6 * (1 + max(size, scale))
      let broken: Bool
      switch constraint.relation {
      case .equal: broken = abs(residual) > tolerance
      case .lessThanOrEqual: broken = residual > tolerance
      case .greaterThanOrEqual: broken = residual < -tolerance
      }
      if broken { violations.append("required \(id) \(constraint) is off by \(residual)") }
    }
  }
}
