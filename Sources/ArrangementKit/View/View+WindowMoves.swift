import Foundation

extension View {
  /// The subtree is about to enter or leave a window: its controllers' `viewWillAppear(_:)` or
  /// `viewWillDisappear(_:)`, top-down, reporting `animated` (the caller's flag). Below an
  /// arrangement controller's view, panes entering a window wait for its first layout there
  /// (`subtreeDidMove`), so that a pane that layout hides never appears (C12) and a pane's
  /// `viewWillAppear` reads the layout it appears in (C13).
  func subtreeWillMove(from oldWindow: Window?, to newWindow: Window?, animated: Bool) {
    let appearing = oldWindow == nil && newWindow != nil
    let disappearing = oldWindow != nil && newWindow == nil
    guard appearing || disappearing else { return }
    beginAppearance(appearing: appearing, animated: animated)
  }

  /// Begins the appearance of this view's controller and of those below it, top-down; when
  /// appearing, not below an arrangement controller's view (its panes wait, C12).
  private func beginAppearance(appearing: Bool, animated: Bool) {
    owningController?.beginAppearance(appearing: appearing, animated: animated)
    if appearing && ownerLayoutDependsOnPosition { return }
    for subview in storedSubviews { subview.beginAppearance(appearing: appearing, animated: animated) }
  }

  /// The subtree entered or left a window. Entering, a controller's view is laid out first
  /// (V5: from its topmost dirty ancestor, so arrangement controllers that entered lay out
  /// there and a new controller's subviews get their frames), then the shown panes of those arrangements
  /// begin to appear (C12), then every controller's `viewDidAppear(_:)` or
  /// `viewDidDisappear(_:)`, top-down, reporting `animated`; hinge interactions get the new
  /// window. With `defersAppearance` (an arrangement's pane, V5) no appearance callback runs:
  /// the arrangement's pass ends it.
  func subtreeDidMove(from oldWindow: Window?, to newWindow: Window?, animated: Bool, defersAppearance: Bool = false) {
    let appearing = oldWindow == nil && newWindow != nil
    // Constraints enter the new window's engine before its first layout there, deepest views
    // first (`autoLayoutDidMoveDeepestFirst`), so that the first solve sees them all (L8).
    autoLayoutDidMoveDeepestFirst(to: newWindow)
    forEachInSubtree { view in
      // Input diagnostics raised outside every window go to the new one (V6, W1).
      if newWindow != nil, view.appearance != nil { view.reportPendingInputDiagnostics() }
      // Entering a window they lay out there; otherwise their regions moved (C5).
      if view.ownerLayoutDependsOnPosition { view.setNeedsLayout() }
    }
    if appearing && !defersAppearance {
      // A controller's view (pushed, presented, selected, a window's root) is laid out before
      // it appears (V5), arrangements before their panes appear (C12); a plain view waits for
      // the next pass, as on the platform.
      if hasOwningController || containsPositionDependentLayout { layOutBeforeAppearance() }
      // That layout may have taken the subtree out of the window again (an outer arrangement
      // hiding the pane it arrived in, C6): the removal ended what had begun (C12).
      guard window === newWindow else { return }
      beginWaitingPanes(animated: animated)
    }
    forEachInSubtree { view in
      if !defersAppearance { view.owningController?.endAppearance(animated: animated) }
      for interaction in view.storedInteractions {
        (interaction as? HingeInteraction)?.viewDidMove(toWindow: newWindow)
      }
    }
  }

  /// For the topmost arrangement controllers' views in this subtree (those whose panes'
  /// appearance waited for their layout in the window, which ran): begins the appearance of
  /// the panes they show (C12).
  private func beginWaitingPanes(animated: Bool) {
    guard ownerLayoutDependsOnPosition else {
      for subview in storedSubviews { subview.beginWaitingPanes(animated: animated) }
      return
    }
    for subview in storedSubviews {
      subview.forEachInSubtree { view in view.owningController?.beginAppearance(appearing: true, animated: animated) }
    }
  }

  /// The superview changed: controllers in this subtree may inherit other traits now.
  func subtreeDidChangeSuperview() {
    // The moved views may lie under another layout direction now (L5): the next pass compares
    // (once, however many views moved before it) and lays out what a re-resolved constraint moves.
    if let engine = existingLayoutEngine, engine.directionalCount > 0 {
      engine.directionsMayHaveChanged = true
      engine.setNeedsPass()
    }
    forEachInSubtree { view in
      if view.autoLayout != nil { view.autoLayoutDidChangeSuperview(movedSubtree: self) }
      view.owningController?.refreshTraitsInHierarchy()
      if view.traitRegistrations != nil { view.refreshRegisteredTraits() }
      // Text measured in the old place may follow another text size or measurer here (DT2).
      view.refreshMeasuredTextEnvironment()
    }
  }

  /// Calls ``willMove(toWindow:)`` on this view and every view below it, top-down (V1).
  func subtreeWillMove(toWindow newWindow: Window?) {
    forEachInSubtree { view in view.willMove(toWindow: newWindow) }
  }

  /// Calls ``didMoveToWindow()`` on this view and every view below it, top-down (V1).
  func subtreeDidMoveToWindow() {
    forEachInSubtree { view in view.didMoveToWindow() }
  }
}
