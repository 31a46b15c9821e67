import Foundation

extension ArrangementController {
  /// The work of ``setViewController(_:for:animated:)`` (which subclasses may override).
  func performSetViewController(_ viewController: ViewController?, for placement: ViewPlacement, animated: Bool) {
    let current = controller(in: placement)
    if viewController === current { return }
    if let viewController { checkPlaceable(viewController) }
    if let current { remove(current, from: placement, animated: animated) }
    if let viewController {
      let other = placement.other
      if controller(in: other) === viewController {
        setController(nil, in: other)
      } else {
        if let owner = viewController.slotOwner, owner !== self,
          let ownerPlacement = owner.placement(for: viewController)
        {
          owner.setViewController(nil, for: ownerPlacement)
        }
        if let parent = viewController.storedParent, parent !== self {
          viewController.willMove(toParent: nil)
          if viewController.isViewLoaded { viewController.view.removeFromSuperview() }
          viewController.removeFromParent()
        }
      }
      setController(viewController, in: placement)
      viewController.slotOwner = self
      attach(viewController, animated: animated)
    }
    if animated && View.areAnimationsEnabled { pendingAnimation = true }
    slotsDidChange()
  }

  /// The controller in a slot, shown or hidden (C3); `nil` for an empty slot.
  ///
  /// ```swift
  /// arrangement.viewController(for: .secondary) === tabs   // even while tabs is hidden
  /// ```
  public func viewController(for placement: ViewPlacement) -> ViewController? {
    controller(in: placement)
  }

  /// The slot of a directly placed controller; `nil` for anything else, including
  /// descendants of a placed controller (C3).
  ///
  /// ```swift
  /// arrangement.placement(for: player)   // .primary
  /// arrangement.placement(for: navigationRoot)   // nil: it is inside the placed controller
  /// ```
  public func placement(for viewController: ViewController) -> ViewPlacement? {
    if primaryController === viewController { return .primary }
    if secondaryController === viewController { return .secondary }
    return nil
  }

  /// The state of a slot in the latest layout, running a pending layout first (C3); `nil` for
  /// an empty slot.
  ///
  /// ```swift
  /// arrangement.view.layoutIfNeeded()
  /// let paged = arrangement.state(for: .secondary)?.isHidden ?? true
  /// ```
  ///
  /// Called from inside a layout pass (for example a child's `viewDidLayoutSubviews`), it
  /// answers from the layout being applied without starting another pass.
  public func state(for placement: ViewPlacement) -> ViewState? {
    guard controller(in: placement) != nil else { return nil }
    layoutForQuery()
    return storedLayout?[placement]?.state
  }

  // MARK: Internals

  func controller(in placement: ViewPlacement) -> ViewController? {
    placement == .primary ? primaryController : secondaryController
  }

  func setController(_ controller: ViewController?, in placement: ViewPlacement) {
    if placement == .primary { primaryController = controller } else { secondaryController = controller }
  }

  /// C2: the controller itself or one of its ancestors can never be placed.
  func checkPlaceable(_ viewController: ViewController) {
    if viewController === self {
      preconditionFailure(
        "ArrangementController.setViewController: cannot place an arrangement controller inside itself")
    }
    if isDescendantOrDetachedDescendant(of: viewController) {
      preconditionFailure(
        "ArrangementController.setViewController: cannot place \(type(of: viewController)), an ancestor of this arrangement controller, inside it (it would contain itself)"
      )
    }
  }

  /// Empties a slot with the removal callbacks of C1.
  func remove(_ viewController: ViewController, from placement: ViewPlacement, animated: Bool = false) {
    setController(nil, in: placement)
    viewController.slotOwner = nil
    guard viewController.storedParent === self else {
      // A hidden (detached) child inherited its traits through the slot; they change now (T1).
      viewController.refreshTraitsInHierarchy()
      return
    }
    performContainment {
      viewController.willMove(toParent: nil)
      if viewController.isViewLoaded, viewController.view.superview === view {
        viewController.view.removeFromSuperview(animated: animated)
      }
      viewController.removeFromParent()
    }
  }

  /// Another path took a placed controller away (`removeFromParent()`, another `addChild`):
  /// forget it without callbacks.
  func releaseFromSlot(_ viewController: ViewController) {
    if primaryController === viewController { primaryController = nil }
    if secondaryController === viewController { secondaryController = nil }
    viewController.slotOwner = nil
    slotsDidChange()
  }

  /// Adds a placed controller as a child and installs its view (C1, C6 re-attach).
  func attach(_ viewController: ViewController, animated: Bool) {
    performContainment {
      if viewController.storedParent !== self {
        addChild(viewController)
        view.addSubview(viewController.view, animated: animated)
        viewController.didMove(toParent: self)
      } else if viewController.view.superview !== view {
        view.addSubview(viewController.view, animated: animated)
      }
    }
    keepDrawingOrder()
  }

  /// Detaches a hidden controller; it stays in its slot (C6).
  func detach(_ viewController: ViewController, animated: Bool) {
    guard viewController.storedParent === self else { return }
    performContainment {
      viewController.willMove(toParent: nil)
      if viewController.isViewLoaded { viewController.view.removeFromSuperview(animated: animated) }
      viewController.removeFromParent()
    }
  }

  /// Runs a containment change the controller makes itself (C1, C6), so that `addChild(_:)` /
  /// `removeFromParent()` know not to treat it as someone else taking the child away.
  private func performContainment(_ change: () -> Void) {
    let wasPerforming = isPerformingContainment
    isPerformingContainment = true
    change()
    isPerformingContainment = wasPerforming
  }

  /// C7: the primary's view above the secondary's.
  func keepDrawingOrder() {
    guard let primary = primaryController?.storedView, let secondary = secondaryController?.storedView,
      let container = storedView
    else { return }
    container.placeSubview(primary, above: secondary)
  }
}
