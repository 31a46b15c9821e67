import Foundation

/// Manages a view and its life cycle: the object model's `UIViewController`.
///
/// The view loads lazily on first access of ``view`` (``loadView()``, then
/// ``viewDidLoad()``). Controllers form a tree through child containment (``addChild(_:)``,
/// ``removeFromParent()``), inherit traits from their parent (T1), hear when their view
/// appears in or disappears from a window, and get ``viewWillLayoutSubviews()`` /
/// ``viewDidLayoutSubviews()`` around their view's layout.
///
/// ```swift
/// final class PlayerViewController: ViewController {
///   override func viewDidLoad() { view.addSubview(artwork) }
///   override func viewDidLayoutSubviews() {
///     let compact = (arrangementController?.state(for: .primary)?.zIndex ?? 0) > 0
///     artwork.isHidden = compact
///   }
/// }
/// ```
///
/// Degenerate input: hierarchy cycles (a controller as its own child or ancestor) stop with a
/// precondition failure naming the problem; everything else is accepted.
@preconcurrency @MainActor
open class ViewController {
  var storedView: View?
  /// The parent; `unowned` (checked), not weak, so controllers keep inline reference counts
  /// (see ``UnownedReference``). Invariant: set only while the parent lists this controller
  /// in `storedChildren`, cleared by `removeFromParent()` or the parent's deinit.
  var storedParent: ViewController? {
    get { parentReference.object }
    set {
      var replacement = UnownedReference(newValue)
      swap(&parentReference, &replacement)
    }
  }
  private var parentReference = UnownedReference<ViewController>()
  var storedChildren: [ViewController] = []
  /// The arrangement controller whose slot holds this controller, attached or detached (C6);
  /// `unowned` (checked). Invariant: set only while that controller's slot holds this one,
  /// cleared when the slot lets go of it or the arrangement controller is freed (its deinit).
  var slotOwner: ArrangementController? {
    get { slotOwnerReference.object }
    set {
      var replacement = UnownedReference(newValue)
      swap(&slotOwnerReference, &replacement)
    }
  }
  private var slotOwnerReference = UnownedReference<ArrangementController>()
  var storedPreferredContentSize: CGSize = .zero
  /// The traits last reported through `traitCollectionDidChange` (defaults before any change).
  var reportedTraits = TraitCollection()
  var appearanceState = AppearanceState.disappeared

  enum AppearanceState { case disappeared, appearing, appeared, disappearing }

  /// Creates a controller; its view loads on first access.
  ///
  /// ```swift
  /// let player = ViewController()
  /// player.isViewLoaded   // false
  /// ```
  public init() {}

  // Nonisolated, so subclasses may declare a plain `deinit`; clears the back-references to
  // this controller as View's deinit does (on the main actor, at once or right after).
  deinit {
    if MainActorContext.isCurrent {
      MainActor.assumeIsolated { releaseBackReferences() }
    } else {
      let view = storedView
      let children = storedChildren
      Task { @MainActor in
        ViewController.releaseBackReferences(view: view, children: children)
      }
    }
  }

  /// The controller's root view, loaded on first access: ``loadView()`` then ``viewDidLoad()``.
  ///
  /// Setting a view replaces the root view (it is not added to any hierarchy by that).
  ///
  /// ```swift
  /// controller.view.frame = CGRect(x: 0, y: 0, width: 951, height: 669)
  /// ```
  ///
  /// Degenerate input: a ``loadView()`` override that sets no view gets a plain ``View``.
  public var view: View! {
    get {
      if let storedView { return storedView }
      loadViewIfNeeded()
      return storedView
    }
    set {
      if storedView === newValue { return }
      if let old = storedView, old.owningController === self { old.owningController = nil }
      storedView = newValue
      if let newValue {
        newValue.owningController?.storedView = nil
        newValue.owningController = self
      }
    }
  }

  /// Whether the view has been loaded.
  ///
  /// ```swift
  /// _ = controller.view; controller.isViewLoaded   // true
  /// ```
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded yet.
  ///
  /// ```swift
  /// controller.loadViewIfNeeded()
  /// ```
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = View() }
    viewDidLoad()
  }

  /// Creates the view. The default assigns a plain ``View``; override to assign your own
  /// (without calling `super`).
  ///
  /// ```swift
  /// override func loadView() { view = PlayerView() }
  /// ```
  open func loadView() { view = View() }

  /// Called once after the view loaded. The default does nothing.
  ///
  /// Build the view's content here; the view's frame is not final yet.
  ///
  /// ```swift
  /// override func viewDidLoad() { view.addSubview(artwork) }
  /// ```
  open func viewDidLoad() {}

  /// Called before the view enters a window (directly, or because an ancestor view did, or
  /// because an arrangement shows this child again, C6). The default does nothing.
  ///
  /// `animated` is the `animated` argument of the call that caused it (`false` for display
  /// changes). Never called twice in a row without a disappearance in between.
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) { startPlaybackUpdates() }
  /// ```
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view entered a window, right after ``viewWillAppear(_:)``'s hierarchy
  /// change. The default does nothing.
  ///
  /// ```swift
  /// override func viewDidAppear(_ animated: Bool) { log("visible") }
  /// ```
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves its window (removed, its window's root replaced, or hidden
  /// and detached by an arrangement, C6). The default does nothing.
  ///
  /// ```swift
  /// override func viewWillDisappear(_ animated: Bool) { stopPlaybackUpdates() }
  /// ```
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left its window. The default does nothing.
  ///
  /// ```swift
  /// override func viewDidDisappear(_ animated: Bool) { releaseCaches() }
  /// ```
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called at the start of the view's layout, before `layoutSubviews`. The default does nothing.
  ///
  /// Runs only in passes where the view needs layout (its size changed, or someone called
  /// `setNeedsLayout()`). In an ``ArrangementController`` the arrangement is solved and
  /// applied right after this.
  ///
  /// ```swift
  /// override func viewWillLayoutSubviews() { child.view.frame = view.bounds }
  /// ```
  open func viewWillLayoutSubviews() {}

  /// Called after the view's `layoutSubviews`. The default does nothing.
  ///
  /// A child of an arrangement controller can read `arrangementController?.state(for:)` here:
  /// the arrangement was applied before, and the query starts no second pass.
  ///
  /// ```swift
  /// override func viewDidLayoutSubviews() {
  ///   isCompact = (arrangementController?.state(for: .primary)?.zIndex ?? 0) > 0
  /// }
  /// ```
  open func viewDidLayoutSubviews() {}

  /// Called when the inherited or overridden traits change (T1), with the traits before.
  /// The default does nothing.
  ///
  /// ```swift
  /// override func traitCollectionDidChange(_ previous: TraitCollection?) {
  ///   if previous?.horizontalSizeClass != traitCollection.horizontalSizeClass { rebuild() }
  /// }
  /// ```
  open func traitCollectionDidChange(_ previous: TraitCollection?) {}

  /// The size this controller would like, fed to `intrinsic` sizing in an arrangement;
  /// `.zero` means none.
  ///
  /// Changing it while the controller is in an arrangement's slot marks that arrangement as
  /// needing layout (C5).
  ///
  /// ```swift
  /// sidebar.preferredContentSize = CGSize(width: 320, height: 0)
  /// ```
  ///
  /// Degenerate input: negative or non-finite sizes are passed on; the solver treats them as
  /// "no intrinsic size" with a diagnostic.
  public var preferredContentSize: CGSize {
    get { storedPreferredContentSize }
    set {
      guard newValue != storedPreferredContentSize else { return }
      storedPreferredContentSize = newValue
      slotOwner?.inputsDidChange()
    }
  }

  /// The traits this controller replaces for itself and everything below it (T1).
  ///
  /// Changing them refreshes the traits of the subtree (calling
  /// ``traitCollectionDidChange(_:)`` where they changed) and marks layout as needed.
  ///
  /// ```swift
  /// arrangement.traitOverrides.horizontalSizeClass = .compact
  /// ```
  public var traitOverrides = TraitOverrides() {
    didSet {
      if traitOverrides != oldValue { refreshTraitsInHierarchy() }
    }
  }

  /// Called before the controller gets a new parent (or, with `nil`, loses it). The default
  /// does nothing.
  ///
  /// ``addChild(_:)`` calls it with the new parent; a container calls it with `nil` before
  /// removing the child's view (an arrangement does, C1, C6).
  ///
  /// ```swift
  /// override func willMove(toParent parent: ViewController?) {
  ///   if parent == nil { saveState() }
  /// }
  /// ```
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller got a new parent (or, with `nil`, lost it). The default does
  /// nothing.
  ///
  /// A container calls it with itself once the child's view is installed;
  /// ``removeFromParent()`` calls it with `nil`.
  ///
  /// ```swift
  /// override func didMove(toParent parent: ViewController?) {
  ///   isEmbedded = parent != nil
  /// }
  /// ```
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Hooks for subclasses inside the module (ArrangementController)

  /// Whether the view's layout depends on where it sits in its window (reserved regions).
  var layoutDependsOnPosition: Bool { false }

  /// Runs between `viewWillLayoutSubviews()` and the view's `layoutSubviews()`.
  func layoutContent() {}

  /// Runs when a layout pass over the view's subtree is finished.
  func viewDidFinishLayoutPass() {}

  /// Clears what points back at a controller being freed: its view's owner (always that
  /// controller, the `view` setter keeps it so) and its children's parent.
  private func releaseBackReferences() {
    ViewController.releaseBackReferences(view: storedView, children: storedChildren)
  }

  private static func releaseBackReferences(view: View?, children: [ViewController]) {
    view?.owningController = nil
    for child in children { child.storedParent = nil }
  }

  /// Re-reads the traits of this controller and of every controller below it.
  func refreshTraitsInHierarchy() {
    refreshTraits()
    for child in storedChildren { child.refreshTraitsInHierarchy() }
  }
}
