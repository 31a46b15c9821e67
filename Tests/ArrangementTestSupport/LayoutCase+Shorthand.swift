import ArrangementCore
import ArrangementTesting
import Foundation

// MARK: - Shorthand for tables

// One-letter axis names keep the rule tables readable.
// swift-format-ignore: AlwaysUseLowerCamelCase
package let H = Axis.horizontal
// swift-format-ignore: AlwaysUseLowerCamelCase
package let V = Axis.vertical
// swift-format-ignore: AlwaysUseLowerCamelCase
package let N = Axis.neither

package func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// A context with origin-zero bounds `w × h`.
package func box(
  _ w: CGFloat, _ h: CGFloat,
  _ classes: (UserInterfaceSizeClass, UserInterfaceSizeClass) = (.unspecified, .unspecified),
  rtl: Bool = false, scale: CGFloat? = nil, regions: [ReservedRegion] = [],
  primary: ArrangementContext.PlacementContent? = .init(), secondary: ArrangementContext.PlacementContent? = .init()
) -> ArrangementContext {
  ArrangementContext(
    bounds: rect(0, 0, w, h), horizontalSizeClass: classes.0, verticalSizeClass: classes.1,
    layoutDirection: rtl ? .rightToLeft : .leftToRight, displayScale: scale, reservedRegions: regions,
    primary: primary, secondary: secondary)
}

/// A present view with an intrinsic size.
package func intrinsic(_ w: CGFloat, _ h: CGFloat) -> ArrangementContext.PlacementContent {
  .init(intrinsicContentSize: CGSize(width: w, height: h))
}

/// An active division band running top to bottom (horizontal separation) at `x`.
package func foldX(_ x: CGFloat, _ width: CGFloat, height: CGFloat, y: CGFloat = 0, active: Bool = true)
  -> ReservedRegion
{
  ReservedRegion(
    id: "fold", kind: .division, frame: rect(x, y, width, height),
    margins: EdgeInsets(left: width / 2, right: width / 2), isActive: active)
}

/// An active division band running across (vertical separation) at `y`.
package func foldY(_ y: CGFloat, _ height: CGFloat, width: CGFloat, x: CGFloat = 0, active: Bool = true)
  -> ReservedRegion
{
  ReservedRegion(
    id: "fold", kind: .division, frame: rect(x, y, width, height),
    margins: EdgeInsets(top: height / 2, bottom: height / 2), isActive: active)
}

package func range(
  _ minimum: SplitArrangement.Dimension = .automatic, _ preferred: SplitArrangement.Dimension = .automatic,
  _ maximum: SplitArrangement.Dimension = .automatic
) -> SplitArrangement.DimensionRange {
  SplitArrangement.DimensionRange(minimum: minimum, preferred: preferred, maximum: maximum)
}

/// A split with the given width ranges and priorities.
package func split(
  _ primary: SplitArrangement.DimensionRange = SplitArrangement.DimensionRange(),
  _ secondary: SplitArrangement.DimensionRange = SplitArrangement.DimensionRange(), axes: Axis = .both,
  priorities: (CGFloat, CGFloat) = (0, 0)
) -> Subject {
  split(\.width, primary, secondary, axes: axes, priorities: priorities)
}

/// A split with the given height ranges (for vertical splits).
package func splitHeights(
  _ primary: SplitArrangement.DimensionRange = SplitArrangement.DimensionRange(),
  _ secondary: SplitArrangement.DimensionRange = SplitArrangement.DimensionRange(), axes: Axis = .both,
  priorities: (CGFloat, CGFloat) = (0, 0)
) -> Subject {
  split(\.height, primary, secondary, axes: axes, priorities: priorities)
}

/// A split whose views get `primary` and `secondary` as the range at `dimension`.
private func split(
  _ dimension: WritableKeyPath<SplitArrangement.ViewProperties, SplitArrangement.DimensionRange>,
  _ primary: SplitArrangement.DimensionRange, _ secondary: SplitArrangement.DimensionRange, axes: Axis,
  priorities: (CGFloat, CGFloat)
) -> Subject {
  var arrangement = SplitArrangement().axes(axes)
  for (placement, range, priority) in [
    (ViewPlacement.primary, primary, priorities.0), (.secondary, secondary, priorities.1),
  ] {
    var properties = SplitArrangement.ViewProperties(layoutPriority: priority)
    properties[keyPath: dimension] = range
    arrangement.setViewProperties(properties, for: placement)
  }
  return .split(arrangement)
}

/// An overlay with the given edge preferences.
package func overlay(_ primary: DirectionalRectEdge = [], _ secondary: DirectionalRectEdge = [], axes: Axis = .both)
  -> Subject
{
  var arrangement = OverlayArrangement().axes(axes)
  arrangement.setViewProperties(.init(edge: primary), for: .primary)
  arrangement.setViewProperties(.init(edge: secondary), for: .secondary)
  return .overlay(arrangement)
}
