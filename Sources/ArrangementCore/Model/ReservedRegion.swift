import Foundation

/// A part of the screen that content should respect: a fold (division) or a camera (occlusion).
///
/// The `frame` is in the coordinate space of whoever holds the region (the arrangement's
/// container for the solver, the display for ``ArrangementContext`` built by the object
/// model) and already includes the `margins`. Only active `division` regions move views (D1).
///
/// ```swift
/// let fold = ReservedRegion(id: "fold", kind: .division,
///                           frame: CGRect(x: 455.5, y: 0, width: 40, height: 669),
///                           margins: EdgeInsets(left: 20, right: 20), isActive: true)
/// ```
///
/// Degenerate input: a non-finite or empty frame makes the solver ignore the region with a
/// diagnostic (D7); margins are informational and never read by the solver.
public struct ReservedRegion: Identifiable, Hashable, Sendable, CustomStringConvertible {
  /// A region's identity: a short name such as `"fold"` or `"camera"`.
  public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String
    /// Creates an identifier from a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The name.
    public var description: String { rawValue }
  }

  /// What a region is.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    let code: UInt8

    @inlinable
    init(code: UInt8) { self.code = code }

    /// A fold or seam that splits the screen; only active divisions move views (D1).
    public static let division = Kind(code: 0)
    /// Something drawn over the screen, such as a camera; reported, never avoided (D1, R1).
    public static let occlusion = Kind(code: 1)

    /// `division` or `occlusion`.
    public var description: String { code == 0 ? "division" : "occlusion" }
  }

  /// Options for the object model's region query, `View.reservedRegions(kind:options:)` in
  /// ArrangementKit.
  ///
  /// ```swift
  /// let folds = view.reservedRegions(kind: .division, options: .includeInactive)
  /// ```
  ///
  /// The empty set (the default) returns only active regions (R1).
  public struct QueryOptions: OptionSet, Sendable, Hashable {
    /// The raw bit pattern.
    public let rawValue: Int
    /// Creates options from their raw bit pattern.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Also return inactive regions (R1).
    public static let includeInactive = QueryOptions(rawValue: 1)
  }

  /// The region's identity.
  public let id: ID
  /// Division or occlusion.
  public let kind: Kind
  /// The region, margins included, in its holder's coordinates.
  public let frame: CGRect
  /// How much of `frame` is margin around the physical feature (informational).
  public let margins: EdgeInsets
  /// Whether the region is in effect now (a flat fold is inactive, R2).
  public let isActive: Bool

  /// Creates a region. The identifier defaults to the kind's name.
  public init(
    id: ID? = nil, kind: Kind, frame: CGRect, margins: EdgeInsets = EdgeInsets(),
    isActive: Bool = true
  ) {
    self.id = id ?? ID(kind.description)
    self.kind = kind
    self.frame = frame
    self.margins = margins
    self.isActive = isActive
  }

  /// The same region with another frame (used to convert between coordinate spaces).
  public func withFrame(_ frame: CGRect) -> ReservedRegion {
    ReservedRegion(id: id, kind: kind, frame: frame, margins: margins, isActive: isActive)
  }

  /// `division "fold" [455.5, 0, 40, 669] active`.
  public var description: String {
    "\(kind) \"\(id)\" \(LengthFormat.rect(frame)) \(isActive ? "active" : "inactive")"
  }
}
