import Foundation

/// A layout together with the decisions that produced it, in plain words (E1).
///
/// Each step is one sentence with the numbers that drove the decision, e.g.
/// `natural axis vertical: 466 × 678 is taller than wide` or
/// `fold x 455.5–495.5 separates horizontally: segments 455.5 and 455.5 (D2)`.
///
/// ```swift
/// let explanation = SplitArrangement().explainLayout(in: context)
/// explanation.steps.forEach { print($0) }
/// ```
public struct ArrangementExplanation: Hashable, Sendable, CustomStringConvertible {
  /// The layout, identical to what `layout(in:)` returns for the same inputs.
  public let layout: ArrangementLayout
  /// The decisions, in the order they were taken.
  public let steps: [String]

  /// Creates an explanation; custom arrangements may build one to describe their decisions.
  public init(layout: ArrangementLayout, steps: [String]) {
    self.layout = layout
    self.steps = steps
  }

  /// The numbered steps, one per line, followed by the layout.
  public var description: String {
    var lines: [String] = []
    for (index, step) in steps.enumerated() { lines.append("\(index + 1). \(step)") }
    lines.append(layout.description)
    return lines.joined(separator: "\n")
  }
}
