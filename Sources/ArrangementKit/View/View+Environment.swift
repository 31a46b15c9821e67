import Foundation

extension View {
  /// The traits this view lays out with (T1).
  ///
  /// A window reports its display's traits; a controller's root view reports its
  /// controller's; any other view reports its superview's. The view's own ``traitOverrides``
  /// and content size limits (DT5) apply on top. A view outside every window and controller
  /// reports the defaults.
  ///
  /// ```swift
  /// simulator.window.traitCollection.horizontalSizeClass   // .regular on the inner display
  /// ```
  public var traitCollection: TraitCollection {
    if let window = self as? Window { return window.display.traits }
    let inherited: TraitCollection
    if let controller = owningController {
      inherited = controller.traitCollection
    } else {
      inherited = storedSuperview?.traitCollection ?? TraitCollection()
    }
    return hasTraitAdjustments ? applyingOwnTraitAdjustments(to: inherited) : inherited
  }

  /// `inherited` with this view's overrides, then its content size limits, applied.
  func applyingOwnTraitAdjustments(to inherited: TraitCollection) -> TraitCollection {
    guard hasTraitAdjustments, let appearance else { return inherited }
    return appearance.contentSizeLimits.applied(to: appearance.traitOverrides.applied(to: inherited))
  }

  /// ``traitCollection``'s layout direction, found without building the trait collection of
  /// every view on the way up: the walk stops at the first view whose traits are more than its
  /// superview's (a controller's view, a view with trait adjustments, a root such as a window),
  /// which gives it.
  var effectiveLayoutDirection: LayoutDirection {
    var view = self
    while !view.hasOwningController, !view.hasTraitAdjustments, let superview = view.storedSuperview {
      view = superview
    }
    return view.traitCollection.layoutDirection  // a root (a window among them) ends the walk too
  }

  /// The traits this view inherits, before its own adjustments.
  var inheritedTraitCollection: TraitCollection {
    if let window = self as? Window { return window.display.traits }
    if let controller = owningController { return controller.traitCollection }
    return storedSuperview?.traitCollection ?? TraitCollection()
  }
}
