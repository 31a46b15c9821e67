import Foundation

/// The four traits an arrangement's solver reads: the size classes, the layout direction and
/// the display scale of a controller's ``ViewController/traitCollection``.
///
/// A value of trivial members, so that a layout pass can read them without copying the whole
/// collection: `TraitCollection` holds a string (its content size category), and every copy of
/// it retains and releases that string. An arrangement controller that is a window's root
/// (`ViewController.windowRootDisplay`) reads them from its display and its overrides, field by
/// field; any other up its parent chain (`layoutTraitsInheritedFromAbove()`), else from its
/// `traitCollection` (Docs/Performance.md: ~500 instructions per `controller.relayout` before
/// this path).
struct LayoutTraits: Sendable, Hashable {
  var horizontalSizeClass: UserInterfaceSizeClass
  var verticalSizeClass: UserInterfaceSizeClass
  var layoutDirection: LayoutDirection
  var displayScale: CGFloat

  /// The four of `traits`, with `overrides` applied as ``TraitOverrides/applied(to:)`` does.
  init(_ traits: borrowing TraitCollection, overriddenBy overrides: borrowing TraitOverrides = TraitOverrides()) {
    horizontalSizeClass = overrides.horizontalSizeClass ?? traits.horizontalSizeClass
    verticalSizeClass = overrides.verticalSizeClass ?? traits.verticalSizeClass
    layoutDirection = overrides.layoutDirection ?? traits.layoutDirection
    displayScale = traits.displayScale
  }
}

extension ViewController {
  /// The four layout traits of ``traitCollection`` for a controller that is not a window's
  /// root (which reads them from its display): read up the parent chain to the window's root
  /// without building a trait collection at each level (Docs/Performance.md: ~730
  /// instructions per `controller.navigation.relayout`).
  ///
  /// Each trait is the nearest override of it on the way up, else the root's display's. A chain
  /// that does not end at a window's root (a slot owner, a view's superview or a covered window
  /// on the way, or more than 64 levels) takes them from ``traitCollection`` itself. Content
  /// size limits and the vertical bar's resolution change none of the four.
  func layoutTraitsInheritedFromAbove() -> LayoutTraits {
    var nearest = TraitOverrides()
    var controller = self
    var steps = 0
    while true {
      let overrides = controller.storedTraitOverrides
      if nearest.horizontalSizeClass == nil { nearest.horizontalSizeClass = overrides.horizontalSizeClass }
      if nearest.verticalSizeClass == nil { nearest.verticalSizeClass = overrides.verticalSizeClass }
      if nearest.layoutDirection == nil { nearest.layoutDirection = overrides.layoutDirection }
      if let display = controller.windowRootDisplay { return LayoutTraits(display.traits, overriddenBy: nearest) }
      guard controller.hasParent, let parent = controller.storedParent, steps < 64 else {
        return LayoutTraits(traitCollection)
      }
      controller = parent
      steps += 1
    }
  }
}
