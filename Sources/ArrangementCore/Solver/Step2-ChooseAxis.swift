import Foundation

// Step 2 — choose the axis (S1–S3).
//
// The natural axis is the fold's axis, or the container's longer side (S1). It is usable when
// the arrangement allows it and, without a fold, its size class is not compact (S2). There is
// no fallback to the other axis (S3).

extension ArrangementSolver {
  /// The split's axis decision.
  struct AxisChoice {
    /// The natural axis (S1): the state axis of a survivor (S13).
    let natural: Axis
    /// Whether the views may be split along it (S2).
    let isUsable: Bool
  }

  /// Step 2: the natural axis and whether it is usable.
  @inline(__always)
  static func chooseAxis<Trace: SolverTrace>(
    allowed: Axis, space: Space, context: ArrangementContext, _ trace: inout Trace
  ) -> AxisChoice {
    let size = space.container.size
    let natural: Axis
    if let fold = space.fold {
      natural = fold.axis
      trace.step("natural axis \(natural): the fold runs \(natural == .horizontal ? "top to bottom" : "across") (S1)")
    } else if !LengthTolerance.isGreater(size.height, size.width) {
      natural = .horizontal
      trace.step("natural axis horizontal: \(LengthFormat.size(size)) is at least as wide as tall (S1)")
    } else {
      natural = .vertical
      trace.step("natural axis vertical: \(LengthFormat.size(size)) is taller than wide (S1)")
    }

    let axes = allowed.hasNoAxis ? Axis.both : allowed
    guard axes.includes(natural) else {
      trace.step("axis \(natural) not in axes \(allowed.listDescription): a single view is shown (S2, S3)")
      return AxisChoice(natural: natural, isUsable: false)
    }
    if space.fold == nil {
      let sizeClass = natural == .horizontal ? context.horizontalSizeClass : context.verticalSizeClass
      if sizeClass == .compact {
        trace.step("axis \(natural) not usable: \(natural) size class is compact; a single view is shown (S2, S3)")
        return AxisChoice(natural: natural, isUsable: false)
      }
      trace.step("axis \(natural) usable: in axes \(axes.listDescription), \(natural) size class \(sizeClass) (S2)")
    } else {
      trace.step(
        "axis \(natural) usable: in axes \(axes.listDescription); size classes do not matter across a fold (S2)")
    }
    return AxisChoice(natural: natural, isUsable: true)
  }
}
