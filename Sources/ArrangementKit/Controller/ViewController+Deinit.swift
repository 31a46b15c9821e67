extension ViewController {
  /// The work of a controller's deinit: clears the back-references to it on the main actor,
  /// at once when the controller is freed there, right after otherwise.
  nonisolated static func releaseBackReferencesOnDeinit(
    view: View?, children: [ViewController], barItems: ViewControllerBarItems?
  ) {
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated {
        ViewController.releaseBackReferences(view: view, children: children, barItems: barItems)
      }
    } else {
      Task { @MainActor in ViewController.releaseBackReferences(view: view, children: children, barItems: barItems) }
    }
  }

  /// Clears what points back at a controller being freed: its view's owner (always that
  /// controller, the `view` setter keeps it so), its children's parent and its navigation
  /// item's owner.
  static func releaseBackReferences(view: View?, children: [ViewController], barItems: ViewControllerBarItems?) {
    view?.owningController = nil
    for child in children { child.storedParent = nil }
    barItems?.navigation?.releaseOwner()
  }
}
