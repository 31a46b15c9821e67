import Foundation

/// The state of a foldable device's hinge, as a ``Display`` reports it (R3).
///
/// ```swift
/// let book = Hinge(status: .partiallyOpen, angle: 2.234)   // ≈128°
/// ```
///
/// Degenerate input: any angle is stored as given; nothing reads it for layout.
public struct Hinge: Hashable, Sendable, CustomStringConvertible {
  /// How open the device is.
  public enum Status: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The hinge reports nothing usable.
    case unknown
    /// Folded shut (the cover display is in use).
    case closed
    /// Partly open: book or tabletop pose.
    case partiallyOpen
    /// Opened flat.
    case fullyOpen

    /// The case name.
    public var description: String {
      switch self {
      case .unknown: return "unknown"
      case .closed: return "closed"
      case .partiallyOpen: return "partiallyOpen"
      case .fullyOpen: return "fullyOpen"
      }
    }
  }

  /// How open the device is.
  public let status: Status
  /// The angle between the two halves in radians: 0 closed, π flat.
  public let angle: CGFloat

  /// Creates a hinge state.
  public init(status: Status, angle: CGFloat) {
    self.status = status
    self.angle = angle
  }

  /// `partiallyOpen 2.234 rad`.
  public var description: String { "\(status) \(LengthFormat.string(angle)) rad" }
}
