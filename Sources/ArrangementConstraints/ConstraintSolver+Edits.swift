/// Edit variables and constant changes: the incremental path of a resize.
///
/// A constant change is the same substitution everywhere: the constraint's marker column
/// stands for how far its constant moved, so shifting the constants of the rows that hold the
/// marker (or of the marker's own row) by the change re-states the tableau for the new constant
/// without touching a coefficient. Rows that go negative are repaired by the dual simplex.
extension ConstraintSolver {
  /// Makes `variable` an edit variable: an optional constraint `variable == value` at
  /// `priority`, starting from its current value, whose value ``suggestValue(_:for:)`` moves.
  ///
  /// ```swift
  /// try solver.addEditVariable(windowWidth, priority: 999)
  /// try solver.suggestValue(1024, for: windowWidth)
  /// ```
  ///
  /// Degenerate input: a required priority throws ``SolverError/requiredEditPriority(_:)``, an
  /// invalid one ``SolverError/invalidPriority(_:)``, an edit variable already made
  /// ``SolverError/duplicateEditVariable(_:)``, another solver's variable
  /// ``SolverError/unknownVariable(_:)``.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority, tag: Int = 0) throws(SolverError) {
    guard owns(variable) else { throw .unknownVariable(variable) }
    guard priority.isValid else { throw .invalidPriority(priority) }
    guard !priority.isRequired else { throw .requiredEditPriority(variable) }
    guard editSlots[variable.index] < 0 else { throw .duplicateEditVariable(variable) }
    let start = value(of: variable)
    let id = try add(Constraint(LinearExpression(variable) - start, .equal, priority: priority), tag: tag)
    editSlots[variable.index] = id.index
  }

  /// Ends an edit: removes the edit constraint of `variable`.
  ///
  /// Degenerate input: a variable that is not an edit variable throws
  /// ``SolverError/notAnEditVariable(_:)``.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard owns(variable) else { throw .unknownVariable(variable) }
    let slot = Int(editSlots[variable.index])
    guard slot >= 0 else { throw .notAnEditVariable(variable) }
    editSlots[variable.index] = -1
    detach(slot)
    freeSlot(slot)
    optimize()
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { owns(variable) && editSlots[variable.index] >= 0 }

  /// Suggests a value for an edit variable and re-optimises with the dual simplex from the
  /// current solution. Allocates nothing.
  ///
  /// ```swift
  /// try solver.suggestValue(600, for: windowHeight)
  /// solver.value(of: footerTop)
  /// ```
  ///
  /// Degenerate input: NaN, infinite or huge values throw ``SolverError/invalidNumber(_:)``; a
  /// variable that is not an edit variable ``SolverError/notAnEditVariable(_:)``. A value the
  /// required constraints forbid is not an error: the edit gives way, as any optional
  /// constraint does.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard owns(variable) else { throw .unknownVariable(variable) }
    guard Self.isUsable(value) else { throw .invalidNumber(value) }
    let slot = Int(editSlots[variable.index])
    guard slot >= 0 else { throw .notAnEditVariable(variable) }
    shiftConstant(ofSlot: slot, to: -value)
  }

  /// Sets the constant of the constraint in `slot` (validated by the caller).
  mutating func setConstant(ofSlot slot: Int, to constant: Double) throws(SolverError) {
    if !records[slot].constraint.priority.isRequired {
      shiftConstant(ofSlot: slot, to: constant)
      return
    }
    // A required constraint shifts like an optional one (the dual simplex keeps every required
    // row feasible) unless its dummy is basic (it is implied by others: a new constant
    // contradicts them) or the shift finds no feasible solution; then it is taken out and put
    // back, which names the conflict. A refused change leaves the solver exactly as it was,
    // values included: shifting back and re-optimizing could land on another vertex where some
    // variables are not determined (found by ConstraintFuzz), so what the shift changed is
    // logged and put back — the rows it touched, not a copy of the solver, which would cost
    // every resize of a large window the whole tableau.
    // Shifts deferred by earlier changes are applied first: the tentative shift's log and its
    // rollback hold this change only.
    if usesReferences { propagateShifts() }
    let marker = records[slot].marker
    if !(marker.kind == .dummy && rowOfSymbol[Int(marker.id)] >= 0) {
      let old = records[slot].constraint.expression.constant
      beginUndo()
      // A basic dummy is a redundant required equality (its row must stay at 0): the dual
      // simplex does not see a nonzero one, so the shift is checked for it here.
      if shiftConstant(ofSlot: slot, to: constant) == nil && !movedRedundantEquality() {
        endUndo()
        return
      }
      rollBackTableau()
      records[slot].constraint.expression.constant = old
    }
    let saved = self
    detach(slot)
    records[slot].constraint.expression.constant = constant
    do {
      try attach(slot)
    } catch {
      self = saved
      throw error
    }
  }

  /// Whether a row whose basic symbol is a dummy (a required equality implied by others) has a
  /// nonzero constant: the redundant equalities no longer agree.
  func movedRedundantEquality() -> Bool {
    for index in rows.indices where basics[index].kind == .dummy && !Row.isNearZero(rows[index].constant) {
      return true
    }
    return false
  }

  /// Moves the constant of a constraint and restores optimality (dual simplex); returns the
  /// basic symbol of a row left infeasible (a required constraint that cannot take the new
  /// constant), or nil.
  @discardableResult
  mutating func shiftConstant(ofSlot slot: Int, to constant: Double) -> Symbol? {
    let record = records[slot]
    let delta = constant - record.constraint.expression.constant
    records[slot].constraint.expression.constant = constant
    if delta == 0 { return nil }
    // In the constraint's original row the marker has coefficient +1 (slack of ≤, dummy of a
    // required ==) or -1 (slack of ≥, first error of an optional ==), the other symbol the
    // opposite sign; a constant change δ is the substitution marker → marker + δ / coefficient.
    let markerCoefficient: Double =
      record.constraint.relation == .lessThanOrEqual || record.marker.kind == .dummy ? 1 : -1
    let logging = isLoggingUndo
    let markerRow = Int(rowOfSymbol[Int(record.marker.id)])
    let otherRow = record.other.exists ? Int(rowOfSymbol[Int(record.other.id)]) : -1
    if markerRow >= 0 {
      shiftRow(markerRow, by: -delta / markerCoefficient, logging: logging)
    } else if otherRow >= 0 {
      shiftRow(otherRow, by: delta / markerCoefficient, logging: logging)
    } else {
      shiftRows(holding: record.marker, by: delta / markerCoefficient, logging: logging)
    }
    // A logged (tentative) change moves everything now: its rollback restores what it logged.
    if usesReferences && (!defersShifts || isLoggingUndo) { propagateShifts() }
    return dualOptimize()
  }

  /// Adds `amount` to the constant of row `index`, noting it for the dual simplex if a
  /// restricted row went negative; `logging`: the old constant goes to the undo log (a
  /// required constant's tentative shift; read once per shift, off the edit path).
  @inline(__always)
  mutating func shiftRow(_ index: Int, by amount: Double, logging: Bool) {
    if logging { saveConstantForUndo(row: index) }
    rows[index].constant += amount
    if basics[index].isRestricted {
      if rows[index].constant < 0 { infeasible.append(basics[index]) }
    } else if usesReferences {
      queueShift(ofRowsReferring: basics[index], by: amount)
    }
  }
}
