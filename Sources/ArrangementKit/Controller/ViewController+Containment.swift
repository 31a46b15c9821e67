import Foundation

extension ViewController {
  /// The controller this one is a child of, or `nil`.
  ///
  /// ```swift
  /// arrangement.setViewController(player, for: .primary)
  /// player.parent === arrangement   // true while shown (C6)
  /// ```
  public var parent: ViewController? { storedParent }

  /// The child controllers, in the order they were added.
  public var children: [ViewController] { storedChildren }

  /// Adds a child controller. Calls the child's ``willMove(toParent:)`` with this controller;
  /// the caller installs the child's view and then calls ``didMove(toParent:)``, as on the
  /// platform.
  ///
  /// A child with another parent is removed from it first (and from an arrangement slot it
  /// occupied there).
  ///
  /// ```swift
  /// addChild(list)
  /// view.addSubview(list.view)
  /// list.didMove(toParent: self)
  /// ```
  ///
  /// Degenerate input: adding a current child again does nothing. Adding a controller to
  /// itself or to one of its descendants would corrupt the tree and stops with a precondition
  /// failure naming the problem.
  public func addChild(_ child: ViewController) {
    if child === self {
      preconditionFailure("ViewController.addChild: a controller cannot be its own child")
    }
    if isDescendantOrDetachedDescendant(of: child) {
      preconditionFailure(
        "ViewController.addChild: \(type(of: child)) is an ancestor of \(type(of: self)); adding it as a child would create a cycle"
      )
    }
    if child.storedParent === self { return }
    if let owner = child.slotOwner, owner !== self, !owner.isPerformingContainment {
      owner.releaseFromSlot(child)
    }
    if child.storedParent != nil { child.removeFromParent() }
    // A presented controller stops being presented first, like a child leaving its parent (N3).
    if child.storedPresenting != nil { child.endPresentation(animated: false) }
    child.willMove(toParent: self)
    storedChildren.append(child)
    child.storedParent = self
    child.refreshTraitsInHierarchy()
  }

  /// Removes this controller from its parent and calls ``didMove(toParent:)`` with `nil`.
  /// The caller calls `willMove(toParent: nil)` and removes the view first, as on the platform.
  ///
  /// Removing a controller placed in an arrangement this way also empties its slot.
  ///
  /// ```swift
  /// list.willMove(toParent: nil)
  /// list.view.removeFromSuperview()
  /// list.removeFromParent()
  /// ```
  ///
  /// Degenerate input: a controller without a parent is left alone.
  public func removeFromParent() {
    guard let parent = storedParent else { return }
    if let owner = slotOwner, !owner.isPerformingContainment { owner.releaseFromSlot(self) }
    parent.storedChildren.removeAll { $0 === self }
    storedParent = nil
    parent.childDidLeave(self)
    didMove(toParent: nil)
    refreshTraitsInHierarchy()
  }

  /// The nearest ``ArrangementController`` among the ancestors (not this controller), or `nil`
  /// (C10). A hidden child detached by its arrangement has none (C6).
  ///
  /// ```swift
  /// navigation.setRoot(details); arrangement.setViewController(navigation, for: .secondary)
  /// details.arrangementController === arrangement   // true
  /// ```
  public var arrangementController: ArrangementController? {
    var current = storedParent
    while let controller = current {
      if let arrangement = controller as? ArrangementController { return arrangement }
      current = controller.storedParent
    }
    return nil
  }

  /// Whether `ancestor` is above this controller, through parents or arrangement slots.
  func isDescendantOrDetachedDescendant(of ancestor: ViewController) -> Bool {
    var current: ViewController? = storedParent ?? slotOwner
    while let controller = current {
      if controller === ancestor { return true }
      current = controller.storedParent ?? controller.slotOwner
    }
    return false
  }

  // MARK: Appearance

  func beginAppearance(appearing: Bool, animated: Bool) {
    if appearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      appearanceState = .appearing
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      viewWillDisappear(animated)
    }
  }

  func endAppearance(animated: Bool) {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(animated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      break
    }
  }
}
