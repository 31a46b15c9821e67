import Foundation

/// The menu shown in a simulator's window (B7), as a value: its elements in order, deferred
/// elements resolved, hidden ones left out.
///
/// A bar button item with only a menu, the overflow item of a full bar or strip, and a button
/// with `showsMenuAsPrimaryAction` show their menu when tapped; ``performAction(titled:)``
/// performs one of its actions as a tap on that row would, and dismisses the menu.
///
/// ```swift
/// navigation.topViewController?.navigationItem.rightBarButtonItem?.performPrimaryAction()
/// let menu = try #require(simulator.presentedMenu)
/// menu.titles                          // ["Share", "Sort", "Delete"]
/// menu.performAction(titled: "Delete")  // runs the action; the menu is gone
/// ```
///
/// Degenerate input: a title that names no action, or a disabled one, performs nothing and
/// returns `false` (the menu stays shown).
@MainActor
public struct PresentedMenu {
  /// The menu as shown.
  public let menu: Menu
  /// The top-level elements in order: deferred elements replaced by what their providers gave,
  /// hidden actions left out.
  public let elements: [MenuElement]
  /// The window it is shown in.
  let window: Window

  init(_ shown: ShownMenu, in window: Window) {
    menu = shown.menu
    self.window = window
    var visited: Set<ObjectIdentifier> = []
    elements = Self.resolved(shown.menu.children, visited: &visited)
  }

  /// Deferred elements resolved, hidden actions left out, a menu shown once.
  private static func resolved(_ children: [MenuElement], visited: inout Set<ObjectIdentifier>) -> [MenuElement] {
    var result: [MenuElement] = []
    for element in children {
      guard visited.insert(ObjectIdentifier(element)).inserted else { continue }
      switch element {
      case let deferred as DeferredMenuElement:
        result += resolved(deferred.resolve(), visited: &visited)
      case let action as Action where action.attributes.contains(.hidden):
        continue
      default:
        result.append(element)
      }
    }
    return result
  }

  /// The titles of ``elements``, in order.
  public var titles: [String] { elements.map(\.title) }

  /// Every action the menu offers, submenus and inline menus included, depth first.
  public var actions: [Action] {
    var found: [Action] = []
    var visited: Set<ObjectIdentifier> = []
    func walk(_ elements: [MenuElement]) {
      for element in elements {
        guard visited.insert(ObjectIdentifier(element)).inserted else { continue }
        switch element {
        case let action as Action where !action.attributes.contains(.hidden): found.append(action)
        case let menu as Menu: walk(menu.children)
        case let deferred as DeferredMenuElement: walk(deferred.resolve())
        default: break
        }
      }
    }
    walk(elements)
    return found
  }

  /// Performs the first enabled action titled `title` (submenus searched depth first), as a tap
  /// on its row: the menu is dismissed (unless the action keeps it presented), then its handler
  /// runs. Returns whether an action ran.
  ///
  /// ```swift
  /// simulator.presentedMenu?.performAction(titled: "Sort by Date")
  /// ```
  @discardableResult
  public func performAction(titled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title && !$0.attributes.contains(.disabled) }) else {
      return false
    }
    if !action.attributes.contains(.keepsMenuPresented) { window.dismissMenu() }
    action.perform(sender: nil)
    return true
  }

  /// `Menu "" [Share, Sort, Delete]`.
  public var description: String { "Menu \"\(menu.title)\" [\(titles.joined(separator: ", "))]" }
}

extension DeviceSimulator {
  /// The menu shown in the window (B7), or `nil` when none is.
  ///
  /// ```swift
  /// moreItem.performPrimaryAction()
  /// simulator.presentedMenu?.titles   // ["Share", "Delete"]
  /// ```
  public var presentedMenu: PresentedMenu? {
    window.presentedMenu.map { PresentedMenu($0, in: window) }
  }

  /// Dismisses the shown menu without performing anything (a tap outside it).
  ///
  /// ```swift
  /// simulator.dismissMenu()
  /// simulator.presentedMenu   // nil
  /// ```
  public func dismissMenu() {
    window.dismissMenu()
  }
}
