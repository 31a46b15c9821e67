import Foundation

/// Where a view lies in its window and where the safe region's edges are there (M1), in
/// window coordinates: the display's inset bands, pushed inwards by the additional insets of
/// the controllers whose root views lie on the way down.
struct SafeRegion {
  /// The view's bounds in window coordinates.
  var rect: CGRect
  /// The edges of the safe region the view's subviews are measured against.
  var top: CGFloat
  var left: CGFloat
  var bottom: CGFloat
  var right: CGFloat
  /// The view's own safe-area insets.
  var insets: EdgeInsets
  /// An empty region at the origin, with no bands.
  static var zero: SafeRegion { SafeRegion(rect: .zero, top: 0, left: 0, bottom: 0, right: 0, insets: .zero) }
  /// Sides of a view that a band outside the safe region covers entirely.
  struct CoveredSides: Equatable {
    var top = false
    var left = false
    var bottom = false
    var right = false
  }

  /// The sides of `rect` whose band reaches to its far edge or beyond (a non-empty, finite
  /// size): there `overlap(of:)` is the size itself.
  func coverage(of rect: CGRect) -> CoveredSides {
    func covers(_ reach: CGFloat, _ size: CGFloat) -> Bool {
      reach.isFinite && size.isFinite && size > 0 && reach >= size
    }
    return CoveredSides(
      top: covers(top - rect.minY, rect.height), left: covers(left - rect.minX, rect.width),
      bottom: covers(rect.maxY - bottom, rect.height), right: covers(rect.maxX - right, rect.width))
  }

  /// How far each band outside the safe region reaches into `rect` (never negative, never
  /// more than its size).
  func overlap(of rect: CGRect) -> EdgeInsets {
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
      guard value.isFinite, limit.isFinite else { return 0 }
      return min(max(value, 0), max(limit, 0))
    }
    return EdgeInsets(
      top: clamp(top - rect.minY, rect.height), left: clamp(left - rect.minX, rect.width),
      bottom: clamp(rect.maxY - bottom, rect.height), right: clamp(rect.maxX - right, rect.width))
  }
}

extension View {
  /// The part of the view's bounds outside the safe area, in points per side (M1).
  ///
  /// Each side is how far the window's inset band on that side (the display's status bar,
  /// vertical bar and home indicator, ``Display/safeAreaInsets``) reaches into this view —
  /// never negative, never more than the view's size — plus the
  /// ``ViewController/additionalSafeAreaInsets`` of the controllers above: a controller's root
  /// view adds its controller's additional insets to its own, and the views below it are
  /// measured against that enlarged band. Arrangement panes are laid out in their full bounds
  /// and carry the insets of the part of the window they cover (M5).
  ///
  /// ```swift
  /// let sim = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
  /// sim.window.safeAreaInsets.top   // 82
  /// player.additionalSafeAreaInsets.bottom = 44
  /// player.view.safeAreaInsets.bottom   // 34 + 44 where the view reaches the bottom edge
  /// ```
  ///
  /// Changes are reported through ``safeAreaInsetsDidChange()`` in the next layout pass (M2).
  ///
  /// Degenerate input: a view outside a window reports zero insets (additional insets
  /// included); non-finite frames give zero on the sides they touch.
  public var safeAreaInsets: EdgeInsets { safeRegion()?.insets ?? .zero }

  /// This view's safe region, or `nil` outside a window; with a memo (a batch of the engine's
  /// pins, `InsetMemo`), each view's region on the way up is computed once per batch.
  func safeRegion(memo: InsetMemo? = nil) -> SafeRegion? {
    if let window = self as? Window {
      let bounds = window.bounds
      return SafeRegion.window(
        bounds, insets: window.display.safeAreaInsets(barDisabled: presentationDisablesVerticalBar))
    }
    return regionBelowWindow(memoizedIn: memo)
  }

  /// ``safeRegion()`` of a view that is not a window: the walk up stops at the view whose
  /// superview is a window (its link says so), whose region is the window's bands without the
  /// window's own region computed first (the presentation it roots decides the vertical bar).
  private func regionBelowWindow(memo: InsetMemo?) -> SafeRegion? {
    guard let superview = storedSuperview else { return nil }
    if superviewLink.windowDisplay != nil {
      return safeRegion(below: Self.unusedParentRegion, superview: superview)
    }
    guard let parent = superview.regionBelowWindow(memoizedIn: memo) else { return nil }
    return safeRegion(below: parent, superview: superview)
  }

  /// ``regionBelowWindow(memo:)``, kept in the memo when there is one.
  private func regionBelowWindow(memoizedIn memo: InsetMemo?) -> SafeRegion? {
    guard let memo else { return regionBelowWindow(memo: nil) }
    if let region = memo.region(of: self) { return region }
    guard let region = regionBelowWindow(memo: memo) else { return nil }
    memo.keep(region, for: self)
    return region
  }

  /// This view's safe region given its superview's (`parentRegion`, as a layout pass hands it
  /// down) and its controller's ``safeAreaAdditions``: placing the frame in it, not a walk up;
  /// without a parent region, ``safeRegion(memo:)``.
  func safeRegion(parentRegion: SafeRegion?, additions: EdgeInsets) -> SafeRegion? {
    guard let parentRegion, let superview = storedSuperview else { return safeRegion() }
    return safeRegion(below: parentRegion, superview: superview, additions: additions)
  }

  /// The parent region passed for a superview that is a window (which replaces it).
  private static var unusedParentRegion: SafeRegion { .zero }

  /// This view's safe region, given its superview's.
  func safeRegion(below parent: SafeRegion, superview: View) -> SafeRegion {
    safeRegion(below: parent, superview: superview, additions: safeAreaAdditions)
  }

  /// ``safeRegion(below:superview:)`` with this view's ``safeAreaAdditions`` given.
  func safeRegion(below parent: SafeRegion, superview: View, additions additional: EdgeInsets) -> SafeRegion {
    var region = unadjustedSafeRegion(below: parent, superview: superview)
    guard additional != .zero else { return region }
    region.insets = region.insets + additional
    let rect = region.rect
    if additional.top > 0 { region.top = max(region.top, rect.minY + region.insets.top) }
    if additional.left > 0 { region.left = max(region.left, rect.minX + region.insets.left) }
    if additional.bottom > 0 { region.bottom = min(region.bottom, rect.maxY - region.insets.bottom) }
    if additional.right > 0 { region.right = min(region.right, rect.maxX - region.insets.right) }
    return region
  }

  /// What this view's controller adds to its safe area: its additional insets plus what a
  /// container's bars cover (B2: exactly as additional insets do); zero without a controller.
  ///
  /// A controller whose additions are not zero has set ``tracksSafeAreaBelow`` on its view
  /// (when they changed, or when the view was set): without it the controller is not loaded.
  var safeAreaAdditions: EdgeInsets {
    guard tracksSafeAreaBelow, hasOwningController, let controller = owningController else { return .zero }
    return controller.storedAdditionalSafeArea + controller.barSafeArea
  }

  /// The sides on which a band reaches across the whole view, so that the inset there is the
  /// view's size on that axis (plus its controller's additional inset): the inset grows and
  /// shrinks with the size (M1). Computed only where a safe-area guide's pins need it (not in
  /// every safe-area pass); `nil` outside a window.
  func safeAreaCoveredSides(memo: InsetMemo? = nil) -> SafeRegion.CoveredSides? {
    if self is Window { return SafeRegion.CoveredSides() }
    guard let superview = storedSuperview else { return nil }
    let parent: SafeRegion
    if superviewLink.windowDisplay != nil {
      parent = Self.unusedParentRegion
    } else {
      guard let region = superview.regionBelowWindow(memoizedIn: memo) else { return nil }
      parent = region
    }
    let region = unadjustedSafeRegion(below: parent, superview: superview)
    return region.coverage(of: region.rect)
  }

  /// This view's safe region from the bands of its superview's, before its controller's
  /// additional insets.
  private func unadjustedSafeRegion(below parent: SafeRegion, superview: View) -> SafeRegion {
    var region = parent
    if let display = superviewLink.windowDisplay {  // the superview is a window
      // The presentation this view roots decides the vertical bar (VB3).
      let disabled = owningController?.resolvesVerticalBarDisabled ?? false
      region = SafeRegion.bands(of: superview.bounds, insets: display.safeAreaInsets(barDisabled: disabled))
    }
    // The frame's origin as stored and a negative size read as 0 (not the standardized
    // rectangle on the other side of the origin, `minY`/`height`): a view that constraints give
    // a negative size lies at its origin, empty, as its frame and its guides' pins place it.
    // Its insets on that axis are then 0, as for a zero size, whatever the sign: insets that
    // flipped with the sign fed back through constraints to its guides (a layout that never
    // settled). Non-finite sizes are kept: they give zero insets on the sides they touch.
    let frame = storedFrame
    let width = frame.size.width < 0 ? 0 : frame.size.width
    let height = frame.size.height < 0 ? 0 : frame.size.height
    region.rect = CGRect(
      x: parent.rect.origin.x - superview.boundsOrigin.x + frame.origin.x,
      y: parent.rect.origin.y - superview.boundsOrigin.y + frame.origin.y, width: width, height: height)
    region.insets = region.overlap(of: region.rect)
    return region
  }

  // MARK: Reporting changes (M2)

  /// The pass is about to run this view's own layout: reports a change of its safe-area
  /// insets since the last report (``safeAreaInsetsDidChange()``, its controller's
  /// ``ViewController/viewSafeAreaInsetsDidChange()``, and for margins measured from the safe
  /// area ``layoutMarginsDidChange()``).
  ///
  /// `region`: this view's safe region (``safeRegion(parentRegion:additions:)``), `nil` outside a window.
  func reportSafeAreaChangeIfNeeded(region: SafeRegion?) {
    let current = region?.insets ?? .zero
    guard !current.isClose(to: insetsState?.reportedSafeArea ?? .zero) else { return }
    insets.reportedSafeArea = current
    safeAreaInsetsDidChange()
    if hasOwningController { owningController?.viewSafeAreaInsetsDidChange() }
    if insetsLayoutMarginsFromSafeArea { notifyLayoutMarginsChange(markingForLayout: false) }
  }

  /// This view's own layout ran and may have moved its subviews: marks for layout each
  /// subview not already marked whose safe-area insets now differ from the ones it last
  /// reported (its own layout step then reports them, and checks its subviews in turn).
  ///
  /// A subview whose insets did not change may still have moved in the window, and a view of
  /// its subtree that lies outside its superview's bounds can then have new insets although no
  /// view between has (M2): no layout step of its own would report them, and only views with
  /// a guide in the engine are followed at the end of the round (`followInsetGuides()`). So the
  /// check goes on below an unchanged subview that is not marked, to the views no layout step
  /// of this pass visits (a marked view checks its own subviews after its layout step).
  ///
  /// `region`: this view's safe region.
  func markSubviewsWhoseSafeAreaChanged(below region: SafeRegion) {
    var index = 0
    while index < storedSubviews.count {
      let subview = storedSubviews[index]
      index += 1
      guard !subview.needsLayoutFlag else { continue }
      let subregion = subview.safeRegion(below: region, superview: self)
      if !subregion.insets.isClose(to: subview.insetsState?.reportedSafeArea ?? .zero) {
        subview.setNeedsLayout()
      } else if !subview.storedSubviews.isEmpty {
        subview.markSubviewsWhoseSafeAreaChanged(below: subregion)
      }
    }
  }

  /// Whether layout passes check safe-area changes at this view: it or a view above it asks
  /// (``tracksSafeAreaBelow``).
  var isSafeAreaTracked: Bool {
    var current: View? = self
    while let view = current {
      if view.tracksSafeAreaBelow { return true }
      current = view.storedSuperview
    }
    return false
  }

  /// The view moved outside its superview's layout step (app code set its frame): in a window
  /// that tracks safe areas it is marked for layout, so the next pass reports a change (M2).
  func safeAreaMayHaveMoved() {
    if hasSuperview, !superviewIsInOwnLayout, isSafeAreaTracked { setNeedsLayout() }
  }
}

extension SafeRegion {
  /// A window's region: its bounds, inset by the display's insets.
  static func window(_ bounds: CGRect, insets: EdgeInsets) -> SafeRegion {
    var region = bands(of: bounds, insets: insets)
    region.insets = region.overlap(of: bounds)
    return region
  }

  /// A window's region without its own insets (zero): what a subview's region starts from,
  /// which measures its own.
  static func bands(of bounds: CGRect, insets: EdgeInsets) -> SafeRegion {
    SafeRegion(
      rect: bounds, top: bounds.minY + insets.top, left: bounds.minX + insets.left,
      bottom: bounds.maxY - insets.bottom, right: bounds.maxX - insets.right, insets: .zero)
  }
}
