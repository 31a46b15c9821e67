import ArrangementConstraints
import Foundation

// libFuzzer target for the constraint engine: decodes the bytes into a sequence of solver
// operations (add, remove, change a constant, add an edit variable, suggest a value, ask for
// ambiguity) over a few variables, with hostile numbers and priorities among ordinary ones, and
// aborts when a check of ConstraintFuzzChecks fails: no trap, no NaN, every required constraint
// in the solver holds, a refused operation leaves the solver unchanged, the same operations
// give the same values bit for bit. Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address`
// against the instrumented ArrangementConstraints module.

@_cdecl("LLVMFuzzerTestOneInput")
public func constraintFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  var reader = FuzzReader(bytes)
  var run = ConstraintFuzzRun(&reader)
  run.execute(&reader)
  var violations = run.violations
  if violations.isEmpty {
    var replay = FuzzReader(bytes)
    var again = ConstraintFuzzRun(&replay)
    again.execute(&replay)
    if again.valueBits != run.valueBits { violations.append("the same operations gave different values") }
  }
  if !violations.isEmpty {
    var report = "ConstraintFuzz: invariant violated\n--- operations\n" + run.log.joined(separator: "\n")
    report += "\n--- violations\n" + violations.joined(separator: "\n") + "\n"
    FileHandle.standardError.write(report.data(using: .utf8)!)
    abort()
  }
  return 0
}
