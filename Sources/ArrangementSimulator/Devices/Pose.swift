import Foundation

/// How a device is held: posture × orientation × layout direction, one value for a test
/// argument.
///
/// A pose is what a user changes on the device (fold it, turn it) plus the language direction
/// the screen is read in. ``Device/poses`` lists a device's distinct poses for Swift Testing's
/// `arguments:`; ``DeviceSimulator/init(device:pose:timing:fileID:filePath:line:column:)`` starts in one and
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

  /// Creates a pose.
  ///
  /// ```swift
  /// let rtlBook = Pose(.book, .landscape, layoutDirection: .rightToLeft)
  /// ```
  public init(_ posture: Posture, _ orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight) {
    self.posture = posture
    self.orientation = orientation
    self.layoutDirection = layoutDirection
  }

  /// The same pose read in another direction.
  ///
  /// ```swift
  /// Pose(.book, .landscape).with(layoutDirection: .rightToLeft).name   // book-landscape-rtl
  /// ```
  public func with(layoutDirection: LayoutDirection) -> Pose {
    Pose(posture, orientation, layoutDirection: layoutDirection)
  }

  /// A file-name-safe name: `closed-portrait`, `book-landscape-rtl`; snapshot names use it.
  public var name: String {
    "\(posture)-\(orientation)" + (layoutDirection == .rightToLeft ? "-rtl" : "")
  }

  /// `closed portrait`, `book landscape, right to left`.
  public var description: String {
    "\(posture) \(orientation)" + (layoutDirection == .rightToLeft ? ", right to left" : "")
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
    let differs =
      configuration(posture: flipped.posture, orientation: .landscapeFlipped)
      != configuration(posture: landscape.posture, orientation: .landscape)
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
}
