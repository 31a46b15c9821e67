/// How strongly an optional constraint is wanted: UIKit's layout priorities, 1 … 1000.
///
/// 1000 (``required``) must hold; anything lower is optional. The solver satisfies optional
/// constraints strictly in priority order (behavior.md L2): no number of constraints of a
/// lower priority outweighs one constraint of a higher priority — 10,000 constraints at 750
/// give way to one at 751. Among constraints of one priority the total of their errors is as
/// small as possible. Priorities are compared as the numbers they are, so 750.5 is a level of
/// its own between 750 and 751.
///
/// ```swift
/// let hugging = Priority(250)
/// let high: Priority = 750
/// high > hugging          // true
/// Priority.required.isRequired   // true
/// ```
///
/// Degenerate input: a priority outside 0 < p ≤ 1000, or NaN, is kept as given and rejected
/// when a constraint holding it is added (``SolverError/invalidPriority(_:)``).
public struct Priority: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The number, as UIKit's `UILayoutPriority.rawValue`.
  public var rawValue: Float

  /// The priority with the given number.
  @inlinable
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A priority from a literal such as `750.5`.
  @inlinable
  public init(floatLiteral value: Float) { self.init(value) }

  /// A priority from a literal such as `750`.
  @inlinable
  public init(integerLiteral value: Int) { self.init(Float(value)) }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)

  /// Whether the constraint must hold (the number is 1000).
  @inlinable
  public var isRequired: Bool { rawValue >= 1000 }

  /// Whether the number is one the solver takes: 0 < p ≤ 1000.
  @inlinable
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

  /// Priorities order by their numbers.
  @inlinable
  public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }

  /// `750.0`, or `required`.
  public var description: String { isRequired ? "required" : "\(rawValue)" }
}
