import Foundation

// Clamping a length without the standard library's `min` and `max`: inside the solver's
// inlined steps the optimizer calls the generic ones out of line, two calls per clamp.

extension CGFloat {
  /// `Swift.min(self, limit)`, with the same NaN behavior (`limit < self ? limit : self`).
  @inline(__always)
  func atMost(_ limit: CGFloat) -> CGFloat { limit < self ? limit : self }

  /// `Swift.max(self, limit)`, with the same NaN behavior (`limit >= self ? limit : self`).
  @inline(__always)
  func atLeast(_ limit: CGFloat) -> CGFloat { limit >= self ? limit : self }

  /// Whether the value is a usable length: not negative (−0 counts as 0) and finite (S5).
  ///
  /// Written `self >= 0 && self - self == 0` (`x - x` is exactly 0 for every finite `x`, NaN
  /// for ±∞ and NaN): LLVM turns the obvious `self >= 0 && self < .infinity` into a
  /// floating-point class test of 18 integer instructions; this is 7. `SolverArithmeticTests`
  /// checks both sides of every boundary against the obvious form.
  @inline(__always)
  package var isUsableLength: Bool { self >= 0 && self - self == 0 }

  /// Whether the value is finite and above 0 (D7's frame sizes, P1's display scale); written
  /// like ``isUsableLength`` for the same reason.
  @inline(__always)
  package var isPositiveFinite: Bool { self > 0 && self - self == 0 }

  /// `rounded(.toNearestOrAwayFromZero)`, bit for bit, without a call (P1).
  ///
  /// The standard library's rounding calls the C library's `round` (the baseline x86-64 target
  /// has no rounding instruction), a call that also makes the optimizer keep the solve's live
  /// values in memory around it. Here: magnitudes of 2⁵² and more (and NaN, ±∞) are already
  /// integral and returned as they are; below, adding and subtracting 2⁵² rounds the magnitude
  /// to the nearest integer with ties to even, exactly; a tie that went down (the difference is
  /// exactly 0.5) goes up; the sign bit is put back, so −0.3 gives −0 as `round` does.
  /// `SolverArithmeticTests` compares it with the standard library bit for bit on ties,
  /// boundaries, signed zeros, subnormals, NaN, ±∞ and a million seeded random values.
  @inline(__always)
  package func roundedHalfAwayFromZero() -> CGFloat {
    let magnitude = self.magnitude
    guard magnitude < 0x1p52 else { return self }
    var rounded = (magnitude + 0x1p52) - 0x1p52
    if magnitude - rounded == 0.5 { rounded += 1 }
    // `CGFloat(signOf:magnitudeOf:)` would be a call inside the solver's large body; the sign
    // bit is copied directly.
    let sign = Double(self).bitPattern & (1 << 63)
    return CGFloat(Double(bitPattern: Double(rounded).bitPattern | sign))
  }
}

extension CGRect {
  /// Whether all four components are finite, written like ``CGFloat/isUsableLength``: one
  /// sum of `v - v`, which is 0 exactly when every `v` is finite and NaN otherwise, instead of
  /// four floating-point class tests. The package's one such test: D7's region frames, the
  /// object model's region queries, the screen audit, snapshots and renderers.
  @inline(__always)
  package var hasFiniteComponents: Bool {
    (origin.x - origin.x) + (origin.y - origin.y) + (size.width - size.width)
      + (size.height - size.height) == 0
  }
}

// `isEmpty` and `contains` on the option sets the solver reads, always inlined for the same
// reason. Same results as the SetAlgebra defaults (`rawValue == 0`; `self ∩ member == member`).

extension Axis {
  /// Whether no axis is in the set (as `isEmpty`).
  @inline(__always) var hasNoAxis: Bool { rawValue == 0 }
  /// Whether every axis of `member` is in the set (as `contains(_:)`).
  @inline(__always) func includes(_ member: Axis) -> Bool { rawValue & member.rawValue == member.rawValue }
}

extension DirectionalRectEdge {
  /// Whether every edge of `member` is in the set (as `contains(_:)`).
  @inline(__always) func includes(_ member: DirectionalRectEdge) -> Bool {
    rawValue & member.rawValue == member.rawValue
  }
}

/// A closed interval along one axis, in absolute container coordinates.
struct Span: Equatable {
  var lower: CGFloat
  var upper: CGFloat

  @inline(__always) var length: CGFloat { upper - lower }
  @inline(__always) var centre: CGFloat { (lower + upper) / 2 }

  /// `455.5–495.5`.
  var text: String { "\(length: lower)–\(length: upper)" }
}

/// The solver's one piece of orientation-specific code: it reads and writes rectangles in
/// along-axis / across-axis terms, so every step is written once for horizontal and vertical
/// splits, left-to-right and right-to-left.
///
/// *Along* is the split axis (x for horizontal, y for vertical); *across* is the other one.
/// *Flow order* runs from the leading (or top) end to the trailing (or bottom) end: it is
/// reversed only for a horizontal axis in right-to-left layout (S11, D3).
struct AxisGeometry {
  /// `.horizontal` or `.vertical`.
  let axis: Axis
  /// Whether flow order runs from high to low coordinates (horizontal, right-to-left).
  let isReversed: Bool

  @inline(__always)
  init(axis: Axis, direction: LayoutDirection) {
    self.axis = axis
    self.isReversed = axis == .horizontal && direction == .rightToLeft
  }

  @inline(__always) var isHorizontal: Bool { axis != .vertical }

  /// The rectangle's extent along the axis.
  @inline(__always)
  func along(_ rect: CGRect) -> Span {
    isHorizontal
      ? Span(lower: rect.origin.x, upper: rect.origin.x + rect.size.width)
      : Span(lower: rect.origin.y, upper: rect.origin.y + rect.size.height)
  }

  /// The rectangle's extent across the axis.
  @inline(__always)
  func across(_ rect: CGRect) -> Span {
    isHorizontal
      ? Span(lower: rect.origin.y, upper: rect.origin.y + rect.size.height)
      : Span(lower: rect.origin.x, upper: rect.origin.x + rect.size.width)
  }

  /// The rectangle with the given extents.
  @inline(__always)
  func rect(along: Span, across: Span) -> CGRect {
    isHorizontal
      ? CGRect(x: along.lower, y: across.lower, width: along.length, height: across.length)
      : CGRect(x: across.lower, y: along.lower, width: across.length, height: along.length)
  }

  /// The two parts of `span` cut at `length` from its flow start: first the leading (top) part
  /// of that length, then the rest. Both parts share one computed edge, so they tile exactly.
  /// The edge is kept inside `span`: far from the origin `upper - span.length` can round below
  /// `lower` (S12).
  @inline(__always)
  func cut(_ span: Span, firstLength length: CGFloat) -> (first: Span, second: Span) {
    if isReversed {
      let edge = span.lower.atLeast(span.upper.atMost(span.upper - length))
      return (Span(lower: edge, upper: span.upper), Span(lower: span.lower, upper: edge))
    }
    let edge = span.lower.atLeast(span.upper.atMost(span.lower + length))
    return (Span(lower: span.lower, upper: edge), Span(lower: edge, upper: span.upper))
  }

  /// The segment a fold leaves first and second in flow order.
  @inline(__always)
  func segments(of container: Span, around band: Span) -> (first: Span, second: Span) {
    let low = Span(lower: container.lower, upper: band.lower)
    let high = Span(lower: band.upper, upper: container.upper)
    return isReversed ? (high, low) : (low, high)
  }

  /// `leading` / `trailing` for a horizontal axis, `top` / `bottom` for a vertical one.
  func sideName(first: Bool) -> String {
    isHorizontal ? (first ? "leading" : "trailing") : (first ? "top" : "bottom")
  }

  /// `x` or `y`.
  var coordinateName: String { isHorizontal ? "x" : "y" }
}
