import Foundation

/// The item that stands for the items that did not fit on a bar or in the vertical bar's strip
/// (B6, B9): a "…" item whose menu lists the rest, in their order.
@preconcurrency @MainActor
final class OverflowBarButtonItem: BarButtonItem {
  /// The items it stands for, in order (a buffer kept from pass to pass).
  var collapsed: [BarButtonItem] = []

  init() {
    super.init(title: nil, image: Image(systemName: "ellipsis"), primaryAction: nil, menu: nil)
  }

  /// The menu a tap shows: one element per collapsed item, an item with only a menu as its
  /// submenu, any other as an action performing it.
  func makeMenu() -> Menu {
    Menu(
      title: "", image: nil, identifier: nil, options: [],
      children: collapsed.map { item -> MenuElement in
        let title = item.shownTitle ?? item.shownImage?.name ?? "Item"
        if item.primaryAction == nil, let menu = item.menu {
          return Menu(title: title, image: item.shownImage, options: menu.options, children: menu.children)
        }
        let action = Action(title: title, image: item.shownImage) { [weak item] _ in item?.performPrimaryAction() }
        if !item.isEnabled { action.attributes = .disabled }
        return action
      })
  }
}
