import Foundation

// What bars and bar items hold of the containers and owners they belong to, without weak
// references to them: a weak reference moves its target's reference count to a side table,
// and every retain and release of the target then takes the slow path (a navigation
// controller, its view and its controllers are retained on every layout pass: about 9,000
// instructions of `controller.navigation.relayout`, Docs/Performance.md).

/// A bar-showing container (a navigation or tab bar controller) as its bars, its bar items
/// and its back button's action see it: an `unowned` (checked) link to the container, cleared
/// by the container's deinit.
///
/// Items and bars hold the host strongly (it holds nothing strongly), so "is this item placed
/// by this container?" is an identity test of two live objects. Invariant: `container` names
/// a live controller until that controller's deinit clears it (`releaseOnDeinit`).
@MainActor
final class BarHost {
  /// The container, or `nil` once it was freed.
  private var link: UnownedReference<ViewController>

  /// A host for `container`.
  init(_ container: ViewController) {
    link = UnownedReference(container)
  }

  /// The container, or `nil` once it was freed.
  var container: ViewController? { link.object }

  /// The container's view, when loaded: what an item's change lays out again.
  var view: View? { link.object?.storedView }

  /// The container's deinit: clears the link of the host `find` returns at once on the main
  /// actor, right after otherwise (as a controller's other back-references,
  /// ViewController+Deinit.swift).
  nonisolated static func releaseOnDeinit(_ find: @escaping @MainActor @Sendable () -> BarHost?) {
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { find()?.release() }
    } else {
      Task { @MainActor in find()?.release() }
    }
  }

  private func release() {
    var empty = UnownedReference<ViewController>()
    swap(&link, &empty)
  }
}

/// The identity of a place that sets bar items (a navigation item, or a controller's toolbar
/// items): an item shows only for the owner it was set on last (B9). Each owner keeps one
/// strongly; items keep the last one weakly, so the owners themselves get no side table.
@MainActor
final class BarItemOwnership {}

extension BarItem {
  /// Records that `ownership`'s owner took the item last.
  func assign(to ownership: BarItemOwnership) {
    assignedOwnership = ownership
    assignedOwnershipIdentity = ObjectIdentifier(ownership)
  }

  /// Whether an owner other than `ownership`'s, still alive, took the item last (`false` for
  /// no `ownership`: an owner that is unknown claims whatever it shows).
  ///
  /// Equal identities answer without loading the weak reference: either it is `ownership`
  /// itself, or the ownership recorded was freed and `ownership` reuses its address — and a
  /// freed owner claims nothing, so both mean "no other owner".
  func isAssigned(elsewhereThan ownership: BarItemOwnership?) -> Bool {
    guard let ownership, let identity = assignedOwnershipIdentity, identity != ObjectIdentifier(ownership) else {
      return false
    }
    return assignedOwnership != nil
  }
}
