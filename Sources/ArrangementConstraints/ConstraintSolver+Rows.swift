/// Adding and removing one constraint's row (the incremental part of the Cassowary method).
extension ConstraintSolver {
  /// Puts the constraint of `slot` into the tableau and re-optimises; on a required conflict
  /// the solver is left exactly as it was and the conflict is thrown.
  mutating func attach(_ slot: Int) throws(SolverError) {
    // A new row reads the values of the rows it refers to: `makeRow` brings each current. The
    // other queued shifts (a deferral) may wait: adding a row moves nothing below.
    var row = makeRow(for: slot)
    let marker = records[slot].marker
    let other = records[slot].other
    var subject = chooseSubject(row, marker: marker, other: other)
    if usesReferences && subject.kind != .external && hasReferences(row) {
      // No variable new to the tableau to make basic: the row is written out in non-basic
      // symbols, as a restricted row or phase one needs it.
      row = reduced(row)
      subject = chooseSubject(row, marker: marker, other: other)
    }
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
      // A variable whose row refers to nothing takes a rank below every other, so the external
      // rows that hold it keep it as a reference instead of taking its row: a chain added from
      // its far end (the deepest view first) then writes each link once.
      let keepsReferences = usesReferences && subject.kind == .external && !hasReferences(row)
      // A marker made just now occurs in no row yet, only in its objective.
      substitute(
        subject, with: row, inRows: subject != marker && subject != other, keepingReferences: keepsReferences)
      appendRow(row, basic: subject, lowestRank: keepsReferences)
    } else if let certificate = addWithArtificialVariable(row) {
      // Phase one logged what it changed and rolled it back.
      try reject(slot, marker: marker, certificate: certificate)
    }
    optimize()
  }

  /// Throws the conflict of a row that cannot hold, its marker released.
  mutating func reject(_ slot: Int, marker: Symbol, certificate: [Symbol]) throws(SolverError) {
    let conflict = makeConflict(rejecting: slot, certificate: certificate)
    releaseSymbol(marker)
    throw .unsatisfiable(conflict)
  }

  /// Takes the constraint of `slot` out of the tableau (without re-optimising) and frees its
  /// symbols.
  mutating func detach(_ slot: Int) {
    // Taking rows out changes what refers to what: the queued shifts (a deferral) first.
    if usesReferences { propagateShifts() }
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
      // A variable leaving the basis: the rows referring to it take it as a non-basic symbol,
      // and its row is written out in non-basic symbols before it is solved for the marker.
      let leavesReferences = usesReferences && basics[leaving].kind == .external
      if leavesReferences { demote(basics[leaving]) }
      var row = takeRow(at: leaving)
      if leavesReferences { row = reduced(row) }
      row.solve(for: basics[leaving], swapping: marker)
      rowOfSymbol[Int(basics[leaving].id)] = -1
      substitute(marker, with: row)
      removeRow(at: leaving)
    }
    // In exact arithmetic the constraint's columns are gone now; rounding may leave residue.
    for symbol in [marker, record.other] where symbol.exists {
      let basicRow = Int(rowOfSymbol[Int(symbol.id)])
      if basicRow >= 0 { removeRow(at: basicRow) }
      markerColumns.cellsDidChange()
      for position in 0..<scanCount(symbol) { rows[scannedRow(position, of: symbol)].remove(symbol) }
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
    // Room for every cell the row can come to (a basic variable's row written out, each other
    // variable, the marker and other) taken at once: grown cell by cell, a row reallocated two
    // or three times on its way into the tableau.
    var capacity = 2
    for term in constraint.expression.terms {
      let symbol = variableSymbols[term.variable.index]
      let basicRow = symbol.exists ? Int(rowOfSymbol[Int(symbol.id)]) : -1
      capacity += basicRow >= 0 && !usesReferences ? rows[basicRow].cells.count : 1
    }
    row.cells.reserveCapacity(capacity)
    for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
      var symbol = variableSymbols[term.variable.index]
      if !symbol.exists {
        symbol = makeSymbol(.external, owner: -1)
        variableSymbols[term.variable.index] = symbol
      }
      let basicRow = Int(rowOfSymbol[Int(symbol.id)])
      if basicRow >= 0 && usesReferences {
        // A reference: the variable's value now, and its row's other cells behind the symbol.
        bringCurrent(symbol)
        row.constant += term.coefficient * rows[basicRow].constant
        row.insert(symbol, term.coefficient)
      } else if basicRow >= 0 {
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

  /// The symbol to make basic for a new row: its first variable (in a large tableau, its first
  /// variable that no row holds, if any); else its marker or other when new, pivotable and
  /// negative (so the row's non-negative constant is their value); else none.
  /// A row with references (ConstraintSolver+References.swift) takes only a variable that no
  /// other row holds: one in another row might occur behind a reference too, and cancel.
  mutating func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
    if usesReferences && hasReferences(row) {
      for cell in row.cells where cell.symbol.kind == .external && !isReference(cell.symbol) {
        if scanCount(cell.symbol) == 0 { return cell.symbol }
      }
      return .none
    }
    if usesColumns {
      // A large tableau prefers a variable no row holds yet: making it basic substitutes
      // nothing, where another would be written into every row that holds it (a chain added
      // from its far end would otherwise rewrite each row below the new link).
      var first = Symbol.none
      for cell in row.cells where cell.symbol.kind == .external {
        if scanCount(cell.symbol) == 0 { return cell.symbol }
        if !first.exists { first = cell.symbol }
      }
      if first.exists { return first }
    }
    for cell in row.cells where cell.symbol.kind == .external { return cell.symbol }
    if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
    if other.exists && other.isPivotable && row.coefficient(for: other) < 0 { return other }
    return .none
  }

  /// Adds a row that has no subject through phase one of the simplex: an artificial variable
  /// is made basic for it and minimised. Returns nil on success, or the symbols of the final
  /// phase-one objective (a certificate of infeasibility) when the row cannot hold; the
  /// solver is then exactly as it was (what phase one changed is logged and put back).
  mutating func addWithArtificialVariable(_ row: Row) -> [Symbol]? {
    // Queued shifts (a deferral) first: a rollback puts back what was logged, not the queue.
    if usesReferences { propagateShifts() }
    let appended = freeSymbolIDs.isEmpty
    let art = makeSymbol(.slack, owner: -1)
    beginUndo()
    appendRow(row, basic: art)
    artificial = row
    hasArtificial = true
    optimizeArtificial()
    hasArtificial = false
    // Once the artificial symbol has left the basis it is 0, so the row holds, whatever
    // rounding residue the objective's constant carries (huge constants leave some).
    let artIsBasic = rowOfSymbol[Int(art.id)] >= 0
    if artIsBasic && !Row.isNearZero(artificial.constant) {
      let certificate = artificial.cells.map(\.symbol)
      rollBackPhaseOne(art: art, appended: appended)
      return certificate
    }
    endUndo()
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
    markerColumns.cellsDidChange()
    for position in 0..<scanCount(art) { rows[scannedRow(position, of: art)].remove(art) }
    for index in objectives.indices { objectives[index].remove(art) }
    releaseSymbol(art)
    return nil
  }

  /// The row to pivot out when `marker` leaves with its constraint: a dummy's row holding it,
  /// else a restricted row that limits the marker first, then any restricted row holding it,
  /// then a variable's row.
  mutating func markerLeavingRow(_ marker: Symbol) -> Int? {
    var first: Int? = nil
    var second: Int? = nil
    var third: Int? = nil
    var dummy: Int? = nil
    var unrestricted: [Int] = []
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    for position in 0..<scanCount(marker) {
      let index = scannedRow(position, of: marker)
      let coefficient = rows[index].coefficient(for: marker)
      if coefficient == 0 { continue }
      // A dummy's row (a redundant equality) must stay at 0: pivoting through it moves no
      // constant, where any other row would shift the dummy off 0 (found by ConstraintFuzz).
      // Ties go as a scan of the rows in index order would take them (the column has its
      // own order): the lowest dummy row, the lowest row of least ratio, the highest
      // unrestricted row.
      if basics[index].kind == .dummy {
        if dummy == nil || index < dummy! { dummy = index }
      } else if !basics[index].isRestricted {
        if usesReferences {
          unrestricted.append(index)
        } else if third == nil || index > third! {
          third = index
        }
      } else if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && index < first!) {
          firstRatio = ratio
          first = index
        }
      } else {
        let ratio = rows[index].constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && index < second!) {
          secondRatio = ratio
          second = index
        }
      }
    }
    if dummy == nil && first == nil && second == nil && !unrestricted.isEmpty {
      // Behind references the marker may cancel: a row where it does cannot take it.
      for index in unrestricted.sorted(by: >)
      where !Row.isNearZero(reduced(rows[index]).coefficient(for: marker)) {
        return index
      }
    }
    return dummy ?? first ?? second ?? third
  }
}
