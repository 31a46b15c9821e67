import Foundation

/// A menu shown in a window (B7): by a bar button item with only a menu, the overflow item, or
/// a button with `showsMenuAsPrimaryAction`. One at a time; showing another replaces it.
@MainActor
package struct ShownMenu {
  /// The menu shown.
  package let menu: Menu
  /// What showed it (a ``BarButtonItem`` or a ``Button``).
  package let source: AnyObject
}

extension Window {
  /// Shows `menu` from `source` (B7): the simulator exposes it as `presentedMenu`.
  func presentMenu(_ menu: Menu, from source: AnyObject) {
    shownMenu = ShownMenu(menu: menu, source: source)
  }

  /// The menu shown, or `nil`.
  package var presentedMenu: ShownMenu? { shownMenu }

  /// Dismisses the shown menu (performing an action in it does).
  package func dismissMenu() {
    shownMenu = nil
  }
}
