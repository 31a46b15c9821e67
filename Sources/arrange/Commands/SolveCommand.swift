import ArrangementSimulator
import Foundation

/// `arrange solve [--check] [--explain] FILE…`: the conformance runner (vectors.md).
enum SolveCommand: Command {
  static let spec = CommandSpec(
    name: "solve",
    summary: "solve JSON scenarios; with --check compare with their \"expect\" blocks",
    usage: "solve [--check] [--explain] FILE…",
    details: """
      Each FILE holds one scenario or an array of them (the format of vectors.md). Without --check
      the computed layouts are printed as JSON. With --check each mismatch is one line (scenario,
      placement.field, expected, got), followed by "N passed, M failed".
      Exit status: 0 all passed, 1 something failed, 2 unusable input (message on stderr).
      """,
    options: [
      OptionSpec(
        .check, "compare each layout with the scenario's \"expect\" block",
        example: "arrange solve \(OptionName.check) Conformance/examples.json"),
      OptionSpec(
        .explain, "add the solver's decision steps (E1); with --check, for failing scenarios",
        example: "arrange solve \(OptionName.explain) Conformance/examples.json"),
    ],
    positionals: "FILE…  scenario files (JSON); at least one; - reads standard input",
    examples: [
      "arrange solve Conformance/examples.json",
      "arrange solve --check Conformance/*.json",
    ])

  static func run(_ options: ParsedOptions) throws(UsageError) -> Int32 {
    guard !options.positionals.isEmpty else {
      throw UsageError(command: spec, message: "missing FILE (give at least one scenario file)")
    }
    var scenarios: [Scenario] = []
    var errors: [ScenarioError] = []
    for path in options.positionals {
      do {
        if path == "-" {
          scenarios += try ScenarioReader.read(FileHandle.standardInput.readDataToEndOfFile(), file: "<stdin>")
        } else {
          scenarios += try ScenarioReader.read(contentsOf: URL(fileURLWithPath: path), displayName: path)
        }
      } catch {
        errors.append(error)
      }
    }
    let check = options.has(.check)
    let explain = options.has(.explain)
    if check {
      for scenario in scenarios where scenario.expect == nil {
        errors.append(
          ScenarioError(
            file: scenario.file, scenarioNumber: scenario.number, scenarioName: scenario.name, path: "expect",
            message: "missing (--check needs an expect block)"))
      }
    }
    if check && errors.isEmpty && scenarios.isEmpty {
      errors.append(ScenarioError(file: options.positionals.joined(separator: ", "), message: "no scenarios to check"))
    }
    guard errors.isEmpty else {
      for error in errors { Console.error(error.description) }
      return 2
    }
    if !check {
      let results = scenarios.map { scenario -> JSONValue in
        let explanation = scenario.explain()
        return ScenarioEncoding.result(
          of: scenario, layout: explanation.layout, steps: explain ? explanation.steps : nil)
      }
      Console.out(JSONWriter.pretty(.array(results)))
      return 0
    }
    var passed = 0
    var failed = 0
    for scenario in scenarios {
      let explanation = scenario.explain()
      let mismatches = scenario.check(explanation.layout)
      if mismatches.isEmpty {
        passed += 1
        continue
      }
      failed += 1
      for mismatch in mismatches { Console.out("\(scenario.label): \(mismatch)") }
      if explain {
        for (offset, step) in explanation.steps.enumerated() { Console.out("    \(offset + 1). \(step)") }
      }
    }
    Console.out("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
  }
}
