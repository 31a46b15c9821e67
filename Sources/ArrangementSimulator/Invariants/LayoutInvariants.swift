import Foundation

/// Checks the invariants every layout must satisfy, whatever the input (S8–S13, O1–O6).
///
/// ``check(_:_:style:)`` and ``check(_:_:arrangement:)-(_,_,Arrangement)`` return one sentence per violation (an
/// empty array means the layout is sound). They read the fold independently of the solver
/// (`FoldReference`) and check:
/// - an entry for every present placement and none for an absent one;
/// - no NaN or infinity in any frame, its far edges (`maxX`, `maxY`) included;
/// - hidden views: frame `.zero`, `splitAxis` neither, `zIndex` 0 (S13);
/// - at least one view shown when any is present (S8, O1, O5); in an overlay, a present
///   primary always shown and, without a fold, a present secondary too (O1–O5);
/// - shown frames inside the container, never overlapping each other (layered overlays
///   excepted), never on the separating band (S12);
/// - without a fold: a split's two shown views tile the container exactly, the primary leading
///   (trailing in right-to-left) or on top (S10–S12); a lone view or an overlaid view fills it
///   (S8, O1, O5);
/// - with a fold: a split's two shown views fill the two segments, the primary's first in flow
///   order (S9, S11); two overlay views fill different segments (O2); a lone shown view fills
///   the longer segment, either one on a tie (S8, O4, O5); with ``check(_:_:arrangement:)-(_,_,Arrangement)``,
///   both overlay views are shown when the fold's axis is allowed (O2);
/// - states: split views share one split axis, the fold's axis with a fold, the container's
///   natural axis for a lone survivor (S1, S13); overlays report no axis and `zIndex` 1 only
///   for a primary layered over a shown secondary (O6).
///
/// Lengths compare with `LengthTolerance.standard` (0.001 pt), widened to a relative 4 × 10⁻¹⁵
/// (about 20 ulps) of the largest magnitude among the rectangles compared, along the axis
/// compared: beyond about 10¹¹ pt a `Double` cannot resolve 0.001 pt, and `x + width` of a frame
/// can differ from the container's edge by an ulp or two. Below that, the tolerance is exactly
/// 0.001 pt.
///
/// ```swift
/// let problems = LayoutInvariants.check(split.layout(in: context), context, arrangement: split)
/// #expect(problems.isEmpty, "\(problems)")
/// ```
///
/// Degenerate input: contexts with non-finite or negative bounds are checked against the
/// sanitized bounds (non-finite components 0, negative sizes 0, edges clamped to
/// ±`greatestFiniteMagnitude / 4`), as the solver sanitizes them.
public enum LayoutInvariants {
  /// Which arrangement produced the layout.
  public enum Style: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A `SplitArrangement`.
    case split
    /// An `OverlayArrangement`.
    case overlay

    /// `split` or `overlay`.
    public var description: String { rawValue }
  }

  /// Every invariant violation of `layout` solved in `context`; empty when sound.
  ///
  /// - Parameters:
  ///   - layout: the layout to check, as an arrangement returned it.
  ///   - context: the context it was solved in.
  ///   - style: the arrangement's kind; `nil` infers it from the states (a shown split view
  ///     always reports a split axis).
  /// - Returns: one sentence per violation; empty when the layout is sound.
  ///
  /// ```swift
  /// LayoutInvariants.check(overlay.layout(in: context), context, style: .overlay)   // []
  /// ```
  ///
  /// Without the arrangement, the overlay's allowed axes are unknown, so O2's "both views are
  /// shown when the fold's axis is allowed" is not checked; pass the arrangement to
  /// ``check(_:_:arrangement:)-(_,_,Arrangement)`` for that.
  public static func check(
    _ layout: ArrangementLayout, _ context: ArrangementContext, style: Style? = nil
  ) -> [String] {
    var check = LayoutCheck(layout: layout, context: context, style: style, overlayAxes: nil)
    return check.run()
  }

  /// Every invariant violation of `layout`, which `arrangement` returned for `context`; empty
  /// when sound.
  ///
  /// Like ``check(_:_:style:)`` with the style taken from the arrangement's type; for an
  /// `OverlayArrangement` it also checks that both present views are shown when the separating
  /// fold's axis is in `axes` (O2) and only the primary otherwise (O4).
  ///
  /// ```swift
  /// let overlay = OverlayArrangement().axes(.vertical)
  /// let problems = LayoutInvariants.check(overlay.layout(in: context), context, arrangement: overlay)
  /// ```
  ///
  /// A custom `Arrangement` conformance is checked with the style inferred from the states.
  public static func check(
    _ layout: ArrangementLayout, _ context: ArrangementContext, arrangement: any Arrangement
  ) -> [String] {
    var check: LayoutCheck
    switch arrangement {
    case is SplitArrangement:
      check = LayoutCheck(layout: layout, context: context, style: .split, overlayAxes: nil)
    case let overlay as OverlayArrangement:
      check = LayoutCheck(layout: layout, context: context, style: .overlay, overlayAxes: overlay.axes)
    default:
      check = LayoutCheck(layout: layout, context: context, style: nil, overlayAxes: nil)
    }
    return check.run()
  }
}

extension LayoutInvariants {
  /// Every invariant violation of `layout`, which a scenario's `arrangement` returned for
  /// `context`; empty when sound.
  ///
  /// The split or overlay inside the scenario is checked as when passed as an `Arrangement`.
  ///
  /// ```swift
  /// for scenario in try ScenarioReader.read(contentsOf: url) {
  ///   let problems = LayoutInvariants.check(scenario.solve(), scenario.context, arrangement: scenario.arrangement)
  ///   #expect(problems.isEmpty, "\(scenario.label): \(problems)")
  /// }
  /// ```
  ///
  /// Degenerate input: as for the other overloads.
  public static func check(
    _ layout: ArrangementLayout, _ context: ArrangementContext, arrangement: ScenarioArrangement
  ) -> [String] {
    check(layout, context, arrangement: arrangement.base)
  }
}

/// One run of the invariant checks over one layout.
struct LayoutCheck {
  typealias Shown = (placement: ViewPlacement, frame: CGRect, state: ViewState)

  let layout: ArrangementLayout
  let context: ArrangementContext
  let folds: FoldReference
  let givenStyle: LayoutInvariants.Style?
  /// The overlay's allowed axes, when known (empty = both).
  let overlayAxes: Axis?
  var problems: [String] = []

  init(
    layout: ArrangementLayout, context: ArrangementContext, style: LayoutInvariants.Style?, overlayAxes: Axis?
  ) {
    self.layout = layout
    self.context = context
    self.folds = FoldReference(context)
    self.givenStyle = style
    self.overlayAxes = overlayAxes
  }

  var container: CGRect { folds.container }
  var isRightToLeft: Bool { context.layoutDirection == .rightToLeft }

  mutating func fail(_ problem: String) { problems.append(problem) }

  mutating func run() -> [String] {
    var shown: [Shown] = []
    for placement in ViewPlacement.allCases {
      let entry = layout[placement]
      if context[placement] == nil {
        if entry != nil { fail("\(placement) is absent but has a layout") }
        continue
      }
      guard let entry else {
        fail("\(placement) is present but has no layout")
        continue
      }
      let f = entry.frame
      if ![f.origin.x, f.origin.y, f.size.width, f.size.height, f.maxX, f.maxY].allSatisfy(\.isFinite) {
        fail("\(placement) frame \(LengthFormat.rect(f)) is not finite")
        continue
      }
      if entry.state.isHidden {
        if f != .zero { fail("\(placement) is hidden with frame \(LengthFormat.rect(f)) (S13)") }
        if entry.state.splitAxis != .neither {
          fail("\(placement) is hidden with splitAxis \(entry.state.splitAxis) (S13)")
        }
        if entry.state.zIndex != 0 { fail("\(placement) is hidden with zIndex \(entry.state.zIndex) (S13)") }
      } else {
        shown.append((placement, f, entry.state))
      }
    }
    let presentCount = ViewPlacement.allCases.filter { context[$0] != nil }.count
    if presentCount > 0 && shown.isEmpty { fail("no view is shown although \(presentCount) present (S8, O1, O5)") }
    guard problems.isEmpty else { return problems }

    let style = givenStyle ?? (shown.contains { $0.state.splitAxis != .neither } ? .split : .overlay)
    checkBounds(shown, style: style)
    if let fold = folds.fold {
      checkSegments(shown, fold: fold, style: style)
    } else {
      checkContainer(shown, style: style)
    }
    checkStates(shown, style: style)
    return problems
  }

  /// Inside the container, off the separating band, no overlap (S12).
  mutating func checkBounds(_ shown: [Shown], style: LayoutInvariants.Style) {
    let c = container
    let exact = LengthTolerance.standard
    for (placement, f, _) in shown {
      // Origins and sizes come straight from container, band and cut edges, so they are held to
      // the absolute tolerance; only far edges (origin + size) get the relative one.
      if f.width < -exact || f.height < -exact || f.minX < c.minX - exact || f.minY < c.minY - exact
        || f.maxX > c.maxX + Self.tolerance(horizontal: true, f, c)
        || f.maxY > c.maxY + Self.tolerance(horizontal: false, f, c)
      {
        fail("\(placement) frame \(LengthFormat.rect(f)) leaves the container \(LengthFormat.rect(c)) (S12)")
      }
      if let fold = folds.fold, Self.overlaps(f, fold.band) {
        fail("\(placement) frame \(LengthFormat.rect(f)) lies on the fold \(LengthFormat.rect(fold.band)) (S12)")
      }
    }
    let layered = style == .overlay && folds.fold == nil
    if shown.count == 2 && !layered && Self.overlaps(shown[0].frame, shown[1].frame) {
      fail(
        "shown frames \(LengthFormat.rect(shown[0].frame)) and \(LengthFormat.rect(shown[1].frame)) overlap (S12)")
    }
  }

  /// Without a fold: tiling (split) or filling the container (S8, S10–S12, O1, O5).
  mutating func checkContainer(_ shown: [Shown], style: LayoutInvariants.Style) {
    let c = container
    if style == .overlay && context.secondary != nil && !shown.contains(where: { $0.placement == .secondary }) {
      fail("the secondary is present but hidden without a fold (O1)")
    }
    if style == .overlay && context.primary != nil && !shown.contains(where: { $0.placement == .primary }) {
      fail("the primary is present but hidden (O1, O5)")
    }
    if style == .split && shown.count == 2 {
      problems += Self.tiling(
        primary: shown[0].frame, secondary: shown[1].frame, c, axis: shown[0].state.splitAxis,
        rightToLeft: isRightToLeft)
      return
    }
    for (placement, f, _) in shown where !Self.same(f, c) {
      fail(
        "\(placement) frame \(LengthFormat.rect(f)) does not fill the container \(LengthFormat.rect(c)) (S8, O1, O5)")
    }
  }

  /// Across a fold: whole segments, in flow order for a split, the longer one for a lone view
  /// (S8, S9, S11, O2, O4, O5).
  mutating func checkSegments(_ shown: [Shown], fold: FoldReference.Fold, style: LayoutInvariants.Style) {
    let bandText = LengthFormat.rect(fold.band)
    let flow =
      fold.axis == .horizontal && isRightToLeft ? [fold.segments[1], fold.segments[0]] : fold.segments
    if style == .overlay {
      if context.primary != nil && !shown.contains(where: { $0.placement == .primary }) {
        fail("the primary is present but hidden (O2, O4, O5)")
      }
      if let axes = overlayAxes, context.primary != nil, context.secondary != nil {
        let allowed = axes.isEmpty || axes.contains(fold.axis)
        if allowed && shown.count != 2 {
          fail("both views must be shown across a fold on the allowed axis \(fold.axis) (O2)")
        } else if !allowed && shown.count != 1 {
          fail("only the primary may be shown across a fold on the axis \(fold.axis), not in axes \(axes) (O4)")
        }
      }
    }
    if shown.count == 2 {
      if style == .split {
        if !Self.same(shown[0].frame, flow[0]) || !Self.same(shown[1].frame, flow[1]) {
          fail(
            "across the fold \(bandText) the split views must fill the segments \(LengthFormat.rect(flow[0])) and \(LengthFormat.rect(flow[1])) in flow order, got \(LengthFormat.rect(shown[0].frame)) and \(LengthFormat.rect(shown[1].frame)) (S9, S11)"
          )
        }
        return
      }
      var used: [Int] = []
      for (placement, f, _) in shown {
        if let index = Self.nearestSame(f, among: fold.segments) {
          used.append(index)
        } else {
          fail("\(placement) frame \(LengthFormat.rect(f)) does not fill a segment of the fold \(bandText) (O2)")
        }
      }
      if used.count == 2 && used[0] == used[1] { fail("both views fill the same segment (O2)") }
      return
    }
    guard let (placement, f, _) = shown.first else { return }
    let horizontal = fold.axis == .horizontal
    let lengths = fold.segments.map { horizontal ? $0.width : $0.height }
    let tie = LengthTolerance.isEqual(
      lengths[0], lengths[1],
      tolerance: Self.tolerance(horizontal: horizontal, fold.segments[0], fold.segments[1]))
    let allowed = tie ? fold.segments : [lengths[0] > lengths[1] ? fold.segments[0] : fold.segments[1]]
    if !allowed.contains(where: { Self.same($0, f) }) {
      fail(
        "\(placement) alone must fill the longer segment of the fold \(bandText), got \(LengthFormat.rect(f)) (S8, O4, O5)"
      )
    }
  }
}
