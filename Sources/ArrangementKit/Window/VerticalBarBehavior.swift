import Foundation

/// Whether a controller keeps the display's vertical bar (VB1): the platform's
/// `UIVerticalBarBehavior`.
///
/// A controller states its preference by overriding
/// ``ViewController/preferredVerticalBarBehavior``; the preference is resolved per window root
/// and per presentation (VB2). Where the display has a bar, a resolved ``disabled`` removes the
/// bar's side inset from the safe area and puts the status bar's inset on top (VB3).
///
/// ```swift
/// final class FullBleedPlayer: ViewController {
///   override var preferredVerticalBarBehavior: VerticalBarBehavior { .disabled }
/// }
/// ```
///
/// Degenerate input: `VerticalBarBehavior(rawValue:)` is `nil` outside 0–1.
public enum VerticalBarBehavior: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The system decides: the bar is shown where the display has one (0).
  case automatic = 0
  /// The bar is not shown; its inset moves to the top edge (1).
  case disabled = 1

  /// The case name.
  public var description: String {
    switch self {
    case .automatic: "automatic"
    case .disabled: "disabled"
    }
  }
}

/// Which edge of the interface the vertical bar is on (VB4): the platform's `UIVerticalBarEdge`,
/// read from `traitCollection.verticalBarEdge`.
///
/// The bar keeps its physical side, so the edge depends on the layout direction: a bar on the
/// right is `.trailing` left to right and `.leading` right to left.
///
/// ```swift
/// if traitCollection.verticalBarEdge == .trailing { toolbar.alignToLeadingEdge() }
/// ```
///
/// Degenerate input: `VerticalBarEdge(rawValue:)` is `nil` outside 0–2.
public enum VerticalBarEdge: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No bar, or a controller that disabled it (0).
  case unspecified = 0
  /// The bar is on the leading edge (1).
  case leading = 1
  /// The bar is on the trailing edge (2).
  case trailing = 2

  /// The case name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .leading: "leading"
    case .trailing: "trailing"
    }
  }
}

extension TraitCollection {
  /// The edge the display's vertical bar is on, for this controller or view (VB4).
  ///
  /// `.trailing` on the iPhone Duo's outer display in portrait and `landscape` and on its inner
  /// display in landscape; `.leading` on the outer display in `landscapeFlipped`;
  /// `.unspecified` on the inner display in portrait, on devices without a bar, and for a
  /// controller whose resolved behaviour is `.disabled` (measured). Right to left, the edge
  /// flips: the bar keeps its physical side.
  ///
  /// ```swift
  /// simulator.window.rootViewController?.traitCollection.verticalBarEdge   // .trailing
  /// ```
  ///
  /// Degenerate input: traits made by hand (`TraitCollection()`) report `.unspecified`.
  public var verticalBarEdge: VerticalBarEdge {
    guard let side = verticalBarSide else { return .unspecified }
    return (side == .right) == (layoutDirection == .leftToRight) ? .trailing : .leading
  }

  /// The traits whose change can change ``verticalBarEdge``, for `registerForTraitChanges`.
  ///
  /// ```swift
  /// registerForTraitChanges(TraitCollection.systemTraitsAffectingVerticalBarEdge) { (self: Self, _) in
  ///   self.placeToolbar()
  /// }
  /// ```
  public static var systemTraitsAffectingVerticalBarEdge: [any TraitDefinition.Type] {
    [VerticalBarEdgeTrait.self, TraitLayoutDirection.self]
  }
}

/// The vertical bar's edge as a trait for change registration (VB4). The platform has no public
/// trait type for it; ``TraitCollection/systemTraitsAffectingVerticalBarEdge`` hands it out.
enum VerticalBarEdgeTrait: TraitDefinition, BuiltInTrait {
  static var defaultValue: VerticalBarEdge { .unspecified }
  static func value(in traits: TraitCollection) -> VerticalBarEdge { traits.verticalBarEdge }
  static func isOverridden(in overrides: TraitOverrides) -> Bool { false }
  static func removeOverride(from overrides: inout TraitOverrides) {}
}

extension Display {
  /// The safe area a presentation sees (VB3): the display's, or — where the display has a bar
  /// and the presentation's resolved behaviour is `.disabled` — without the bar's side inset and
  /// with the status bar's inset on top. The bottom inset stays.
  func safeAreaInsets(barDisabled: Bool) -> EdgeInsets {
    guard barDisabled, let bar = verticalBar else { return safeAreaInsets }
    var insets = safeAreaInsets
    switch bar.side {
    case .left: insets.left = 0
    case .right: insets.right = 0
    }
    let top = bar.disabledTopInset
    insets.top = top.isFinite && top > 0 ? top : 0
    return insets
  }
}

extension ViewController {
  /// Asks for the vertical bar preference to be read again (VB1): the window root or
  /// presentation this controller belongs to resolves it at once (VB2), and the safe areas and
  /// `verticalBarEdge` follow.
  ///
  /// ```swift
  /// isImmersive = true
  /// setNeedsUpdateOfVerticalBarConfiguration()
  /// ```
  ///
  /// Degenerate input: a controller in no window does nothing (its preference is read when it
  /// is installed).
  public func setNeedsUpdateOfVerticalBarConfiguration() {
    verticalBarPresentationRoot?.resolveVerticalBarBehavior()
  }

  /// The window root or presented controller whose resolution applies to this controller.
  var verticalBarPresentationRoot: ViewController? {
    var controller = self
    while controller.storedPresenting == nil {
      if let parent = controller.storedParent {
        controller = parent
      } else if let owner = controller.slotOwner {
        controller = owner
      } else {
        return controller.storedView?.storedSuperview is Window ? controller : nil
      }
    }
    return controller
  }

  /// Follows `childForPreferredVerticalBarBehavior` from this controller (a window root or a
  /// presented one) and stores whether the last one disables the bar; on a change, the traits
  /// of the subtree are refreshed and the view is laid out again (VB2, VB3).
  func resolveVerticalBarBehavior() {
    var controller = self
    var steps = 0
    // A chain that loops back (an override returning an ancestor) stops after 64 steps.
    while let child = controller.childForPreferredVerticalBarBehavior, child !== controller, steps < 64 {
      controller = child
      steps += 1
    }
    let disabled = controller.preferredVerticalBarBehavior == .disabled
    guard disabled != resolvesVerticalBarDisabled else { return }
    resolvesVerticalBarDisabled = disabled
    refreshTraitsInHierarchy()
    storedView?.setNeedsLayout()
  }

  /// Re-resolves the bar for the presentation this controller belongs to (after a push, pop,
  /// tab switch).
  func updateVerticalBarResolution() {
    verticalBarPresentationRoot?.resolveVerticalBarBehavior()
    // The bars show the new top's or tab's items, and an enclosing tab bar may leave (B1).
    if self is any BarHosting {
      storedView?.setNeedsLayout()
      noteBarContentChange()
    }
  }
}

extension View {
  /// Whether the presentation this view is in (the window's root or a presented controller)
  /// resolved the vertical bar to `.disabled` (VB3).
  var presentationDisablesVerticalBar: Bool {
    if let window = self as? Window { return window.rootViewController?.resolvesVerticalBarDisabled ?? false }
    var view = self
    while let superview = view.storedSuperview, !(superview is Window) { view = superview }
    return view.owningController?.resolvesVerticalBarDisabled ?? false
  }
}
