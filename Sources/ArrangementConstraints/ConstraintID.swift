/// A handle to one constraint added to a ``ConstraintSolver``.
///
/// ``ConstraintSolver/add(_:tag:)`` returns it; pass it back to remove the constraint, change its
/// constant or read its tag. A handle stays valid until its constraint is removed; a handle of a
/// removed constraint never names a later one (its slot carries a generation number).
///
/// ```swift
/// let id = try solver.add(Constraint(width, .equal, 100), tag: 7)
/// try solver.setConstant(of: id, to: -120)     // width == 120 from now on
/// try solver.remove(id)
/// ```
///
/// Degenerate input: a handle of a removed constraint, or of another solver's, is rejected with
/// ``SolverError/unknownConstraint(_:)``.
public struct ConstraintID: Sendable, Hashable, CustomStringConvertible {
  /// The slot in the solver's constraint table.
  public let index: Int32
  /// How many constraints used the slot before this one.
  public let generation: UInt32

  /// `c3` (or `c3.1` for the second constraint in slot 3).
  public var description: String { generation == 0 ? "c\(index)" : "c\(index).\(generation)" }
}

/// A set of required constraints that cannot hold together (behavior.md L3).
///
/// When ``ConstraintSolver/add(_:tag:)`` meets a required constraint that contradicts the
/// required ones already added, it leaves the solver as it was and throws
/// ``SolverError/unsatisfiable(_:)`` with this value: the tag of the rejected constraint and the
/// constraints in the solver that, with it, admit no solution. The set is minimal: without any
/// one of them the rejected constraint could be added.
///
/// ```swift
/// do { try solver.add(Constraint(width, .equal, 120), tag: 2) } catch .unsatisfiable(let conflict) {
///   print(conflict.tags)        // [1, 2]: the constraint tagged 1 said width == 100
/// }
/// ```
///
/// Degenerate input: a required constraint that contradicts itself (`0 == 5`) has an empty
/// ``holding`` list.
public struct Conflict: Sendable, Hashable, CustomStringConvertible {
  /// The tag of the constraint that was not added (or whose constant was not changed).
  public var rejectedTag: Int
  /// The constraints in the solver that contradict it, in the order they were added.
  public var holding: [ConstraintID]
  /// Their tags, in the same order.
  public var holdingTags: [Int]

  /// Every tag of the conflict, the rejected one last.
  public var tags: [Int] { holdingTags + [rejectedTag] }

  /// `conflict: tag 2 against 1, 5`.
  public var description: String {
    "conflict: tag \(rejectedTag) against \(holdingTags.map(String.init).joined(separator: ", "))"
  }
}

/// Why a solver refused an operation. The solver is unchanged after every one of them.
public enum SolverError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A coefficient, constant or suggested value is NaN, infinite, or beyond
  /// ``ConstraintSolver/largestMagnitude`` (a coefficient: beyond
  /// ``ConstraintSolver/largestCoefficient``).
  case invalidNumber(Double)
  /// A priority outside 0 < p ≤ 1000 (or NaN).
  case invalidPriority(Priority)
  /// An edit variable needs an optional priority (below 1000).
  case requiredEditPriority(Variable)
  /// The constraint is not (or no longer) in this solver.
  case unknownConstraint(ConstraintID)
  /// The variable was not made by this solver.
  case unknownVariable(Variable)
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case notAnEditVariable(Variable)
  /// A required constraint contradicts required ones in the solver.
  case unsatisfiable(Conflict)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidNumber(let value): return "invalid number \(value) (NaN, infinite or too large)"
    case .invalidPriority(let priority): return "invalid priority \(priority.rawValue) (must be 0 < p <= 1000)"
    case .requiredEditPriority(let variable): return "edit variable \(variable) must have an optional priority"
    case .unknownConstraint(let id): return "unknown constraint \(id)"
    case .unknownVariable(let variable): return "unknown variable \(variable)"
    case .duplicateEditVariable(let variable): return "\(variable) already is an edit variable"
    case .notAnEditVariable(let variable): return "\(variable) is not an edit variable"
    case .unsatisfiable(let conflict): return "unsatisfiable required constraint: \(conflict)"
    }
  }
}
