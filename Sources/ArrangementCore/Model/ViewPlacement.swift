import Foundation

/// One of the two slots of an arrangement: the primary or the secondary view.
///
/// Mirrors the platform's placement struct. The primary is the view the arrangement favours:
/// it is leading (or on top) in a split and layered above in an overlay.
///
/// ```swift
/// for placement in ViewPlacement.allCases {
///   print(placement, layout[placement]?.frame ?? .zero)
/// }
/// ```
public struct ViewPlacement: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  enum Slot: UInt8, Sendable { case primary, secondary }

  @usableFromInline
  let slot: Slot

  @inlinable
  init(_ slot: Slot) { self.slot = slot }

  /// The primary view.
  public static let primary = ViewPlacement(.primary)
  /// The secondary view.
  public static let secondary = ViewPlacement(.secondary)
  /// Both placements, primary first.
  public static let allCases: [ViewPlacement] = [.primary, .secondary]

  /// The other placement.
  @inlinable
  public var other: ViewPlacement { slot == .primary ? .secondary : .primary }

  /// `primary` or `secondary`.
  public var description: String { slot == .primary ? "primary" : "secondary" }
}
