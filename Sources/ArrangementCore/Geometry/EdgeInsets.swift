import Foundation

/// Insets for the four sides of a rectangle, mirroring `UIEdgeInsets`.
///
/// Used for the margins of a ``ReservedRegion`` (already included in its frame) and for
/// safe-area insets in the object model.
///
/// ```swift
/// let crease = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
/// ```
///
/// Degenerate input: any value is stored as given; the solver never reads margins (the frame
/// already includes them), so non-finite margins cannot disturb a layout.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset at the left.
  public var left: CGFloat
  /// The inset at the bottom.
  public var bottom: CGFloat
  /// The inset at the right.
  public var right: CGFloat

  /// Creates insets; every side defaults to zero.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every side.
  public static let zero = EdgeInsets()

  /// `top 0, left 20, bottom 0, right 20`.
  public var description: String {
    "top \(LengthFormat.string(top)), left \(LengthFormat.string(left)), "
      + "bottom \(LengthFormat.string(bottom)), right \(LengthFormat.string(right))"
  }
}
