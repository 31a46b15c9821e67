import Foundation

/// The one layout solver behind ``SplitArrangement`` and ``OverlayArrangement``.
///
/// You do not call the solver directly: ``SplitArrangement/layout(in:)``,
/// ``OverlayArrangement/layout(in:)`` and their `explainLayout(in:)` counterparts do. Solving
/// is a pure function of an arrangement and an ``ArrangementContext`` (E3). It runs six steps,
/// each in its own file, written once in along-axis / across-axis terms (the internal
/// `AxisGeometry`) for horizontal and vertical, left-to-right and right-to-left:
///
/// 1. **Resolve folds** (`Step1-ResolveFolds.swift`, D1–D7): sanitize the bounds, shrink the
///    container by divisions over an edge, pick the separating division nearest the centre.
/// 2. **Choose the axis** (`Step2-ChooseAxis.swift`, S1–S3, splits only): the natural axis
///    and whether it is usable.
/// 3. **Resolve sizes** (`Step3-ResolveSizes.swift`, S4–S5, splits only): each view's range
///    along the axis as sanitized lengths.
/// 4. **Distribute** (`Step4-Distribute.swift`, S6–S7, S9, O2–O3): lengths without a fold,
///    segment fit across one, overlay sides.
/// 5. **Place** (`Step5-Place.swift`, S8–S11, S13, O1–O6): extents and states.
/// 6. **Snap** (`Step6-Snap.swift`, P1): pixel snapping and the final frames.
///
/// Solving allocates nothing on the heap: diagnostics are stored inline (up to eight) and the
/// explanation sentences are built only when an explanation is asked for.
///
/// The step functions are `@_transparent`: each entry (split, overlay) compiles to one body
/// per trace type. Left to the optimizer, the generic steps stayed out of line after
/// specialization and every step boundary went through memory; see Docs/Performance.md.
///
/// ```swift
/// let context = ArrangementContext(bounds: CGRect(x: 0, y: 0, width: 1200, height: 800))
/// let layout = SplitArrangement().layout(in: context)   // runs the six steps
/// ```
///
/// Degenerate input never traps: every unusable number or region is sanitized or ignored with
/// an ``ArrangementDiagnostic`` in the result (E2).
public enum ArrangementSolver {
  /// Solves a split in `context`, writing decisions to `trace`.
  ///
  /// Splits and overlays have separate entry points (rather than one entry taking an enum of
  /// the two) so that no arrangement value is wrapped, copied or switched on per solve.
  static func solve<Trace: SolverTrace>(
    split: SplitArrangement, in context: ArrangementContext, trace: inout Trace
  ) -> ArrangementLayout {
    var diagnostics = DiagnosticList()
    let space = resolveFolds(context, &diagnostics, &trace)
    return solveSplit(split, space: space, context: context, &diagnostics, &trace)
  }

  /// Solves an overlay in `context`, writing decisions to `trace`.
  static func solve<Trace: SolverTrace>(
    overlay: OverlayArrangement, in context: ArrangementContext, trace: inout Trace
  ) -> ArrangementLayout {
    var diagnostics = DiagnosticList()
    let space = resolveFolds(context, &diagnostics, &trace)
    var primaryIsFirst = false
    if let fold = space.fold {
      let geometry = AxisGeometry(axis: fold.axis, direction: context.layoutDirection)
      primaryIsFirst = overlayPrimaryIsFirst(overlay, geometry: geometry, &diagnostics, &trace)
    } else if context.primary != nil && context.secondary != nil {
      trace.step("no fold: the overlay layers its views (O1)")
    }
    let placed = placeOverlay(
      overlay, space: space, context: context, primaryIsFirst: primaryIsFirst, &trace)
    return snapAndBuild(placed, context: context, &diagnostics, &trace)
  }

  /// Steps 2–6 for a split.
  @_transparent
  static func solveSplit<Trace: SolverTrace>(
    _ split: SplitArrangement, space: Space, context: ArrangementContext,
    _ diagnostics: inout DiagnosticList, _ trace: inout Trace
  ) -> ArrangementLayout {
    let axis = chooseAxis(allowed: split.axes, space: space, context: context, &trace)
    let plan: SplitPlan
    switch (context.primary, context.secondary) {
    case (nil, nil):
      plan = .empty
    case (_?, nil):
      trace.step("only the primary is present (S8)")
      plan = .single(.primary)
    case (nil, _?):
      trace.step("only the secondary is present (S8)")
      plan = .single(.secondary)
    case (let primaryContent?, let secondaryContent?):
      let primaryPriority = priority(of: split.primary, .primary, &diagnostics)
      let secondaryPriority = priority(of: split.secondary, .secondary, &diagnostics)
      let usual = survivor(primary: primaryPriority, secondary: secondaryPriority)
      guard axis.isUsable else {
        plan = .single(usual)
        break
      }
      let geometry = AxisGeometry(axis: axis.natural, direction: context.layoutDirection)
      let along = geometry.along(space.container)
      // `L` is behavior.md's name for the container length along the split axis.
      // swift-format-ignore: AlwaysUseLowerCamelCase
      let L = along.length
      let primary = resolveRange(
        split.primary, .primary, content: primaryContent, axis: axis.natural,
        containerLength: L, &diagnostics, &trace)
      let secondary = resolveRange(
        split.secondary, .secondary, content: secondaryContent, axis: axis.natural,
        containerLength: L, &diagnostics, &trace)
      if let fold = space.fold {
        plan = fitSegments(
          primary: primary, secondary: secondary, usual: usual,
          segments: geometry.segments(of: along, around: fold.band), &trace)
      } else {
        plan = distribute(
          primary: primary, secondary: secondary, usual: usual, primaryPriority: primaryPriority,
          secondaryPriority: secondaryPriority, along: along, geometry: geometry, &diagnostics, &trace)
      }
    }
    let placed = placeSplit(plan, axis: axis, space: space, context: context, &trace)
    return snapAndBuild(placed, context: context, &diagnostics, &trace)
  }
}
