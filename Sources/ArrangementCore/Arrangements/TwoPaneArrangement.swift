import Foundation

/// The shape the shipped arrangements share: allowed axes and one settings value per placement.
///
/// ``SplitArrangement`` and ``OverlayArrangement`` conform; the conformance supplies
/// `axes(_:)`, `setViewProperties(_:for:)`, `viewProperties(for:)` and `configuring(_:_:)` once for both.
/// Custom arrangements may adopt it too when they have the same shape.
///
/// ```swift
/// let sideBySide = SplitArrangement().axes(.horizontal)
/// let card = OverlayArrangement().viewProperties(for: .primary).edge   // []
/// ```
///
/// Degenerate input: an empty `axes` set means both axes wherever the solver reads it.
public protocol TwoPaneArrangement: Arrangement {
  /// The axes the arrangement may use; empty means both.
  var axes: Axis { get set }
  /// The primary's settings.
  var primary: ViewProperties { get set }
  /// The secondary's settings.
  var secondary: ViewProperties { get set }
}

extension TwoPaneArrangement {
  /// A copy limited to `axes` (empty means both).
  @inlinable
  public func axes(_ axes: Axis) -> Self {
    var copy = self
    copy.axes = axes
    return copy
  }

  /// Replaces the settings of one placement.
  @inlinable
  public mutating func setViewProperties(_ properties: ViewProperties, for placement: ViewPlacement) {
    if placement == .primary { primary = properties } else { secondary = properties }
  }

  /// The settings of one placement.
  @inlinable
  public func viewProperties(for placement: ViewPlacement) -> ViewProperties {
    placement == .primary ? primary : secondary
  }

  /// A copy with one placement's settings changed by `body`.
  ///
  /// ```swift
  /// let column = SplitArrangement().configuring(.primary) { $0.width.minimum = .absolute(320) }
  /// ```
  public func configuring(_ placement: ViewPlacement, _ body: (inout ViewProperties) -> Void) -> Self {
    var copy = self
    var properties = copy.viewProperties(for: placement)
    body(&properties)
    copy.setViewProperties(properties, for: placement)
    return copy
  }
}
