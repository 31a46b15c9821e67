import Foundation

/// The buttons a bar view keeps for its items from pass to pass (B6): the first `n` show the
/// `n` items placed, the rest are removed at the end of the placement.
///
/// Each access to the list is instantaneous (no call while it is read or changed: the button
/// made is added to its bar after the list took it, a button dropped leaves its bar after the
/// list let go), and the placement reads a button per item instead of holding the list across
/// the item's `show` and frame. The list is private to this file, so the optimizer sees every
/// access to it and drops their run-time exclusivity checks (7 per
/// `controller.navigation.relayout` pass when it was `private(set)`, Performance.md).
@MainActor
final class BarButtonPool {
  /// The buttons, in placement order.
  private var slots: [BarItemButton] = []

  /// The buttons placed, in placement order.
  var placed: ArraySlice<BarItemButton> { slots[...] }

  /// How many buttons the pool holds.
  var count: Int { slots.count }

  /// The button at `index` (which must be below ``count``).
  subscript(index: Int) -> BarItemButton { slots[index] }

  /// The button at `index`, made (and added to `host`) when the pool is shorter.
  func button(at index: Int, in host: View) -> BarItemButton {
    if index < slots.count { return slots[index] }
    let slot = BarItemButton()
    var list = takeSlots()
    list.append(slot)
    slots = list
    host.addSubview(slot.button)
    return slot
  }

  /// Removes the buttons from `used` on (a pass that places as many items as the last one
  /// makes and removes none).
  func removeUnused(from used: Int) {
    while slots.count > used {
      var list = takeSlots()
      let slot = list.removeLast()
      slots = list
      slot.button.removeFromSuperview()
    }
  }

  /// The list, taken out whole (the pool holds an empty one meanwhile): changed outside any
  /// access to the stored property, each access is a move with no call in it.
  private func takeSlots() -> [BarItemButton] {
    var list: [BarItemButton] = []
    swap(&list, &slots)
    return list
  }
}
