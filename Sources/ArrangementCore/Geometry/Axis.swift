import Foundation

/// A set of layout axes, mirroring the platform's `UIAxis`.
///
/// A split arrangement lists the axes it may split along (``SplitArrangement/axes``), and a
/// ``ViewState`` reports the axis a view was split along. The empty set, ``neither``, means
/// "no axis": an overlaid view, or a hidden one.
///
/// ```swift
/// let sideBySideOnly = SplitArrangement().axes(.horizontal)
/// sideBySideOnly.axes.contains(.vertical)   // false
/// ```
///
/// Degenerate input: raw values with bits other than the two defined ones are kept but never
/// read; an empty set of allowed axes means "both" wherever an arrangement reads it.
public struct Axis: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The raw bit pattern: 1 for horizontal, 2 for vertical.
  public let rawValue: Int

  /// Creates an axis set from its raw bit pattern.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Left to right: views side by side.
  public static let horizontal = Axis(rawValue: 1 << 0)
  /// Top to bottom: views stacked.
  public static let vertical = Axis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: Axis = [.horizontal, .vertical]
  /// No axis (the empty set).
  public static let neither: Axis = []

  /// `neither`, `horizontal`, `vertical` or `both`.
  public var description: String {
    switch (contains(.horizontal), contains(.vertical)) {
    case (false, false): return "neither"
    case (true, false): return "horizontal"
    case (false, true): return "vertical"
    case (true, true): return "both"
    }
  }

  /// The members as a bracketed list, e.g. `[horizontal]` or `[horizontal, vertical]`.
  public var listDescription: String {
    var names: [String] = []
    if contains(.horizontal) { names.append("horizontal") }
    if contains(.vertical) { names.append("vertical") }
    return "[" + names.joined(separator: ", ") + "]"
  }
}
