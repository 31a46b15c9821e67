import ArrangementSimulator
import Foundation

// libFuzzer target for the solver: decodes the bytes into a context and a split or an overlay,
// solves with both `layout(in:)` and `explainLayout(in:)`, and aborts on any broken invariant
// (ArrangementTesting's `LayoutInvariants`: S8–S13, O1–O6, no non-finite output number) or any
// difference between two solves of the same input (E3). Built by Scripts/fuzz.sh with
// `swiftc -sanitize=fuzzer,address` against the package's modules, instrumented.

@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  var reader = FuzzReader(UnsafeRawBufferPointer(start: data, count: size))
  let problem = FuzzedProblem(&reader)
  let layout = problem.layout()
  var violations = LayoutInvariants.check(layout, problem.context, arrangement: problem.arrangement)

  let again = problem.layout()
  if !SolverFuzzDeterminism.identical(layout, again) {
    violations.append("two solves of the same input differ (E3):\n\(again)")
  }
  let explanation = problem.explainLayout()
  if !SolverFuzzDeterminism.identical(layout, explanation.layout) {
    violations.append("explainLayout's layout differs from layout(in:) (E1, E3):\n\(explanation.layout)")
  }
  if explanation.steps.isEmpty { violations.append("the explanation has no step (E1)") }

  if !violations.isEmpty {
    var report = "SolverFuzz: invariant violated\n--- input\n\(problem.dump)\n--- layout\n\(layout)\n--- explanation\n"
    report += explanation.steps.joined(separator: "\n")
    report += "\n--- violations\n" + violations.joined(separator: "\n") + "\n"
    FileHandle.standardError.write(report.data(using: .utf8)!)
    abort()
  }
  return 0
}
