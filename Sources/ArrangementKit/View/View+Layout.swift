import Foundation

extension View {
  /// At most this many rounds per pass when layout keeps invalidating itself.
  static let maximumLayoutRounds = 8

  /// Marks the view as needing layout; the next ``layoutIfNeeded()`` (on it, an ancestor or
  /// its window) runs ``layoutSubviews()``.
  ///
  /// Marking is cheap and coalesces: many marks before a pass give one `layoutSubviews`.
  ///
  /// ```swift
  /// view.setNeedsLayout()
  /// view.layoutIfNeeded()   // layoutSubviews runs once
  /// ```
  public func setNeedsLayout() {
    needsLayoutFlag = true
    markSubtreeNeedsLayout()
  }

  /// Runs a layout pass now if this view, one of its descendants or an ancestor that lays it
  /// out needs layout; otherwise returns at once.
  ///
  /// The pass starts at the topmost ancestor that itself needs layout (its layout may change
  /// this view's frame) and runs top-down: each dirty view runs, in order, its controller's
  /// `viewWillLayoutSubviews()`, the controller's own layout (an ``ArrangementController``
  /// solves and applies its arrangement here), ``layoutSubviews()``, and the controller's
  /// `viewDidLayoutSubviews()`; then its subviews follow. Each view lays out at most once per
  /// round; a pass that keeps invalidating itself stops after a few rounds and stays marked.
  /// Constraint changes mark the window's engine, not the window's own layout: the engine's
  /// update-constraints phase and solve run first, then only this view's subtree (from its
  /// topmost dirty ancestor) is laid out; views elsewhere whose frames the solve moved stay
  /// marked for the window's next pass (L10).
  ///
  /// ```swift
  /// arrangement.setViewController(player, for: .primary)
  /// arrangement.view.layoutIfNeeded()   // one solve, frames applied
  /// arrangement.view.layoutIfNeeded()   // nothing changed: returns immediately
  /// ```
  ///
  /// Degenerate input: calling it from inside a pass that is already laying out this view is
  /// ignored (the running pass covers it).
  public func layoutIfNeeded() {
    guard hasSuperview else {
      // A root (a window, or a view outside any): nothing above can lay it out.
      if subtreeNeedsLayout {
        if autoLayout != nil { prepareEngineForPass() }  // L10
        layOutSubtreeAsRoot()
      }
      return
    }
    layOutFromTopmostDirtyAncestor()
  }

  // The window's case of `layoutIfNeeded()` is out of line (`layOutSubtreeAsRoot`), so that
  // it only tests and jumps: the usual call, often with nothing to do, needs no stack frame
  // (the attribute table of Docs/Performance.md). The other case stays out of line unasked.

  /// `layoutIfNeeded()` of a view with a superview: runs the pass from the topmost ancestor
  /// that needs layout.
  private func layOutFromTopmostDirtyAncestor() {
    prepareEngineForPass()  // L10: a changed engine solves first, marking what it moves
    let root = topmostDirtyAncestor()
    if root.subtreeNeedsLayout { root.layOutSubtreeAsRoot() }
    // The ancestor's pass may have taken this view out of its subtree (an arrangement hiding
    // the nested one that was asked): it still owes its own pending layout (C3).
    if root !== self, subtreeNeedsLayout, !isInLayoutPass, !isDescendant(of: root) {
      layoutIfNeeded()
    }
  }

  /// The topmost ancestor that itself needs layout (its layout may change this view's frame),
  /// or this view. The walk stops below an ancestor that is laying out now: that pass goes on
  /// after this call (and runs another round if it was marked again), so code in
  /// `layoutSubviews` or `viewDidLayoutSubviews` that lays a subview out gets this pass's
  /// frames at once, as on the platform (L10), not after the enclosing pass.
  private func topmostDirtyAncestor() -> View {
    var root: View = self
    var current = storedSuperview
    while let view = current {
      if view.isInLayoutPass { break }
      if view.needsLayoutFlag { root = view }
      current = view.storedSuperview
    }
    return root
  }

  /// Runs the layout pending in and above this view, from its topmost dirty ancestor, for a
  /// view that just entered a window: its panes appear after it (C12). The pass that moved
  /// the view reports to the window's layout-pass observer, not this one.
  func layOutBeforeAppearance() {
    prepareEngineForPass()  // L10
    let root = topmostDirtyAncestor()
    if root.subtreeNeedsLayout { root.layoutSubtree() }
  }

  /// Runs a pass over this view's subtree, started from here, and tells the window's layout
  /// pass observer (screen audits) that it finished.
  @inline(never)
  private func layOutSubtreeAsRoot() {
    layoutSubtree()
    // A window without an observer tells nobody; a view in a window asks its window.
    if hasLayoutPassObserver || hasSuperview { layoutPassDidFinishInWindow() }
  }

  /// Whether this view itself needs layout.
  ///
  /// `package`, not public: UIKit's `UIView` has no such member (V6); the package's tests and
  /// tools read it.
  ///
  /// ```swift
  /// view.setNeedsLayout(); view.needsLayout   // true
  /// ```
  package var needsLayout: Bool { needsLayoutFlag }

  /// Whether marking this view for layout raises only its own `subtreeNeedsLayout`: that is
  /// up already (and so on every ancestor), the view is a root, or its superview's own layout
  /// step is running (whose flag stays up meanwhile).
  var markingStopsHere: Bool { subtreeNeedsLayout || !hasSuperview || superviewIsInOwnLayout }

  func markSubtreeNeedsLayout() {
    let stopsHere = markingStopsHere
    subtreeNeedsLayout = true
    if stopsHere { return }
    var current = storedSuperview
    while let view = current {
      if view.subtreeNeedsLayout { return }
      view.subtreeNeedsLayout = true
      current = view.storedSuperview
    }
  }

  func layoutSubtree() {
    if hasSuperview ? isSafeAreaTracked : tracksSafeAreaBelow {
      layoutSubtree(TrackedSafeArea(parentRegion: storedSuperview?.safeRegion()), startsPass: true)
    } else {
      layoutSubtree(UntrackedSafeArea(), startsPass: true)
    }
  }

  /// The engine of the window a pass started from this view runs in: a root holds it itself
  /// (no walk up, no cast); a window without constraints has none.
  private var passLayoutEngine: LayoutEngine? { hasSuperview ? existingLayoutEngine : autoLayout?.engine }

  /// The pass over this subtree. `handoff`: whether the views above check safe-area changes
  /// (M2), so this one does too, and then the superview's safe region, computed by the
  /// superview's round after its own layout step (``SafeAreaHandoff``). `startsPass`: the pass
  /// started here; after each round the window's system guides follow insets that changed
  /// outside their view's own layout step (M2), and pin shifts refused during the round are
  /// tried again, then reported (L3).
  private func layoutSubtree<Handoff: SafeAreaHandoff>(_ handoff: Handoff, startsPass: Bool = false) {
    if isInLayoutPass { return }
    if !Handoff.tracks, tracksSafeAreaBelow {
      // Tracking starts here, below views that track nothing: the superview's region is found
      // once, by a walk up.
      layoutSubtree(TrackedSafeArea(parentRegion: storedSuperview?.safeRegion()), startsPass: startsPass)
      return
    }
    isInLayoutPass = true
    var rounds = 0
    // A subview still marked after its own rounds ran out: it keeps this view marked after the
    // pass and ends this view's rounds too (the limit is per pass, not per level).
    var subviewStillNeedsLayout = false
    while subtreeNeedsLayout && rounds < View.maximumLayoutRounds {
      rounds += 1
      // What the subviews' steps get: this view's region, computed once per round after its
      // own layout step (which may have changed its controller's insets).
      let subviewHandoff: Handoff
      if needsLayoutFlag {
        needsLayoutFlag = false
        subviewHandoff = performOwnLayoutStep(handoff)
      } else {
        subviewHandoff = Handoff(
          parentRegion: Handoff.tracks
            ? safeRegion(parentRegion: handoff.parentRegion, additions: safeAreaAdditions) : nil)
      }
      // A view that marked itself during its own layout (a callback placed a controller,
      // C13) runs another round.
      subtreeNeedsLayout = needsLayoutFlag
      subviewStillNeedsLayout = false
      var index = 0
      while index < storedSubviews.count {
        let subview = storedSubviews[index]
        if subview.subtreeNeedsLayout {
          subview.layoutSubtree(subviewHandoff)
          if subview.subtreeNeedsLayout { subviewStillNeedsLayout = true }
        }
        index += 1
      }
      // An ancestor's move can change a view's insets while the views in between keep theirs
      // (a view outside its superview's bounds), so no layout step of its own reports them.
      if startsPass, let engine = passLayoutEngine, engine.hasRoundEndWork { engine.finishRound() }
      // A subview whose own rounds ran out is a loop this view's rounds would only rerun, its
      // rounds inside each of them: nested loops would cost rounds to the power of the depth.
      if subviewStillNeedsLayout { break }
    }
    isInLayoutPass = false
    if subviewStillNeedsLayout { subtreeNeedsLayout = true }
    if startsPass, let engine = passLayoutEngine, !engine.guidesMovedLastRound.isEmpty {
      // The rounds ran out while a guide's insets still followed its view's new frame.
      if subtreeNeedsLayout {
        engine.reportUnsettledGuides(rounds: rounds)
        engine.applySolutionToPositionedViews()
      }
      engine.guidesMovedLastRound.removeAll(keepingCapacity: true)
    }
    if subtreeNeedsLayout, let superview = storedSuperview, !superview.isInLayoutPass {
      superview.markSubtreeNeedsLayout()
    }
    if ownerFinishesLayoutPasses { owningController?.viewDidFinishLayoutPass() }
  }

  /// This view's own layout step in a pass: reports a safe-area change first where the pass
  /// tracks them, then after the step marks the subviews whose insets changed (M2). Returns
  /// the handoff for the subviews' steps: this view's safe region after the step.
  ///
  /// The region after the step is the one before it unless the step changed what it is made of
  /// here: the view's frame or its controller's additions (``safeAreaAdditions``); the parent's
  /// region is the one handed down. A view whose superview is a window is always measured again
  /// (the presentation it roots may have changed the vertical bar, VB3).
  private func performOwnLayoutStep<Handoff: SafeAreaHandoff>(_ handoff: Handoff) -> Handoff {
    var region: SafeRegion? = nil
    var frame = CGRect.zero
    var additions = EdgeInsets.zero
    if Handoff.tracks {
      additions = safeAreaAdditions
      region = safeRegion(parentRegion: handoff.parentRegion, additions: additions)
      reportSafeAreaChangeIfNeeded(region: region)
      frame = storedFrame
    }
    setSubviewsKnowOwnLayout(true)
    performOwnLayout()
    if Handoff.tracks {
      let additionsAfter = safeAreaAdditions
      let unchanged =
        region != nil && handoff.parentRegion != nil && superviewWindowDisplay == nil
        && storedFrame.isIdentical(to: frame) && additionsAfter == additions
      if !unchanged { region = safeRegion(parentRegion: handoff.parentRegion, additions: additionsAfter) }
      if let region { markSubviewsWhoseSafeAreaChanged(below: region) }
    }
    setSubviewsKnowOwnLayout(false)
    return Handoff(parentRegion: region)
  }

  /// Begins a placement of this view's subviews by its superview's own layout step (a
  /// navigation controller placing its bars' items): until ``endSubviewPlacement(_:)`` they
  /// take frames as in this view's own step, flags only, with the marking rules of a running
  /// step (this view's `subtreeNeedsLayout` is up meanwhile). Outside the superview's step it
  /// changes nothing. Safe-area changes of the placed views are the superview's step's to
  /// report: its check after the step goes down through this view (M2).
  func beginSubviewPlacement() -> SubviewPlacement {
    guard superviewIsInOwnLayout else { return SubviewPlacement(isActive: false, subtreeWasMarked: true) }
    let placement = SubviewPlacement(isActive: true, subtreeWasMarked: subtreeNeedsLayout)
    subtreeNeedsLayout = true  // the superview's is up: its own step is running
    setSubviewsKnowOwnLayout(true)
    return placement
  }

  /// Ends ``beginSubviewPlacement()``: the subviews leave the step, and this view's
  /// `subtreeNeedsLayout` is lowered again unless it was up before or a view below needs layout.
  func endSubviewPlacement(_ placement: SubviewPlacement) {
    guard placement.isActive else { return }
    setSubviewsKnowOwnLayout(false)
    guard !placement.subtreeWasMarked, !needsLayoutFlag else { return }
    var index = 0
    while index < storedSubviews.count {
      if storedSubviews[index].subtreeNeedsLayout { return }
      index += 1
    }
    subtreeNeedsLayout = false
  }

  /// Tells the subviews whether this view's own layout step is running (`SuperviewLink`).
  /// Views removed during the step got a new link; views added during it start with `false`.
  func setSubviewsKnowOwnLayout(_ isRunning: Bool) {
    var index = 0
    while index < storedSubviews.count {
      storedSubviews[index].superviewIsInOwnLayout = isRunning
      index += 1
    }
  }

  func performOwnLayout() {
    guard hasOwningController, let controller = owningController else {
      layoutSubviews()
      return
    }
    controller.viewWillLayoutSubviews()
    controller.layoutContent(of: self)
    layoutSubviews()
    controller.viewDidLayoutSubviews()
  }
}

/// A placement of a view's subviews by its superview's layout step
/// (``View/beginSubviewPlacement()``).
struct SubviewPlacement {
  /// Whether the placement runs inside the superview's own layout step (else it changed nothing).
  let isActive: Bool
  /// Whether the view's `subtreeNeedsLayout` was up before.
  let subtreeWasMarked: Bool
}
