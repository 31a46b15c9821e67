import Foundation

extension DeviceSimulator {
  /// When the display's changes reach the window.
  ///
  /// - ``immediate`` (the default): a pose change updates everything at once and lays the
  ///   window out once.
  /// - ``platform``: the order measured on the platform's simulator (measurements.md). After a
  ///   pose change the hinge status arrives first, while the window still shows the old
  ///   display; then the window lays out on the new display with each division as active as
  ///   it was before; the division's new `isActive` arrives one ``stepLayoutPass()`` later. A
  ///   window created in any pose lays out without reserved regions (so unfolded) for its
  ///   first three passes and gets them on the fourth (the third step).
  ///
  /// ```swift
  /// let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape), timing: .platform)
  /// simulator.finishPendingLayoutPasses()
  /// simulator.posture = .book          // hinge partiallyOpen arrives; the fold is still inactive
  /// simulator.stepLayoutPass()         // the fold becomes active: one pane per page
  /// ```
  public enum Timing: Sendable, Hashable, CustomStringConvertible {
    /// Every change lands in one pass.
    case immediate
    /// Hinge first, the division's activity a pass later; regions on the fourth pass.
    case platform

    /// `immediate` or `platform`.
    public var description: String {
      switch self {
      case .immediate: "immediate"
      case .platform: "platform"
      }
    }

    /// The display states a pose change goes through with platform timing: the hinge is set
    /// on `display` at once; the returned states follow, the first applied now.
    @MainActor
    static func platformSequence(from current: DisplayState, to target: DisplayState, display: Display)
      -> [DisplayState]
    {
      if display.hinge != target.hinge { display.hinge = target.hinge }
      var interim = target
      interim.reservedRegions = target.reservedRegions.map { region in
        guard region.kind == .division else { return region }
        let before = current.reservedRegions.first { $0.kind == .division && $0.id == region.id }
        return ReservedRegion(
          id: region.id, kind: region.kind, frame: region.frame, margins: region.margins,
          isActive: before?.isActive ?? false)
      }
      interim.apply(to: display)
      return interim == target ? [] : [target]
    }
  }

  /// How many more ``stepLayoutPass()`` calls the platform timing needs before the display
  /// shows the current pose completely (always 0 with immediate timing).
  ///
  /// ```swift
  /// DeviceSimulator(device: .iPhoneDuo, pose: Pose(.book, .landscape), timing: .platform)
  ///   .pendingLayoutPasses   // 3: the regions arrive on the fourth pass
  /// ```
  public var pendingLayoutPasses: Int { pendingStates.count }

  /// Runs one more layout pass of the window, as the platform's next frame would: applies
  /// the next display state the platform timing owes (if any), then lays the window out.
  ///
  /// - Returns: whether a pending display state was applied.
  ///
  /// ```swift
  /// simulator.posture = .book
  /// simulator.stepLayoutPass()   // true: the fold is active now
  /// simulator.stepLayoutPass()   // false: nothing was pending (the window laid out anyway)
  /// ```
  ///
  /// Degenerate input: with immediate timing, or when nothing is pending, it only lays the
  /// window out.
  @discardableResult
  public func stepLayoutPass() -> Bool {
    var applied = false
    if !pendingStates.isEmpty {
      pendingStates.removeFirst().apply(to: display)
      applied = true
    }
    window.setNeedsLayout()
    window.layoutIfNeeded()
    return applied
  }

  /// Steps layout passes until the display shows the current pose completely.
  ///
  /// ```swift
  /// simulator.finishPendingLayoutPasses()
  /// simulator.pendingLayoutPasses   // 0
  /// ```
  public func finishPendingLayoutPasses() {
    while stepLayoutPass() {}
  }
}
