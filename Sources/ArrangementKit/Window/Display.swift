import Foundation

/// The screen a window sits on: its size, scale, traits, reserved regions, safe area and hinge.
///
/// Tests and `DeviceSimulator` mutate a display to simulate a device being rotated, folded
/// or unfolded. Every change lays out the windows on the display at once (there is no run
/// loop to defer to): their frames follow ``bounds``, their traits follow ``traits``, and
/// their hinge interactions hear about ``hinge`` changes. Wrap several changes in
/// ``performUpdates(_:)`` to lay out once for all of them.
///
/// ```swift
/// let display = Display(bounds: CGRect(x: 0, y: 0, width: 951, height: 669), scale: 3,
///                       traits: TraitCollection(horizontalSizeClass: .regular,
///                                               verticalSizeClass: .regular))
/// let window = Window(display: display)
/// display.performUpdates {
///   display.bounds = CGRect(x: 0, y: 0, width: 669, height: 951)
///   display.reservedRegions = []
/// }   // one layout pass
/// ```
///
/// Degenerate input: every value is stored as given; the solver sanitizes what it reads
/// (non-finite bounds, empty regions, a non-positive scale) with diagnostics.
@preconcurrency @MainActor
public final class Display {
  private var storedBounds: CGRect
  private var storedTraits: TraitCollection { didSet { traitsVersion &+= 1 } }
  /// Counts the changes of ``traits``: a window that followed this version has nothing to
  /// compare (`Window.followDisplayTraits()`; a trait copy and comparison per display change).
  private(set) var traitsVersion: UInt32 = 0
  private var storedRegions: [ReservedRegion]
  private var storedSafeArea: EdgeInsets
  private var storedHinge: Hinge?
  private var storedVerticalBar: VerticalBar?
  /// The windows on this display. A window keeps its display alive, not the other way round:
  /// entries are `unowned` (checked; weak would give every window a side-table reference
  /// count, see View's `storedSuperview`). Invariant: a window removes its entry in its deinit,
  /// so no entry names a freed window.
  private var windows: [WindowEntry] = []
  /// The scene of this display's windows. Weak: the windows keep it alive, and it keeps the
  /// display alive (``WindowScene/screen``), so a strong reference here would be a cycle.
  private weak var sharedScene: WindowScene?
  private var batchDepth = 0
  private var pendingLayout = false
  private var pendingHinge = false

  /// Creates a display.
  ///
  /// `scale` and `traits.displayScale` describe the same thing: when only one of them differs
  /// from the default 1 that one is used; when both are given and disagree, `scale` wins.
  ///
  /// ```swift
  /// let cover = Display(bounds: CGRect(x: 0, y: 0, width: 466, height: 678), scale: 3,
  ///                     traits: TraitCollection(horizontalSizeClass: .compact,
  ///                                             verticalSizeClass: .regular))
  /// ```
  public init(
    bounds: CGRect, scale: CGFloat = 1, traits: TraitCollection = TraitCollection(),
    reservedRegions: [ReservedRegion] = [], safeAreaInsets: EdgeInsets = EdgeInsets(),
    hinge: Hinge? = nil, verticalBar: VerticalBar? = nil
  ) {
    storedBounds = bounds
    var traits = traits
    if scale != 1 || traits.displayScale == 1 { traits.displayScale = scale }
    traits.verticalBarSide = verticalBar?.side
    storedTraits = traits
    storedRegions = reservedRegions
    storedSafeArea = safeAreaInsets
    storedHinge = hinge
    storedVerticalBar = verticalBar
    interfaceOrientation = bounds.width > bounds.height ? .landscapeRight : .portrait
  }

  /// The system minimum layout margin of a controller's root view on a leading or trailing
  /// edge without a safe-area inset (M4), for devices whose profile measured one (20 on the
  /// iPhone Duo's displays); `nil`: UIKit's documented 16 in a compact width, 20 in a regular
  /// one. Set by the simulator's device profiles; changing it lays nothing out by itself.
  package var minimumSideLayoutMargin: CGFloat?

  /// The numbers bars are laid out with on this display (B3, B4, B6): UIKit's iPhone metrics
  /// unless the simulator's device profile sets its own. Changing it lays nothing out by itself.
  package var barMetrics = BarMetrics.platform

  /// How the interface is turned on the display: `.portrait`, or for a display wider than tall
  /// `.landscapeRight`, unless set (the simulator sets `.landscapeLeft` for `landscapeFlipped`).
  /// Informational: nothing lays out from it.
  ///
  /// ```swift
  /// display.interfaceOrientation = .landscapeLeft
  /// ```
  public var interfaceOrientation: InterfaceOrientation

  /// The display's rectangle in points; windows on it take it as their frame.
  ///
  /// ```swift
  /// display.bounds = CGRect(x: 0, y: 0, width: 669, height: 951)   // rotate
  /// ```
  public var bounds: CGRect {
    get { storedBounds }
    set {
      guard newValue != storedBounds else { return }
      storedBounds = newValue
      changed(layout: true)
    }
  }

  /// Pixels per point; always equal to `traits.displayScale`.
  ///
  /// ```swift
  /// display.scale = 2
  /// ```
  public var scale: CGFloat {
    get { storedTraits.displayScale }
    set {
      guard newValue != storedTraits.displayScale else { return }
      storedTraits.displayScale = newValue
      changed(layout: true)
    }
  }

  /// The traits windows on this display start from (T1); their `displayScale` is always
  /// ``scale``.
  ///
  /// Setting traits whose `displayScale` is the default 1 keeps the display's scale (so
  /// `display.traits = TraitCollection(horizontalSizeClass: .compact)` changes only what it
  /// names); any other `displayScale` becomes the new ``scale``. Set ``scale`` to go back to 1.
  ///
  /// ```swift
  /// display.traits.horizontalSizeClass = .compact
  /// ```
  public var traits: TraitCollection {
    get { storedTraits }
    set {
      var traits = newValue
      if traits.displayScale == 1 { traits.displayScale = storedTraits.displayScale }
      traits.verticalBarSide = storedVerticalBar?.side
      guard traits != storedTraits else { return }
      storedTraits = traits
      changed(layout: true)
    }
  }

  /// Folds and cameras, in display coordinates (which are window coordinates).
  ///
  /// ```swift
  /// display.reservedRegions = [ReservedRegion(kind: .division,
  ///                                           frame: CGRect(x: 455.5, y: 0, width: 40, height: 669))]
  /// ```
  public var reservedRegions: [ReservedRegion] {
    get { storedRegions }
    set {
      guard newValue != storedRegions else { return }
      storedRegions = newValue
      changed(layout: true)
    }
  }

  /// The insets of the display's edges that content should keep clear of (informational: arrangements use full bounds).
  ///
  /// ```swift
  /// display.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 84)
  /// ```
  public var safeAreaInsets: EdgeInsets {
    get { storedSafeArea }
    set {
      guard newValue != storedSafeArea else { return }
      storedSafeArea = newValue
      changed(layout: true)
    }
  }

  /// The hinge of a foldable, or `nil` for a display without one (R3).
  ///
  /// ```swift
  /// display.hinge = Hinge(status: .partiallyOpen, angle: 2.226)
  /// ```
  public var hinge: Hinge? {
    get { storedHinge }
    set {
      guard newValue != storedHinge else { return }
      storedHinge = newValue
      changed(hinge: true)
    }
  }

  /// The display's vertical bar, or `nil` where it has none (VB; the iPhone Duo's outer
  /// display in every orientation and its inner display in landscape have one).
  ///
  /// Its inset is already part of ``safeAreaInsets``; the bar decides what a controller that
  /// disables it gets instead (VB3) and what `traitCollection.verticalBarEdge` reads (VB4).
  /// A change lays the windows out.
  ///
  /// ```swift
  /// display.verticalBar = Display.VerticalBar(side: .left, disabledTopInset: 74)
  /// ```
  public var verticalBar: VerticalBar? {
    get { storedVerticalBar }
    set {
      guard newValue != storedVerticalBar else { return }
      storedVerticalBar = newValue
      storedTraits.verticalBarSide = newValue?.side
      changed(layout: true)
    }
  }

  /// Applies several changes and lays the windows out once, after `body` returns.
  ///
  /// Nested calls lay out when the outermost one returns.
  ///
  /// ```swift
  /// display.performUpdates {
  ///   display.bounds = CGRect(x: 0, y: 0, width: 951, height: 669)
  ///   display.hinge = Hinge(status: .partiallyOpen, angle: 2.226)
  /// }
  /// ```
  public func performUpdates(_ body: () -> Void) {
    batchDepth += 1
    body()
    batchDepth -= 1
    if batchDepth == 0 { flush() }
  }

  /// The windows currently on this display.
  public var attachedWindows: [Window] { windows.map(\.window) }

  /// The scene of this display's windows, created when the first window asks.
  var scene: WindowScene {
    if let sharedScene { return sharedScene }
    let scene = WindowScene(screen: self)
    sharedScene = scene
    return scene
  }

  func attach(_ window: Window) {
    windows.append(WindowEntry(id: ObjectIdentifier(window), window: window))
  }

  /// Forgets a window being freed (by identity: its reference can no longer be loaded).
  func detach(_ window: ObjectIdentifier) {
    windows.removeAll { $0.id == window }
  }

  private func changed(layout: Bool = false, hinge: Bool = false) {
    pendingLayout = pendingLayout || layout
    pendingHinge = pendingHinge || hinge
    if batchDepth == 0 { flush() }
  }

  private func flush() {
    let layout = pendingLayout
    let hinge = pendingHinge
    pendingLayout = false
    pendingHinge = false
    guard layout || hinge else { return }
    for window in attachedWindows {
      window.displayDidChange(layout: layout, hinge: hinge)
    }
  }
}

/// One entry of a display's window list.
private struct WindowEntry {
  let id: ObjectIdentifier
  unowned let window: Window
}
