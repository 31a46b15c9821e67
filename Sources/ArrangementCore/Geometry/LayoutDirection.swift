import Foundation

/// The direction text and horizontal layout flow, mirroring `UITraitEnvironmentLayoutDirection`.
///
/// In right-to-left layout a horizontal split puts the primary on the right (S11), and the
/// leading segment of a fold that runs top to bottom is the right one (D3). Vertical layout is
/// never flipped.
///
/// ```swift
/// let context = ArrangementContext(bounds: CGRect(x: 0, y: 0, width: 1200, height: 800),
///                                  layoutDirection: .rightToLeft)
/// ```
public enum LayoutDirection: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft

  /// `leftToRight` or `rightToLeft`.
  public var description: String {
    switch self {
    case .leftToRight: return "leftToRight"
    case .rightToLeft: return "rightToLeft"
    }
  }
}
