import Foundation

extension DeviceSimulator {
  /// A screen audit run after every layout pass of the window; each new finding is recorded
  /// as a test issue, the way Android's accessibility checks run on every view action.
  ///
  /// Set it before installing the screen. Every layout pass (installing a root controller, a
  /// pose change, a stepped pass, any `layoutIfNeeded()` that lays something out) is followed
  /// by ``ScreenAudit/findings(in:)``; a finding not seen before in this simulator is appended
  /// to ``auditFindings`` and, in a test target that links ArrangementTesting, recorded as a
  /// Swift Testing issue naming the pose and the finding, at the line that created the
  /// simulator. Input the window's views sanitized (`Window.inputDiagnostics`: a NaN font size,
  /// a negative content size, W) is recorded the same way, once each. Set it to `nil` to stop.
  ///
  /// ```swift
  /// let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
  /// simulator.screenAudit = ScreenAudit().exempting("artwork")
  /// simulator.window.rootViewController = PlayerScreen()   // audited; issues recorded
  /// for pose in Device.iPhoneDuo.poses { simulator.pose = pose }   // audited in every pose
  /// ```
  ///
  /// Degenerate input: without ArrangementTesting in the process (a tool, an example), findings
  /// are only collected in ``auditFindings``; outside a running test, Swift Testing reports the
  /// issue as recorded outside a test.
  public var screenAudit: ScreenAudit? {
    get { storedScreenAudit }
    set {
      storedScreenAudit = newValue
      if newValue != nil { auditAfterLayoutPass() }
    }
  }

  /// The distinct findings ``screenAudit`` has reported, in the order they first appeared.
  ///
  /// ```swift
  /// simulator.auditFindings.map(\.description)
  /// ```
  public var auditFindings: [ScreenAuditFinding] { storedAuditFindings }

  /// Audits the window as laid out, recording each new finding.
  func auditAfterLayoutPass() {
    guard let audit = storedScreenAudit else { return }
    for finding in audit.findings(inLaidOut: window) where !storedAuditFindings.contains(finding) {
      storedAuditFindings.append(finding)
      TestIssueReporter.report("screen audit, \(device.name) \(pose): \(finding)", at: creationLocation)
    }
    let diagnostics = window.inputDiagnostics
    if auditedInputDiagnosticCount > diagnostics.count { auditedInputDiagnosticCount = 0 }
    for message in diagnostics.dropFirst(auditedInputDiagnosticCount) {
      if meetExpectation({ $0.matches(inputMessage: message) }) { continue }
      TestIssueReporter.report("input sanitized, \(device.name) \(pose): \(message)", at: creationLocation)
    }
    auditedInputDiagnosticCount = diagnostics.count
  }
}
