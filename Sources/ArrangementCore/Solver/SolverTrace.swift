import Foundation

/// Where the solver writes the sentences of an explanation (E1).
///
/// One concrete type for both uses: `layout(in:)` solves with ``silent`` and `explainLayout(in:)`
/// with ``recording``. The steps are inlined into each entry, so in `layout(in:)` the optimizer
/// sees `isRecording` is `false` and removes every sentence: the autoclosure is never formed or
/// called, and nothing is allocated. (A type parameter did the same through specialization,
/// but specialized copies of the generic steps were kept out of line, which cost every step
/// boundary a trip through memory.)
struct SolverTrace {
  /// Whether sentences are kept; fixed when the trace is made.
  let isRecording: Bool
  /// The sentences so far, in order (always empty when not recording).
  private(set) var steps: [String] = []

  /// The trace of `layout(in:)`: records nothing, allocates nothing.
  static var silent: SolverTrace { SolverTrace(isRecording: false) }
  /// The trace of `explainLayout(in:)`: keeps every sentence.
  static var recording: SolverTrace { SolverTrace(isRecording: true) }

  /// Records one decision; `text` is evaluated only when recording.
  @inline(__always)
  mutating func step(_ text: @autoclosure () -> String) {
    if isRecording { record(text) }
  }

  /// The number of sentences so far.
  var count: Int { steps.count }

  /// Withdraws the last `k` sentences (step 1 withdraws what a shrinking round reported).
  mutating func removeLast(_ k: Int) {
    if k > 0 { steps.removeLast(k) }
  }

  /// Builds and keeps one sentence. Out of line, so that the sentence-building code stays in
  /// its closure and out of the steps' bodies.
  @inline(never)
  private mutating func record(_ text: () -> String) { steps.append(text()) }
}

extension String.StringInterpolation {
  /// Interpolates a length the way explanations print it: `"\(length: 455.5)"` → `455.5`
  /// (``LengthFormat/string(_:)``).
  mutating func appendInterpolation(length value: CGFloat) {
    appendLiteral(LengthFormat.string(value))
  }
}
