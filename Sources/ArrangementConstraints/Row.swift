/// One coefficient of a row: `coefficient × symbol`.
struct Cell: Sendable, Hashable {
  var symbol: Symbol
  var coefficient: Double
}

/// A linear combination `constant + Σ coefficient × symbol` of the tableau.
///
/// A row of the tableau stands for `basic = constant + Σ cells`; a row being built for a new
/// constraint stands for `0 = constant + Σ cells`. Cells are kept sorted by symbol id in one
/// contiguous array, so looking a symbol up is a binary search and adding two rows is a merge;
/// coefficients that come within ``Row/epsilon`` of zero are dropped, which keeps rounding
/// residue from accumulating as columns.
struct Row: Sendable, Hashable {
  /// Below this magnitude a coefficient or a constant counts as zero (the solver's tolerance).
  static let epsilon = 1.0e-8

  /// The constant term.
  var constant: Double
  /// The non-zero coefficients, sorted by symbol id. Only ``Row``'s own methods add cells
  /// (they keep ``symbolMask``); others may read, remove or change coefficients.
  var cells: [Cell]
  /// One bit per symbol id modulo 64, set for every symbol of the row (and possibly for
  /// symbols removed since): a clear bit proves the symbol absent without a search. A merge
  /// recomputes it exactly. A scan of the tableau for a symbol's rows (a pivot's
  /// substitution, the ratio test) skips most rows on it.
  private(set) var symbolMask: UInt64 = 0

  /// The row `constant` with no symbols.
  init(constant: Double = 0) {
    self.constant = constant
    self.cells = []
  }

  /// A copy of `row` in `storage` (empty; its capacity reused), sharing no storage with it.
  init(copying row: Row, into storage: [Cell]) {
    constant = row.constant
    cells = storage
    cells.append(contentsOf: row.cells)
    symbolMask = row.symbolMask
  }

  /// Takes the cell storage out, leaving the row with no cells.
  mutating func takeCells() -> [Cell] {
    var taken: [Cell] = []
    swap(&taken, &cells)
    symbolMask = 0
    return taken
  }

  /// Rows are equal when their constants and cells are (the mask is a cache).
  static func == (lhs: Row, rhs: Row) -> Bool { lhs.constant == rhs.constant && lhs.cells == rhs.cells }

  func hash(into hasher: inout Hasher) {
    hasher.combine(constant)
    hasher.combine(cells)
  }

  /// `symbol`'s bit in ``symbolMask``.
  @inline(__always)
  static func maskBit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: symbol.id & 63) }

  /// Whether the row may hold `symbol` (false: it certainly does not).
  @inline(__always)
  func mayHold(_ symbol: Symbol) -> Bool { symbolMask & Row.maskBit(symbol) != 0 }

  /// Whether a number counts as zero.
  @inline(__always)
  static func isNearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

  /// Where `symbol` is, or where it would go (the first cell with a larger id).
  @inline(__always)
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    // Beyond the last cell (a symbol made after every symbol of the row) or before the first:
    // no search.
    if high == 0 || cells[high - 1].symbol.id < symbol.id { return (high, false) }
    if symbol.id < cells[0].symbol.id { return (0, false) }
    while low < high {
      let middle = (low &+ high) &>> 1  // non-negative: no overflow check or sign fix-up
      let id = cells[middle].symbol.id
      if id == symbol.id { return (middle, true) }
      if id < symbol.id { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol` (0 when absent).
  @inline(__always)
  func coefficient(for symbol: Symbol) -> Double {
    guard mayHold(symbol) else { return 0 }
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// The coefficient of `symbol` (0 when absent), by a galloping search from the first cell
  /// (1, 2, 4, … cells in, then a binary search in the last step): for a symbol of low id —
  /// an edit's errors, made before the constraints — one or two steps where the binary search
  /// takes log₂ of the row's length. A suggested value scans every row of a small tableau for
  /// its edit's marker with it.
  @inline(__always)
  func coefficient(forLowID symbol: Symbol) -> Double {
    guard mayHold(symbol) else { return 0 }
    var low = 0
    var high = cells.count
    var step = 1
    while low < high {
      let probe = low + step - 1
      if probe >= high { break }
      let id = cells[probe].symbol.id
      if id == symbol.id { return cells[probe].coefficient }
      if id > symbol.id {
        high = probe
        break
      }
      low = probe + 1
      step &*= 2
    }
    while low < high {
      let middle = (low &+ high) &>> 1  // non-negative: no overflow check or sign fix-up
      let id = cells[middle].symbol.id
      if id == symbol.id { return cells[middle].coefficient }
      if id < symbol.id { low = middle + 1 } else { high = middle }
    }
    return 0
  }

  /// Adds `coefficient × symbol`, dropping the cell if the sum comes to zero. Returns whether
  /// the symbol is new in the row.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Bool {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if Row.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
    } else if !Row.isNearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
      symbolMask |= Row.maskBit(symbol)
      return true
    }
    return false
  }

  /// Adds `factor × other`, merging the two sorted cell arrays through `scratch` (whose storage
  /// is reused from call to call, so a steady state allocates nothing).
  mutating func insert(_ other: Row, times factor: Double, scratch: inout [Cell]) {
    var ignored = IgnoredSymbols()
    insert(other, times: factor, scratch: &scratch, added: &ignored)
  }

  /// Adds `factor × other`, giving `added` the symbols new in the row (for the tableau's
  /// columns; ``IgnoredSymbols`` specializes the bookkeeping away).
  ///
  /// The two sorted arrays merge into `scratch` through buffer pointers (no uniqueness or
  /// bounds check per cell; `scratch` is grown first to hold both), and the result is copied
  /// back into the row's own storage, grown by doubling when the sum is longer: the scratch
  /// buffer stays the solver's, and a row reallocates a logarithmic number of times as it
  /// grows. The merge recomputes ``symbolMask``.
  mutating func insert<Sink: SymbolSink>(
    _ other: Row, times factor: Double, scratch: inout [Cell], added: inout Sink
  ) {
    constant += factor * other.constant
    if other.cells.isEmpty { return }
    if other.cells.count * 16 < cells.count {  // a short row into a long one: insert cell by cell
      for cell in other.cells where insert(cell.symbol, cell.coefficient * factor) { added.add(cell.symbol) }
      return
    }
    let needed = cells.count + other.cells.count
    if scratch.count < needed {
      // Grown by doubling, filled so the merge below writes initialized cells only.
      let blank = Cell(symbol: Symbol(id: 0, kind: .dummy), coefficient: 0)
      scratch = Array(repeating: blank, count: Swift.max(needed, 2 * scratch.count))
    }
    let (count, mask) = scratch.withUnsafeMutableBufferPointer { merged in
      cells.withUnsafeBufferPointer { mine in
        other.cells.withUnsafeBufferPointer { theirs in
          Row.merge(mine, theirs, times: factor, into: merged, added: &added)
        }
      }
    }
    if cells.capacity < count { cells.reserveCapacity(Swift.max(count, 2 * cells.capacity)) }
    let old = cells.count
    scratch.withUnsafeBufferPointer { merged in
      let kept = Swift.min(old, count)
      if kept > 0 {
        cells.withUnsafeMutableBufferPointer { row in
          row.baseAddress!.update(from: merged.baseAddress!, count: kept)
        }
      }
      if count > old { cells.append(contentsOf: UnsafeBufferPointer(rebasing: merged[old..<count])) }
    }
    if count < old { cells.removeLast(old - count) }
    symbolMask = mask
  }

  /// The merge of ``insert(_:times:scratch:added:)``: `mine + factor × theirs`, cells that come
  /// to zero dropped, written from the front of `merged` (at least as long as both). Returns the
  /// number of cells written and their ``symbolMask``.
  @inline(__always)
  private static func merge<Sink: SymbolSink>(
    _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
    into merged: UnsafeMutableBufferPointer<Cell>, added: inout Sink
  ) -> (count: Int, mask: UInt64) {
    var i = 0
    var j = 0
    var k = 0
    var mask: UInt64 = 0
    while j < theirs.count {
      let cell = theirs[j]
      if i < mine.count && mine[i].symbol.id < cell.symbol.id {
        merged[k] = mine[i]
        mask |= Row.maskBit(mine[i].symbol)
        i += 1
        k += 1
      } else if i < mine.count && mine[i].symbol.id == cell.symbol.id {
        let value = mine[i].coefficient + cell.coefficient * factor
        if !Row.isNearZero(value) {
          merged[k] = Cell(symbol: cell.symbol, coefficient: value)
          mask |= Row.maskBit(cell.symbol)
          k += 1
        }
        i += 1
        j += 1
      } else {
        let value = cell.coefficient * factor
        if !Row.isNearZero(value) {
          merged[k] = Cell(symbol: cell.symbol, coefficient: value)
          mask |= Row.maskBit(cell.symbol)
          k += 1
          added.add(cell.symbol)
        }
        j += 1
      }
    }
    while i < mine.count {
      merged[k] = mine[i]
      mask |= Row.maskBit(mine[i].symbol)
      i += 1
      k += 1
    }
    return (k, mask)
  }

  /// Removes `symbol`'s cell, if any.
  mutating func remove(_ symbol: Symbol) {
    let (index, found) = position(of: symbol)
    if found { cells.remove(at: index) }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Turns `0 = row` into `symbol = row'`: removes `symbol`'s cell and divides the rest by
  /// minus its coefficient. `symbol` must be in the row.
  mutating func solve(for symbol: Symbol) {
    let (index, found) = position(of: symbol)
    guard found else { return }
    let factor = -1.0 / cells.remove(at: index).coefficient
    constant *= factor
    for position in cells.indices { cells[position].coefficient *= factor }
  }

  /// Turns `lhs = row` (with `rhs` in it) into `rhs = row'`.
  mutating func solve(for lhs: Symbol, swapping rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row` (`symbol = row`), if `symbol` occurs.
  /// Returns whether it did.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) -> Bool {
    guard mayHold(symbol) else { return false }
    let (index, found) = position(of: symbol)
    guard found else { return false }
    let coefficient = cells.remove(at: index).coefficient
    insert(row, times: coefficient, scratch: &scratch)
    return true
  }

  /// Replaces `symbol` by `row`, if it occurs, putting the symbols new in this row in `added`
  /// (emptied first).
  mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell], added: inout [Symbol]) -> Bool {
    added.removeAll(keepingCapacity: true)
    guard mayHold(symbol) else { return false }
    let (index, found) = position(of: symbol)
    guard found else { return false }
    let coefficient = cells.remove(at: index).coefficient
    insert(row, times: coefficient, scratch: &scratch, added: &added)
    return true
  }
}

/// Where a row merge puts the symbols it adds.
protocol SymbolSink {
  mutating func add(_ symbol: Symbol)
}

/// A sink that keeps nothing (merges outside the tableau's columns).
struct IgnoredSymbols: SymbolSink {
  @inline(__always)
  mutating func add(_ symbol: Symbol) {}
}

extension Array: SymbolSink where Element == Symbol {
  @inline(__always)
  mutating func add(_ symbol: Symbol) { append(symbol) }
}
