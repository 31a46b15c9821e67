/// Rows of the caller's variables that refer to other variables' rows: what keeps a chain
/// (`row.top == previous.bottom + 4`, a view in a view pinned to its parent's margins) sparse.
///
/// In a fully reduced Cassowary tableau every row is written in the non-basic symbols only, so
/// the last view of a chain is basic in the markers (dummies, slacks, errors) of every link
/// above it: N²/2 cells, and adding the N-th link costs O(N). Yet the rows of the caller's
/// variables (unrestricted basics) take no part in the simplex: no ratio test reads them and
/// no objective holds them; only their constants (the variables' values) matter. So, in a large
/// tableau (while ``usesColumns`` holds), such a row may *refer* to another variable that is
/// basic: a cell of a basic external symbol `z` in an external row stands for `z − value(z)`,
/// the non-constant part of `z`'s own row. A link's row is then `top = value + (previous.y −
/// its value) + …`: as short as the constraint.
///
/// **Invariants.** Restricted rows (slacks, errors, dummies), the objectives and the phase-one
/// objective are fully reduced: they hold non-basic symbols only, exactly as before. An
/// external row holds non-basic symbols and references to basic external symbols of lower
/// *rank* (a number given to a symbol each time it becomes basic in an external row, growing),
/// so references never form a cycle. Every row's constant is its basic symbol's value: when an
/// external row's constant moves, the rows referring to it move by the same amount times their
/// coefficient (``propagateShifts()``, in rank order, so each row moves once however many
/// paths lead to it). Where a restricted row or an objective needs an external row (the
/// variable became basic, or left the basis), the row is expanded first (``reduced(_:)``).
///
/// Small tableaux keep every row reduced (the references cost more than they save there), so
/// their behavior is exactly the reduced tableau's.
extension ConstraintSolver {
  /// Whether rows may refer to basic external symbols (a large tableau).
  @inline(__always)
  var usesReferences: Bool { usesColumns }

  /// Whether `symbol` is a basic external symbol (in an external row: a reference).
  @inline(__always)
  func isReference(_ symbol: Symbol) -> Bool {
    symbol.kind == .external && rowOfSymbol[Int(symbol.id)] >= 0
  }

  /// Whether the row holds a reference.
  func hasReferences(_ row: Row) -> Bool {
    for cell in row.cells where isReference(cell.symbol) { return true }
    return false
  }

  /// `row` with every reference expanded (the highest rank first, so that references which
  /// cancel do so before they are expanded): in non-basic symbols only. The constant does not
  /// change (a reference stands for its row without the constant).
  func reduced(_ row: Row) -> Row {
    var result = row
    var scratch: [Cell] = []
    while let position = highestReference(in: result, atLeast: 0) {
      let cell = result.cells.remove(at: position)
      let constant = result.constant
      result.insert(rows[Int(rowOfSymbol[Int(cell.symbol.id)])], times: cell.coefficient, scratch: &scratch)
      result.constant = constant
    }
    return result
  }

  /// The position of the reference of highest rank at least `minimum` in `row`, or nil.
  func highestReference(in row: Row, atLeast minimum: UInt32) -> Int? {
    var best: Int? = nil
    var bestRank: UInt32 = 0
    for position in row.cells.indices where isReference(row.cells[position].symbol) {
      let rank = rankOfSymbol[Int(row.cells[position].symbol.id)]
      if rank >= minimum && (best == nil || rank > bestRank) {
        best = position
        bestRank = rank
      }
    }
    return best
  }

  /// Expands the references of external row `index` whose rank is not below the row's own,
  /// until none is left (after a substitution brought them in).
  mutating func restoreRankOrder(ofRow index: Int) {
    let own = rankOfSymbol[Int(basics[index].id)]
    markerColumns.cellsDidChange()
    while let position = highestReference(in: rows[index], atLeast: own) {
      saveForUndo(row: index)
      let cell = rows[index].cells.remove(at: position)
      let expansion = rows[Int(rowOfSymbol[Int(cell.symbol.id)])]
      let constant = rows[index].constant
      rows[index].insert(expansion, times: cell.coefficient, scratch: &scratch, added: &addedSymbols)
      rows[index].constant = constant
      for added in addedSymbols.indices { note(addedSymbols[added], inRow: index) }
      addedSymbols.removeAll(keepingCapacity: true)
    }
  }

  /// Gives `symbol`, basic now in external row `row`, a rank one above the highest of the
  /// references the row holds — or, `lowest`, below every other (its row holds no reference:
  /// the rows that hold `symbol` keep it as one).
  ///
  /// A rank only has to lie above those of the row's references (no other row refers to
  /// `symbol` yet: the rows that held it took its row). Kept that low rather than above every
  /// other, a row's rank bounds what a read of its value has to apply of a deferral's queue
  /// (``bringCurrent(_:)``): a deep subtree's new rows then read their few references without
  /// moving every row below them first.
  mutating func rank(_ symbol: Symbol, row: Row, lowest: Bool) {
    if isLoggingUndo { undo.ranks.append((symbol.id, rankOfSymbol[Int(symbol.id)])) }
    if lowest {
      lowestRank &-= 1
      rankOfSymbol[Int(symbol.id)] = lowestRank
    } else {
      var highest = lowestRank
      for cell in row.cells where isReference(cell.symbol) {
        highest = max(highest, rankOfSymbol[Int(cell.symbol.id)])
      }
      rankOfSymbol[Int(symbol.id)] = highest &+ 1
    }
  }

  // MARK: - Moving constants along references

  /// The rows that refer to external symbol `symbol` move by `delta` times their coefficient
  /// (queued: ``propagateShifts()`` applies them).
  mutating func queueShift(ofRowsReferring symbol: Symbol, by delta: Double) {
    guard delta != 0 else { return }
    checkColumn(Int(symbol.id), shiftingReferrersBy: delta)
  }

  /// Row `index` (external) is to move by `delta`.
  @inline(__always)
  mutating func queueShift(ofRow index: Int, by delta: Double) {
    let id = Int(basics[index].id)
    pendingShifts[id] += delta
    if !isShiftQueued[id] {
      isShiftQueued[id] = true
      pushShift(basics[index].id)
    }
  }

  /// Applies the queued shifts in rank order, each row once, and the shifts they cause.
  mutating func propagateShifts() {
    while let id = popShift() { applyShift(of: id) }
  }

  /// Applies the queued shifts of rank `rank` or lower, and the shifts they cause there: a row
  /// of that rank is current then (it moves with the rows it refers to, all of lower rank);
  /// the rows above stay queued.
  mutating func propagateShifts(throughRank rank: UInt32) {
    while let top = shiftHeap.first, rankOfSymbol[Int(top)] <= rank {
      _ = popShift()
      applyShift(of: top)
    }
  }

  /// The value of `symbol`, a basic external symbol, made current: what is queued below its
  /// rank is applied first (a new row reads it; ``propagateShifts(throughRank:)``).
  @inline(__always)
  mutating func bringCurrent(_ symbol: Symbol) {
    guard !shiftHeap.isEmpty else { return }
    propagateShifts(throughRank: rankOfSymbol[Int(symbol.id)])
  }

  /// Moves the external row of symbol `id` by its queued shift, and queues the rows referring
  /// to it.
  @inline(__always)
  private mutating func applyShift(of id: Int32) {
    let delta = pendingShifts[Int(id)]
    pendingShifts[Int(id)] = 0
    isShiftQueued[Int(id)] = false
    let index = Int(rowOfSymbol[Int(id)])
    guard index >= 0, delta != 0 else { return }
    saveConstantForUndo(row: index)
    rows[index].constant += delta
    queueShift(ofRowsReferring: basics[index], by: delta)
  }

  /// A change of external row `index`'s constant by `delta` reaches the rows referring to it.
  @inline(__always)
  mutating func noteShift(ofExternalRow index: Int, by delta: Double) {
    guard usesReferences, delta != 0, basics[index].kind == .external else { return }
    queueShift(ofRowsReferring: basics[index], by: delta)
  }

  /// From now on, until ``endDeferringShifts()``, a constant change of an optional constraint
  /// (or a suggested value) leaves the rows that refer to the rows it moved queued instead of
  /// moving them: many changes along one chain (every label of a stack re-measured) then move
  /// each row below once, in ``endDeferringShifts()``, rather than once per change.
  ///
  /// Adding a constraint applies what its row reads: the queued moves at or below the ranks
  /// of the rows it refers to (``bringCurrent(_:)``), and all of them when its row expands
  /// references in other rows or needs phase one. So a subtree entering a window, its deepest
  /// views first, adds each level's rows without moving every row below them, and the rows
  /// below move once, when the deferral ends. Removing a constraint or an edit and a required
  /// constant's change apply the whole queue first. Only the values are late: ``value(of:)``
  /// reads the values from before the queued moves until the deferral ends. A small tableau
  /// has no references and nothing to defer.
  ///
  /// ```swift
  /// solver.beginDeferringShifts()
  /// for (id, height) in heights { try? solver.setConstant(of: id, to: -height) }
  /// solver.endDeferringShifts()
  /// ```
  package mutating func beginDeferringShifts() { defersShifts = true }

  /// Moves the rows queued since ``beginDeferringShifts()``, each once, and ends the deferral.
  package mutating func endDeferringShifts() {
    defersShifts = false
    if usesReferences { propagateShifts() }
  }

  /// Applies the queued moves now, keeping the deferral (a layout pass about to read values
  /// while a deferral runs: app code called from a subtree's move laid the window out).
  ///
  /// ```swift
  /// solver.applyQueuedShifts()
  /// let x = solver.value(of: left)   // current, deferral or not
  /// ```
  package mutating func applyQueuedShifts() {
    if !shiftHeap.isEmpty { propagateShifts() }
  }

  /// Pushes symbol `id` on the min-heap of queued shifts (by rank).
  private mutating func pushShift(_ id: Int32) {
    shiftHeap.append(id)
    var child = shiftHeap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard rankOfSymbol[Int(shiftHeap[child])] < rankOfSymbol[Int(shiftHeap[parent])] else { break }
      shiftHeap.swapAt(child, parent)
      child = parent
    }
  }

  /// Pops the queued symbol of lowest rank.
  private mutating func popShift() -> Int32? {
    guard let last = shiftHeap.popLast() else { return nil }
    guard !shiftHeap.isEmpty else { return last }
    let top = shiftHeap[0]
    shiftHeap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= shiftHeap.count { break }
      var child = left
      if left + 1 < shiftHeap.count
        && rankOfSymbol[Int(shiftHeap[left + 1])] < rankOfSymbol[Int(shiftHeap[left])]
      {
        child = left + 1
      }
      guard rankOfSymbol[Int(shiftHeap[child])] < rankOfSymbol[Int(shiftHeap[parent])] else { break }
      shiftHeap.swapAt(child, parent)
      parent = child
    }
    return top
  }

  /// External symbol `symbol` leaves the basis (its row is about to go): the references to it
  /// become the symbol itself, a non-basic one at 0, so the rows referring to it drop its value.
  mutating func demote(_ symbol: Symbol) {
    guard usesReferences else { return }
    propagateShifts()  // its value, and the rows that hold the reference now, are current
    let index = Int(rowOfSymbol[Int(symbol.id)])
    guard index >= 0 else { return }
    queueShift(ofRowsReferring: symbol, by: -rows[index].constant)
    propagateShifts()
  }
}
