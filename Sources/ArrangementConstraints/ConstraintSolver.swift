/// An incremental simplex solver for linear constraints with UIKit's priorities (Cassowary family).
///
/// The solver keeps a simplex tableau and changes it one constraint at a time: adding or
/// removing a constraint adds or removes one row and re-optimises from the current solution;
/// suggesting a value for an edit variable shifts constants and re-optimises with the dual
/// simplex. Nothing is ever rebuilt from scratch.
///
/// **What the solution is** (behavior.md L2): every required constraint holds; optional
/// constraints are satisfied in priority order — the objective is lexicographic, one level per
/// priority in use, so no number of lower-priority constraints outweighs one of higher
/// priority — and within one priority the total error (`|expression|` of equalities, the
/// violation of inequalities) is as small as possible. Where several solutions remain, the solver
/// returns one, the same one for the same operations in the same order (bit for bit), and
/// ``isAmbiguous(_:)`` says which variables it chose.
///
/// **Required conflicts** (L3): a required constraint that contradicts the required ones
/// already added is not added; ``add(_:tag:)`` throws ``SolverError/unsatisfiable(_:)`` naming
/// a minimal set of constraints that contradict it, and the solver is exactly as it was.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = solver.makeVariable(named: "left")
/// let width = solver.makeVariable(named: "width")
/// let superWidth = solver.makeVariable(named: "superview.width")
/// try solver.add(Constraint(left, .equal, 20))                                  // required
/// try solver.add(Constraint(left + width, .equal, superWidth - 20))             // right margin
/// try solver.add(Constraint(width, .greaterThanOrEqual, 44), tag: 3)
/// try solver.addEditVariable(superWidth, priority: 999)
/// try solver.suggestValue(390, for: superWidth)
/// solver.value(of: width)             // 350
/// ```
///
/// It is a value type: a copy is an independent solver (copies share storage until one
/// changes). Variables, constraint handles and tags are small integers, so the steady-state
/// operations — ``suggestValue(_:for:)``, ``setConstant(of:to:)`` of an optional constraint,
/// ``value(of:)`` — allocate nothing.
///
/// Degenerate input never traps: NaN, infinite or huge numbers, invalid priorities, unknown
/// handles and contradictions are rejected with a ``SolverError``, leaving the solver unchanged.
public struct ConstraintSolver: Sendable, CustomStringConvertible {
  /// The largest magnitude a coefficient, constant or suggested value may have (10¹⁵): beyond
  /// it double arithmetic can no longer tell a layout's points apart.
  public static let largestMagnitude = 1.0e15

  /// The largest magnitude a coefficient may have (10⁶, far beyond any layout's multiplier):
  /// the tableau drops coefficients below 10⁻⁸, so the ratio of the largest to the smallest
  /// coefficient must stay well inside double precision for required constraints to hold to
  /// 10⁻⁶ of their size.
  public static let largestCoefficient = 1.0e6

  // MARK: Variables

  /// The external symbol of each variable, by variable index; ``Symbol/none`` until the
  /// variable first occurs in a constraint (symbols are numbered in order of first use, as in
  /// Kiwi, so ties between equally good solutions break the same way).
  var variableSymbols: [Symbol] = []
  /// The name of each variable, for diagnostics.
  var variableNames: [String] = []
  /// The constraint slot of each variable's edit constraint, or -1.
  var editSlots: [Int32] = []

  // MARK: Symbols (indexed by symbol id)

  /// The tableau row a symbol is basic in, or -1.
  var rowOfSymbol: [Int32] = []
  /// The constraint slot that made a symbol, or -1 (variables, the artificial symbol).
  var ownerOfSymbol: [Int32] = []
  /// Ids of symbols that left the tableau, reused before new ones are made.
  var freeSymbolIDs: [Int32] = []

  // MARK: The tableau

  /// The rows: `basics[i] = rows[i]`.
  var rows: [Row] = []
  /// The basic symbol of each row.
  var basics: [Symbol] = []
  /// One objective row per optional priority in use, highest priority first.
  var objectives: [Objective] = []
  /// The priority of each objective row (descending).
  var levels: [Float] = []
  /// How many constraints use each level.
  var levelUsers: [Int] = []
  /// The phase-one objective while a constraint is added through an artificial variable.
  var artificial = Row()
  /// Whether ``artificial`` is in use.
  var hasArtificial = false
  /// Restricted basic symbols whose rows went negative, for the dual simplex.
  var infeasible: [Symbol] = []
  /// Storage reused by row merges.
  var scratch: [Cell] = []

  // MARK: Columns and entering candidates (ConstraintSolver+Columns.swift)

  /// Whether the column index and entering candidates are kept (from ``columnThreshold``
  /// rows on; a small tableau is scanned whole, which costs less than keeping them).
  var usesColumns = false
  /// The number of rows from which columns are kept (tests lower it to cover both ways).
  package var columnThreshold = 160
  /// For each symbol id, the rows that may hold it (a superset, in any order until checked).
  var columns: [[Int32]] = []
  /// The size of each column when it was last checked.
  var checkedColumnCounts: [Int32] = []
  /// Per row, the epoch of the last column check that saw it (finds repeated entries).
  var rowMarks: [UInt32] = []
  /// The current column check's epoch.
  var markEpoch: UInt32 = 0
  /// Symbols whose objective coefficients changed since the primal simplex last looked.
  var candidates: [Int32] = []
  /// Whether each symbol id is in ``candidates``.
  var isCandidate: [Bool] = []
  /// A small tableau's candidates in one bit: whether an objective coefficient changed since
  /// the last scan of the objectives found no symbol to enter (so a scan can find one).
  var objectivesMayImprove = true
  /// What a tentative change (phase one adding a row, a required constant's shift) changed,
  /// while it runs (``isLoggingUndo``); its buffers are kept between changes, emptied, so that
  /// a resize's required shifts allocate nothing.
  var undo = TableauUndo(rowCount: 0, infeasible: [])
  /// Whether a tentative change is being logged in ``undo``.
  var isLoggingUndo = false
  /// A row taken out of the tableau while a pivot substitutes (column checks keep it), or -1.
  var rowOutOfTableau = -1
  /// Storage reused for the symbols a row merge adds.
  var addedSymbols: [Symbol] = []
  /// The rows holding the markers of the last constant changes, kept while no row's cells
  /// change (ConstraintSolver+MarkerColumns.swift).
  var markerColumns = MarkerColumns()

  // MARK: References (ConstraintSolver+References.swift)

  /// For each symbol id, its rank when it last became basic in an external row.
  var rankOfSymbol: [UInt32] = []
  /// The last rank given below every other (ranks start in the middle of the range, below
  /// which rows without references are ranked, and above which rows one above the highest
  /// of their references: ``rank(_:row:lowest:)``).
  var lowestRank: UInt32 = 1 << 31
  /// For each symbol id, how far its external row is still to move.
  var pendingShifts: [Double] = []
  /// Whether each symbol id is in ``shiftHeap``.
  var isShiftQueued: [Bool] = []
  /// External rows queued to move, a min-heap by rank.
  var shiftHeap: [Int32] = []
  /// Whether constant changes leave the rows referring to the rows they moved queued (see
  /// ``deferringShifts(_:)``).
  var defersShifts = false

  // MARK: Constraints

  /// Every constraint slot (live or free).
  var records: [ConstraintRecord] = []
  /// Free slots, reused before new ones are made.
  var freeSlots: [Int32] = []
  /// How many constraints were ever added (orders conflicts by addition).
  var additions: UInt64 = 0
  /// Whether conflicts are reduced to a minimal set (off in the probes that do the reducing).
  var minimizesConflicts = true

  /// An empty solver.
  public init() {}

  // MARK: - Variables

  /// Makes a new variable, initially 0 and in no constraint.
  ///
  /// ```swift
  /// let top = solver.makeVariable(named: "label.top")
  /// ```
  ///
  /// Degenerate input: any name is fine, including an empty or repeated one (names are for
  /// diagnostics only).
  @discardableResult
  public mutating func makeVariable(named name: String = "") -> Variable {
    let variable = Variable(index: variableSymbols.count)
    if variableSymbols.count == variableSymbols.capacity {
      // The per-variable arrays grow together, from 32 variables.
      let capacity = max(32, 2 * variableSymbols.count)
      variableSymbols.reserveCapacity(capacity)
      variableNames.reserveCapacity(capacity)
      editSlots.reserveCapacity(capacity)
    }
    variableSymbols.append(.none)
    variableNames.append(name)
    editSlots.append(-1)
    return variable
  }

  /// How many variables the solver made.
  public var variableCount: Int { variableSymbols.count }

  /// The name a variable was made with (empty for an unknown variable).
  public func name(of variable: Variable) -> String {
    owns(variable) ? variableNames[variable.index] : ""
  }

  /// The variable's value in the current solution (0 for a variable in no constraint, and for
  /// an unknown one). Always current: there is no separate update step.
  ///
  /// ```swift
  /// try solver.suggestValue(800, for: windowWidth)
  /// let x = solver.value(of: buttonLeft)
  /// ```
  @inline(__always)
  public func value(of variable: Variable) -> Double {
    guard owns(variable) else { return 0 }
    let symbol = variableSymbols[variable.index]
    guard symbol.exists else { return 0 }
    let row = rowOfSymbol[Int(symbol.id)]
    return row >= 0 ? rows[Int(row)].constant : 0
  }

  /// The values of four variables at once (an item's origin and size): one call where four
  /// would each pass the solver to ``value(of:)``.
  ///
  /// ```swift
  /// let (x, y, width, height) = solver.values(of: left, top, width, height)
  /// ```
  ///
  /// Degenerate input: as ``value(of:)``, 0 for an unknown variable.
  public func values(
    of a: Variable, _ b: Variable, _ c: Variable, _ d: Variable
  ) -> (Double, Double, Double, Double) {
    (value(of: a), value(of: b), value(of: c), value(of: d))
  }

  /// Whether the variable is one of this solver's.
  func owns(_ variable: Variable) -> Bool { variable.index >= 0 && variable.index < variableSymbols.count }

  // MARK: - Constraints

  /// How many constraints are in the solver (edit variables' constraints included).
  public var constraintCount: Int { records.count - freeSlots.count }

  /// Whether the handle names a constraint in the solver.
  public func contains(_ id: ConstraintID) -> Bool { slot(of: id) != nil }

  /// The constraint a handle names, as added or as last changed (nil for an unknown handle).
  public func constraint(_ id: ConstraintID) -> Constraint? { slot(of: id).map { records[$0].constraint } }

  /// The tag a constraint was added with (nil for an unknown handle).
  public func tag(of id: ConstraintID) -> Int? { slot(of: id).map { records[$0].tag } }

  /// Adds a constraint and re-optimises.
  ///
  /// `tag` is the caller's: an opaque number (an owner's index, an identifier's hash) that
  /// conflicts report back. A required constraint that contradicts required ones already added
  /// is not added: the solver stays exactly as it was and the error names the conflict.
  ///
  /// ```swift
  /// let id = try solver.add(Constraint(width, .lessThanOrEqual, 300, priority: 750), tag: 12)
  /// ```
  ///
  /// Degenerate input: NaN, infinite or huge numbers throw ``SolverError/invalidNumber(_:)``, a
  /// priority outside 0 < p ≤ 1000 ``SolverError/invalidPriority(_:)``, another solver's variable
  /// ``SolverError/unknownVariable(_:)``; a constraint with no variables is fine when it holds
  /// (`0 <= 5`) and a conflict of its own when required and false (`0 == 5`).
  @discardableResult
  public mutating func add(_ constraint: Constraint, tag: Int = 0) throws(SolverError) -> ConstraintID {
    try validate(constraint)
    let slot = makeSlot(constraint, tag: tag)
    do {
      try attach(slot)
    } catch {
      freeSlot(slot)
      throw error
    }
    return records[slot].id(slot: slot)
  }

  /// Removes a constraint and re-optimises from the current solution.
  ///
  /// ```swift
  /// try solver.remove(id)
  /// ```
  ///
  /// Degenerate input: an unknown or already removed handle throws
  /// ``SolverError/unknownConstraint(_:)``; removing an edit variable's constraint this way
  /// also ends the edit.
  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    guard let slot = slot(of: id) else { throw .unknownConstraint(id) }
    // An edit constraint is `variable - value == 0`: only its one variable can name the slot.
    for term in records[slot].constraint.expression.terms where editSlots[term.variable.index] == Int32(slot) {
      editSlots[term.variable.index] = -1
    }
    detach(slot)
    freeSlot(slot)
    optimize()
  }

  /// Changes the constant of a constraint's expression (`expression.constant`), keeping its
  /// handle, tag, relation and priority.
  ///
  /// For an optional constraint this is the cheap path of edit variables: the constants of the
  /// rows it affects shift and the dual simplex restores optimality, allocating nothing. A
  /// required constraint is taken out and put back; if its new constant contradicts other
  /// required constraints, the solver stays exactly as it was (old constant) and the error names
  /// the conflict.
  ///
  /// ```swift
  /// // height == 44 (stored as height - 44 == 0) becomes height == 60
  /// try solver.setConstant(of: heightID, to: -60)
  /// ```
  ///
  /// Degenerate input: an unknown handle throws ``SolverError/unknownConstraint(_:)``; a NaN,
  /// infinite or huge constant ``SolverError/invalidNumber(_:)``.
  public mutating func setConstant(of id: ConstraintID, to constant: Double) throws(SolverError) {
    guard let slot = slot(of: id) else { throw .unknownConstraint(id) }
    guard Self.isUsable(constant) else { throw .invalidNumber(constant) }
    try setConstant(ofSlot: slot, to: constant)
  }

  /// `ConstraintSolver: 37 variables, 111 constraints, 5 priority levels, 120 rows`.
  public var description: String {
    "ConstraintSolver: \(variableCount) variables, \(constraintCount) constraints, "
      + "\(levels.count) priority levels, \(rows.count) rows"
  }

  // MARK: - Checks

  /// Whether a number may enter the tableau.
  @inline(__always)
  static func isUsable(_ value: Double) -> Bool { value.isFinite && abs(value) <= largestMagnitude }

  /// Throws unless every number, variable and the priority of `constraint` are usable.
  func validate(_ constraint: Constraint) throws(SolverError) {
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    guard Self.isUsable(constraint.expression.constant) else { throw .invalidNumber(constraint.expression.constant) }
    for term in constraint.expression.terms {
      guard owns(term.variable) else { throw .unknownVariable(term.variable) }
      guard Self.isUsable(term.coefficient), abs(term.coefficient) <= Self.largestCoefficient else {
        throw .invalidNumber(term.coefficient)
      }
    }
  }
}
