import Foundation

extension ArrangementController {
  /// The latest layout, running a pending layout first; `nil` only before the view ever laid
  /// out (which this call makes happen).
  ///
  /// Frames are in the controller's view's coordinates; diagnostics say what the solver had
  /// to sanitize (E2).
  ///
  /// ```swift
  /// let layout = arrangement.currentLayout
  /// layout?[.primary]?.frame
  /// layout?.diagnostics
  /// ```
  public var currentLayout: ArrangementLayout? {
    layoutForQuery()
    return storedLayout
  }

  /// Explains the current layout: the decisions the arrangement took, in plain words (E1).
  ///
  /// Runs a pending layout first, then asks the arrangement to explain the context it solved.
  ///
  /// ```swift
  /// print(arrangement.explainLayout())
  /// // 1. fold x 455.5–495.5 separates horizontally: segments 455.5 and 455.5 …
  /// ```
  public func explainLayout() -> ArrangementExplanation {
    layoutForQuery()
    return storedArrangement.value.explainLayout(in: solved.hasLayout ? solved.context : makeContext())
  }

  /// A layout input other than the slots changed (C5): mark the view.
  func inputsDidChange() {
    storedView?.setNeedsLayout()
  }

  /// Slot content changed: the next pass must solve and apply, even if the context is equal.
  func slotsDidChange() {
    solved.isCurrent = false
    storedView?.setNeedsLayout()
  }

  /// Brings the layout up to date for a query, unless a layout is being applied right now.
  ///
  /// The traits are read again first: a parent (or slot owner) that was freed leaves without a
  /// callback, taking the traits this controller inherited with it (T1).
  func layoutForQuery() {
    if isApplyingLayout { return }
    refreshTraits()
    view.layoutIfNeeded()
  }

  /// The solver's input: bounds (origin zero), traits, regions in the view's coordinates, and
  /// the slots' preferred sizes.
  func makeContext() -> ArrangementContext {
    makeContext(in: storedView ?? view)
  }

  /// The solver's input, for the controller's view `container`.
  private func makeContext(in container: View) -> ArrangementContext {
    let (regions, isInWindow) = reservedRegions(in: container)
    let primary = content(of: primaryController)
    let secondary = content(of: secondaryController)
    // The four traits the solver reads; a window's root reads them from its display, any other
    // up the parent chain, field by field (`LayoutTraits`). Read after the preferred sizes
    // (open getters): the traits then need not be kept across those calls.
    let traits =
      if let display = windowRootDisplay {
        LayoutTraits(display.traits, overriddenBy: storedTraitOverrides)
      } else {
        layoutTraitsInheritedFromAbove()
      }
    return ArrangementContext(
      bounds: CGRect(origin: .zero, size: container.storedFrame.size),
      horizontalSizeClass: traits.horizontalSizeClass,
      verticalSizeClass: traits.verticalSizeClass,
      layoutDirection: traits.layoutDirection,
      displayScale: storedSnapsToPixels && isInWindow ? traits.displayScale : nil,
      reservedRegions: regions,
      primary: primary,
      secondary: secondary)
  }

  /// The display's reserved regions in `container`'s coordinates, and whether it is in a
  /// window at all (the window itself is not kept beyond this). Displays with regions take
  /// the call below.
  private func reservedRegions(in container: View) -> (regions: [ReservedRegion], isInWindow: Bool) {
    // A window's root view: its window's display, without loading the window. Each case reads
    // its own display: one display out of either case stayed retained across the region test
    // (measured, Docs/Performance.md).
    if let display = container.superviewWindowDisplay { return (regions(of: display, in: container), true) }
    guard let window = container.window else { return ([], false) }
    return (regions(of: window.display, in: container), true)
  }

  /// `display`'s reserved regions in `container`'s coordinates. No regions (most displays):
  /// the empty literal, without retaining the display's array or making a call.
  private func regions(of display: Display, in container: View) -> [ReservedRegion] {
    if display.reservedRegions.isEmpty { return [] }
    return offsetRegions(of: display, in: container)
  }

  /// `display`'s regions (at least one) in `container`'s coordinates.
  private func offsetRegions(of display: Display, in container: View) -> [ReservedRegion] {
    let regions = display.reservedRegions
    let offset = container.offsetToRoot()
    let dx = offset.x + container.boundsOrigin.x
    let dy = offset.y + container.boundsOrigin.y
    if dx == 0 && dy == 0 { return regions }
    return regions.map { $0.withFrame($0.frame.offsetBy(dx: -dx, dy: -dy)) }
  }

  private func content(of controller: ViewController?) -> ArrangementContext.PlacementContent? {
    guard let controller else { return nil }
    let size = controller.preferredContentSize
    return ArrangementContext.PlacementContent(intrinsicContentSize: size == .zero ? nil : size)
  }

  /// One layout step (C5, C6) in the controller's view `container`: solve when an input
  /// changed, then apply.
  func performArrangementLayout(in container: View) {
    let context = makeContext(in: container)
    let origin = container.boundsOrigin
    // `ArrangementContext.==` is always inlined, so the stored context is compared in place.
    if solved.isCurrent && solved.context == context {
      // Nothing the solver reads changed. Only a scrolled bounds origin moves the frames.
      if !solved.origin.isIdentical(to: origin) {
        solved.origin = origin
        applyFrames(solved.layout.primary, solved.layout.secondary, in: container, origin: origin, animated: false)
      }
      return
    }
    let layout = storedArrangement.layout(in: context)
    let animated = pendingAnimation
    pendingAnimation = false
    if !observerRegistry.isEmpty {
      observerRegistry.prepareTransition(from: storedLayout, to: layout, animated: animated)
    }
    storedSolveCount += 1
    let (primary, secondary) = (layout.primary, layout.secondary)
    solved.context = consume context
    solved.layout.replace(with: consume layout)
    solved.origin = origin
    solved.hasLayout = true
    solved.isCurrent = true
    applyFrames(primary, secondary, in: container, origin: origin, animated: animated)
  }

  /// Gives the slots' views their frames in the controller's view, `container` (read before
  /// the solve; re-read if a callback since then replaced the view).
  private func applyFrames(
    _ primary: ArrangementLayout.PlacementLayout?, _ secondary: ArrangementLayout.PlacementLayout?,
    in container: View, origin: CGPoint, animated: Bool
  ) {
    guard storedView === container else {
      if let replacement = storedView {
        applyFrames(primary, secondary, in: replacement, origin: origin, animated: animated)
      }
      return
    }
    isApplyingLayout = true
    apply(primary, toPrimary: true, in: container, origin: origin, animated: animated)
    apply(secondary, toPrimary: false, in: container, origin: origin, animated: animated)
    isApplyingLayout = false
  }

  /// Applies one placement to the primary's (`toPrimary`) or the secondary's controller. A
  /// flag rather than a `ViewPlacement`: each use of `.primary` calls the static's accessor.
  private func apply(
    _ placement: ArrangementLayout.PlacementLayout?, toPrimary: Bool, in container: View,
    origin: CGPoint, animated: Bool
  ) {
    guard let placement else { return }
    let frame = origin.isIdentical(to: .zero) ? placement.frame : placement.frame.offsetBy(dx: origin.x, dy: origin.y)
    if !placement.state.isHidden, let childView = attachedView(inPrimary: toPrimary, container: container) {
      if !childView.storedFrame.isIdentical(to: frame) { childView.frame = frame }
      return
    }
    guard let controller = toPrimary ? primaryController : secondaryController else { return }
    if placement.state.isHidden {
      detach(controller, animated: animated)
      return
    }
    // Shown again (or never attached): frame first, so it appears where it belongs.
    controller.view.frame = frame
    attach(controller, animated: animated)
  }

  /// The view of the slot's controller when that controller is this one's child and its view
  /// is in `container`. Identity checks only: no back-reference is loaded (each load retains
  /// and checks its target), and the controller is not kept beyond them.
  private func attachedView(inPrimary: Bool, container: View) -> View? {
    guard let controller = inPrimary ? primaryController : secondaryController,
      let view = controller.storedView, controller.isChild(of: self), view.isSubview(of: container)
    else { return nil }
    return view
  }
}

/// The latest solve of an arrangement controller (C3, C5): the context the arrangement solved,
/// the layout it gave, and the container's bounds origin its frames were offset by.
struct SolvedLayout {
  /// The solver's input; a pass whose context equals it (while `isCurrent`) does not solve.
  var context = ArrangementContext(bounds: .zero)
  /// The arrangement's answer, in the container's coordinates with origin zero; meaningful
  /// once `hasLayout`. Not optional: assigning an optional of this 328-byte value built it in
  /// a temporary first and copied it twice more per pass (measured, Docs/Decisions-Kit.md).
  /// A solve stores its layout with `replace(with:)`, part by part, not by assignment (which
  /// copies the old value out before copying the new one in: Docs/Performance.md).
  var layout = ArrangementLayout(primary: nil, secondary: nil)
  /// Whether the arrangement solved at least once.
  var hasLayout = false
  /// The container's bounds origin when the frames were applied (a scrolled container moves
  /// them without a solve).
  var origin = CGPoint.zero
  /// Whether `context` still stands for every input: an input it does not hold (the
  /// arrangement, the slots' content) changed since when `false` (C4, C5).
  var isCurrent = false
}
