import Foundation

/// A container that places two child controllers with an arrangement: the object model's
/// `UIArrangementViewController`.
///
/// Put a controller in the `.primary` and/or `.secondary` slot with
/// ``setViewController(_:for:animated:)`` and choose how they share the space with
/// ``updateArrangement(_:animated:)`` (it starts with `.split`). Layout is coalesced (C5):
/// changes of bounds, traits, reserved regions, arrangement, slot content or a child's
/// `preferredContentSize` only mark layout as needed; the next layout pass builds one
/// `ArrangementContext` from the view's bounds, its traits, the display's reserved regions
/// (in the view's coordinates) and the children's preferred sizes, and asks the arrangement
/// to solve it — once, and not at all when nothing changed. Shown children get their frames;
/// hidden ones are detached and later re-attached as the same instance (C6); the primary is
/// drawn above the secondary (C7); observers hear about every change once (C8, C9).
///
/// ```swift
/// let arrangement = ArrangementController()
/// arrangement.setViewController(player, for: .primary)
/// arrangement.setViewController(tabs, for: .secondary)
/// var split = SplitArrangement().axes(.horizontal)
/// split.primary.width.preferred = .fractional(0.45)
/// arrangement.updateArrangement(split)
/// simulator.window.rootViewController = arrangement
/// let paged = arrangement.state(for: .secondary)?.isHidden == true
/// ```
///
/// Degenerate input: bad numbers anywhere are sanitized by the solver (S5, D7) and reported
/// as diagnostics in ``currentLayout``. Placing the controller inside itself or placing one of
/// its ancestors stops with a precondition failure (C2).
@preconcurrency @MainActor
open class ArrangementController: ViewController {
  /// The slots of an arrangement: `.primary` and `.secondary`.
  public typealias ViewPlacement = ArrangementCore.ViewPlacement
  /// What the arrangement decided for one slot.
  public typealias ViewState = ArrangementCore.ViewState
  /// The protocol every arrangement value conforms to.
  public typealias Arrangement = ArrangementCore.Arrangement

  /// The controllers in the slots, shown or hidden (C3).
  var primaryController: ViewController?
  var secondaryController: ViewController?
  /// The arrangement applied (C4), boxed: reading a reference is a plain load, where copying
  /// an existential out of the controller is an exclusivity-checked access on every pass.
  var storedArrangement = ArrangementBox(SplitArrangement())
  /// The latest solve (C3, C5): the input, the layout it gave (applied, or being applied), and
  /// the bounds origin its frames were offset by.
  var solved = SolvedLayout()
  /// The latest layout; `nil` before the first solve.
  var storedLayout: ArrangementLayout? { solved.hasLayout ? solved.layout : nil }
  /// A change since the last solve asked for `animated: true` (C8).
  var pendingAnimation = false
  /// The observers, and the transition they will be told about when the pass finishes (C9).
  let observerRegistry = ObserverRegistry()
  /// Set while the controller attaches or detaches its own children.
  var isPerformingContainment = false
  /// Set while a layout is being applied (queries then read the stored layout).
  var isApplyingLayout = false
  /// Whether a pane attached in a window waits to appear at the end of the next pass (V5).
  var hasDeferredAppearances = false
  /// Backs ``snapsToPixels`` (a computed property, so that its reads on the layout path are
  /// plain loads rather than exclusivity-checked accesses of a public stored property).
  var storedSnapsToPixels = false
  /// Backs ``solveCount``.
  var storedSolveCount = 0
  /// How many times this controller has asked its arrangement to solve: one per layout pass
  /// whose inputs changed, none for passes that change nothing (C5).
  ///
  /// ```swift
  /// arrangement.view.layoutIfNeeded(); arrangement.view.layoutIfNeeded()
  /// arrangement.solveCount   // 1
  /// ```
  @_spi(Testing) public var solveCount: Int { storedSolveCount }

  /// Creates an arrangement controller with empty slots and the default `.split` arrangement.
  ///
  /// A designated initializer, as the platform's `UIArrangementViewController` declares it
  /// (`override init()`), so a subclass may call either `super.init()` or
  /// `super.init(nibName: nil, bundle: nil)` from its own initializers.
  ///
  /// ```swift
  /// let arrangement = ArrangementController()
  /// arrangement.arrangement is SplitArrangement   // true
  ///
  /// final class PlayerArrangementController: ArrangementController {
  ///   override init() { super.init() }
  /// }
  /// ```
  ///
  /// Degenerate input: none; a new controller has empty slots.
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates an arrangement controller with empty slots and the default `.split`
  /// arrangement: the designated initializer. Both arguments are ignored (there are no nib
  /// files), as in ``ViewController/init(nibName:bundle:)``.
  ///
  /// Subclasses call it from their own initializers, as platform code does:
  ///
  /// ```swift
  /// final class PopupArrangementController: ArrangementController {
  ///   init() { super.init(nibName: nil, bundle: nil) }
  /// }
  /// ```
  ///
  /// Degenerate input: any name and bundle give the same controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  // Clears the slots' back-references (see ViewController's deinit).
  deinit {
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { releaseSlotsOnDeinit() }
    } else {
      let slots = [primaryController, secondaryController]
      Task { @MainActor in ArrangementController.releaseSlots(slots) }
    }
  }

  private func releaseSlotsOnDeinit() {
    ArrangementController.releaseSlots([primaryController, secondaryController])
  }

  /// The slots' controllers forget their freed arrangement controller.
  private static func releaseSlots(_ slots: [ViewController?]) {
    for controller in slots { controller?.slotOwner = nil }
  }

  /// Puts a controller in a slot, or empties the slot with `nil` (C1).
  ///
  /// - A controller already in the other slot moves (that slot becomes empty); it stays a
  ///   child, so it gets no containment callbacks.
  /// - A controller with another parent is removed from it first (emptying its slot there if
  ///   it was placed in another arrangement).
  /// - Assigning the controller already in the slot does nothing.
  /// - The new child is added (`willMove(toParent:)` with this controller), its view installed,
  ///   then `didMove(toParent:)`; a removed child gets `willMove(toParent: nil)`, its view is
  ///   removed, then it leaves (`didMove(toParent: nil)`).
  ///
  /// Layout is marked as needed (C5); the next pass gives frames, and detaches the child again
  /// if the arrangement hides it (C6).
  ///
  /// ```swift
  /// arrangement.setViewController(player, for: .primary)
  /// arrangement.setViewController(nil, for: .secondary, animated: true)
  /// ```
  ///
  /// Open, as the platform's methods are: a subclass that overrides it and calls `super`
  /// keeps every C rule (C11).
  ///
  /// Degenerate input: placing the arrangement controller itself, or one of its ancestors,
  /// stops with a precondition failure naming the problem (C2).
  open func setViewController(
    _ viewController: ViewController?, for placement: ViewPlacement, animated: Bool = false
  ) {
    performSetViewController(viewController, for: placement, animated: animated)
  }

  /// The arrangement currently applied (a value; changing a copy changes nothing, C4).
  ///
  /// ```swift
  /// if let split = arrangement.arrangement as? SplitArrangement { print(split.axes) }
  /// ```
  public var arrangement: any ArrangementCore.Arrangement { storedArrangement.value }

  /// Applies another arrangement. Layout is marked as needed; the next pass solves it.
  ///
  /// The arrangement is copied: mutating the caller's value afterwards changes nothing.
  /// Applying an arrangement equal to the current one schedules no layout (C4). An animated
  /// change produces a transition with ``ArrangementTransition/isAnimated`` and the default
  /// 0.3 s duration (C8).
  ///
  /// ```swift
  /// arrangement.updateArrangement(.overlay, animated: true)
  /// arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
  /// ```
  ///
  /// Degenerate input: any values inside the arrangement are sanitized by the solver (S5).
  open func updateArrangement(_ arrangement: some ArrangementCore.Arrangement, animated: Bool = false) {
    if arrangement.isEqual(to: storedArrangement.value) { return }
    storedArrangement = ArrangementBox(arrangement)
    if animated && View.areAnimationsEnabled { pendingAnimation = true }
    solved.isCurrent = false
    inputsDidChange()
  }

  /// Whether frames are rounded to the display's pixel grid (P1); `false` by default, as on
  /// the platform (P2).
  ///
  /// By default the controller passes no display scale to the solver, so frames are exact:
  /// equal halves of 867 pt on the @3x iPhone Duo are 433.5 and 433.5, as measured on the
  /// platform. With `true`, a controller in a window passes its trait display scale and the
  /// edge two tiled views share is rounded to the nearest 1 / scale (433.667 and 433.333 at
  /// @3x). Outside a window nothing is snapped either way (there are no pixels). Changing it
  /// marks layout as needed (C5).
  ///
  /// ```swift
  /// arrangement.snapsToPixels = true
  /// arrangement.view.layoutIfNeeded()   // shared edges on whole pixels
  /// ```
  ///
  /// Degenerate input: a non-finite or non-positive display scale turns snapping off with a
  /// diagnostic (the solver's rule, P1).
  public var snapsToPixels: Bool {
    get { storedSnapsToPixels }
    set {
      guard newValue != storedSnapsToPixels else { return }
      storedSnapsToPixels = newValue
      inputsDidChange()
    }
  }

  // MARK: Hooks

  override var layoutDependsOnPosition: Bool { true }

  /// C6: a slot's view taken out of the container by anyone but the controller itself (the app
  /// removed it or added it elsewhere) marks the layout, whose next pass puts a shown one back.
  override func viewDidLoseSubview(_ subview: View) {
    guard !isPerformingContainment,
      primaryController?.storedView === subview || secondaryController?.storedView === subview
    else { return }
    slotsDidChange()
  }

  override func layoutContent(of view: View) {
    // Whatever `viewWillLayoutSubviews()` changed (a subclass swapping placements, C11) is
    // solved right now, in this pass: it leaves no second layout pending. `view` is the
    // controller's view (held by the pass) unless that callback replaced it.
    guard storedView === view else {
      if let replacement = storedView { layoutContent(of: replacement) }
      return
    }
    view.needsLayoutFlag = false
    performArrangementLayout(in: view)
  }

  /// Only with observers is there a transition to deliver when a pass finishes (C9).
  /// `addObserver(_:)` turns the view's copy on; it stays on when they are gone.
  override var finishesLayoutPasses: Bool { !observerRegistry.isEmpty }

  override func viewDidFinishLayoutPass() {
    if hasDeferredAppearances { finishDeferredAppearances() }
    deliverPendingTransition()
  }

  override func defersAppearance(ofEnteringSubview subview: View, animated: Bool) -> Bool {
    deferAppearance(ofAttached: subview, animated: animated)
  }

  override func refreshTraitsInHierarchy(to current: TraitCollection) {
    super.refreshTraitsInHierarchy(to: current)
    // Detached (hidden) children inherit from their arrangement too (through the slot).
    let reported = reportedTraits
    if let primary = primaryController, !primary.hasParent {
      primary.refreshTraitsInHierarchy(to: primary.applyingOwnTraitAdjustments(to: reported))
    }
    if let secondary = secondaryController, !secondary.hasParent {
      secondary.refreshTraitsInHierarchy(to: secondary.applyingOwnTraitAdjustments(to: reported))
    }
  }
}

/// An arrangement value held by reference, replaced (never mutated) when the controller's
/// arrangement changes (C4).
final class ArrangementBox: Sendable {
  let value: any ArrangementCore.Arrangement

  init(_ value: any ArrangementCore.Arrangement) {
    self.value = value
  }

  /// The arrangement's layout, asked of the value where it is stored: calling it through
  /// `box.value` copied the existential out of the box (and destroyed it) on every pass.
  func layout(in context: ArrangementContext) -> ArrangementLayout {
    value.layout(in: context)
  }
}
