/// How the two sides of a ``Constraint`` relate.
public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
  /// `expression <= 0`.
  case lessThanOrEqual = -1
  /// `expression == 0`.
  case equal = 0
  /// `expression >= 0`.
  case greaterThanOrEqual = 1

  /// `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A linear constraint `expression (<= | == | >=) 0` with a priority.
///
/// Write either side as an expression and let the initializer move everything to the left:
///
/// ```swift
/// // right == left + width, required
/// let c1 = Constraint(right, .equal, left + width)
/// // width >= 44 at priority 750
/// let c2 = Constraint(width, .greaterThanOrEqual, LinearExpression(constant: 44), priority: 750)
/// ```
///
/// Degenerate input: a constraint is a plain value; NaN or infinite numbers and invalid
/// priorities are rejected when it is added to a solver, never here.
public struct Constraint: Sendable, Hashable, CustomStringConvertible {
  /// The left side; the right side is 0.
  public var expression: LinearExpression
  /// How the left side relates to 0.
  public var relation: Relation
  /// How strongly it is wanted (``Priority/required`` unless given).
  public var priority: Priority

  /// The constraint `expression relation 0`.
  @inlinable
  public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// The constraint `lhs relation rhs`, stored as `lhs - rhs relation 0`.
  @inlinable
  public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
    self.init(lhs - rhs, relation, priority: priority)
  }

  /// The constraint `variable relation rhs`.
  @inlinable
  public init(_ variable: Variable, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
    self.init(LinearExpression(variable) - rhs, relation, priority: priority)
  }

  /// The constraint `variable relation constant`.
  @inlinable
  public init(_ variable: Variable, _ relation: Relation, _ constant: Double, priority: Priority = .required) {
    self.init(LinearExpression(variable) - constant, relation, priority: priority)
  }

  /// The constraint `lhs relation constant`.
  @inlinable
  public init(_ lhs: LinearExpression, _ relation: Relation, _ constant: Double, priority: Priority = .required) {
    self.init(lhs - constant, relation, priority: priority)
  }

  /// `1.0*v0 + -10.0 >= 0 | 750.0`.
  public var description: String { "\(expression) \(relation) 0 | \(priority)" }
}
