import Foundation

extension DeviceSimulator {
  /// Whether each new layout diagnostic about bad input, and each new unsatisfiable-constraints
  /// report of the window's engine (L3, naming the constraints' identifiers), is recorded as a
  /// test issue; `true` unless turned off.
  ///
  /// After every layout pass of the window the simulator reads the current layout of every
  /// `ArrangementController` in it (the root controller, its children and presented controllers,
  /// depth first) and appends each diagnostic it has not seen before from that controller to
  /// ``layoutDiagnostics`` (E2). When this is `true` and ArrangementTesting is in the process (a
  /// test target), each new diagnostic that reports bad input — a NaN or infinite length, a
  /// negative length, a fraction above 1, a minimum above its maximum, a non-finite priority,
  /// invalid bounds, scale, intrinsic size or region frame — is also recorded as a Swift Testing
  /// issue naming the pose, the controller's type and the diagnostic, at the line that created
  /// the simulator. Diagnostics that follow from legal input on a given screen (a preference
  /// clamped, a minimum above the container, a division outside a nested container, both
  /// overlay views asking for one side) are collected, not recorded. A test that feeds bad input
  /// on purpose says so with `expectDiagnostic(_:during:)`, which
  /// also fails the test when the diagnostic does not come; turning this off silences every one.
  ///
  /// ```swift
  /// let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
  /// simulator.recordsLayoutDiagnostics = false   // this test checks the diagnostics itself
  /// simulator.window.rootViewController = arrangementWithNegativeMinimum
  /// #expect(simulator.layoutDiagnostics.count == 1)
  /// ```
  ///
  /// Degenerate input: without ArrangementTesting (a tool, an example) nothing is recorded
  /// either way; ``layoutDiagnostics`` is collected regardless of this setting.
  public var recordsLayoutDiagnostics: Bool {
    get { storedRecordsLayoutDiagnostics }
    set { storedRecordsLayoutDiagnostics = newValue }
  }

  /// The distinct layout diagnostics of the window's arrangement controllers, in the order they
  /// first appeared (see ``recordsLayoutDiagnostics``).
  ///
  /// ```swift
  /// simulator.layoutDiagnostics.map(\.kind)
  /// ```
  public var layoutDiagnostics: [ArrangementDiagnostic] { seenDiagnostics.map(\.diagnostic) }

  /// Collects (and records) the diagnostics the last layout pass left.
  func collectDiagnosticsAfterLayoutPass() {
    guard let root = window.rootViewController else { return }
    var pending: [ViewController] = [root]
    var visited = Set<ObjectIdentifier>()
    while let controller = pending.popLast() {
      guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
      if let presented = controller.presentedViewController { pending.append(presented) }
      pending.append(contentsOf: controller.children.reversed())
      guard let arrangement = controller as? ArrangementController,
        let layout = arrangement.latestLayout, layout.diagnosticCount > 0
      else { continue }
      for diagnostic in layout.diagnostics {
        let seen = SeenDiagnostic(controller: ObjectIdentifier(arrangement), diagnostic: diagnostic)
        guard !seenDiagnostics.contains(seen) else { continue }
        seenDiagnostics.append(seen)
        if meetExpectation({ $0.matches(layout: diagnostic.kind) }) { continue }
        if storedRecordsLayoutDiagnostics && diagnostic.kind.reportsBadInput {
          TestIssueReporter.report(
            "layout diagnostic, \(device.name) \(pose), \(type(of: arrangement)): \(diagnostic)", at: creationLocation)
        }
      }
    }
  }

  /// What runs after every layout pass of the window: diagnostics, then the audit.
  func windowDidFinishLayoutPass() {
    collectDiagnosticsAfterLayoutPass()
    collectConstraintDiagnostics()
    auditAfterLayoutPass()
  }
}

extension ArrangementDiagnostic.Kind {
  /// Whether the diagnostic says the app passed a value no layout can use (S5's fixes of
  /// non-finite, negative and inconsistent values, invalid bounds, scale, intrinsic sizes and
  /// region frames), rather than a consequence of legal input on this screen.
  ///
  /// ```swift
  /// ArrangementDiagnostic.Kind.negativeValue.reportsBadInput       // true
  /// ArrangementDiagnostic.Kind.preferredClamped.reportsBadInput    // false
  /// ```
  package var reportsBadInput: Bool {
    switch self {
    case .nonFiniteValue, .negativeValue, .fractionAboveOne, .minimumAboveMaximum, .nonFiniteLayoutPriority,
      .invalidBounds, .invalidDisplayScale, .invalidIntrinsicSize, .invalidRegionFrame:
      return true
    case .minimumAboveLength, .preferredClamped, .divisionOutsideContainer, .divisionNotSpanning,
      .divisionNotNearestCentre, .maximumExceeded, .conflictingEdges:
      return false
    }
  }
}

/// A diagnostic and the controller whose layout had it.
struct SeenDiagnostic: Hashable {
  let controller: ObjectIdentifier
  let diagnostic: ArrangementDiagnostic
}
