import Foundation

/// What comparing a text with its snapshot reference did.
///
/// Only ``matched(reference:)`` passes. A missing reference is recorded and still fails, and
/// so does every assertion in record mode: a test that recorded has checked nothing. The
/// description is the failure message a test prints.
///
/// ```swift
/// switch reference.verify(text) {
/// case .matched: break
/// case let outcome: print(outcome)   // says what was recorded, or the line diff
/// }
/// ```
///
/// Degenerate input: none; every case carries the file it is about.
public enum SnapshotOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The text equals the reference.
  case matched(reference: URL)
  /// There was no reference; it was written.
  case recordedMissing(reference: URL)
  /// Record mode was on; the reference was overwritten.
  case recorded(reference: URL)
  /// The text differs; it was written to `newFile`, beside the reference.
  case mismatched(reference: URL, newFile: URL, diff: SnapshotDiff)
  /// A file could not be written.
  case failedToWrite(reference: URL, message: String)

  /// Whether the assertion fails: everything except ``matched(reference:)``.
  ///
  /// ```swift
  /// SnapshotOutcome.recordedMissing(reference: url).isFailure   // true
  /// ```
  public var isFailure: Bool {
    if case .matched = self { return false }
    return true
  }

  /// The failure message (or `snapshot matches …`).
  public var description: String {
    let variable = SnapshotRecording.environmentVariable
    switch self {
    case .matched(let reference):
      return "snapshot matches \(reference.path)"
    case .recordedMissing(let reference):
      return """
        No reference was found on disk; recorded a new snapshot at
          \(reference.path)
        Check it, then run the test again (without \(variable)) to compare against it.
        """
    case .recorded(let reference):
      return """
        Record mode is on (\(variable)=1): re-recorded the snapshot at
          \(reference.path)
        Review it with `git diff`, then run the tests again without \(variable) to compare.
        """
    case .mismatched(let reference, let newFile, let diff):
      let (removed, added) = diff.changeCount
      return """
        Snapshot does not match the reference (\(removed) line(s) removed, \(added) added):
          reference: \(reference.path)
          new:       \(newFile.path)
        \(diff)
        If the change is intended, re-record with \(variable)=1 and review the diff.
        """
    case .failedToWrite(let reference, let message):
      return "Could not write the snapshot \(reference.path): \(message)"
    }
  }
}
