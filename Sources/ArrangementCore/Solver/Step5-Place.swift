import Foundation

// Step 5 — place (S8, S9, S10, S11, S13, O1, O2, O4, O5, O6).
//
// Turns the plan into extents along the axis, each view spanning the full cross length (S10),
// in flow order: the primary leading or on top (S11), mirrored for right-to-left by
// ``AxisGeometry``. States follow S13 and O6.

extension ArrangementSolver {
  /// One present placement's extent along the axis and its state.
  struct Slot {
    var along: Span
    var state: ViewState

    static let hidden = Slot(along: Span(lower: 0, upper: 0), state: .hidden)
  }

  /// Every present placement placed along one axis; the input of the snap step.
  struct Placed {
    let geometry: AxisGeometry
    let container: Span
    let across: Span
    var primary: Slot?
    var secondary: Slot?
    /// Whether the two views tile the container and share an inner edge (a split without a fold).
    var isTiled: Bool
  }

  /// The segment a lone view fills across a fold: the longer one; on a tie its own side (S8, O4, O5).
  @inline(__always)
  static func longerSegment(
    _ geometry: AxisGeometry, container: Span, fold: Fold, ownSideIsFirst: Bool
  ) -> Span {
    let segments = geometry.segments(of: container, around: fold.band)
    let first = segments.first.length
    let second = segments.second.length
    if LengthTolerance.isEqual(first, second) {
      return ownSideIsFirst ? segments.first : segments.second
    }
    return first > second ? segments.first : segments.second
  }

  /// Step 5 for a split.
  @_transparent
  static func placeSplit<Trace: SolverTrace>(
    _ plan: SplitPlan, axis: AxisChoice, space: Space, context: ArrangementContext,
    _ trace: inout Trace
  ) -> Placed {
    let geometry = AxisGeometry(axis: axis.natural, direction: context.layoutDirection)
    let along = geometry.along(space.container)
    var placed = Placed(
      geometry: geometry, container: along, across: geometry.across(space.container),
      primary: context.primary == nil ? nil : Slot.hidden,
      secondary: context.secondary == nil ? nil : Slot.hidden, isTiled: false)
    let split = ViewState(isHidden: false, splitAxis: axis.natural, zIndex: 0)
    switch plan {
    case .empty:
      trace.step("no view is present")
    case .tiled(let first, let second):
      placed.primary = Slot(along: first, state: split)
      placed.secondary = Slot(along: second, state: split)
      placed.isTiled = true
      trace.step(
        "primary \(geometry.coordinateName) \(first.text) (\(geometry.sideName(first: true))), secondary \(geometry.coordinateName) \(second.text) (S10, S11)"
      )
    case .segments(let first, let second):
      placed.primary = Slot(along: first, state: split)
      placed.secondary = Slot(along: second, state: split)
      trace.step(
        "primary fills the \(geometry.sideName(first: true)) segment \(geometry.coordinateName) \(first.text), secondary the \(geometry.sideName(first: false)) segment \(geometry.coordinateName) \(second.text) (S9, S11)"
      )
    case .single(let survivor):
      let extent: Span
      if let fold = space.fold {
        extent = longerSegment(geometry, container: along, fold: fold, ownSideIsFirst: survivor == .primary)
        trace.step("\(survivor) fills the longer segment \(geometry.coordinateName) \(extent.text) (S8)")
      } else {
        extent = along
        trace.step("\(survivor) fills the container (S8)")
      }
      let slot = Slot(along: extent, state: ViewState(isHidden: false, splitAxis: axis.natural, zIndex: 0))
      if survivor == .primary { placed.primary = slot } else { placed.secondary = slot }
      let otherIsPresent = survivor == .primary ? context.secondary != nil : context.primary != nil
      if otherIsPresent { trace.step("\(survivor.other) hidden (S8, S13)") }
    }
    return placed
  }

  /// Step 5 for an overlay. `primaryIsFirst` is step 4's side decision (ignored without a fold).
  @_transparent
  static func placeOverlay<Trace: SolverTrace>(
    _ overlay: OverlayArrangement, space: Space, context: ArrangementContext,
    primaryIsFirst: Bool, _ trace: inout Trace
  ) -> Placed {
    let geometry = AxisGeometry(axis: space.fold?.axis ?? .horizontal, direction: context.layoutDirection)
    let along = geometry.along(space.container)
    let shown = ViewState(isHidden: false, splitAxis: .neither, zIndex: 0)
    var placed = Placed(
      geometry: geometry, container: along, across: geometry.across(space.container),
      primary: context.primary == nil ? nil : Slot.hidden,
      secondary: context.secondary == nil ? nil : Slot.hidden, isTiled: false)
    let bothPresent = context.primary != nil && context.secondary != nil

    guard let fold = space.fold else {
      if bothPresent {
        placed.primary = Slot(along: along, state: ViewState(isHidden: false, splitAxis: .neither, zIndex: 1))
        placed.secondary = Slot(along: along, state: shown)
        trace.step("both views fill the container; the primary is layered above (O1, O6)")
      } else if context.primary != nil {
        placed.primary = Slot(along: along, state: shown)
        trace.step("primary alone fills the container (O5)")
      } else if context.secondary != nil {
        placed.secondary = Slot(along: along, state: shown)
        trace.step("secondary alone fills the container (O5)")
      } else {
        trace.step("no view is present")
      }
      return placed
    }

    let axes = overlay.axes.hasNoAxis ? Axis.both : overlay.axes
    let segments = geometry.segments(of: along, around: fold.band)
    if bothPresent && axes.includes(fold.axis) {
      let primarySegment = primaryIsFirst ? segments.first : segments.second
      let secondarySegment = primaryIsFirst ? segments.second : segments.first
      placed.primary = Slot(along: primarySegment, state: shown)
      placed.secondary = Slot(along: secondarySegment, state: shown)
      trace.step(
        "primary fills the \(geometry.sideName(first: primaryIsFirst)) segment \(geometry.coordinateName) \(primarySegment.text), secondary the \(geometry.sideName(first: !primaryIsFirst)) segment \(geometry.coordinateName) \(secondarySegment.text) (O2)"
      )
      return placed
    }
    let lone: ViewPlacement
    if bothPresent {
      lone = .primary
      trace.step("fold axis \(fold.axis) not in axes \(overlay.axes.listDescription): only the primary is shown (O4)")
    } else if context.primary != nil {
      lone = .primary
    } else if context.secondary != nil {
      lone = .secondary
    } else {
      trace.step("no view is present")
      return placed
    }
    let ownSideIsFirst = lone == .primary ? primaryIsFirst : !primaryIsFirst
    let extent = longerSegment(geometry, container: along, fold: fold, ownSideIsFirst: ownSideIsFirst)
    let slot = Slot(along: extent, state: shown)
    if lone == .primary { placed.primary = slot } else { placed.secondary = slot }
    trace.step(
      "\(lone) fills the longer segment \(geometry.coordinateName) \(extent.text) (\(bothPresent ? "O4" : "O5"))")
    if bothPresent { trace.step("secondary hidden (O4)") }
    return placed
  }
}
