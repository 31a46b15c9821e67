import Foundation

/// The coarse size of a container along one axis, mirroring `UIUserInterfaceSizeClass`.
///
/// A split needs a size class other than `compact` along its natural axis when no fold
/// separates the container (S2); `unspecified` never blocks.
///
/// ```swift
/// let context = ArrangementContext(bounds: CGRect(x: 0, y: 0, width: 678, height: 466),
///                                  horizontalSizeClass: .compact, verticalSizeClass: .compact)
/// ```
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No size class is known.
  case unspecified
  /// A constrained amount of space.
  case compact
  /// An expansive amount of space.
  case regular

  /// `unspecified`, `compact` or `regular`.
  public var description: String {
    switch self {
    case .unspecified: return "unspecified"
    case .compact: return "compact"
    case .regular: return "regular"
    }
  }
}
