import Foundation

extension View {
  /// The view's own layout margins by reading direction (M3): 8 on every side by default, 0 on
  /// a controller's root view (M4).
  ///
  /// Setting it sets ``layoutMargins`` too (leading is left in a left-to-right layout, right
  /// in a right-to-left one) and calls ``layoutMarginsDidChange()`` when a side changed.
  /// The margins ``layoutMarginsGuide`` keeps are these, raised on a root view to its
  /// controller's ``ViewController/systemMinimumLayoutMargins``, measured from the safe area
  /// (``insetsLayoutMarginsFromSafeArea``), and kept at least at the superview's where
  /// ``preservesSuperviewLayoutMargins`` asks.
  ///
  /// ```swift
  /// card.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
  /// card.layoutMargins.left   // 16 left to right, the trailing 16 right to left
  /// ```
  ///
  /// Degenerate input: a non-finite side is stored as 0, with a diagnostic
  /// (``Window/inputDiagnostics``); negative margins are kept, as on the platform.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      switch insetsState?.margins {
      case .directional(let margins)?: return margins
      case .absolute(let margins)?: return DirectionalEdgeInsets(margins, direction: traitCollection.layoutDirection)
      case nil: return defaultLayoutMargins
      }
    }
    set {
      let direction = traitCollection.layoutDirection
      let (clean, note) = newValue.edgeInsets(for: direction).sanitized(allowsNegative: true)
      if let note { reportInputDiagnostic("directionalLayoutMargins: " + note) }
      setLayoutMargins(.directional(DirectionalEdgeInsets(clean, direction: direction)))
    }
  }

  /// The view's own layout margins by side (M3): ``directionalLayoutMargins`` read in the
  /// view's layout direction.
  ///
  /// Set through this property, the values stay on their sides when the layout direction
  /// changes (as in UIKit); set through ``directionalLayoutMargins``, they follow it.
  ///
  /// ```swift
  /// view.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
  /// ```
  ///
  /// Degenerate input: a non-finite side is stored as 0, with a diagnostic; negative margins
  /// are kept.
  public var layoutMargins: EdgeInsets {
    get {
      switch insetsState?.margins {
      case .absolute(let margins)?: return margins
      case .directional(let margins)?: return margins.edgeInsets(for: traitCollection.layoutDirection)
      case nil: return defaultLayoutMargins.edgeInsets(for: traitCollection.layoutDirection)
      }
    }
    set {
      let (clean, note) = newValue.sanitized(allowsNegative: true)
      if let note { reportInputDiagnostic("layoutMargins: " + note) }
      setLayoutMargins(.absolute(clean))
    }
  }

  /// Whether the margins are measured from the safe area rather than from the bounds (M3);
  /// `true` by default.
  ///
  /// ```swift
  /// banner.insetsLayoutMarginsFromSafeArea = false   // margins from the edges, under the bar
  /// ```
  ///
  /// Degenerate input: none; changing it calls ``layoutMarginsDidChange()``.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { insetsState?.insetsFromSafeArea ?? true }
    set {
      guard newValue != insetsLayoutMarginsFromSafeArea else { return }
      insets.insetsFromSafeArea = newValue
      notifyLayoutMarginsChange()
    }
  }

  /// Whether the view keeps, on each side, at least the part of its superview's margin that
  /// reaches into it (M3); `false` by default.
  ///
  /// A subview 4 points from its superview's left edge, whose superview's left margin is 20,
  /// keeps a left margin of at least 16.
  ///
  /// ```swift
  /// row.preservesSuperviewLayoutMargins = true
  /// ```
  ///
  /// Degenerate input: a view without a superview keeps its own margins.
  public var preservesSuperviewLayoutMargins: Bool {
    get { insetsState?.preservesSuperviewMargins ?? false }
    set {
      guard newValue != preservesSuperviewLayoutMargins else { return }
      insets.preservesSuperviewMargins = newValue
      notifyLayoutMarginsChange()
    }
  }

  // MARK: Inside the package

  /// The margins a view has before anything is set: 8 (M3), 0 on a controller's root view (M4).
  var defaultLayoutMargins: DirectionalEdgeInsets {
    hasOwningController ? .zero : DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  }

  /// Stores margins set on the view; a change calls the callbacks and lays the view out.
  private func setLayoutMargins(_ margins: ViewInsets.Margins) {
    let old = layoutMargins
    insets.margins = margins
    if !layoutMargins.isClose(to: old) { notifyLayoutMarginsChange() }
  }

  /// The margins changed: ``layoutMarginsDidChange()``, the controller's
  /// ``ViewController/viewLayoutMarginsDidChange()``, a layout of the view (its margins
  /// guide follows), and the same for subviews that preserve its margins.
  func notifyLayoutMarginsChange(markingForLayout: Bool = true) {
    layoutMarginsDidChange()
    if hasOwningController { owningController?.viewLayoutMarginsDidChange() }
    if markingForLayout { setNeedsLayout() }
    for subview in storedSubviews where subview.insetsState?.preservesSuperviewMargins == true {
      subview.notifyLayoutMarginsChange()
    }
  }

  /// The margins ``layoutMarginsGuide`` keeps from the bounds, per side (M3, M4): the view's own,
  /// on a root view at least its controller's system minimum, plus the safe-area insets when
  /// measured from the safe area, and at least what reaches in of a preserved superview margin.
  var effectiveLayoutMargins: EdgeInsets {
    let state = insetsState
    var margins = layoutMargins
    let safeArea = (state?.insetsFromSafeArea ?? true) ? safeAreaInsets : .zero
    if hasOwningController, let controller = owningController, controller.storedRespectsSystemMinimumMargins {
      let minimum = controller.systemMinimumMargins(safeArea: safeAreaInsets)
      margins = margins.atLeast(minimum.edgeInsets(for: traitCollection.layoutDirection))
    }
    margins = margins + safeArea
    guard state?.preservesSuperviewMargins == true, let superview = storedSuperview else { return margins }
    let outer = superview.effectiveLayoutMargins
    let container = superview.bounds
    let frame = storedFrame
    return margins.atLeast(
      EdgeInsets(
        top: outer.top - (frame.minY - container.minY), left: outer.left - (frame.minX - container.minX),
        bottom: outer.bottom - (container.maxY - frame.maxY), right: outer.right - (container.maxX - frame.maxX)))
  }
}
