import Foundation

extension View {
  /// Whether changes made now may animate: `false` inside ``performWithoutAnimation(_:)``.
  ///
  /// The object model draws nothing; what animates are arrangement changes
  /// (`setViewController(_:for:animated:)`, `updateArrangement(_:animated:)`), whose
  /// transitions report `isAnimated` (C8). Asked with `animated: true` while this is `false`,
  /// they lay out without animation.
  ///
  /// ```swift
  /// View.performWithoutAnimation { View.areAnimationsEnabled }   // false
  /// ```
  public static var areAnimationsEnabled: Bool { animationsDisabledDepth == 0 }

  /// Runs `actions` with animations off: arrangement changes asked for with `animated: true`
  /// inside it are applied without animation (their transitions are not animated).
  ///
  /// Appearance callbacks still receive the `animated` argument of the call, as on the
  /// platform (only the animation itself is suppressed).
  ///
  /// ```swift
  /// View.performWithoutAnimation {
  ///   arrangement.setViewController(details, for: .secondary, animated: true)
  /// }
  /// arrangement.view.layoutIfNeeded()   // the transition's isAnimated is false
  /// ```
  ///
  /// Degenerate input: calls nest (animations come back when the outermost one returns);
  /// `actions` may be empty.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    animationsDisabledDepth += 1
    defer { animationsDisabledDepth -= 1 }
    actions()
  }

  /// How many ``performWithoutAnimation(_:)`` calls are running.
  private static var animationsDisabledDepth = 0
}
