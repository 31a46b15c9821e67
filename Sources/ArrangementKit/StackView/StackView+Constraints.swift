import Foundation

extension StackView {
  /// The two ends and the middle of one axis, as anchors of an item.
  private struct AxisAnchors {
    let item: LayoutItem
    let axis: LayoutConstraint.Axis

    var leading: LayoutConstraint.Attribute { axis == .horizontal ? .leading : .top }
    var trailing: LayoutConstraint.Attribute { axis == .horizontal ? .trailing : .bottom }
    var center: LayoutConstraint.Attribute { axis == .horizontal ? .centerX : .centerY }
    var length: LayoutConstraint.Attribute { axis == .horizontal ? .width : .height }
  }

  /// Deactivates the stack's constraints and makes them again for the current arrangement (K2, K3).
  ///
  /// When the new constraints would be the ones already active (a rebuild asked for by a pass
  /// in which nothing the arrangement depends on changed), the active ones stay: taking them
  /// out and putting them back would cost the engine two changes per constraint (K4).
  func rebuildArrangementConstraints() {
    // Every way out below leaves the constraints made for the views visible now.
    arrangementMayHaveChanged = false
    let visible = storedArrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    let identities = visible.map(ObjectIdentifier.init)
    let usesGuides = distribution == .equalSpacing || distribution == .equalCentering
    var made: [LayoutConstraint] = []
    let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? .guide(layoutMarginsGuide) : .view(self)
    if !usesGuides, spacingGuides.isEmpty, identities == arrangedAtLastBuild, !visible.isEmpty {
      makeMainAxis(visible, canvas, &made)
      makeCrossAxis(visible, canvas, &made)
      if made.count == ownedConstraints.count,
        zip(made, ownedConstraints).allSatisfy({ $0.makesSameRelation(as: $1, ignoringConstant: true) && $1.isActive })
      {
        // Only lengths changed (an arranged view's intrinsic size, DT1): the engine moves the
        // constants of the active constraints in place, without a removal and an insertion each.
        for (new, old) in zip(made, ownedConstraints) where new.constant != old.constant { old.constant = new.constant }
        return
      }
      made = []
    }
    LayoutConstraint.deactivate(ownedConstraints)
    ownedConstraints = []
    for guide in spacingGuides { removeLayoutGuide(guide) }
    spacingGuides = []
    arrangedAtLastBuild = identities
    guard !visible.isEmpty else { return }
    makeMainAxis(visible, canvas, &made)
    makeCrossAxis(visible, canvas, &made)
    for constraint in made { constraint.identifier = constraint.identifier ?? "StackView" }
    ownedConstraints = made
    LayoutConstraint.activate(made)
  }

  private func relate(
    _ a: LayoutItem, _ attributeA: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
    _ b: LayoutItem?, _ attributeB: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, _ made: inout [LayoutConstraint]
  ) {
    let constraint = LayoutConstraint(
      first: a, attribute: attributeA, relation: relation, second: b,
      attribute: b == nil ? .notAnAttribute : attributeB,
      multiplier: multiplier, constant: constant)
    constraint.storedPriority = priority
    made.append(constraint)
  }

  /// The gap after `view`: its custom spacing, or the stack's spacing.
  private func gap(after view: View) -> CGFloat {
    var value = customSpacings[ObjectIdentifier(view)] ?? spacing
    if value == StackView.spacingUseSystem { value = systemSpacing }
    guard value.isFinite, value != StackView.spacingUseDefault else {
      if value != StackView.spacingUseDefault {
        LayoutDiagnostics.emit("[StackView] a spacing of \(value) is replaced by 0.")
      }
      return value == StackView.spacingUseDefault ? (spacing.isFinite ? spacing : 0) : 0
    }
    return value
  }

  private func intrinsicLength(_ view: View) -> CGFloat {
    let size = view.intrinsicContentSize
    return axis == .horizontal ? size.width : size.height
  }

  private func makeMainAxis(_ views: [View], _ canvas: LayoutItem, _ made: inout [LayoutConstraint]) {
    let main = AxisAnchors(item: canvas, axis: axis)
    relate(.view(views[0]), main.leading, .equal, canvas, main.leading, &made)
    relate(.view(views[views.count - 1]), main.trailing, .equal, canvas, main.trailing, &made)
    let count = views.count
    for index in views.indices {
      let view = views[index]
      if index > 0 {
        let previous = views[index - 1]
        let space = gap(after: previous)
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
          relate(.view(view), main.leading, .equal, .view(previous), main.trailing, constant: space, &made)
        case .equalSpacing, .equalCentering:
          relate(.view(view), main.leading, .greaterThanOrEqual, .view(previous), main.trailing, constant: space, &made)
          let guide = LayoutGuide()
          guide.identifier = "StackView-spacing"
          addLayoutGuide(guide)
          spacingGuides.append(guide)
          let from: LayoutConstraint.Attribute = distribution == .equalSpacing ? main.trailing : main.center
          let to: LayoutConstraint.Attribute = distribution == .equalSpacing ? main.leading : main.center
          relate(.guide(guide), main.leading, .equal, .view(previous), from, &made)
          relate(.guide(guide), main.trailing, .equal, .view(view), to, &made)
          if let first = spacingGuides.first, first !== guide {
            relate(.guide(guide), main.length, .equal, .guide(first), main.length, &made)
          }
        }
      }
      // Ties among equal priorities go by index: earlier views keep their length longer.
      let tieBreak = Float(count - 1 - index) / Float(max(count, 1)) * 0.01
      let length = intrinsicLength(view)
      switch distribution {
      case .fill:
        if length != View.noIntrinsicMetric, length.isFinite, length >= 0, count > 1 {
          let hugging = view.contentHuggingPriority(for: axis)
          let resistance = view.contentCompressionResistancePriority(for: axis)
          if !hugging.isRequired {
            relate(
              .view(view), main.length, .lessThanOrEqual, nil, .notAnAttribute, constant: length,
              priority: LayoutPriority(hugging.rawValue + tieBreak), &made)
          }
          if !resistance.isRequired {
            relate(
              .view(view), main.length, .greaterThanOrEqual, nil, .notAnAttribute, constant: length,
              priority: LayoutPriority(resistance.rawValue + tieBreak), &made)
          }
        }
      case .fillEqually:
        if index > 0 { relate(.view(view), main.length, .equal, .view(views[0]), main.length, &made) }
      case .fillProportionally:
        let first = intrinsicLength(views[0])
        if index > 0, first > 0, length >= 0, length.isFinite, first.isFinite {
          relate(.view(view), main.length, .equal, .view(views[0]), main.length, multiplier: length / first, &made)
        }
      case .equalSpacing, .equalCentering:
        break
      }
    }
  }

  private func makeCrossAxis(_ views: [View], _ canvas: LayoutItem, _ made: inout [LayoutConstraint]) {
    let crossAxis: LayoutConstraint.Axis = axis == .horizontal ? .vertical : .horizontal
    let cross = AxisAnchors(item: canvas, axis: crossAxis)
    var alignment = self.alignment
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
    for view in views {
      let item = LayoutItem.view(view)
      switch alignment {
      case .fill:
        relate(item, cross.leading, .equal, canvas, cross.leading, &made)
        relate(item, cross.trailing, .equal, canvas, cross.trailing, &made)
      case .leading:
        relate(item, cross.leading, .equal, canvas, cross.leading, &made)
        relate(item, cross.trailing, .lessThanOrEqual, canvas, cross.trailing, &made)
      case .trailing:
        relate(item, cross.trailing, .equal, canvas, cross.trailing, &made)
        relate(item, cross.leading, .greaterThanOrEqual, canvas, cross.leading, &made)
      case .center:
        relate(item, cross.center, .equal, canvas, cross.center, &made)
        relate(item, cross.leading, .greaterThanOrEqual, canvas, cross.leading, &made)
      case .firstBaseline, .lastBaseline:
        let baseline: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if view !== views[0] { relate(item, baseline, .equal, .view(views[0]), baseline, &made) }
        relate(item, cross.leading, .greaterThanOrEqual, canvas, cross.leading, &made)
        relate(item, cross.trailing, .lessThanOrEqual, canvas, cross.trailing, &made)
      }
    }
    if alignment != .fill {
      // The stack hugs its tallest (widest) view across the axis unless told otherwise.
      relate(canvas, cross.length, .equal, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(49), &made)
    }
  }
}
