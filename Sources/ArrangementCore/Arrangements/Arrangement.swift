import Foundation

/// A rule that places a primary and a secondary view in a container.
///
/// Mirrors the platform's arrangement protocol. The package ships two conformances,
/// ``SplitArrangement`` (side by side or stacked) and ``OverlayArrangement`` (layered, or one
/// per page across a fold). Arrangements are values: configure a copy, hand it to a
/// controller, and later mutations of your copy change nothing (C4).
///
/// ```swift
/// var split = SplitArrangement.split.axes(.horizontal)
/// var primary = split.viewProperties(for: .primary)
/// primary.width.preferred = .fractional(0.45)
/// split.setViewProperties(primary, for: .primary)
/// let layout = split.layout(in: context)
/// ```
///
/// A custom conformance implements ``layout(in:)``; it may also implement
/// ``explainLayout(in:)`` to describe its decisions.
public protocol Arrangement: Sendable, Equatable {
  /// The per-view settings of this arrangement.
  associatedtype ViewProperties: Sendable, Equatable

  /// The settings a placement has until it is given others.
  var defaultViewProperties: ViewProperties { get }

  /// Replaces the settings of one placement.
  mutating func setViewProperties(_ properties: ViewProperties, for placement: ViewPlacement)

  /// The settings of one placement.
  func viewProperties(for placement: ViewPlacement) -> ViewProperties

  /// Solves the arrangement in a context. Pure: the same inputs give the same layout (E3).
  func layout(in context: ArrangementContext) -> ArrangementLayout

  /// Solves the arrangement and lists the decisions taken (E1).
  func explainLayout(in context: ArrangementContext) -> ArrangementExplanation
}

extension Arrangement {
  /// The default explanation for custom arrangements: the layout, with one step per placement.
  public func explainLayout(in context: ArrangementContext) -> ArrangementExplanation {
    let layout = self.layout(in: context)
    var steps = ["custom arrangement \(type(of: self)) placed the views itself"]
    for placement in ViewPlacement.allCases {
      steps.append("\(placement): " + (layout[placement].map { $0.description } ?? "absent"))
    }
    return ArrangementExplanation(layout: layout, steps: steps)
  }

  /// Whether this arrangement equals another arrangement of any type.
  public func isEqual(to other: any Arrangement) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension Arrangement where Self == SplitArrangement {
  /// A split with default settings: both axes, all dimensions automatic.
  public static var split: SplitArrangement { SplitArrangement() }
}

extension Arrangement where Self == OverlayArrangement {
  /// An overlay with default settings: both axes, no edge preferences.
  public static var overlay: OverlayArrangement { OverlayArrangement() }
}
