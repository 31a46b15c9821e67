import Foundation

/// A rectangle on screen that holds ordered subviews: the object model's `UIView`.
///
/// A view has a `frame` in its superview's coordinates and `bounds` in its own, an ordered list of ``subviews``
/// (later ones draw above earlier ones), and belongs to a ``Window`` once one of its ancestors is a window. Layout is
/// deferred: changes call ``setNeedsLayout()`` and the next ``layoutIfNeeded()`` runs ``layoutSubviews()`` top-down,
/// once per view per pass. A view owned by a ``ViewController`` forwards its traits and layout callbacks to it.
/// Moving a view calls ``willMove(toSuperview:)`` / ``didMoveToSuperview()`` and, when its window changes,
/// ``willMove(toWindow:)`` / ``didMoveToWindow()`` (V1); its ``autoresizingMask`` resizes it with its superview (V2);
/// its ``Responder/next`` is its controller or superview (V3).
///
/// Its properties and callbacks are open, as on the platform: a subclass may override them (and call `super`), and
/// the object model reads and writes them through the overrides.
///
/// ```swift
/// let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
/// let badge = View(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
/// container.addSubview(badge)
/// container.convert(badge.bounds, from: badge)   // [10, 10, 40, 20]
/// ```
///
/// Degenerate input: frames are stored as given (non-finite or negative sizes included); nothing in the object model
/// traps on numbers. Only hierarchy cycles trap (adding a view to itself or to one of its descendants).
@preconcurrency @MainActor
open class View: Responder {
  var storedFrame: CGRect
  var boundsOrigin: CGPoint = .zero
  var superviewLink = SuperviewLink()  // unowned, with the facts layout reads unloaded (View+Links.swift)
  var storedSubviews: [View] = []
  var ownerLink = OwnerLink()  // the controller whose root view this is, unowned (View+Links.swift)
  var storedInteractions: [any Interaction] = []
  var layoutState = ViewLayoutState()  // the pass's flags, the autoresizing settings
  var storedAccessibilityIdentifier: String?  // backs `accessibilityIdentifier`
  var appearance: ViewAppearance?  // colours, opacity, content mode, input notes (W1); nil until set
  var traitRegistrations: ViewTraitRegistrations?  // `registerForTraitChanges` handlers (T2, V6)
  var autoLayout: ViewAutoLayout?  // Auto Layout state, nil until the view takes part
  var insetsState: ViewInsets?  // safe-area and margin state (M1–M3), nil while zero and unset
  /// Whether passes through this view check the safe areas below it for changes (M2): set on a window whose display
  /// has insets and on the root view of a controller with additional insets or bars' insets (B2), and kept (a change
  /// back to zero is reported too). `safeAreaAdditions` reads the controller only where it is set.
  var tracksSafeAreaBelow = false

  /// Creates a view with a frame in its future superview's coordinates; a new view needs layout.
  ///
  /// Degenerate input: any rectangle is stored as given. For example,
  /// `let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))`.
  public init(frame: CGRect = .zero) {
    storedFrame = frame
  }

  /// Creates a view with a zero frame: calls ``init(frame:)`` with `.zero` (V6).
  ///
  /// A convenience initializer, as on the platform, so a subclass that overrides `init(frame:)` inherits it and
  /// `Subclass()` runs that override. The less preferred overload: `View()` and `super.init()` call the designated
  /// `init(frame:)` with its default argument (see ``ViewController/init()`` for why).
  ///
  /// ```swift
  /// final class Badge: View {
  ///   override init(frame: CGRect) { super.init(frame: frame); accessibilityIdentifier = "badge" }
  /// }
  /// Badge().accessibilityIdentifier   // "badge"
  /// ```
  @_disfavoredOverload
  public override convenience init() { self.init(frame: .zero) }

  // Nonisolated, so subclasses may declare a plain `deinit` (View+Deinit.swift has what it does).
  // Freed on another thread, the view's subviews forget it on the main actor right after (they
  // cannot be used before); its interactions are not called (they hold it weakly and read `nil`).
  deinit {
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { releaseReferencesOnDeinit() }
    } else {
      Task { @MainActor [subviews = storedSubviews] in View.clearSuperview(of: subviews) }
    }
  }

  /// The view's rectangle in its superview's coordinates.
  ///
  /// Changing the size marks the view as needing layout. Changing only the origin does not, except, in a window, for
  /// the views of the ``ArrangementController``s in this view's subtree (the reserved regions, in their own
  /// coordinates, move with them). Degenerate input: stored as given; the solver sanitizes what it reads (S5). For
  /// example, `controller.view.frame = CGRect(x: 0, y: 0, width: 951, height: 669)`.
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
        && (!moved || (superviewIsInOwnLayout && !containsPositionDependentLayout))
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
  /// Setting the bounds changes the frame's size (keeping the frame's origin) and the origin subviews are measured
  /// from. Degenerate input: stored as given. For example,
  /// `view.bounds = CGRect(x: 0, y: 0, width: 669, height: 951)`.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set { storeBounds(newValue) }
  }

  /// Whether the view is hidden. Informational: the object model draws nothing and lays out hidden views like any
  /// other, except that a hidden arranged view of a ``StackView`` takes no space (K1). Degenerate input: none; every
  /// value is valid. For example, `view.isHidden = true`.
  open var isHidden: Bool {
    get { storedIsHidden }
    set {
      let oldValue = storedIsHidden
      storedIsHidden = newValue
      if autoLayout != nil, oldValue != isHidden { (storedSuperview as? StackView)?.arrangementDidChange() }
    }
  }
  var storedIsHidden = false  // backs isHidden: with observers, every read was checked (Performance.md)

  /// The view's natural size; ``View/noIntrinsicMetric`` in a dimension without one.
  ///
  /// Subclasses override it. The arrangement controller sizes children from their controllers'
  /// ``ViewController/preferredContentSize`` instead (api.md). For example,
  /// `override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 21) }`.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// An integer that identifies the view among others, found with ``viewWithTag(_:)`` (V6); 0 by default. For
  /// example, `playButton.tag = 7`.
  open var tag: Int = 0

  /// Whether the view takes part in event handling (V6); `true` by default. Informational: there are no events to
  /// deliver. For example, `overlay.isUserInteractionEnabled = false`.
  open var isUserInteractionEnabled: Bool = true

  /// Whether assistive technologies treat the view as one element (V6); `false` by default, as for a plain view on
  /// the platform. Subclasses override it. For example, `card.isAccessibilityElement = true`.
  open var isAccessibilityElement: Bool = false

  /// The element's spoken name (V6); `nil` by default. Subclasses override it. For example,
  /// `playButton.accessibilityLabel = "Play"`.
  open var accessibilityLabel: String?

  /// Lays out the subviews; override it to position them.
  ///
  /// Called by the layout pass, never directly. ``Window`` overrides it to size its root view. The default gives the
  /// subviews that constraints position their frames from the window's engine (L8); an override that calls `super`
  /// first sees them.
  ///
  /// ```swift
  /// final class Card: View {
  ///   let title = View()
  ///   override func layoutSubviews() {
  ///     title.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 24)
  ///   }
  /// }
  /// ```
  open func layoutSubviews() {
    if autoLayout != nil { applyConstraintLayout() }
  }

  /// Updates the view's constraints in the update-constraints phase of a layout pass (L8); override it to change
  /// constraints efficiently, and call `super` last. The default does nothing. Runs on views that asked with
  /// ``setNeedsUpdateConstraints()``, bottom-up.
  ///
  /// ```swift
  /// override func updateConstraints() {
  ///   heightConstraint.constant = isExpanded ? 200 : 44
  ///   super.updateConstraints()
  /// }
  /// ```
  open func updateConstraints() {}

  /// The smallest (``View/layoutFittingCompressedSize``) or largest (``View/layoutFittingExpandedSize``) size the
  /// view's constraints allow near `targetSize`, without changing its frame (L11). Self-sizing code overrides it.
  ///
  /// Degenerate input: a view without constraints returns its current size. For example,
  /// `cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
  }

  /// ``systemLayoutSizeFitting(_:)`` with a priority for each dimension of `targetSize`: `.required` keeps that
  /// dimension exactly, `.fittingSizeLevel` lets it fit the content.
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

  /// Called when the view's ``safeAreaInsets`` changed (M2): the display's insets moved (posture, orientation), a
  /// controller above changed its ``ViewController/additionalSafeAreaInsets``, or the view's frame moved it into or
  /// out of an inset band. The default does nothing.
  ///
  /// It runs in the layout pass, before the view's own ``layoutSubviews()`` (constraints to ``safeAreaLayoutGuide``
  /// follow in that pass), and only on views whose insets changed by more than the length tolerance. Degenerate
  /// input: a view outside every window has zero insets; leaving a window does not call it, coming back with other
  /// insets does.
  ///
  /// ```swift
  /// override func safeAreaInsetsDidChange() {
  ///   super.safeAreaInsetsDidChange()
  ///   footer.isHidden = safeAreaInsets.bottom > 0
  /// }
  /// ```
  open func safeAreaInsetsDidChange() {}

  /// Called when the view's traits changed in place (T1, DT3): the display's (a pose, the text size, dark mode), its
  /// controller's, or an ancestor's or its own ``traitOverrides``.
  ///
  /// It runs before the layout pass that follows the change, top-down, once per change, with the traits before it;
  /// the same change re-measures text in that pass (DT1), so a stack that switches axis here at accessibility sizes
  /// lays out vertically in that same pass. Degenerate input: moving a view into another hierarchy does not call it
  /// (the view reads its new traits in ``didMoveToWindow()`` or its next ``layoutSubviews()``).
  ///
  /// ```swift
  /// override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
  ///   super.traitCollectionDidChange(previousTraitCollection)
  ///   stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
  /// }
  /// ```
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called when the view's layout margins changed (M3): ``layoutMargins`` or ``directionalLayoutMargins`` was set to
  /// another value, ``insetsLayoutMarginsFromSafeArea`` or ``preservesSuperviewLayoutMargins`` changed, or — for
  /// margins measured from the safe area — the safe area changed. The default does nothing. Degenerate input: setting
  /// the value the view already has does not call it.
  ///
  /// ```swift
  /// override func layoutMarginsDidChange() {
  ///   super.layoutMarginsDidChange()
  ///   setNeedsLayout()
  /// }
  /// ```
  open func layoutMarginsDidChange() {}

  /// The view's own layout margins by reading direction (M3): 8 on every side by default, 0 on a controller's root
  /// view (M4).
  ///
  /// Setting it sets ``layoutMargins`` too (leading is left in a left-to-right layout, right in a right-to-left one)
  /// and calls ``layoutMarginsDidChange()`` when a side changed. The margins ``layoutMarginsGuide`` keeps are these,
  /// raised on a root view to its controller's ``ViewController/systemMinimumLayoutMargins``, measured from the safe
  /// area (``insetsLayoutMarginsFromSafeArea``), and kept at least at the superview's where
  /// ``preservesSuperviewLayoutMargins`` asks. The margins guide reads ``layoutMargins``: an override of this
  /// property alone changes what it reads, not the guide (Decisions-Kit.md). Degenerate input: a non-finite side is
  /// stored as 0, with a diagnostic (``Window/inputDiagnostics``); negative margins are kept, as on the platform.
  ///
  /// ```swift
  /// card.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
  /// card.layoutMargins.left   // 16 left to right, the trailing 16 right to left
  /// ```
  open var directionalLayoutMargins: DirectionalEdgeInsets {
    get { ownDirectionalLayoutMargins }
    set { setOwnDirectionalLayoutMargins(newValue) }
  }

  /// The view's own layout margins by side (M3): ``directionalLayoutMargins`` read in the view's layout direction.
  ///
  /// Set through this property, the values stay on their sides when the layout direction changes (as in UIKit); set
  /// through ``directionalLayoutMargins``, they follow it. The margins guide reads an override, in the next layout
  /// pass. Degenerate input: a non-finite side is stored as 0, with a diagnostic; negative margins are kept. For
  /// example, `view.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)`.
  open var layoutMargins: EdgeInsets {
    get { ownLayoutMargins }
    set { setOwnLayoutMargins(newValue) }
  }

  /// Whether the margins are measured from the safe area rather than from the bounds (M3); `true` by default.
  ///
  /// The margins guide reads an override. Degenerate input: none; changing it calls ``layoutMarginsDidChange()``. For
  /// example, `banner.insetsLayoutMarginsFromSafeArea = false` measures them from the edges, under the bar.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { insetsState?.insetsFromSafeArea ?? true }
    set { setInsetsFromSafeArea(newValue) }
  }

  /// Whether the view keeps, on each side, at least the part of its superview's margin that reaches into it (M3);
  /// `false` by default.
  ///
  /// A subview 4 points from its superview's left edge, whose superview's left margin is 20, keeps a left margin of
  /// at least 16. The margins guide, and the margin callbacks a superview's change sends down, read an override.
  /// Degenerate input: a view without a superview keeps its own margins. For example,
  /// `row.preservesSuperviewLayoutMargins = true`.
  open var preservesSuperviewLayoutMargins: Bool {
    get { insetsState?.preservesSuperviewMargins ?? false }
    set { setPreservesSuperviewMargins(newValue) }
  }

  // MARK: Hierarchy callbacks (V1)

  /// Called before the view moves to another superview (or, with `nil`, leaves its superview). The default does
  /// nothing.
  ///
  /// Order, as on the platform (V1): `willMove(toSuperview:)`, then — when its window changes —
  /// ``willMove(toWindow:)`` on the whole moved subtree (top-down), the move, ``didMoveToWindow()`` on the subtree
  /// (top-down), and last ``didMoveToSuperview()``. Reordering a view among its siblings calls nothing. For example,
  /// `override func willMove(toSuperview newSuperview: View?) { if newSuperview == nil { stopUpdates() } }`.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to another superview (or left it). The default does nothing. For example,
  /// `override func didMoveToSuperview() { isAttached = superview != nil }`.
  open func didMoveToSuperview() {}

  /// Called on this view and every view below it, top-down, before their window changes (`nil`: they leave their
  /// window). The default does nothing.
  ///
  /// Degenerate input: moving within one window (or between views outside any window) does not call it. ``window``
  /// still reads the old window here. For example,
  /// `override func willMove(toWindow newWindow: Window?) { if newWindow == nil { pausePlayback() } }`.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called on this view and every view below it, top-down, after their window changed. The default does nothing. For
  /// example, `override func didMoveToWindow() { if window != nil { refreshForDisplay() } }`.
  open func didMoveToWindow() {}

  // MARK: Appearance (W1; the behaviour is in View+Appearance.swift)

  /// The colour the view's bounds are filled with; `nil` (the default) is transparent.
  ///
  /// Dynamic colours are resolved with the view's traits when drawn (W7 snapshots). Degenerate input: a colour made
  /// from non-finite components is stored sanitized and its note reported (``Window/inputDiagnostics``). For example,
  /// `card.backgroundColor = .secondarySystemBackground`.
  open var backgroundColor: Color? {
    get { appearance?.backgroundColor }
    set { setBackgroundColor(newValue) }
  }

  /// The tint of the view's controls: its own when set, else its superview's, else system blue.
  ///
  /// Setting it calls ``tintColorDidChange()`` on the view and on every view below it that inherits the tint.
  /// Degenerate input: setting `nil` inherits again.
  ///
  /// ```swift
  /// toolbar.tintColor = .systemOrange
  /// toolbar.subviews[0].tintColor == .systemOrange   // true: inherited
  /// ```
  open var tintColor: Color! {
    get { effectiveTintColor }
    set { setTintColor(newValue) }
  }

  /// Called when ``tintColor`` changes for this view (set here or on an ancestor it inherits from). The default does
  /// nothing. For example, `override func tintColorDidChange() { badge.backgroundColor = tintColor }`.
  open func tintColorDidChange() {}

  /// Whether the view promises to fill its bounds opaquely; `true` by default, as on the platform. Informational:
  /// nothing is composited. For example, `overlay.isOpaque = false`.
  open var isOpaque: Bool {
    get { appearance?.isOpaque ?? true }
    set { makeAppearance().isOpaque = newValue }
  }

  /// The view's opacity, 0 (transparent) to 1 (opaque, the default) (V6). Informational: nothing is drawn; audits and
  /// snapshots may read it.
  ///
  /// Degenerate input: values outside 0…1 are clamped, as on the platform; NaN becomes 1 and records an input
  /// diagnostic (``Window/inputDiagnostics`` of the view's window, once it is in one). For example,
  /// `overlay.alpha = 0.5`.
  open var alpha: CGFloat {
    get { appearance?.alpha ?? 1 }
    set { storeAlpha(newValue) }
  }

  /// How the view's content fills its bounds (image views, W5); `.scaleToFill` by default. Informational except for
  /// snapshots of image views. For example, `artwork.contentMode = .scaleAspectFit`.
  open var contentMode: ContentMode {
    get { appearance?.contentMode ?? .scaleToFill }
    set { makeAppearance().contentMode = newValue }
  }

  // MARK: Fitting (W3)

  /// The size the view would like within `size`; the default answers the current size, as on the platform. ``Label``
  /// answers its text's size. Degenerate input: any size is accepted; subclasses decide. For example,
  /// `label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))`.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin. For example,
  /// `badge.sizeToFit()` after `badge.text = "12"`.
  open func sizeToFit() { frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size)) }
}
