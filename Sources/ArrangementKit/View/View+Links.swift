extension View {
  /// The superview.
  var storedSuperview: View? {
    get { superviewLink.reference.object }
    set {
      var replacement = SuperviewLink(newValue)
      swap(&superviewLink, &replacement)
    }
  }
  /// The superview's display when the superview is a window.
  var superviewWindowDisplay: Display? { superviewLink.windowDisplay }
  /// Whether the view has a superview, without loading the reference.
  var hasSuperview: Bool { !superviewLink.reference.isEmpty }
  /// Whether the superview's own layout step is running (`SuperviewLink`).
  var superviewIsInOwnLayout: Bool {
    get { superviewLink.superviewIsInOwnLayout }
    set { superviewLink.superviewIsInOwnLayout = newValue }
  }
  /// Whether `view` is the superview, without loading the reference.
  func isSubview(of view: View) -> Bool { superviewLink.reference.refers(to: view) }

  /// The controller whose root view this is.
  var owningController: ViewController? {
    get { ownerLink.reference.object }
    set {
      var replacement = OwnerLink(newValue)
      swap(&ownerLink, &replacement)
      // `replacement` now holds the old link: the subtree's count follows the owner (C5).
      if replacement.layoutDependsOnPosition != ownerLink.layoutDependsOnPosition {
        addPositionDependentLayouts(ownerLink.layoutDependsOnPosition ? 1 : -1)
      }
    }
  }
  /// Whether the view has an owning controller, without loading the reference.
  var hasOwningController: Bool { !ownerLink.reference.isEmpty }
  /// The owning controller's `layoutDependsOnPosition`.
  var ownerLayoutDependsOnPosition: Bool { ownerLink.layoutDependsOnPosition }
  /// Whether the owning controller wants `viewDidFinishLayoutPass()` (C9's observers).
  var ownerFinishesLayoutPasses: Bool {
    get { ownerLink.finishesLayoutPasses }
    set { ownerLink.finishesLayoutPasses = newValue }
  }

  /// The controller that owns this view as its root view, if any.
  ///
  /// `package`, not public: UIKit's `UIView` has no such member, so an app's view subclass may
  /// declare its own (V6). Apps walk the responder chain instead (``Responder/next``).
  ///
  /// ```swift
  /// controller.view.viewController === controller   // true
  /// ```
  package var viewController: ViewController? { owningController }
}
