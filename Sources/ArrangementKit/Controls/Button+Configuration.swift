import Foundation

extension Button {
  /// The platform's `UIButton.ButtonType` (raw values included).
  ///
  /// ```swift
  /// let legacy = Button(type: .system)
  /// ```
  ///
  /// Degenerate input: none.
  public enum ButtonType: Int, Sendable, Hashable, CustomStringConvertible {
    /// No system look.
    case custom = 0
    /// The standard system button.
    case system = 1
    /// A detail disclosure button (a 22 pt symbol).
    case detailDisclosure = 2
    /// An info button, light (a 22 pt symbol).
    case infoLight = 3
    /// An info button, dark (a 22 pt symbol).
    case infoDark = 4
    /// An add-contact button (a 22 pt symbol).
    case contactAdd = 5
    /// A plain button (no highlight).
    case plain = 6
    /// A close button (a 30 pt circle).
    case close = 7

    /// The old name of `.system`.
    public static var roundedRect: ButtonType { .system }

    /// The case name.
    public var description: String {
      ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "plain", "close"][rawValue]
    }
  }

  /// A button's content and look (W4): the platform's `UIButton.Configuration`.
  ///
  /// Four styles from the platform: ``plain()``, ``tinted()``, ``gray()``, ``filled()``. Every
  /// style starts with the `.medium` size's ``contentInsets`` — 7 pt top and bottom, 12 pt
  /// leading and trailing — so a one-line 17 pt title makes a button 34.333 pt tall at @3x, the
  /// platform's medium configuration height; `.mini` 2/6, `.small` 5/10, `.large` 15/20 (our
  /// choice: the platform documents no numbers). The title is the body text style (17 pt), the
  /// subtitle subheadline (15 pt), stacked with ``titlePadding`` between them; the image sits
  /// by ``imagePlacement`` with ``imagePadding`` (both 0 by default, as on the platform).
  ///
  /// ```swift
  /// var configuration = Button.Configuration.filled()
  /// configuration.title = "Play"
  /// configuration.image = Image(systemName: "play.fill")
  /// configuration.imagePadding = 8
  /// let play = Button(configuration: configuration)
  /// ```
  ///
  /// Degenerate input: non-finite or negative insets and paddings are read as 0 (and reported
  /// by the button that uses them).
  public struct Configuration: Hashable, Sendable, CustomStringConvertible {
    /// The platform's button sizes.
    public enum Size: Int, Sendable, Hashable {
      /// Smallest.
      case mini, small, medium, large

      /// The content insets this size starts with.
      var insets: DirectionalEdgeInsets {
        switch self {
        case .mini: DirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
      }
    }

    /// The platform's corner styles (informational).
    public enum CornerStyle: Int, Sendable, Hashable {
      /// As configured.
      case fixed = -1
      /// Following the size.
      case dynamic = 0
      /// Small, medium, large radius.
      case small, medium, large
      /// Fully rounded ends.
      case capsule
    }

    /// The background styles of the four configurations.
    enum Style: String, Sendable, Hashable {
      case plain, tinted, gray, filled
    }

    let style: Style
    /// The title.
    public var title: String?
    /// The line below the title.
    public var subtitle: String?
    /// The image.
    public var image: Image?
    /// The space around the content; the size's insets by default.
    public var contentInsets: DirectionalEdgeInsets
    /// The space between image and titles; 0 by default.
    public var imagePadding: CGFloat = 0
    /// The space between title and subtitle; 0 by default.
    public var titlePadding: CGFloat = 0
    /// Where the image sits: `.leading` (default), `.trailing`, `.top` or `.bottom`.
    public var imagePlacement: DirectionalRectEdge = .leading
    /// The size; setting it resets ``contentInsets`` to that size's.
    public var buttonSize: Size = .medium {
      didSet { contentInsets = buttonSize.insets }
    }
    /// The corner style (informational).
    public var cornerStyle: CornerStyle = .dynamic
    /// The title and image colour; `nil`: the style's (tint, or white on filled).
    public var baseForegroundColor: Color?
    /// The background colour; `nil`: the style's.
    public var baseBackgroundColor: Color?
    /// Whether an activity indicator replaces the image (informational).
    public var showsActivityIndicator = false

    init(style: Style) {
      self.style = style
      contentInsets = Size.medium.insets
    }

    /// No background; tinted title.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A light tint background; tinted title.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background; tinted title.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A tint background; white title.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// The platform's borderless style: as ``plain()``.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// The platform's bordered style: as ``gray()``.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// The platform's bordered tinted style: as ``tinted()``.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// The platform's prominent style: as ``filled()``.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The background a button with this configuration and `tint` shows (snapshots).
    func background(tint: Color) -> Color? {
      if let baseBackgroundColor { return baseBackgroundColor }
      switch style {
      case .plain: return nil
      case .tinted: return tint.withAlphaComponent(0.2)
      case .gray: return .tertiarySystemFill
      case .filled: return tint
      }
    }

    /// The title colour for `tint`.
    func foreground(tint: Color) -> Color {
      baseForegroundColor ?? (style == .filled ? .white : tint)
    }

    /// `filled "Play"`, with the subtitle and image when set.
    public var description: String {
      var text = style.rawValue
      if let title { text += " \"\(title)\"" }
      if let subtitle { text += " \"\(subtitle)\"" }
      if let image { text += " \(image)" }
      return text
    }
  }
}
