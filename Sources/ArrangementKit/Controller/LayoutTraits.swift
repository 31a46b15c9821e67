import Foundation

/// The four traits an arrangement's solver reads: the size classes, the layout direction and
/// the display scale of a controller's ``ViewController/traitCollection``.
///
/// A value of trivial members, so that a layout pass can read them without copying the whole
/// collection: `TraitCollection` holds a string (its content size category), and every copy of
/// it retains and releases that string. An arrangement controller that is a window's root
/// (`ViewController.windowRootDisplay`) reads them from its display and its overrides, field by
/// field; any other takes them from its `traitCollection` (Docs/Performance.md: ~500
/// instructions per `controller.relayout` before this path).
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
