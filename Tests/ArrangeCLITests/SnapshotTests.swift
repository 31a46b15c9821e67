import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Compares each command's output for fixed inputs with checked-in text under
/// `__Snapshots__/SnapshotTests/` (ArrangementTesting's `assertSnapshot`).
///
/// CI never rewrites them. To re-record after an intended change, run locally:
/// `ARRANGE_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests` (it re-records and fails),
/// then review `git diff` and run again without the variable.
struct SnapshotCase: CustomTestStringConvertible, Sendable {
  let file: String
  let arguments: [String]
  var testDescription: String { "\(file): arrange " + arguments.joined(separator: " ") }

  static let all: [SnapshotCase] = [
    .init(file: "default.txt", arguments: []),
    .init(file: "help.txt", arguments: ["--help"]),
    .init(file: "help-solve.txt", arguments: ["solve", "--help"]),
    .init(file: "help-render.txt", arguments: ["render", "--help"]),
    .init(file: "help-matrix.txt", arguments: ["matrix", "--help"]),
    .init(file: "help-explain.txt", arguments: ["explain", "--help"]),
    .init(file: "solve-examples.json", arguments: ["solve", "Conformance/examples.json"]),
    .init(file: "solve-check.txt", arguments: ["solve", "--check", "Conformance/examples.json"]),
    .init(file: "render-book.txt", arguments: ["render"]),
    .init(
      file: "render-ranges.txt",
      arguments: [
        "render", "--bounds", "1200x800", "--primary-width", "min=280,preferred=330,max=440", "--secondary-width",
        "min=360",
      ]),
    .init(
      file: "render-tabletop-overlay-rtl.txt",
      arguments: [
        "render", "--posture", "tabletop", "--orientation", "portrait", "--style", "overlay", "--layout-direction",
        "rtl",
      ]),
    .init(
      file: "render-closed-portrait.json",
      arguments: ["render", "--posture", "closed", "--orientation", "portrait", "--format", "json"]),
    .init(file: "render-book-scenario.json", arguments: ["render", "--format", "scenario", "--scale", "3"]),
    .init(
      file: "render-overlay-edge.md",
      arguments: ["render", "--style", "overlay", "--primary-edge", "leading", "--format", "markdown"]),
    .init(file: "render-book-overlay.svg", arguments: ["render", "--style", "overlay", "--format", "svg"]),
    .init(file: "matrix-overlay.txt", arguments: ["matrix", "--style", "overlay"]),
    .init(
      file: "matrix-ranges.md",
      arguments: [
        "matrix", "--primary-width", "min=280,preferred=330,max=440", "--secondary-width", "min=360", "--format",
        "markdown",
      ]),
    .init(file: "matrix-split.svg", arguments: ["matrix", "--format", "svg"]),
    .init(
      file: "explain-closed-landscape.txt", arguments: ["explain", "--posture", "closed", "--orientation", "landscape"]),
    .init(
      file: "render-closed-landscapeFlipped.txt",
      arguments: ["render", "--posture", "closed", "--orientation", "landscapeFlipped"]),
    .init(
      file: "explain-collapse.json",
      arguments: [
        "explain", "--bounds", "900x600", "--primary-width", "min=500", "--secondary-width", "min=450", "--format",
        "json",
      ]),
  ]
}

@Suite("snapshots of every command's output")
struct SnapshotTests {
  @Test("output matches the checked-in snapshot", arguments: SnapshotCase.all)
  func matches(_ snapshot: SnapshotCase) throws {
    let result = try ProductRunner.arrange(snapshot.arguments)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let file = URL(fileURLWithPath: snapshot.file)
    assertSnapshot(
      of: result.stdout, as: SnapshotFormat(pathExtension: file.pathExtension),
      named: file.deletingPathExtension().lastPathComponent)
  }
}
