import Foundation

/// What bar items share (B5): the object model's `UIBarItem`, the base of ``BarButtonItem``
/// and ``TabBarItem``.
///
/// Items are data: the bar that shows one (a navigation bar, a toolbar, the vertical bar's
/// strip, a tab bar) places it in its container's layout pass (B6). A change to an item lays
/// its bar out again.
///
/// ```swift
/// let share = BarButtonItem(image: Image(systemName: "square.and.arrow.up"))
/// share.isEnabled = false
/// share.tag = 7
/// ```
///
/// Degenerate input: an empty title is shown as no title (B9).
@preconcurrency @MainActor
open class BarItem {
  /// The container whose pass places this item last: a change lays its view out again.
  var host: BarHost?
  /// The navigation item's or controller's ownership this item was set in last (weak, with its
  /// identity beside it, `isAssigned(elsewhereThan:)`): a bar shows an item only for its last
  /// owner, so an item set on two bars moves to the last (B9).
  weak var assignedOwnership: BarItemOwnership?
  var assignedOwnershipIdentity: ObjectIdentifier?

  /// Creates an item; the subclasses' initializers call it.
  init(title: String?, image: Image?) {
    storedTitle = title
    storedImage = image
  }

  // Observed public properties are computed over a stored copy (`storedX`): a stored property
  // with `didSet` gives other modules a modify accessor, and then every read of it, the bar
  // pass's included, is exclusivity-checked at run time (Docs/Performance.md).
  /// The title; `nil` or empty draws none (B9).
  public var title: String? {
    get { storedTitle }
    set {
      storedTitle = newValue
      itemDidChange()
    }
  }
  var storedTitle: String?
  /// The image; an item with an image moves into the vertical bar's strip (B6).
  public var image: Image? {
    get { storedImage }
    set {
      storedImage = newValue
      itemDidChange()
    }
  }
  var storedImage: Image?
  /// Whether the item can be tapped; `true` by default. A disabled item's
  /// ``BarButtonItem/performPrimaryAction()`` does nothing (B7).
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set {
      storedIsEnabled = newValue
      itemDidChange()
    }
  }
  var storedIsEnabled: Bool = true
  /// A number the app chooses; 0 by default.
  public var tag = 0

  /// `BarButtonItem "Done"`, `BarButtonItem image square.and.arrow.up`.
  public var description: String {
    if let title, !title.isEmpty { return "\(type(of: self)) \"\(title)\"" }
    if let image { return "\(type(of: self)) image \(image.name)" }
    return "\(type(of: self))"
  }

  /// Counts the item's changes: a bar button that drew the item at this count draws it
  /// unchanged (a pass that only moves the item does not set its button up again).
  var lookVersion: UInt = 0

  /// The item changed: its bar is laid out again in the next pass.
  func itemDidChange() {
    lookVersion &+= 1
    host?.view?.setNeedsLayout()
  }
}

/// A tab's item on a tab bar (B5): the object model's `UITabBarItem`.
///
/// Every controller has one (``ViewController/tabBarItem``), made on first use with the
/// controller's title; the tab bar of a ``TabBarController`` shows its tabs' items.
///
/// ```swift
/// library.tabBarItem = TabBarItem(title: "Library", image: Image(systemName: "books.vertical"), tag: 0)
/// library.tabBarItem.badgeValue = "3"
/// ```
///
/// Degenerate input: an empty badge shows as no badge.
@preconcurrency @MainActor
open class TabBarItem: BarItem {
  /// Creates a tab bar item.
  ///
  /// ```swift
  /// TabBarItem(title: "Search", image: Image(systemName: "magnifyingglass"), tag: 1)
  /// ```
  public init(title: String?, image: Image?, tag: Int) {
    super.init(title: title, image: image)
    self.tag = tag
  }

  /// Creates a tab bar item with an image for the selected state.
  ///
  /// ```swift
  /// TabBarItem(title: "Home", image: Image(systemName: "house"), selectedImage: Image(systemName: "house.fill"))
  /// ```
  public init(title: String?, image: Image?, selectedImage: Image?) {
    storedSelectedImage = selectedImage
    super.init(title: title, image: image)
  }

  /// The image shown while the tab is selected; `nil`: ``BarItem/image``.
  public var selectedImage: Image? {
    get { storedSelectedImage }
    set {
      storedSelectedImage = newValue
      itemDidChange()
    }
  }
  var storedSelectedImage: Image?
  /// A badge's text (`"3"`); `nil` or empty: no badge.
  public var badgeValue: String? {
    get { storedBadgeValue }
    set {
      storedBadgeValue = newValue
      itemDidChange()
    }
  }
  var storedBadgeValue: String?
}
