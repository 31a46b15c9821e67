import ArrangementCore

/// The values two solvers disagree on, beyond the length tolerance, for a test's message:
/// nil when every pair is equal within it.
func valueMismatches(_ values: [Double], _ expected: [Double]) -> String? {
  let mismatches = zip(values, expected).enumerated().filter { !LengthTolerance.isEqual($0.element.0, $0.element.1) }
  guard let first = mismatches.first else { return nil }
  return "\(mismatches.count) values differ, first at \(first.offset): \(first.element.0) vs \(first.element.1)"
}
