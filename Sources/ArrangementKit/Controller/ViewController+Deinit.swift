extension ViewController {
  /// The work of a controller's deinit: clears the back-references to it on the main actor,
  /// at once when the controller is freed there, right after otherwise.
  nonisolated static func releaseBackReferencesOnDeinit(view: View?, children: [ViewController]) {
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { ViewController.releaseBackReferences(view: view, children: children) }
    } else {
      Task { @MainActor in ViewController.releaseBackReferences(view: view, children: children) }
    }
  }

  /// Clears what points back at a controller being freed: its view's owner (always that
  /// controller, the `view` setter keeps it so) and its children's parent.
  static func releaseBackReferences(view: View?, children: [ViewController]) {
    view?.owningController = nil
    for child in children { child.storedParent = nil }
  }
}
