import ArrangementSimulator
import Foundation

/// Short, terminal-width descriptions of a context and an arrangement for `explain`.
enum InputSummary {
  static func context(_ context: ArrangementContext) -> [String] {
    var first =
      "container: \(LengthFormat.size(context.bounds.size)) at (\(LengthFormat.string(context.bounds.minX)), "
      + "\(LengthFormat.string(context.bounds.minY))), size classes \(context.horizontalSizeClass) × \(context.verticalSizeClass), "
      + "\(context.layoutDirection)"
    if let scale = context.displayScale { first += ", scale \(LengthFormat.string(scale))" }
    var lines = [first]
    if context.reservedRegions.isEmpty {
      lines.append("regions: none")
    } else {
      lines.append("regions:")
      lines += context.reservedRegions.map { "  \($0)" }
    }
    let views = ViewPlacement.allCases.map { placement -> String in
      guard let content = context[placement] else { return "\(placement) absent" }
      return content.intrinsicContentSize.map { "\(placement) (intrinsic \(LengthFormat.size($0)))" } ?? "\(placement)"
    }
    lines.append("views: " + views.joined(separator: ", "))
    return lines
  }

  static func arrangement(_ arrangement: ScenarioArrangement) -> [String] {
    var lines = ["arrangement: \(arrangement.style), axes \(arrangement.axes.listDescription)"]
    if let style = arrangement.styled as? any CommandLineStyle {
      for placement in ViewPlacement.allCases {
        if let summary = style.summary(for: placement) { lines.append("  \(placement): \(summary)") }
      }
    }
    return lines
  }

  /// `min 280, preferred 330, max 440`, leaving out automatic members.
  static func range(_ range: SplitArrangement.DimensionRange) -> String {
    var parts: [String] = []
    if range.minimum != .automatic { parts.append("min \(range.minimum)") }
    if range.preferred != .automatic { parts.append("preferred \(range.preferred)") }
    if range.maximum != .automatic { parts.append("max \(range.maximum)") }
    return "(" + parts.joined(separator: ", ") + ")"
  }
}
