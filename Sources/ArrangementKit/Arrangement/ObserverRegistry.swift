import Foundation

/// The observers of one arrangement controller, shared with their tokens.
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

  var isEmpty: Bool { observers.isEmpty }

  func add(_ handler: @escaping @MainActor (ArrangementTransition) -> Void) -> Int {
    nextID += 1
    observers.append(Observer(id: nextID, handler: handler))
    return nextID
  }

  func remove(id: Int) {
    observers.removeAll { $0.id == id }
  }

  func removeAll() {
    observers.removeAll()
  }

  /// Calls every observer registered now; one cancelled by an earlier handler is skipped.
  func notify(_ transition: ArrangementTransition) {
    let snapshot = observers
    for observer in snapshot where observers.contains(where: { $0.id == observer.id }) {
      observer.handler(transition)
    }
  }
}
