import Foundation

/// Where the solver writes the sentences of an explanation (E1).
///
/// Solving is generic over its trace. `SilentTrace` drops every sentence without building it
/// (the autoclosure is never called), so `layout(in:)` pays nothing for explanations;
/// `RecordingTrace` keeps them for `explainLayout(in:)`.
protocol SolverTrace {
  /// Records one decision; `text` is evaluated only by recording traces.
  mutating func step(_ text: @autoclosure () -> String)
}

/// The trace of `layout(in:)`: records nothing, allocates nothing.
struct SilentTrace: SolverTrace {
  @inline(__always)
  mutating func step(_ text: @autoclosure () -> String) {}
}

/// The trace of `explainLayout(in:)`: keeps every sentence in order.
struct RecordingTrace: SolverTrace {
  var steps: [String] = []
  mutating func step(_ text: @autoclosure () -> String) { steps.append(text()) }
}

extension String.StringInterpolation {
  /// Interpolates a length the way explanations print it: `"\(length: 455.5)"` → `455.5`
  /// (``LengthFormat/string(_:)``).
  mutating func appendInterpolation(length value: CGFloat) {
    appendLiteral(LengthFormat.string(value))
  }
}
