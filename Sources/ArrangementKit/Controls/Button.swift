import Foundation

/// A control that runs an action when tapped (W4): the object model's `UIButton`.
///
/// A button shows a title (per state, ``setTitle(_:for:)``, or its ``configuration``'s),
/// optionally a subtitle and an image. Its ``intrinsicContentSize`` is its content — the
/// title measured by the text model (W2), the image's size — plus insets: the
/// configuration's ``Configuration/contentInsets`` (7/12/7/12 at the default medium size),
/// or, for a button made with ``init(type:)``, the platform's legacy look: a 15 pt title with
/// 6 pt above and below and none at the sides (30 pt tall). A test taps it with
/// `sendActions(for: .touchUpInside)` (``Control/sendActions(for:)``); a primary action runs
/// for `.primaryActionTriggered` and, as a tap sends both, for `.touchUpInside` too.
///
/// ```swift
/// var plays = 0
/// let play = Button(configuration: .filled(), primaryAction: Action(title: "Play") { _ in plays += 1 })
/// play.sendActions(for: .touchUpInside)    // plays == 1
/// play.intrinsicContentSize                // 59 × 35 at scale 1: "Play" 34.34 × 20.29, insets 24 × 14
/// ```
///
/// Degenerate input: a button with nothing to show is its insets' size; bad insets or
/// paddings are read as 0 and reported (``Window/inputDiagnostics``).
@preconcurrency @MainActor
open class Button: Control {
  /// How the button was made.
  public private(set) var buttonType: ButtonType

  /// The content and look; `nil` for a button made with ``init(type:)``.
  ///
  /// ```swift
  /// button.configuration?.subtitle = "3 min"
  /// ```
  open var configuration: Configuration? {
    didSet {
      if configuration != oldValue {
        reportBadConfiguration()
        contentDidChange()
      }
    }
  }

  /// Called when the state changes (and by ``setNeedsUpdateConfiguration()``) to adjust
  /// ``configuration``.
  ///
  /// ```swift
  /// button.configurationUpdateHandler = { button in
  ///   button.configuration?.title = button.isSelected ? "Pause" : "Play"
  /// }
  /// ```
  public var configurationUpdateHandler: (@MainActor (Button) -> Void)?

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: Color] = [:]
  private var images: [UInt: Image] = [:]
  /// The action given to ``init(configuration:primaryAction:)``, whose title and image show
  /// when nothing else gives one.
  private var primaryAction: Action?
  /// The menu a tap shows when ``showsMenuAsPrimaryAction`` is set (B5, B7); `nil` by default.
  ///
  /// ```swift
  /// sortButton.menu = Menu(title: "Sort", children: [byTitle, byDate])
  /// sortButton.showsMenuAsPrimaryAction = true
  /// sortButton.sendActions(for: .touchUpInside)   // simulator.presentedMenu is the menu
  /// ```
  open var menu: Menu?
  /// Whether a tap shows ``menu`` instead of sending the primary action (B7); `false` by default.
  ///
  /// Degenerate input: without a menu, a tap sends the actions as usual.
  open var showsMenuAsPrimaryAction = false
  var storedTitleLabel: Label?
  var storedSubtitleLabel: Label?
  var storedImageView: ImageView?
  /// What the button last measured its titles against besides its own properties (DT1, DT2);
  /// `nil` before its first measurement.
  var measuredEnvironment: TextEnvironment?

  /// Creates a custom-type button.
  public override init(frame: CGRect = .zero) {
    buttonType = .custom
    super.init(frame: frame)
    measuresText = true
  }

  /// Creates a button with the platform's legacy look for `buttonType`.
  ///
  /// ```swift
  /// let more = Button(type: .system)
  /// more.setTitle("More", for: .normal)
  /// more.intrinsicContentSize   // 40 × 30 at scale 1 (the model's 39.6 × 17.9 title, rounded, plus 12)
  /// ```
  ///
  /// A convenience initializer, as on the platform: a subclass that overrides ``init(frame:)``
  /// gets its override run from here too.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a system button whose primary action is `primaryAction`.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
    self.init(type: buttonType)
    adopt(primaryAction)
  }

  /// Creates a button with a configuration and, optionally, a primary action (its title and
  /// image show when the configuration has none).
  ///
  /// ```swift
  /// let share = Button(configuration: .tinted(), primaryAction: Action(title: "Share") { _ in share() })
  /// ```
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system)
    self.configuration = configuration  // observers do not run in the class's own initializers
    reportBadConfiguration()
    contentDidChange()
    adopt(primaryAction)
  }

  private func adopt(_ action: Action?) {
    guard let action else { return }
    primaryAction = action
    addAction(action, for: [.primaryActionTriggered, .touchUpInside])
    contentDidChange()
  }

  // MARK: Titles and images per state

  /// Sets the title shown in `state`; `nil` removes it (the normal title shows instead).
  ///
  /// ```swift
  /// button.setTitle("Play", for: .normal)
  /// button.setTitle("Pause", for: .selected)
  /// ```
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title for `state`, or the normal title when `state` has none.
  ///
  /// ```swift
  /// button.title(for: .highlighted)   // the normal title unless one was set
  /// ```
  public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

  /// Sets the title colour for `state`.
  public func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
    contentDidChange()
  }

  /// The title colour for `state`, or the normal one.
  public func titleColor(for state: State) -> Color? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  /// Sets the image for `state`.
  public func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image for `state`, or the normal one.
  public func image(for state: State) -> Image? { images[state.rawValue] ?? images[State.normal.rawValue] }

  /// The title shown now: the configuration's, else the current state's, else the primary
  /// action's.
  public var currentTitle: String? {
    if let title = configuration?.title { return title }
    if let title = title(for: state) { return title }
    if let title = primaryAction?.title, !title.isEmpty { return title }
    return nil
  }

  /// The image shown now, by the same precedence as ``currentTitle``.
  public var currentImage: Image? {
    configuration?.image ?? image(for: state) ?? primaryAction?.image ?? typeImage
  }

  /// The title colour shown now.
  public var currentTitleColor: Color {
    if let configuration { return configuration.foreground(tint: tintColor) }
    return titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor)
  }

  /// The label showing the title (a subview once there is a title).
  public var titleLabel: Label? { storedTitleLabel }

  /// The label showing the configuration's subtitle, if any.
  public var subtitleLabel: Label? { storedSubtitleLabel }

  /// The view showing the image, if any.
  public var imageView: ImageView? { storedImageView }

  /// Asks ``configurationUpdateHandler`` (then ``updateConfiguration()``) to run now.
  public func setNeedsUpdateConfiguration() { updateConfiguration() }

  /// Runs ``configurationUpdateHandler``. Subclasses may override it to adjust the
  /// configuration themselves.
  open func updateConfiguration() { configurationUpdateHandler?(self) }

  /// The symbol of the types that are a symbol (info, detail disclosure, add contact, close).
  private var typeImage: Image? {
    switch buttonType {
    case .detailDisclosure, .infoLight, .infoDark:
      Image(systemName: "info.circle", withConfiguration: Image.SymbolConfiguration(pointSize: 22 / 1.2))
    case .contactAdd:
      Image(systemName: "plus.circle", withConfiguration: Image.SymbolConfiguration(pointSize: 22 / 1.2))
    case .close:
      Image(systemName: "xmark.circle.fill", withConfiguration: Image.SymbolConfiguration(pointSize: 25))
    case .custom, .system, .plain: nil
    }
  }

  /// The content's size plus the insets (see ``Button``), rounded up to pixels.
  open override var intrinsicContentSize: CGSize { contentSizeWithInsets }

  /// The intrinsic size, whatever `size` is (a button does not wrap).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSizeWithInsets }

  /// Places the image and the title labels in the bounds less the insets, centred.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeContent()
  }

  override func stateDidChange() {
    updateConfiguration()
    contentDidChange()
  }

  /// The shown content changed: update the subviews and ask for layout.
  func contentDidChange() {
    syncSubviews()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }
}
