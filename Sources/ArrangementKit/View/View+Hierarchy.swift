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
    var current: View? = self
    while let view = current {
      if let window = view as? Window { return window }
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
  /// Adding a view that is already a subview moves it to the top. Entering or leaving a
  /// window fires the appearance callbacks of the controllers whose views move, delivers the
  /// current hinge to hinge interactions, and refreshes traits.
  ///
  /// ```swift
  /// container.addSubview(badge)
  /// ```
  ///
  /// Degenerate input: adding a view to itself or to one of its descendants would corrupt the
  /// hierarchy and stops with a precondition failure naming the problem.
  public func addSubview(_ view: View) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Inserts `view` at `index` in ``subviews`` (0 is the bottom), removing it from its
  /// previous superview first.
  ///
  /// ```swift
  /// container.insertSubview(background, at: 0)
  /// ```
  ///
  /// Degenerate input: an index outside `0...subviews.count` is clamped into it; a view that
  /// is already a subview is moved to the index. Adding a view to itself or to one of its
  /// descendants stops with a precondition failure.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self, "View.insertSubview: cannot add a view to itself")
    precondition(
      !isDescendant(of: view),
      "View.insertSubview: cannot add a view to one of its own descendants (hierarchy cycle)")
    if view.storedSuperview === self {
      editSubviews { subviews in
        if let current = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: current) }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
      }
      return
    }
    let oldWindow = view.window
    let newWindow = window
    let movesWindow = oldWindow !== newWindow
    if movesWindow { view.subtreeWillMove(from: oldWindow, to: newWindow) }
    view.storedSuperview?.unlinkSubview(view)
    editSubviews { subviews in subviews.insert(view, at: min(max(index, 0), subviews.count)) }
    view.storedSuperview = self
    if view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
    view.subtreeDidChangeSuperview()
    if movesWindow { view.subtreeDidMove(from: oldWindow, to: newWindow) }
  }

  /// Removes this view from its superview (and from its window).
  ///
  /// ```swift
  /// badge.removeFromSuperview()
  /// ```
  ///
  /// Degenerate input: a view without a superview is left alone.
  public func removeFromSuperview() {
    guard let superview = storedSuperview else { return }
    let oldWindow = window
    if oldWindow != nil { subtreeWillMove(from: oldWindow, to: nil) }
    superview.unlinkSubview(self)
    subtreeDidChangeSuperview()
    if oldWindow != nil { subtreeDidMove(from: oldWindow, to: nil) }
  }

  /// Moves a subview directly above another one (used to keep drawing order, C7).
  func placeSubview(_ view: View, above other: View) {
    // Being listed in `storedSubviews` is being a subview (insert and unlink keep the list and
    // `storedSuperview` together), so no weak `superview` load is needed here.
    guard let viewIndex = indexOfSubview(view), let otherIndex = indexOfSubview(other),
      viewIndex < otherIndex
    else { return }
    editSubviews { subviews in
      subviews.remove(at: viewIndex)
      subviews.insert(view, at: otherIndex)
    }
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

  // MARK: Window moves

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
      view.owningController?.endAppearance(animated: animated)
      if view.owningController?.layoutDependsOnPosition == true { view.setNeedsLayout() }
      for interaction in view.storedInteractions {
        (interaction as? HingeInteraction)?.viewDidMove(toWindow: newWindow)
      }
    }
  }

  /// The superview changed: controllers in this subtree may inherit other traits now.
  func subtreeDidChangeSuperview() {
    forEachInSubtree { view in view.owningController?.refreshTraitsInHierarchy() }
  }
}
