import Foundation

/// The tolerance used to compare lengths, and helpers that compare with it.
///
/// behavior.md compares lengths with a tolerance of 0.001 pt unless a rule says otherwise;
/// code and tests use these helpers instead of `==` on computed `CGFloat`s.
///
/// ```swift
/// LengthTolerance.isEqual(455.5, 455.5004)            // true
/// LengthTolerance.isEqual(frame, CGRect(x: 0, y: 0, width: 455.5, height: 669))
/// ```
///
/// Degenerate input: a NaN never equals anything, including NaN; two infinities of the same
/// sign are equal.
public enum LengthTolerance {
  /// 0.001 pt, the default tolerance of behavior.md.
  public static let standard: CGFloat = 0.001

  /// 1 pt: how close a division must come to covering the container's cross length (D2).
  public static let coverage: CGFloat = 1

  /// Whether two lengths differ by at most `tolerance`.
  @inlinable
  public static func isEqual(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = standard) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
  }

  /// Whether every edge of two rectangles differs by at most `tolerance`.
  @inlinable
  public static func isEqual(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = standard) -> Bool {
    isEqual(a.origin.x, b.origin.x, tolerance: tolerance)
      && isEqual(a.origin.y, b.origin.y, tolerance: tolerance)
      && isEqual(a.size.width, b.size.width, tolerance: tolerance)
      && isEqual(a.size.height, b.size.height, tolerance: tolerance)
  }

  /// Whether `a` is longer than `b` by more than `tolerance`.
  @inlinable
  public static func isGreater(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = standard) -> Bool {
    a - b > tolerance
  }

  /// Whether a length is zero within `tolerance`.
  @inlinable
  public static func isZero(_ a: CGFloat, tolerance: CGFloat = standard) -> Bool {
    abs(a) <= tolerance
  }
}
