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

  /// The failure message (or `snapshot matches …`): short and ASCII only, so that `swift test`
  /// on Linux prints it whole (it drops long messages with non-ASCII text). A mismatch names the
  /// reference, shows the first differing line (non-ASCII characters as `\u{…}` escapes), the
  /// `.new` and `.diff` files and the command that re-records; the full diff is in the `.diff`
  /// file.
  public var description: String {
    let text = message
    return text.unicodeScalars.allSatisfy(\.isASCII) ? text : Self.ascii(text)
  }

  /// The message before escaping.
  var message: String {
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
      var lines = ["Snapshot does not match the reference (\(removed) line(s) removed, \(added) added)."]
      lines.append("  reference: \(reference.path)")
      if let first = diff.firstDifference {
        lines.append("  first difference, line \(first.line):")
        lines.append("    - " + (first.reference.map(Self.shortened) ?? "(nothing)"))
        lines.append("    + " + (first.actual.map(Self.shortened) ?? "(nothing)"))
      }
      let diffFile = SnapshotReference(url: reference).diffFileURL
      lines.append("  new:       \(newFile.path)")
      lines.append("  diff:      \(diffFile.path)  (patch \(reference.path) \(diffFile.path))")
      lines.append("If the change is intended, re-record: \(Self.recordCommand(for: reference))")
      return lines.joined(separator: "\n")
    case .failedToWrite(let reference, let message):
      return "Could not write the snapshot \(reference.path): \(message)"
    }
  }

  /// `ARRANGE_RECORD_SNAPSHOTS=1 swift test --filter <TestFile>` for a reference under
  /// `__Snapshots__/<TestFile>/`, without the filter otherwise.
  static func recordCommand(for reference: URL) -> String {
    let components = reference.pathComponents
    var command = "\(SnapshotRecording.environmentVariable)=1 swift test"
    if let index = components.lastIndex(of: "__Snapshots__"), index + 1 < components.count - 1 {
      command += " --filter \(components[index + 1])"
    }
    return command
  }

  /// A line cut to 160 characters.
  static func shortened(_ line: String) -> String {
    line.count > 160 ? String(line.prefix(160)) + "..." : line
  }

  /// `text` with every non-ASCII character written as `\u{…}`.
  static func ascii(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return result
  }
}
