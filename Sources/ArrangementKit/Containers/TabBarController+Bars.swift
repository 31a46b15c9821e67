import Foundation

extension TabBarController: BarHosting {
  var lowestBarView: View? { storedTabBar }

  /// The tab bar (B1): a view above the selected child's, at the bottom (49 pt plus the bottom
  /// inset) or, where a vertical bar is shown, standing in its strip (69 pt wide, full
  /// height); its frame is set by this controller's layout pass (B4).
  ///
  /// ```swift
  /// tabs.tabBar.frame   // y 586, width 951, height 83: the Duo's inner display, bar disabled
  /// ```
  ///
  /// Degenerate input: none; the same bar every time.
  public var tabBar: TabBar {
    if let storedTabBar { return storedTabBar }
    let bar = TabBar()
    bar.host = BarHost(self)
    storedTabBar = bar
    return bar
  }

  /// Adds the tab bar to `host` when the view loads; afterwards keeps it above the content
  /// while it is there (a bar the app removed stays removed and covers nothing).
  func keepTabBarInstalled(in host: View) {
    let bar = tabBar
    if !bar.isInstalled {
      bar.isInstalled = true
      host.addSubview(bar)
    } else if bar.storedSuperview === host, host.storedSubviews.last !== bar {
      host.bringSubviewToFront(bar)
    }
  }

  /// Whether the tab bar leaves: the selected tab is a navigation stack whose top controller
  /// hides the bottom bar when pushed (B1).
  var hidesTabBarForTop: Bool {
    guard let navigation = selectedViewController as? NavigationController, navigation.stack.count > 1,
      let top = navigation.topViewController
    else { return false }
    return top.hidesBottomBarWhenPushed
  }

  /// The pass sets the tab bar's frame (B4), adds what it covers to the selected child's safe
  /// area (B2) and places the tabs' items.
  func layoutTabBar(in host: View) {
    keepTabBarInstalled(in: host)
    let bar = tabBar
    guard let geometry = BarGeometry(host: host) else { return }
    var push = EdgeInsets.zero
    if hidesTabBarForTop || bar.storedSuperview !== host {
      bar.setHiddenIfChanged(true)
      bar.isInStrip = false
      bar.itemButtons.removeUnused(from: 0)
    } else if let strip = geometry.strip {
      let width = min(BarMetrics.clean(geometry.metrics.stripTabBarWidth), strip.width)
      let x = geometry.stripSide == .left ? strip.minX : strip.maxX - width
      bar.setFrameIfChanged(CGRect(x: x, y: geometry.bounds.minY, width: width, height: geometry.bounds.height))
      bar.setHiddenIfChanged(false)
      bar.isInStrip = true
      placeTabItems(on: bar, geometry: geometry, vertical: true)
    } else {
      let frame = geometry.bottomBar(height: geometry.metrics.tabBarHeight)
      bar.setFrameIfChanged(frame)
      bar.setHiddenIfChanged(false)
      bar.isInStrip = false
      push.bottom = geometry.push(bottom: frame)
      placeTabItems(on: bar, geometry: geometry, vertical: false)
    }
    selectedViewController?.setBarSafeArea(push)
  }

  /// The tabs' items: side by side across the bar's safe width, or stacked at the bottom of
  /// the strip, each at least 44 pt; more tabs than fit collapse into the last slot's
  /// overflow (B9).
  private func placeTabItems(on bar: TabBar, geometry: BarGeometry, vertical: Bool) {
    let tabs = self.tabs ?? []
    let metrics = geometry.metrics
    let size = max(BarMetrics.clean(metrics.minimumItemSize), 1)
    let spacing = BarMetrics.clean(metrics.itemSpacing)
    var used = 0
    if vertical {
      let range = geometry.stripItemRange ?? (geometry.bounds.minY...geometry.bounds.maxY)
      let capacity = max(0, Int(((range.upperBound - range.lowerBound) + spacing) / (size + spacing)))
      let count = min(tabs.count, capacity)
      var y = range.upperBound - CGFloat(count) * (size + spacing) + spacing - bar.frame.minY
      let x = (bar.bounds.width - size) / 2
      for index in 0..<count {
        placeTab(tabs[index], index: index, on: bar, at: &used, frame: CGRect(x: x, y: y, width: size, height: size))
        y += size + spacing
      }
    } else {
      let low = geometry.insets.left
      let high = bar.bounds.width - geometry.insets.right
      let rowHeight = BarMetrics.clean(metrics.tabBarHeight)
      let capacity = max(0, Int((high - low) / size))
      let count = min(tabs.count, capacity)
      let width = count > 0 ? (high - low) / CGFloat(count) : 0
      for index in 0..<count {
        let frame = CGRect(
          x: low + CGFloat(index) * width, y: max(0, (rowHeight - size) / 2), width: width, height: size)
        placeTab(tabs[index], index: index, on: bar, at: &used, frame: frame)
      }
    }
    bar.itemButtons.removeUnused(from: used)
  }

  private func placeTab(_ tab: ViewController, index: Int, on bar: TabBar, at used: inout Int, frame: CGRect) {
    let item: TabBarItem = tab.tabBarItem
    let button = bar.itemButtons.button(at: used, in: bar)
    let selected = index == storedSelectedIndex
    let title = item.title.flatMap { $0.isEmpty ? nil : $0 } ?? tab.title
    button.show(
      item, title: title, image: selected ? (item.selectedImage ?? item.image) : item.image, enabled: item.isEnabled)
    if button.button.isSelected != selected { button.button.isSelected = selected }
    button.tabIndex = index
    if button.tapHandler == nil {
      button.tapHandler = { [host = bar.host] button in
        guard let tabs = host?.container as? TabBarController, button.tabIndex >= 0 else { return }
        tabs.selectedIndex = button.tabIndex
      }
    }
    button.setFrameIfChanged(frame)
    if item.host !== bar.host { item.host = bar.host }
    used += 1
  }
}
