import ArrangementCore
import Foundation

// The in-process baseline (issue 14): the bare arithmetic of `solve.split`'s problem, written
// plainly, timed in the same run as the solver. Every `solve.*` benchmark reports its ratio to
// it, so the report says how far the solver is from the limit on this machine, today, whatever
// the machine's speed.
//
// It knows the answer's shape in advance: both views present, a horizontal split, the primary
// sized first, no fold, no bad number. What it still computes for each container is what any
// two-pane layout must: fractional and absolute minimum / preferred / maximum resolved
// against the length, the preferred length clamped, the first view never taking the second's
// minimum, the leftover distributed, the shared edge snapped to the display's pixels, two
// frames. Everything the solver does beyond that — sanitizing, regions, size classes, axis
// choice, collapse checks, diagnostics, states — is the overhead the ratio measures.

/// A two-pane split computed directly, for the inputs of `solve.split`.
struct BaselineSplit {
  /// A range member: points, or a fraction of the container length.
  struct Length {
    var value: CGFloat
    var isFraction: Bool

    @inline(__always)
    func resolved(in length: CGFloat) -> CGFloat { isFraction ? value * length : value }
  }

  /// A view's width range; `preferred` `nil` means no preference.
  struct Range {
    var minimum: Length
    var preferred: Length?
    var maximum: Length
  }

  /// The view sized first (the primary: it has the higher priority).
  var primary: Range
  /// The other view.
  var secondary: Range

  /// The ranges of ``SolveInputs/rangedSplit``'s widths.
  static let ranged = BaselineSplit(
    primary: Range(
      minimum: Length(value: 280, isFraction: false), preferred: Length(value: 0.4, isFraction: true),
      maximum: Length(value: 520, isFraction: false)),
    secondary: Range(
      minimum: Length(value: 320, isFraction: false), preferred: nil,
      maximum: Length(value: 0.8, isFraction: true)))

  /// The primary's and the secondary's frames side by side in `bounds`, the shared edge
  /// snapped to `scale`.
  ///
  /// Out of line, like the solver's entry, so that neither call is specialized for the
  /// benchmark's constant ranges.
  @inline(never)
  func frames(in bounds: CGRect, scale: CGFloat) -> (primary: CGRect, secondary: CGRect) {
    let length = bounds.size.width
    let minimumA = primary.minimum.resolved(in: length)
    let maximumA = primary.maximum.resolved(in: length)
    let minimumB = secondary.minimum.resolved(in: length)
    let maximumB = secondary.maximum.resolved(in: length)
    let preferredA = primary.preferred.map { Swift.min(Swift.max($0.resolved(in: length), minimumA), maximumA) }
    let preferredB = secondary.preferred.map { Swift.min(Swift.max($0.resolved(in: length), minimumB), maximumB) }
    let targetA = preferredA ?? (preferredB.map { length - $0 } ?? length / 2)
    let targetB = preferredB ?? length - targetA
    var a = Swift.min(Swift.min(Swift.max(targetA, minimumA), maximumA), length - minimumB)
    var b = Swift.min(Swift.min(Swift.max(targetB, minimumB), maximumB), length - a)
    var leftover = length - a - b
    if leftover > 0 {
      let growA = Swift.min(leftover, Swift.max(maximumA - a, 0))
      a += growA
      leftover -= growA
      let growB = Swift.min(leftover, Swift.max(maximumB - b, 0))
      b += growB
      leftover -= growB
      a += leftover
    }
    let lower = bounds.origin.x
    let upper = lower + length
    let edge = ((lower + a) * scale).rounded(.toNearestOrAwayFromZero) / scale
    return (
      CGRect(x: lower, y: bounds.origin.y, width: edge - lower, height: bounds.size.height),
      CGRect(x: edge, y: bounds.origin.y, width: upper - edge, height: bounds.size.height)
    )
  }
}

extension BaselineSplit {
  /// Why the baseline does not compute what the solver does for `solve.split`'s inputs, or
  /// `nil` when it gives the same frames for every container.
  static func check() -> String? {
    for context in SolveInputs.plainContexts {
      let layout = SolveInputs.rangedSplit.layout(in: context)
      let frames = ranged.frames(in: context.bounds, scale: context.displayScale ?? 1)
      guard let primary = layout.primary, let secondary = layout.secondary,
        LengthTolerance.isEqual(primary.frame, frames.primary),
        LengthTolerance.isEqual(secondary.frame, frames.secondary)
      else {
        return "baseline frames \(frames) differ from the solver's \(layout) in \(context.bounds)"
      }
    }
    return nil
  }
}

extension Benchmark {
  /// The name of the benchmark every `solve.*` ratio is taken against.
  nonisolated static let baselineName = "baseline.split"

  /// The bare arithmetic of `solve.split`, on the same four containers.
  static var baselineBenchmark: Benchmark {
    let contexts = SolveInputs.plainContexts
    precondition(contexts.count == 4, "the baseline cycles through exactly four contexts")
    let baseline = BaselineSplit.ranged
    let scale = contexts[0].displayScale ?? 1
    let (b0, b1, b2, b3) = (contexts[0].bounds, contexts[1].bounds, contexts[2].bounds, contexts[3].bounds)
    return Benchmark(baselineName, "bare arithmetic of solve.split's problem, written plainly") { iterations in
      var sum = 0.0
      for iteration in 0..<iterations {
        let frames: (primary: CGRect, secondary: CGRect)
        switch iteration & 3 {
        case 0: frames = baseline.frames(in: b0, scale: scale)
        case 1: frames = baseline.frames(in: b1, scale: scale)
        case 2: frames = baseline.frames(in: b2, scale: scale)
        default: frames = baseline.frames(in: b3, scale: scale)
        }
        sum += Double(frames.primary.origin.x + frames.primary.size.width)
        sum += Double(frames.secondary.origin.y + frames.secondary.size.height)
      }
      return sum
    }
  }
}
