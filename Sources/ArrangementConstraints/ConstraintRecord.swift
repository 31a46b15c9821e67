/// What the solver keeps about one constraint slot: the constraint, its tag and its symbols.
struct ConstraintRecord: Sendable, Hashable {
  /// The constraint as added (or as its constant was last set).
  var constraint: Constraint
  /// The caller's tag.
  var tag: Int
  /// The symbol whose column stands for the constraint: its slack, its first error, or its dummy.
  var marker: Symbol = .none
  /// An optional constraint's second symbol (its error, or the second error of an equality).
  var other: Symbol = .none
  /// How many constraints used this slot before.
  var generation: UInt32 = 0
  /// Whether the slot holds a constraint of the solver.
  var isLive = false
  /// When the constraint was added (orders the constraints of a conflict).
  var order: UInt64 = 0

  /// The handle of the constraint in `slot`.
  func id(slot: Int) -> ConstraintID { ConstraintID(index: Int32(slot), generation: generation) }
}

extension ConstraintSolver {
  /// The slot of a live constraint, or nil.
  func slot(of id: ConstraintID) -> Int? {
    let slot = Int(id.index)
    guard slot >= 0, slot < records.count, records[slot].isLive, records[slot].generation == id.generation else {
      return nil
    }
    return slot
  }

  /// Takes a free slot (or a new one) for `constraint`.
  mutating func makeSlot(_ constraint: Constraint, tag: Int) -> Int {
    additions += 1
    if let slot = freeSlots.popLast() {
      let index = Int(slot)
      records[index].constraint = constraint
      records[index].tag = tag
      records[index].isLive = true
      records[index].order = additions
      return index
    }
    if records.count == records.capacity { records.reserveCapacity(max(32, 2 * records.count)) }
    records.append(ConstraintRecord(constraint: constraint, tag: tag, isLive: true, order: additions))
    return records.count - 1
  }

  /// Returns a slot to the free list; its next constraint gets a new generation.
  mutating func freeSlot(_ slot: Int) {
    records[slot].isLive = false
    records[slot].generation &+= 1
    records[slot].marker = .none
    records[slot].other = .none
    freeSlots.append(Int32(slot))
  }

  /// Makes a symbol (reusing a free id) owned by constraint `owner` (-1 for none).
  mutating func makeSymbol(_ kind: Symbol.Kind, owner: Int) -> Symbol {
    if let id = freeSymbolIDs.popLast() {
      rowOfSymbol[Int(id)] = -1
      ownerOfSymbol[Int(id)] = Int32(owner)
      return Symbol(id: id, kind: kind)
    }
    if rowOfSymbol.count == rowOfSymbol.capacity { reserveSymbolStorage(max(64, 2 * rowOfSymbol.count)) }
    rowOfSymbol.append(-1)
    ownerOfSymbol.append(Int32(owner))
    makeSymbolStorage()
    return Symbol(id: Int32(rowOfSymbol.count - 1), kind: kind)
  }

  /// Frees a symbol that no longer occurs in the tableau.
  mutating func releaseSymbol(_ symbol: Symbol) {
    guard symbol.exists else { return }
    ownerOfSymbol[Int(symbol.id)] = -1
    rowOfSymbol[Int(symbol.id)] = -1
    columns[Int(symbol.id)].removeAll(keepingCapacity: true)
    checkedColumnCounts[Int(symbol.id)] = 0
    freeSymbolIDs.append(symbol.id)
  }
}
