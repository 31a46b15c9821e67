import Foundation

/// A button on a navigation bar, a toolbar or the vertical bar's strip (B5): the object model's
/// `UIBarButtonItem`.
///
/// An item shows a title or an image (or a system item's), or a custom view; a tap performs its
/// ``primaryAction`` or, with only a ``menu``, shows the menu (B7: tests call
/// ``performPrimaryAction()``). Where the display shows a vertical bar, items with an image
/// move into the strip unless their ``axisBehavior`` is `.horizontalOnly` (B6). Target-action
/// initialisers are not provided (no Objective-C runtime, X5): pass an ``Action``.
///
/// ```swift
/// let add = BarButtonItem(systemItem: .add, primaryAction: Action { _ in addEpisode() })
/// let more = BarButtonItem(image: Image(systemName: "ellipsis.circle"), menu: Menu(children: [sortAction]))
/// navigationItem.rightBarButtonItems = [add, more]
/// add.performPrimaryAction()   // addEpisode() runs
/// ```
///
/// Degenerate input: a negative or non-finite fixed-space width counts as 0, with a diagnostic
/// (B9); an item placed on two bars moves to the last one (as UIKit).
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
  /// The platform's system items (`UIBarButtonItem.SystemItem`), raw values as UIKit's.
  ///
  /// ```swift
  /// BarButtonItem(systemItem: .done, primaryAction: Action { _ in finish() })
  /// ```
  ///
  /// Degenerate input: `SystemItem(rawValue:)` is `nil` for unknown values.
  public enum SystemItem: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case done = 0
    case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
      bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
    case close = 24

    /// The case name.
    public var description: String { "\(Self.names[self] ?? "item")" }

    private static let names: [SystemItem: String] = [
      .done: "done", .cancel: "cancel", .edit: "edit", .save: "save", .add: "add", .flexibleSpace: "flexibleSpace",
      .fixedSpace: "fixedSpace", .compose: "compose", .reply: "reply", .action: "action", .organize: "organize",
      .bookmarks: "bookmarks", .search: "search", .refresh: "refresh", .stop: "stop", .camera: "camera",
      .trash: "trash", .play: "play", .pause: "pause", .rewind: "rewind", .fastForward: "fastForward",
      .undo: "undo", .redo: "redo", .close: "close",
    ]

    /// The title a text system item shows (`Done`, `Cancel`, `Edit`, `Save`), or `nil`.
    var systemTitle: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      default: nil
      }
    }

    /// The symbol an image system item shows, or `nil`.
    var symbolName: String? {
      switch self {
      case .add: "plus"
      case .compose: "square.and.pencil"
      case .reply: "arrowshape.turn.up.left"
      case .action: "square.and.arrow.up"
      case .organize: "folder"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .refresh: "arrow.clockwise"
      case .stop, .close: "xmark"
      case .camera: "camera"
      case .trash: "trash"
      case .play: "play.fill"
      case .pause: "pause.fill"
      case .rewind: "backward.fill"
      case .fastForward: "forward.fill"
      case .undo: "arrow.uturn.backward"
      case .redo: "arrow.uturn.forward"
      default: nil
      }
    }
  }

  /// How an item is drawn (`UIBarButtonItem.Style`).
  ///
  /// ```swift
  /// done.style = .done
  /// ```
  ///
  /// Degenerate input: `Style(rawValue:)` is `nil` for unknown values.
  public enum Style: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The default (0).
    case plain = 0
    /// Bordered (1; drawn as plain, as on current systems).
    case bordered = 1
    /// Bold: the item that finishes the screen (2).
    case done = 2
    /// A filled, prominent action (3): in the vertical bar's strip, a toolbar's prominent item is
    /// pinned right under the back button (measurements.md "Bars").
    case prominent = 3

    /// The case name.
    public var description: String {
      switch self {
      case .plain: "plain"
      case .bordered: "bordered"
      case .done: "done"
      case .prominent: "prominent"
      }
    }
  }

  /// Which bar an item may go to when the display shows a vertical bar (B6):
  /// `UIBarButtonItem.AxisBehavior`.
  ///
  /// ```swift
  /// doneItem.axisBehavior = .horizontalOnly   // stays in the top row
  /// ```
  ///
  /// Degenerate input: `AxisBehavior(rawValue:)` is `nil` outside 0–2.
  public enum AxisBehavior: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Items with an image move into the strip, title-only items stay in the top row (0).
    case automatic = 0
    /// The item moves into the strip, title-only or not (1).
    case verticalPreferred = 1
    /// The item stays in the top row (2).
    case horizontalOnly = 2

    /// The case name.
    public var description: String {
      switch self {
      case .automatic: "automatic"
      case .verticalPreferred: "verticalPreferred"
      case .horizontalOnly: "horizontalOnly"
      }
    }
  }

  /// The system item this was made with, or `nil`.
  public let systemItem: SystemItem?

  /// Creates an item with a title or an image, and what a tap does.
  ///
  /// With no title and no image, the primary action's are shown.
  ///
  /// ```swift
  /// BarButtonItem(title: "Edit", primaryAction: Action { _ in toggleEditing() })
  /// BarButtonItem(image: Image(systemName: "line.3.horizontal.decrease"), menu: filters)
  /// ```
  ///
  /// Degenerate input: an item with nothing to show and no action is placed as an empty 44 pt
  /// item.
  public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
    systemItem = nil
    storedPrimaryAction = primaryAction
    self.menu = menu
    super.init(title: title, image: image)
  }

  /// Creates a system item.
  ///
  /// ```swift
  /// BarButtonItem(systemItem: .add, primaryAction: Action { _ in add() })
  /// ```
  public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
    self.systemItem = systemItem
    storedPrimaryAction = primaryAction
    self.menu = menu
    super.init(title: systemItem.systemTitle, image: systemItem.symbolName.flatMap { Image(systemName: $0) })
  }

  /// Creates an item that shows a view of the app's; it stays in the top row (B6).
  ///
  /// ```swift
  /// BarButtonItem(customView: progressView)
  /// ```
  public init(customView: View) {
    systemItem = nil
    storedCustomView = customView
    super.init(title: nil, image: nil)
  }

  /// Space that takes what the other items leave, in a toolbar.
  ///
  /// ```swift
  /// toolbarItems = [.flexibleSpace(), play, .flexibleSpace()]
  /// ```
  public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

  /// Space of a fixed width, in a toolbar.
  ///
  /// ```swift
  /// toolbarItems = [rewind, .fixedSpace(20), play]
  /// ```
  ///
  /// Degenerate input: a negative or non-finite width counts as 0, with a diagnostic when the
  /// item is placed (B9).
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  // Observed public properties over stored copies, as in BarItem.swift.
  /// How the item is drawn; `.plain` by default.
  public var style: Style {
    get { storedStyle }
    set {
      storedStyle = newValue
      itemDidChange()
    }
  }
  var storedStyle: Style = Style.plain
  /// The item's width: a fixed space's (0 by default: the content decides otherwise).
  ///
  /// Degenerate input: a negative or non-finite width counts as 0, with a diagnostic naming the
  /// value when the item is placed (B9).
  public var width: CGFloat {
    get { storedWidth }
    set {
      storedWidth = newValue
      itemDidChange()
    }
  }
  var storedWidth: CGFloat = 0
  /// Whether the bad width was already reported (once per item).
  var reportedBadWidth = false
  /// The button width measured for the item's current look, or `nil` after a change (a bar
  /// measures an item once, not in every pass).
  var measuredButtonWidth: CGFloat?

  override func itemDidChange() {
    measuredButtonWidth = nil
    super.itemDidChange()
  }
  /// The item's tint; `nil`: the bar's.
  public var tintColor: Color?
  /// What a tap performs (B7).
  public var primaryAction: Action? {
    get { storedPrimaryAction }
    set {
      storedPrimaryAction = newValue
      itemDidChange()
    }
  }
  var storedPrimaryAction: Action?
  /// What a tap shows when there is no primary action (B7).
  public var menu: Menu?
  /// A view of the app's shown instead of a title or image.
  public var customView: View? {
    get { storedCustomView }
    set {
      storedCustomView = newValue
      itemDidChange()
    }
  }
  var storedCustomView: View?
  /// Which bar the item may go to when a vertical bar is shown (B6); `.automatic` by default.
  public var axisBehavior: AxisBehavior {
    get { storedAxisBehavior }
    set {
      storedAxisBehavior = newValue
      itemDidChange()
    }
  }
  var storedAxisBehavior: AxisBehavior = AxisBehavior.automatic

  /// Whether the item is a flexible or fixed space.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// The title shown: the item's, else its primary action's; `nil` when empty.
  var shownTitle: String? {
    if let title, !title.isEmpty { return title }
    if image == nil, let action = primaryAction?.title, !action.isEmpty { return action }
    return nil
  }

  /// The image shown: the item's, else its primary action's (when it has no title).
  var shownImage: Image? {
    if let image { return image }
    if title?.isEmpty ?? true { return primaryAction?.image }
    return nil
  }

  /// Performs what a tap does (B7): runs ``primaryAction``'s handler (the item as its sender),
  /// or, with only a ``menu``, shows the menu in the window of the bar the item is on (the
  /// simulator exposes it as `presentedMenu`). Nothing while ``BarItem/isEnabled`` is false.
  ///
  /// ```swift
  /// BarButtonItem(systemItem: .add, primaryAction: Action { _ in added += 1 }).performPrimaryAction()   // added == 1
  /// ```
  ///
  /// Degenerate input: a disabled item, an item with neither action nor menu, and a menu item
  /// on no bar in a window do nothing (the last with a diagnostic).
  public func performPrimaryAction() {
    guard isEnabled else { return }
    if let overflow = self as? OverflowBarButtonItem { menu = overflow.makeMenu() }
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else if let menu {
      guard let window = host?.view?.window else {
        LayoutDiagnostics.emit(
          "BarButtonItem.performPrimaryAction: the item is on no bar in a window; its menu is not shown")
        return
      }
      window.presentMenu(menu, from: self)
    }
  }
}
