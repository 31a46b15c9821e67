import Foundation

// V5 and C12 for panes: a pane this controller attaches while its view is in a window appears
// at the end of the layout pass that gives it its frame — its `viewWillAppear` and
// `viewDidAppear` see the frames of that pass, its subviews laid out — and a pane that pass
// hides never appears.

extension ArrangementController {
  /// A pane's view entering the window through this controller's own containment (C1, C6):
  /// its appearance waits for the end of the pass (the view goes in now, as C1 says).
  func deferAppearance(ofAttached subview: View, animated: Bool) -> Bool {
    guard isPerformingContainment, let pane = subview.owningController, pane.isChild(of: self) else { return false }
    pane.deferredAppearanceAnimation = animated
    hasDeferredAppearances = true
    // The pass that lays the pane out ends with `viewDidFinishLayoutPass()` from now on.
    storedView?.ownerFinishesLayoutPasses = true
    return true
  }

  /// The pass over this controller's view ended: panes whose appearance waited appear now,
  /// each subtree top-down (`viewWillAppear` on all, then `viewDidAppear` on all), if they
  /// are still shown in a window. Only when this controller has appeared itself: while it is
  /// appearing (entering the window) or waiting as another arrangement's pane, the appearance
  /// that brings it in covers its panes, after its own.
  func finishDeferredAppearances() {
    hasDeferredAppearances = false
    let appears = appearanceState == .appeared
    for pane in [primaryController, secondaryController] {
      guard let pane, let animated = pane.deferredAppearanceAnimation else { continue }
      pane.deferredAppearanceAnimation = nil
      guard appears, pane.isChild(of: self), let paneView = pane.storedView, paneView.window != nil else { continue }
      paneView.forEachInSubtree { $0.owningController?.beginAppearance(appearing: true, animated: animated) }
      paneView.forEachInSubtree { $0.owningController?.endAppearance(animated: animated) }
    }
  }
}
