/// The tableau's row storage, the substitution of a symbol by a row, and the pivot.
extension ConstraintSolver {
  // MARK: - Row storage

  /// Appends `row` as the row of `basic` (`lowestRank`: an external basic ranked below every
  /// other, as ``substitute(_:with:inRows:keepingReferences:)`` left it referred to).
  mutating func appendRow(_ row: Row, basic: Symbol, lowestRank: Bool = false) {
    saveForUndo(rowOf: basic.id)
    markerColumns.cellsDidChange()
    if usesReferences && basic.kind == .external { rank(basic, row: row, lowest: lowestRank) }
    rowOfSymbol[Int(basic.id)] = Int32(rows.count)
    if rows.count == rows.capacity {
      // The row arrays grow together, from 32 rows (a new solver's grew a doubling at a time).
      let capacity = max(32, 2 * rows.count)
      rows.reserveCapacity(capacity)
      basics.reserveCapacity(capacity)
      rowMarks.reserveCapacity(capacity)
    }
    rows.append(row)
    basics.append(basic)
    if rowMarks.count < rows.count { rowMarks.append(0) }
    noteCells(ofRow: rows.count - 1)
    keepColumnsIfLarge()
  }

  /// Moves the row at `index` out, leaving an empty row in its place.
  mutating func takeRow(at index: Int) -> Row {
    markerColumns.cellsDidChange()
    var row = Row()
    swap(&row, &rows[index])
    return row
  }

  /// Removes the row at `index` (the last row takes its place); its basic symbol becomes
  /// non-basic.
  mutating func removeRow(at index: Int) {
    markerColumns.cellsDidChange()
    rowOfSymbol[Int(basics[index].id)] = -1
    let last = rows.count - 1
    if index != last {
      rows.swapAt(index, last)
      basics.swapAt(index, last)
      rowOfSymbol[Int(basics[index].id)] = Int32(index)
    }
    rows.removeLast()
    basics.removeLast()
    if index != last { noteCells(ofRow: index) }
  }

  /// Replaces `symbol` by `row` in every row and objective; restricted rows that go negative
  /// are noted for the dual simplex. `keepingReferences` (a large tableau, `symbol` an external
  /// variable about to be basic with a rank below every other, `row` without references): the
  /// external rows that hold it keep it, as a reference now, and only move by its value.
  mutating func substitute(_ symbol: Symbol, with row: Row, inRows: Bool = true, keepingReferences: Bool = false) {
    if inRows { markerColumns.cellsDidChange() }
    if inRows && !usesColumns {
      if isLoggingUndo {
        // A logged change (phase one) saves each row before it changes it (a loop of its own:
        // the unlogged scan stays as lean as it was).
        for index in rows.indices where rows[index].mayHold(symbol) && rows[index].position(of: symbol).found {
          saveForUndo(row: index)
          if rows[index].substitute(symbol, with: row, scratch: &scratch) && basics[index].isRestricted
            && rows[index].constant < 0
          {
            infeasible.append(basics[index])
          }
        }
      } else {
        for index in rows.indices {
          if rows[index].substitute(symbol, with: row, scratch: &scratch) && basics[index].isRestricted
            && rows[index].constant < 0
          {
            infeasible.append(basics[index])
          }
        }
      }
    } else if inRows {
      let id = Int(symbol.id)
      checkColumn(id)
      // Restricted rows take `row` written out in non-basic symbols (made on first need);
      // external rows take it as it is, then expand what breaks their rank order.
      let referring = usesReferences && hasReferences(row)
      // Expanding references in the external rows below changes which rows refer to which:
      // queued shifts (a deferral) first, before the first external row changes. With no
      // external row holding the symbol (a chain's new link, made basic in a variable no row
      // holds) nothing expands, and they may wait.
      var queueApplied = !referring
      var written: Row? = nil
      // The column is taken out while its rows change (none of them gains the symbol).
      var holding: [Int32] = []
      swap(&holding, &columns[id])
      var kept = 0
      for position in holding.indices {
        let index = Int(holding[position])
        let external = basics[index].kind == .external
        let coefficient = usesReferences && external ? rows[index].coefficient(for: symbol) : 0
        if coefficient == 0 && external && usesReferences { continue }
        if external && !queueApplied {
          propagateShifts()  // moves constants only: the restricted rows changed so far hold no references
          queueApplied = true
        }
        if keepingReferences && external {
          // The cell stands for `symbol − value` from now on: the row moves by the value.
          queueShift(ofRow: index, by: coefficient * row.constant)
          holding[kept] = Int32(index)
          kept += 1
          continue
        }
        saveForUndo(row: index)
        if referring && !external && written == nil { written = reduced(row) }
        let substituted = referring && !external ? written! : row
        if rows[index].substitute(symbol, with: substituted, scratch: &scratch, added: &addedSymbols) {
          for added in addedSymbols.indices { note(addedSymbols[added], inRow: index) }
          if basics[index].isRestricted && rows[index].constant < 0 { infeasible.append(basics[index]) }
          if external && usesReferences { queueShift(ofRowsReferring: basics[index], by: coefficient * row.constant) }
        }
      }
      if referring {
        // After every row has lost the symbol, so an expansion cannot bring it back.
        for position in holding.indices where basics[Int(holding[position])].kind == .external {
          restoreRankOrder(ofRow: Int(holding[position]))
        }
      }
      // Every row that held the symbol holds it no more, but those that keep it as a reference.
      holding.removeLast(holding.count - kept)
      swap(&holding, &columns[id])
      checkedColumnCounts[id] = Int32(kept)
      // A pivot of the simplex brings in a restricted row (no references): what refers to what
      // stays, so its shifts may wait for the end of a deferral — unless the change is logged
      // (phase one, a required constant's tentative shift), whose rollback must find them done.
      if usesReferences && (!defersShifts || isLoggingUndo) { propagateShifts() }
    }
    // The objectives hold non-basic symbols only: `row` written out, when one holds the symbol.
    var written: Row? = usesReferences && hasReferences(row) ? nil : row
    for index in objectives.indices where objectives[index].contains(symbol) {
      if written == nil { written = reduced(row) }
      if isLoggingUndo { saveObjectiveForUndo(index, symbol, written!) }
      objectives[index].substitute(symbol, with: written!)
      noteCandidates(written!)
    }
    if hasArtificial && artificial.position(of: symbol).found {
      if written == nil { written = reduced(row) }
      artificial.substitute(symbol, with: written!, scratch: &scratch)
    }
  }

  /// Makes `entering` basic in place of the basic symbol of row `index`.
  mutating func pivot(row index: Int, entering: Symbol) {
    let leaving = basics[index]
    saveForUndo(row: index)
    saveForUndo(rowOf: leaving.id)
    saveForUndo(rowOf: entering.id)
    var row = takeRow(at: index)
    row.solve(for: leaving, swapping: entering)
    rowOfSymbol[Int(leaving.id)] = -1
    // The row is out while the others change: column checks keep it (it comes back).
    rowOutOfTableau = index
    substitute(entering, with: row)
    rowOutOfTableau = -1
    rows[index] = row
    basics[index] = entering
    rowOfSymbol[Int(entering.id)] = Int32(index)
    // A variable made basic by a pivot takes a restricted row's place: its row holds no
    // reference, and no row refers to it yet (those that held it took the row).
    if usesReferences && entering.kind == .external { rank(entering, row: row, lowest: true) }
    note(leaving, inRow: index)
  }
}
