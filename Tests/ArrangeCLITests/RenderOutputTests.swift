import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// The renderers as the command line prints them (the renderers themselves are tested in
/// ArrangementTestingTests).
@Suite("rendered output of arrange")
struct RenderOutputTests {
  @Test("the default `arrange` output fits 120 columns and shows all 16 layouts and both tables")
  func overviewFits() throws {
    let result = try ProductRunner.arrange([])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 120 })
    // The matrix shows portrait and landscape; the flipped landscape lays out as landscape.
    for posture in Posture.allCases {
      for orientation in [Orientation.portrait, .landscape] {
        #expect(result.stdout.components(separatedBy: "\(posture) · \(orientation)").count - 1 == 2)
      }
    }
    #expect(!result.stdout.contains("landscapeFlipped"))
    #expect(result.stdout.components(separatedBy: "posture   orientation").count - 1 == 2)
    #expect(result.stdout.contains("hidden: secondary"))
    #expect(result.stdout.contains("over secondary"))
  }

  @Test("render text pictures stay within 120 columns for large containers")
  func largeContainerFits() throws {
    let result = try ProductRunner.arrange(["render", "--bounds", "6000x9000"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 120 })
  }

  @Test("arrange render --format svg and arrange matrix --format svg print well-formed SVG")
  func throughCLI() throws {
    for arguments in [["render", "--format", "svg"], ["matrix", "--format", "svg", "--style", "overlay"]] {
      let result = try ProductRunner.arrange(arguments)
      #expect(result.status == 0)
      let xml = try ElementCollector.parse(result.stdout)
      #expect(xml.elements.first?.name == "svg")
    }
  }
}
