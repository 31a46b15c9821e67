import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation

/// A second, deliberately plain implementation of behavior.md's S, O and P rules, used only as
/// a test oracle: random inputs are solved by both and the layouts compared.
///
/// Written from the rules, not from the solver: no along/across abstraction, every case
/// spelled out, folds read by ``FoldReference``. It follows the readings recorded in
/// Docs/Decisions-Core.md where behavior.md is silent.
enum ReferenceSolver {
  static let tol = LengthTolerance.standard

  /// The interval [lo, hi] on `axis` as a rectangle spanning the box's cross length (S10).
  static func rect(_ lo: CGFloat, _ hi: CGFloat, axis: Axis, in box: CGRect) -> CGRect {
    axis == .horizontal
      ? CGRect(x: lo, y: box.minY, width: hi - lo, height: box.height)
      : CGRect(x: box.minX, y: lo, width: box.width, height: hi - lo)
  }

  /// Whether the leading end is the high-coordinate end (horizontal, right-to-left).
  static func reversed(_ axis: Axis, _ context: ArrangementContext) -> Bool {
    axis == .horizontal && context.layoutDirection == .rightToLeft
  }

  /// The fold's segments as (leading/top, trailing/bottom) intervals.
  static func segments(_ fold: FoldReference.Fold, _ context: ArrangementContext) -> (
    lead: (CGFloat, CGFloat), trail: (CGFloat, CGFloat)
  ) {
    let a = fold.segments[0]
    let b = fold.segments[1]
    let low = fold.axis == .horizontal ? (a.minX, a.maxX) : (a.minY, a.maxY)
    let high = fold.axis == .horizontal ? (b.minX, b.maxX) : (b.minY, b.maxY)
    return reversed(fold.axis, context) ? (high, low) : (low, high)
  }

  /// The longer segment; on a tie the leading one when `ownIsLeading`.
  static func longer(_ fold: FoldReference.Fold, _ context: ArrangementContext, ownIsLeading: Bool) -> (
    CGFloat, CGFloat
  ) {
    let s = segments(fold, context)
    let leadLength = s.lead.1 - s.lead.0
    let trailLength = s.trail.1 - s.trail.0
    if abs(leadLength - trailLength) <= tol { return ownIsLeading ? s.lead : s.trail }
    return leadLength > trailLength ? s.lead : s.trail
  }

  struct Resolved {
    var min: CGFloat
    var pref: CGFloat?
    var max: CGFloat
  }

  /// S4 and S5 for one view along `axis`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  static func resolve(_ range: SplitArrangement.DimensionRange, intrinsic: CGSize?, axis: Axis, L: CGFloat) -> Resolved
  {
    var own: CGFloat?
    if let size = intrinsic {
      let v = axis == .horizontal ? size.width : size.height
      if v.isFinite && v > 0 { own = v }
    }
    func value(_ d: SplitArrangement.Dimension, preferred: Bool) -> CGFloat? {
      switch d {
      case .automatic: return preferred ? own : nil
      case .intrinsic: return own
      case .absolute(let v):
        guard v.isFinite else { return nil }
        return v < 0 ? 0 : v
      case .fractional(let f):
        guard f.isFinite else { return nil }
        return (f < 0 ? 0 : (f > 1 ? 1 : f)) * L
      }
    }
    var r = Resolved(
      min: value(range.minimum, preferred: false) ?? 0, pref: value(range.preferred, preferred: true),
      max: value(range.maximum, preferred: false) ?? .infinity)
    if r.min > r.max { r.max = r.min }
    if r.min > L { r.min = L }
    if let p = r.pref { r.pref = Swift.min(Swift.max(p, r.min), r.max) }
    return r
  }

  static func priority(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

  /// The split layout per S1–S13 and P1.
  static func split(_ arrangement: SplitArrangement, _ context: ArrangementContext) -> ArrangementLayout {
    let folds = FoldReference(context)
    let box = folds.container
    let natural: Axis = folds.fold?.axis ?? (box.height - box.width > tol ? .vertical : .horizontal)
    let allowed = arrangement.axes.isEmpty ? Axis.both : arrangement.axes
    let sizeClass = natural == .horizontal ? context.horizontalSizeClass : context.verticalSizeClass
    let usable = allowed.contains(natural) && (folds.fold != nil || sizeClass != .compact)
    let pP = priority(arrangement.primary.layoutPriority)
    let pS = priority(arrangement.secondary.layoutPriority)
    let usual: ViewPlacement = pS > pP ? .secondary : .primary
    let lo = natural == .horizontal ? box.minX : box.minY
    let hi = natural == .horizontal ? box.maxX : box.maxY
    // `L` is behavior.md's name for the container length along the split axis.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let L = hi - lo
    let shownState = ViewState(isHidden: false, splitAxis: natural, zIndex: 0)

    func single(_ survivor: ViewPlacement) -> ArrangementLayout {
      let extent: (CGFloat, CGFloat)
      if let fold = folds.fold {
        extent = longer(fold, context, ownIsLeading: survivor == .primary)
      } else {
        extent = (lo, hi)
      }
      let shown = ArrangementLayout.PlacementLayout(
        frame: rect(extent.0, extent.1, axis: natural, in: box), state: shownState)
      let other: ArrangementLayout.PlacementLayout? = context[survivor.other] == nil ? nil : .hidden
      return survivor == .primary
        ? ArrangementLayout(primary: shown, secondary: other) : ArrangementLayout(primary: other, secondary: shown)
    }

    switch (context.primary, context.secondary) {
    case (nil, nil): return ArrangementLayout(primary: nil, secondary: nil)
    case (_?, nil): return single(.primary)
    case (nil, _?): return single(.secondary)
    default: break
    }
    guard usable else { return single(usual) }
    let rp = resolve(
      arrangement.primary.range(along: natural), intrinsic: context.primary?.intrinsicContentSize, axis: natural, L: L)
    let rs = resolve(
      arrangement.secondary.range(along: natural), intrinsic: context.secondary?.intrinsicContentSize, axis: natural,
      L: L)

    if let fold = folds.fold {
      let s = segments(fold, context)
      if rp.min - (s.lead.1 - s.lead.0) > tol || rs.min - (s.trail.1 - s.trail.0) > tol { return single(usual) }
      return ArrangementLayout(
        primary: .init(frame: rect(s.lead.0, s.lead.1, axis: natural, in: box), state: shownState),
        secondary: .init(frame: rect(s.trail.0, s.trail.1, axis: natural, in: box), state: shownState))
    }

    if rp.min + rs.min - L > tol { return single(usual) }
    let aIsPrimary = usual == .primary
    let rA = aIsPrimary ? rp : rs
    let rB = aIsPrimary ? rs : rp
    var tA: CGFloat
    var tB: CGFloat
    if let pa = rA.pref, let pb = rB.pref {
      tA = pa
      tB = pb
    } else if let pa = rA.pref {
      tA = pa
      tB = L - pa
    } else if let pb = rB.pref {
      tB = pb
      tA = L - pb
    } else {
      tA = L / 2
      tB = L / 2
    }
    var a = Swift.min(Swift.max(tA, rA.min), rA.max)
    a = Swift.min(a, L - rB.min)
    var b = Swift.min(Swift.max(tB, rB.min), rB.max)
    b = Swift.min(b, L - a)
    var r = L - a - b
    if r > 0 {
      let growA = Swift.min(r, Swift.max(0, rA.max - a))
      a += growA
      r -= growA
      let growB = Swift.min(r, Swift.max(0, rB.max - b))
      b += growB
      r -= growB
      if r > 0 { a += r }
    }
    let aZero = abs(a) <= tol
    let bZero = abs(b) <= tol
    if aZero || bZero {
      let nameA: ViewPlacement = aIsPrimary ? .primary : .secondary
      if aZero && !bZero { return single(nameA.other) }
      if bZero && !aZero { return single(nameA) }
      return single(usual)
    }
    let primaryLength = aIsPrimary ? a : b
    // Primary leading: from the low end, or from the high end in right-to-left.
    let rev = reversed(natural, context)
    var edge = rev ? hi - primaryLength : lo + primaryLength
    // P1 (reading): only the shared edge snaps; it stays inside and never empties a view.
    if let scale = context.displayScale, scale.isFinite, scale > 0 {
      var snapped = (edge * scale).rounded(.toNearestOrAwayFromZero) / scale
      snapped = Swift.min(Swift.max(snapped, lo), hi)
      if abs(snapped - lo) > tol && abs(hi - snapped) > tol { edge = snapped }
    }
    let primaryExtent = rev ? (edge, hi) : (lo, edge)
    let secondaryExtent = rev ? (lo, edge) : (edge, hi)
    return ArrangementLayout(
      primary: .init(frame: rect(primaryExtent.0, primaryExtent.1, axis: natural, in: box), state: shownState),
      secondary: .init(frame: rect(secondaryExtent.0, secondaryExtent.1, axis: natural, in: box), state: shownState))
  }

  /// The overlay layout per O1–O6.
  static func overlay(_ arrangement: OverlayArrangement, _ context: ArrangementContext) -> ArrangementLayout {
    let folds = FoldReference(context)
    let box = folds.container
    let hasP = context.primary != nil
    let hasS = context.secondary != nil
    let plain = ViewState(isHidden: false, splitAxis: .neither, zIndex: 0)
    guard let fold = folds.fold else {
      let top = ViewState(isHidden: false, splitAxis: .neither, zIndex: hasS ? 1 : 0)
      return ArrangementLayout(
        primary: hasP ? .init(frame: box, state: top) : nil, secondary: hasS ? .init(frame: box, state: plain) : nil)
    }
    let (first, second): (DirectionalRectEdge, DirectionalRectEdge) =
      fold.axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    func wish(_ edge: DirectionalRectEdge) -> Bool? {  // true = leading/top
      let f = edge.contains(first)
      let s = edge.contains(second)
      if f && !s { return true }
      if s && !f { return false }
      return nil
    }
    let primaryLeading: Bool
    if let w = wish(arrangement.primary.edge) {
      primaryLeading = w
    } else if let w = wish(arrangement.secondary.edge) {
      primaryLeading = !w
    } else {
      primaryLeading = false
    }
    let s = segments(fold, context)
    let allowed = arrangement.axes.isEmpty ? Axis.both : arrangement.axes
    func frame(_ e: (CGFloat, CGFloat)) -> CGRect { rect(e.0, e.1, axis: fold.axis, in: box) }
    if hasP && hasS && allowed.contains(fold.axis) {
      return ArrangementLayout(
        primary: .init(frame: frame(primaryLeading ? s.lead : s.trail), state: plain),
        secondary: .init(frame: frame(primaryLeading ? s.trail : s.lead), state: plain))
    }
    if hasP {
      return ArrangementLayout(
        primary: .init(frame: frame(longer(fold, context, ownIsLeading: primaryLeading)), state: plain),
        secondary: hasS ? .hidden : nil)
    }
    if hasS {
      return ArrangementLayout(
        primary: nil, secondary: .init(frame: frame(longer(fold, context, ownIsLeading: !primaryLeading)), state: plain)
      )
    }
    return ArrangementLayout(primary: nil, secondary: nil)
  }
}
