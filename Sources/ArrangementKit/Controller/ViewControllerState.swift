import Foundation

/// A controller's own state, apart from its view and its links: where it is in the appearance
/// state machine and in container transitions, the traits it last reported, its trait
/// overrides and trait-change handlers, its preferred content size and the vertical bar it
/// resolved.
///
/// One stored value of ``ViewController`` (`controllerState`), read and written through the
/// accessors below. Plain values, no behaviour. Change a field only through its accessor (or
/// by assigning it whole): a mutation in place that calls out (an array growing, a closure)
/// would make every access to `controllerState` an exclusivity-checked one, the layout path's
/// included (+250 instructions per `controller.relayout`, Docs/Performance.md).
struct ViewControllerState {
  /// Backs ``ViewController/preferredContentSize``.
  var preferredContentSize: CGSize = .zero
  /// The traits last reported through `traitCollectionDidChange` (defaults before any change).
  var reportedTraits = TraitCollection()
  /// Where the controller is between `viewWillAppear` and `viewDidDisappear`.
  var appearance = ViewController.AppearanceState.disappeared
  /// The handlers registered with `registerForTraitChanges(_:handler:)` (T2), in order.
  var traitChangeRegistrations: [TraitChangeRecord] = []
  /// Backs ``ViewController/traitOverrides`` (computed: a plain load on the layout path, not a
  /// checked access).
  var traitOverrides = TraitOverrides()
  /// The container transitions this controller is in the middle of (``ViewController/isMovingToParent`` …).
  var transitionMarks = TransitionMarks()
  /// Whether this controller, as a window root or a presented controller, resolved the vertical
  /// bar to `.disabled` (VB2): set by `resolveVerticalBarBehavior()`.
  var resolvesVerticalBarDisabled = false
  /// The `animated` flag of an appearance that waits for the layout pass of the arrangement
  /// controller that just attached this one (V5, C12); `nil` when none waits.
  var deferredAppearanceAnimation: Bool?
  /// Backs ``ViewController/modalPresentationStyle``.
  var modalPresentationStyle = ModalPresentationStyle.automatic
  /// Whether ``contentSizeLimits`` sets a limit: the traits path reads this flag, not the
  /// strings of the limits.
  var hasContentSizeLimits = false
  /// Backs ``ViewController/minimumContentSizeCategory`` and ``ViewController/maximumContentSizeCategory`` (DT5).
  var contentSizeLimits = ContentSizeCategoryLimits()
}

extension ViewController {
  /// The appearance state machine's states (`viewWillAppear` … `viewDidDisappear`).
  enum AppearanceState { case disappeared, appearing, appeared, disappearing }

  /// See ``ViewControllerState/preferredContentSize``.
  var storedPreferredContentSize: CGSize {
    get { controllerState.preferredContentSize }
    set { controllerState.preferredContentSize = newValue }
  }
  /// See ``ViewControllerState/reportedTraits``.
  var reportedTraits: TraitCollection {
    get { controllerState.reportedTraits }
    set { controllerState.reportedTraits = newValue }
  }
  /// See ``ViewControllerState/appearance``.
  var appearanceState: AppearanceState {
    get { controllerState.appearance }
    set { controllerState.appearance = newValue }
  }
  /// See ``ViewControllerState/traitChangeRegistrations``.
  var traitChangeRegistrations: [TraitChangeRecord] {
    get { controllerState.traitChangeRegistrations }
    set { controllerState.traitChangeRegistrations = newValue }
  }
  /// See ``ViewControllerState/traitOverrides``.
  var storedTraitOverrides: TraitOverrides {
    get { controllerState.traitOverrides }
    set { controllerState.traitOverrides = newValue }
  }
  /// See ``ViewControllerState/hasContentSizeLimits``.
  var hasContentSizeLimits: Bool { controllerState.hasContentSizeLimits }
  /// See ``ViewControllerState/contentSizeLimits``; setting it sets the flag too.
  var storedContentSizeLimits: ContentSizeCategoryLimits {
    get { controllerState.contentSizeLimits }
    set {
      controllerState.contentSizeLimits = newValue
      controllerState.hasContentSizeLimits = !newValue.isEmpty
    }
  }
  /// See ``ViewControllerState/transitionMarks``.
  var transitionMarks: TransitionMarks {
    get { controllerState.transitionMarks }
    set { controllerState.transitionMarks = newValue }
  }
  /// See ``ViewControllerState/deferredAppearanceAnimation``.
  var deferredAppearanceAnimation: Bool? {
    get { controllerState.deferredAppearanceAnimation }
    set { controllerState.deferredAppearanceAnimation = newValue }
  }
  /// See ``ViewControllerState/resolvesVerticalBarDisabled``.
  var resolvesVerticalBarDisabled: Bool {
    get { controllerState.resolvesVerticalBarDisabled }
    set { controllerState.resolvesVerticalBarDisabled = newValue }
  }
}
