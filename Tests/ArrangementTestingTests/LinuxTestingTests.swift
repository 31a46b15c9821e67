import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Issue 20 §4: testing on Linux as a user meets it.
@Suite("Testing on Linux (issue 20 §4)")
@MainActor
struct LinuxTestingTests {
  /// A fresh directory, removed at the end.
  static func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("linux-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  static let boxes = (0..<400).map { "│ row \($0) ─────────── ░░ ┆ ◉ │" }.joined(separator: "\n") + "\n"

  @Test(
    "20 §4 snapshots: a mismatch message is short and ASCII: reference, first differing line, .new, .diff, re-record"
  )
  func shortAsciiMessage() throws {
    try Self.withDirectory { directory in
      let reference = SnapshotReference(
        named: "screen", as: .text, besideTestFile: directory.appendingPathComponent("ScreenTests.swift").path)
      _ = reference.verify(Self.boxes, recording: false)
      let changed = Self.boxes.replacingOccurrences(of: "row 7 ", with: "row 7!")
      let outcome = reference.verify(changed, recording: false)
      let message = outcome.description
      let isASCII = message.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(isASCII)
      #expect(message.count < 1_500, "\(message.count) characters")
      #expect(!message.contains("row 100"), "the full diff belongs in the .diff file, not the message")
      #expect(message.contains(reference.url.path))
      #expect(message.contains(reference.newFileURL.path))
      #expect(message.contains(reference.diffFileURL.path))
      #expect(message.contains("line 8"))
      #expect(message.contains("- \\u{2502} row 7 "))
      #expect(message.contains("+ \\u{2502} row 7!"))
      #expect(message.contains("ARRANGE_RECORD_SNAPSHOTS=1 swift test --filter ScreenTests"))
    }
  }

  @Test("20 §4 snapshots: the full diff is a unified diff in <name>.<ext>.diff that patch applies to the reference")
  func diffFileApplies() throws {
    try Self.withDirectory { directory in
      let reference = SnapshotReference(
        named: "screen", as: .text, besideTestFile: directory.appendingPathComponent("ScreenTests.swift").path)
      let old = "title\n│ a │\nmiddle\nqueue [400]\nfooter"
      let new = "title\n│ b │\nmiddle\nqueue [300]\nfooter\nextra\n"
      _ = reference.verify(old, recording: false)
      guard case .mismatched = reference.verify(new, recording: false) else {
        Issue.record("expected a mismatch")
        return
      }
      #expect(reference.diffFileURL.lastPathComponent == "screen.txt.diff")
      let diff = try String(contentsOf: reference.diffFileURL, encoding: .utf8)
      let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[0] == "--- \(reference.url.path)")
      #expect(lines[1] == "+++ \(reference.newFileURL.path)")
      #expect(lines[2].hasPrefix("@@ -1,5 +1,6 @@"))
      for line in lines.dropFirst(3).dropLast() {
        #expect(
          [" ", "-", "+", "\\"].contains(line.first.map(String.init) ?? ""), "unexpected diff line \(line)")
      }
      #expect(diff.contains("-footer\n\\ No newline at end of file\n"))
      #expect(diff.hasSuffix("+footer\n+extra\n"))
      let patch = ["/usr/bin/patch", "/bin/patch"].first { FileManager.default.isExecutableFile(atPath: $0) }
      guard let patch else { return }  // the format checks above stand in for patch
      let output = directory.appendingPathComponent("patched.txt")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: patch)
      process.arguments = ["-s", "-o", output.path, reference.url.path, reference.diffFileURL.path]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      let patched = try String(contentsOf: output, encoding: .utf8)
      #expect(patched == new)
    }
  }

  /// A view that lays its one subview out to fill it.
  final class FillingView: View {
    let child = View()
    override init(frame: CGRect) {
      super.init(frame: frame)
      child.accessibilityIdentifier = "child"
      addSubview(child)
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      child.frame = bounds
    }
  }

  @Test("20 §4: ScreenAudit.findings(in:) and WindowSnapshot(window) lay the window out first (V5)")
  func auditAndSnapshotLayOutFirst() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .portrait))
    let root = ViewController()
    simulator.window.rootViewController = root
    simulator.window.layoutIfNeeded()
    let filling = FillingView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    root.view.addSubview(filling)  // marked, not laid out yet: the child is 0 x 0
    #expect(filling.child.frame.width == 0)
    let snapshot = WindowSnapshot(simulator.window)
    #expect(LengthTolerance.isEqual(filling.child.frame, filling.bounds))
    #expect(snapshot.nodes.contains { $0.name == "child" && $0.frame.width == 200 })

    let second = FillingView(frame: CGRect(x: 20, y: 300, width: 200, height: 100))
    root.view.addSubview(second)
    #expect(second.child.frame.width == 0)
    let findings = ScreenAudit().findings(in: simulator.window)
    #expect(LengthTolerance.isEqual(second.child.frame, second.bounds))
    #expect(!findings.contains { $0.description.contains("zero") }, "\(findings)")
  }

  static func badArrangement() -> ArrangementController {
    let arrangement = ArrangementController()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    arrangement.updateArrangement(
      SplitArrangement().axes(.horizontal).configuring(.primary) { $0.width.minimum = .absolute(-40) })
    return arrangement
  }

  @Test("20 §4 diagnostics: a bad-input layout diagnostic is recorded as a test issue by default")
  func diagnosticsRecordedByDefault() {
    #expect(TestIssueReporter.recorder != nil, "the simulator did not find ArrangementTesting's recorder")
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    withKnownIssue {
      simulator.window.rootViewController = Self.badArrangement()
      simulator.window.layoutIfNeeded()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("layout diagnostic") && $0.rawValue.contains("-40") }
    }
    #expect(simulator.layoutDiagnostics.map(\.kind) == [.negativeValue])
    // The same diagnostic again is not new: no second issue.
    simulator.pose = Pose(.book, .landscape)
    #expect(simulator.layoutDiagnostics.count == 1)
  }

  @Test("20 §4 diagnostics: opting out per simulator records nothing but still collects")
  func diagnosticsOptOut() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    simulator.recordsLayoutDiagnostics = false
    simulator.window.rootViewController = Self.badArrangement()
    simulator.window.layoutIfNeeded()
    #expect(simulator.layoutDiagnostics.map(\.kind) == [.negativeValue])
  }

  @Test("20 §4 diagnostics: a consequence of legal input (a clamped preference) is collected, not recorded")
  func legalInputIsNotAnIssue() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
    let arrangement = ArrangementController()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    arrangement.updateArrangement(
      SplitArrangement().axes(.horizontal).configuring(.primary) {
        $0.width = .init(minimum: .absolute(320), preferred: .absolute(100))
      })
    simulator.window.rootViewController = arrangement
    simulator.window.layoutIfNeeded()
    #expect(simulator.layoutDiagnostics.allSatisfy { !$0.kind.reportsBadInput })
  }

  final class TrackDetails: ViewController {}

  @Test("20 §4 audit paths: containers are named by their type (NavigationController › TrackDetails › lyrics)")
  func auditPathsNameContainers() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
    let details = TrackDetails()
    let lyrics = View()
    lyrics.accessibilityIdentifier = "lyrics"
    lyrics.frame = CGRect(x: 0, y: 0, width: 466, height: 678)
    details.view.addSubview(lyrics)
    simulator.window.rootViewController = NavigationController(rootViewController: details)
    let paths = ScreenAudit().findings(in: simulator.window).map(\.description)
    #expect(paths.contains { $0.hasPrefix("NavigationController › TrackDetails › lyrics ") }, "\(paths)")
  }

  @Test("20 §4 audit: findings reach the test as issues through the same recorder as diagnostics")
  func auditFindingsAreIssues() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
    simulator.screenAudit = ScreenAudit()
    let root = ViewController()
    let button = View()
    button.accessibilityIdentifier = "queueButton"
    button.frame = CGRect(x: 420, y: 10, width: 44, height: 44)
    root.view.addSubview(button)
    withKnownIssue {
      simulator.window.rootViewController = root
      simulator.window.layoutIfNeeded()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("screen audit, iPhone Duo closed portrait:") }
    }
    #expect(!simulator.auditFindings.isEmpty)
  }
}
