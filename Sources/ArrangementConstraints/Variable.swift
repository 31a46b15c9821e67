/// A handle to one unknown of a ``ConstraintSolver``.
///
/// Variables are made by the solver that owns them (``ConstraintSolver/makeVariable(named:)``) and
/// are only meaningful to that solver; a handle is a small integer, so expressions and
/// constraints built from it are plain values that cost no reference counting.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = solver.makeVariable(named: "left")
/// let width = solver.makeVariable(named: "width")
/// let right = left + width            // a LinearExpression
/// ```
///
/// Degenerate input: a variable from another solver, or one made after a solver was copied,
/// is rejected by the solver's methods with ``SolverError/unknownVariable(_:)``.
public struct Variable: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The variable's index in its solver, in the order the solver made them (0, 1, 2 …).
  public let index: Int

  /// Makes a handle for the variable at `index`; only solvers make meaningful ones.
  @usableFromInline
  init(index: Int) { self.index = index }

  /// Variables order by the order their solver made them.
  @inlinable
  public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index }

  /// `v3` for the variable at index 3 (the solver knows its name: ``ConstraintSolver/name(of:)``).
  public var description: String { "v\(index)" }
}
