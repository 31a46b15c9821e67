import Foundation

/// The record switch of snapshot assertions: the `ARRANGE_RECORD_SNAPSHOTS` environment variable.
///
/// With `ARRANGE_RECORD_SNAPSHOTS=1` every snapshot assertion writes its reference file and
/// **fails**, saying what it recorded, so that a recording run can never pass by accident (or in
/// CI). Run the tests again without it to check the new references, and review them with
/// `git diff`.
///
/// ```sh
/// ARRANGE_RECORD_SNAPSHOTS=1 swift test --filter PlayerScreenTests   # records, fails
/// swift test --filter PlayerScreenTests                              # compares, passes
/// ```
///
/// Degenerate input: any value other than `1` (or an unset variable) means "compare".
public enum SnapshotRecording {
  /// `ARRANGE_RECORD_SNAPSHOTS`.
  public static let environmentVariable = "ARRANGE_RECORD_SNAPSHOTS"

  /// Whether the process runs in record mode (`ARRANGE_RECORD_SNAPSHOTS=1`).
  ///
  /// ```swift
  /// if SnapshotRecording.isEnabled { print("recording") }
  /// ```
  public static var isEnabled: Bool {
    ProcessInfo.processInfo.environment[environmentVariable] == "1"
  }
}
