import Foundation

/// The invariants every solved layout must satisfy, whatever its input: S12 (inside the
/// container, no overlap, nothing on the fold, exact tiling without a fold), S8/S9/S11/S13 for
/// splits, O1–O6 for overlays, and no NaN or infinity in any frame.
///
/// Lengths compare with the spec's 0.001 pt, widened to a relative 4e-15 (about 20 ulps) of
/// the largest magnitude among the rectangles compared, along the axis compared: beyond about
/// 1e11 pt, 0.001 pt is below what a `Double` can resolve and `x + width` of a frame can differ
/// from the container's edge by an ulp or two.
struct LayoutInvariants {
  let problem: FuzzedProblem
  let layout: ArrangementLayout
  let space: ReferenceSpace
  var violations: [String] = []

  init(_ problem: FuzzedProblem, _ layout: ArrangementLayout) {
    self.problem = problem
    self.layout = layout
    self.space = ReferenceSpace(problem.context)
  }

  static func check(_ problem: FuzzedProblem, _ layout: ArrangementLayout) -> [String] {
    var checker = LayoutInvariants(problem, layout)
    checker.run()
    return checker.violations
  }

  private mutating func fail(_ message: String) { violations.append(message) }

  /// The tolerance for comparing edges of `rects` along one axis.
  private func tol(_ isHorizontal: Bool, _ rects: CGRect...) -> CGFloat {
    var magnitude: CGFloat = 0
    for rect in rects {
      let (low, high) = ReferenceSpace.along(rect, isHorizontal)
      magnitude = max(magnitude, abs(low), abs(high), abs(high - low))
    }
    return max(LengthTolerance.standard, magnitude * 4e-15)
  }

  private func same(_ a: CGRect, _ b: CGRect) -> Bool {
    let tolX = tol(true, a, b)
    let tolY = tol(false, a, b)
    return LengthTolerance.isEqual(a.origin.x, b.origin.x, tolerance: tolX)
      && LengthTolerance.isEqual(a.size.width, b.size.width, tolerance: tolX)
      && LengthTolerance.isEqual(a.origin.y, b.origin.y, tolerance: tolY)
      && LengthTolerance.isEqual(a.size.height, b.size.height, tolerance: tolY)
  }

  private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    min(a.maxX, b.maxX) - max(a.minX, b.minX) > tol(true, a, b)
      && min(a.maxY, b.maxY) - max(a.minY, b.minY) > tol(false, a, b)
  }

  private mutating func run() {
    let context = problem.context
    var shown: [(ViewPlacement, CGRect, ViewState)] = []
    var isFinite = true
    for placement in ViewPlacement.allCases {
      let entry = layout[placement]
      guard (entry == nil) == (context[placement] == nil) else {
        fail("\(placement): present \(context[placement] != nil) but layout entry \(entry.map { "\($0)" } ?? "nil")")
        continue
      }
      guard let entry else { continue }
      let f = entry.frame
      guard f.origin.x.isFinite, f.origin.y.isFinite, f.size.width.isFinite, f.size.height.isFinite,
        f.maxX.isFinite, f.maxY.isFinite
      else {
        fail("\(placement): frame has a non-finite number \(f)")
        isFinite = false
        continue
      }
      if entry.state.isHidden {
        if entry.frame != .zero || entry.state != .hidden { fail("\(placement): hidden but \(entry) (S13)") }
        continue
      }
      // Origins and sizes come straight from container, band and cut edges, so they are held
      // to the spec's absolute tolerance; only far edges (origin + size) get the relative one.
      let exact = LengthTolerance.standard
      if f.size.width < -exact || f.size.height < -exact { fail("\(placement): negative size \(f)") }
      let c = space.container
      if f.origin.x < c.origin.x - exact || f.maxX > c.maxX + tol(true, f, c) || f.origin.y < c.origin.y - exact
        || f.maxY > c.maxY + tol(false, f, c)
      {
        fail("\(placement): frame \(f) is outside the container \(c) (S12)")
      }
      if let fold = space.fold {
        let (low, high) = ReferenceSpace.along(f, fold.isHorizontal)
        let (crossLow, crossHigh) = ReferenceSpace.along(f, !fold.isHorizontal)
        let bandRect = ReferenceSpace.rect(c, fold.isHorizontal, fold.lower, fold.upper)
        if min(high, fold.upper) - max(low, fold.lower) > tol(fold.isHorizontal, f, bandRect)
          && crossHigh - crossLow > tol(!fold.isHorizontal, f)
        {
          fail("\(placement): frame \(f) lies on the fold \(fold.lower)–\(fold.upper) (S12)")
        }
      }
      shown.append((placement, f, entry.state))
    }
    guard isFinite else { return }
    if shown.count == 2 && problem.isSplit && overlaps(shown[0].1, shown[1].1) {
      fail("shown frames overlap: \(shown[0].1) and \(shown[1].1) (S12)")
    }
    switch problem.style {
    case .split: checkSplit(shown)
    case .overlay(let overlay): checkOverlay(overlay, shown)
    }
  }

  private mutating func checkSplit(_ shown: [(ViewPlacement, CGRect, ViewState)]) {
    let context = problem.context
    if shown.isEmpty && (context.primary != nil || context.secondary != nil) {
      fail("no view is shown although one is present (S8)")
    }
    for (placement, _, state) in shown where state.zIndex != 0 || !(state.splitAxis == .horizontal || state.splitAxis == .vertical) {
      fail("\(placement): split state \(state) (S13)")
    }
    let c = space.container
    let rtl = context.layoutDirection == .rightToLeft
    if shown.count == 2 {
      let primary = shown[0].1
      let secondary = shown[1].1
      let axis = shown[0].2.splitAxis
      if shown[1].2.splitAxis != axis { fail("the shown views disagree on the split axis (S13)") }
      if let segments = space.segments(rightToLeft: rtl) {
        if !same(primary, segments.first) || !same(secondary, segments.second) {
          fail("across the fold the views must fill the segments \(segments.first) and \(segments.second) in order (S9, S11)")
        }
      } else {
        let horizontal = axis == .horizontal
        let (cLow, cHigh) = ReferenceSpace.along(c, horizontal)
        let (cCrossLow, cCrossHigh) = ReferenceSpace.along(c, !horizontal)
        let (first, second) = horizontal && rtl ? (secondary, primary) : (primary, secondary)
        let (aLow, aHigh) = ReferenceSpace.along(first, horizontal)
        let (bLow, bHigh) = ReferenceSpace.along(second, horizontal)
        let alongTolerance = tol(horizontal, primary, secondary, c)
        let crossTolerance = tol(!horizontal, primary, secondary, c)
        func eq(_ x: CGFloat, _ y: CGFloat) -> Bool { LengthTolerance.isEqual(x, y, tolerance: alongTolerance) }
        func eqCross(_ x: CGFloat, _ y: CGFloat) -> Bool { LengthTolerance.isEqual(x, y, tolerance: crossTolerance) }
        let tiles = eq(aLow, cLow) && eq(aHigh, bLow) && eq(bHigh, cHigh)
        let fullCross = [first, second].allSatisfy { frame in
          let (low, high) = ReferenceSpace.along(frame, !horizontal)
          return eqCross(low, cCrossLow) && eqCross(high, cCrossHigh)
        }
        if !tiles || !fullCross { fail("without a fold the shown views must tile the container \(c) exactly (S12, S10, S11): along \(aLow)–\(aHigh), \(bLow)–\(bHigh) in \(cLow)–\(cHigh) ± \(alongTolerance); cross \(ReferenceSpace.along(first, !horizontal)), \(ReferenceSpace.along(second, !horizontal)) in \(cCrossLow)–\(cCrossHigh) ± \(crossTolerance)") }
        if aHigh - aLow <= 0 || bHigh - bLow <= 0 { fail("a shown split view has no length (S7)") }
      }
    } else if let (placement, frame, _) = shown.first {
      if let segments = space.segments(rightToLeft: rtl) {
        let first = segments.first
        let second = segments.second
        let fold = space.fold!
        let l1 = ReferenceSpace.along(first, fold.isHorizontal)
        let l2 = ReferenceSpace.along(second, fold.isHorizontal)
        let firstLength = l1.1 - l1.0
        let secondLength = l2.1 - l2.0
        let expected: [CGRect]
        if LengthTolerance.isEqual(firstLength, secondLength, tolerance: tol(fold.isHorizontal, first, second)) {
          expected = [first, second]
        } else {
          expected = [firstLength > secondLength ? first : second]
        }
        if !expected.contains(where: { same(frame, $0) }) {
          fail("\(placement) alone must fill the longer segment, got \(frame) (S8)")
        }
      } else if !same(frame, c) {
        fail("\(placement) alone must fill the container \(c), got \(frame) (S8)")
      }
    }
  }

  private mutating func checkOverlay(_ overlay: OverlayArrangement, _ shown: [(ViewPlacement, CGRect, ViewState)]) {
    let context = problem.context
    let c = space.container
    if context.primary != nil && !shown.contains(where: { $0.0 == .primary }) {
      fail("the primary is present but hidden (O1, O2, O4, O5)")
    }
    for (placement, _, state) in shown where state.splitAxis != .neither {
      fail("\(placement): overlay state \(state) has a split axis (O6)")
    }
    let layered = shown.count == 2 && space.fold == nil
    for (placement, _, state) in shown {
      let expectedZ = layered && placement == .primary ? 1 : 0
      if state.zIndex != expectedZ { fail("\(placement): zIndex \(state.zIndex), expected \(expectedZ) (O6)") }
    }
    guard let segments = space.segments(rightToLeft: context.layoutDirection == .rightToLeft) else {
      for (placement, frame, _) in shown where !same(frame, c) {
        fail("\(placement) must fill the container \(c) without a fold, got \(frame) (O1, O5)")
      }
      if context.secondary != nil && !shown.contains(where: { $0.0 == .secondary }) {
        fail("the secondary is present but hidden without a fold (O1, O5)")
      }
      return
    }
    for (placement, frame, _) in shown where !same(frame, segments.first) && !same(frame, segments.second) {
      fail("\(placement) must fill one segment across the fold, got \(frame) (O2, O4, O5)")
    }
    if shown.count == 2 && same(shown[0].1, shown[1].1) {
      fail("both overlay views fill the same segment (O2)")
    }
    let axes = overlay.axes.isEmpty ? Axis.both : overlay.axes
    let foldAxis: Axis = space.fold!.isHorizontal ? .horizontal : .vertical
    if context.primary != nil && context.secondary != nil && axes.contains(foldAxis) && shown.count != 2 {
      fail("both views must be shown across a fold on an allowed axis (O2)")
    }
  }
}

extension FuzzedProblem {
  var isSplit: Bool {
    if case .split = style { return true }
    return false
  }
}
