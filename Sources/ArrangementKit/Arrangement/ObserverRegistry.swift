import Foundation

/// The observers of one arrangement controller, shared with their tokens, and the transition
/// of the layout pass in progress that they will be told about (C8, C9).
///
/// Tokens hold the registry strongly (not the controller weakly), so no weak reference to the
/// controller exists and its reference counting stays on the fast path.
@preconcurrency @MainActor
final class ObserverRegistry {
  struct Observer {
    let id: Int
    let handler: @MainActor (ArrangementTransition) -> Void
  }

  private(set) var observers: [Observer] = []
  private var nextID = 0
  /// The transition of the pass in progress; only kept while someone observes.
  private var pendingTransition: ArrangementTransition?

  var isEmpty: Bool { observers.isEmpty }

  // The list is changed by replacing it (a copy, edited, stored back), never in place: every
  // access is then a plain load or store, and the layout path's `isEmpty` test needs no
  // exclusivity check. Adding and removing observers is rare; layout passes are not.

  func add(_ handler: @escaping @MainActor (ArrangementTransition) -> Void) -> Int {
    nextID += 1
    observers = observers + [Observer(id: nextID, handler: handler)]
    return nextID
  }

  func remove(id: Int) {
    observers = observers.filter { $0.id != id }
    if observers.isEmpty { pendingTransition = nil }
  }

  func removeAll() {
    observers = []
    pendingTransition = nil
  }

  /// Records the change from `previous` to `layout` for delivery when the pass finishes;
  /// several solves in one pass make one transition, from the first layout to the last (C8).
  /// Nothing is recorded when every frame and state matches.
  func prepareTransition(from previous: ArrangementLayout?, to layout: ArrangementLayout, animated: Bool) {
    guard !ArrangementLayout.layoutsMatch(previous, layout) else { return }
    let earlier = pendingTransition
    let isAnimated = animated || earlier?.isAnimated == true
    pendingTransition = ArrangementTransition(
      from: earlier.map { $0.from } ?? previous, to: layout, isAnimated: isAnimated,
      duration: isAnimated ? ArrangementTransition.defaultAnimationDuration : 0)
  }

  /// Tells every observer about the pass that finished, once; nothing when nothing changed.
  func deliverPendingTransition() {
    guard let transition = pendingTransition else { return }
    pendingTransition = nil
    notify(transition)
  }

  /// Calls every observer registered now; one cancelled by an earlier handler is skipped.
  func notify(_ transition: ArrangementTransition) {
    let snapshot = observers
    for observer in snapshot where observers.contains(where: { $0.id == observer.id }) {
      observer.handler(transition)
    }
  }
}
