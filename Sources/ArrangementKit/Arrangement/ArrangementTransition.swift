import Foundation

/// What one layout pass of an ``ArrangementController`` changed (C8): the layout before and
/// after, whether it was animated, and each view's frame along the way.
///
/// Observers get one per changing pass (C9). The object model does not animate by itself:
/// views take their end frames at once; use ``frame(for:at:)`` to drive your own animation.
///
/// ```swift
/// let token = arrangement.addObserver { transition in
///   let halfway = transition.frame(for: .primary, at: 0.5)
///   print(transition.isAnimated, transition.duration, halfway)
/// }
/// ```
///
/// Degenerate input: progress below 0 or above 1 is clamped; a NaN progress gives the end
/// frame.
public struct ArrangementTransition: Hashable, Sendable, CustomStringConvertible {
  /// The duration of animated changes: 0.3 s.
  public static let defaultAnimationDuration: TimeInterval = 0.3

  /// The layout before the pass; `nil` for the first layout.
  public let from: ArrangementLayout?
  /// The layout after the pass.
  public let to: ArrangementLayout
  /// Whether a change in this pass was requested with `animated: true`.
  public let isAnimated: Bool
  /// 0.3 s when animated, 0 otherwise.
  public let duration: TimeInterval

  /// Creates a transition.
  public init(from: ArrangementLayout?, to: ArrangementLayout, isAnimated: Bool, duration: TimeInterval) {
    self.from = from
    self.to = to
    self.isAnimated = isAnimated
    self.duration = duration
  }

  /// A placement's frame at `progress` (0 = start, 1 = end), interpolated linearly.
  ///
  /// A view being shown or hidden (or appearing in or leaving the layout) keeps its end frame
  /// throughout; an absent placement reports `.zero`.
  ///
  /// ```swift
  /// transition.frame(for: .secondary, at: 0.25)
  /// ```
  public func frame(for placement: ViewPlacement, at progress: Double) -> CGRect {
    guard let end = to[placement] else { return .zero }
    guard let start = from?[placement], !start.state.isHidden, !end.state.isHidden,
      !progress.isNaN, progress < 1
    else { return end.frame }
    if progress <= 0 { return start.frame }
    let t = CGFloat(progress)
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    return CGRect(
      x: mix(start.frame.origin.x, end.frame.origin.x),
      y: mix(start.frame.origin.y, end.frame.origin.y),
      width: mix(start.frame.size.width, end.frame.size.width),
      height: mix(start.frame.size.height, end.frame.size.height))
  }

  /// A placement's state at the end of the transition; `nil` when absent.
  ///
  /// ```swift
  /// transition.state(for: .secondary)?.isHidden
  /// ```
  public func state(for placement: ViewPlacement) -> ViewState? {
    to[placement]?.state
  }

  /// `animated 0.3 s: primary … → …`.
  public var description: String {
    var text = isAnimated ? "animated \(duration) s" : "not animated"
    for placement in ViewPlacement.allCases {
      let start = from?[placement].map { $0.description } ?? "absent"
      let end = to[placement].map { $0.description } ?? "absent"
      text += "; \(placement): \(start) → \(end)"
    }
    return text
  }
}
