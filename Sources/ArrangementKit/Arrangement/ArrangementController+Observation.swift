import Foundation

extension ArrangementController {
  /// Registers a handler told after every layout pass that changed a frame or a state,
  /// exactly once per such pass, with the transition (C9).
  ///
  /// The handler stays registered while the returned token lives, or until
  /// ``ObservationToken/cancel()``. Keep the token.
  ///
  /// ```swift
  /// let token = arrangement.addObserver { transition in
  ///   print(transition.to[.secondary]?.state.isHidden ?? true)
  /// }
  /// ```
  ///
  /// Degenerate input: handlers may add or cancel observers while being called; a handler
  /// cancelled by an earlier one in the same round is not called.
  public func addObserver(
    _ handler: @escaping @MainActor (ArrangementTransition) -> Void
  ) -> ObservationToken {
    let id = observerRegistry.add(handler)
    storedView?.ownerFinishesLayoutPasses = true
    return ObservationToken(registry: observerRegistry, id: id)
  }

  /// Tells observers about the pass that just finished (at most once per pass).
  func deliverPendingTransition() {
    // Without observers nothing is pending: the registry drops its transition with its last
    // observer, so this test is all an unobserved pass pays.
    guard !observerRegistry.isEmpty else { return }
    observerRegistry.deliverPendingTransition()
  }
}

/// Keeps an arrangement observer registered; cancel it or let it go to stop observing (C9).
///
/// ```swift
/// var token: ObservationToken? = arrangement.addObserver { _ in changes += 1 }
/// token = nil   // no more calls
/// ```
///
/// Degenerate input: cancelling twice, or after the controller went away, does nothing.
@preconcurrency @MainActor
public final class ObservationToken {
  private var registry: ObserverRegistry?
  private let id: Int
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  init(registry: ObserverRegistry, id: Int) {
    self.registry = registry
    self.id = id
  }

  /// Stops the observer; it is not called again.
  ///
  /// ```swift
  /// token.cancel()
  /// ```
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    registry?.remove(id: id)
    registry = nil
  }

  isolated deinit {
    cancel()
  }
}
