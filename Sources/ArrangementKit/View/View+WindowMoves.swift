import Foundation

extension View {
  /// The subtree is about to enter or leave a window: its controllers' `viewWillAppear(_:)` or
  /// `viewWillDisappear(_:)`, reporting `animated` (the caller's flag; a parameter, so a
  /// transition nested in another's callbacks never sees the outer one's).
  func subtreeWillMove(from oldWindow: Window?, to newWindow: Window?, animated: Bool) {
    let appearing = oldWindow == nil && newWindow != nil
    let disappearing = oldWindow != nil && newWindow == nil
    guard appearing || disappearing else { return }
    forEachInSubtree { view in
      view.owningController?.beginAppearance(appearing: appearing, animated: animated)
    }
  }

  /// The subtree entered or left a window: its controllers' `viewDidAppear(_:)` or
  /// `viewDidDisappear(_:)`, reporting `animated`; hinge interactions get the new window.
  func subtreeDidMove(from oldWindow: Window?, to newWindow: Window?, animated: Bool) {
    forEachInSubtree { view in
      if view.autoLayout != nil { view.autoLayoutDidMove(to: newWindow) }
      view.owningController?.endAppearance(animated: animated)
      if view.ownerLayoutDependsOnPosition { view.setNeedsLayout() }
      for interaction in view.storedInteractions {
        (interaction as? HingeInteraction)?.viewDidMove(toWindow: newWindow)
      }
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
