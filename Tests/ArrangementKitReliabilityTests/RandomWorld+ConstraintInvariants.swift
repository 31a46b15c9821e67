import ArrangementKit
import ArrangementTesting
import Foundation

extension RandomWorld {
  /// After a pass: every view in the window has a finite frame, and every active required
  /// constraint of the pool whose items are in the window holds (within the pixel grid's
  /// rounding, L9) or was reported: broken (L3), or named in a conflict diagnostic.
  func constraintViolations() -> [String] {
    var problems: [String] = []
    var stack: [View] = [window]
    while let view = stack.popLast() {
      if !view.frame.hasFiniteComponents { problems.append("\(name(of: view)) has a non-finite frame \(view.frame)") }
      stack += view.subviews
    }
    let broken = window.brokenLayoutConstraints
    let diagnostics = window.layoutConstraintDiagnostics.joined(separator: "\n")
    // The sequences give the display bad scales on purpose: the grid is then read as 1 point.
    let scale = display.scale.isFinite && display.scale >= 1 ? display.scale : 1
    for pooled in constraintPool {
      let constraint = pooled.constraint
      guard constraint.isActive, constraint.priority == .required, !broken.contains(where: { $0 === constraint })
      else { continue }
      // Right to left, a constraint with a leading or trailing attribute is read in mirrored x
      // coordinates (L5): the first item's direction decides, as in the engine.
      let directional = [constraint.firstAttribute, constraint.secondAttribute].contains {
        $0 == .leading || $0 == .trailing
      }
      let mirrored =
        directional && hostView(of: constraint.firstItem)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      guard let first = value(constraint.firstItem, constraint.firstAttribute, mirrored) else { continue }
      var expected = constraint.constant
      if pooled.hasSecondItem {
        guard let second = value(constraint.secondItem, constraint.secondAttribute, mirrored) else { continue }
        expected += constraint.multiplier * second
      }
      let tolerance = 2 * (1 + abs(constraint.multiplier)) / scale + 0.01
      let holds: Bool
      switch constraint.relation {
      case .equal: holds = abs(first - expected) <= tolerance
      case .greaterThanOrEqual: holds = first >= expected - tolerance
      case .lessThanOrEqual: holds = first <= expected + tolerance
      }
      // Named in a conflict diagnostic (its description starts with its type and address).
      let reference = String(constraint.description.prefix { $0 != " " })
      if !holds, !diagnostics.contains(reference) {
        problems.append(
          "required constraint \(constraint.identifier ?? "") does not hold: \(equation(constraint)), \(first) vs \(expected); "
            + "first item \(describe(constraint.firstItem)), second \(describe(constraint.secondItem))")
      }
    }
    return problems
  }

  /// `rect` of `view`'s coordinates in the window's, its size kept as it is (conversion
  /// standardizes a negative size, which the engine's edges do not).
  private func windowRect(_ rect: CGRect, in view: View) -> CGRect {
    CGRect(origin: view.convert(CGRect(origin: rect.origin, size: .zero), to: window).origin, size: rect.size)
  }

  /// An item's frame, window rectangle and layout direction, for failure messages.
  private func describe(_ item: AnyObject?) -> String {
    guard let view = hostView(of: item) else { return "nil" }
    let frame = (item as? LayoutGuide)?.layoutFrame ?? view.frame
    return "\(frame) in window \(view.convert(view.bounds, to: window)) \(view.effectiveUserInterfaceLayoutDirection)"
      + " translates \(view.translatesAutoresizingMaskIntoConstraints)"
  }

  /// An item's attribute in window coordinates, or `nil` when the item is not in the window.
  private func value(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, _ mirrored: Bool) -> CGFloat? {
    let rect: CGRect
    if let view = item as? View {
      guard view.window === window else { return nil }
      rect = windowRect(view.bounds, in: view)
    } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
      guard owner.window === window else { return nil }
      rect = windowRect(guide.layoutFrame, in: owner)
    } else {
      return nil
    }
    // Edges as the engine has them: origin and origin + size, also for a negative size (which
    // `minX`/`maxX` would standardize).
    let (left, top) = (rect.origin.x, rect.origin.y)
    let (right, bottom) = (left + rect.size.width, top + rect.size.height)
    switch attribute {
    case .left: return left
    case .right: return right
    case .leading: return mirrored ? -right : left
    case .trailing: return mirrored ? -left : right
    case .centerX: return mirrored ? -(left + right) / 2 : (left + right) / 2
    case .top: return top
    case .bottom: return bottom
    case .centerY: return (top + bottom) / 2
    case .width: return rect.size.width
    case .height: return rect.size.height
    default: return nil
    }
  }
}
