/// Which variables the constraints leave undetermined (behavior.md L2, L12).
///
/// At the optimum a variable is determined when every optimal solution gives it the same
/// value. In the tableau, optimal solutions are reached by moving the non-basic symbols that no
/// objective level prices (moving them costs nothing): a variable of the caller's that is not
/// basic, or a slack or error with a zero cost at every level. Dummies and priced symbols stay
/// at 0. A variable is ambiguous when it is such a symbol itself, or when its row holds one
/// that can move: a slack or error can only grow, and only as far as the restricted rows allow.
/// Where a row is degenerate (its constant is 0) one symbol alone may be blocked while a
/// combination of several is not; that case is settled exactly by a small linear program over
/// the directions the degenerate rows allow, solved by a probe solver. Nothing here runs on the
/// resize path: it is for diagnostics and the audit.
extension ConstraintSolver {
  /// Whether `variable`'s value is one of several optimal ones (UIKit's `hasAmbiguousLayout`
  /// for the variables of a frame).
  ///
  /// ```swift
  /// let x = solver.makeVariable(named: "x")
  /// let y = solver.makeVariable(named: "y")
  /// try solver.add(Constraint(x + y, .equal, 10))
  /// solver.isAmbiguous(x)      // true: only the sum is fixed
  /// ```
  ///
  /// Degenerate input: a variable in no constraint is ambiguous; an unknown one is not.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard owns(variable) else { return false }
    return isAmbiguous(variableSymbols[variable.index], motion: Motion(self))
  }

  /// Every ambiguous variable, in the order they were made.
  ///
  /// ```swift
  /// for variable in solver.ambiguousVariables() { print(solver.name(of: variable)) }
  /// ```
  public func ambiguousVariables() -> [Variable] {
    let motion = Motion(self)
    return (0..<variableCount).map(Variable.init(index:)).filter {
      isAmbiguous(variableSymbols[$0.index], motion: motion)
    }
  }

  /// Which non-basic symbols may move at the optimum, and which of them a degenerate row blocks.
  struct Motion {
    /// Unpriced non-basic symbols that are not dummies, by symbol id.
    var movable: [Bool]
    /// Movable symbols that some degenerate restricted row keeps from growing alone.
    var blocked: [Bool]

    init(_ solver: ConstraintSolver) {
      let count = solver.rowOfSymbol.count
      movable = [Bool](repeating: false, count: count)
      blocked = [Bool](repeating: false, count: count)
      for index in solver.rows.indices {
        for cell in solver.rows[index].cells where cell.symbol.kind != .dummy && !solver.isReference(cell.symbol) {
          movable[Int(cell.symbol.id)] = true
        }
      }
      for symbol in solver.variableSymbols where symbol.exists && solver.rowOfSymbol[Int(symbol.id)] < 0 {
        movable[Int(symbol.id)] = true
      }
      for objective in solver.objectives {
        for cell in objective.cells { movable[Int(cell.symbol.id)] = false }
      }
      for index in solver.rows.indices where solver.basics[index].isRestricted {
        guard solver.rows[index].constant <= Row.epsilon else { continue }
        for cell in solver.rows[index].cells where cell.coefficient < 0 { blocked[Int(cell.symbol.id)] = true }
      }
    }
  }

  /// Whether the variable with external symbol `symbol` can take another optimal value.
  func isAmbiguous(_ symbol: Symbol, motion: Motion) -> Bool {
    guard symbol.exists else { return true }
    let row = Int(rowOfSymbol[Int(symbol.id)])
    guard row >= 0 else { return true }
    // Written out in non-basic symbols (a large tableau's row may refer to other rows).
    let written = usesReferences ? reduced(rows[row]) : rows[row]
    var needsProgram = false
    for cell in written.cells where motion.movable[Int(cell.symbol.id)] {
      if !cell.symbol.isRestricted || !motion.blocked[Int(cell.symbol.id)] { return true }
      needsProgram = true
    }
    return needsProgram && canMove(written, motion: motion)
  }

  /// Whether some direction of the movable symbols that keeps every degenerate restricted row
  /// non-negative changes `row`'s value: a linear program, solved by a probe solver over the
  /// direction components (restricted ones non-negative, all within ±1).
  func canMove(_ row: Row, motion: Motion) -> Bool {
    var probe = ConstraintSolver()
    probe.minimizesConflicts = false
    var direction: [Int32: Variable] = [:]
    func component(_ symbol: Symbol) -> Variable {
      if let existing = direction[symbol.id] { return existing }
      let variable = probe.makeVariable()
      direction[symbol.id] = variable
      try? probe.add(Constraint(variable, .lessThanOrEqual, 1))
      try? probe.add(Constraint(variable, .greaterThanOrEqual, symbol.isRestricted ? 0 : -1))
      return variable
    }
    func expression(_ row: Row) -> LinearExpression {
      LinearExpression(
        row.cells.filter { motion.movable[Int($0.symbol.id)] }.map {
          Term(component($0.symbol), coefficient: $0.coefficient)
        })
    }
    for index in rows.indices where basics[index].isRestricted && rows[index].constant <= Row.epsilon {
      let limit = expression(rows[index])
      if !limit.terms.isEmpty { try? probe.add(Constraint(limit, .greaterThanOrEqual)) }
    }
    let change = expression(row)
    for target in [1.0, -1.0] {
      var trial = probe
      guard let id = try? trial.add(Constraint(change, .equal, target, priority: 1)) else { continue }
      let reached = change.terms.reduce(0) { $0 + $1.coefficient * trial.value(of: $1.variable) }
      if reached * target > 1.0e-7 { return true }
      _ = id
    }
    return false
  }
}
