import Foundation

/// A group of bar button items that moves and collapses together (B5): the object model's
/// `UIBarButtonItemGroup`.
///
/// A navigation item lists groups in ``NavigationItem/leadingItemGroups`` and
/// ``NavigationItem/trailingItemGroups`` (after its left and right items);
/// ``NavigationItem/pinnedTrailingGroup`` is pinned as the strip's prominent action, right under
/// the back button (measurements.md "Bars"). A group showing its ``representativeItem`` is one
/// item whose menu lists the group's items.
///
/// ```swift
/// let formatting = BarButtonItemGroup(barButtonItems: [bold, italic], representativeItem: textFormat)
/// navigationItem.trailingItemGroups = [formatting]
/// ```
///
/// Degenerate input: an empty group places nothing; a representative item with an empty group
/// shows the representative alone.
@preconcurrency @MainActor
open class BarButtonItemGroup {
  /// Creates a group.
  ///
  /// ```swift
  /// BarButtonItemGroup(barButtonItems: [undo, redo], representativeItem: nil)
  /// ```
  public init(barButtonItems: [BarButtonItem], representativeItem: BarButtonItem?) {
    self.barButtonItems = barButtonItems
    self.representativeItem = representativeItem
  }

  /// The items, in order.
  public var barButtonItems: [BarButtonItem]
  /// The item shown instead of the group when there is no room, or `nil`.
  public var representativeItem: BarButtonItem?
  /// Whether the group is hidden; `false` by default.
  public var isHidden = false
  /// Whether the group shows its representative item (set by the bar's placement, B6).
  public internal(set) var isDisplayingRepresentativeItem = false

  /// `BarButtonItemGroup (2 items)`.
  public var description: String { "BarButtonItemGroup (\(barButtonItems.count) items)" }

  /// The items the group places: none while hidden.
  var placedItems: [BarButtonItem] { isHidden ? [] : barButtonItems }
}
