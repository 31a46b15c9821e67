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
  public static var areAnimationsEnabled: Bool { !animationsAreSuppressed.get() }

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
    animationsAreSuppressed.withValue(true, operation: actions)
  }

  /// Runs `animations` at once, as the platform's `UIView.animate(withDuration:animations:)`
  /// would before the animation starts.
  ///
  /// The object model has no clock and draws nothing: frames set inside `animations` take
  /// their final values immediately. Arrangement changes inside keep the `animated` argument
  /// they were given (this call does not turn them into animated transitions).
  ///
  /// ```swift
  /// View.animate(withDuration: 0.3) {
  ///   arrangement.updateArrangement(SplitArrangement().axes(.vertical))
  ///   arrangement.view.layoutIfNeeded()
  /// }
  /// ```
  ///
  /// Degenerate input: the duration is ignored, so zero, negative or non-finite durations
  /// behave like any other.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// Runs `animations` at once, then `completion` with `true` (finished), as the platform's
  /// `UIView.animate(withDuration:animations:completion:)` does when the animation ends.
  ///
  /// The completion runs synchronously, before this call returns, because nothing here takes
  /// time; code that only relies on the completion running after the animations, with
  /// `finished == true`, behaves as on the platform.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.25, animations: { pane.view.frame.size.width = 320 }) { finished in
  ///   if finished { pane.view.setNeedsLayout() }
  /// }
  /// ```
  ///
  /// Degenerate input: the duration is ignored; a `nil` completion is skipped.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Whether a ``performWithoutAnimation(_:)`` call is running in this task (or on this
  /// thread outside a task): a value bound for the call's extent, not process-wide mutable
  /// state. Nested calls bind it again; it comes back when the outermost one returns.
  private static let animationsAreSuppressed = TaskLocal(wrappedValue: false)
}
