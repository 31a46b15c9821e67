import Foundation

/// The one layout solver behind ``SplitArrangement`` and ``OverlayArrangement``: the six steps
/// of the HowTheSolverWorks article, each in its own file, written once in along-axis /
/// across-axis terms (`AxisGeometry`).
///
/// The steps are inlined: each entry (split, overlay) compiles to one body per trace type.
/// The steps and helpers where `@inline(__always)` measured worse are `@_transparent` (the
/// optimizer honours `@inline(__always)` only for callees of at most 64 basic blocks once the
/// caller has 64; as calls, the steps passed their values through memory, +80 % instructions);
/// the rest are `@inline(__always)`. Docs/Performance.md gives each one's figure. The two
/// entries are `@inline(__always)` into `layout(in:)`, so the result is written straight into
/// the caller's return slot.
enum ArrangementSolver {
  /// Solves a split in `context`, writing decisions to `trace`.
  ///
  /// Splits and overlays have separate entry points (rather than one entry taking an enum of
  /// the two) so that no arrangement value is wrapped, copied or switched on per solve.
  @inline(__always)
  static func solve<Trace: SolverTrace>(
    split: SplitArrangement, in context: ArrangementContext, trace: inout Trace
  ) -> ArrangementLayout {
    var diagnostics = DiagnosticList()
    let space = resolveFolds(context, &diagnostics, &trace)
    return solveSplit(split, space: space, context: context, &diagnostics, &trace)
  }

  /// Solves an overlay in `context`, writing decisions to `trace`.
  @inline(__always)
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
    // The common case (both views present) is tested first, not switched on.
    if let primaryContent = context.primary, let secondaryContent = context.secondary {
      let primaryPriority = priority(split.primary.layoutPriority, of: .primary, &diagnostics)
      let secondaryPriority = priority(split.secondary.layoutPriority, of: .secondary, &diagnostics)
      let usual = survivor(primary: primaryPriority, secondary: secondaryPriority)
      if axis.isUsable {
        let geometry = AxisGeometry(axis: axis.natural, direction: context.layoutDirection)
        let along = geometry.along(space.container)
        // `L` is behavior.md's name for the container length along the split axis.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        let L = along.length
        let primary = resolveRange(
          split.primary.range(along: axis.natural), .primary, content: primaryContent,
          axis: axis.natural, containerLength: L, &diagnostics, &trace)
        let secondary = resolveRange(
          split.secondary.range(along: axis.natural), .secondary, content: secondaryContent,
          axis: axis.natural, containerLength: L, &diagnostics, &trace)
        if let fold = space.fold {
          plan = fitSegments(
            primary: primary, secondary: secondary, usual: usual,
            segments: geometry.segments(of: along, around: fold.band), &trace)
        } else {
          plan = distribute(
            primary: primary, secondary: secondary, usual: usual, primaryPriority: primaryPriority,
            secondaryPriority: secondaryPriority, along: along, geometry: geometry, &diagnostics,
            &trace)
        }
      } else {
        plan = .single(usual)
      }
    } else if context.primary != nil {
      trace.step("only the primary is present (S8)")
      plan = .single(.primary)
    } else if context.secondary != nil {
      trace.step("only the secondary is present (S8)")
      plan = .single(.secondary)
    } else {
      plan = .empty
    }
    let placed = placeSplit(plan, axis: axis, space: space, context: context, &trace)
    return snapAndBuild(placed, context: context, &diagnostics, &trace)
  }
}
