import Foundation
import Testing

/// Runs each example executable and compares what it prints with
/// `Tests/ExampleTests/Expected/<Name>.txt`. Re-record with `ARRANGE_RECORD_SNAPSHOTS=1`.
@Suite("Examples")
struct ExampleTests {
  static let examples = ["RecipeSteps", "PlaceBrowser", "PlayerUpNext", "KitchenTimer", "DetailsColumn"]

  @Test("Example prints its expected rendering", arguments: examples)
  func exampleOutput(name: String) throws {
    let output = try ExampleRunner.run(name)
    #expect(output.status == 0, "\(name) exited with \(output.status): \(output.standardError)")
    #expect(output.standardError.isEmpty, "\(name) wrote to standard error: \(output.standardError)")
    let url = ExampleRunner.expectationURL(name)
    if ExampleRunner.isRecording {
      try output.standardOutput.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    if output.standardOutput != expected {
      let got = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
      let gotLine = line < got.count ? String(got[line]) : "<end of output>"
      let wantLine = line < want.count ? String(want[line]) : "<end of expectation>"
      Issue.record(
        "\(name) differs from \(url.lastPathComponent) at line \(line + 1):\n  expected: \(wantLine)\n  got:      \(gotLine)"
      )
    }
  }

  @Test("Every example stays within 30–150 lines", arguments: examples)
  func exampleSize(name: String) throws {
    let source = ExampleRunner.packageRoot.appendingPathComponent("Examples/\(name)/main.swift")
    let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    #expect((30...150).contains(lines.count), "\(name) has \(lines.count) lines")
  }
}
