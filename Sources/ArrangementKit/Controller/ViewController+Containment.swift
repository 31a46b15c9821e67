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

  /// The body of ``addChild(_:)`` (overrides call it through `super`).
  func performAddChild(_ child: ViewController) {
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

  /// The body of ``removeFromParent()`` (overrides call it through `super`).
  func performRemoveFromParent() {
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
  /// details.arrangementViewController === arrangement   // true
  /// ```
  public var arrangementViewController: ArrangementController? {
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
