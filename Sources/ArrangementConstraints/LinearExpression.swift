/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``Term`` and numbers, or
/// from terms directly. A variable may appear in several terms; the solver adds them up.
///
/// ```swift
/// let centerX = left + 0.5 * width          // left + 0.5 × width
/// let gap = LinearExpression([Term(right), Term(left, coefficient: -1)], constant: -8)
/// ```
///
/// Degenerate input: NaN or infinite coefficients or constants are kept as given; the solver
/// rejects a constraint that holds one (``SolverError/invalidNumber(_:)``).
public struct LinearExpression: Sendable, Hashable, CustomStringConvertible {
  /// The products, in the order they were written.
  public var terms: [Term]
  /// The constant added to them.
  public var constant: Double

  /// The expression `Σ terms + constant`.
  @inlinable
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 × variable`.
  @inlinable
  public init(_ variable: Variable) { self.init([Term(variable)]) }

  /// The constant expression `constant`.
  @inlinable
  public init(constant: Double) { self.init([], constant: constant) }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

  /// `1.0*v0 + -1.0*v1 + 8.0`.
  public var description: String {
    (terms.map(\.description) + [String(constant)]).joined(separator: " + ")
  }
}

// MARK: - Arithmetic (building expressions reads like the equations they state)

extension LinearExpression {
  /// The sum of two expressions.
  public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
  }
  /// The expression plus a constant.
  public static func + (a: LinearExpression, b: Double) -> LinearExpression {
    LinearExpression(a.terms, constant: a.constant + b)
  }
  /// The expression minus another.
  public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    a + (-1) * b
  }
  /// The expression minus a constant.
  public static func - (a: LinearExpression, b: Double) -> LinearExpression { a + (-b) }
  /// The expression scaled by a factor.
  public static func * (factor: Double, a: LinearExpression) -> LinearExpression {
    LinearExpression(
      a.terms.map { Term($0.variable, coefficient: $0.coefficient * factor) }, constant: a.constant * factor)
  }
  /// The negated expression.
  public static prefix func - (a: LinearExpression) -> LinearExpression { (-1) * a }
}

extension Variable {
  /// `a + b` as an expression.
  public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
  /// `a - b` as an expression.
  public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
  /// `a + constant` as an expression.
  public static func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + b }
  /// `a - constant` as an expression.
  public static func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) - b }
  /// `factor × a` as an expression.
  public static func * (factor: Double, a: Variable) -> LinearExpression {
    LinearExpression([Term(a, coefficient: factor)])
  }
  /// `expression + a`.
  public static func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
  /// `expression - a`.
  public static func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
  /// `a + expression`.
  public static func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
  /// `a - expression`.
  public static func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
}
