import Foundation

/// One entry of a menu (B5): the object model's `UIMenuElement`, the common base of ``Menu``,
/// ``Action`` and ``DeferredMenuElement``.
///
/// A menu element is data: nothing draws it until a bar button item or a button shows its menu
/// (B7), and then the simulator exposes the shown menu as a value (`simulator.presentedMenu`).
///
/// ```swift
/// let sort = Menu(title: "Sort", children: [
///   Action(title: "By Title", state: .on) { _ in sortByTitle() },
///   Action(title: "Delete All", attributes: .destructive) { _ in deleteAll() },
/// ])
/// sort.children.map(\.title)   // ["By Title", "Delete All"]
/// ```
///
/// Degenerate input: an empty title is kept as given (a menu shows it as an empty row).
@preconcurrency @MainActor
open class MenuElement {
  /// Backs ``title`` (``Action`` makes it settable).
  var storedTitle: String
  /// Backs ``image``.
  var storedImage: Image?

  /// Creates an element; the subclasses' initializers call it.
  init(title: String, image: Image?) {
    storedTitle = title
    storedImage = image
  }

  /// The title shown in a menu.
  ///
  /// ```swift
  /// menu.children.first?.title   // "By Title"
  /// ```
  public var title: String { storedTitle }

  /// The image shown next to the title, if any.
  ///
  /// ```swift
  /// Action(title: "Share", image: Image(systemName: "square.and.arrow.up")) { _ in }.image?.size   // 20.4 × 20.4
  /// ```
  public var image: Image? { storedImage }

  /// `Action "Play"`, `Menu "Sort" (2)`.
  public var description: String { "\(type(of: self)) \"\(title)\"" }

  /// How a menu element looks and whether it can be chosen (B5): `UIMenuElement.Attributes`.
  ///
  /// ```swift
  /// Action(title: "Delete", attributes: [.destructive]) { _ in }
  /// ```
  ///
  /// Degenerate input: unknown bits are kept and ignored.
  public struct Attributes: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown but cannot be chosen: performing it by title does nothing.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn as destructive (red).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown: the presented menu leaves it out.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays shown after it is performed.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)

    /// The named attributes, e.g. `disabled, destructive` (`none` when empty).
    public var description: String {
      let names = [
        (Self.disabled, "disabled"), (.destructive, "destructive"), (.hidden, "hidden"),
        (.keepsMenuPresented, "keepsMenuPresented"),
      ]
      .filter { contains($0.0) }.map(\.1)
      return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
  }

  /// Whether an element shows a checkmark (B5): `UIMenuElement.State`.
  ///
  /// ```swift
  /// action.state = .on
  /// ```
  ///
  /// Degenerate input: `State(rawValue:)` is `nil` outside 0–2.
  public enum State: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No checkmark (0).
    case off = 0
    /// A checkmark (1).
    case on = 1
    /// A dash: some of what it stands for is on (2).
    case mixed = 2

    /// The case name.
    public var description: String {
      switch self {
      case .off: "off"
      case .on: "on"
      case .mixed: "mixed"
      }
    }
  }
}
