/// One level of the lexicographic objective: `constant + Σ coefficient × symbol` over the
/// non-basic symbols, the cells in no order with each symbol's position kept by id.
///
/// An objective holds the error of every optional constraint of its priority that is not
/// basic: in a large layout thousands of cells, where a pivot changes a handful. A sorted
/// array (``Row``) moves the cells behind each new one (a `memmove` of the whole level per
/// pivot: quadratic over a build); here a change costs the cells it changes. Arithmetic is the
/// row's, operation for operation (the same sums, the same cells dropped within
/// ``Row/epsilon`` of zero), so results are bit for bit those of a sorted row; nothing reads
/// the cells in order (the entering symbol is the lowest id found).
struct Objective: Sendable, Hashable {
  /// The constant term.
  var constant = 0.0
  /// The non-zero coefficients, in no order.
  private(set) var cells: [Cell] = []
  /// For each symbol id, its cell's index in ``cells``, or -1.
  private var positions: [Int32]

  /// An empty objective for a solver with `symbolCount` symbol ids.
  init(symbolCount: Int) {
    positions = []
    positions.reserveCapacity(max(64, 2 * symbolCount))
    positions.append(contentsOf: repeatElement(-1, count: symbolCount))
  }

  /// Room for `capacity` symbol ids, taken at once.
  mutating func reserveSymbolIDs(_ capacity: Int) { positions.reserveCapacity(capacity) }

  /// Room for one more symbol id.
  mutating func addSymbolID() { positions.append(-1) }

  /// Room for one symbol id fewer (the last one, unmade).
  mutating func removeLastSymbolID() { positions.removeLast() }

  /// Whether `symbol` has a cell.
  @inline(__always)
  func contains(_ symbol: Symbol) -> Bool { positions[Int(symbol.id)] >= 0 }

  /// The coefficient of `symbol` (0 when absent).
  @inline(__always)
  func coefficient(for symbol: Symbol) -> Double {
    let position = Int(positions[Int(symbol.id)])
    return position >= 0 ? cells[position].coefficient : 0
  }

  /// The cell of `symbol`, if it has one.
  @inline(__always)
  func cell(for symbol: Symbol) -> Cell? {
    let position = Int(positions[Int(symbol.id)])
    return position >= 0 ? cells[position] : nil
  }

  /// Adds `coefficient × symbol`, dropping the cell if the sum comes to zero (as ``Row``).
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let position = Int(positions[Int(symbol.id)])
    if position >= 0 {
      let sum = cells[position].coefficient + coefficient
      if Row.isNearZero(sum) { remove(at: position) } else { cells[position].coefficient = sum }
    } else if !Row.isNearZero(coefficient) {
      positions[Int(symbol.id)] = Int32(cells.count)
      cells.append(Cell(symbol: symbol, coefficient: coefficient))
    }
  }

  /// Adds `factor × row`.
  mutating func insert(_ row: Row, times factor: Double) {
    constant += factor * row.constant
    for cell in row.cells { insert(cell.symbol, cell.coefficient * factor) }
  }

  /// Replaces `symbol` by `row` (`symbol = row`), if it occurs; returns whether it did.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
    let position = Int(positions[Int(symbol.id)])
    guard position >= 0 else { return false }
    let coefficient = cells[position].coefficient
    remove(at: position)
    insert(row, times: coefficient)
    return true
  }

  /// Removes `symbol`'s cell, if any.
  mutating func remove(_ symbol: Symbol) {
    let position = Int(positions[Int(symbol.id)])
    if position >= 0 { remove(at: position) }
  }

  /// Sets `symbol`'s coefficient to exactly `value` (0 removes the cell): an undo log's restore.
  ///
  /// A new cell takes `symbol` as given, kind and all: the simplex picks entering symbols by
  /// kind (a dummy never enters), so the caller passes the symbol the cell had, not one made
  /// from its id.
  mutating func setCoefficient(_ symbol: Symbol, _ value: Double) {
    let position = Int(positions[Int(symbol.id)])
    if value == 0 {
      if position >= 0 { remove(at: position) }
    } else if position >= 0 {
      cells[position].coefficient = value
    } else {
      positions[Int(symbol.id)] = Int32(cells.count)
      cells.append(Cell(symbol: symbol, coefficient: value))
    }
  }

  /// Removes the cell at `position` (the last cell takes its place).
  private mutating func remove(at position: Int) {
    let id = Int(cells[position].symbol.id)
    let last = cells.count - 1
    if position != last {
      cells[position] = cells[last]
      positions[Int(cells[position].symbol.id)] = Int32(position)
    }
    cells.removeLast()
    positions[id] = -1
  }
}
