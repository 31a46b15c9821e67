import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Runs each example executable and compares what it prints with
/// `__Snapshots__/ExampleTests/<Name>.txt` (ArrangementTesting's `assertSnapshot`). Re-record
/// with `ARRANGE_RECORD_SNAPSHOTS=1` (the recording run fails; run again to compare).
@Suite("Examples")
struct ExampleTests {
  static let examples = [
    "RecipeSteps", "PlaceBrowser", "PlayerUpNext", "KitchenTimer", "DetailsColumn", "LibraryNavigation",
    "CoverCamera", "NowPlaying", "ReadingRoom", "NowPlayingNavigation",
  ]

  @Test("Example prints its expected rendering", arguments: examples)
  func exampleOutput(name: String) throws {
    let output = try ProductRunner.run(name)
    #expect(output.status == 0, "\(name) exited with \(output.status): \(output.stderr)")
    #expect(output.stderr.isEmpty, "\(name) wrote to standard error: \(output.stderr)")
    assertSnapshot(of: output.stdout, named: name)
  }

  @Test("Every example stays within 30–150 lines", arguments: examples)
  func exampleSize(name: String) throws {
    let source = ProductRunner.packageRoot.appendingPathComponent("Examples/\(name)/main.swift")
    let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    #expect((30...150).contains(lines.count), "\(name) has \(lines.count) lines")
  }
}
