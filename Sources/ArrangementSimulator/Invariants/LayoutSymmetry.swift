import Foundation

/// Mirrored and transposed copies of contexts, arrangements and layouts, for symmetry tests.
///
/// Two symmetries hold for every rule that mirrors (behavior.md):
/// - **Right-to-left mirror.** Flip the layout direction and reflect every region across the
///   container's vertical centre line: the layout is the original reflected the same way
///   (a horizontal split swaps sides, a vertical one only reflects its full-width frames).
/// - **Transposition.** Swap x/y, width/height, the size classes, the width and height ranges,
///   the axes and the edges (leading ↔ top, trailing ↔ bottom): the layout is the original
///   transposed. Holds for left-to-right contexts only (vertical splits never flip in
///   right-to-left layout, S11) and not for square containers without a fold (S1 prefers
///   horizontal).
///
/// ```swift
/// let mirrored = LayoutSymmetry.mirrored(context)
/// let expected = LayoutSymmetry.mirrored(split.layout(in: context), in: context)
/// #expect(LayoutSymmetry.isEqual(split.layout(in: mirrored), expected))
/// ```
///
/// Degenerate input: mirroring reflects across the sanitized bounds, so contexts with
/// non-finite bounds mirror like the solver sees them; non-finite region frames stay
/// non-finite (and are ignored by the solver either way).
package enum LayoutSymmetry {
  // MARK: Right-to-left mirror

  /// `x` reflected across the vertical centre line of `box`.
  static func reflect(_ rect: CGRect, in box: CGRect) -> CGRect {
    CGRect(
      x: (box.minX + box.maxX) - (rect.origin.x + rect.size.width), y: rect.origin.y,
      width: rect.size.width, height: rect.size.height)
  }

  /// The context with the other layout direction and every region reflected across the
  /// container's vertical centre line (margins' left and right swapped).
  package static func mirrored(_ context: ArrangementContext) -> ArrangementContext {
    let box = FoldReference(context).bounds
    var copy = context
    copy.bounds = box
    copy.layoutDirection = context.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    copy.reservedRegions = context.reservedRegions.map { region in
      let m = region.margins
      return ReservedRegion(
        id: region.id, kind: region.kind, frame: reflect(region.frame, in: box),
        margins: EdgeInsets(top: m.top, left: m.right, bottom: m.bottom, right: m.left),
        isActive: region.isActive)
    }
    return copy
  }

  /// The layout reflected across the vertical centre line of the context's sanitized bounds;
  /// hidden frames stay `.zero`, states are unchanged.
  package static func mirrored(_ layout: ArrangementLayout, in context: ArrangementContext) -> ArrangementLayout {
    let box = FoldReference(context).bounds
    func map(_ entry: ArrangementLayout.PlacementLayout?) -> ArrangementLayout.PlacementLayout? {
      guard let entry else { return nil }
      if entry.state.isHidden { return entry }
      return .init(frame: reflect(entry.frame, in: box), state: entry.state)
    }
    return ArrangementLayout(primary: map(layout.primary), secondary: map(layout.secondary))
  }

  // MARK: Transposition

  /// The rectangle with x and y, width and height swapped.
  package static func transposed(_ rect: CGRect) -> CGRect {
    CGRect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
  }

  /// The axis set with horizontal and vertical swapped.
  package static func transposed(_ axis: Axis) -> Axis {
    var result: Axis = []
    if axis.contains(.horizontal) { result.insert(.vertical) }
    if axis.contains(.vertical) { result.insert(.horizontal) }
    return result
  }

  /// The edge set with leading ↔ top and trailing ↔ bottom swapped.
  package static func transposed(_ edge: DirectionalRectEdge) -> DirectionalRectEdge {
    var result: DirectionalRectEdge = []
    if edge.contains(.leading) { result.insert(.top) }
    if edge.contains(.top) { result.insert(.leading) }
    if edge.contains(.trailing) { result.insert(.bottom) }
    if edge.contains(.bottom) { result.insert(.trailing) }
    return result
  }

  /// The context transposed: bounds, regions, margins, intrinsic sizes and size classes.
  package static func transposed(_ context: ArrangementContext) -> ArrangementContext {
    var copy = context
    copy.bounds = transposed(context.bounds)
    copy.horizontalSizeClass = context.verticalSizeClass
    copy.verticalSizeClass = context.horizontalSizeClass
    copy.reservedRegions = context.reservedRegions.map { region in
      let m = region.margins
      return ReservedRegion(
        id: region.id, kind: region.kind, frame: transposed(region.frame),
        margins: EdgeInsets(top: m.left, left: m.top, bottom: m.right, right: m.bottom),
        isActive: region.isActive)
    }
    for placement in ViewPlacement.allCases {
      if let size = context[placement]?.intrinsicContentSize {
        copy[placement]?.intrinsicContentSize = CGSize(width: size.height, height: size.width)
      }
    }
    return copy
  }

  /// The split with axes swapped and each view's width and height ranges swapped.
  package static func transposed(_ split: SplitArrangement) -> SplitArrangement {
    var copy = split.axes(transposed(split.axes))
    for placement in ViewPlacement.allCases {
      var properties = split.viewProperties(for: placement)
      swap(&properties.width, &properties.height)
      copy.setViewProperties(properties, for: placement)
    }
    return copy
  }

  /// The overlay with axes and edges swapped.
  package static func transposed(_ overlay: OverlayArrangement) -> OverlayArrangement {
    var copy = overlay.axes(transposed(overlay.axes))
    for placement in ViewPlacement.allCases {
      copy.setViewProperties(.init(edge: transposed(overlay.viewProperties(for: placement).edge)), for: placement)
    }
    return copy
  }

  /// The layout transposed: frames transposed, split axes swapped.
  package static func transposed(_ layout: ArrangementLayout) -> ArrangementLayout {
    func map(_ entry: ArrangementLayout.PlacementLayout?) -> ArrangementLayout.PlacementLayout? {
      guard let entry else { return nil }
      if entry.state.isHidden { return entry }
      let state = ViewState(isHidden: false, splitAxis: transposed(entry.state.splitAxis), zIndex: entry.state.zIndex)
      return .init(frame: transposed(entry.frame), state: state)
    }
    return ArrangementLayout(primary: map(layout.primary), secondary: map(layout.secondary))
  }

  /// Whether the mirror symmetry applies to `context`: always, except when a division covers
  /// the container in a way the rules do not orient (``FoldReference/hasAmbiguousBand``).
  package static func isMirrorable(_ context: ArrangementContext) -> Bool {
    !FoldReference(context).hasAmbiguousBand
  }

  /// Whether the transposition symmetry applies to `context` (left-to-right, and not a square
  /// container without a fold).
  package static func isTransposable(_ context: ArrangementContext) -> Bool {
    guard context.layoutDirection == .leftToRight else { return false }
    let folds = FoldReference(context)
    guard !folds.hasAmbiguousBand else { return false }
    return folds.fold != nil
      || !LengthTolerance.isEqual(folds.container.width, folds.container.height, tolerance: 0.01)
  }

  // MARK: Comparison

  /// Whether two layouts have the same placements, states and frames within `tolerance`
  /// (diagnostics are not compared).
  package static func isEqual(
    _ a: ArrangementLayout, _ b: ArrangementLayout, tolerance: CGFloat = LengthTolerance.standard
  ) -> Bool {
    differences(a, b, tolerance: tolerance).isEmpty
  }

  /// One sentence per placement whose presence, state or frame differs.
  package static func differences(
    _ a: ArrangementLayout, _ b: ArrangementLayout, tolerance: CGFloat = LengthTolerance.standard
  ) -> [String] {
    var result: [String] = []
    for placement in ViewPlacement.allCases {
      switch (a[placement], b[placement]) {
      case (nil, nil): continue
      case (let x?, let y?):
        if x.state != y.state || !LengthTolerance.isEqual(x.frame, y.frame, tolerance: tolerance) {
          result.append("\(placement): \(x) vs \(y)")
        }
      default:
        result.append(
          "\(placement): \(a[placement].map { $0.description } ?? "absent") vs \(b[placement].map { $0.description } ?? "absent")"
        )
      }
    }
    return result
  }
}
