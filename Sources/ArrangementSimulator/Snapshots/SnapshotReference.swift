import Foundation

/// A snapshot's reference file, and the check of a new text against it.
///
/// References follow swift-snapshot-testing's layout: `__Snapshots__/<test file name without
/// .swift>/<name>.<extension>` in the directory of the test file. ``verify(_:recording:)``
/// compares, records a missing reference, re-records in record mode and, on a mismatch,
/// writes the new text beside the reference as `<name>.new.<extension>` and the unified diff
/// from the reference to it as `<name>.<extension>.diff` (git ignores both) for a reviewer or a
/// CI job to pick up; `patch` applies the diff to the reference. A later match removes both.
///
/// ```swift
/// let reference = SnapshotReference(named: "closed-portrait", as: .svg, besideTestFile: #filePath)
/// // …/Tests/PlayerTests/__Snapshots__/PlayerScreenTests/closed-portrait.svg
/// let outcome = reference.verify(WindowSnapshot(window).svg)
/// if outcome.isFailure { print(outcome) }
/// ```
///
/// Degenerate input: a name containing `/` nests directories below the test file's directory;
/// an unwritable location gives ``SnapshotOutcome/failedToWrite(reference:message:)``, never a
/// crash.
public struct SnapshotReference: Sendable, Hashable, CustomStringConvertible {
  /// The reference file.
  public let url: URL

  /// A reference at an explicit location (a picture in the documentation, an example's
  /// expected output).
  ///
  /// ```swift
  /// let reference = SnapshotReference(url: root.appendingPathComponent("Docs/matrix.svg"))
  /// ```
  public init(url: URL) {
    self.url = url
  }

  /// The reference `__Snapshots__/<test file name>/<name>.<extension>` beside a test file.
  ///
  /// ```swift
  /// SnapshotReference(named: "book", as: .text, besideTestFile: "/p/Tests/T/ScreenTests.swift").url.path
  /// // /p/Tests/T/__Snapshots__/ScreenTests/book.txt
  /// ```
  public init(named name: String, as format: SnapshotFormat, besideTestFile filePath: String) {
    let file = URL(fileURLWithPath: filePath)
    let fileName = file.deletingPathExtension().lastPathComponent
    var url = file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
      .appendingPathComponent(name)
    if !format.pathExtension.isEmpty { url = url.appendingPathExtension(format.pathExtension) }
    self.url = url
  }

  /// Where a mismatching text is written: `<name>.new.<extension>` beside the reference.
  ///
  /// ```swift
  /// reference.newFileURL.lastPathComponent   // closed-portrait.new.svg
  /// ```
  public var newFileURL: URL {
    let pathExtension = url.pathExtension
    let base = url.deletingPathExtension().lastPathComponent
    let name = pathExtension.isEmpty ? "\(base).new" : "\(base).new.\(pathExtension)"
    return url.deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Where the unified diff of a mismatch is written: `<name>.<extension>.diff` beside the
  /// reference (the extension stays in the name: `closed-portrait.txt` and `closed-portrait.svg`
  /// each get their own).
  ///
  /// ```swift
  /// reference.diffFileURL.lastPathComponent   // closed-portrait.svg.diff
  /// ```
  public var diffFileURL: URL {
    url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".diff")
  }

  /// The reference's path.
  public var description: String { url.path }

  /// Removes a previous mismatch's `.new` and `.diff` files.
  func removeMismatchFiles() {
    try? FileManager.default.removeItem(at: newFileURL)
    try? FileManager.default.removeItem(at: diffFileURL)
  }

  /// Compares `text` with the reference, recording it when asked or when it is missing.
  ///
  /// - Reference missing: writes it, returns ``SnapshotOutcome/recordedMissing(reference:)``.
  /// - `recording` true: writes it, returns ``SnapshotOutcome/recorded(reference:)``.
  /// - Equal (byte for byte): ``SnapshotOutcome/matched(reference:)``; a stale `.new` file goes.
  /// - Different: writes ``newFileURL`` and ``diffFileURL`` and returns
  ///   ``SnapshotOutcome/mismatched(reference:newFile:diff:)``.
  ///
  /// Every outcome but `matched` is a failure (``SnapshotOutcome/isFailure``).
  ///
  /// ```swift
  /// let outcome = reference.verify("primary 0 0 455.5 669\n", recording: false)
  /// ```
  ///
  /// Degenerate input: an unreadable reference counts as missing; write errors give
  /// ``SnapshotOutcome/failedToWrite(reference:message:)``.
  public func verify(_ text: String, recording: Bool = SnapshotRecording.isEnabled) -> SnapshotOutcome {
    let fileManager = FileManager.default
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if recording || existing == nil {
      do {
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        removeMismatchFiles()
      } catch {
        return .failedToWrite(reference: url, message: "\(error)")
      }
      return existing == nil ? .recordedMissing(reference: url) : .recorded(reference: url)
    }
    guard let existing, existing != text else {
      removeMismatchFiles()
      return .matched(reference: url)
    }
    let diff = SnapshotDiff(reference: existing, actual: text)
    do {
      try Data(text.utf8).write(to: newFileURL)
      try Data(diff.unifiedDiff(from: url.path, to: newFileURL.path).utf8).write(to: diffFileURL)
    } catch {
      return .failedToWrite(reference: newFileURL, message: "\(error)")
    }
    return .mismatched(reference: url, newFile: newFileURL, diff: diff)
  }
}
