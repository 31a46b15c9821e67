/// A view's link to its superview: the `unowned` (checked) reference, and the one fact about
/// the superview the layout path reads without loading it.
///
/// `unowned` rather than weak: a weak reference would move every superview's reference count
/// to a side table and make each retain and release on the layout path several times slower.
/// Invariant: a view's link is set only while the superview lists it in `storedSubviews`
/// (holding it strongly), and cleared when it leaves that list (`unlinkSubview`) or the
/// superview is freed (its deinit); were it broken, reading it would trap, not read freed
/// memory. The link is replaced whole (`swap`), never edited field by field.
struct SuperviewLink {
  /// The superview, or `nil`.
  let reference: UnownedReference<View>
  /// The superview's display when the superview is a window (a window's root view, the views
  /// presented over it): the traits and the reserved regions of a window's root controller are
  /// read from it without loading the reference (a checked `unowned` load retains and checks
  /// its target). A window's `display` never changes, so it never goes stale; strong, as the
  /// window's own (a display does not hold its windows strongly).
  let windowDisplay: Display?
  /// Whether the superview's own layout step (`performOwnLayout()`) is running: it keeps its
  /// `subtreeNeedsLayout` up meanwhile, so marking this view for layout stops at this view
  /// without loading the reference (frames set by a `layoutSubviews` or an arrangement are
  /// set on the subviews of the view laying out). Set by the superview around its step; a
  /// new link (another superview, or none) starts with `false`.
  var superviewIsInOwnLayout = false

  /// The link to `superview`, or no link.
  @MainActor
  init(_ superview: View? = nil) {
    reference = UnownedReference(superview)
    windowDisplay = (superview as? Window)?.display
  }
}

/// A root view's link to the controller that owns it: the `unowned` (checked) reference, and
/// the two facts about the controller the layout path tests without loading it.
///
/// Invariant: set only while that controller holds the view as its `storedView`, and cleared
/// when it lets go of the view or is freed (ViewController's deinit).
struct OwnerLink {
  /// The owning controller, or `nil`.
  let reference: UnownedReference<ViewController>
  /// The controller's `layoutDependsOnPosition` (an arrangement controller's is `true`).
  let layoutDependsOnPosition: Bool
  /// The controller's `finishesLayoutPasses` when the link was made; an arrangement controller
  /// that gets observers later turns it on.
  var finishesLayoutPasses: Bool

  /// The link to `controller`, or no link.
  @MainActor
  init(_ controller: ViewController? = nil) {
    reference = UnownedReference(controller)
    layoutDependsOnPosition = controller?.layoutDependsOnPosition ?? false
    finishesLayoutPasses = controller?.finishesLayoutPasses ?? false
  }
}
