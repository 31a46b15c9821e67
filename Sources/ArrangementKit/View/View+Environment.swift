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
}
