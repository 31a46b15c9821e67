/// The lexicographic objective and the two simplex loops (primal after a structural change,
/// dual after a constant change).
///
/// Kiwi folds its strengths into one double (`strong × 10⁶ + medium × 10³ + weak`), which cannot
/// keep 999 priorities apart: enough errors at one level always outweigh one at the next. Here
/// each optional priority in use has an objective row of its own, and objectives compare as
/// vectors, highest priority first. A symbol may enter the basis for a level only if no
/// higher level cares about it, so lower levels never trade away a higher one; the dual
/// simplex picks its entering symbol by the lexicographically smallest cost ratio. The rows
/// exist only for the priorities constraints use (a handful in a real layout), are made when a
/// priority first appears and go when its last constraint does — never on the resize path.
extension ConstraintSolver {
  // MARK: - Levels

  /// The objective row of `priority`, or -1.
  func levelIndex(of priority: Priority) -> Int {
    var low = 0
    var high = levels.count
    while low < high {
      let middle = (low + high) / 2
      if levels[middle] == priority.rawValue { return middle }
      if levels[middle] > priority.rawValue { low = middle + 1 } else { high = middle }
    }
    return -1
  }

  /// The objective row of an optional `priority`, made if it is new, with one more user.
  mutating func claimLevel(_ priority: Priority) -> Int {
    let existing = levelIndex(of: priority)
    if existing >= 0 {
      levelUsers[existing] += 1
      return existing
    }
    let index = levels.firstIndex { $0 < priority.rawValue } ?? levels.count
    levels.insert(priority.rawValue, at: index)
    levelUsers.insert(1, at: index)
    objectives.insert(Objective(symbolCount: rowOfSymbol.count), at: index)
    return index
  }

  /// One user fewer for the objective row at `index`; the row goes with its last user.
  mutating func releaseLevel(_ index: Int) {
    levelUsers[index] -= 1
    if levelUsers[index] == 0 {
      // Symbols this level held may now enter for a lower one.
      noteCandidates(objectives[index])
      levels.remove(at: index)
      levelUsers.remove(at: index)
      objectives.remove(at: index)
    }
  }

  /// Adds `coefficient × symbol` to the objective at `level`, through its row if it is basic.
  mutating func addToObjective(_ level: Int, _ symbol: Symbol, _ coefficient: Double) {
    let basicRow = Int(rowOfSymbol[Int(symbol.id)])
    if basicRow >= 0 {
      objectives[level].insert(rows[basicRow], times: coefficient)
      noteCandidates(rows[basicRow])
    } else {
      objectives[level].insert(symbol, coefficient)
      noteCandidate(symbol)
    }
  }

  // MARK: - Primal simplex

  /// Most pivots one optimisation may take before it stops (a guard against cycling in
  /// rounded arithmetic; never reached by a real layout).
  var pivotLimit: Int { 64 * (rows.count + 16) }

  /// Minimises the objectives lexicographically from a feasible tableau.
  mutating func optimize() {
    var pivots = 0
    while let entering = lexicographicEnteringSymbol(), pivots < pivotLimit {
      guard let leaving = leavingRow(for: entering) else { break }  // unbounded: cannot happen with costs ≥ 0
      pivot(row: leaving, entering: entering)
      pivots += 1
    }
    infeasible.removeAll(keepingCapacity: true)
  }

  /// Minimises the phase-one objective.
  mutating func optimizeArtificial() {
    var pivots = 0
    while pivots < pivotLimit {
      guard let entering = artificialEnteringSymbol() else { break }
      guard let leaving = leavingRow(for: entering) else { break }
      pivot(row: leaving, entering: entering)
      pivots += 1
    }
  }

  /// The symbol phase one enters: among the pivotable symbols that lower the artificial
  /// objective, the one whose cost in the real objectives per unit of artificial decrease is
  /// lexicographically smallest (ties: the lowest id). Phase one then reaches a vertex that is
  /// nearly optimal already: the lowest id instead could be an edit's error (edits are often
  /// made first), held by every row that follows the window's size; entering it moves the
  /// window and sets off a pivot through each of those rows, which the optimisation after
  /// phase one undoes one pivot at a time (O(rows) pivots per constraint added).
  func artificialEnteringSymbol() -> Symbol? {
    var best = Symbol.none
    var bestCoefficient = 0.0
    for cell in artificial.cells where cell.coefficient < 0 && cell.symbol.isPivotable {
      if !best.exists || costRatio(cell.symbol, -cell.coefficient, isBelow: best, -bestCoefficient) {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best.exists ? best : nil
  }

  /// The restricted row that first limits `entering` as it grows (the minimum ratio; ties go
  /// to the lowest basic symbol id, Bland's rule); nil when nothing limits it.
  mutating func leavingRow(for entering: Symbol) -> Int? {
    var best: Int? = nil
    var bestRatio = Double.greatestFiniteMagnitude
    var bestID = Int32.max
    let count = scanCount(entering)
    let byColumn = usesColumns
    for position in 0..<count {
      let index = byColumn ? Int(columns[Int(entering.id)][position]) : position
      guard basics[index].isRestricted else { continue }
      let coefficient = rows[index].coefficient(for: entering)
      if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if ratio < bestRatio || (ratio == bestRatio && basics[index].id < bestID) {
          bestRatio = ratio
          best = index
          bestID = basics[index].id
        }
      }
    }
    return best
  }

  // MARK: - Dual simplex

  /// Restores feasibility after constants changed, keeping the objective optimal. Returns the
  /// basic symbol of a row that cannot be made feasible (only possible if required constraints
  /// contradict), or nil.
  @discardableResult
  mutating func dualOptimize() -> Symbol? {
    var pivots = 0
    while let leaving = infeasible.popLast() {
      let index = Int(rowOfSymbol[Int(leaving.id)])
      guard index >= 0, rows[index].constant < 0 else { continue }
      guard let entering = dualEnteringSymbol(row: index), pivots < pivotLimit else {
        if rows[index].constant > -Row.epsilon {
          saveConstantForUndo(row: index)
          rows[index].constant = 0
          continue
        }
        infeasible.removeAll(keepingCapacity: true)
        return leaving
      }
      pivot(row: index, entering: entering)
      pivots += 1
    }
    return nil
  }

  /// The symbol to enter for an infeasible row: among its positive pivotable cells, the one
  /// whose cost vector divided by the cell's coefficient is lexicographically smallest (so every
  /// objective stays optimal); ties go to the lowest id.
  func dualEnteringSymbol(row index: Int) -> Symbol? {
    var best = Symbol.none
    var bestCoefficient = 0.0
    for cell in rows[index].cells where cell.coefficient > 0 && cell.symbol.isPivotable {
      if !best.exists || costRatio(cell.symbol, cell.coefficient, isBelow: best, bestCoefficient) {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best.exists ? best : nil
  }

  /// Whether `cost(a) / ca` is lexicographically below `cost(b) / cb`, comparing each level
  /// within a relative tolerance so rounding residue does not decide a tie.
  func costRatio(_ a: Symbol, _ ca: Double, isBelow b: Symbol, _ cb: Double) -> Bool {
    for level in objectives.indices {
      let x = objectives[level].coefficient(for: a) / ca
      let y = objectives[level].coefficient(for: b) / cb
      let tolerance = 1.0e-10 * max(1, abs(x), abs(y))
      if x < y - tolerance { return true }
      if x > y + tolerance { return false }
    }
    return false
  }
}
