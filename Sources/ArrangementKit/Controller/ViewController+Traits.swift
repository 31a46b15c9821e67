import Foundation

extension ViewController {
  /// The traits this controller lays out with (T1): its parent's (or, for a hidden child its
  /// arrangement detached, that arrangement's; for a window's root, the window's), with
  /// ``traitOverrides`` applied.
  ///
  /// ```swift
  /// arrangement.traitOverrides.horizontalSizeClass = .compact
  /// player.traitCollection.horizontalSizeClass   // .compact (inherited)
  /// ```
  ///
  /// A controller outside every window and parent reports the defaults with its overrides.
  public var traitCollection: TraitCollection {
    // A window's root controller, answered without a call: the window's traits, read from
    // the display its view records (the window is not loaded). Everything else in a function of its own.
    if let display = windowRootDisplay {
      guard resolvesVerticalBarDisabled else { return applyingOwnTraitAdjustments(to: display.traits) }
      var traits = display.traits
      traits.verticalBarSide = nil  // VB4: a disabled bar reads .unspecified (measured)
      return applyingOwnTraitAdjustments(to: traits)
    }
    return traitCollectionInheritedFromAbove()
  }

  /// The display of the window whose root this controller is, read from the view's link
  /// without loading the window; `nil` for every other controller (T1).
  var windowRootDisplay: Display? {
    guard !hasParent, !hasSlotOwner else { return nil }
    return storedView?.superviewWindowDisplay
  }

  /// `traitCollection` for a controller that is not a window's root: inherited from its
  /// parent, its slot owner or its view's superview.
  private func traitCollectionInheritedFromAbove() -> TraitCollection {
    // Empty references are recognized without loading them (a checked load of `nil` still
    // calls the runtime).
    let inherited: TraitCollection
    if hasParent, let parent = storedParent {
      inherited = parent.traitCollection
    } else if hasSlotOwner, let owner = slotOwner {
      inherited = owner.traitCollection
    } else if let superview = storedView?.storedSuperview {
      inherited = superview.traitCollection
    } else if let window = coveredWindow {
      inherited = window.traitCollection  // covered by a full-screen presentation (N3)
    } else {
      inherited = TraitCollection()
    }
    return applyingOwnTraitAdjustments(to: inherited)
  }

  /// `inherited` with this controller's ``traitOverrides``, then its content size limits (DT5),
  /// applied: the traits it inherits made its own (T1).
  func applyingOwnTraitAdjustments(to inherited: TraitCollection) -> TraitCollection {
    let overridden = storedTraitOverrides.applied(to: inherited)
    guard hasContentSizeLimits else { return overridden }
    return storedContentSizeLimits.applied(to: overridden)
  }

  /// Compares the traits with the ones last reported; on a change marks the view for layout
  /// and calls `traitCollectionDidChange(_:)` with the previous traits.
  func refreshTraits() {
    refreshTraits(to: traitCollection)
  }

  /// ``refreshTraits()`` with the traits already computed (`traitCollection`'s value).
  func refreshTraits(to current: TraitCollection) {
    guard current != reportedTraits else { return }
    let previous = reportedTraits
    reportedTraits = current
    storedView?.setNeedsLayout()
    // Leading and trailing constraints below resolve again with the new direction in the
    // next pass (L5), as after a display's direction change.
    if previous.layoutDirection != current.layoutDirection {
      storedView?.existingLayoutEngine?.setNeedsLayoutWhereDirectionChanged()
    }
    traitCollectionDidChange(previous)
    if !traitChangeRegistrations.isEmpty { notifyTraitChangeHandlers(previous: previous, current: current) }
    // The views below this controller, down to other controllers' views: their
    // `traitCollectionDidChange`, trait-change handlers (T2, V6) and text (DT1); only on a change.
    guard let view = storedView else { return }
    view.traitsDidChange(
      from: view.applyingOwnTraitAdjustments(to: previous), to: view.applyingOwnTraitAdjustments(to: current),
      measurer: view.window?.textMeasurerBox)
  }

  /// The traits this controller replaces for itself and everything below it (T1).
  ///
  /// Changing them refreshes the traits of the subtree (calling
  /// ``traitCollectionDidChange(_:)`` where they changed) and marks layout as needed.
  ///
  /// ```swift
  /// arrangement.traitOverrides.horizontalSizeClass = .compact
  /// ```
  public var traitOverrides: TraitOverrides {
    get { storedTraitOverrides }
    set {
      guard newValue != storedTraitOverrides else { return }
      storedTraitOverrides = newValue
      refreshTraitsInHierarchy()
    }
  }

  /// Re-reads the traits of this controller and of every controller below it (the walk is
  /// ``refreshTraitsInHierarchy(to:)``, in the class body: containers override it).
  func refreshTraitsInHierarchy() {
    refreshTraitsInHierarchy(to: traitCollection)
  }
}

extension ViewController {
  /// The `refreshTraitsInHierarchy(to:)` body: refreshes this controller, then each child with its own overrides
  /// applied to the traits reported now (a handler may have changed the overrides since `current`).
  func refreshTraitsAndChildren(to current: TraitCollection) {
    refreshTraits(to: current)
    let reported = reportedTraits
    for child in storedChildren { child.refreshTraitsInHierarchy(to: child.applyingOwnTraitAdjustments(to: reported)) }
  }
}
