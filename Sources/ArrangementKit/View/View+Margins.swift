import Foundation

extension View {
  // The behaviour behind the margin properties, which the class body declares `open` (View.swift).

  /// The margins a view has before anything is set: 8 (M3), 0 on a controller's root view (M4).
  var defaultLayoutMargins: DirectionalEdgeInsets {
    hasOwningController ? .zero : DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  }

  /// What ``directionalLayoutMargins`` reads unless a subclass overrides it: the margins set on
  /// the view (by side or by direction), or the default.
  var ownDirectionalLayoutMargins: DirectionalEdgeInsets {
    switch insetsState?.margins {
    case .directional(let margins)?: return margins
    case .absolute(let margins)?: return DirectionalEdgeInsets(margins, direction: effectiveLayoutDirection)
    case nil: return defaultLayoutMargins
    }
  }

  /// What ``layoutMargins`` reads unless a subclass overrides it.
  var ownLayoutMargins: EdgeInsets {
    switch insetsState?.margins {
    case .absolute(let margins)?: return margins
    case .directional(let margins)?: return margins.edgeInsets(for: effectiveLayoutDirection)
    case nil: return defaultLayoutMargins.edgeInsets(for: effectiveLayoutDirection)
    }
  }

  /// ``directionalLayoutMargins``' setter: sanitizes (M3, a diagnostic for a non-finite side)
  /// and stores them by direction.
  func setOwnDirectionalLayoutMargins(_ newValue: DirectionalEdgeInsets) {
    let direction = effectiveLayoutDirection
    let (clean, note) = newValue.edgeInsets(for: direction).sanitized(allowsNegative: true)
    if let note { reportInputDiagnostic("directionalLayoutMargins: " + note) }
    storeLayoutMargins(.directional(DirectionalEdgeInsets(clean, direction: direction)))
  }

  /// ``layoutMargins``' setter: sanitizes and stores them by side.
  func setOwnLayoutMargins(_ newValue: EdgeInsets) {
    let (clean, note) = newValue.sanitized(allowsNegative: true)
    if let note { reportInputDiagnostic("layoutMargins: " + note) }
    storeLayoutMargins(.absolute(clean))
  }

  /// ``insetsLayoutMarginsFromSafeArea``' setter: a change calls the margin callbacks.
  func setInsetsFromSafeArea(_ newValue: Bool) {
    guard newValue != (insetsState?.insetsFromSafeArea ?? true) else { return }
    insets.insetsFromSafeArea = newValue
    notifyLayoutMarginsChange()
  }

  /// ``preservesSuperviewLayoutMargins``' setter: a change calls the margin callbacks.
  func setPreservesSuperviewMargins(_ newValue: Bool) {
    guard newValue != (insetsState?.preservesSuperviewMargins ?? false) else { return }
    insets.preservesSuperviewMargins = newValue
    notifyLayoutMarginsChange()
  }

  /// Stores margins set on the view; a change of the stored margins calls the callbacks and
  /// lays the view out.
  private func storeLayoutMargins(_ margins: ViewInsets.Margins) {
    let old = ownLayoutMargins
    insets.margins = margins
    if !ownLayoutMargins.isClose(to: old) { notifyLayoutMarginsChange() }
  }

  /// The margins changed: ``layoutMarginsDidChange()``, the controller's
  /// ``ViewController/viewLayoutMarginsDidChange()``, a layout of the view (its margins
  /// guide follows), and the same for subviews that preserve its margins.
  func notifyLayoutMarginsChange(markingForLayout: Bool = true) {
    layoutMarginsDidChange()
    if hasOwningController { owningController?.viewLayoutMarginsDidChange() }
    if markingForLayout { setNeedsLayout() }
    for subview in storedSubviews where subview.preservesSuperviewLayoutMargins {
      subview.notifyLayoutMarginsChange()
    }
  }

  /// The margins ``layoutMarginsGuide`` keeps from the bounds, per side (M3, M4): the view's own,
  /// on a root view at least its controller's system minimum, plus the safe-area insets when
  /// measured from the safe area, and at least what reaches in of a preserved superview margin.
  /// Reads ``layoutMargins``, ``insetsLayoutMarginsFromSafeArea`` and
  /// ``preservesSuperviewLayoutMargins`` through the properties, so a subclass's overrides count.
  var effectiveLayoutMargins: EdgeInsets { effectiveLayoutMargins(memo: nil) }

  /// ``effectiveLayoutMargins``; with a memo (a batch of the engine's pins, `InsetMemo`), each
  /// view's margins and safe region are computed once per batch.
  func effectiveLayoutMargins(memo: InsetMemo?) -> EdgeInsets {
    guard let memo else { return computedLayoutMargins(memo: nil) }
    if let margins = memo.margins(of: self) { return margins }
    let margins = computedLayoutMargins(memo: memo)
    memo.keep(margins, for: self)
    return margins
  }

  private func computedLayoutMargins(memo: InsetMemo?) -> EdgeInsets {
    var margins = layoutMargins
    let fromSafeArea = insetsLayoutMarginsFromSafeArea
    let controller = hasOwningController ? owningController : nil
    let respectsMinimum = controller?.storedRespectsSystemMinimumMargins ?? false
    let ownSafeArea = fromSafeArea || respectsMinimum ? safeRegion(memo: memo)?.insets ?? .zero : .zero
    let safeArea = fromSafeArea ? ownSafeArea : .zero
    if respectsMinimum, let controller {
      let minimum = controller.systemMinimumMargins(safeArea: ownSafeArea)
      margins = margins.atLeast(minimum.edgeInsets(for: effectiveLayoutDirection))
    }
    margins = margins + safeArea
    guard preservesSuperviewLayoutMargins, let superview = storedSuperview else { return margins }
    let outer = superview.effectiveLayoutMargins(memo: memo)
    // Origins as stored and a negative size read as 0, as in the safe region (M1): a view that
    // constraints give a negative size lies empty at its origin. Read standardized (`minY`,
    // `maxY`), the margin it preserves flipped with the sign of its size, which its margins
    // guide's constraints fed back: a pass that never settled (seed 2000002484).
    let container = Self.edges(of: superview.bounds)
    let frame = Self.edges(of: storedFrame)
    return margins.atLeast(
      EdgeInsets(
        top: outer.top - (frame.minY - container.minY), left: outer.left - (frame.minX - container.minX),
        bottom: outer.bottom - (container.maxY - frame.maxY), right: outer.right - (container.maxX - frame.maxX)))
  }

  /// A rectangle's edges from its origin as stored, a negative size read as 0.
  private static func edges(of rect: CGRect) -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
    let origin = rect.origin
    return (origin.x, origin.y, origin.x + max(rect.size.width, 0), origin.y + max(rect.size.height, 0))
  }
}
