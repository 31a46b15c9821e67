import Foundation

/// What a size transition reports to the closures queued on its coordinator; mirrors
/// `UIViewControllerTransitionCoordinatorContext`.
///
/// The object model has no clock: a transition is never animated, interactive or cancelled,
/// and takes no time.
///
/// ```swift
/// coordinator.animate(alongsideTransition: { context in
///   print(context.isAnimated)   // false
/// })
/// ```
///
/// Degenerate input: none; every property has one fixed value.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates; always `false` here.
  var isAnimated: Bool { get }
  /// Whether the user drives the transition; always `false` here.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled; always `false` here.
  var isCancelled: Bool { get }
  /// How long the transition takes; always 0 here.
  var transitionDuration: TimeInterval { get }
}

/// Queues work to run with a size transition; mirrors `UIViewControllerTransitionCoordinator`.
///
/// Passed to ``ViewController/viewWillTransition(to:with:)``. Closures queued with
/// ``animate(alongsideTransition:completion:)`` run after the window has its new size and is
/// laid out: first every alongside closure, in the order queued, then every completion.
///
/// ```swift
/// coordinator.animate(alongsideTransition: nil) { _ in self.scrollToCurrentEpisode() }
/// ```
///
/// Degenerate input: closures queued after the transition finished are not run and the call
/// returns `false`, as on the platform when there is nothing to join.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Queues `animation` to run with the transition and `completion` after it; returns whether
  /// they were queued.
  ///
  /// ```swift
  /// coordinator.animate(alongsideTransition: { _ in header.frame.size.width = size.width })
  /// ```
  ///
  /// Degenerate input: both may be `nil`; after the transition finished, returns `false`.
  @discardableResult
  func animate(
    alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension ViewControllerTransitionCoordinator {
  /// Queues `animation` with no completion, the platform's default argument.
  ///
  /// ```swift
  /// coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() })
  /// ```
  ///
  /// Degenerate input: as ``animate(alongsideTransition:completion:)``.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of one window size change: collects closures, runs them once.
@MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
  let isAnimated = false
  let isInteractive = false
  let isCancelled = false
  let transitionDuration: TimeInterval = 0
  private var animations: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var isFinished = false

  @discardableResult
  func animate(
    alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isFinished else { return false }
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the queued animations, then `layout`, then the completions; later queuing fails.
  func finish(layout: () -> Void) {
    isFinished = true
    for animation in animations { animation(self) }
    layout()
    for completion in completions { completion(self) }
    animations = []
    completions = []
  }
}

extension ViewController {
  /// The default of ``viewWillTransition(to:with:)``: the children, then the presented one.
  func forwardTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
    presentedViewController?.viewWillTransition(to: size, with: coordinator)
  }
}
