/// Adding and removing one constraint's row (the incremental part of the Cassowary method).
extension ConstraintSolver {
  /// Puts the constraint of `slot` into the tableau and re-optimises; on a required conflict
  /// the solver is left exactly as it was and the conflict is thrown.
  mutating func attach(_ slot: Int) throws(SolverError) {
    var row = makeRow(for: slot)
    let marker = records[slot].marker
    let other = records[slot].other
    var subject = chooseSubject(row, marker: marker, other: other)
    if !subject.exists && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard Row.isNearZero(row.constant) else {
        let conflict = makeConflict(rejecting: slot, certificate: row.cells.map(\.symbol))
        releaseSymbol(marker)
        throw .unsatisfiable(conflict)
      }
      subject = marker  // redundant: implied by the required equalities already there
    }
    if subject.exists {
      row.solve(for: subject)
      // A marker made just now occurs in no row yet, only in its objective.
      substitute(subject, with: row, inRows: subject != marker && subject != other)
      appendRow(row, basic: subject)
    } else {
      let saved = self
      let certificate = addWithArtificialVariable(row)
      if let certificate {
        self = saved
        let conflict = makeConflict(rejecting: slot, certificate: certificate)
        releaseSymbol(marker)
        throw .unsatisfiable(conflict)
      }
    }
    optimize()
  }

  /// Takes the constraint of `slot` out of the tableau (without re-optimising) and frees its
  /// symbols.
  mutating func detach(_ slot: Int) {
    let record = records[slot]
    let level = records[slot].constraint.priority.isRequired ? -1 : levelIndex(of: record.constraint.priority)
    for symbol in [record.marker, record.other] where symbol.kind == .error && symbol.exists && level >= 0 {
      addToObjective(level, symbol, -1)
    }
    let marker = record.marker
    let markerRow = Int(rowOfSymbol[Int(marker.id)])
    if markerRow >= 0 {
      removeRow(at: markerRow)
    } else if let leaving = markerLeavingRow(marker) {
      var row = takeRow(at: leaving)
      row.solve(for: basics[leaving], swapping: marker)
      rowOfSymbol[Int(basics[leaving].id)] = -1
      substitute(marker, with: row)
      removeRow(at: leaving)
    }
    // In exact arithmetic the constraint's columns are gone now; rounding may leave residue.
    for symbol in [marker, record.other] where symbol.exists {
      let basicRow = Int(rowOfSymbol[Int(symbol.id)])
      if basicRow >= 0 { removeRow(at: basicRow) }
      for index in rows.indices { rows[index].remove(symbol) }
      for index in objectives.indices { objectives[index].remove(symbol) }
      releaseSymbol(symbol)
    }
    if level >= 0 { releaseLevel(level) }
  }

  /// The row of the constraint in `slot`, in terms of the current non-basic symbols, with its
  /// marker (and other) symbols made and entered in the slot; the constant is not negative.
  ///
  /// `expression ≤ 0` becomes `expression + slack = 0`, `≥` subtracts the slack; an optional
  /// inequality adds an error of the opposite sign, an optional equality a pair
  /// (`expression - e⁺ + e⁻ = 0`), a required equality a dummy. Errors enter the objective of
  /// their priority with weight 1.
  mutating func makeRow(for slot: Int) -> Row {
    let constraint = records[slot].constraint
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
      var symbol = variableSymbols[term.variable.index]
      if !symbol.exists {
        symbol = makeSymbol(.external, owner: -1)
        variableSymbols[term.variable.index] = symbol
      }
      let basicRow = Int(rowOfSymbol[Int(symbol.id)])
      if basicRow >= 0 {
        row.insert(rows[basicRow], times: term.coefficient, scratch: &scratch)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let required = constraint.priority.isRequired
    let level = required ? -1 : claimLevel(constraint.priority)
    var marker = Symbol.none
    var other = Symbol.none
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack, owner: slot)
      row.insert(marker, sign)
      if !required {
        other = makeSymbol(.error, owner: slot)
        row.insert(other, -sign)
        addToObjective(level, other, 1)
      }
    case .equal:
      if required {
        marker = makeSymbol(.dummy, owner: slot)
        row.insert(marker, 1)
      } else {
        marker = makeSymbol(.error, owner: slot)
        other = makeSymbol(.error, owner: slot)
        row.insert(marker, -1)
        row.insert(other, 1)
        addToObjective(level, marker, 1)
        addToObjective(level, other, 1)
      }
    }
    records[slot].marker = marker
    records[slot].other = other
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// The symbol to make basic for a new row: its first variable; else its marker or other when
  /// new, pivotable and negative (so the row's non-negative constant is their value); else none.
  func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
    for cell in row.cells where cell.symbol.kind == .external { return cell.symbol }
    if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
    if other.exists && other.isPivotable && row.coefficient(for: other) < 0 { return other }
    return .none
  }

  /// Adds a row that has no subject through phase one of the simplex: an artificial variable
  /// is made basic for it and minimised. Returns nil on success, or the symbols of the final
  /// phase-one objective (a certificate of infeasibility) when the row cannot hold; the
  /// caller then restores the solver.
  mutating func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
    let art = makeSymbol(.slack, owner: -1)
    appendRow(row, basic: art)
    artificial = row
    hasArtificial = true
    optimizeArtificial()
    hasArtificial = false
    // Once the artificial symbol has left the basis it is 0, so the row holds, whatever
    // rounding residue the objective's constant carries (huge constants leave some).
    let artIsBasic = rowOfSymbol[Int(art.id)] >= 0
    if artIsBasic && !Row.isNearZero(artificial.constant) { return artificial.cells.map(\.symbol) }
    artificial = Row()
    let artRow = Int(rowOfSymbol[Int(art.id)])
    if artRow >= 0 {
      var row = takeRow(at: artRow)
      removeRow(at: artRow)
      if let entering = row.cells.first(where: { $0.symbol.isPivotable })?.symbol ?? row.cells.first?.symbol {
        row.solve(for: art, swapping: entering)
        substitute(entering, with: row)
        appendRow(row, basic: entering)
      }
    }
    for index in rows.indices { rows[index].remove(art) }
    for index in objectives.indices { objectives[index].remove(art) }
    releaseSymbol(art)
    return nil
  }

  /// The row to pivot out when `marker` leaves with its constraint: a dummy's row holding it,
  /// else a restricted row that limits the marker first, then any restricted row holding it,
  /// then a variable's row.
  func markerLeavingRow(_ marker: Symbol) -> Int? {
    var first: Int? = nil
    var second: Int? = nil
    var third: Int? = nil
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    for index in rows.indices {
      let coefficient = rows[index].coefficient(for: marker)
      if coefficient == 0 { continue }
      // A dummy's row (a redundant equality) must stay at 0: pivoting through it moves no
      // constant, where any other row would shift the dummy off 0 (found by ConstraintFuzz).
      if basics[index].kind == .dummy { return index }
      if !basics[index].isRestricted {
        third = index
      } else if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = index
        }
      } else {
        let ratio = rows[index].constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = index
        }
      }
    }
    return first ?? second ?? third
  }

  // MARK: - Row storage

  /// Appends `row` as the row of `basic`.
  mutating func appendRow(_ row: Row, basic: Symbol) {
    rowOfSymbol[Int(basic.id)] = Int32(rows.count)
    rows.append(row)
    basics.append(basic)
  }

  /// Moves the row at `index` out, leaving an empty row in its place.
  mutating func takeRow(at index: Int) -> Row {
    var row = Row()
    swap(&row, &rows[index])
    return row
  }

  /// Removes the row at `index` (the last row takes its place); its basic symbol becomes
  /// non-basic.
  mutating func removeRow(at index: Int) {
    rowOfSymbol[Int(basics[index].id)] = -1
    let last = rows.count - 1
    if index != last {
      rows.swapAt(index, last)
      basics.swapAt(index, last)
      rowOfSymbol[Int(basics[index].id)] = Int32(index)
    }
    rows.removeLast()
    basics.removeLast()
  }

  /// Replaces `symbol` by `row` in every row and objective; restricted rows that go negative
  /// are noted for the dual simplex.
  mutating func substitute(_ symbol: Symbol, with row: Row, inRows: Bool = true) {
    for index in rows.indices where inRows {
      if rows[index].substitute(symbol, with: row, scratch: &scratch) && basics[index].isRestricted
        && rows[index].constant < 0
      {
        infeasible.append(basics[index])
      }
    }
    for index in objectives.indices { objectives[index].substitute(symbol, with: row, scratch: &scratch) }
    if hasArtificial { artificial.substitute(symbol, with: row, scratch: &scratch) }
  }

  /// Makes `entering` basic in place of the basic symbol of row `index`.
  mutating func pivot(row index: Int, entering: Symbol) {
    let leaving = basics[index]
    var row = takeRow(at: index)
    row.solve(for: leaving, swapping: entering)
    rowOfSymbol[Int(leaving.id)] = -1
    substitute(entering, with: row)
    rows[index] = row
    basics[index] = entering
    rowOfSymbol[Int(entering.id)] = Int32(index)
  }
}
