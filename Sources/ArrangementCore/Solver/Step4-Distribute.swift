import Foundation

// Step 4 — distribute (S6, S7, S9, O2, O3).
//
// Decides who gets what: for a split without a fold, the lengths of both views (S6, S7); for
// a split across a fold, whether each view fits its segment (S9); for an overlay across a fold,
// which side each view takes (O2, O3).

extension ArrangementSolver {
  /// What a split shows.
  enum SplitPlan {
    /// Both views, no fold, tiling the container: the primary takes `first`, the leading or
    /// top part, the secondary the rest (S7, S11).
    case tiled(first: Span, second: Span)
    /// Both views, one per fold segment, in flow order: the primary takes `first`, the
    /// leading or top one (S9, S11).
    case segments(first: Span, second: Span)
    /// One view; the other present one (if any) is hidden (S8).
    case single(ViewPlacement)
    /// No view is present.
    case empty
  }

  /// Step 4 for a split without a fold: S6's collapse check, then S7's distribution.
  ///
  /// `usual` is the survivor of a collapse (S8), which is also the view sized first (S7); the
  /// priorities are only quoted in the explanation.
  @_transparent
  static func distribute<Trace: SolverTrace>(
    primary: ResolvedRange, secondary: ResolvedRange, usual: ViewPlacement,
    primaryPriority: CGFloat, secondaryPriority: CGFloat, along span: Span, geometry: AxisGeometry,
    _ diagnostics: inout DiagnosticList, _ trace: inout Trace
  ) -> SplitPlan {
    // `L` is behavior.md's name for the container length along the split axis.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let L = span.length
    if LengthTolerance.isGreater(primary.minimum + secondary.minimum, L) {
      trace.step(
        "minimums \(length: primary.minimum) + \(length: secondary.minimum) exceed L \(length: L): \(usual) shown alone (S6, S8)"
      )
      return .single(usual)
    }

    // A is sized first: the higher priority, a tie goes to the primary.
    let aIsPrimary = usual == .primary
    let rangeA = aIsPrimary ? primary : secondary
    let rangeB = aIsPrimary ? secondary : primary
    let nameA = aIsPrimary ? ViewPlacement.primary : .secondary

    // 1. Targets.
    let targetA: CGFloat
    let targetB: CGFloat
    switch (rangeA.preferred, rangeB.preferred) {
    case (let a?, let b?): (targetA, targetB) = (a, b)
    case (let a?, nil): (targetA, targetB) = (a, L - a)
    case (nil, let b?): (targetA, targetB) = (L - b, b)
    case (nil, nil): (targetA, targetB) = (L / 2, L / 2)
    }
    // 2. A first, never taking B's minimum.
    var a = targetA.atLeast(rangeA.minimum).atMost(rangeA.maximum)
    a = a.atMost(L - rangeB.minimum)
    // 3. B within what is left.
    var b = targetB.atLeast(rangeB.minimum).atMost(rangeB.maximum)
    b = b.atMost(L - a)
    trace.step(
      "\(nameA) sized first (priority \(length: aIsPrimary ? primaryPriority : secondaryPriority) vs \(length: aIsPrimary ? secondaryPriority : primaryPriority)): targets \(length: targetA) and \(length: targetB) give \(length: a) and \(length: b) (S7)"
    )
    // 4. The leftover: A up to its maximum, B up to its maximum, the rest to A.
    var leftover = L - a - b
    if leftover > 0 {
      let growA = leftover.atMost((rangeA.maximum - a).atLeast(0))
      a += growA
      leftover -= growA
      let growB = leftover.atMost((rangeB.maximum - b).atLeast(0))
      b += growB
      leftover -= growB
      if leftover > 0 {
        a += leftover
        if _slowPath(LengthTolerance.isGreater(a, rangeA.maximum)) {
          diagnostics.append(
            .init(kind: .maximumExceeded, subject: .placement(nameA), value: a, replacement: rangeA.maximum))
        }
      }
      trace.step("the leftover fills the container: \(nameA) \(length: a), \(nameA.other) \(length: b) (S7)")
    }
    // 5. A view left with no length is not shown. The lengths are measured once placed: far
    // from the origin a length below the coordinates' resolution vanishes when it is cut.
    let placed = geometry.cut(span, firstLength: aIsPrimary ? a : b)
    let aEmpty = LengthTolerance.isZero(aIsPrimary ? placed.first.length : placed.second.length)
    let bEmpty = LengthTolerance.isZero(aIsPrimary ? placed.second.length : placed.first.length)
    if aEmpty || bEmpty {
      let kept: ViewPlacement = aEmpty && !bEmpty ? nameA.other : (bEmpty && !aEmpty ? nameA : usual)
      trace.step("\(kept.other) is left with no length: \(kept) shown alone (S7, S8)")
      return .single(kept)
    }
    return .tiled(first: placed.first, second: placed.second)
  }

  /// Step 4 for a split across a fold: each view must fit its segment's length (S9).
  @inline(__always)
  static func fitSegments<Trace: SolverTrace>(
    primary: ResolvedRange, secondary: ResolvedRange, usual: ViewPlacement,
    segments: (first: Span, second: Span), _ trace: inout Trace
  ) -> SplitPlan {
    let primarySegment = segments.first.length
    let secondarySegment = segments.second.length
    if LengthTolerance.isGreater(primary.minimum, primarySegment) {
      trace.step(
        "primary minimum \(length: primary.minimum) does not fit its segment \(length: primarySegment): \(usual) shown alone (S9, S8)"
      )
      return .single(usual)
    }
    if LengthTolerance.isGreater(secondary.minimum, secondarySegment) {
      trace.step(
        "secondary minimum \(length: secondary.minimum) does not fit its segment \(length: secondarySegment): \(usual) shown alone (S9, S8)"
      )
      return .single(usual)
    }
    trace.step("each view fills one segment; preferred sizes and maximums do not apply across a fold (S9)")
    return .segments(first: segments.first, second: segments.second)
  }

  /// Step 4 for an overlay across a fold: whether the primary takes the first (leading or top)
  /// segment (O2, O3).
  @inline(__always)
  static func overlayPrimaryIsFirst<Trace: SolverTrace>(
    _ overlay: OverlayArrangement, geometry: AxisGeometry,
    _ diagnostics: inout DiagnosticList, _ trace: inout Trace
  ) -> Bool {
    let firstEdge: DirectionalRectEdge = geometry.isHorizontal ? .leading : .top
    let secondEdge: DirectionalRectEdge = geometry.isHorizontal ? .trailing : .bottom
    /// `true` = first side, `false` = second side, `nil` = no preference on this axis.
    func preference(_ edge: DirectionalRectEdge) -> Bool? {
      let first = edge.includes(firstEdge)
      let second = edge.includes(secondEdge)
      return first == second ? nil : first
    }
    let primaryWish = preference(overlay.primary.edge)
    let secondaryWish = preference(overlay.secondary.edge)
    if let primaryWish {
      if secondaryWish == primaryWish {
        diagnostics.append(.init(kind: .conflictingEdges, subject: .placement(.secondary)))
        trace.step(
          "both views ask for the \(geometry.sideName(first: primaryWish)) side: the primary's preference wins (O3)")
      } else {
        trace.step("primary asks for the \(geometry.sideName(first: primaryWish)) side (O3)")
      }
      return primaryWish
    }
    if let secondaryWish {
      trace.step(
        "secondary asks for the \(geometry.sideName(first: secondaryWish)) side; the primary takes the other (O3)")
      return !secondaryWish
    }
    // O2: book pose → primary trailing; tabletop → primary at the bottom.
    trace.step(
      "no edge preference: primary on the \(geometry.sideName(first: false)) side, secondary on the \(geometry.sideName(first: true)) side (O2)"
    )
    return false
  }
}
