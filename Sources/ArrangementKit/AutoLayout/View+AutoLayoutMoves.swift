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
    let engine = newWindow != nil ? windowLayoutEngine : nil
    // A constraint already in the new window's engine (installed by a layout pass that ran
    // while the subtree was entering) stays: taking it out and back would re-solve for nothing.
    for constraint in held {
      guard let old = constraint.installation?.engine, old !== engine else { continue }
      old.uninstall(constraint)
    }
    guard let engine else { return }
    for constraint in held where constraint.installation == nil { engine.install(constraint) }
    if state.needsUpdateConstraints {
      engine.viewsNeedingConstraintUpdate.append(self)
      engine.setNeedsPass()
    }
  }
}
