import Foundation

/// A visible window on a device profile that can be folded and rotated.
///
/// The simulator owns a `Display` configured from ``Device/configuration(posture:orientation:)``
/// and a `Window` on it that is already key and visible. Setting ``pose`` (or ``posture``,
/// ``orientation`` or ``layoutDirection``) updates the display in one batch — bounds, traits
/// (size classes, layout direction, scale), reserved regions, safe area and hinge — and lays
/// the window out once. With ``Timing/platform`` timing it replays the platform's order
/// instead (hinge first, a division's activity a pass later, regions on a new window's fourth
/// pass), one ``stepLayoutPass()`` at a time. After every layout pass it collects the window's
/// new layout diagnostics (``layoutDiagnostics``) and, when ``screenAudit`` is set, audits the
/// window; in a test target (one that links ArrangementTesting) each new one is also a test
/// issue, unless ``recordsLayoutDiagnostics`` is turned off.
///
/// ```swift
/// let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
/// simulator.window.rootViewController = arrangement
/// simulator.posture = .book
/// simulator.orientation = .landscape
/// arrangement.state(for: .secondary)?.isHidden   // false: one view per page
/// ```
///
/// Dropping the simulator does not take the window away from a controller still installed
/// in it: the root controller keeps the window and its display (fold, traits, regions) alive
/// until it is freed or replaced, so a test whose simulator goes out of scope early still lays
/// out on the device. Only posture and orientation changes need the simulator.
///
/// Degenerate input: every posture works on every device; a device without a hinge maps all
/// postures to its one display and reports no hinge (devices.md).
@preconcurrency @MainActor
public final class DeviceSimulator {
  /// The simulated device.
  public let device: Device
  /// The window, key and visible; assign `window.rootViewController` to install a controller.
  public let window: Window

  /// How the device is held open. Setting it updates the display and lays the window out.
  ///
  /// ```swift
  /// simulator.posture = .flat
  /// ```
  public var posture: Posture {
    didSet { if posture != oldValue { poseDidChange() } }
  }

  /// Which way up the device is held. Setting it updates the display and lays the window out.
  ///
  /// ```swift
  /// simulator.orientation = .landscape
  /// ```
  public var orientation: Orientation {
    didSet { if orientation != oldValue { poseDidChange() } }
  }

  /// The layout direction of the display's traits. Setting it updates the display and lays the
  /// window out.
  ///
  /// ```swift
  /// simulator.layoutDirection = .rightToLeft
  /// ```
  public var layoutDirection: LayoutDirection {
    didSet { if layoutDirection != oldValue { poseDidChange() } }
  }

  /// Light or dark mode of the display's traits (W8). Setting it updates the display and lays
  /// the window out; dynamic colours resolve by it.
  ///
  /// ```swift
  /// simulator.userInterfaceStyle = .dark
  /// ```
  public var userInterfaceStyle: UserInterfaceStyle {
    didSet { if userInterfaceStyle != oldValue { poseDidChange() } }
  }

  /// The Dynamic Type size of the display's traits (W8). Setting it updates the display and
  /// lays the window out; text-style fonts scale by it.
  ///
  /// ```swift
  /// simulator.preferredContentSizeCategory = .accessibilityLarge
  /// ```
  public var preferredContentSizeCategory: ContentSizeCategory {
    didSet { if preferredContentSizeCategory != oldValue { poseDidChange() } }
  }

  /// The display the window is on.
  public var display: Display { window.display }

  /// When the display's changes reach the window (see ``Timing``); fixed at creation.
  public let timing: Timing

  /// Display states the platform timing still owes the window, applied one per
  /// ``stepLayoutPass()``.
  var pendingStates: [DisplayState] = []
  /// Set while ``pose`` assigns its three parts (they apply once, together).
  var isSettingPose = false
  /// Backs ``screenAudit``.
  var storedScreenAudit: ScreenAudit?
  /// Backs ``auditFindings``.
  var storedAuditFindings: [ScreenAuditFinding] = []
  /// Backs ``recordsLayoutDiagnostics``.
  var storedRecordsLayoutDiagnostics = true
  /// Backs ``layoutDiagnostics``: each diagnostic with the controller it came from.
  var seenDiagnostics: [SeenDiagnostic] = []
  /// Where the simulator was created: test issues it records point there.
  let creationLocation: TestIssueLocation
  /// How many of the window's input diagnostics the screen audit has recorded as issues.
  var auditedInputDiagnosticCount = 0
  /// How many of the window's unsatisfiable-constraints reports have been recorded (L3).
  var collectedConstraintDiagnosticCount = 0
  /// The open `expectDiagnostic` calls, outermost first.
  var expectationScopes: [DiagnosticExpectationScope] = []

  /// The device's configuration in the current posture and orientation.
  ///
  /// ```swift
  /// simulator.configuration.reservedRegions.count   // 1 on the inner display
  /// ```
  public var configuration: Device.Configuration {
    device.configuration(posture: posture, orientation: orientation)
  }

  /// Creates a simulator with a key, visible window on the device's display.
  ///
  /// ```swift
  /// let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
  /// ```
  public convenience init(
    device: Device, posture: Posture, orientation: Orientation,
    layoutDirection: LayoutDirection = .leftToRight,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(
      device: device, pose: Pose(posture, orientation, layoutDirection: layoutDirection),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a simulator with a key, visible window on the device's display, held in `pose`.
  ///
  /// With `timing: .platform` the window starts as the platform's does: its first three
  /// layout passes see no reserved regions (``pendingLayoutPasses`` is 3), and the regions
  /// arrive with the third ``stepLayoutPass()``, the window's fourth pass.
  ///
  /// ```swift
  /// let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
  /// ```
  /// `fileID`, `filePath`, `line` and `column` locate the test issues the simulator records;
  /// leave the defaults (the caller's line).
  public init(
    device: Device, pose: Pose, timing: Timing = .immediate,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    creationLocation = TestIssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.device = device
    self.posture = pose.posture
    self.orientation = pose.orientation
    self.layoutDirection = pose.layoutDirection
    self.userInterfaceStyle = pose.userInterfaceStyle
    self.preferredContentSizeCategory = pose.preferredContentSizeCategory
    self.timing = timing
    let target = DisplayState(device.configuration(posture: pose.posture, orientation: pose.orientation), pose: pose)
    var first = target
    if timing == .platform {
      first.reservedRegions = []
      pendingStates = [first, first, target]
    }
    window = Window(display: first.makeDisplay())
    window.makeKeyAndVisible()
    window.setLayoutPassObserver { [weak self] _ in self?.windowDidFinishLayoutPass() }
  }

  isolated deinit {
    window.setLayoutPassObserver(nil)
    // A test that drops its simulator while the controller it installed is still in use
    // must not lose the fold and the traits: the root controller keeps the window (and its
    // display) alive from now on, and lets it go when it is freed or replaced.
    window.keepAliveWithRootViewController()
  }
}
