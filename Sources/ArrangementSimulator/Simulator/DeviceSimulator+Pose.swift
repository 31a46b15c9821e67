import Foundation

extension DeviceSimulator {
  /// The posture, orientation, layout direction, appearance and text size together. Setting
  /// it changes all of them and updates the display once.
  ///
  /// ```swift
  /// for pose in Device.iPhoneDuo.poses {
  ///   simulator.pose = pose
  ///   #expect(ScreenAudit().findings(in: simulator.window).isEmpty, "\(pose)")
  /// }
  /// ```
  ///
  /// Degenerate input: setting the current pose does nothing.
  public var pose: Pose {
    get {
      Pose(
        posture, orientation, layoutDirection: layoutDirection, userInterfaceStyle: userInterfaceStyle,
        preferredContentSizeCategory: preferredContentSizeCategory)
    }
    set {
      guard newValue != pose else { return }
      isSettingPose = true
      posture = newValue.posture
      orientation = newValue.orientation
      layoutDirection = newValue.layoutDirection
      userInterfaceStyle = newValue.userInterfaceStyle
      preferredContentSizeCategory = newValue.preferredContentSizeCategory
      isSettingPose = false
      poseDidChange()
    }
  }

  /// The posture, orientation or layout direction changed: bring the display to the new pose,
  /// at once or in the platform's steps.
  func poseDidChange() {
    guard !isSettingPose else { return }
    let target = DisplayState(configuration, pose: pose)
    switch timing {
    case .immediate:
      pendingStates = []
      target.apply(to: display)
    case .platform:
      pendingStates = Timing.platformSequence(from: DisplayState(display), to: target, display: display)
    }
  }
}
