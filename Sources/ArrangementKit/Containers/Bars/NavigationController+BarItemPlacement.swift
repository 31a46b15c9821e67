import Foundation

// B6, one item at a time: measuring an item on a horizontal bar and placing its button, custom
// view or square in a bar or the strip (the rows and the strip are in
// NavigationController+BarPlacement.swift).

extension NavigationController {
  /// The total width of `items` with spacing between them.
  func totalWidth(_ items: [BarButtonItem], size: CGFloat, spacing: CGFloat, scratch: BarPlacementScratch) -> CGFloat {
    var sum: CGFloat = 0
    for (index, item) in items.enumerated() {
      sum += measuredWidth(item, size: size, scratch: scratch) + (index > 0 ? spacing : 0)
    }
    return sum
  }

  /// An item's width on a horizontal bar: a fixed space's width, a custom view's, else its
  /// button's, at least `size`.
  func measuredWidth(_ item: BarButtonItem, size: CGFloat, scratch: BarPlacementScratch) -> CGFloat {
    if item.systemItem == .fixedSpace {
      let width = item.width
      if !(width.isFinite && width >= 0) {
        if !item.reportedBadWidth, let host = storedView {
          item.reportedBadWidth = true
          host.reportInputDiagnostic("BarButtonItem.fixedSpace: width \(width) counts as 0")
        }
        return 0
      }
      return width
    }
    if item.systemItem == .flexibleSpace { return 0 }
    if let custom = item.customView {
      let width = custom.frame.width > 0 ? custom.frame.width : custom.intrinsicContentSize.width
      return width.isFinite && width > 0 ? width : size
    }
    if let cached = item.measuredButtonWidth { return max(size, cached) }
    let button = scratch.measuring
    button.show(item, title: item.shownTitle, image: item.shownImage, enabled: item.isEnabled)
    let natural = button.button.intrinsicContentSize.width
    button.item = nil  // measuring holds no item
    let width = natural.isFinite ? natural : 0
    item.measuredButtonWidth = width
    return max(size, width)
  }

  /// Places `item`, `width` wide (its ``measuredWidth(_:size:scratch:)``), at `x`, `y` on `bar`
  /// (its button, or its custom view).
  func place(
    _ item: BarButtonItem, width: CGFloat, on bar: View, at used: inout Int, x: CGFloat, y: CGFloat, size: CGFloat,
    lists: inout BarPlacementLists
  ) {
    if let custom = item.customView {
      if custom.storedSuperview !== bar { bar.addSubview(custom) }
      lists.customViews.append(custom)
      let height = custom.frame.height > 0 ? min(custom.frame.height, size) : size
      custom.setFrameIfChanged(CGRect(x: x, y: y + (size - height) / 2, width: width, height: height))
      return
    }
    if item.isSpace { return }
    if let button = buttonPool(of: bar)?.button(at: used, in: bar) {
      button.show(item, square: false)
      button.setFrameIfChanged(CGRect(x: x, y: y, width: width, height: size))
    }
    used += 1
  }

  /// Places `item` as a `size` square in the strip (or a toolbar's overflow slot).
  func placeSquare(
    _ item: BarButtonItem, in host: View, at used: inout Int, x: CGFloat, y: CGFloat, size: CGFloat
  ) {
    if let button = buttonPool(of: host)?.button(at: used, in: host) {
      button.show(item, square: true)
      button.setFrameIfChanged(CGRect(x: x, y: y, width: size, height: size))
    }
    used += 1
  }
}

/// The button pool of a bar view (`nil` for any other view).
@MainActor
func buttonPool(of host: View) -> BarButtonPool? {
  switch host {
  case let bar as NavigationBar: bar.itemButtons
  case let toolbar as Toolbar: toolbar.itemButtons
  case let strip as VerticalBarStrip: strip.itemButtons
  case let tabBar as TabBar: tabBar.itemButtons
  default: nil
  }
}

extension BarButtonItem {
  /// Whether the item moves into the vertical bar's strip when one is shown (B6): an item with
  /// an image, or `.verticalPreferred`; never a custom view, a space, the system Edit item or a
  /// `.horizontalOnly` item.
  var standsInStrip: Bool {
    if customView != nil || isSpace || systemItem == .edit || axisBehavior == .horizontalOnly { return false }
    return axisBehavior == .verticalPreferred || shownImage != nil
  }
}

extension NavigationItem {
  /// Whether there are no leading items (the back button shows unless they replace it).
  var allLeadingItemsAreEmpty: Bool {
    if let left = leftBarButtonItems, !left.isEmpty { return false }
    for group in leadingItemGroups where !group.placedItems.isEmpty { return false }
    return true
  }
}
