import Foundation

/// Manages a view and its life cycle: the object model's `UIViewController`.
///
/// The view loads lazily on first access of ``view`` (``loadView()``, then ``viewDidLoad()``). Controllers form a
/// tree through child containment (``addChild(_:)``, ``removeFromParent()``), inherit traits from their parent (T1),
/// hear when their view appears in or disappears from a window, and get ``viewWillLayoutSubviews()`` /
/// ``viewDidLayoutSubviews()`` around their view's layout. Degenerate input: hierarchy cycles (a controller as its
/// own child or ancestor) stop with a precondition failure naming the problem; everything else is accepted.
///
/// Its properties and callbacks are open, as on the platform: a subclass may override them (and call `super`), and
/// the object model and the containers read them through the overrides.
///
/// ```swift
/// final class PlayerViewController: ViewController {
///   override func viewDidLoad() { view.addSubview(artwork) }
///   override func viewDidLayoutSubviews() {
///     let compact = (arrangementViewController?.state(for: .primary)?.zIndex ?? 0) > 0
///     artwork.isHidden = compact
///   }
/// }
/// ```
@preconcurrency @MainActor
open class ViewController: Responder {
  var storedView: View?
  var storedChildren: [ViewController] = []
  var controllerLinks = ViewControllerLinks()  // parent, slot owner, presentations, a kept window
  var controllerState = ViewControllerState()  // appearance, transitions, reported traits, preferred size
  var storedAdditionalSafeArea = EdgeInsets.zero  // backs `additionalSafeAreaInsets` (M1), sanitized
  var storedRespectsSystemMinimumMargins = true  // backs `viewRespectsSystemMinimumLayoutMargins` (M4)
  var barSafeArea = EdgeInsets.zero  // what the container's bars cover beyond the safe area (B2)
  var barItems: ViewControllerBarItems?  // bar items (B5, ViewController+Bars.swift); nil until one is used
  var storedTitle: String?  // backs `title`, read unchecked (an observed stored `open` property is checked per read)

  /// Creates a controller; its view loads on first access.
  ///
  /// As on the platform a convenience initializer calling ``init(nibName:bundle:)`` with `nil`: subclasses call
  /// `super.init(nibName: nil, bundle: nil)`, may declare their own `init()` without `override`, and inherit this one
  /// by overriding only `init(nibName:bundle:)`. `super.init()` calls the designated initializer with its `nil`
  /// defaults, as this is the less preferred overload (why: Decisions-Kit, C11).
  ///
  /// ```swift
  /// let player = ViewController()
  /// player.isViewLoaded   // false
  /// ```
  @_disfavoredOverload
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// Creates a controller: the designated initializer, as on the platform. There are no nib files in the object
  /// model: both arguments are ignored and the view loads as with ``init()`` (``loadView()``, then
  /// ``viewDidLoad()``).
  ///
  /// Subclasses call it from their own initializers, as platform code does:
  /// ```swift
  /// final class EpisodeViewController: ViewController {
  ///   let episode: Episode
  ///   init(episode: Episode) {
  ///     self.episode = episode
  ///     super.init(nibName: nil, bundle: nil)
  ///   }
  /// }
  /// ```
  ///
  /// Both arguments default to `nil` (UIKit's have no defaults): that is what makes `super.init()` from a subclass
  /// call this designated initializer. Degenerate input: any name and bundle, `nil` or not, give the same controller.
  public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {}

  /// A short, human-readable name for the controller's content (`nil` by default).
  ///
  /// Informational: nothing draws it; containers, bars and apps read it. Subclasses may override it to observe
  /// changes. Degenerate input: any string is stored as given. For example, `episodes.title = "Episodes"`.
  open var title: String? {
    get { storedTitle }
    set {
      storedTitle = newValue
      noteBarContentChange()
    }
  }

  /// What this controller shows on a navigation bar (B5), made on first use; its title is the controller's ``title``
  /// until set. See ViewController+Bars.swift. Degenerate input: none; the same item every time. For example,
  /// `navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: addAction)`.
  open var navigationItem: NavigationItem { ensuredBarItems.navigationItem(of: self) }

  /// The items a navigation controller's toolbar shows while this controller is on top (B5); with a vertical bar
  /// shown they move into its strip (B6). `nil` by default. Degenerate input: an item also on another bar moves to
  /// the last one placed (B9). For example,
  /// `toolbarItems = [.flexibleSpace(), BarButtonItem(systemItem: .play), .flexibleSpace()]`.
  open var toolbarItems: [BarButtonItem]? {
    get { barItems?.toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets ``toolbarItems``; `animated` only reaches the end state (no frames in between). Degenerate input: as for
  /// ``toolbarItems``; set during a transition, they show after it. For example,
  /// `setToolbarItems([share, .flexibleSpace(), trash], animated: true)`.
  open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) { storeToolbarItems(toolbarItems) }

  /// The item a tab bar shows for this controller (B5), made on first use with its ``title``. Degenerate input:
  /// setting `nil` makes a new default item on the next read. For example,
  /// `settings.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gear"), tag: 2)`.
  open var tabBarItem: TabBarItem! {
    get { ensuredBarItems.tabBarItem(of: self) }
    set { storeTabBarItem(newValue) }
  }

  /// Whether the tab bar leaves while this controller is on top of a navigation stack inside a tab (B1); `false` by
  /// default. Degenerate input: none; read when the stack or the selection changes. For example,
  /// `player.hidesBottomBarWhenPushed = true`.
  open var hidesBottomBarWhenPushed: Bool {
    get { barItems?.hidesBottomBar ?? false }
    set { storeHidesBottomBarWhenPushed(newValue) }
  }

  /// How this controller covers the window when presented (N3): `.automatic` by default, which resolves as on an
  /// iPhone (a sheet: the presenter stays in the window).
  ///
  /// `.fullScreen` (and `.currentContext`) take the presenter's view out of the window once the presentation is done
  /// — the presenter gets `viewWillDisappear`/`viewDidDisappear` — and put it back when this controller is dismissed,
  /// before this one's view leaves. `.overFullScreen` and the other styles keep it (no callback). Read when
  /// presenting: changing it while presented changes nothing until the next presentation. Degenerate input: every
  /// case is accepted; see ``ModalPresentationStyle`` for the ones that have no effect of their own here.
  ///
  /// ```swift
  /// player.modalPresentationStyle = .fullScreen
  /// library.present(player, animated: true)
  /// ```
  open var modalPresentationStyle: ModalPresentationStyle {
    get { controllerState.modalPresentationStyle }
    set { controllerState.modalPresentationStyle = newValue }
  }

  /// The size this controller would like, fed to `intrinsic` sizing in an arrangement; `.zero` means none.
  ///
  /// Changing it while the controller is in an arrangement's slot marks that arrangement as needing layout (C5). For
  /// example, `sidebar.preferredContentSize = CGSize(width: 320, height: 0)`. Popups and sheets often override it,
  /// computing it in the getter; the arrangement reads the overridden value.
  /// Degenerate input: negative or non-finite sizes are passed on; the solver treats them as "no intrinsic size" with
  /// a diagnostic.
  open var preferredContentSize: CGSize {
    get { storedPreferredContentSize }
    set { storePreferredContentSize(newValue) }
  }

  // Nonisolated (subclasses may declare a plain `deinit`): clears back-references, as View's (ViewController+Deinit).
  deinit {
    ViewController.releaseBackReferencesOnDeinit(view: storedView, children: storedChildren, barItems: barItems)
  }

  /// The controller's preference for the display's vertical bar (VB1): `.automatic` by default. Override it (a
  /// read-only `open var`, as on the platform) and call ``setNeedsUpdateOfVerticalBarConfiguration()`` when the
  /// answer changes.
  ///
  /// ```swift
  /// override var preferredVerticalBarBehavior: VerticalBarBehavior { isImmersive ? .disabled : .automatic }
  /// ```
  ///
  /// Only the controller the resolution ends at is asked (VB2): the window's root or a presented controller, followed
  /// through ``childForPreferredVerticalBarBehavior``.
  open var preferredVerticalBarBehavior: VerticalBarBehavior { .automatic }

  /// The child whose ``preferredVerticalBarBehavior`` applies instead of this controller's (VB1): `nil` by default; a
  /// navigation controller answers its top controller, a tab bar controller its selected one; an arrangement
  /// controller `nil` unless overridden. For example,
  /// `override var childForPreferredVerticalBarBehavior: ViewController? { player }`.
  open var childForPreferredVerticalBarBehavior: ViewController? { nil }

  /// Creates the view. The default assigns a plain ``View``; override to assign your own (without calling `super`).
  /// For example, `override func loadView() { view = PlayerView() }`.
  open func loadView() { view = View() }

  /// Called once after the view loaded. The default does nothing.
  ///
  /// Build the view's content here; the view's frame is not final yet. For example,
  /// `override func viewDidLoad() { view.addSubview(artwork) }`.
  open func viewDidLoad() {}

  /// Called before the view enters a window (directly, or because an ancestor view did, or because an arrangement
  /// shows this child again, C6). The default does nothing.
  ///
  /// `animated` is the `animated` argument of the call that caused it (`false` for display changes). Never called
  /// twice in a row without a disappearance in between. For example,
  /// `override func viewWillAppear(_ animated: Bool) { startPlaybackUpdates() }`.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view entered a window, right after ``viewWillAppear(_:)``'s hierarchy change. The default does
  /// nothing. For example, `override func viewDidAppear(_ animated: Bool) { log("visible") }`.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves its window (removed, its window's root replaced, or hidden and detached by an
  /// arrangement, C6). The default does nothing. For example,
  /// `override func viewWillDisappear(_ animated: Bool) { stopPlaybackUpdates() }`.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left its window. The default does nothing. For example,
  /// `override func viewDidDisappear(_ animated: Bool) { releaseCaches() }`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called at the start of the view's layout, before `layoutSubviews`. The default does nothing.
  ///
  /// Runs only in passes where the view needs layout (its size changed, or someone called `setNeedsLayout()`). In an
  /// ``ArrangementController`` the arrangement is solved and applied right after this. For example,
  /// `override func viewWillLayoutSubviews() { child.view.frame = view.bounds }`.
  open func viewWillLayoutSubviews() {}

  /// Called after the view's `layoutSubviews`. The default does nothing.
  ///
  /// A child of an arrangement controller can read `arrangementViewController?.state(for:)` here: the arrangement was
  /// applied before, and the query starts no second pass.
  ///
  /// ```swift
  /// override func viewDidLayoutSubviews() {
  ///   isCompact = (arrangementViewController?.state(for: .primary)?.zIndex ?? 0) > 0
  /// }
  /// ```
  open func viewDidLayoutSubviews() {}

  /// Updates the constraints of the controller's view in the update-constraints phase (L8), when the view asked with
  /// `setNeedsUpdateConstraints()`. The default calls the view's `updateConstraints()`; an override changes
  /// constraints and calls `super` last.
  ///
  /// ```swift
  /// override func updateViewConstraints() {
  ///   sidebarWidth.constant = traitCollection.horizontalSizeClass == .regular ? 320 : 0
  ///   super.updateViewConstraints()
  /// }
  /// ```
  open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

  /// Called when the safe-area insets of the controller's view changed (M2), right after the view's own
  /// ``View/safeAreaInsetsDidChange()``: a posture or orientation change, new ``additionalSafeAreaInsets`` here or on
  /// a parent, or the view moved. The default does nothing.
  ///
  /// It runs in the layout pass, before the view's ``viewWillLayoutSubviews()``, and only when some inset changed by
  /// more than the length tolerance. Degenerate input: a controller whose view is not loaded, or not in a window, is
  /// not called.
  ///
  /// ```swift
  /// override func viewSafeAreaInsetsDidChange() {
  ///   super.viewSafeAreaInsetsDidChange()
  ///   toolbarHeight.constant = 44 + view.safeAreaInsets.bottom
  /// }
  /// ```
  open func viewSafeAreaInsetsDidChange() {}

  /// Called when the layout margins of the controller's view changed (M3, M4), right after the view's own
  /// ``View/layoutMarginsDidChange()``. The default does nothing. Degenerate input: a controller whose view is not
  /// loaded is not called.
  ///
  /// ```swift
  /// override func viewLayoutMarginsDidChange() {
  ///   super.viewLayoutMarginsDidChange()
  ///   header.directionalLayoutMargins = view.directionalLayoutMargins
  /// }
  /// ```
  open func viewLayoutMarginsDidChange() {}

  /// Called when the inherited or overridden traits change (T1), with the traits before. The default does nothing.
  ///
  /// ```swift
  /// override func traitCollectionDidChange(_ previous: TraitCollection?) {
  ///   if previous?.horizontalSizeClass != traitCollection.horizontalSizeClass { rebuild() }
  /// }
  /// ```
  open func traitCollectionDidChange(_ previous: TraitCollection?) {}

  /// Called on the window's root controller before its window changes size (a rotation, a fold); the default forwards
  /// to the children and the presented controller.
  ///
  /// Views still have the old size here; animations queued on `coordinator` run once the new layout is done, then its
  /// completions (see ``ViewControllerTransitionCoordinator``). Degenerate input: not called when the size stays the
  /// same or the root view is not loaded.
  ///
  /// ```swift
  /// override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
  ///   super.viewWillTransition(to: size, with: coordinator)
  ///   coordinator.animate(alongsideTransition: { _ in self.updateColumns() })
  /// }
  /// ```
  open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
    forwardTransition(to: size, with: coordinator)
  }

  /// Called before the controller gets a new parent (or, with `nil`, loses it). The default does nothing.
  ///
  /// ``addChild(_:)`` calls it with the new parent; a container calls it with `nil` before removing the child's view
  /// (an arrangement does, C1, C6). For example,
  /// `override func willMove(toParent parent: ViewController?) { if parent == nil { saveState() } }`.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller got a new parent (or, with `nil`, lost it). The default does nothing.
  ///
  /// A container calls it with itself once the child's view is installed; ``removeFromParent()`` calls it with `nil`.
  /// For example, `override func didMove(toParent parent: ViewController?) { isEmbedded = parent != nil }`.
  open func didMove(toParent parent: ViewController?) {}

  /// Adds a child controller. Calls the child's ``willMove(toParent:)`` with this controller; the caller installs the
  /// child's view and then calls ``didMove(toParent:)``, as on the platform.
  ///
  /// A child with another parent is removed from it first (and from an arrangement slot it occupied there).
  /// Containers call it for every child they attach: an ``ArrangementController`` calls it when a controller is
  /// placed and again each time a hidden child is re-attached (C6, C11), so an override sees every attach. Overrides
  /// must call `super`. Degenerate input: adding a current child again does nothing. Adding a controller to itself or
  /// to one of its descendants would corrupt the tree and stops with a precondition failure naming the problem.
  ///
  /// ```swift
  /// addChild(list)
  /// view.addSubview(list.view)
  /// list.didMove(toParent: self)
  /// ```
  open func addChild(_ child: ViewController) { performAddChild(child) }

  /// Removes this controller from its parent and calls ``didMove(toParent:)`` with `nil`. The caller calls
  /// `willMove(toParent: nil)` and removes the view first, as on the platform.
  ///
  /// Removing a controller placed in an arrangement this way also empties its slot; an arrangement that detaches a
  /// hidden child calls it too (C6). Overrides must call `super`. Degenerate input: a controller without a parent is
  /// left alone.
  ///
  /// ```swift
  /// list.willMove(toParent: nil)
  /// list.view.removeFromSuperview()
  /// list.removeFromParent()
  /// ```
  open func removeFromParent() { performRemoveFromParent() }

  // MARK: Presentation (N3; the work is in ViewController+Presentation.swift)

  /// Presents a controller over the whole window, above the root controller's view (N3).
  ///
  /// The presentation is made by the nearest full-screen presenter, as on the platform: the top of this controller's
  /// parent chain (the window's root, or a controller that is itself presented). That presenter's
  /// ``presentedViewController`` and the presented controller's ``presentingViewController`` are set; the presented
  /// view gets the window's bounds and appears (`viewWillAppear`, `viewDidAppear`); the views below stay in place,
  /// like a sheet. There are no in-between frames: `animated` is only passed on to the appearance callbacks.
  /// `completion` runs at once, after the view appeared. Degenerate input: presenting while that presenter already
  /// presents a controller, or from a controller that is in no window (a hidden pane), does nothing and does not call
  /// `completion`. Presenting a controller that is already presented, that another controller holds (a parent, an
  /// arrangement slot, a window), this controller itself or one of its ancestors would corrupt the hierarchy and
  /// stops with a precondition failure naming the problem.
  ///
  /// ```swift
  /// present(sheet, animated: true)
  /// sheet.presentingViewController === window.rootViewController   // true
  /// ```
  open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller presented by this controller or one of its ancestors; called on a presented controller
  /// (or inside one), dismisses that one (N3).
  ///
  /// Controllers presented above the dismissed one are dismissed with it, top first. The dismissed views disappear
  /// (`viewWillDisappear`, `viewDidDisappear`) and leave the window; as UIKit documents, only the top-most is
  /// dismissed with `flag`, the ones below it without animation (their `viewWillDisappear(false)`). `completion` runs
  /// at once, afterwards. Degenerate input: with nothing to dismiss, the call does nothing and does not call
  /// `completion`.
  ///
  /// ```swift
  /// sheet.dismiss(animated: true)
  /// root.presentedViewController   // nil
  /// ```
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismissal(animated: flag, completion: completion)
  }

  /// Shows a controller the way its context prefers: pushed on the nearest navigation controller
  /// (``navigationController``, or this controller if it is one), otherwise presented (N1, N3), animated, as UIKit's
  /// default does. Degenerate input: as for ``NavigationController/pushViewController(_:animated:)`` and
  /// ``present(_:animated:completion:)``; `sender` is ignored. For example,
  /// `show(details, sender: self)   // a push inside a navigation controller`.
  open func show(_ viewController: ViewController, sender: Any?) { performShow(viewController) }

  // MARK: Hooks for subclasses inside the module (ArrangementController)
  var layoutDependsOnPosition: Bool { false }  // whether layout depends on where the view sits (a class constant)

  func layoutContent(of view: View) {}  // between `viewWillLayoutSubviews()` and `layoutSubviews()` of `view`

  /// Runs when a pass over the view's subtree ends, if `finishesLayoutPasses` (the view's copy).
  func viewDidFinishLayoutPass() {}
  var finishesLayoutPasses: Bool { false }

  func installContent() {}  // once the view has loaded, before `viewDidLoad()`: containers install their content

  /// `subview`, entering the window, is about to become a subview of this controller's view (animated or not):
  /// whether its appearance waits for this controller's next layout pass, which then gives it its frame (an
  /// arrangement's pane, V5, C12). The default: no.
  func defersAppearance(ofEnteringSubview subview: View, animated: Bool) -> Bool { false }

  func childDidLeave(_ child: ViewController) {}  // left through `removeFromParent()`: containers forget it (N1, N2)

  /// `subview` left the view (removed or moved elsewhere, by anyone): an arrangement puts a shown pane's view back on
  /// its next pass (C6).
  func viewDidLoseSubview(_ subview: View) {}

  /// ``refreshTraitsInHierarchy()`` with this controller's traits already computed: each child's are its overrides
  /// applied to its parent's (T1), so one walk down costs linear in the depth rather than one walk up the chain per
  /// controller (issue 20).
  func refreshTraitsInHierarchy(to current: TraitCollection) { refreshTraitsAndChildren(to: current) }
}
