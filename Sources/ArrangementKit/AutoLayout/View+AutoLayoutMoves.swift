import Foundation

extension View {
  /// The subtree rooted at `root` (this view or one of its ancestors) got another superview:
  /// this view's constraints to views outside the subtree, held outside it, are deactivated,
  /// as UIKit removes them.
  func autoLayoutDidChangeSuperview(movedSubtree root: View) {
    guard let state = autoLayout else { return }
    if root === self, !state.translatesAutoresizingMask {
      storedSuperview?.autoLayoutState.hasPositionedSubviewsHint = true
    }
    var outgoing: [LayoutConstraint] = []
    for constraint in state.referencingConstraints {
      guard let holder = constraint.holder, !holder.isDescendant(of: root) else { continue }
      outgoing.append(constraint)
    }
    for guide in state.layoutGuides {
      for constraint in guide.referencingConstraints {
        guard let holder = constraint.holder, !holder.isDescendant(of: root) else { continue }
        outgoing.append(constraint)
      }
    }
    LayoutConstraint.deactivate(outgoing)
  }

  /// This view moved to another window (or out of one): the constraints it holds leave the old
  /// window's engine and enter the new one's.
  func autoLayoutDidMove(to newWindow: Window?) {
    guard let state = autoLayout else { return }
    let held = state.heldConstraints
    for constraint in held { constraint.installation?.engine?.uninstall(constraint) }
    guard newWindow != nil, let engine = windowLayoutEngine else { return }
    for constraint in held { engine.install(constraint) }
    if state.needsUpdateConstraints {
      engine.viewsNeedingConstraintUpdate.append(self)
      engine.setNeedsPass()
    }
  }
}
