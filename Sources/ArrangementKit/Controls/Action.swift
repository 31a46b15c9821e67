import Foundation

/// A closure a control runs for an event (W4): the object model's `UIAction`.
///
/// The closure form replaces target–action (`addTarget(_:action:for:)` needs the Objective-C
/// runtime, X5). The handler receives the action; while it runs, ``sender`` is the control
/// that sent it.
///
/// ```swift
/// let play = Action(title: "Play", image: Image(systemName: "play.fill")) { action in
///   (action.sender as? Button)?.isSelected.toggle()
/// }
/// button.addAction(play, for: .touchUpInside)
/// ```
///
/// An action is also a menu element (B5): in a ``Menu`` it is a row, with ``attributes`` and a
/// ``state``; performing it from a shown menu runs its handler (B7).
///
/// Degenerate input: none; an action may be added to several controls and for several events,
/// and listed in several menus.
@preconcurrency @MainActor
public final class Action: MenuElement {
  /// An action's identity: actions with the same identifier replace each other on a control.
  ///
  /// ```swift
  /// let id = Action.Identifier("play")
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

  /// The title (for menus and a button's configuration).
  public override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The image, if any.
  public override var image: Image? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// How the action looks in a menu and whether it can be chosen (B5); none by default.
  public var attributes: MenuElement.Attributes = []
  /// Whether a menu shows it checked (B5); `.off` by default.
  public var state: MenuElement.State = .off
  /// The identifier; a unique one unless given.
  public let identifier: Identifier
  /// What runs when a control sends the action.
  let handler: @MainActor (Action) -> Void
  /// The control that is sending the action, while its handler runs; `nil` otherwise.
  ///
  /// ```swift
  /// Action { action in print(action.sender as? Control as Any) }
  /// ```
  public private(set) var sender: Any?

  /// Creates an action.
  ///
  /// ```swift
  /// let close = Action(title: "Close", identifier: Action.Identifier("close")) { _ in dismiss() }
  /// let delete = Action(title: "Delete", attributes: .destructive) { _ in remove() }   // a menu row
  /// ```
  ///
  /// Degenerate input: every argument is stored as given.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    attributes: MenuElement.Attributes = [], state: MenuElement.State = .off,
    handler: @escaping @MainActor (Action) -> Void
  ) {
    self.identifier = identifier ?? Identifier("action-\(UUID().uuidString)")
    self.handler = handler
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` set for its duration.
  package func perform(sender: Any?) {
    let previous = self.sender
    self.sender = sender
    handler(self)
    self.sender = previous
  }
}
