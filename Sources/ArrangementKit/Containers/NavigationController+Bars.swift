import Foundation

/// A navigation controller's bars (B1): made once, when the view loads or a bar is first
/// asked for.
@MainActor
final class NavigationBars {
  let navigationBar = NavigationBar()
  let toolbar = Toolbar()
  let strip = VerticalBarStrip()
  var isNavigationBarHidden = false
  var isToolbarHidden = true
  /// The overflow items of the top row and of the strip, made when first needed (B6).
  var rowOverflow: OverflowBarButtonItem?
  var stripOverflow: OverflowBarButtonItem?
  /// The back button's item, made when first shown.
  var backItem: BarButtonItem?
  /// The placement's buffers (B6).
  let scratch = BarPlacementScratch()
  /// The controller as its bars and items see it (released by its deinit).
  let host: BarHost

  init(owner: NavigationController) {
    host = BarHost(owner)
    navigationBar.host = host
    toolbar.host = host
    toolbar.isHidden = true
    strip.isHidden = true
  }

  /// Whether the bars were added to the controller's view (once, when it loaded).
  var isInstalled = false

  /// Adds the bars to `host` the first time; afterwards keeps those still there above the
  /// content, in the order navigation bar, toolbar, strip. A bar the app removed stays removed
  /// (and covers nothing, B2), as any view would.
  func keepInstalled(in host: View) {
    if !isInstalled {
      isInstalled = true
      host.addSubview(navigationBar)
      host.addSubview(toolbar)
      host.addSubview(strip)
      return
    }
    let subviews = host.storedSubviews
    let count = subviews.count
    if count >= 3, subviews[count - 3] === navigationBar, subviews[count - 2] === toolbar,
      subviews[count - 1] === strip
    {
      return
    }
    for bar in [navigationBar, toolbar, strip] as [View] where bar.storedSuperview === host {
      host.bringSubviewToFront(bar)
    }
  }
}

extension NavigationController: BarHosting {
  var lowestBarView: View? { bars?.navigationBar }

  /// The bars, made on first use.
  var ensuredBars: NavigationBars {
    if let bars { return bars }
    let made = NavigationBars(owner: self)
    bars = made
    return made
  }

  /// The bar at the top (B1): shown by default, its frame set by this controller's layout pass
  /// (B3), showing the top controller's ``ViewController/navigationItem``.
  ///
  /// ```swift
  /// navigation.navigationBar.frame   // y 24, height 58: the Duo's inner display in landscape
  /// ```
  ///
  /// Degenerate input: none; the same bar every time.
  public var navigationBar: NavigationBar { ensuredBars.navigationBar }

  /// The bar at the bottom (B1): hidden by default; shown, it shows the top controller's
  /// ``ViewController/toolbarItems`` (B4; in the strip where a vertical bar is shown).
  ///
  /// ```swift
  /// navigation.isToolbarHidden = false
  /// ```
  ///
  /// Degenerate input: none; the same toolbar every time.
  public var toolbar: Toolbar { ensuredBars.toolbar }

  /// Whether the navigation bar is hidden; `false` by default. Hidden, it adds nothing to the
  /// top controller's safe area (B2).
  ///
  /// ```swift
  /// navigation.isNavigationBarHidden = true
  /// ```
  public var isNavigationBarHidden: Bool {
    get { bars?.isNavigationBarHidden ?? false }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar; `animated` only reaches the end state (no frames in
  /// between). The safe area follows in the next pass (M2).
  ///
  /// ```swift
  /// navigation.setNavigationBarHidden(true, animated: true)
  /// ```
  ///
  /// Degenerate input: setting the current state does nothing.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    let bars = ensuredBars
    guard bars.isNavigationBarHidden != hidden else { return }
    bars.isNavigationBarHidden = hidden
    bars.navigationBar.isHidden = hidden
    storedView?.setNeedsLayout()
  }

  /// Whether the toolbar is hidden; `true` by default.
  ///
  /// ```swift
  /// navigation.isToolbarHidden = false
  /// ```
  public var isToolbarHidden: Bool {
    get { bars?.isToolbarHidden ?? true }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar; `animated` only reaches the end state. Where a vertical bar is
  /// shown, a shown toolbar's items stand in the strip and the toolbar view stays hidden (B4).
  ///
  /// ```swift
  /// navigation.setToolbarHidden(false, animated: true)
  /// ```
  ///
  /// Degenerate input: setting the current state does nothing.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    let bars = ensuredBars
    guard bars.isToolbarHidden != hidden else { return }
    bars.isToolbarHidden = hidden
    storedView?.setNeedsLayout()
  }

  /// The pass sets the bars' frames (B3, B4), adds what they cover to the top controller's
  /// safe area (B2) and places the items (B6).
  func layoutBars(in host: View) {
    let bars = ensuredBars
    bars.keepInstalled(in: host)
    guard let geometry = BarGeometry(host: host) else { return }
    let top = topViewController
    let item = top?.navigationItem
    var push = EdgeInsets.zero
    let navigationBar = bars.navigationBar
    if bars.isNavigationBarHidden || navigationBar.storedSuperview !== host {
      navigationBar.setHiddenIfChanged(bars.isNavigationBarHidden)
    } else {
      let mode = item?.largeTitleDisplayMode ?? .automatic
      let large = navigationBar.prefersLargeTitles && (mode == .always || mode == .automatic)
      let frame = CGRect(
        x: geometry.bounds.minX, y: geometry.bounds.minY + geometry.navigationBarTop, width: geometry.bounds.width,
        height: geometry.navigationBarHeight(largeTitle: large))
      navigationBar.setFrameIfChanged(frame)
      navigationBar.setHiddenIfChanged(false)
      push.top = geometry.push(top: frame)
    }
    let toolbar = bars.toolbar
    let toolbarInStrip = !bars.isToolbarHidden && geometry.strip != nil
    if bars.isToolbarHidden || toolbarInStrip || toolbar.storedSuperview !== host {
      toolbar.setHiddenIfChanged(true)
    } else {
      let frame = geometry.bottomBar(height: geometry.metrics.toolbarHeight)
      toolbar.setFrameIfChanged(frame)
      toolbar.setHiddenIfChanged(false)
      push.bottom = geometry.push(bottom: frame)
    }
    top?.setBarSafeArea(push)
    placeItems(bars, item: item, geometry: geometry, toolbarInStrip: toolbarInStrip)
  }
}
