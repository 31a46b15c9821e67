import ArrangementSimulator
import Foundation
import Testing

extension DeviceSimulator {
  /// A screen audit run after every layout pass of the window; each new finding is recorded
  /// as a Swift Testing issue, the way Android's accessibility checks run on every view action.
  ///
  /// Set it before installing the screen. Every layout pass (installing a root controller, a
  /// pose change, a stepped pass, any `layoutIfNeeded()` that lays something out) is followed
  /// by `ScreenAudit.findings(in:)`; a finding not seen before in this simulator is appended
  /// to ``ArrangementSimulator/DeviceSimulator/auditFindings`` and recorded with `Issue.record`, naming the pose and the finding.
  /// Set it to `nil` to stop. Input the window's views sanitized (`Window.inputDiagnostics`:
  /// a NaN font size, a negative content size, W) is recorded the same way, once each.
  ///
  /// ```swift
  /// let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
  /// simulator.screenAudit = ScreenAudit().exempting("artwork")
  /// simulator.window.rootViewController = PlayerScreen()   // audited; issues recorded
  /// for pose in Device.iPhoneDuo.poses { simulator.pose = pose }   // audited in every pose
  /// ```
  ///
  /// Degenerate input: outside a running test, findings are still collected in
  /// ``ArrangementSimulator/DeviceSimulator/auditFindings`` (Swift Testing reports the issue as recorded outside a test).
  public var screenAudit: ScreenAudit? {
    get { storedScreenAudit }
    set {
      storedScreenAudit = newValue
      if newValue == nil {
        window.setLayoutPassObserver(nil)
      } else {
        window.setLayoutPassObserver { [weak self] _ in self?.auditAfterLayoutPass() }
        auditAfterLayoutPass()
      }
    }
  }

  /// The distinct findings ``ArrangementSimulator/DeviceSimulator/screenAudit`` has reported, in the order they first appeared.
  ///
  /// ```swift
  /// simulator.auditFindings.map(\.description)
  /// ```
  public var auditFindings: [ScreenAuditFinding] { storedAuditFindings }

  func auditAfterLayoutPass() {
    guard let audit = storedScreenAudit else { return }
    for finding in audit.findings(in: window) where !storedAuditFindings.contains(finding) {
      storedAuditFindings.append(finding)
      Issue.record("screen audit, \(device.name) \(pose): \(finding)")
    }
    let diagnostics = window.inputDiagnostics
    if auditedInputDiagnosticCount > diagnostics.count { auditedInputDiagnosticCount = 0 }
    for message in diagnostics.dropFirst(auditedInputDiagnosticCount) {
      Issue.record("input sanitized, \(device.name) \(pose): \(message)")
    }
    auditedInputDiagnosticCount = diagnostics.count
  }
}
