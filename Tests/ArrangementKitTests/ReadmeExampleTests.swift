import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("README: UIKit-style example")
struct ReadmeExampleTests {
  @Test("README: the UIKit-style example runs and does what its comments say")
  func uikitStyleExample() {
    // BEGIN README EXAMPLE
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let player = ViewController()
    let tabs = ViewController()
    let arrangement = ArrangementController()
    arrangement.setViewController(player, for: .primary)
    arrangement.setViewController(tabs, for: .secondary)
    var nowPlaying = SplitArrangement().axes(.horizontal)
    nowPlaying.primary.width.preferred = .fractional(0.45)
    arrangement.updateArrangement(nowPlaying)
    simulator.window.rootViewController = arrangement
    let paged = arrangement.state(for: .secondary)?.isHidden == true  // true: cover display
    simulator.posture = .book
    simulator.orientation = .landscape  // one view per page
    print(paged, player.view.frame, tabs.view.frame)  // true, x 0…455.5, x 495.5…951
    // END README EXAMPLE
    #expect(paged)
    #expect(same(player.view.frame, rect(0, 0, 455.5, 669)))
    #expect(same(tabs.view.frame, rect(495.5, 0, 455.5, 669)))
  }

  @Test("README: the example in README.md is the code this test runs")
  func readmeMatchesTest() throws {
    let testFile = URL(fileURLWithPath: #filePath)
    let root = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: testFile, encoding: .utf8)
    let section = try #require(readme.range(of: "## UIKit-style example"))
    let afterHeading = readme[section.upperBound...]
    let open = try #require(afterHeading.range(of: "```swift\n"))
    let close = try #require(afterHeading[open.upperBound...].range(of: "```"))
    let readmeLines = afterHeading[open.upperBound..<close.lowerBound]
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let begin = try #require(source.range(of: "// BEGIN README " + "EXAMPLE\n"))
    let end = try #require(source.range(of: "// END README " + "EXAMPLE"))
    let testLines = source[begin.upperBound..<end.lowerBound]
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(readmeLines == testLines)
    #expect(readmeLines.count < 20)
  }
}
