import Foundation

// Step 6 — snap (P1) and build the frames.
//
// With a display scale, the inner edge two tiled views share is rounded to the nearest pixel
// (half away from zero); both views read the same rounded edge, so tiling survives. Edges that
// lie on the container's boundary or on a fold band are display geometry and stay exact, so
// snapping can never move a view onto a fold or out of its container (S12).

extension ArrangementSolver {
  /// Rounds `value` to the nearest multiple of `1 / scale`, half away from zero (P1).
  @inline(__always)
  static func snap(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    roundedHalfAwayFromZero(value * scale) / scale
  }

  /// `x.rounded(.toNearestOrAwayFromZero)`, bit for bit, without a call.
  ///
  /// The standard library's rounding calls the C library's `round` (the baseline x86-64 target
  /// has no rounding instruction): a call that also makes the optimizer keep every value of
  /// the solve in memory around it. Here: magnitudes of 2⁵² and more (and NaN, ±∞) are already
  /// integral; below, adding and subtracting 2⁵² rounds the magnitude to the nearest integer
  /// with ties to even, exactly; a tie that went down (the difference is exactly 0.5) goes up;
  /// the sign is put back, so −0.3 gives −0 as `round` does. `SnapRoundingTests` compares it
  /// with the standard library on ties, boundaries, signed zeros, subnormals, NaN, ±∞ and
  /// random values.
  @inline(__always)
  static func roundedHalfAwayFromZero(_ x: CGFloat) -> CGFloat {
    let magnitude = x.magnitude
    guard magnitude < 0x1p52 else { return x }
    var rounded = (magnitude + 0x1p52) - 0x1p52
    if magnitude - rounded == 0.5 { rounded += 1 }
    // `CGFloat(signOf:magnitudeOf:)` is a call inside the solver's large body; the sign bit is
    // copied directly.
    let sign = Double(x).bitPattern & (1 << 63)
    return CGFloat(Double(bitPattern: Double(rounded).bitPattern | sign))
  }

  /// Step 6: the final frames, snapped when the context has a usable display scale.
  @_transparent
  static func snapAndBuild<Trace: SolverTrace>(
    _ placed: Placed, context: ArrangementContext,
    _ diagnostics: inout DiagnosticList, _ trace: inout Trace
  ) -> ArrangementLayout {
    var placed = placed
    if let scale = context.displayScale {
      if _slowPath(!scale.isPositiveFinite) {
        diagnostics.append(.init(kind: .invalidDisplayScale, subject: .context, value: scale))
        trace.step("display scale \(length: scale) is not usable: frames are not snapped (S5)")
      } else if placed.isTiled, var primary = placed.primary, var secondary = placed.secondary {
        let reversed = placed.geometry.isReversed
        let edge = reversed ? primary.along.lower : primary.along.upper
        var snapped = snap(edge, scale: scale)
        snapped = snapped.atLeast(placed.container.lower).atMost(placed.container.upper)
        let first = reversed ? placed.container.upper - snapped : snapped - placed.container.lower
        let second = placed.container.length - first
        if LengthTolerance.isZero(first) || LengthTolerance.isZero(second) { snapped = edge }
        if reversed {
          primary.along.lower = snapped
          secondary.along.upper = snapped
        } else {
          primary.along.upper = snapped
          secondary.along.lower = snapped
        }
        placed.primary = primary
        placed.secondary = secondary
        trace.step(
          "shared edge \(placed.geometry.coordinateName) \(length: edge) snaps to \(length: snapped) at scale \(length: scale) (P1)"
        )
      }
    }
    return ArrangementLayout(
      primary: placed.primary == nil ? nil : frame(of: placed.primary!, placed),
      secondary: placed.secondary == nil ? nil : frame(of: placed.secondary!, placed),
      diagnosticList: diagnostics)
  }

  @inline(__always)
  static func frame(of slot: Slot, _ placed: Placed) -> ArrangementLayout.PlacementLayout {
    if slot.state.isHidden { return .hidden }
    return ArrangementLayout.PlacementLayout(
      frame: placed.geometry.rect(along: slot.along, across: placed.across), state: slot.state)
  }
}
