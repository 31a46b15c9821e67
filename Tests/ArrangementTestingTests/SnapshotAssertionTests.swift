import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A fresh directory with a fake test file in it, removed at the end.
private func withTestFile(_ body: (_ filePath: String, _ directory: URL) throws -> Void) throws {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  try body(directory.appendingPathComponent("PlayerScreenTests.swift").path, directory)
}

@Suite("Snapshot assertions: one helper, swift-snapshot-testing's conventions")
struct SnapshotAssertionTests {
  @Test("the reference is __Snapshots__/<test file name>/<name>.<ext> beside the test file")
  func referenceLayout() {
    let reference = SnapshotReference(
      named: "closed-portrait", as: .svg, besideTestFile: "/p/Tests/T/ScreenTests.swift")
    #expect(reference.url.path == "/p/Tests/T/__Snapshots__/ScreenTests/closed-portrait.svg")
    #expect(reference.newFileURL.path == "/p/Tests/T/__Snapshots__/ScreenTests/closed-portrait.new.svg")
    let bare = SnapshotReference(named: "plain", as: SnapshotFormat(pathExtension: ""), besideTestFile: "/p/T.swift")
    #expect(bare.url.path == "/p/__Snapshots__/T/plain")
    #expect(bare.newFileURL.path == "/p/__Snapshots__/T/plain.new")
    #expect(SnapshotFormat(pathExtension: ".svg") == .svg)
  }

  @Test("a missing reference is recorded and the assertion fails saying so")
  func missingIsRecordedAndFails() throws {
    try withTestFile { filePath, _ in
      var outcome: SnapshotOutcome?
      withKnownIssue {
        outcome = assertSnapshot(of: "a\n", named: "first", record: false, filePath: filePath)
      }
      let reference = SnapshotReference(named: "first", as: .text, besideTestFile: filePath)
      #expect(outcome == .recordedMissing(reference: reference.url))
      #expect(outcome?.isFailure == true)
      #expect(outcome?.description.contains("No reference was found on disk") == true)
      #expect((try? String(contentsOf: reference.url, encoding: .utf8)) == "a\n")
      // The second run compares against what was recorded and passes.
      #expect(
        assertSnapshot(of: "a\n", named: "first", record: false, filePath: filePath)
          == .matched(reference: reference.url))
    }
  }

  @Test("record mode re-records and fails even when the text is unchanged")
  func recordModeFails() throws {
    try withTestFile { filePath, _ in
      let reference = SnapshotReference(named: "same", as: .text, besideTestFile: filePath)
      _ = reference.verify("x\n", recording: false)
      var outcome: SnapshotOutcome?
      withKnownIssue {
        outcome = assertSnapshot(of: "x\n", named: "same", record: true, filePath: filePath)
      }
      #expect(outcome == .recorded(reference: reference.url))
      #expect(outcome?.description.contains(SnapshotRecording.environmentVariable) == true)
    }
  }

  @Test("a mismatch fails with a line diff and writes <name>.new.<ext>; a later match removes it")
  func mismatchWritesNewFile() throws {
    try withTestFile { filePath, _ in
      let reference = SnapshotReference(named: "screen", as: .text, besideTestFile: filePath)
      _ = reference.verify("title\nqueueButton [400, 20, 44, 44]\nfooter\n", recording: false)
      var outcome: SnapshotOutcome?
      withKnownIssue {
        outcome = assertSnapshot(
          of: "title\nqueueButton [300, 20, 44, 44]\nfooter\n", named: "screen", record: false, filePath: filePath)
      }
      guard case .mismatched(_, let newFile, let diff) = outcome else {
        Issue.record("expected a mismatch, got \(String(describing: outcome))")
        return
      }
      #expect(newFile == reference.newFileURL)
      #expect((try? String(contentsOf: newFile, encoding: .utf8)) == "title\nqueueButton [300, 20, 44, 44]\nfooter\n")
      #expect(diff.changeCount == (removed: 1, added: 1))
      #expect(outcome?.description.contains("- queueButton [400, 20, 44, 44]") == true)
      #expect(outcome?.description.contains("+ queueButton [300, 20, 44, 44]") == true)
      // The reference is untouched; a matching run removes the stale new file.
      #expect(reference.verify("title\nqueueButton [400, 20, 44, 44]\nfooter\n", recording: false).isFailure == false)
      #expect(!FileManager.default.fileExists(atPath: newFile.path))
      #expect(!FileManager.default.fileExists(atPath: reference.diffFileURL.path))
    }
  }

  @Test("an unwritable location is an outcome, not a crash")
  func unwritable() throws {
    try withTestFile { _, directory in
      // A file where the __Snapshots__ directory should be.
      try Data("x".utf8).write(to: directory.appendingPathComponent("__Snapshots__"))
      let reference = SnapshotReference(
        named: "n", as: .text, besideTestFile: directory.appendingPathComponent("T.swift").path)
      guard case .failedToWrite = reference.verify("a", recording: false) else {
        Issue.record("expected failedToWrite")
        return
      }
    }
  }

  struct DiffCase: Sendable, CustomTestStringConvertible {
    let name: String
    let reference: String
    let actual: String
    let expected: String
    var testDescription: String { name }
  }

  static let diffCases: [DiffCase] = [
    DiffCase(name: "equal texts: empty diff", reference: "a\nb\n", actual: "a\nb\n", expected: ""),
    DiffCase(
      name: "one changed line", reference: "a\nb\nc\n", actual: "a\nB\nc\n", expected: "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"
    ),
    DiffCase(name: "added at the end", reference: "a\n", actual: "a\nb\n", expected: "@@ -1,1 +1,2 @@\n a\n+b"),
    DiffCase(name: "removed at the start", reference: "a\nb\n", actual: "b\n", expected: "@@ -1,2 +1,1 @@\n-a\n b"),
    DiffCase(
      name: "a missing final newline is a difference", reference: "a\n", actual: "a",
      expected: "@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file"),
    DiffCase(name: "empty reference", reference: "", actual: "x\n", expected: "@@ -0,0 +1,1 @@\n+x"),
    DiffCase(
      name: "far-apart changes make two hunks",
      reference: "1\n2\n3\n4\n5\n6\n7\n8\n9\n", actual: "one\n2\n3\n4\n5\n6\n7\n8\nnine\n",
      expected: "@@ -1,3 +1,3 @@\n-1\n+one\n 2\n 3\n@@ -7,3 +7,3 @@\n 7\n 8\n-9\n+nine"),
  ]

  @Test("the line diff: unified-diff hunks with two lines of context, ASCII markers", arguments: diffCases)
  func lineDiff(_ diffCase: DiffCase) {
    let diff = SnapshotDiff(reference: diffCase.reference, actual: diffCase.actual)
    #expect(diff.description == diffCase.expected)
    #expect(diff.isEmpty == (diffCase.reference == diffCase.actual))
  }

  @Test("texts that differ never give an empty diff (seeded random edits)")
  func randomEditsAreSeen() {
    let seed: UInt64 = 0x5eed_12
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<200 {
      let lines = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        "l\(Int.random(in: 0...4, using: &generator))"
      }
      var edited = lines
      if edited.isEmpty || Bool.random(using: &generator) {
        edited.insert("new", at: Int.random(in: 0...edited.count, using: &generator))
      } else {
        edited.remove(at: Int.random(in: 0..<edited.count, using: &generator))
      }
      let a = lines.map { $0 + "\n" }.joined()
      let b = edited.map { $0 + "\n" }.joined()
      let diff = SnapshotDiff(reference: a, actual: b)
      #expect(diff.isEmpty == (a == b), "seed \(seed): \(lines) → \(edited)")
      let (removed, added) = diff.changeCount
      #expect(added - removed == edited.count - lines.count, "seed \(seed): \(lines) → \(edited)")
    }
  }
}
