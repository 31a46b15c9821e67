import Foundation

/// What a controller shows on a navigation bar while it is on top of a navigation stack (B5):
/// the object model's `UINavigationItem`.
///
/// Every controller has one (``ViewController/navigationItem``), made on first use. The bar
/// shows the back button (the previous controller's ``backBarButtonItem``, else its
/// ``backButtonTitle``, else its title, else "Back"), the left items, the title centred and the
/// right items (B6); with a vertical bar shown, items with an image and the back button move
/// into the strip. A change lays the navigation controller out again.
///
/// ```swift
/// navigationItem.title = "Episodes"
/// navigationItem.rightBarButtonItems = [
///   BarButtonItem(systemItem: .add, primaryAction: Action { _ in add() }),
///   BarButtonItem(title: "Edit", primaryAction: Action { _ in edit() }),
/// ]
/// navigationItem.largeTitleDisplayMode = .never
/// ```
///
/// Degenerate input: a nil or empty title draws nothing (B9); more items than fit collapse into
/// an overflow item (never off-screen).
@preconcurrency @MainActor
open class NavigationItem {
  /// Whether a large title shows (`UINavigationItem.LargeTitleDisplayMode`).
  ///
  /// ```swift
  /// navigationItem.largeTitleDisplayMode = .always
  /// ```
  ///
  /// Degenerate input: `LargeTitleDisplayMode(rawValue:)` is `nil` outside 0–3.
  public enum LargeTitleDisplayMode: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// As the bar's `prefersLargeTitles` says (0).
    case automatic = 0
    /// A large title when the bar prefers large titles (1).
    case always = 1
    /// Never a large title (2).
    case never = 2
    /// The title inline in the bar (3).
    case inline = 3

    /// The case name.
    public var description: String {
      switch self {
      case .automatic: "automatic"
      case .always: "always"
      case .never: "never"
      case .inline: "inline"
      }
    }
  }

  /// Which collapses first when the vertical bar's strip is full (B6):
  /// `UIVerticalBarCompressionBehavior`.
  ///
  /// ```swift
  /// navigationItem.verticalBarCompressionBehavior = .prefersBarItems
  /// ```
  ///
  /// Degenerate input: `VerticalBarCompressionBehavior(rawValue:)` is `nil` outside 0–2.
  public enum VerticalBarCompressionBehavior: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The system decides: the bar's items collapse first, bottom-up (0).
    case automatic = 0
    /// The bar's items keep their room: the tab bar's items collapse first (1).
    case prefersBarItems = 1
    /// The tab bar keeps its room: the bar's items collapse first (2).
    case prefersTabBar = 2

    /// The case name.
    public var description: String {
      switch self {
      case .automatic: "automatic"
      case .prefersBarItems: "prefersBarItems"
      case .prefersTabBar: "prefersTabBar"
      }
    }
  }

  /// The controller whose item this is: its title is the default title. `unowned` (checked),
  /// not weak (no side table for the controller); invariant: cleared by that controller's
  /// deinit (`releaseOwner()`), which made the item and holds it.
  private var ownerLink = UnownedReference<ViewController>()
  /// The controller whose item this is, or `nil` (an item made by the app, or its controller
  /// was freed).
  var owner: ViewController? { ownerLink.object }
  /// The ownership items set here record (B9: an item shows only for its last owner).
  let ownership = BarItemOwnership()

  /// The owning controller is being freed.
  func releaseOwner() {
    var empty = UnownedReference<ViewController>()
    swap(&ownerLink, &empty)
  }
  /// Backs ``title``.
  private var storedTitle: String?
  private var titleWasSet = false

  /// Creates an item with a title.
  ///
  /// ```swift
  /// let item = NavigationItem(title: "Library")
  /// ```
  public init(title: String) {
    storedTitle = title
    titleWasSet = true
  }

  /// An item for `owner`, whose title it shows until one is set.
  init(owner: ViewController) {
    ownerLink = UnownedReference(owner)
  }

  /// The title on the bar; by default the controller's ``ViewController/title``.
  ///
  /// Degenerate input: `nil` or empty draws no title (B9).
  public var title: String? {
    get { titleWasSet ? storedTitle : owner?.title }
    set {
      storedTitle = newValue
      titleWasSet = true
      itemDidChange()
    }
  }
  // Observed public properties are computed over a stored copy (`storedX`): a stored property
  // with `didSet` gives other modules a modify accessor, and then every read of it, the bar
  // pass's included, is exclusivity-checked at run time (Docs/Performance.md).
  /// A view shown in place of the title, centred on the bar.
  public var titleView: View? {
    get { storedTitleView }
    set {
      storedTitleView = newValue
      itemDidChange()
    }
  }
  private var storedTitleView: View?
  /// A line of text above the title.
  public var prompt: String? {
    get { storedPrompt }
    set {
      storedPrompt = newValue
      itemDidChange()
    }
  }
  private var storedPrompt: String?
  /// The items on the leading side, after the back button.
  public var leftBarButtonItems: [BarButtonItem]? {
    get { storedLeftBarButtonItems }
    set {
      storedLeftBarButtonItems = newValue
      adopt(newValue)
    }
  }
  private var storedLeftBarButtonItems: [BarButtonItem]?
  /// The items on the trailing side, from the edge inwards.
  public var rightBarButtonItems: [BarButtonItem]? {
    get { storedRightBarButtonItems }
    set {
      storedRightBarButtonItems = newValue
      adopt(newValue)
    }
  }
  private var storedRightBarButtonItems: [BarButtonItem]?
  /// The first of ``leftBarButtonItems``; setting it replaces them all.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first of ``rightBarButtonItems``; setting it replaces them all.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The item the next controller's back button shows, or `nil`.
  public var backBarButtonItem: BarButtonItem? {
    get { storedBackBarButtonItem }
    set {
      storedBackBarButtonItem = newValue
      itemDidChange()
    }
  }
  private var storedBackBarButtonItem: BarButtonItem?
  /// The title the next controller's back button shows, or `nil`.
  public var backButtonTitle: String? {
    get { storedBackButtonTitle }
    set {
      storedBackButtonTitle = newValue
      itemDidChange()
    }
  }
  private var storedBackButtonTitle: String?
  /// Whether the back button is hidden; `false` by default.
  public var hidesBackButton: Bool {
    get { storedHidesBackButton }
    set {
      storedHidesBackButton = newValue
      itemDidChange()
    }
  }
  private var storedHidesBackButton: Bool = false
  /// Whether the left items show next to the back button (`true`) or replace it (`false`, the
  /// default).
  public var leftItemsSupplementBackButton: Bool {
    get { storedLeftItemsSupplementBackButton }
    set {
      storedLeftItemsSupplementBackButton = newValue
      itemDidChange()
    }
  }
  private var storedLeftItemsSupplementBackButton: Bool = false
  /// Whether a large title shows; `.automatic` by default.
  public var largeTitleDisplayMode: LargeTitleDisplayMode {
    get { storedLargeTitleDisplayMode }
    set {
      storedLargeTitleDisplayMode = newValue
      itemDidChange()
    }
  }
  private var storedLargeTitleDisplayMode: LargeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// Which collapses first when the strip is full; `.automatic` by default (B6).
  public var verticalBarCompressionBehavior: VerticalBarCompressionBehavior {
    get { storedVerticalBarCompressionBehavior }
    set {
      storedVerticalBarCompressionBehavior = newValue
      itemDidChange()
    }
  }
  private var storedVerticalBarCompressionBehavior = VerticalBarCompressionBehavior.automatic
  /// Groups on the leading side, after the left items.
  public var leadingItemGroups: [BarButtonItemGroup] {
    get { storedLeadingItemGroups }
    set {
      storedLeadingItemGroups = newValue
      itemDidChange()
    }
  }
  private var storedLeadingItemGroups: [BarButtonItemGroup] = []
  /// Groups on the trailing side, after the right items.
  public var trailingItemGroups: [BarButtonItemGroup] {
    get { storedTrailingItemGroups }
    set {
      storedTrailingItemGroups = newValue
      itemDidChange()
    }
  }
  private var storedTrailingItemGroups: [BarButtonItemGroup] = []
  /// A group pinned as the strip's prominent action, right under the back button; on a
  /// horizontal bar, the outermost trailing items.
  public var pinnedTrailingGroup: BarButtonItemGroup? {
    get { storedPinnedTrailingGroup }
    set {
      storedPinnedTrailingGroup = newValue
      itemDidChange()
    }
  }
  private var storedPinnedTrailingGroup: BarButtonItemGroup?

  /// Sets the left items; `animated` only reaches the end state (no frames in between).
  ///
  /// ```swift
  /// navigationItem.setLeftBarButtonItems([cancel], animated: true)
  /// ```
  public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  /// Sets the right items; `animated` only reaches the end state.
  public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  /// Sets the left item; `animated` only reaches the end state.
  public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the right item; `animated` only reaches the end state.
  public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Hides or shows the back button; `animated` only reaches the end state.
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

  /// `NavigationItem "Episodes" (1 left, 2 right)`.
  public var description: String {
    "NavigationItem \"\(title ?? "")\" (\(leftBarButtonItems?.count ?? 0) left, \(rightBarButtonItems?.count ?? 0) right)"
  }

  /// The leading items, groups included.
  var allLeadingItems: [BarButtonItem] { (leftBarButtonItems ?? []) + leadingItemGroups.flatMap(\.placedItems) }
  /// The trailing items, groups included (the pinned group first: outermost).
  var allTrailingItems: [BarButtonItem] {
    (pinnedTrailingGroup?.placedItems ?? []) + (rightBarButtonItems ?? []) + trailingItemGroups.flatMap(\.placedItems)
  }

  /// Items set here move here from any other bar (B9), and the bar lays out again.
  private func adopt(_ items: [BarButtonItem]?) {
    for item in items ?? [] {
      if item.isAssigned(elsewhereThan: ownership) { item.host?.view?.setNeedsLayout() }
      item.assign(to: ownership)
    }
    itemDidChange()
  }

  /// The item changed: the navigation controller showing it lays out again.
  func itemDidChange() {
    owner?.noteBarContentChange()
  }
}
