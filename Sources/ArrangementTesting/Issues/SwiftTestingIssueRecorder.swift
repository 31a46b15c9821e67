import ArrangementSimulator
import Testing

/// Records the simulator's problems — layout diagnostics, screen-audit findings — as Swift
/// Testing issues.
///
/// ArrangementSimulator finds this type at run time by its name
/// (`TestIssueReporter.recorderTypeName`), so renaming or moving it breaks the lookup; a test in
/// ArrangementTestingTests checks that the lookup finds it.
///
/// ```swift
/// SwiftTestingIssueRecorder.record("layout diagnostic: …", at: location)
/// ```
package struct SwiftTestingIssueRecorder: TestIssueRecording {
  /// Records `message` as an issue at `location`.
  package static func record(_ message: String, at location: TestIssueLocation) {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column))
  }
}
