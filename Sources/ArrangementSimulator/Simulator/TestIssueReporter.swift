import Foundation

/// Where a simulator reports a problem as a test issue: Swift Testing's `Issue.record` when
/// ArrangementTesting is in the process, nowhere otherwise.
///
/// ArrangementSimulator cannot import `Testing` (executables depend on it), so it finds the
/// recorder at run time: ArrangementTesting declares a type conforming to ``TestIssueRecording``
/// under a fixed name, and ``recorder`` looks that type up by its mangled name in the Swift
/// runtime's type metadata (`_typeByName`), which lists every type linked into the process —
/// a SwiftPM test binary included, where `dlsym` finds nothing because its symbols are not
/// exported. In a tool or an example, which never link ArrangementTesting, the lookup finds
/// nothing and problems are only collected on the simulator.
///
/// ```swift
/// TestIssueReporter.report("layout diagnostic: …", at: location)   // an Issue in a test
/// ```
package enum TestIssueReporter {
  /// The mangled name of `ArrangementTesting.SwiftTestingIssueRecorder`.
  package static let recorderTypeName = "18ArrangementTesting25SwiftTestingIssueRecorderV"

  /// The recorder ArrangementTesting supplies, if it is linked into the process; looked up once.
  package static let recorder: (any TestIssueRecording.Type)? =
    _typeByName(recorderTypeName) as? any TestIssueRecording.Type

  /// Records `message` as a test issue at `location` when a recorder is present; returns
  /// whether one was.
  @discardableResult
  package static func report(_ message: String, at location: TestIssueLocation) -> Bool {
    guard let recorder else { return false }
    recorder.record(message, at: location)
    return true
  }
}

/// What records a simulator's problem as a test issue (ArrangementTesting's Swift Testing
/// recorder conforms).
///
/// ```swift
/// enum PrintingRecorder: TestIssueRecording {
///   static func record(_ message: String, at location: TestIssueLocation) { print(message) }
/// }
/// ```
package protocol TestIssueRecording {
  /// Records one issue.
  static func record(_ message: String, at location: TestIssueLocation)
}

/// The source location a simulator's issues are reported at: where the simulator was created.
///
/// ```swift
/// TestIssueLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// ```
package struct TestIssueLocation: Sendable, Hashable, CustomStringConvertible {
  /// `Module/File.swift`.
  package var fileID: String
  /// The file's full path.
  package var filePath: String
  /// 1-based line.
  package var line: Int
  /// 1-based column.
  package var column: Int

  /// A location.
  package init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `Module/File.swift:12:5`.
  package var description: String { "\(fileID):\(line):\(column)" }
}
