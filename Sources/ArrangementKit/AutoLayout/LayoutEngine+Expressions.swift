import ArrangementConstraints
import Foundation

extension LayoutEngine {
  /// A constraint in the solver's terms.
  struct BuiltConstraint {
    var constraint: Constraint
    var references: [ItemRecord]
    var direction: LayoutDirection?
  }

  /// The solver constraint for `constraint`, in its items' nearest common ancestor's
  /// coordinates; `nil` when an item is gone or the items share no ancestor any more.
  ///
  /// In right-to-left layout a constraint with a leading or trailing attribute is mirrored (L5):
  /// leading is the right edge, trailing the left, and the constant counts towards the
  /// trailing side (it is negated, an inequality turns around).
  func expression(for constraint: LayoutConstraint, counting: Bool = true) -> BuiltConstraint? {
    guard let first = constraint.firstLayoutItem, let container = constraint.nearestCommonAncestor() else {
      return nil
    }
    var references: [ItemRecord] = []
    var direction: LayoutDirection?
    let usesDirection = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
    var mirrored = false
    if usesDirection {
      let resolved = insetMemo.effectiveLayoutDirection(of: first.hostView ?? container)
      direction = resolved
      mirrored = resolved == .rightToLeft
    }
    let left = attributeExpression(first, constraint.firstAttribute, in: container, mirrored, &references)
    var right = LinearExpression(constant: mirrored ? -constraint.storedConstant : constraint.storedConstant)
    if let second = constraint.secondLayoutItem {
      let term = attributeExpression(second, constraint.secondAttribute, in: container, mirrored, &references)
      right = right + Double(constraint.storedMultiplier) * term
    }
    let relation = mirrored ? constraint.relation.reversed : constraint.relation
    let priority = Priority(constraint.storedPriority.engineValue)
    return BuiltConstraint(
      constraint: Constraint(left, relation.solverRelation, right, priority: priority), references: references,
      direction: direction)
  }

  /// `attribute` of `item` in `container`'s coordinates.
  func attributeExpression(
    _ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, in container: View, _ mirrored: Bool,
    _ references: inout [ItemRecord]
  ) -> LinearExpression {
    var item = item
    var attribute = attribute
    if attribute.isMargin, case .view(let view) = item {
      item = .guide(view.layoutMarginsGuide)
      attribute = attribute.withoutMargin
    }
    if mirrored {
      if attribute == .leading { attribute = .right } else if attribute == .trailing { attribute = .left }
    } else {
      if attribute == .leading { attribute = .left } else if attribute == .trailing { attribute = .right }
    }
    if case .view(let view) = item, view === container {
      // The container's own attributes, in its own coordinates: its origin is 0.
      return ownExpression(of: item, attribute, &references)
    }
    let record = self.record(for: item)
    references.append(record)
    let size: Variable = attribute.axis == .horizontal ? record.width : record.height
    var expression: LinearExpression
    switch attribute {
    case .width, .height: return LinearExpression(size)
    case .left, .top: expression = LinearExpression(attribute == .left ? record.x : record.y)
    case .firstBaseline, .lastBaseline:
      expression = baselineExpression(of: item, attribute, y: LinearExpression(record.y), height: record.height)
    case .right, .bottom:
      expression = (attribute == .right ? record.x : record.y) + size
    case .centerX, .centerY: expression = (attribute == .centerX ? record.x : record.y) + 0.5 * size
    default: return LinearExpression()
    }
    expression = expression + offset(of: item.hostView, from: item, in: container, attribute.axis, &references)
    return expression
  }

  /// An attribute of the container itself (origin 0 in its own coordinates).
  private func ownExpression(
    of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, _ references: inout [ItemRecord]
  ) -> LinearExpression {
    switch attribute {
    case .left, .top: return LinearExpression()
    default: break
    }
    let record = self.record(for: item)
    references.append(record)
    switch attribute {
    case .width, .right: return LinearExpression(record.width)
    case .height, .bottom: return LinearExpression(record.height)
    case .firstBaseline, .lastBaseline:
      return baselineExpression(of: item, attribute, y: LinearExpression(), height: record.height)
    case .centerX: return 0.5 * LinearExpression(record.width)
    case .centerY: return 0.5 * LinearExpression(record.height)
    default: return LinearExpression()
    }
  }

  /// A baseline (L1): a label's lies its ``Label/baselineOffsetFromCenter(last:)`` below its
  /// vertical centre; any other view's is its bottom edge, as UIKit's `UIView` answers
  /// `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` with itself and a view without
  /// text has its baselines at its bottom.
  private func baselineExpression(
    of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, y: LinearExpression, height: Variable
  ) -> LinearExpression {
    guard case .view(let view) = item, let label = view as? Label else { return y + height }
    let offset = label.baselineOffsetFromCenter(last: attribute == .lastBaseline)
    return y + 0.5 * LinearExpression(height) + Double(offset.isFinite ? offset : 0)
  }

  /// The origin, in `container`'s coordinates, of the space `item`'s own origin is measured
  /// in: the sum of the origins of the views between the item and the container.
  private func offset(
    of host: View?, from item: LayoutItem, in container: View, _ axis: LayoutConstraint.Axis?,
    _ references: inout [ItemRecord]
  ) -> LinearExpression {
    var expression = LinearExpression()
    // A view's origin is in its superview's space; a guide's in its owning view's.
    var current: View?
    switch item {
    case .view(let view): current = view.storedSuperview
    case .guide(let guide): current = guide.owningView
    }
    while let view = current, view !== container {
      let record = self.record(for: .view(view))
      references.append(record)
      expression = expression + (axis == .horizontal ? record.x : record.y)
      current = view.storedSuperview
    }
    _ = host
    return expression
  }
}

extension LayoutConstraint.Relation {
  /// The solver's relation.
  var solverRelation: ArrangementConstraints.Relation {
    switch self {
    case .lessThanOrEqual: return .lessThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}
