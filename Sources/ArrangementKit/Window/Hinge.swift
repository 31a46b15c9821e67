import Foundation

/// The state of a foldable device's hinge, as a ``Display`` reports it (R3).
///
/// ```swift
/// let book = Hinge(status: .partiallyOpen, angle: 2.226)   // ≈127.5°
/// ```
///
/// Degenerate input: any angle is stored as given; nothing reads it for layout.
public struct Hinge: Hashable, Sendable, CustomStringConvertible {
  /// How open the device is; raw values as in the platform's SDK (0–3).
  ///
  /// ```swift
  /// Hinge.Status(rawValue: 2) == .partiallyOpen   // true
  /// ```
  ///
  /// Degenerate input: `Hinge.Status(rawValue:)` is `nil` outside 0–3.
  public enum Status: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The hinge reports nothing usable (0).
    case unknown = 0
    /// Folded shut, the cover display in use (1).
    case closed = 1
    /// Partly open: book or tabletop pose (2).
    case partiallyOpen = 2
    /// Opened flat (3).
    case fullyOpen = 3

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

  /// `partiallyOpen 2.226 rad`.
  public var description: String { "\(status) \(LengthFormat.string(angle)) rad" }
}
