import Foundation

/// A rectangle on screen that holds ordered subviews: the object model's `UIView`.
///
/// A view has a `frame` in its superview's coordinates and `bounds` in its own, an ordered
/// list of ``subviews`` (later ones draw above earlier ones), and belongs to a ``Window`` once
/// one of its ancestors is a window. Layout is deferred: changes call ``setNeedsLayout()`` and
/// the next ``layoutIfNeeded()`` runs ``layoutSubviews()`` top-down, once per view per pass.
/// A view owned by a ``ViewController`` forwards its traits and layout callbacks to it.
/// Moving a view calls ``willMove(toSuperview:)`` / ``didMoveToSuperview()`` and, when its
/// window changes, ``willMove(toWindow:)`` / ``didMoveToWindow()`` (V1); its
/// ``autoresizingMask`` resizes it with its superview (V2); its ``Responder/next`` is its
/// controller or superview (V3).
///
/// ```swift
/// let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
/// let badge = View(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
/// container.addSubview(badge)
/// container.convert(badge.bounds, from: badge)   // [10, 10, 40, 20]
/// ```
///
/// Degenerate input: frames are stored as given (non-finite or negative sizes included);
/// nothing in the object model traps on numbers. Only hierarchy cycles trap
/// (adding a view to itself or to one of its descendants).
@preconcurrency @MainActor
open class View: Responder {
  var storedFrame: CGRect
  var boundsOrigin: CGPoint = .zero
  /// The superview (`unowned`, with the facts the layout path reads without loading it); read
  /// and replaced through the accessors in View+Links.swift.
  var superviewLink = SuperviewLink()
  var storedSubviews: [View] = []
  /// The controller whose root view this is (`unowned`, with the facts the layout path tests
  /// without loading it); read and replaced through the accessors in View+Links.swift.
  var ownerLink = OwnerLink()
  var storedInteractions: [any Interaction] = []
  /// The layout pass's flags and the autoresizing settings (ViewLayoutState.swift).
  var layoutState = ViewLayoutState()
  /// Backs ``accessibilityIdentifier``.
  var storedAccessibilityIdentifier: String?
  /// Colours, opacity, content mode and unreported input diagnostics (W1); `nil` until one
  /// is set, so a plain view pays one pointer (View+Appearance.swift).
  var appearance: ViewAppearance?
  /// The handlers registered with `registerForTraitChanges(_:handler:)` (T2, V6), allocated on
  /// the first registration: most views have none.
  var traitRegistrations: ViewTraitRegistrations?
  /// The view's Auto Layout state (`AutoLayout/ViewAutoLayout.swift`), `nil` until it takes part.
  var autoLayout: ViewAutoLayout?
  /// The view's safe-area and layout-margin state (`View/ViewInsets.swift`), `nil` until its
  /// insets become non-zero or its margins are set, so a plain view pays one pointer (M1–M3).
  var insetsState: ViewInsets?
  /// Whether layout passes through this view check the safe areas below it for changes (M2):
  /// set on a window whose display has insets and on the root view of a controller with
  /// additional insets, and kept (a change back to zero is reported too).
  var tracksSafeAreaBelow = false

  /// Creates a view with a frame in its future superview's coordinates.
  ///
  /// ```swift
  /// let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  /// ```
  ///
  /// A new view needs layout. Degenerate input: any rectangle is stored as given.
  public init(frame: CGRect = .zero) {
    storedFrame = frame
  }

  /// Creates a view with a zero frame: calls ``init(frame:)`` with `.zero` (V6).
  ///
  /// A convenience initializer, as on the platform, so a subclass that overrides
  /// `init(frame:)` inherits it and `Subclass()` runs that override:
  ///
  /// ```swift
  /// final class Badge: View {
  ///   override init(frame: CGRect) { super.init(frame: frame); accessibilityIdentifier = "badge" }
  /// }
  /// Badge().accessibilityIdentifier   // "badge"
  /// ```
  ///
  /// The less preferred overload: `View()` and `super.init()` call the designated
  /// `init(frame:)` with its default argument (see ``ViewController/init()`` for why).
  @_disfavoredOverload
  public override convenience init() { self.init(frame: .zero) }

  // Nonisolated, so subclasses may declare a plain `deinit` (an `isolated deinit` here would
  // force theirs to be isolated too). The object model runs on the main thread, where this
  // clears the subviews' back-references and tells every interaction that the view went away.
  // A view freed on another thread clears the back-references on the main actor right after
  // (the subviews cannot be used before, they are main-actor objects); its interactions are
  // not called (they hold the view weakly and read `nil`).
  deinit {
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { releaseReferencesOnDeinit() }
    } else {
      let subviews = storedSubviews
      Task { @MainActor in View.clearSuperview(of: subviews) }
    }
  }

  /// The view's rectangle in its superview's coordinates.
  ///
  /// Changing the size marks the view as needing layout. Changing only the origin does not,
  /// except, in a window, for the views of the ``ArrangementController``s in this view's
  /// subtree (the reserved regions, in their own coordinates, move with them).
  ///
  /// ```swift
  /// controller.view.frame = CGRect(x: 0, y: 0, width: 951, height: 669)
  /// ```
  ///
  /// Open, as on the platform: a subclass may override it and call `super`; the object model
  /// reads and writes the frame through the override.
  ///
  /// Degenerate input: stored as given; the solver sanitizes what it reads (S5).
  open var frame: CGRect {
    get { storedFrame }
    set {
      let old = storedFrame
      let sizeChanged = !old.size.isIdentical(to: newValue.size)
      let moved = !old.origin.isIdentical(to: newValue.origin)
      // Usually a new frame only raises this view's flags (a view sized by its superview's
      // layout step, without masks or position-dependent layouts below it). That is decided
      // first, without a call, so it needs no stack frame; anything more is done out of line.
      let raisesFlagsOnly =
        (!sizeChanged || (markingStopsHere && !resizesSubviews))
        && (!moved || (superviewIsInOwnLayout && !mayContainPositionDependentLayout))
      guard raisesFlagsOnly, autoLayout == nil else {
        return storeFrame(newValue, sizeChanged: sizeChanged, moved: moved)
      }
      storedFrame = newValue
      if sizeChanged {  // `setNeedsLayout()` where marking stops at this view
        needsLayoutFlag = true
        subtreeNeedsLayout = true
      }
    }
  }

  /// The view's rectangle in its own coordinates: the origin it scrolls to, and the frame's size.
  ///
  /// Setting the bounds changes the frame's size (keeping the frame's origin) and the origin
  /// subviews are measured from.
  ///
  /// ```swift
  /// view.bounds = CGRect(x: 0, y: 0, width: 669, height: 951)
  /// ```
  ///
  /// Open, as on the platform: a subclass may override it and call `super`.
  ///
  /// Degenerate input: stored as given.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let oldOrigin = boundsOrigin
      boundsOrigin = newValue.origin
      if storedFrame.size != newValue.size {
        frame = CGRect(origin: storedFrame.origin, size: newValue.size)
      } else if oldOrigin != newValue.origin {
        setNeedsLayout()
      }
    }
  }

  /// Whether the view is hidden. Informational: the object model draws nothing and lays out
  /// hidden views like any other, except that a hidden arranged view of a ``StackView`` takes
  /// no space (K1).
  ///
  /// ```swift
  /// view.isHidden = true
  /// ```
  ///
  /// Open, as on the platform: a subclass may override it (for example with a `didSet`).
  /// Degenerate input: none; every value is valid.
  open var isHidden: Bool = false {
    didSet { if autoLayout != nil, oldValue != isHidden { (storedSuperview as? StackView)?.arrangementDidChange() } }
  }

  /// The view's natural size; ``View/noIntrinsicMetric`` in a dimension without one.
  ///
  /// Subclasses override it. The arrangement controller sizes children from their
  /// controllers' ``ViewController/preferredContentSize`` instead (api.md).
  ///
  /// ```swift
  /// final class Label: View {
  ///   override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 21) }
  /// }
  /// ```
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// An integer that identifies the view among others, found with ``viewWithTag(_:)`` (V6); 0 by
  /// default. Open, as on the platform.
  ///
  /// ```swift
  /// playButton.tag = 7
  /// ```
  open var tag: Int = 0

  /// Whether the view takes part in event handling (V6); `true` by default. Informational:
  /// there are no events to deliver.
  ///
  /// ```swift
  /// overlay.isUserInteractionEnabled = false
  /// ```
  open var isUserInteractionEnabled: Bool = true

  /// Whether assistive technologies treat the view as one element (V6); `false` by default, as
  /// for a plain view on the platform. Open: subclasses override it.
  ///
  /// ```swift
  /// card.isAccessibilityElement = true
  /// ```
  open var isAccessibilityElement: Bool = false

  /// The element's spoken name (V6); `nil` by default. Open: subclasses override it.
  ///
  /// ```swift
  /// playButton.accessibilityLabel = "Play"
  /// ```
  open var accessibilityLabel: String?

  /// Lays out the subviews; override it to position them. The default does nothing.
  ///
  /// Called by the layout pass, never directly. ``Window`` overrides it to size its root view.
  ///
  /// ```swift
  /// final class Card: View {
  ///   let title = View()
  ///   override func layoutSubviews() {
  ///     title.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 24)
  ///   }
  /// }
  /// ```
  ///
  /// The default gives the subviews that constraints position their frames from the window's
  /// engine (L8); an override that calls `super` first sees them.
  open func layoutSubviews() {
    if autoLayout != nil { applyConstraintLayout() }
  }

  /// Updates the view's constraints in the update-constraints phase of a layout pass (L8);
  /// override it to change constraints efficiently, and call `super` last. The default does
  /// nothing. Runs on views that asked with ``setNeedsUpdateConstraints()``, bottom-up.
  ///
  /// ```swift
  /// override func updateConstraints() {
  ///   heightConstraint.constant = isExpanded ? 200 : 44
  ///   super.updateConstraints()
  /// }
  /// ```
  open func updateConstraints() {}

  /// The smallest (``View/layoutFittingCompressedSize``) or largest
  /// (``View/layoutFittingExpandedSize``) size the view's constraints allow near
  /// `targetSize`, without changing its frame (L11). Open: self-sizing code overrides it.
  ///
  /// ```swift
  /// cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
  /// ```
  ///
  /// Degenerate input: a view without constraints returns its current size.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
  }

  /// ``systemLayoutSizeFitting(_:)`` with a priority for each dimension of `targetSize`:
  /// `.required` keeps that dimension exactly, `.fittingSizeLevel` lets it fit the content.
  ///
  /// ```swift
  /// cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
  ///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  /// ```
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  // MARK: Safe area and margins (M2, M3; the behaviour is in View+SafeArea.swift, View+Margins.swift)

  /// Called when the view's ``safeAreaInsets`` changed (M2): the display's insets moved
  /// (posture, orientation), a controller above changed its
  /// ``ViewController/additionalSafeAreaInsets``, or the view's frame moved it into or out of
  /// an inset band. The default does nothing.
  ///
  /// It runs in the layout pass, before the view's own ``layoutSubviews()`` (constraints to
  /// ``safeAreaLayoutGuide`` follow in that pass), and only on views whose insets changed by
  /// more than the length tolerance.
  ///
  /// ```swift
  /// override func safeAreaInsetsDidChange() {
  ///   super.safeAreaInsetsDidChange()
  ///   footer.isHidden = safeAreaInsets.bottom > 0
  /// }
  /// ```
  ///
  /// Degenerate input: a view outside every window has zero insets; leaving a window does not
  /// call it, coming back with other insets does.
  open func safeAreaInsetsDidChange() {}

  /// Called when the view's traits changed in place (T1, DT3): the display's (a pose, the
  /// text size, dark mode), its controller's, or an ancestor's or its own ``traitOverrides``.
  ///
  /// It runs before the layout pass that follows the change, top-down, once per change, with
  /// the traits before it; the same change re-measures text in that pass (DT1), so a stack
  /// that switches axis here at accessibility sizes lays out vertically in that same pass.
  ///
  /// ```swift
  /// override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
  ///   super.traitCollectionDidChange(previousTraitCollection)
  ///   stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
  /// }
  /// ```
  ///
  /// Degenerate input: moving a view into another hierarchy does not call it (the view reads
  /// its new traits in ``didMoveToWindow()`` or its next ``layoutSubviews()``).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the view's layout margins changed (M3): ``layoutMargins`` or
  /// ``directionalLayoutMargins`` was set to another value, ``insetsLayoutMarginsFromSafeArea``
  /// or ``preservesSuperviewLayoutMargins`` changed, or — for margins measured from the safe
  /// area — the safe area changed. The default does nothing.
  ///
  /// ```swift
  /// override func layoutMarginsDidChange() {
  ///   super.layoutMarginsDidChange()
  ///   setNeedsLayout()
  /// }
  /// ```
  ///
  /// Degenerate input: setting the value the view already has does not call it.
  open func layoutMarginsDidChange() {}

  /// The view's own layout margins by reading direction (M3): 8 on every side by default, 0 on
  /// a controller's root view (M4).
  ///
  /// Setting it sets ``layoutMargins`` too (leading is left in a left-to-right layout, right
  /// in a right-to-left one) and calls ``layoutMarginsDidChange()`` when a side changed.
  /// The margins ``layoutMarginsGuide`` keeps are these, raised on a root view to its
  /// controller's ``ViewController/systemMinimumLayoutMargins``, measured from the safe area
  /// (``insetsLayoutMarginsFromSafeArea``), and kept at least at the superview's where
  /// ``preservesSuperviewLayoutMargins`` asks.
  ///
  /// ```swift
  /// card.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
  /// card.layoutMargins.left   // 16 left to right, the trailing 16 right to left
  /// ```
  ///
  /// Open, as on the platform. The margins guide reads ``layoutMargins``: an override of this
  /// property alone changes what it reads, not the guide (Decisions-Kit.md).
  ///
  /// Degenerate input: a non-finite side is stored as 0, with a diagnostic
  /// (``Window/inputDiagnostics``); negative margins are kept, as on the platform.
  open var directionalLayoutMargins: DirectionalEdgeInsets {
    get { ownDirectionalLayoutMargins }
    set { setOwnDirectionalLayoutMargins(newValue) }
  }

  /// The view's own layout margins by side (M3): ``directionalLayoutMargins`` read in the
  /// view's layout direction.
  ///
  /// Set through this property, the values stay on their sides when the layout direction
  /// changes (as in UIKit); set through ``directionalLayoutMargins``, they follow it.
  ///
  /// ```swift
  /// view.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
  /// ```
  ///
  /// Open, as on the platform: a subclass may override it (and call `super`); the margins guide
  /// reads the override, in the next layout pass.
  ///
  /// Degenerate input: a non-finite side is stored as 0, with a diagnostic; negative margins
  /// are kept.
  open var layoutMargins: EdgeInsets {
    get { ownLayoutMargins }
    set { setOwnLayoutMargins(newValue) }
  }

  /// Whether the margins are measured from the safe area rather than from the bounds (M3);
  /// `true` by default.
  ///
  /// ```swift
  /// banner.insetsLayoutMarginsFromSafeArea = false   // margins from the edges, under the bar
  /// ```
  ///
  /// Open, as on the platform: the margins guide reads an override.
  ///
  /// Degenerate input: none; changing it calls ``layoutMarginsDidChange()``.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { insetsState?.insetsFromSafeArea ?? true }
    set { setInsetsFromSafeArea(newValue) }
  }

  /// Whether the view keeps, on each side, at least the part of its superview's margin that
  /// reaches into it (M3); `false` by default.
  ///
  /// A subview 4 points from its superview's left edge, whose superview's left margin is 20,
  /// keeps a left margin of at least 16.
  ///
  /// ```swift
  /// row.preservesSuperviewLayoutMargins = true
  /// ```
  ///
  /// Open, as on the platform: the margins guide, and the margin callbacks a superview's change
  /// sends down, read an override.
  ///
  /// Degenerate input: a view without a superview keeps its own margins.
  open var preservesSuperviewLayoutMargins: Bool {
    get { insetsState?.preservesSuperviewMargins ?? false }
    set { setPreservesSuperviewMargins(newValue) }
  }

  // MARK: Hierarchy callbacks (V1)

  /// Called before the view moves to another superview (or, with `nil`, leaves its
  /// superview). The default does nothing.
  ///
  /// Order, as on the platform (V1): `willMove(toSuperview:)`, then — when its window changes —
  /// ``willMove(toWindow:)`` on the whole moved subtree (top-down), the move,
  /// ``didMoveToWindow()`` on the subtree (top-down), and last ``didMoveToSuperview()``.
  /// Reordering a view among its siblings calls nothing.
  ///
  /// ```swift
  /// override func willMove(toSuperview newSuperview: View?) {
  ///   if newSuperview == nil { stopUpdates() }
  /// }
  /// ```
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to another superview (or left it). The default does nothing.
  ///
  /// ```swift
  /// override func didMoveToSuperview() { isAttached = superview != nil }
  /// ```
  open func didMoveToSuperview() {}

  /// Called on this view and every view below it, top-down, before their window changes
  /// (`nil`: they leave their window). The default does nothing.
  ///
  /// ```swift
  /// override func willMove(toWindow newWindow: Window?) {
  ///   if newWindow == nil { pausePlayback() }
  /// }
  /// ```
  ///
  /// Degenerate input: moving within one window (or between views outside any window) does
  /// not call it. ``window`` still reads the old window here.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called on this view and every view below it, top-down, after their window changed.
  /// The default does nothing.
  ///
  /// ```swift
  /// override func didMoveToWindow() { if window != nil { refreshForDisplay() } }
  /// ```
  open func didMoveToWindow() {}

  // MARK: Appearance (W1; the behaviour is in View+Appearance.swift)

  /// The colour the view's bounds are filled with; `nil` (the default) is transparent.
  ///
  /// Dynamic colours are resolved with the view's traits when drawn (W7 snapshots).
  ///
  /// ```swift
  /// card.backgroundColor = .secondarySystemBackground
  /// ```
  ///
  /// Open, as on the platform. Degenerate input: a colour made from non-finite components is
  /// stored sanitized and its note reported (``Window/inputDiagnostics``).
  open var backgroundColor: Color? {
    get { appearance?.backgroundColor }
    set { setBackgroundColor(newValue) }
  }

  /// The tint of the view's controls: its own when set, else its superview's, else system blue.
  ///
  /// Setting it calls ``tintColorDidChange()`` on the view and on every view below it that
  /// inherits the tint.
  ///
  /// ```swift
  /// toolbar.tintColor = .systemOrange
  /// toolbar.subviews[0].tintColor == .systemOrange   // true: inherited
  /// ```
  ///
  /// Open, as on the platform. Degenerate input: setting `nil` inherits again.
  open var tintColor: Color! {
    get { effectiveTintColor }
    set { setTintColor(newValue) }
  }

  /// Called when ``tintColor`` changes for this view (set here or on an ancestor it inherits
  /// from). The default does nothing.
  ///
  /// ```swift
  /// override func tintColorDidChange() { badge.backgroundColor = tintColor }
  /// ```
  open func tintColorDidChange() {}

  /// Whether the view promises to fill its bounds opaquely; `true` by default, as on the
  /// platform. Informational: nothing is composited.
  ///
  /// ```swift
  /// overlay.isOpaque = false
  /// ```
  open var isOpaque: Bool {
    get { appearance?.isOpaque ?? true }
    set { makeAppearance().isOpaque = newValue }
  }

  /// The view's opacity, 0 (transparent) to 1 (opaque, the default) (V6). Informational:
  /// nothing is drawn; audits and snapshots may read it.
  ///
  /// ```swift
  /// overlay.alpha = 0.5
  /// ```
  ///
  /// Degenerate input: values outside 0…1 are clamped, as on the platform; NaN becomes 1 and
  /// records an input diagnostic (``Window/inputDiagnostics`` of the view's window, once it is
  /// in one).
  open var alpha: CGFloat {
    get { appearance?.alpha ?? 1 }
    set { storeAlpha(newValue) }
  }

  /// How the view's content fills its bounds (image views, W5); `.scaleToFill` by default.
  ///
  /// ```swift
  /// artwork.contentMode = .scaleAspectFit
  /// ```
  ///
  /// Open, as on the platform. Informational except for snapshots of image views.
  open var contentMode: ContentMode {
    get { appearance?.contentMode ?? .scaleToFill }
    set { makeAppearance().contentMode = newValue }
  }

  // MARK: Fitting (W3)

  /// The size the view would like within `size`; the default answers the current size, as
  /// on the platform. ``Label`` answers its text's size.
  ///
  /// ```swift
  /// label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
  /// ```
  ///
  /// Degenerate input: any size is accepted; subclasses decide.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  ///
  /// ```swift
  /// badge.text = "12"
  /// badge.sizeToFit()
  /// ```
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }
}
