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
      guard let holder = constraint.holder, !holdsInside(holder, movedSubtree: root) else { continue }
      outgoing.append(constraint)
    }
    for guide in state.layoutGuides {
      for constraint in guide.referencingConstraints {
        guard let holder = constraint.holder, !holdsInside(holder, movedSubtree: root) else { continue }
        outgoing.append(constraint)
      }
    }
    LayoutConstraint.deactivate(outgoing)
  }

  /// Whether `holder` lies in the subtree rooted at `root`, which holds this view: answered
  /// without a walk for the holders of nearly every constraint, this view and its superview
  /// (a walk per view of a deep subtree made its move quadratic in its depth).
  private func holdsInside(_ holder: View, movedSubtree root: View) -> Bool {
    if holder === self { return true }
    if holder === storedSuperview { return self !== root }
    return holder.isDescendant(of: root)
  }

  /// The subtree moved to another window: each view's constraints move with it, the subtree's
  /// deepest views first.
  ///
  /// The order is the engine's cost (K4, L10): a row's own constraints (a stack view's, which
  /// it makes here) fix its size before the constraints of the view holding a chain of rows
  /// use it; the other way round every row's size would still be open when the chain is
  /// added, and fixing each later would rewrite the position of every row below it.
  ///
  /// The new window's engine is found once for the subtree (not by a walk up from each view),
  /// and the pins its new guides get are one batch of its `InsetMemo`: each view's safe region
  /// and margins are computed once, not by a walk to the window per guide (both made a deep
  /// subtree's move quadratic in its depth). Nothing moves a frame meanwhile.
  ///
  /// The engine's solver defers the moves of referring rows meanwhile (its
  /// `beginDeferringShifts()`): a deep subtree adds each level's rows before the levels above
  /// them, and each level made basic moved every row below it (issue 30's `nested.200`).
  /// Deferred, each row moves once, when the subtree is in.
  func autoLayoutDidMoveDeepestFirst(to newWindow: Window?) {
    var engine: LayoutEngine?
    autoLayoutDidMoveDeepestFirst(to: newWindow, engine: &engine)
    engine?.endSubtreeMove()
  }

  /// ``autoLayoutDidMoveDeepestFirst(to:)`` below the subtree's root: `engine` is the new
  /// window's engine once a view of the subtree needed it.
  private func autoLayoutDidMoveDeepestFirst(to newWindow: Window?, engine: inout LayoutEngine?) {
    for subview in storedSubviews { subview.autoLayoutDidMoveDeepestFirst(to: newWindow, engine: &engine) }
    guard autoLayout != nil else { return }
    if engine == nil, let newWindow {
      let found = newWindow.windowLayoutEngine
      found?.beginSubtreeMove()
      engine = found
    }
    autoLayoutDidMove(to: newWindow, engine: engine)
  }

  /// This view moved to another window (or out of one): the constraints it holds leave the old
  /// window's engine and enter the new one's, `engine` (`nil` outside a window).
  private func autoLayoutDidMove(to newWindow: Window?, engine: LayoutEngine?) {
    guard let state = autoLayout else { return }
    // Marks of the old window's engine's batches mean nothing in the new one's (`InsetMemo`).
    state.memoRegion.forget()
    state.memoMargins.forget()
    state.memoDirection.forget()
    // A stack view makes its arrangement's constraints now, so that they enter with it.
    if newWindow != nil, let stack = self as? StackView { stack.makeOwnConstraintsBeforeEnteringEngine() }
    let held = state.heldConstraints
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
