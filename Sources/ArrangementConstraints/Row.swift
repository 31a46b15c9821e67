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
  /// The non-zero coefficients, sorted by symbol id.
  var cells: [Cell]

  /// The row `constant` with no symbols.
  init(constant: Double = 0) {
    self.constant = constant
    self.cells = []
  }

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
  mutating func insert<Sink: SymbolSink>(
    _ other: Row, times factor: Double, scratch: inout [Cell], added: inout Sink
  ) {
    constant += factor * other.constant
    if other.cells.isEmpty { return }
    if other.cells.count * 16 < cells.count {  // a short row into a long one: insert cell by cell
      for cell in other.cells where insert(cell.symbol, cell.coefficient * factor) { added.add(cell.symbol) }
      return
    }
    scratch.removeAll(keepingCapacity: true)
    var i = 0
    var j = 0
    let mine = cells.count
    let theirs = other.cells.count
    scratch.reserveCapacity(mine + theirs)
    while i < mine || j < theirs {
      if j == theirs || (i < mine && cells[i].symbol.id < other.cells[j].symbol.id) {
        scratch.append(cells[i])
        i += 1
      } else if i == mine || other.cells[j].symbol.id < cells[i].symbol.id {
        let value = other.cells[j].coefficient * factor
        if !Row.isNearZero(value) {
          scratch.append(Cell(symbol: other.cells[j].symbol, coefficient: value))
          added.add(other.cells[j].symbol)
        }
        j += 1
      } else {
        let value = cells[i].coefficient + other.cells[j].coefficient * factor
        if !Row.isNearZero(value) { scratch.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
        i += 1
        j += 1
      }
    }
    if cells.capacity >= scratch.count {
      // Copied back into the row's own storage, so the scratch buffer stays the solver's (a
      // swap would hand it a row's smaller one, to be grown again by the next merge).
      let count = scratch.count
      let kept = min(cells.count, count)
      for position in 0..<kept { cells[position] = scratch[position] }
      if count < cells.count {
        cells.removeLast(cells.count - count)
      } else {
        for position in kept..<count { cells.append(scratch[position]) }
      }
    } else {
      swap(&cells, &scratch)
    }
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
