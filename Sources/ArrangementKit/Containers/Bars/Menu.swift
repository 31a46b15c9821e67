import Foundation

/// A menu: a titled list of elements, actions and submenus (B5): the object model's `UIMenu`.
///
/// A bar button item or a button shows it (B7); the simulator then exposes it, with deferred
/// elements resolved, as `simulator.presentedMenu`, and performs an action in it by title.
///
/// ```swift
/// let more = Menu(title: "", children: [
///   Action(title: "Share", image: Image(systemName: "square.and.arrow.up")) { _ in share() },
///   Menu(title: "Sort", options: .singleSelection, children: [
///     Action(title: "Title", state: .on) { _ in }, Action(title: "Date") { _ in },
///   ]),
/// ])
/// navigationItem.rightBarButtonItem = BarButtonItem(image: Image(systemName: "ellipsis.circle"), menu: more)
/// ```
///
/// Degenerate input: an empty menu is kept (it shows no rows); a menu listed inside itself
/// is shown once (the simulator stops at an element it already showed).
@preconcurrency @MainActor
open class Menu: MenuElement {
  /// A menu's identity (`UIMenu.Identifier`).
  ///
  /// ```swift
  /// let id = Menu.Identifier("com.example.sort")
  /// ```
  public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The identifier's string.
    public let rawValue: String
    /// Wraps a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a string (the platform's unlabelled initializer).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The string.
    public var description: String { rawValue }
  }

  /// How a menu shows its children (`UIMenu.Options`).
  ///
  /// ```swift
  /// Menu(title: "View", options: [.displayInline, .singleSelection], children: choices)
  /// ```
  ///
  /// Degenerate input: unknown bits are kept and ignored.
  public struct Options: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children are shown in the parent menu, not in a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu is drawn as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Performing one child turns it on and the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)

    /// The named options, e.g. `displayInline, singleSelection` (`none` when empty).
    public var description: String {
      let names = [
        (Self.displayInline, "displayInline"), (.destructive, "destructive"), (.singleSelection, "singleSelection"),
      ]
      .filter { contains($0.0) }.map(\.1)
      return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
  }

  /// The menu's identifier; a unique one unless given.
  public let identifier: Identifier
  /// How the children are shown.
  public let options: Options
  /// Backs ``children``.
  let storedChildren: [MenuElement]

  /// Creates a menu.
  ///
  /// ```swift
  /// let menu = Menu(title: "Sort", children: [byTitle, byDate])
  /// ```
  ///
  /// Degenerate input: every argument is stored as given.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
    children: [MenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier("menu-\(UUID().uuidString)")
    self.options = options
    storedChildren = children
    super.init(title: title, image: image)
  }

  /// The elements, in order.
  ///
  /// ```swift
  /// menu.children.count   // 2
  /// ```
  public var children: [MenuElement] { storedChildren }

  /// A copy of this menu with other children, as on the platform.
  ///
  /// ```swift
  /// let shorter = menu.replacingChildren([byTitle])
  /// ```
  ///
  /// Degenerate input: an empty list gives an empty menu.
  public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
  }

  /// `Menu "Sort" (2)`.
  public override var description: String { "Menu \"\(title)\" (\(storedChildren.count))" }
}

/// A menu element whose children are provided when the menu is shown (B5): the object model's
/// `UIDeferredMenuElement`.
///
/// The provider runs when a menu containing the element is shown (B7); its completion hands
/// over the elements that replace it. Made with ``init(_:)`` the result is kept and the
/// provider runs once; made with ``uncached(_:)`` it runs at every showing.
///
/// ```swift
/// let recent = DeferredMenuElement { completion in
///   completion(store.recent.map { item in Action(title: item.name) { _ in open(item) } })
/// }
/// ```
///
/// Degenerate input: a provider that never calls its completion shows nothing in its place; one
/// that calls it more than once keeps the first answer.
@preconcurrency @MainActor
public final class DeferredMenuElement: MenuElement {
  /// What runs when the menu is shown.
  let provider: (@escaping ([MenuElement]) -> Void) -> Void
  /// Whether the provider runs again at every showing.
  let isUncached: Bool
  /// The elements the provider gave, once it answered (cached elements only).
  var resolved: [MenuElement]?

  /// Creates a cached deferred element: its provider runs the first time the menu is shown.
  ///
  /// ```swift
  /// DeferredMenuElement { completion in completion([Action(title: "Later") { _ in }]) }
  /// ```
  public init(_ elementProvider: @escaping (@escaping ([MenuElement]) -> Void) -> Void) {
    provider = elementProvider
    isUncached = false
    super.init(title: "", image: nil)
  }

  private init(uncached elementProvider: @escaping (@escaping ([MenuElement]) -> Void) -> Void) {
    provider = elementProvider
    isUncached = true
    super.init(title: "", image: nil)
  }

  /// Creates a deferred element whose provider runs at every showing.
  ///
  /// ```swift
  /// DeferredMenuElement.uncached { completion in completion(currentChoices()) }
  /// ```
  public static func uncached(
    _ elementProvider: @escaping (@escaping ([MenuElement]) -> Void) -> Void
  ) -> DeferredMenuElement {
    DeferredMenuElement(uncached: elementProvider)
  }

  /// The elements it stands for now: runs the provider unless a cached answer exists; `[]` when
  /// the provider has not answered.
  package func resolve() -> [MenuElement] {
    if !isUncached, let resolved { return resolved }
    var answer: [MenuElement]?
    provider { elements in if answer == nil { answer = elements } }
    if !isUncached, let answer { resolved = answer }
    return answer ?? []
  }
}
