import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@Suite("arrange solve")
struct SolveCommandTests {
  @Test("solve --check Conformance/examples.json passes all 12 and exits 0")
  func examplesPass() throws {
    let result = try ProductRunner.arrange(["solve", "--check", "Conformance/examples.json"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout == "12 passed, 0 failed\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("solve --check: one line per mismatch, then exactly 'N passed, M failed'; exit 1")
  func mismatchFormat() throws {
    let json = #"""
      [{"name": "good", "context": {"bounds": [0, 0, 1200, 800]}, "arrangement": {"style": "split"},
        "expect": {"primary": {"frame": [0, 0, 600, 800]}}},
       {"name": "wrong", "context": {"bounds": [0, 0, 1200, 800]}, "arrangement": {"style": "split"},
        "expect": {"primary": {"frame": [0, 0, 300, 800], "zIndex": 1}, "secondary": null}}]
      """#
    let directory = try ProductRunner.temporaryFile(named: "mixed.json", contents: Data(json.utf8))
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ProductRunner.arrange(["solve", "--check", "mixed.json"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        mixed.json: scenario 2 "wrong": primary.frame: expected [0, 0, 300, 800], got [0, 0, 600, 800]
        mixed.json: scenario 2 "wrong": primary.zIndex: expected 1, got 0
        mixed.json: scenario 2 "wrong": secondary.presence: expected absent, got present
        1 passed, 1 failed

        """)
    let explained = try ProductRunner.arrange(["solve", "--check", "--explain", "mixed.json"], in: directory)
    #expect(explained.status == 1)
    #expect(explained.stdout.contains("    1. container 1200 × 800"))
  }

  @Test("solve: prints every placement, diagnostics and (with --explain) steps as JSON")
  func jsonOutput() throws {
    let result = try ProductRunner.arrange(["solve", "--explain", "Conformance/examples.json"])
    #expect(result.status == 0)
    let value = try JSONParser.parse(Data(result.stdout.utf8))
    let results = try #require(value.arrayValue)
    #expect(results.count == 12)
    for entry in results {
      #expect(entry["name"] != nil)
      #expect(entry["primary"]?["frame"]?.arrayValue?.count == 4)
      #expect(entry["secondary"]?["splitAxis"] != nil)
      #expect(entry["diagnostics"]?.arrayValue != nil)
      #expect((entry["steps"]?.arrayValue?.count ?? 0) > 0)
    }
  }

  @Test("solve: its JSON output pasted in as expect passes --check")
  func outputIsExpect() throws {
    let scenarios = try ScenarioReader.read(contentsOf: ProductRunner.examplesURL, displayName: "e.json")
    for var scenario in scenarios {
      let output = ScenarioEncoding.result(of: scenario, layout: scenario.solve())
      let pasted = JSONValue.object([("primary", output["primary"]!), ("secondary", output["secondary"]!)])
      scenario.expect = nil
      let text = JSONWriter.pretty(ScenarioEncoding.scenario(scenario)).dropLast() + ", \"expect\": \(pasted)}"
      scenario = try ScenarioReader.read(Data(text.utf8), file: "e.json")[0]
      #expect(scenario.expect?.primary != nil)
      #expect(scenario.check(scenario.solve()).isEmpty)
    }
  }

  @Test("solve -: reads scenarios from standard input")
  func standardInput() throws {
    let data = try Data(contentsOf: ProductRunner.examplesURL)
    let result = try ProductRunner.arrange(["solve", "--check", "-"], input: data)
    #expect(result.status == 0)
    #expect(result.stdout == "12 passed, 0 failed\n")
    let bad = try ProductRunner.arrange(["solve", "-"], input: Data("{".utf8))
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("<stdin>: invalid JSON"))
  }

  @Test("solve without files is a usage error (exit 2)")
  func noFiles() throws {
    let result = try ProductRunner.arrange(["solve"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("missing FILE"))
  }
}
