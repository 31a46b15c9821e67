import Foundation

extension View {
  /// The view this view is a subview of, or `nil`.
  ///
  /// ```swift
  /// child.view.superview === arrangement.view   // while the child is shown
  /// ```
  public var superview: View? { storedSuperview }

  /// The subviews in drawing order: each one draws above the ones before it.
  ///
  /// ```swift
  /// arrangement.view.subviews.last === primary.view   // C7: primary on top
  /// ```
  public var subviews: [View] { storedSubviews }

  /// The window this view is in (itself for a ``Window``), or `nil`.
  ///
  /// ```swift
  /// simulator.window.rootViewController = controller
  /// controller.view.window === simulator.window   // true
  /// ```
  public var window: Window? {
    if let window = self as? Window { return window }
    // Walks up without retaining this view; a root, or a view outside any window, stops
    // before any reference load.
    guard hasSuperview, isBelowWindow else { return nil }
    var current = storedSuperview
    while let view = current {
      if let window = view as? Window { return window }
      guard view.hasSuperview else { return nil }
      current = view.storedSuperview
    }
    return nil
  }

  /// Whether this view is `view` or one of its descendants.
  ///
  /// ```swift
  /// child.view.isDescendant(of: window)   // true once installed
  /// ```
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// Adds `view` above every other subview, removing it from its previous superview first.
  ///
  /// Adding a view that is already a subview moves it to the top. The moved view gets the
  /// hierarchy callbacks (V1: ``willMove(toSuperview:)``, ``didMoveToSuperview()`` and, when
  /// its window changes, ``willMove(toWindow:)`` / ``didMoveToWindow()`` on its whole subtree).
  /// Entering or leaving a window also fires the appearance callbacks of the controllers whose
  /// views move, delivers the current hinge to hinge interactions, and refreshes traits.
  ///
  /// ```swift
  /// container.addSubview(badge)
  /// ```
  ///
  /// Degenerate input: adding a view to itself or to one of its descendants would corrupt the
  /// hierarchy and stops with a precondition failure naming the problem.
  public func addSubview(_ view: View) {
    insert(view, at: storedSubviews.count, animated: false)
  }

  /// ``addSubview(_:)`` whose appearance callbacks report `animated` (a container's own
  /// transition: C6, N1–N3).
  func addSubview(_ view: View, animated: Bool) {
    insert(view, at: storedSubviews.count, animated: animated)
  }

  /// Inserts `view` at `index` in ``subviews`` (0 is the bottom), removing it from its
  /// previous superview first, with the callbacks of ``addSubview(_:)``.
  ///
  /// ```swift
  /// container.insertSubview(background, at: 0)
  /// ```
  ///
  /// Degenerate input: an index outside `0...subviews.count` is clamped into it; a view that
  /// is already a subview is moved to the index (no callbacks: its superview stays). Adding a
  /// view to itself or to one of its descendants stops with a precondition failure.
  public func insertSubview(_ view: View, at index: Int) {
    insert(view, at: index, animated: false)
  }

  /// ``insertSubview(_:at:)`` whose appearance callbacks report `animated` (a presentation's
  /// own transition, N3).
  func insertSubview(_ view: View, at index: Int, animated: Bool) {
    insert(view, at: index, animated: animated)
  }

  /// The body of ``insertSubview(_:at:)``; the appearance callbacks it fires report `animated`.
  private func insert(_ view: View, at index: Int, animated: Bool) {
    checkInsertable(view)
    if view.storedSuperview === self {
      guard let current = indexOfSubview(view) else { return }
      editSubviews { subviews in
        subviews.remove(at: current)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
      }
      return
    }
    let oldWindow = view.window
    let newWindow = window
    let movesWindow = oldWindow !== newWindow
    // An arrangement's pane entering the window appears at the end of the pass (V5, C12).
    let defersAppearance =
      movesWindow && oldWindow == nil && hasOwningController
      && owningController?.defersAppearance(ofEnteringSubview: view, animated: animated) == true
    // V1: willMove(toSuperview:), the window pair around the move, didMoveToSuperview().
    view.willMove(toSuperview: self)
    if movesWindow {
      if !defersAppearance { view.subtreeWillMove(from: oldWindow, to: newWindow, animated: animated) }
      view.subtreeWillMove(toWindow: newWindow)
    }
    checkInsertable(view)  // the callbacks ran app code
    view.storedSuperview?.unlinkSubview(view)
    editSubviews { subviews in subviews.insert(view, at: min(max(index, 0), subviews.count)) }
    view.storedSuperview = self
    if movesWindow { view.setSubtreeWindow(newWindow) }
    addPositionDependentLayouts(view.layoutState.positionDependentLayouts)
    if autoLayout != nil, let stack = self as? StackView { stack.arrangementMayHaveChanged = true }
    if !view.storedAutoresizingMask.isEmpty { subviewsMayAutoresize = true }
    if view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
    view.subtreeDidChangeSuperview()
    if movesWindow { view.subtreeDidMoveToWindow() }
    view.didMoveToSuperview()
    if movesWindow {
      view.subtreeDidMove(from: oldWindow, to: newWindow, animated: animated, defersAppearance: defersAppearance)
    }
  }

  /// Removes this view from its superview (and from its window).
  ///
  /// Callbacks (V1), as on the platform: ``willMove(toSuperview:)`` with `nil`; when it was in
  /// a window, ``willMove(toWindow:)`` with `nil` and then ``didMoveToWindow()`` on the whole
  /// subtree; then ``didMoveToSuperview()``.
  ///
  /// ```swift
  /// badge.removeFromSuperview()
  /// ```
  ///
  /// Degenerate input: a view without a superview is left alone.
  public func removeFromSuperview() {
    removeFromSuperview(animated: false)
  }

  /// ``removeFromSuperview()`` whose disappearance callbacks report `animated` (a container's
  /// own transition: C6, N1–N3).
  func removeFromSuperview(animated: Bool) {
    guard let superview = storedSuperview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil {
      subtreeWillMove(from: oldWindow, to: nil, animated: animated)
      subtreeWillMove(toWindow: nil)
    }
    // The callbacks ran app code, which may have moved this view already.
    guard storedSuperview === superview else { return }
    superview.unlinkSubview(self)
    if oldWindow != nil { setSubtreeWindow(nil) }
    subtreeDidChangeSuperview()
    if oldWindow != nil { subtreeDidMoveToWindow() }
    didMoveToSuperview()
    if oldWindow != nil { subtreeDidMove(from: oldWindow, to: nil, animated: animated) }
  }

  /// Stops with a precondition failure if adding `view` would corrupt the hierarchy.
  private func checkInsertable(_ view: View) {
    precondition(view !== self, "View.insertSubview: cannot add a view to itself")
    // A view without subviews is no view's ancestor: no walk up (a chain built view by view,
    // each added to the deepest, stays linear).
    guard !view.storedSubviews.isEmpty else { return }
    precondition(
      !isDescendant(of: view),
      "View.insertSubview: cannot add a view to one of its own descendants (hierarchy cycle)")
  }

  /// The position of a direct subview, by identity.
  ///
  /// A plain loop rather than `firstIndex(where:)`: a closure formed in this main-actor class
  /// and passed to the standard library checks its actor isolation at run time on every call
  /// (about 220 instructions each, three per arrangement layout pass).
  func indexOfSubview(_ view: View) -> Int? {
    var index = 0
    while index < storedSubviews.count {
      if storedSubviews[index] === view { return index }
      index += 1
    }
    return nil
  }

  func unlinkSubview(_ view: View) {
    if let index = indexOfSubview(view) {
      editSubviews { subviews in _ = subviews.remove(at: index) }
    }
    view.storedSuperview = nil
    addPositionDependentLayouts(-view.layoutState.positionDependentLayouts)
    if autoLayout != nil, let stack = self as? StackView { stack.arrangementMayHaveChanged = true }
    if hasOwningController, let controller = owningController { controller.viewDidLoseSubview(view) }
  }

  /// Changes ``subviews`` in place.
  ///
  /// The list is swapped out, changed, and swapped back: a change made in place could free a
  /// view (the array's old buffer) during the write, which the optimizer must treat as a
  /// possibly conflicting access and then check every access to the list at run time.
  func editSubviews(_ body: (inout [View]) -> Void) {
    var subviews: [View] = []
    swap(&subviews, &storedSubviews)
    body(&subviews)
    swap(&subviews, &storedSubviews)
  }

  /// Calls `body` on this view and every descendant, parents before children.
  func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for subview in storedSubviews { subview.forEachInSubtree(body) }
  }
}
