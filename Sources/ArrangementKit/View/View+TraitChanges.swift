import Foundation

extension View {
  /// This view's traits changed in place from `previous` to `current` (a controller's traits,
  /// the display's, or this view's own overrides and limits): tells it and the plain views
  /// below it, top-down (DT1, DT3, T2).
  ///
  /// Each view whose traits differ gets ``traitCollectionDidChange(_:)``; views registered for
  /// trait changes compare with what they last reported; views that measure text re-measure
  /// when what they measured against changed (DT1). The walk does not enter the views of other
  /// controllers: a child controller is refreshed by its parent (its traits come from there),
  /// and a controller that is no child (its view added by hand) is refreshed here, from its
  /// superview. Each view's traits are its superview's with its own adjustments, so the walk
  /// is linear in the subtree.
  func traitsDidChange(from previous: TraitCollection, to current: TraitCollection, measurer: TextMeasurerBox?) {
    if previous != current { traitCollectionDidChange(previous) }
    if traitRegistrations != nil { refreshRegisteredTraits() }
    if measuresText { refreshTextEnvironment(traits: current, measurer: measurer) }
    for subview in storedSubviews {
      if subview.hasOwningController, let controller = subview.owningController {
        if !controller.hasParent, !controller.hasSlotOwner { controller.refreshTraitsInHierarchy() }
        continue
      }
      subview.traitsDidChange(
        from: subview.applyingOwnTraitAdjustments(to: previous), to: subview.applyingOwnTraitAdjustments(to: current),
        measurer: measurer)
    }
  }

  /// What the text of this subtree is measured against may have changed (it moved, or its
  /// window's measurer was replaced): every view that measures text compares (DT2).
  func refreshTextEnvironmentInSubtree() {
    forEachInSubtree { view in view.refreshMeasuredTextEnvironment() }
  }

  /// For a view that measured text: compares with its own traits and window's measurer (DT2).
  /// Nothing is computed for other views and for text views not measured yet.
  func refreshMeasuredTextEnvironment() {
    guard measuresText else { return }
    let measured: Bool
    if let label = self as? Label {
      measured = label.measuredEnvironment != nil
    } else if let button = self as? Button {
      measured = button.measuredEnvironment != nil
    } else {
      measured = false
    }
    if measured { refreshTextEnvironment(traits: nil, measurer: window?.textMeasurerBox) }
  }

  /// Asks a text-measuring view to compare what it measured against with `traits` (its own
  /// traits when `nil`) and `measurer`, and to re-measure on a difference (DT1, DT2).
  private func refreshTextEnvironment(traits: TraitCollection?, measurer: TextMeasurerBox?) {
    if let label = self as? Label {
      label.textEnvironmentMayHaveChanged(traits: traits, measurer: measurer)
    } else if let button = self as? Button {
      button.textEnvironmentMayHaveChanged(traits: traits, measurer: measurer)
    }
  }
}

/// What a text control measured against besides its own properties (DT1, DT2): the text size
/// its font followed (`nil` for a font that does not follow it) and the window's measurer.
struct TextEnvironment: Hashable {
  var category: ContentSizeCategory?
  var measurer: ObjectIdentifier?

  init(category: ContentSizeCategory?, measurer: TextMeasurerBox?) {
    self.category = category
    self.measurer = measurer.map(ObjectIdentifier.init)
  }
}
