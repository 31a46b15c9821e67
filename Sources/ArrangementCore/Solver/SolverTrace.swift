import Foundation

/// Where the solver writes the sentences of an explanation (E1).
///
/// Solving is generic over its trace. ``SilentTrace`` drops every sentence without building it
/// (the autoclosure is never called), so `layout(in:)` pays nothing for explanations;
/// ``RecordingTrace`` keeps them for `explainLayout(in:)`.
@usableFromInline
protocol SolverTrace {
  /// Records one decision; `text` is evaluated only by recording traces.
  mutating func step(_ text: @autoclosure () -> String)
}

/// The trace of `layout(in:)`: records nothing, allocates nothing.
@usableFromInline
struct SilentTrace: SolverTrace {
  @inlinable init() {}
  @inlinable @inline(__always)
  mutating func step(_ text: @autoclosure () -> String) {}
}

/// The trace of `explainLayout(in:)`: keeps every sentence in order.
@usableFromInline
struct RecordingTrace: SolverTrace {
  @usableFromInline var steps: [String] = []
  @inlinable init() {}
  @inlinable
  mutating func step(_ text: @autoclosure () -> String) { steps.append(text()) }
}

/// Shorthand for formatting a length inside explanation sentences.
@inline(__always)
func f(_ value: CGFloat) -> String { LengthFormat.string(value) }
