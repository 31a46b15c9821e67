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
