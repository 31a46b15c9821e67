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
    return storedArrangement.value.explainLayout(in: hasSolvedContext ? solvedContext : makeContext())
  }

  /// A layout input other than the slots changed (C5): mark the view.
  func inputsDidChange() {
    storedView?.setNeedsLayout()
  }

  /// Slot content changed: the next pass must solve and apply, even if the context is equal.
  func slotsDidChange() {
    hasSolvedContext = false
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
    let container: View = storedView ?? view
    let traits = traitCollection
    let window = container.window
    var regions: [ReservedRegion] = []
    if let window {
      regions = window.display.reservedRegions
      if !regions.isEmpty {
        let offset = container.offsetToRoot()
        let dx = offset.x + container.boundsOrigin.x
        let dy = offset.y + container.boundsOrigin.y
        if dx != 0 || dy != 0 {
          regions = regions.map { $0.withFrame($0.frame.offsetBy(dx: -dx, dy: -dy)) }
        }
      }
    }
    return ArrangementContext(
      bounds: CGRect(origin: .zero, size: container.storedFrame.size),
      horizontalSizeClass: traits.horizontalSizeClass,
      verticalSizeClass: traits.verticalSizeClass,
      layoutDirection: traits.layoutDirection,
      displayScale: storedSnapsToPixels && window != nil ? traits.displayScale : nil,
      reservedRegions: regions,
      primary: content(of: primaryController),
      secondary: content(of: secondaryController))
  }

  private func content(of controller: ViewController?) -> ArrangementContext.PlacementContent? {
    guard let controller else { return nil }
    let size = controller.preferredContentSize
    return ArrangementContext.PlacementContent(intrinsicContentSize: size == .zero ? nil : size)
  }

  /// One layout step (C5, C6): solve when an input changed, then apply.
  func performArrangementLayout() {
    guard let container = storedView else { return }
    let context = makeContext()
    let origin = container.boundsOrigin
    if hasSolvedContext, solvedContext == context {
      // Nothing the solver reads changed. Only a scrolled bounds origin moves the frames.
      if !appliedOrigin.isIdentical(to: origin) {
        appliedOrigin = origin
        applyFrames(latestLayout.primary, latestLayout.secondary, origin: origin, animated: false)
      }
      return
    }
    let layout = storedArrangement.layout(in: context)
    solvedContext = consume context
    hasSolvedContext = true
    appliedOrigin = origin
    let animated = pendingAnimation
    pendingAnimation = false
    if !observerRegistry.isEmpty {
      observerRegistry.prepareTransition(from: storedLayout, to: layout, animated: animated)
    }
    storedSolveCount += 1  // after reading `storedLayout`: `nil` before the first solve
    // The frames are applied from the new layout's two placements (plain values), after the
    // layout moved into `latestLayout`: no copy of its inline diagnostics per pass.
    let (primary, secondary) = (layout.primary, layout.secondary)
    latestLayout = consume layout
    applyFrames(primary, secondary, origin: origin, animated: animated)
  }

  private func applyFrames(
    _ primary: ArrangementLayout.PlacementLayout?, _ secondary: ArrangementLayout.PlacementLayout?,
    origin: CGPoint, animated: Bool
  ) {
    guard let container = storedView else { return }
    isApplyingLayout = true
    apply(primary, to: primaryController, in: container, origin: origin, animated: animated)
    apply(secondary, to: secondaryController, in: container, origin: origin, animated: animated)
    isApplyingLayout = false
  }

  private func apply(
    _ placement: ArrangementLayout.PlacementLayout?, to controller: ViewController?, in container: View,
    origin: CGPoint, animated: Bool
  ) {
    guard let controller, let placement else { return }
    if placement.state.isHidden {
      detach(controller, animated: animated)
      return
    }
    let frame = origin.isIdentical(to: .zero) ? placement.frame : placement.frame.offsetBy(dx: origin.x, dy: origin.y)
    // Identity checks that load no back-reference (each load retains and checks its target).
    guard let childView = controller.storedView, controller.isChild(of: self), childView.isSubview(of: container)
    else {
      // Shown again (or never attached): frame first, so it appears where it belongs.
      controller.view.frame = frame
      attach(controller, animated: animated)
      return
    }
    if !childView.storedFrame.isIdentical(to: frame) { childView.frame = frame }
  }
}
