import Foundation

/// How a device is held: posture × orientation × layout direction, with the appearance and
/// text size it is used with (W8), one value for a test argument.
///
/// A pose is what a user changes on the device (fold it, turn it) plus the language direction
/// the screen is read in, light or dark mode and the Dynamic Type size. ``Device/poses`` lists a
/// device's distinct poses for Swift Testing's `arguments:`;
/// ``DeviceSimulator/init(device:pose:timing:fileID:filePath:line:column:)`` starts in one and
/// ``DeviceSimulator/pose`` moves between them.
///
/// ```swift
/// @Test("the player screen fits every pose", arguments: Device.iPhoneDuo.poses)
/// func fits(pose: Pose) {
///   let simulator = DeviceSimulator(device: .iPhoneDuo, pose: pose)
///   simulator.window.rootViewController = PlayerScreen()
///   #expect(ScreenAudit().findings(in: simulator.window).isEmpty)
/// }
/// ```
///
/// Degenerate input: every combination is a valid pose; on a device without a hinge the
/// posture has no effect (devices.md), and `book` held in portrait is the same screen as
/// `tabletop` (the partially folded inner display).
public struct Pose: Sendable, Hashable, CustomStringConvertible {
  /// How the device is folded.
  public var posture: Posture
  /// Which way up it is held.
  public var orientation: Orientation
  /// The direction the screen is read in.
  public var layoutDirection: LayoutDirection
  /// Light or dark mode (W8); `.light` by default, as a device starts.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The Dynamic Type size (W8); `.large` by default.
  public var preferredContentSizeCategory: ContentSizeCategory

  /// Creates a pose.
  ///
  /// ```swift
  /// let rtlBook = Pose(.book, .landscape, layoutDirection: .rightToLeft)
  /// let darkLarge = Pose(.flat, .portrait, userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
  /// ```
  ///
  /// Degenerate input: `.unspecified` style and size are kept; colours resolve as light and
  /// text sizes as `.large`.
  public init(
    _ posture: Posture, _ orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight,
    userInterfaceStyle: UserInterfaceStyle = .light, preferredContentSizeCategory: ContentSizeCategory = .large
  ) {
    self.posture = posture
    self.orientation = orientation
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// The same pose read in another direction.
  ///
  /// ```swift
  /// Pose(.book, .landscape).with(layoutDirection: .rightToLeft).name   // book-landscape-rtl
  /// ```
  public func with(layoutDirection: LayoutDirection) -> Pose {
    var pose = self
    pose.layoutDirection = layoutDirection
    return pose
  }

  /// The same pose in light or dark mode.
  ///
  /// ```swift
  /// Pose(.book, .landscape).with(userInterfaceStyle: .dark).name   // book-landscape-dark
  /// ```
  public func with(userInterfaceStyle: UserInterfaceStyle) -> Pose {
    var pose = self
    pose.userInterfaceStyle = userInterfaceStyle
    return pose
  }

  /// The same pose at another text size.
  ///
  /// ```swift
  /// Pose(.closed, .portrait).with(preferredContentSizeCategory: .accessibilityLarge).name
  /// // closed-portrait-accessibilityLarge
  /// ```
  public func with(preferredContentSizeCategory: ContentSizeCategory) -> Pose {
    var pose = self
    pose.preferredContentSizeCategory = preferredContentSizeCategory
    return pose
  }

  /// A file-name-safe name: `closed-portrait`, `book-landscape-rtl`, `flat-portrait-dark`,
  /// `flat-portrait-extraExtraLarge`; snapshot names use it. The defaults (left to right,
  /// light, large) add nothing.
  public var name: String {
    var name = "\(posture)-\(orientation)" + (layoutDirection == .rightToLeft ? "-rtl" : "")
    if userInterfaceStyle != .light { name += "-\(userInterfaceStyle)" }
    if preferredContentSizeCategory != .large { name += "-\(preferredContentSizeCategory)" }
    return name
  }

  /// `closed portrait`, `book landscape, right to left`, `flat portrait, dark, text extraLarge`.
  public var description: String {
    var text = "\(posture) \(orientation)" + (layoutDirection == .rightToLeft ? ", right to left" : "")
    if userInterfaceStyle != .light { text += ", \(userInterfaceStyle)" }
    if preferredContentSizeCategory != .large { text += ", text \(preferredContentSizeCategory)" }
    return text
  }
}

extension Device {
  /// The device's distinct poses, left to right, for a test's `arguments:`.
  ///
  /// A foldable with a cover display has `closed` and `flat` in portrait and landscape, `book`
  /// in landscape and `tabletop` in portrait (the other two combinations show the same screen
  /// as those two). A foldable without a cover display has the four `flat`/`book`/`tabletop`
  /// ones; a device without a fold has `flat` in portrait and landscape. A display whose
  /// flipped landscape differs from its landscape (a bar or camera on one side: the iPhone
  /// Duo's outer display) adds that pose after its landscape one; where the two are the same
  /// screen (the Duo's inner display, the iPhone, the iPad) it is left out.
  ///
  /// ```swift
  /// Device.iPhoneDuo.poses.map(\.name)
  /// // ["closed-portrait", "closed-landscape", "closed-landscapeFlipped", "flat-portrait",
  /// //  "flat-landscape", "book-landscape", "tabletop-portrait"]
  /// ```
  public var poses: [Pose] {
    var poses: [Pose] = []
    if coverDisplay != nil { poses += bothLandscapes(Pose(.closed, .portrait), Pose(.closed, .landscape)) }
    poses += bothLandscapes(Pose(.flat, .portrait), Pose(.flat, .landscape))
    if fold != nil { poses += [Pose(.book, .landscape), Pose(.tabletop, .portrait)] }
    return poses
  }

  /// The two poses, then the flipped landscape of the second if it shows another screen.
  private func bothLandscapes(_ portrait: Pose, _ landscape: Pose) -> [Pose] {
    let flipped = Pose(landscape.posture, .landscapeFlipped)
    var flippedScreen = configuration(posture: flipped.posture, orientation: .landscapeFlipped)
    let landscapeScreen = configuration(posture: landscape.posture, orientation: .landscape)
    flippedScreen.interfaceOrientation = landscapeScreen.interfaceOrientation  // the screen, not its name
    let differs = flippedScreen != landscapeScreen
    return differs ? [portrait, landscape, flipped] : [portrait, landscape]
  }

  /// The distinct poses in each of the given layout directions.
  ///
  /// ```swift
  /// Device.iPhoneDuo.poses(layoutDirections: [.leftToRight, .rightToLeft]).count   // 14
  /// ```
  ///
  /// Degenerate input: an empty list gives no poses; repeated directions repeat the poses.
  public func poses(layoutDirections: [LayoutDirection]) -> [Pose] {
    layoutDirections.flatMap { direction in poses.map { $0.with(layoutDirection: direction) } }
  }

  /// The distinct poses at each text size (DT7): every pose at the first size, then every
  /// pose at the next, in light mode. Snapshot names carry the size (``Pose/name``).
  ///
  /// ```swift
  /// Device.iPhoneDuo.poses(contentSizeCategories: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]).count   // 21
  /// ```
  ///
  /// Degenerate input: an empty list gives no poses; repeated values repeat the poses.
  public func poses(contentSizeCategories: [ContentSizeCategory]) -> [Pose] {
    poses(userInterfaceStyles: [.light], contentSizeCategories: contentSizeCategories)
  }

  /// The distinct poses in each appearance and text size (W8), for a sweep that includes dark
  /// mode and Dynamic Type.
  ///
  /// ```swift
  /// Device.iPhoneDuo.poses(userInterfaceStyles: [.light, .dark], contentSizeCategories: [.large, .accessibilityLarge]).count   // 28
  /// ```
  ///
  /// Degenerate input: an empty list gives no poses; repeated values repeat the poses.
  public func poses(
    userInterfaceStyles: [UserInterfaceStyle], contentSizeCategories: [ContentSizeCategory] = [.large]
  ) -> [Pose] {
    userInterfaceStyles.flatMap { style in
      contentSizeCategories.flatMap { size in
        poses.map { $0.with(userInterfaceStyle: style).with(preferredContentSizeCategory: size) }
      }
    }
  }
}
