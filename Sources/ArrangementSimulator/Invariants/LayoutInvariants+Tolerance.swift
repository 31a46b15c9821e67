import Foundation

extension LayoutCheck {
  /// The relative part of the tolerance: about 20 ulps of the magnitude compared.
  static let relativeTolerance: CGFloat = 4e-15

  /// The tolerance for comparing edges of `rects` along one axis: the spec's 0.001 pt, or
  /// 4 × 10⁻¹⁵ of the largest magnitude (an edge or a length) among them when that is larger
  /// (beyond about 10¹¹ pt, where a `Double` cannot resolve 0.001 pt).
  static func tolerance(horizontal: Bool, _ rects: CGRect...) -> CGFloat {
    var magnitude: CGFloat = 0
    for rect in rects {
      let (low, high) = along(rect, horizontal: horizontal)
      magnitude = max(magnitude, abs(low), abs(high), abs(high - low))
    }
    return max(LengthTolerance.standard, magnitude * relativeTolerance)
  }

  /// The low and high edge of `rect` along one axis.
  static func along(_ rect: CGRect, horizontal: Bool) -> (low: CGFloat, high: CGFloat) {
    horizontal
      ? (rect.origin.x, rect.origin.x + rect.size.width)
      : (rect.origin.y, rect.origin.y + rect.size.height)
  }

  /// Equal rectangles, each axis within its tolerance.
  static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    let x = tolerance(horizontal: true, a, b)
    let y = tolerance(horizontal: false, a, b)
    return LengthTolerance.isEqual(a.origin.x, b.origin.x, tolerance: x)
      && LengthTolerance.isEqual(a.size.width, b.size.width, tolerance: x)
      && LengthTolerance.isEqual(a.origin.y, b.origin.y, tolerance: y)
      && LengthTolerance.isEqual(a.size.height, b.size.height, tolerance: y)
  }

  /// The index of the rectangle in `candidates` that `frame` equals within the tolerance,
  /// the nearest one when several do.
  ///
  /// Far from the origin the tolerance (20 ulps of the magnitude) can exceed the distance
  /// between two segments of one fold: at x ≈ 1.15 × 10¹⁶ it is 46 pt, and segments 2 and 4 pt
  /// wide, 17 pt apart, both "equal" either view. The nearest one (the smallest largest edge
  /// difference) is the one the view fills, so two views in different segments are never
  /// counted as sharing one. `nil` when none is equal.
  static func nearestSame(_ frame: CGRect, among candidates: [CGRect]) -> Int? {
    var best: (index: Int, distance: CGFloat)?
    for (index, candidate) in candidates.enumerated() where same(frame, candidate) {
      let distance = max(
        abs(frame.minX - candidate.minX), abs(frame.maxX - candidate.maxX),
        abs(frame.minY - candidate.minY), abs(frame.maxY - candidate.maxY))
      if best == nil || distance < best!.distance { best = (index, distance) }
    }
    return best?.index
  }

  /// Whether two rectangles overlap by more than the tolerance along both axes (touching is
  /// not overlapping).
  static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    let (ax, bx) = (along(a, horizontal: true), along(b, horizontal: true))
    let (ay, by) = (along(a, horizontal: false), along(b, horizontal: false))
    return min(ax.high, bx.high) - max(ax.low, bx.low) > tolerance(horizontal: true, a, b)
      && min(ay.high, by.high) - max(ay.low, by.low) > tolerance(horizontal: false, a, b)
  }

  /// How two split frames tile `box` exactly, in order: side by side with the primary leading
  /// (on the right in right-to-left), or stacked with the primary on top (S10, S11, S12).
  static func arrangement(
    primary a: CGRect, secondary b: CGRect, _ box: CGRect, rightToLeft: Bool
  ) -> (sideBySide: Bool, stacked: Bool) {
    let x = tolerance(horizontal: true, a, b, box)
    let y = tolerance(horizontal: false, a, b, box)
    func eqX(_ u: CGFloat, _ v: CGFloat) -> Bool { LengthTolerance.isEqual(u, v, tolerance: x) }
    func eqY(_ u: CGFloat, _ v: CGFloat) -> Bool { LengthTolerance.isEqual(u, v, tolerance: y) }
    let (leading, trailing) = rightToLeft ? (b, a) : (a, b)
    let sideBySide =
      eqY(a.minY, box.minY) && eqY(b.minY, box.minY) && eqY(a.maxY, box.maxY) && eqY(b.maxY, box.maxY)
      && eqX(leading.minX, box.minX) && eqX(leading.maxX, trailing.minX) && eqX(trailing.maxX, box.maxX)
    let stacked =
      eqX(a.minX, box.minX) && eqX(b.minX, box.minX) && eqX(a.maxX, box.maxX) && eqX(b.maxX, box.maxX)
      && eqY(a.minY, box.minY) && eqY(a.maxY, b.minY) && eqY(b.maxY, box.maxY)
    return (sideBySide, stacked)
  }

  /// Two split frames tile `box` exactly along `axis`, in order
  /// (``arrangement(primary:secondary:_:rightToLeft:)``), and neither has zero length along it
  /// (S7, S10–S13). A state without a split axis is reported by the state checks; its frames
  /// may tile either way.
  static func tiling(
    primary a: CGRect, secondary b: CGRect, _ box: CGRect, axis: Axis, rightToLeft: Bool
  ) -> [String] {
    let (sideBySide, stacked) = arrangement(primary: a, secondary: b, box, rightToLeft: rightToLeft)
    let horizontal: Bool
    switch axis {
    case .horizontal: horizontal = true
    case .vertical: horizontal = false
    default: horizontal = sideBySide
    }
    var problems: [String] = []
    if !(horizontal ? sideBySide : stacked) {
      let order = horizontal ? (rightToLeft ? "primary on the right" : "primary on the left") : "primary on top"
      problems.append(
        "primary \(LengthFormat.rect(a)) and secondary \(LengthFormat.rect(b)) do not tile the container \(LengthFormat.rect(box)) along \(horizontal ? "x" : "y"), \(order) (S10, S11, S12, S13)"
      )
    }
    let (alongA, alongB) = (along(a, horizontal: horizontal), along(b, horizontal: horizontal))
    if alongA.high - alongA.low <= LengthTolerance.standard || alongB.high - alongB.low <= LengthTolerance.standard {
      problems.append("a shown split view has no length: \(LengthFormat.rect(a)), \(LengthFormat.rect(b)) (S7)")
    }
    return problems
  }
}
