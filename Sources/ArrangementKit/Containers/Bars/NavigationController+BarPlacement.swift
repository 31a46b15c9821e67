import Foundation

// B6: where the top controller's items go — the back button, the left items, the title and
// the right items on the navigation bar; with a vertical bar shown, the back button, image
// items and the toolbar's items in the strip, top to bottom; what does not fit collapses into
// one overflow item. Buffers are kept from pass to pass, so a pass that moves nothing new
// allocates nothing.

/// The lists of one placement: taken out of the scratch whole at the start of a pass and
/// passed `inout` (a list in a class is modified through a run-time-checked access on every
/// append), put back at the end so their buffers serve the next pass.
struct BarPlacementLists {
  var leading: [BarButtonItem] = []
  var trailing: [BarButtonItem] = []
  var strip: [BarButtonItem] = []
  var customViews: [View] = []
  var previousCustomViews: [View] = []
}

extension Array {
  /// Removes every element, keeping the buffer: element by element from the end, which for
  /// the few items of a bar costs less than `removeAll(keepingCapacity:)`'s generic range
  /// replacement (Performance.md).
  mutating func empty() {
    while !isEmpty { removeLast() }
  }
}

/// The buffers of one navigation controller's placement.
@MainActor
final class BarPlacementScratch {
  /// The lists, between passes.
  var lists = BarPlacementLists()
  /// A button outside the hierarchy that measures items.
  let measuring = BarItemButton()
}

extension NavigationController {
  /// Places the top item's items and title (B6), the toolbar's items, and the strip's.
  func placeItems(_ bars: NavigationBars, item: NavigationItem?, geometry: BarGeometry, toolbarInStrip: Bool) {
    let scratch = bars.scratch
    // The bars' items are placed in this controller's view's own layout step: as in each
    // bar's own step, so a moved button only raises flags.
    let navigationBarPlacement = bars.navigationBar.beginSubviewPlacement()
    let stripPlacement = bars.strip.beginSubviewPlacement()
    let toolbarPlacement = bars.toolbar.beginSubviewPlacement()
    defer {
      bars.navigationBar.endSubviewPlacement(navigationBarPlacement)
      bars.strip.endSubviewPlacement(stripPlacement)
      bars.toolbar.endSubviewPlacement(toolbarPlacement)
    }
    var lists = BarPlacementLists()
    swap(&lists, &scratch.lists)
    lists.leading.empty()
    lists.trailing.empty()
    lists.strip.empty()
    swap(&lists.customViews, &lists.previousCustomViews)
    lists.customViews.empty()
    let barShown = !bars.isNavigationBarHidden
    let stripShown = geometry.strip != nil
    if barShown, let item {
      collectItems(item, bars: bars, strip: stripShown, into: &lists)
    }
    if toolbarInStrip, let items = topViewController?.toolbarItems {
      let ownership = topViewController?.barItems?.toolbarOwnership
      for toolbarItem in items where !toolbarItem.isSpace && claim(toolbarItem, for: ownership) {
        lists.strip.append(toolbarItem)
      }
    }
    // A bar that does not fit in the container (a window shorter than it) shows no items rather
    // than items off-screen (B9).
    let barFits = bars.navigationBar.frame.maxY <= geometry.bounds.maxY + 0.001
    if barShown && barFits {
      layOutRow(bars, item: item, geometry: geometry, scratch: scratch, lists: &lists)
    } else {
      bars.navigationBar.itemButtons.removeUnused(from: 0)
      bars.navigationBar.titleLabel?.setHiddenIfChanged(true)
    }
    layOutStrip(bars, item: item, geometry: geometry, lists: &lists)
    if !bars.isToolbarHidden && !toolbarInStrip && bars.toolbar.frame.minY >= geometry.bounds.minY - 0.001 {
      layOutToolbar(bars, geometry: geometry, scratch: scratch, lists: &lists)
    } else {
      bars.toolbar.itemButtons.removeUnused(from: 0)
    }
    // Custom views no longer placed leave the bar.
    for view in lists.previousCustomViews
    where view.storedSuperview === bars.navigationBar || view.storedSuperview === bars.toolbar {
      if !lists.customViews.contains(where: { $0 === view }) { view.removeFromSuperview() }
    }
    swap(&lists, &scratch.lists)
  }

  /// Sorts the item's back button and items into the top row and the strip, in B6's order.
  private func collectItems(
    _ item: NavigationItem, bars: NavigationBars, strip: Bool, into lists: inout BarPlacementLists
  ) {
    // The back button: the previous item's back item, else its back title, else its title.
    let showsBack =
      stack.count > 1 && !item.hidesBackButton && (item.leftItemsSupplementBackButton || item.allLeadingItemsAreEmpty)
    if showsBack {
      let previous = stack[stack.count - 2].navigationItem
      let back: BarButtonItem
      if let existing = bars.backItem {
        back = existing
      } else {
        back = BarButtonItem(title: nil, image: Image(systemName: "chevron.backward"))
        back.primaryAction = Action(title: "Back") { [host = bars.host] _ in
          (host.container as? NavigationController)?.popViewController(animated: true)
        }
        bars.backItem = back
      }
      // (No closure here: a main-actor closure handed to `flatMap` checks the executor per call.)
      var previousTitle = previous.title
      if previousTitle?.isEmpty == true { previousTitle = nil }
      let title = previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previousTitle ?? "Back"
      if back.title != title { back.title = title }
      if back.host !== bars.host { back.host = bars.host }
      if strip { lists.strip.append(back) } else { lists.leading.append(back) }
    }
    // Pinned group first (outermost trailing; right under the back button in the strip), then
    // the right items, then the left items.
    func sort(_ barItem: BarButtonItem, trailing: Bool) {
      guard claim(barItem, for: item.ownership) else { return }
      if strip && barItem.standsInStrip {
        lists.strip.append(barItem)
      } else if trailing {
        lists.trailing.append(barItem)
      } else {
        lists.leading.append(barItem)
      }
    }
    if let pinned = item.pinnedTrailingGroup, !pinned.isHidden {
      for barItem in pinned.barButtonItems { sort(barItem, trailing: true) }
    }
    if let right = item.rightBarButtonItems { for barItem in right { sort(barItem, trailing: true) } }
    for group in item.trailingItemGroups where !group.isHidden {
      for barItem in group.barButtonItems { sort(barItem, trailing: true) }
    }
    if let left = item.leftBarButtonItems { for barItem in left { sort(barItem, trailing: false) } }
    for group in item.leadingItemGroups where !group.isHidden {
      for barItem in group.barButtonItems { sort(barItem, trailing: false) }
    }
  }

  /// Takes `item` for this controller's bars unless it was last set on another navigation item
  /// or controller: an item set on two bars moves to the last, as UIKit moves its view (B9).
  func claim(_ item: BarButtonItem, for ownership: BarItemOwnership?) -> Bool {
    guard storedView != nil, let host = bars?.host else { return false }
    if item.isAssigned(elsewhereThan: ownership) { return false }
    if item.host !== host { item.host = host }
    return true
  }

  /// The top row: leading items from the leading safe edge, trailing items from the trailing
  /// one, the title centred on the bar between them; what does not fit collapses into the
  /// overflow item at the inner end of the trailing items (B6, B9).
  private func layOutRow(
    _ bars: NavigationBars, item: NavigationItem?, geometry: BarGeometry, scratch: BarPlacementScratch,
    lists: inout BarPlacementLists
  ) {
    let bar = bars.navigationBar
    let metrics = geometry.metrics
    let size = max(BarMetrics.clean(metrics.minimumItemSize), 1)
    let spacing = BarMetrics.clean(metrics.itemSpacing)
    let margin = BarMetrics.clean(metrics.itemEdgeMargin)
    let width = bar.bounds.width
    let rowHeight = geometry.navigationBarHeight(largeTitle: false)
    let safeLeft = geometry.insets.left + margin
    let safeRight = width - geometry.insets.right - margin
    let y = max(0, (rowHeight - size) / 2)
    // Measure; collapse from the inner end (trailing first, then leading) until all fits.
    var leadingWidth = totalWidth(lists.leading, size: size, spacing: spacing, scratch: scratch)
    var trailingWidth = totalWidth(lists.trailing, size: size, spacing: spacing, scratch: scratch)
    let available = max(0, safeRight - safeLeft)
    var overflow: OverflowBarButtonItem?
    if leadingWidth + trailingWidth + (leadingWidth > 0 && trailingWidth > 0 ? spacing : 0) > available {
      let more = bars.rowOverflow ?? OverflowBarButtonItem()
      bars.rowOverflow = more
      more.collapsed.removeAll(keepingCapacity: true)
      more.host = bars.host
      overflow = more
      func fits() -> Bool {
        let trailing = trailingWidth + (trailingWidth > 0 ? spacing : 0) + size
        return leadingWidth + (leadingWidth > 0 ? spacing : 0) + trailing <= available
      }
      while !fits(), let last = lists.trailing.popLast() {
        more.collapsed.insert(last, at: 0)
        trailingWidth = totalWidth(lists.trailing, size: size, spacing: spacing, scratch: scratch)
      }
      while !fits(), let last = lists.leading.popLast() {
        more.collapsed.insert(last, at: 0)
        leadingWidth = totalWidth(lists.leading, size: size, spacing: spacing, scratch: scratch)
      }
    }
    var used = 0
    var x = safeLeft
    for barItem in lists.leading {
      let itemWidth = measuredWidth(barItem, size: size, scratch: scratch)
      place(barItem, width: itemWidth, on: bar, at: &used, x: x, y: y, size: size, lists: &lists)
      x += itemWidth + spacing
    }
    let leadingEnd = lists.leading.isEmpty ? safeLeft : x - spacing
    var right = safeRight
    for barItem in lists.trailing {
      let itemWidth = measuredWidth(barItem, size: size, scratch: scratch)
      right -= itemWidth
      place(barItem, width: itemWidth, on: bar, at: &used, x: right, y: y, size: size, lists: &lists)
      right -= spacing
    }
    if let overflow {
      right -= size
      // On a bar narrower than one item the overflow item shrinks to the bar (never off-screen).
      let side = min(size, max(0, width))
      placeSquare(overflow, in: bar, at: &used, x: max(0, right), y: y, size: side)
      right -= spacing
    }
    let trailingStart = right + spacing
    bar.itemButtons.removeUnused(from: used)
    layOutTitle(
      of: item, on: bar, geometry: geometry, between: leadingEnd + spacing, and: trailingStart - spacing,
      rowHeight: rowHeight, margin: margin, lists: &lists)
  }

  /// The title: centred on the bar, moved inwards to clear the items, truncated to the room
  /// left; in the large-title row when one shows; nothing for a nil or empty title (B9).
  private func layOutTitle(
    of item: NavigationItem?, on bar: NavigationBar, geometry: BarGeometry, between low: CGFloat, and high: CGFloat,
    rowHeight: CGFloat, margin: CGFloat, lists: inout BarPlacementLists
  ) {
    if let titleView = item?.titleView {
      bar.titleLabel?.setHiddenIfChanged(true)
      if titleView.storedSuperview !== bar { bar.addSubview(titleView) }
      lists.customViews.append(titleView)
      let size = titleView.intrinsicContentSize
      let width = min(max(size.width, 0).isFinite ? max(size.width, 0) : 0, max(0, high - low))
      let height = min(size.height > 0 && size.height.isFinite ? size.height : rowHeight, rowHeight)
      let x = min(max((bar.bounds.width - width) / 2, low), max(low, high - width))
      titleView.setFrameIfChanged(CGRect(x: x, y: (rowHeight - height) / 2, width: width, height: height))
      return
    }
    guard let title = item?.title, !title.isEmpty else {
      bar.titleLabel?.setHiddenIfChanged(true)
      return
    }
    let label: Label
    if let existing = bar.titleLabel {
      label = existing
    } else {
      label = Label()
      label.accessibilityIdentifier = "title"
      label.textAlignment = .center
      bar.addSubview(label)
      bar.titleLabel = label
    }
    if label.text != title { label.text = title }
    label.setHiddenIfChanged(false)
    let natural = bar.titleSize(of: label, title: title, geometry: geometry)
    let large = bar.bounds.height > rowHeight + 0.5
    if large {
      let width = min(
        natural.width, max(0, geometry.bounds.width - geometry.insets.left - geometry.insets.right - 2 * margin))
      label.setFrameIfChanged(
        CGRect(x: geometry.insets.left + margin, y: rowHeight, width: width, height: bar.bounds.height - rowHeight))
      return
    }
    let room = high - low
    guard room >= 1 else {
      label.setHiddenIfChanged(true)
      return
    }
    let width = min(natural.width, room)
    let x = min(max((bar.bounds.width - width) / 2, low), high - width)
    label.setFrameIfChanged(CGRect(x: x, y: (rowHeight - natural.height) / 2, width: width, height: natural.height))
  }

  /// The strip: back, pinned and right items, left items, toolbar items, top to bottom under
  /// the status region; what does not fit collapses bottom-up into the overflow item (B6).
  private func layOutStrip(
    _ bars: NavigationBars, item: NavigationItem?, geometry: BarGeometry, lists: inout BarPlacementLists
  ) {
    let strip = bars.strip
    guard let stripFrame = geometry.strip, let range = geometry.stripItemRange, !lists.strip.isEmpty else {
      strip.itemButtons.removeUnused(from: 0)
      strip.setHiddenIfChanged(true)
      return
    }
    strip.setFrameIfChanged(stripFrame)
    strip.setHiddenIfChanged(false)
    let metrics = geometry.metrics
    let size = max(BarMetrics.clean(metrics.minimumItemSize), 1)
    let spacing = BarMetrics.clean(metrics.itemSpacing)
    // The tab bar's items stand at the bottom of the strip: they keep their room unless the
    // item prefers bar items (then two slots: the selected tab and the tab bar's overflow).
    var bottom = range.upperBound
    if let tabs = tabBarController, let tabBar = tabs.storedTabBar, tabBar.isInStrip, !tabBar.isHidden {
      var slots = tabs.viewControllers?.count ?? 0
      if item?.verticalBarCompressionBehavior == .prefersBarItems { slots = min(slots, 2) }
      bottom -= CGFloat(slots) * (size + spacing)
    }
    let capacity = max(0, Int(((bottom - range.lowerBound) + spacing) / (size + spacing)))
    var overflow: OverflowBarButtonItem?
    if lists.strip.count > capacity {
      let more = bars.stripOverflow ?? OverflowBarButtonItem()
      bars.stripOverflow = more
      more.host = bars.host
      more.collapsed.removeAll(keepingCapacity: true)
      let kept = max(0, capacity - 1)
      while lists.strip.count > kept, let last = lists.strip.popLast() { more.collapsed.insert(last, at: 0) }
      overflow = more
    }
    var used = 0
    var y = range.lowerBound - stripFrame.minY
    // In a strip narrower than one item the items shrink to its width (never off-screen, B9).
    let side = min(size, max(0, stripFrame.width))
    let x = (stripFrame.width - side) / 2
    for barItem in lists.strip {
      placeSquare(barItem, in: strip, at: &used, x: x, y: y, size: side)
      y += size + spacing
    }
    if let overflow, capacity > 0 {
      placeSquare(overflow, in: strip, at: &used, x: x, y: y, size: side)
    }
    strip.itemButtons.removeUnused(from: used)
  }

  /// The toolbar's items, left to right from the leading safe edge; flexible spaces share what
  /// is left; what does not fit collapses into the overflow item at the trailing end (B9).
  private func layOutToolbar(
    _ bars: NavigationBars, geometry: BarGeometry, scratch: BarPlacementScratch, lists: inout BarPlacementLists
  ) {
    let toolbar = bars.toolbar
    let metrics = geometry.metrics
    let size = max(BarMetrics.clean(metrics.minimumItemSize), 1)
    let spacing = BarMetrics.clean(metrics.itemSpacing)
    let margin = BarMetrics.clean(metrics.itemEdgeMargin)
    let low = geometry.insets.left + margin
    let high = toolbar.bounds.width - geometry.insets.right - margin
    let rowHeight = BarMetrics.clean(metrics.toolbarHeight)
    let y = max(0, (rowHeight - size) / 2)
    lists.trailing.empty()
    var fixed: CGFloat = 0
    var flexible = 0
    if let items = topViewController?.toolbarItems {
      for barItem in items where claim(barItem, for: topViewController?.barItems?.toolbarOwnership) {
        lists.trailing.append(barItem)
        if barItem.systemItem == .flexibleSpace {
          flexible += 1
        } else {
          fixed += measuredWidth(barItem, size: size, scratch: scratch)
        }
      }
    }
    let gaps = CGFloat(max(0, lists.trailing.count - 1)) * spacing
    let extra = max(0, (high - low) - fixed - gaps)
    let flexibleWidth = flexible > 0 ? extra / CGFloat(flexible) : 0
    var x = low
    var used = 0
    for barItem in lists.trailing {
      if barItem.systemItem == .flexibleSpace {
        x += flexibleWidth + spacing
        continue
      }
      if barItem.systemItem == .fixedSpace {
        x += measuredWidth(barItem, size: size, scratch: scratch) + spacing
        continue
      }
      let itemWidth = measuredWidth(barItem, size: size, scratch: scratch)
      if x + itemWidth > high + 0.5 {
        let more = bars.rowOverflow ?? OverflowBarButtonItem()
        bars.rowOverflow = more
        more.host = bars.host
        more.collapsed.removeAll(keepingCapacity: true)
        if let index = lists.trailing.firstIndex(where: { $0 === barItem }) {
          more.collapsed.append(contentsOf: lists.trailing[index...].filter { !$0.isSpace })
        }
        // The overflow item replaces the last placed item if needed to stay on-screen; with
        // none placed, spaces alone pushed it past the end (a fixed space wider than the bar):
        // it takes the trailing end.
        if x + size > high + 0.5, used > 0 {
          used -= 1
          x = toolbar.itemButtons[used].button.frame.minX
        }
        if x + size > high + 0.5 { x = max(low, high - size) }
        placeSquare(more, in: toolbar, at: &used, x: x, y: y, size: size)
        break
      }
      place(barItem, width: itemWidth, on: toolbar, at: &used, x: x, y: y, size: size, lists: &lists)
      x += itemWidth + spacing
    }
    toolbar.itemButtons.removeUnused(from: used)
  }
}
