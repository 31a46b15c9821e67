import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@Suite("solve: malformed input is rejected with the file, scenario and field")
struct MalformedInputTests {
  @Test("reader: each malformed input throws an error naming the field", arguments: MalformedInputCase.all)
  func readerRejects(_ input: MalformedInputCase) {
    expectReaderRejects(input.contents, naming: input.expected)
  }

  @Test("arrange solve: each malformed input exits 2 with the message on stderr", arguments: MalformedInputCase.all)
  func cliRejects(_ input: MalformedInputCase) throws {
    try expectSolveRejects(input, extraArguments: ["--check"])
  }

  @Test("arrange solve: a missing file exits 2 naming it")
  func missingFile() throws {
    let result = try ProductRunner.arrange(["solve", "no-such-file.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no-such-file.json: cannot read the file"))
  }

  @Test("arrange solve --check: a scenario without expect is unusable input")
  func checkNeedsExpect() throws {
    let json = #"{"name": "plain", "context": {"bounds": [0, 0, 100, 50]}, "arrangement": {"style": "split"}}"#
    let directory = try ProductRunner.temporaryFile(named: "plain.json", contents: Data(json.utf8))
    defer { try? FileManager.default.removeItem(at: directory) }
    let checked = try ProductRunner.arrange(["solve", "--check", "plain.json"], in: directory)
    #expect(checked.status == 2)
    #expect(checked.stderr.contains(#"plain.json: scenario 1 "plain": expect: missing"#))
    let solved = try ProductRunner.arrange(["solve", "plain.json"], in: directory)
    #expect(solved.status == 0)
  }

  @Test("arrange solve --check: files holding no scenarios are unusable input")
  func checkNeedsScenarios() throws {
    let directory = try ProductRunner.temporaryFile(named: "empty.json", contents: Data("[]".utf8))
    defer { try? FileManager.default.removeItem(at: directory) }
    let checked = try ProductRunner.arrange(["solve", "--check", "empty.json"], in: directory)
    #expect(checked.status == 2)
    #expect(checked.stderr.contains("empty.json: no scenarios to check"))
    let solved = try ProductRunner.arrange(["solve", "empty.json"], in: directory)
    #expect(solved.status == 0)
    #expect(solved.stdout == "[]\n")
  }

  @Test("the strict parser rejects what JSONSerialization would let through")
  func strictParser() {
    for text in [
      #"[1,]"#, #"{"a": 1,}"#, #"{"a": 1, "a": 2}"#, "[01]", "[1.]", "[.5]", "[NaN]", "[Infinity]", "[\"\t\"]", "[1] x",
    ] {
      #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse(Data(text.utf8)) }
    }
  }

  @Test("the strict parser reads overflowing numbers as infinity so the reader can name the field")
  func overflowIsInfinity() throws {
    let value = try JSONParser.parse(Data("[1e999, -1e999, 1e-999]".utf8))
    #expect(value == .array([.number(.infinity), .number(-.infinity), .number(0)]))
  }
}
