import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Expects the scenario reader to refuse `contents` with an error naming every fragment.
func expectReaderRejects(
  _ contents: Data, naming expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let scenarios = try ScenarioReader.read(contents, file: "bad.json")
    Issue.record("accepted \(scenarios.count) scenario(s) from malformed input", sourceLocation: sourceLocation)
  } catch {
    for fragment in expected {
      #expect(
        error.description.contains(fragment), "\(error.description.prefix(300)) lacks \(fragment)",
        sourceLocation: sourceLocation)
    }
  }
}

/// Expects `arrange` to have exited 2 with nothing on stdout and every fragment on stderr.
func expectUsageFailure(
  _ result: ProductRunner.Result, naming expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.status == 2, sourceLocation: sourceLocation)
  #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
  for fragment in expected {
    #expect(
      result.stderr.contains(fragment), "\(result.stderr.prefix(300)) lacks \(fragment)",
      sourceLocation: sourceLocation)
  }
}

/// Expects `arrange solve [extra…] bad.json`, with `input` as bad.json, to exit 2 naming every
/// fragment (``expectUsageFailure(_:naming:sourceLocation:)``).
func expectSolveRejects(
  _ input: MalformedInputCase, extraArguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let directory = try ProductRunner.temporaryFile(named: "bad.json", contents: input.contents)
  defer { try? FileManager.default.removeItem(at: directory) }
  let result = try ProductRunner.arrange(["solve"] + extraArguments + ["bad.json"], in: directory)
  expectUsageFailure(result, naming: input.expected, sourceLocation: sourceLocation)
}
