import Foundation

extension ViewController {
  /// Insets added to the safe area of the controller's view and of every view below it (M1);
  /// zero by default.
  ///
  /// The root view's ``View/safeAreaInsets`` are the window's overlap plus these; its
  /// subviews are measured against that enlarged safe area, and a child controller's root view
  /// adds its own on top. A change is reported in the next layout pass through
  /// ``View/safeAreaInsetsDidChange()`` and ``viewSafeAreaInsetsDidChange()`` on the views
  /// whose insets changed (M2), and constraints to ``View/safeAreaLayoutGuide`` follow in that
  /// pass.
  ///
  /// ```swift
  /// player.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 56, right: 0)   // a mini player bar
  /// ```
  ///
  /// Degenerate input: a NaN, infinite or negative side is stored as 0, with a diagnostic
  /// (``Window/inputDiagnostics`` once the view is in a window, standard error before the view
  /// loads).
  public var additionalSafeAreaInsets: EdgeInsets {
    get { storedAdditionalSafeArea }
    set {
      let (clean, note) = newValue.sanitized(allowsNegative: false)
      if let note {
        let message = "additionalSafeAreaInsets: " + note
        if let view = storedView { view.reportInputDiagnostic(message) } else { LayoutDiagnostics.emit(message) }
      }
      guard clean != storedAdditionalSafeArea else { return }
      storedAdditionalSafeArea = clean
      guard let view = storedView else { return }
      if clean != .zero { view.tracksSafeAreaBelow = true }
      view.setNeedsLayout()
    }
  }

  /// The smallest layout margins the system lets the controller's root view have (M4), by
  /// reading direction: on a leading or trailing edge without a safe-area inset, the display's
  /// minimum (20 points on the iPhone Duo's displays; on other displays 16 in a compact width
  /// and 20 in a regular one); 0 on an edge with a safe-area inset (the margin there is the
  /// inset itself); 0 at the top and bottom.
  ///
  /// ```swift
  /// // iPhone Duo, outer display, portrait (vertical bar on the right, 84 pt):
  /// controller.systemMinimumLayoutMargins   // top 0, leading 20, bottom 0, trailing 0
  /// ```
  ///
  /// Degenerate input: a controller whose view is not loaded or not in a window reports the
  /// size-class minimum on both sides.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    systemMinimumMargins(safeArea: storedView?.safeAreaInsets ?? .zero)
  }

  /// Whether the root view's margins are raised to ``systemMinimumLayoutMargins`` (M4); `true`
  /// by default. With `false`, the view's own ``View/directionalLayoutMargins`` are used as set.
  ///
  /// ```swift
  /// gallery.viewRespectsSystemMinimumLayoutMargins = false
  /// gallery.view.directionalLayoutMargins = .zero   // edge to edge, still inside the safe area
  /// ```
  ///
  /// Degenerate input: none; a change calls the margin callbacks of the view, if loaded.
  public var viewRespectsSystemMinimumLayoutMargins: Bool {
    get { storedRespectsSystemMinimumMargins }
    set {
      guard newValue != storedRespectsSystemMinimumMargins else { return }
      storedRespectsSystemMinimumMargins = newValue
      storedView?.notifyLayoutMarginsChange()
    }
  }

  /// ``systemMinimumLayoutMargins`` for a root view with these safe-area insets.
  func systemMinimumMargins(safeArea: EdgeInsets) -> DirectionalEdgeInsets {
    let traits = traitCollection
    let side =
      storedView?.window?.display.minimumSideLayoutMargin
      ?? (traits.horizontalSizeClass == .regular ? 20 : 16)
    let insets = DirectionalEdgeInsets(safeArea, direction: traits.layoutDirection)
    return DirectionalEdgeInsets(
      top: 0, leading: LengthTolerance.isZero(insets.leading) ? side : 0, bottom: 0,
      trailing: LengthTolerance.isZero(insets.trailing) ? side : 0)
  }
}
