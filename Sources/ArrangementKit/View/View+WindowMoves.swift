import Foundation

extension View {
  /// Whether appearance callbacks fired by the hierarchy change in progress are animated.
  static var appearanceTransitionIsAnimated = false

  func subtreeWillMove(from oldWindow: Window?, to newWindow: Window?) {
    let appearing = oldWindow == nil && newWindow != nil
    let disappearing = oldWindow != nil && newWindow == nil
    guard appearing || disappearing else { return }
    let animated = View.appearanceTransitionIsAnimated
    forEachInSubtree { view in
      view.owningController?.beginAppearance(appearing: appearing, animated: animated)
    }
  }

  func subtreeDidMove(from oldWindow: Window?, to newWindow: Window?) {
    let animated = View.appearanceTransitionIsAnimated
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
