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
    (value * scale).roundedHalfAwayFromZero() / scale
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
