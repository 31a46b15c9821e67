import Foundation

/// A set of rectangle edges named by layout direction, mirroring `NSDirectionalRectEdge`.
///
/// ``OverlayArrangement/ViewProperties/edge`` names the side a view takes once a fold
/// separates the container: `.leading` / `.trailing` for a fold that runs top to bottom,
/// `.top` / `.bottom` for one that runs across.
///
/// ```swift
/// var card = OverlayArrangement.ViewProperties()
/// card.edge = .leading
/// ```
///
/// Degenerate input: a set naming both opposite edges of an axis (or neither) states no
/// preference for that axis (O3).
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The raw bit pattern.
  public let rawValue: UInt

  /// Creates an edge set from its raw bit pattern.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge: left in left-to-right layout, right in right-to-left layout.
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge: right in left-to-right layout, left in right-to-left layout.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

  /// The members as a bracketed list, e.g. `[leading]`.
  public var description: String {
    var names: [String] = []
    if contains(.top) { names.append("top") }
    if contains(.leading) { names.append("leading") }
    if contains(.bottom) { names.append("bottom") }
    if contains(.trailing) { names.append("trailing") }
    return "[" + names.joined(separator: ", ") + "]"
  }
}
