import Foundation

/// How strongly a constraint is wanted: the object model's `UILayoutPriority` (L1, L2).
///
/// Priorities run from 1 to 1000; 1000 (``required``) must hold, anything lower is optional and
/// satisfied in priority order, highest first: no number of lower-priority constraints
/// outweighs one of higher priority.
///
/// ```swift
/// let hugging = LayoutPriority.defaultLow + 1       // 251
/// constraint.priority = .defaultHigh                  // 750
/// ```
///
/// Degenerate input: any `Float` is stored as given; when a constraint is installed, a
/// priority above 1000 counts as required and one below 1 (or NaN) as 1, as UIKit clamps them.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The number, as `UILayoutPriority.rawValue`.
  public var rawValue: Float

  /// The priority with the given number.
  ///
  /// ```swift
  /// LayoutPriority(999).rawValue   // 999
  /// ```
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// The priority with the given number.
  ///
  /// ```swift
  /// LayoutPriority(rawValue: 250) == .defaultLow   // true
  /// ```
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority from a literal such as `750.5`.
  public init(floatLiteral value: Float) { rawValue = value }

  /// A priority from a literal such as `999`.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the compression resistance of a view made in code.
  public static let defaultHigh = LayoutPriority(750)
  /// 510: a window the user resizes may push a constraint of lower priority.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500: the scene keeps its size unless a higher priority needs otherwise.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 250: the content hugging of a view made in code.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting(_:)` gives the target size.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Priorities order by their numbers.
  public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

  /// The priority `value` above `priority`, as UIKit's `+`.
  ///
  /// ```swift
  /// LayoutPriority.defaultLow + 1   // 251
  /// ```
  public static func + (priority: LayoutPriority, value: Float) -> LayoutPriority {
    LayoutPriority(priority.rawValue + value)
  }

  /// The priority `value` below `priority`, as UIKit's `-`.
  ///
  /// ```swift
  /// LayoutPriority.required - 1   // 999
  /// ```
  public static func - (priority: LayoutPriority, value: Float) -> LayoutPriority {
    LayoutPriority(priority.rawValue - value)
  }

  /// Whether the priority is required (1000 or more).
  var isRequired: Bool { rawValue >= 1000 }

  /// The number the engine takes: clamped into 1 … 1000, NaN as 1.
  var engineValue: Float {
    guard !rawValue.isNaN else { return 1 }
    return min(max(rawValue, 1), 1000)
  }

  /// `750.0` — the number, as UIKit prints a `UILayoutPriority`.
  public var description: String { "\(rawValue)" }
}
