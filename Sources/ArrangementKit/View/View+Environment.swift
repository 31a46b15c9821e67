import Foundation

extension View {
  /// The traits this view lays out with (T1).
  ///
  /// A window reports its display's traits; a controller's root view reports its
  /// controller's (overrides applied); any other view reports its superview's. A view outside
  /// every window and controller reports the defaults.
  ///
  /// ```swift
  /// simulator.window.traitCollection.horizontalSizeClass   // .regular on the inner display
  /// ```
  public var traitCollection: TraitCollection {
    if let window = self as? Window { return window.display.traits }
    if let controller = owningController { return controller.traitCollection }
    return storedSuperview?.traitCollection ?? TraitCollection()
  }

  /// The parts of this view covered by the display's insets (status bar, camera, home indicator), in points
  /// per side.
  ///
  /// Computed from the display's ``Display/safeAreaInsets``: each side is how far the
  /// display's inset band on that side reaches into this view (never negative, never more
  /// than the view's size). Informational: arrangements lay out in full bounds.
  ///
  /// ```swift
  /// let sim = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
  /// sim.window.safeAreaInsets.top   // 82
  /// ```
  ///
  /// Degenerate input: a view outside a window reports zero insets.
  public var safeAreaInsets: EdgeInsets {
    guard let window else { return .zero }
    let insets = window.display.safeAreaInsets(barDisabled: presentationDisablesVerticalBar)  // VB3
    let outer = window.bounds
    let rect = convert(bounds, to: window)
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
      guard value.isFinite, limit.isFinite else { return 0 }
      return min(max(value, 0), max(limit, 0))
    }
    return EdgeInsets(
      top: clamp(outer.minY + insets.top - rect.minY, rect.height),
      left: clamp(outer.minX + insets.left - rect.minX, rect.width),
      bottom: clamp(rect.maxY - (outer.maxY - insets.bottom), rect.height),
      right: clamp(rect.maxX - (outer.maxX - insets.right), rect.width))
  }
}
