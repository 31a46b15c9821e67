import Foundation

extension View {
  /// Runs `body` with the appearance callbacks its hierarchy changes fire
  /// (`viewWillAppear(_:)` … `viewDidDisappear(_:)`) reporting `animated`; the one place that
  /// sets ``appearanceTransitionIsAnimated``. Nested calls restore the outer value.
  ///
  /// ```swift
  /// View.performAppearanceTransition(animated: true) {
  ///   container.addSubview(child.view)   // child.viewWillAppear(true), viewDidAppear(true)
  /// }
  /// ```
  static func performAppearanceTransition<Result>(animated: Bool, _ body: () -> Result) -> Result {
    let wasAnimated = appearanceTransitionIsAnimated
    appearanceTransitionIsAnimated = animated
    defer { appearanceTransitionIsAnimated = wasAnimated }
    return body()
  }
}
