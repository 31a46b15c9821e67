import ArrangementTestSupport
import Foundation
import Testing

@Suite("README")
struct ReadmeTests {
  /// The fenced blocks of a Markdown text with the given info string, in order.
  static func blocks(_ text: String, language: String) -> [String] {
    var result: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if current != nil, line == "```" {
        result.append(current!.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return result
  }

  @Test("the README's scenario and its output are the tool's real output")
  func scenarioExample() throws {
    let readme = try String(contentsOf: ProductRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let json = Self.blocks(readme, language: "json")
    try #require(json.count >= 2)
    let directory = try ProductRunner.temporaryFile(named: "scenario.json", contents: Data(json[0].utf8))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ProductRunner.arrange(["solve", "scenario.json"], in: directory)
    #expect(result.status == 0)
    #expect(result.stdout == json[1])
  }

  @Test("the README's explain output is the tool's real output")
  func explainExample() throws {
    let readme = try String(contentsOf: ProductRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let text = try #require(Self.blocks(readme, language: "text").first)
    let result = try ProductRunner.arrange(["explain", "--posture", "closed", "--orientation", "landscape"])
    #expect(result.stdout == text)
  }
}
