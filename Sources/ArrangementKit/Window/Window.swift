import Foundation

/// The top of a view hierarchy, shown on a ``Display``: the object model's `UIWindow`.
///
/// A window's frame is its display's bounds and its coordinates are display coordinates.
/// Its ``rootViewController``'s view fills it. Whenever the display changes (rotation,
/// folding, traits, regions, safe area) the window refreshes its controllers' traits and
/// lays itself out at once; hinge changes reach its ``HingeInteraction``s.
///
/// ```swift
/// let window = Window(display: display)
/// window.rootViewController = arrangement
/// window.makeKeyAndVisible()
/// ```
///
/// Degenerate input: a window without a root controller is an empty view; installing a
/// controller that is a child of another controller shows its view here anyway (the platform
/// does the same); prefer installing parentless controllers.
@preconcurrency @MainActor
public final class Window: View {
  /// The display this window is on.
  public let display: Display

  /// Whether ``makeKeyAndVisible()`` was called.
  public private(set) var isKeyWindow = false

  /// The scene of the windows on this window's display: the same for all of them.
  ///
  /// Its ``WindowScene/screen`` is ``display`` and its traits are the display's. Optional as
  /// on the platform; a window always has one here.
  ///
  /// ```swift
  /// view.window?.windowScene?.screen.scale   // the display's scale
  /// ```
  public var windowScene: WindowScene? { scene }
  /// Backs ``windowScene`` (the window keeps its scene alive; the display does not).
  private let scene: WindowScene

  /// Called after each layout pass of this window (see `Window+LayoutPassObserver.swift`).
  var layoutPassObserver: (@MainActor (Window) -> Void)?
  /// The menu shown in this window (B7, Window+Menus.swift), or `nil`.
  var shownMenu: ShownMenu?
  /// Set while the observer runs (it is not called again for passes it causes).
  var isNotifyingLayoutPassObserver = false
  /// The display's safe area when the window last followed a display change: a change of it
  /// reaches every view (their `safeAreaInsets`), one of the regions only their readers (V4).
  private var laidOutSafeArea: EdgeInsets
  /// The display's traits when the window last followed a display change: a change of the
  /// text size posts ``ContentSizeCategory/didChangeNotification`` (DT3), and the window's
  /// plain subviews are told (`traitsDidChange`).
  private var laidOutTraits: TraitCollection
  /// The display's ``Display/traitsVersion`` when ``laidOutTraits`` was read.
  private var laidOutTraitsVersion: UInt32

  /// Creates a window covering `display`. Like the platform's, it starts hidden.
  ///
  /// ```swift
  /// let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 402, height: 874)))
  /// ```
  public init(display: Display) {
    self.display = display
    scene = display.scene
    laidOutSafeArea = display.safeAreaInsets
    laidOutTraits = display.traits
    laidOutTraitsVersion = display.traitsVersion
    super.init(frame: display.bounds)
    tracksSafeAreaBelow = display.safeAreaInsets != .zero  // M2
    isHidden = true
    display.attach(self)
  }

  // Isolated (the class is final, so no subclass has to follow): takes this window off its
  // display's list before it is gone.
  isolated deinit {
    display.detach(ObjectIdentifier(self))
  }

  /// The controller whose view fills the window.
  ///
  /// Setting it removes the previous root's view (it disappears) and ends the presentations
  /// over it (N3), adds the new one's (it appears, sized to the window) and lays the window
  /// out at once.
  ///
  /// ```swift
  /// simulator.window.rootViewController = arrangement
  /// arrangement.view.frame.size   // the display's size
  /// ```
  ///
  /// Degenerate input: assigning the current root again does nothing.
  public var rootViewController: ViewController? {
    get { ownedRootViewController ?? rootViewControllerKeepingWindow }
    set {
      let oldValue = rootViewController
      guard oldValue !== newValue else { return }
      let keptByRoot = rootViewControllerKeepingWindow != nil
      ownedRootViewController = newValue
      rootViewControllerKeepingWindow = nil
      rootWillChange(from: oldValue)
      if let old = oldValue, old.isViewLoaded, old.view.superview === self {
        old.view.removeFromSuperview()
      }
      if let root = newValue {
        let rootView: View = root.view
        rootView.frame = bounds
        addSubview(rootView)
        root.resolveVerticalBarBehavior()  // VB2
      }
      setNeedsLayout()
      layoutIfNeeded()
      if keptByRoot { handOverKeepAlive(from: oldValue) }
    }
  }

  /// The root controller while the window is owned elsewhere (the usual case).
  var ownedRootViewController: ViewController?
  /// The root controller once the window's owner let go and the root keeps the window alive
  /// instead (``keepAliveWithRootViewController()``); weak, so that no cycle forms.
  weak var rootViewControllerKeepingWindow: ViewController?

  /// Makes the window key and visible and lays it out.
  ///
  /// ```swift
  /// window.makeKeyAndVisible()
  /// ```
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    layoutIfNeeded()
  }

  /// Sizes the root controller's view, and the views presented over it (N3), to the window.
  public override func layoutSubviews() {
    defer { if autoLayout != nil { prepareAutoLayoutPass() } }
    // The root controller is only looked through (not kept) to reach its view; identity and
    // field comparisons: no back-reference load, no call to Foundation's `==`.
    guard let rootView = rootControllerView else { return }
    let bounds = self.bounds
    if rootView.isSubview(of: self), !rootView.storedFrame.isIdentical(to: bounds) { rootView.frame = bounds }
    // Whether the root controller presents one (N3), read here rather than through a property
    // (which stayed a call: 18 instructions per pass).
    let presents =
      if let owned = ownedRootViewController {
        owned.storedPresented != nil
      } else {
        rootViewControllerKeepingWindow?.storedPresented != nil
      }
    if presents { layoutPresentedViews() }
  }

  /// The root controller's view, if loaded.
  private var rootControllerView: View? {
    if let owned = ownedRootViewController { return owned.storedView }
    return rootViewControllerKeepingWindow?.storedView
  }

  /// The display changed: follow its bounds and traits, lay out what the change reaches (V4),
  /// report the hinge.
  ///
  /// A new size or safe area lays out everything. A change that keeps both (regions, hinge,
  /// traits) lays out the arrangement controllers, the views that read regions or hold a hinge
  /// interaction, and the views of controllers whose traits changed — not their siblings.
  func displayDidChange(layout: Bool, hinge: Bool) {
    if layout {
      let size = display.bounds.size
      let resizes = !frame.size.isIdentical(to: size)
      let safeAreaChanged = display.safeAreaInsets != laidOutSafeArea
      laidOutSafeArea = display.safeAreaInsets
      if laidOutSafeArea != .zero { tracksSafeAreaBelow = true }  // M2
      var coordinator: SizeTransitionCoordinator?
      if resizes, let root = rootViewController, root.isViewLoaded {
        let transition = SizeTransitionCoordinator()
        coordinator = transition
        root.viewWillTransition(to: size, with: transition)
      }
      if frame != display.bounds { frame = display.bounds }
      followDisplayTraits()
      forEachInSubtree { view in
        // Once per controller tree, from its top (a controller with a parent is refreshed by
        // it): from every view it was quadratic in the nesting depth, and cubic with the traits
        // computed up the chain (issue 20).
        if let controller = view.owningController, !controller.hasParent { controller.refreshTraitsInHierarchy() }
        if view.traitRegistrations != nil { view.refreshRegisteredTraits() }
        if resizes || safeAreaChanged || view.readsDisplay { view.setNeedsLayout() }
      }
      autoLayout?.engine?.setNeedsLayoutWhereDirectionChanged()
      layoutIfNeeded()
      coordinator?.finish { self.layoutIfNeeded() }
    }
    if hinge {
      forEachInSubtree { view in
        for interaction in view.storedInteractions {
          (interaction as? HingeInteraction)?.hingeDidChange()
        }
      }
    }
  }
}

extension Window {
  /// The display's traits changed (or not): on a change of the text size, posts
  /// ``ContentSizeCategory/didChangeNotification`` first (DT3); then tells the window and its
  /// subviews that no controller owns (the controllers' views are told by their controllers).
  fileprivate func followDisplayTraits() {
    guard display.traitsVersion != laidOutTraitsVersion else { return }
    laidOutTraitsVersion = display.traitsVersion
    let current = display.traits
    let previous = laidOutTraits
    guard current != previous else { return }
    laidOutTraits = current
    if current.preferredContentSizeCategory != previous.preferredContentSizeCategory {
      NotificationCenter.default.post(
        name: ContentSizeCategory.didChangeNotification, object: self,
        userInfo: [ContentSizeCategory.newValueUserInfoKey: current.preferredContentSizeCategory])
    }
    traitCollectionDidChange(previous)
    let measurer = textMeasurerBox
    for subview in storedSubviews where !subview.hasOwningController {
      subview.traitsDidChange(
        from: subview.applyingOwnTraitAdjustments(to: previous), to: subview.applyingOwnTraitAdjustments(to: current),
        measurer: measurer)
    }
  }
}

extension View {
  /// Whether this view's layout reads the display beyond its own bounds: an arrangement
  /// controller's view, a view that asked for reserved regions, a view with a hinge
  /// interaction (V4).
  fileprivate var readsDisplay: Bool {
    ownerLayoutDependsOnPosition || readsReservedRegions
      || storedInteractions.contains { $0 is HingeInteraction }
  }
}
