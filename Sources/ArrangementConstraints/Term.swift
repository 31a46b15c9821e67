/// One product `coefficient × variable` of a ``LinearExpression``.
///
/// ```swift
/// let term = Term(width, coefficient: 0.5)   // 0.5 × width
/// ```
///
/// Degenerate input: a NaN or infinite coefficient is kept as given and rejected when a
/// constraint holding it is added (``SolverError/invalidNumber(_:)``).
public struct Term: Sendable, Hashable, CustomStringConvertible {
  /// The variable multiplied.
  public var variable: Variable
  /// The factor it is multiplied by.
  public var coefficient: Double

  /// The term `coefficient × variable` (coefficient 1 unless given).
  @inlinable
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// `2.0*v3`.
  public var description: String { "\(coefficient)*\(variable)" }
}
