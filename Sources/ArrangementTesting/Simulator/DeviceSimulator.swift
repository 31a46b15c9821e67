import Foundation

/// A visible window on a device profile that can be folded and rotated.
///
/// The simulator owns a `Display` configured from ``Device/configuration(posture:orientation:)``
/// and a `Window` on it that is already key and visible. Setting ``posture``,
/// ``orientation`` or ``layoutDirection`` updates the display in one batch — bounds, traits
/// (size classes, layout direction, scale), reserved regions, safe area and hinge — and lays
/// the window out once.
///
/// ```swift
/// let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
/// simulator.window.rootViewController = arrangement
/// simulator.posture = .book
/// simulator.orientation = .landscape
/// arrangement.state(for: .secondary)?.isHidden   // false: one view per page
/// ```
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
    didSet { if posture != oldValue { applyConfiguration() } }
  }

  /// Which way up the device is held. Setting it updates the display and lays the window out.
  ///
  /// ```swift
  /// simulator.orientation = .landscape
  /// ```
  public var orientation: Orientation {
    didSet { if orientation != oldValue { applyConfiguration() } }
  }

  /// The layout direction of the display's traits. Setting it updates the display and lays the
  /// window out.
  ///
  /// ```swift
  /// simulator.layoutDirection = .rightToLeft
  /// ```
  public var layoutDirection: LayoutDirection {
    didSet { if layoutDirection != oldValue { applyConfiguration() } }
  }

  /// The display the window is on.
  public var display: Display { window.display }

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
  public init(
    device: Device, posture: Posture, orientation: Orientation,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.device = device
    self.posture = posture
    self.orientation = orientation
    self.layoutDirection = layoutDirection
    let configuration = device.configuration(posture: posture, orientation: orientation)
    let display = Display(
      bounds: configuration.bounds, scale: configuration.scale,
      traits: Self.traits(of: configuration, layoutDirection: layoutDirection),
      reservedRegions: configuration.reservedRegions,
      safeAreaInsets: configuration.safeAreaInsets, hinge: configuration.hinge)
    window = Window(display: display)
    window.makeKeyAndVisible()
  }

  private func applyConfiguration() {
    let configuration = self.configuration
    let display = self.display
    let traits = Self.traits(of: configuration, layoutDirection: layoutDirection)
    display.performUpdates {
      display.bounds = configuration.bounds
      display.scale = configuration.scale
      display.traits = traits
      display.reservedRegions = configuration.reservedRegions
      display.safeAreaInsets = configuration.safeAreaInsets
      display.hinge = configuration.hinge
    }
  }

  private static func traits(
    of configuration: Device.Configuration, layoutDirection: LayoutDirection
  ) -> TraitCollection {
    TraitCollection(
      horizontalSizeClass: configuration.horizontalSizeClass,
      verticalSizeClass: configuration.verticalSizeClass,
      layoutDirection: layoutDirection, displayScale: configuration.scale)
  }
}
