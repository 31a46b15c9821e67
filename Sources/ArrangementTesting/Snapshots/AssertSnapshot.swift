import Foundation
import Testing

/// Checks a text against its snapshot reference beside the test file, failing the test if it
/// differs, was missing or was re-recorded.
///
/// The reference is `__Snapshots__/<test file name without .swift>/<name>.<extension>` next to
/// the file that calls the assertion (swift-snapshot-testing's layout). A missing reference is
/// recorded and the test fails saying so; with `ARRANGE_RECORD_SNAPSHOTS=1` (`SnapshotRecording`)
/// every reference is re-recorded and every assertion fails; a mismatch fails with a line diff
/// (`SnapshotDiff`) and writes the new text to `<name>.new.<extension>` beside the reference.
///
/// ```swift
/// @Test("the player screen in every pose", arguments: Device.iPhoneDuo.poses)
/// func playerScreen(pose: Pose) {
///   let simulator = DeviceSimulator(device: .iPhoneDuo, pose: pose)
///   simulator.window.rootViewController = PlayerScreen()
///   assertSnapshot(of: WindowSnapshot(simulator.window).text, named: pose.name)
/// }
/// ```
///
/// - Parameters:
///   - text: what the test produced.
///   - format: the reference's extension (default `.txt`).
///   - name: the reference's name, unique within the test file.
///   - record: `true` re-records (and fails); defaults to `SnapshotRecording/isEnabled`.
///   - filePath: the test file; leave the default.
///   - sourceLocation: where the issue is reported; leave the default.
/// - Returns: the outcome, for tests that look further.
///
/// Degenerate input: an unwritable `__Snapshots__` directory is reported as a test issue.
@discardableResult
public func assertSnapshot(
  of text: String, as format: SnapshotFormat = .text, named name: String,
  record: Bool = SnapshotRecording.isEnabled, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome {
  let reference = SnapshotReference(named: name, as: format, besideTestFile: filePath)
  return assertSnapshot(of: text, matching: reference, record: record, sourceLocation: sourceLocation)
}

/// Checks a text against a reference file at an explicit location, failing the test if it
/// differs, was missing or was re-recorded.
///
/// For references that live somewhere other than `__Snapshots__`: an example's expected
/// output, a picture shown in the documentation. Behaves as
/// ``assertSnapshot(of:as:named:record:filePath:sourceLocation:)`` otherwise.
///
/// ```swift
/// let picture = SnapshotReference(url: root.appendingPathComponent("Docs/split-matrix.svg"))
/// assertSnapshot(of: output, matching: picture)
/// ```
///
/// Degenerate input: as `SnapshotReference/verify(_:recording:)`.
@discardableResult
public func assertSnapshot(
  of text: String, matching reference: SnapshotReference,
  record: Bool = SnapshotRecording.isEnabled, sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome {
  let outcome = reference.verify(text, recording: record)
  if outcome.isFailure {
    Issue.record(Comment(rawValue: outcome.description), sourceLocation: sourceLocation)
  }
  return outcome
}
