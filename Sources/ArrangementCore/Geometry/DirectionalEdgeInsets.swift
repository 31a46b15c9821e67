import Foundation

/// Insets for the four sides of a rectangle by reading direction, mirroring
/// `NSDirectionalEdgeInsets`: leading and trailing swap with the layout direction.
///
/// Used for button content insets (W4) and layout margins.
///
/// ```swift
/// let padding = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
/// padding.edgeInsets(for: .rightToLeft).left   // 12 (the trailing side)
/// ```
///
/// Degenerate input: any value is stored as given; users of insets sanitize what they read.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset at the leading side (left in left-to-right layouts).
  public var leading: CGFloat
  /// The inset at the bottom.
  public var bottom: CGFloat
  /// The inset at the trailing side (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Creates insets; every side defaults to zero.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every side.
  public static let zero = DirectionalEdgeInsets()

  /// The same insets by left and right for a layout direction.
  ///
  /// ```swift
  /// DirectionalEdgeInsets(leading: 4, trailing: 8).edgeInsets(for: .leftToRight).right   // 8
  /// ```
  public func edgeInsets(for direction: LayoutDirection) -> EdgeInsets {
    direction == .rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// `top 7, leading 12, bottom 7, trailing 12`.
  public var description: String {
    "top \(LengthFormat.string(top)), leading \(LengthFormat.string(leading)), "
      + "bottom \(LengthFormat.string(bottom)), trailing \(LengthFormat.string(trailing))"
  }
}
