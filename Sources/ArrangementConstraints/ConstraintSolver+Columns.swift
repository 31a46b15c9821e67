/// The tableau's column index and the objective's entering candidates: what keeps one change
/// local to the rows it touches, so that a system's cost grows with its size, not its square.
///
/// **Columns.** For each symbol, the rows that may hold it: a superset, kept lazily — a row
/// that gains a symbol is noted in the symbol's column at once, a row that loses one is left
/// there and dropped when the column is next read (``rowsHolding(_:)`` checks each row and
/// removes stale and repeated entries, with a per-row mark). A column that grew past twice
/// its last checked size is checked when noted, so columns never grow without bound. A
/// column's order is its history's (deterministic: the same operations give the same order);
/// the scans whose choice could depend on the order break ties by row index or symbol id.
///
/// **Entering candidates.** The primal simplex enters the symbol of lowest id whose cost
/// vector is lexicographically negative. Only a symbol whose objective coefficients changed
/// since the last look can have become one, so the objectives note the symbols they change
/// and the search looks at those only (the same symbol a scan of every objective cell would
/// find).
extension ConstraintSolver {
  // MARK: - Columns

  /// Notes that row `index` now holds `symbol`.
  @inline(__always)
  mutating func note(_ symbol: Symbol, inRow index: Int) {
    guard usesColumns else { return }
    let id = Int(symbol.id)
    columns[id].append(Int32(index))
    if columns[id].count > 2 * Int(checkedColumnCounts[id]) + 8 { checkColumn(id) }
  }

  /// Notes every symbol of row `index` in its column (a row appended, moved or restored).
  mutating func noteCells(ofRow index: Int) {
    guard usesColumns else { return }
    let cells = rows[index].cells
    for cell in cells { note(cell.symbol, inRow: index) }
  }

  /// How many rows a scan for `symbol` visits: its column's (checked), or every row when
  /// columns are not kept; ``scannedRow(_:of:)`` gives each.
  @inline(__always)
  mutating func scanCount(_ symbol: Symbol) -> Int {
    guard usesColumns else { return rows.count }
    checkColumn(Int(symbol.id))
    return columns[Int(symbol.id)].count
  }

  /// The `position`th row a scan for `symbol` visits (it may not hold the symbol when
  /// columns are not kept).
  @inline(__always)
  func scannedRow(_ position: Int, of symbol: Symbol) -> Int {
    usesColumns ? Int(columns[Int(symbol.id)][position]) : position
  }

  /// Starts keeping columns and candidates once the tableau has ``columnThreshold`` rows.
  mutating func keepColumnsIfLarge() {
    guard !usesColumns, rows.count >= columnThreshold else { return }
    usesColumns = true
    // References start now: the external rows there are hold none, and take ranks below every
    // other (a row ranks above what it refers to: ConstraintSolver+References.swift).
    for index in rows.indices where basics[index].kind == .external {
      rank(basics[index], row: rows[index], lowest: true)
    }
    for index in rows.indices { noteCells(ofRow: index) }
    for objective in objectives { noteCandidates(objective) }
  }

  /// Drops the column's stale and repeated entries.
  mutating func checkColumn(_ id: Int) { checkColumn(id, shiftingReferrersBy: 0) }

  /// Drops the column's stale and repeated entries and, when `delta` is not 0, queues the move
  /// of each external row holding the symbol by its coefficient there times `delta`
  /// (``queueShift(ofRowsReferring:by:)``): a move along references reads each row of the
  /// column once, where a check followed by a scan of the checked column searched each row twice.
  mutating func checkColumn(_ id: Int, shiftingReferrersBy delta: Double) {
    markEpoch &+= 1
    if markEpoch == 0 {
      for index in rowMarks.indices { rowMarks[index] = 0 }
      markEpoch = 1
    }
    let symbol = Symbol(id: Int32(id), kind: .dummy)
    var column: [Int32] = []
    swap(&column, &columns[id])
    var kept = 0
    for position in column.indices {
      let row = Int(column[position])
      guard row < rows.count, rowMarks[row] != markEpoch else { continue }
      var coefficient = 0.0
      if row != rowOutOfTableau {  // the row taken out holds nothing while it is out, but comes back
        let (cell, found) = rows[row].position(of: symbol)
        guard found else { continue }
        coefficient = rows[row].cells[cell].coefficient
      }
      rowMarks[row] = markEpoch
      column[kept] = Int32(row)
      kept += 1
      if delta != 0 && coefficient != 0 && basics[row].kind == .external {
        queueShift(ofRow: row, by: coefficient * delta)
      }
    }
    column.removeLast(column.count - kept)
    swap(&column, &columns[id])
    checkedColumnCounts[id] = Int32(kept)
  }

  /// Room in the per-symbol arrays for a symbol just made.
  mutating func makeSymbolStorage() {
    columns.append([])
    checkedColumnCounts.append(0)
    isCandidate.append(false)
    for level in objectives.indices { objectives[level].addSymbolID() }
    rankOfSymbol.append(0)
    pendingShifts.append(0)
    isShiftQueued.append(false)
  }

  /// Room in every per-symbol array for `capacity` symbols, taken at once (issue 30: a new
  /// solver's arrays grew one doubling at a time each, from a few symbols, in every build).
  mutating func reserveSymbolStorage(_ capacity: Int) {
    rowOfSymbol.reserveCapacity(capacity)
    ownerOfSymbol.reserveCapacity(capacity)
    columns.reserveCapacity(capacity)
    checkedColumnCounts.reserveCapacity(capacity)
    isCandidate.reserveCapacity(capacity)
    for level in objectives.indices { objectives[level].reserveSymbolIDs(capacity) }
    rankOfSymbol.reserveCapacity(capacity)
    pendingShifts.reserveCapacity(capacity)
    isShiftQueued.reserveCapacity(capacity)
  }

  // MARK: - Entering candidates

  /// Notes that `symbol`'s objective coefficients changed.
  @inline(__always)
  mutating func noteCandidate(_ symbol: Symbol) {
    guard usesColumns else {
      objectivesMayImprove = true
      return
    }
    let id = Int(symbol.id)
    if !isCandidate[id] {
      isCandidate[id] = true
      candidates.append(symbol.id)
    }
  }

  /// Notes every symbol of `row` (merged into an objective).
  mutating func noteCandidates(_ row: Row) {
    for cell in row.cells { noteCandidate(cell.symbol) }
  }

  /// Notes every symbol of an objective.
  mutating func noteCandidates(_ objective: Objective) {
    for cell in objective.cells { noteCandidate(cell.symbol) }
  }

  /// The symbol of lowest id whose cost vector is lexicographically negative (entering it
  /// lowers some level without touching a higher one: Bland's rule, and Kiwi's choice where
  /// Kiwi's strengths keep the levels apart); nil when the objective is optimal. Candidates
  /// that are not (or no longer) such a symbol are forgotten.
  mutating func lexicographicEnteringSymbol() -> Symbol? {
    guard usesColumns else {
      // An objective found optimal stays so until one of its coefficients changes.
      guard objectivesMayImprove else { return nil }
      let entering = scannedEnteringSymbol()
      if entering == nil { objectivesMayImprove = false }
      return entering
    }
    var best = Symbol.none
    var kept = 0
    for position in candidates.indices {
      let id = candidates[position]
      if let symbol = enteringCandidate(id) {
        candidates[kept] = id
        kept += 1
        if !best.exists || symbol.id < best.id { best = symbol }
      } else {
        isCandidate[Int(id)] = false
      }
    }
    candidates.removeLast(candidates.count - kept)
    return best.exists ? best : nil
  }

  /// ``lexicographicEnteringSymbol()`` by a scan of every objective cell (a small tableau).
  ///
  /// A negative cell of level `L` qualifies when no level above `L` holds its symbol (its first
  /// non-zero coefficient is then this one): only the levels above are looked up, none for the
  /// highest.
  func scannedEnteringSymbol() -> Symbol? {
    var best = Symbol.none
    for level in objectives.indices {
      // The cells are in no order: the lowest id that qualifies.
      objectives[level].cells.withUnsafeBufferPointer { cells in
        for cell in cells where cell.coefficient < 0 && cell.symbol.isPivotable {
          if best.exists && cell.symbol.id >= best.id { continue }
          if !isHeld(cell.symbol, above: level) { best = cell.symbol }
        }
      }
    }
    return best.exists ? best : nil
  }

  /// Whether an objective of higher priority than `level` holds `symbol`.
  @inline(__always)
  private func isHeld(_ symbol: Symbol, above level: Int) -> Bool {
    for higher in 0..<level where objectives[higher].contains(symbol) { return true }
    return false
  }

  /// The symbol of id `id` if it is pivotable and its first non-zero objective coefficient
  /// (highest priority first) is negative.
  func enteringCandidate(_ id: Int32) -> Symbol? {
    let probe = Symbol(id: id, kind: .dummy)
    for level in objectives.indices {
      if let cell = objectives[level].cell(for: probe) {
        return cell.coefficient < 0 && cell.symbol.isPivotable ? cell.symbol : nil
      }
    }
    return nil
  }
}

/// What a tentative change of the tableau changed, to put back when the change is refused
/// (instead of a copy of the whole solver, which would cost every such change the tableau's
/// size): phase one adding a row that cannot hold, or a required constant shifted to a value
/// the other required constraints forbid.
struct TableauUndo: Sendable {
  /// How many rows there were before.
  var rowCount: Int
  /// Rows as they were before their first change, with their basic symbols and how many
  /// constants were logged before (later entries of the row's constant are not its first state).
  var rows: [(index: Int, row: Row, basic: Symbol, constantsBefore: Int)] = []
  /// Per row index, the ``round`` in which the row was saved: equal to the current round for
  /// the rows already saved (a mark instead of a set: no hashing per change).
  var savedInRound: [UInt32] = []
  /// The log's round, advanced by each ``ConstraintSolver/endUndo()``.
  var round: UInt32 = 1
  /// Row constants as they were before each constant-only change, in order of change (a
  /// shift touches many rows' constants and nothing else: cheaper than saving the rows).
  var constants: [(index: Int32, constant: Double)] = []
  /// `rowOfSymbol` entries as they were before each change, in order of change.
  var rowOfSymbol: [(id: Int32, row: Int32)] = []
  /// `rankOfSymbol` entries as they were before each change, in order of change.
  var ranks: [(id: Int32, rank: UInt32)] = []
  /// Objective coefficients as they were before each change (``Symbol/none``: the constant), in
  /// order of change: a change touches a handful of an objective's thousands of cells. The
  /// whole symbol is kept, kind and all: a restored cell must still be able to enter.
  var objectiveCells: [(level: Int32, symbol: Symbol, value: Double)] = []
  /// The infeasible list before.
  var infeasible: [Symbol]
  /// Cell storage of saved rows the log let go of, emptied, for the next saves to copy into:
  /// a save that shared the row's storage made the change after it copy the row on write,
  /// one allocation per saved row of every phase one.
  var spareCells: [[Cell]] = []
}

extension ConstraintSolver {
  /// Starts logging what the tableau changes (``rollBackTableau()`` puts it back).
  mutating func beginUndo() {
    endUndo()
    isLoggingUndo = true
    undo.rowCount = rows.count
    if undo.savedInRound.count < rows.count {
      undo.savedInRound.append(contentsOf: repeatElement(0, count: rows.count - undo.savedInRound.count))
    }
    undo.infeasible.append(contentsOf: infeasible)
  }

  /// Stops logging and empties the log, keeping its buffers (the saved rows are released, so
  /// the tableau's rows are not shared when next changed).
  mutating func endUndo() {
    isLoggingUndo = false
    while var entry = undo.rows.popLast() {
      var storage = entry.row.takeCells()
      storage.removeAll(keepingCapacity: true)
      undo.spareCells.append(storage)
    }
    undo.round &+= 1
    if undo.round == 0 {
      for index in undo.savedInRound.indices { undo.savedInRound[index] = 0 }
      undo.round = 1
    }
    undo.constants.removeAll(keepingCapacity: true)
    undo.rowOfSymbol.removeAll(keepingCapacity: true)
    undo.ranks.removeAll(keepingCapacity: true)
    undo.objectiveCells.removeAll(keepingCapacity: true)
    undo.infeasible.removeAll(keepingCapacity: true)
  }

  /// Saves row `index` before the logged change first changes it.
  @inline(__always)
  mutating func saveForUndo(row index: Int) {
    guard isLoggingUndo, index < undo.rowCount, undo.savedInRound[index] != undo.round else { return }
    undo.savedInRound[index] = undo.round
    let saved = Row(copying: rows[index], into: undo.spareCells.popLast() ?? [])
    undo.rows.append((index, saved, basics[index], undo.constants.count))
  }

  /// Saves the constant of row `index` before a change of the constant alone.
  @inline(__always)
  mutating func saveConstantForUndo(row index: Int) {
    guard isLoggingUndo, index < undo.rowCount else { return }
    undo.constants.append((Int32(index), rows[index].constant))
  }

  /// Saves what substituting `row` for `symbol` in objective `level` changes.
  mutating func saveObjectiveForUndo(_ level: Int, _ symbol: Symbol, _ row: Row) {
    let objective = objectives[level]
    undo.objectiveCells.append((Int32(level), .none, objective.constant))
    undo.objectiveCells.append((Int32(level), symbol, objective.coefficient(for: symbol)))
    for cell in row.cells {
      undo.objectiveCells.append((Int32(level), cell.symbol, objective.coefficient(for: cell.symbol)))
    }
  }

  /// Saves the row of a symbol before the logged change changes it.
  @inline(__always)
  mutating func saveForUndo(rowOf id: Int32) {
    guard isLoggingUndo else { return }
    undo.rowOfSymbol.append((id, rowOfSymbol[Int(id)]))
  }

  /// Puts back the rows, basic symbols, objectives and infeasible list the log saved, and
  /// stops logging. Columns and entering candidates are supersets: the restored rows and
  /// objectives are noted again, stale entries drop out when next read.
  mutating func rollBackTableau() {
    guard isLoggingUndo else { return }
    restore(from: undo)
    endUndo()
  }

  /// Puts back what `log` saved (``rollBackTableau()``).
  private mutating func restore(from log: TableauUndo) {
    isLoggingUndo = false
    markerColumns.cellsDidChange()
    while rows.count > log.rowCount {
      rows.removeLast()
      basics.removeLast()
    }
    for saved in log.rows {
      rows[saved.index] = saved.row
      basics[saved.index] = saved.basic
    }
    // After the whole rows (saved at their first structural change, possibly after a shift):
    // the earliest entry of a row is applied last; entries logged after a row was saved (a
    // shift that followed a pivot) are later states of a row the save restored already.
    var savedAt: [Int: Int] = [:]
    for saved in log.rows { savedAt[saved.index] = saved.constantsBefore }
    for position in log.constants.indices.reversed() {
      let entry = log.constants[position]
      if let mark = savedAt[Int(entry.index)], position >= mark { continue }
      rows[Int(entry.index)].constant = entry.constant
    }
    for saved in log.rows { noteCells(ofRow: saved.index) }
    for entry in log.rowOfSymbol.reversed() { rowOfSymbol[Int(entry.id)] = entry.row }
    for entry in log.ranks.reversed() { rankOfSymbol[Int(entry.id)] = entry.rank }
    for entry in log.objectiveCells.reversed() {
      if entry.symbol.exists {
        objectives[Int(entry.level)].setCoefficient(entry.symbol, entry.value)
      } else {
        objectives[Int(entry.level)].constant = entry.value
      }
    }
    for objective in objectives { noteCandidates(objective) }
    infeasible.removeAll(keepingCapacity: true)
    infeasible.append(contentsOf: log.infeasible)
  }

  /// Puts back what phase one changed; the artificial symbol is unmade (`appended`: it was a
  /// new id rather than a reused one).
  mutating func rollBackPhaseOne(art: Symbol, appended: Bool) {
    guard isLoggingUndo else { return }
    rollBackTableau()
    artificial = Row()
    hasArtificial = false
    let id = Int(art.id)
    columns[id].removeAll(keepingCapacity: true)
    checkedColumnCounts[id] = 0
    if appended {
      if isCandidate[id] { candidates.removeAll { $0 == art.id } }
      rowOfSymbol.removeLast()
      ownerOfSymbol.removeLast()
      columns.removeLast()
      checkedColumnCounts.removeLast()
      isCandidate.removeLast()
      for level in objectives.indices { objectives[level].removeLastSymbolID() }
      rankOfSymbol.removeLast()
      pendingShifts.removeLast()
      isShiftQueued.removeLast()
    } else {
      rowOfSymbol[id] = -1
      ownerOfSymbol[id] = -1
      freeSymbolIDs.append(art.id)
    }
  }
}
