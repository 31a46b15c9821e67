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

  /// The subtree entered or left a window: arrangement controllers that entered lay out there
  /// and their shown panes begin to appear (C12), then every controller's `viewDidAppear(_:)`
  /// or `viewDidDisappear(_:)`, top-down, reporting `animated`; hinge interactions get the new
  /// window.
  func subtreeDidMove(from oldWindow: Window?, to newWindow: Window?, animated: Bool) {
    let appearing = oldWindow == nil && newWindow != nil
    // Constraints enter the new window's engine before its first layout there, deepest views
    // first (`autoLayoutDidMoveDeepestFirst`), so that the first solve sees them all (L8).
    autoLayoutDidMoveDeepestFirst(to: newWindow)
    if appearing { layOutArrangementsThenBeginAppearance(animated: animated) }
    forEachInSubtree { view in
      view.owningController?.endAppearance(animated: animated)
      // Entering a window, arrangements laid out above; otherwise their regions moved (C5).
      if !appearing, view.ownerLayoutDependsOnPosition { view.setNeedsLayout() }
      for interaction in view.storedInteractions {
        (interaction as? HingeInteraction)?.viewDidMove(toWindow: newWindow)
      }
    }
  }

  /// For the topmost arrangement controllers' views in this subtree (those whose panes'
  /// appearance waits): lays each out in its new window, from its topmost dirty ancestor (which
  /// may give it its frame) — its regions and traits are the window's now — then begins the
  /// appearance of the panes it shows (C12). A pass already running is not re-entered (C13):
  /// the panes then begin to appear as they are.
  private func layOutArrangementsThenBeginAppearance(animated: Bool) {
    guard ownerLayoutDependsOnPosition else {
      for subview in storedSubviews { subview.layOutArrangementsThenBeginAppearance(animated: animated) }
      return
    }
    forEachInSubtree { view in
      if view.ownerLayoutDependsOnPosition { view.setNeedsLayout() }
    }
    layOutBeforeAppearance()
    for subview in storedSubviews {
      subview.forEachInSubtree { view in view.owningController?.beginAppearance(appearing: true, animated: animated) }
    }
  }

  /// The superview changed: controllers in this subtree may inherit other traits now.
  func subtreeDidChangeSuperview() {
    forEachInSubtree { view in
      if view.autoLayout != nil { view.autoLayoutDidChangeSuperview(movedSubtree: self) }
      view.owningController?.refreshTraitsInHierarchy()
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
