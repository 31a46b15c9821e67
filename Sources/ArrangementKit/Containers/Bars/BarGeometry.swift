import Foundation

/// Where a container's bars go in its view (B3, B4): the numbers of the display's
/// ``BarMetrics`` applied to where the container's view lies in its window.
@MainActor
struct BarGeometry {
  /// The container view's bounds.
  let bounds: CGRect
  /// The container view's safe-area insets (the window's bands and the additional insets
  /// above it; its own bars not included).
  let insets: EdgeInsets
  /// The display's bar numbers.
  let metrics: BarMetrics
  /// The window's text measurer (its identity), and the display's scale: what a bar title's
  /// measurement depends on besides its text and font.
  let textMeasurer: ObjectIdentifier?
  let scale: CGFloat
  /// Where the navigation bar starts, in the container's coordinates (B3).
  let navigationBarTop: CGFloat
  /// Whether the display's vertical size class is compact.
  let isCompactHeight: Bool
  /// The vertical bar's strip in the container's coordinates, where the display shows a bar
  /// for this presentation and the container reaches it; `nil` otherwise (VB3, B4).
  let strip: CGRect?
  /// The strip's side.
  let stripSide: Display.VerticalBar.Side?
  /// The part of the strip below the status region and above the bottom inset, where items
  /// stand (B6), in the container's coordinates.
  let stripItemRange: ClosedRange<CGFloat>?

  /// The geometry for `host` (a container's view in a window), or `nil` outside a window.
  init?(host: View) {
    guard let window = host.window, let region = host.safeRegion() else { return nil }
    let display = window.display
    bounds = host.bounds
    insets = region.insets
    metrics = display.barMetrics
    textMeasurer = window.textMeasurerBox.map(ObjectIdentifier.init)
    scale = display.traits.displayScale
    isCompactHeight = display.traits.verticalSizeClass == .compact
    // B3: the window's top inset where there is one, else the status row on a display with a
    // vertical bar (24 on the Duo), whether or not this presentation disables the bar.
    let windowTop = display.safeAreaInsets.top
    let statusTop =
      windowTop.isFinite && windowTop > 0
      ? windowTop : (display.verticalBar != nil ? BarMetrics.clean(metrics.statusRowHeight) : 0)
    let offsetY = region.rect.minY - window.bounds.minY
    navigationBarTop = max(0, statusTop - offsetY)
    // B4: the strip is the bar's side band of the window, where this container reaches it.
    guard let bar = display.verticalBar, !host.resolvesVerticalBarDisabledNow else {
      strip = nil
      stripSide = nil
      stripItemRange = nil
      return
    }
    let windowBounds = window.bounds
    let rect = region.rect
    let toHost = CGPoint(x: bounds.minX - rect.minX, y: bounds.minY - rect.minY)
    // A window narrower than the bar's band (a 63-point display) holds only its width.
    let band = bar.side == .right ? display.safeAreaInsets.right : display.safeAreaInsets.left
    let width = min(band, max(0, windowBounds.width))
    let windowStrip: CGRect
    switch bar.side {
    case .right:
      windowStrip = CGRect(
        x: windowBounds.maxX - width, y: windowBounds.minY, width: width, height: windowBounds.height)
      guard width > 0, rect.maxX >= windowBounds.maxX - 0.5 else {
        strip = nil
        stripSide = nil
        stripItemRange = nil
        return
      }
    case .left:
      windowStrip = CGRect(x: windowBounds.minX, y: windowBounds.minY, width: width, height: windowBounds.height)
      guard width > 0, rect.minX <= windowBounds.minX + 0.5 else {
        strip = nil
        stripSide = nil
        stripItemRange = nil
        return
      }
    }
    stripSide = bar.side
    let hostStrip = windowStrip.offsetBy(dx: toHost.x, dy: toHost.y)
    strip = hostStrip
    // Items stand below an active region at the strip's top (the status display, the status
    // cluster) and above one at its bottom and above the bottom inset (measurements.md "Bars").
    var top = windowStrip.minY
    var bottom = windowStrip.maxY - BarMetrics.clean(display.safeAreaInsets.bottom)
    for region in display.reservedRegions where region.isActive && region.kind == .occlusion {
      let frame = region.frame
      guard frame.intersects(windowStrip) else { continue }
      if frame.minY <= windowStrip.minY + 1 {
        top = max(top, frame.maxY)
      } else if frame.maxY >= windowStrip.maxY - 1 {
        bottom = min(bottom, frame.minY)
      }
    }
    let spacing = BarMetrics.clean(metrics.itemSpacing)
    let low = top + spacing + toHost.y
    let high = max(low, bottom - spacing + toHost.y)
    stripItemRange = low...high
  }

  /// The navigation bar's height: compact or regular, plus a large title's row (B3).
  func navigationBarHeight(largeTitle: Bool) -> CGFloat {
    let base = BarMetrics.clean(isCompactHeight ? metrics.compactNavigationBarHeight : metrics.navigationBarHeight)
    return base + (largeTitle ? BarMetrics.clean(metrics.largeTitleExtraHeight) : 0)
  }

  /// A horizontal bar at the bottom, `height` tall above the bottom inset (B4).
  func bottomBar(height: CGFloat) -> CGRect {
    let total = BarMetrics.clean(height) + BarMetrics.clean(insets.bottom)
    return CGRect(x: bounds.minX, y: bounds.maxY - total, width: bounds.width, height: total)
  }

  /// What a bar covering `frame` adds to the child's safe area beyond what the child inherits
  /// of the container's insets, per side (B2: as additional insets would), so that the
  /// child's safe area starts at the bar's edge.
  ///
  /// The child fills the container and inherits its insets only up to its size (M1: the part
  /// of its bounds they overlap): a container shorter than its own insets (a 20-point view
  /// with a 40-point inset) hands down 20, and the bar adds the rest.
  func push(top frame: CGRect) -> CGFloat { max(0, frame.maxY - bounds.minY - inherited(insets.top)) }
  /// See ``push(top:)``: a bar at the bottom.
  func push(bottom frame: CGRect) -> CGFloat { max(0, bounds.maxY - frame.minY - inherited(insets.bottom)) }

  /// The part of a vertical inset of the container that a child filling it inherits.
  private func inherited(_ inset: CGFloat) -> CGFloat {
    guard inset.isFinite, bounds.height.isFinite else { return 0 }
    return min(max(0, inset), max(0, bounds.height))
  }
}

extension View {
  /// Whether the presentation this view is in resolves the vertical bar to `.disabled` now
  /// (VB2), following `childForPreferredVerticalBarBehavior` from its root: a pass that runs
  /// during a push or a tab switch, before the resolution is stored again, places the bars for
  /// the controller that is coming.
  var resolvesVerticalBarDisabledNow: Bool {
    var view = self
    while let superview = view.storedSuperview, !(superview is Window) { view = superview }
    guard var controller = view.owningController else { return false }
    var steps = 0
    while let child = controller.childForPreferredVerticalBarBehavior, child !== controller, steps < 64 {
      controller = child
      steps += 1
    }
    return controller.preferredVerticalBarBehavior == .disabled
  }

  /// Sets the frame only when it differs (no layout churn when nothing moved).
  func setFrameIfChanged(_ frame: CGRect) {
    if !storedFrame.isIdentical(to: frame) { self.frame = frame }
  }

  /// Shows or hides the view, changing nothing when it already is.
  func setHiddenIfChanged(_ hidden: Bool) {
    if isHidden != hidden { isHidden = hidden }
  }
}

extension View {
  /// Whether this view is a bar (a navigation bar, toolbar, tab bar or the vertical bar's
  /// strip): system chrome that may lie under the status display and outside the safe area.
  package var isBarView: Bool { self is NavigationBar || self is Toolbar || self is TabBar || self is VerticalBarStrip }

  /// Whether this view is a bar's title or item, or inside one (a bar is among its ancestors):
  /// the audit judges it against folds and cameras, not against the safe area the bar lies
  /// outside of by design (B8).
  package var isBarContent: Bool {
    var current = storedSuperview
    while let view = current {
      if view.isBarView { return true }
      current = view.storedSuperview
    }
    return false
  }
}
