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
  ///
  /// ``SplitArrangement/ViewProperties`` (ranges and a priority) for a split,
  /// ``OverlayArrangement/ViewProperties`` (an edge) for an overlay.
  associatedtype ViewProperties: Sendable, Equatable

  /// The settings a placement has until it is given others.
  ///
  /// ```swift
  /// SplitArrangement().defaultViewProperties.layoutPriority   // 0
  /// ```
  var defaultViewProperties: ViewProperties { get }

  /// Replaces the settings of one placement.
  ///
  /// ```swift
  /// var split = SplitArrangement()
  /// var primary = split.viewProperties(for: .primary)
  /// primary.layoutPriority = 1
  /// split.setViewProperties(primary, for: .primary)
  /// ```
  ///
  /// Values are stored as given; unusable numbers are sanitized when the arrangement is solved
  /// (S5), never here.
  mutating func setViewProperties(_ properties: ViewProperties, for placement: ViewPlacement)

  /// The settings of one placement: the last ones set, or ``defaultViewProperties``.
  func viewProperties(for placement: ViewPlacement) -> ViewProperties

  /// Solves the arrangement in a context.
  ///
  /// Pure: the same inputs give the same layout (E3). The result has an entry for every
  /// placement present in the context and none for an absent one.
  ///
  /// ```swift
  /// let layout = SplitArrangement().layout(in: context)
  /// let primaryFrame = layout[.primary]?.frame
  /// ```
  ///
  /// A custom conformance implements this; it should return a frame inside
  /// `context.bounds` for every shown view and ``ArrangementLayout/PlacementLayout/hidden`` for
  /// a hidden one. The object model applies whatever it returns.
  func layout(in context: ArrangementContext) -> ArrangementLayout

  /// Solves the arrangement and lists the decisions taken (E1).
  ///
  /// ```swift
  /// for step in SplitArrangement().explainLayout(in: context).steps { print(step) }
  /// ```
  ///
  /// The explanation's layout is identical to ``layout(in:)``'s for the same inputs.
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
  ///
  /// Arrangements of different types are never equal.
  ///
  /// ```swift
  /// SplitArrangement().isEqual(to: OverlayArrangement())   // false
  /// ```
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
