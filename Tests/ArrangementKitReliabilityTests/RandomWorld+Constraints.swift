import ArrangementKit
import ArrangementTesting
import Foundation

/// Auto Layout operations of the random sequences (L, M, K): views, layout guides and stack
/// views added to the pool's controller views, constraints activated, deactivated and changed
/// (constants, priorities, sometimes bad numbers), arranged subviews edited, margins and
/// additional safe-area insets changed — among the posture and hierarchy changes of the other
/// operations. Only in sequences that ask for them (``RandomWorld/includesConstraintOperations``),
/// so the other sequences replay from their seeds as before.
extension RandomWorld {
  /// One constraint in the pool, with whether it was made with a second item.
  struct PooledConstraint {
    let constraint: LayoutConstraint
    let hasSecondItem: Bool
  }

  static let maximumConstrainedViews = 12
  static let maximumPooledConstraints = 40

  func constraintOperation() -> String {
    switch rng.below(12) {
    case 0, 1: return addConstrainedView()
    case 2: return removeConstrainedView()
    case 3, 4: return activateRandomConstraint()
    case 5: return toggleConstraint()
    case 6: return changeConstant()
    case 7: return changePriority()
    case 8: return addOrRemoveGuide()
    case 9: return editStack()
    case 10: return changeMargins()
    default: return changeAdditionalInsets()
    }
  }

  /// Views in the window that constraint operations may add to: the loaded views of the pool's
  /// leaf controllers and the views these operations made.
  var constraintHosts: [View] {
    let views = leaves.compactMap { $0.viewIfLoaded } + constrainedViews
    return views.filter { $0.window != nil }
  }

  func addConstrainedView() -> String {
    guard constrainedViews.count < Self.maximumConstrainedViews else { return "enough constrained views" }
    let hosts = constraintHosts
    guard !hosts.isEmpty else { return "no view to add to" }
    let host = rng.pick(hosts)
    let view: View = rng.oneIn(4) ? StackView() : View()
    view.accessibilityIdentifier = "c\(serial)"
    serial += 1
    // Most take their frames from constraints; the rest keep a frame and translate their mask (L6).
    view.translatesAutoresizingMaskIntoConstraints = rng.oneIn(4)
    if view.translatesAutoresizingMaskIntoConstraints {
      view.frame = CGRect(x: 0, y: 0, width: CGFloat(rng.below(200)), height: CGFloat(rng.below(200)))
    }
    created.append(WeakBox(view, "constrained view"))
    constrainedViews.append(view)
    if let stack = host as? StackView, rng.oneIn(2) {
      stack.addArrangedSubview(view)
      return "arrange \(name(of: view)) in \(name(of: stack))"
    }
    host.addSubview(view)
    return "add \(name(of: view)) to \(name(of: host))"
  }

  func removeConstrainedView() -> String {
    guard !constrainedViews.isEmpty else { return "no constrained view" }
    let index = rng.below(constrainedViews.count)
    let view = constrainedViews[index]
    view.removeFromSuperview()
    if rng.oneIn(2) { constrainedViews.remove(at: index) }
    return "remove \(name(of: view))"
  }

  /// An item related to `view` that shares an ancestor with it: its superview, one of the
  /// superview's guides, or a sibling.
  func relatedItem(of view: View) -> AnyObject? {
    guard let superview = view.superview else { return nil }
    switch rng.below(6) {
    case 0, 1: return superview
    case 2: return superview.safeAreaLayoutGuide
    case 3: return rng.oneIn(2) ? superview.layoutMarginsGuide : superview.readableContentGuide
    case 4:
      let guides = superview.layoutGuides
      return guides.isEmpty ? superview : rng.pick(guides)
    default:
      let siblings = superview.subviews.filter { $0 !== view }
      return siblings.isEmpty ? superview : rng.pick(siblings)
    }
  }

  /// A constant for a constraint: mostly small, now and then not finite.
  func randomConstant() -> CGFloat {
    if rng.oneIn(25) { return rng.pick([CGFloat.nan, .infinity, -.infinity]) }
    return CGFloat(rng.below(241)) - 40
  }

  func activateRandomConstraint() -> String {
    guard constraintPool.count < Self.maximumPooledConstraints else { return "enough constraints" }
    let candidates = constrainedViews.filter { $0.window != nil && $0.superview != nil }
    guard !candidates.isEmpty else { return "no constrained view in the window" }
    let view = rng.pick(candidates)
    let other = relatedItem(of: view)
    let made: LayoutConstraint
    var hasSecond = true
    switch rng.below(3) {
    case 0:
      let directional = rng.oneIn(2)
      let which = rng.below(3)
      let first = xAnchor(of: view, which, directional: directional)
      let second = xAnchor(of: other!, rng.below(3), directional: directional)
      made = relate(first, second)
    case 1:
      let first = yAnchor(of: view, rng.below(3))
      let second = yAnchor(of: other!, rng.below(3))
      made = relate(first, second)
    default:
      let first = rng.oneIn(2) ? view.widthAnchor : view.heightAnchor
      if rng.oneIn(3) {
        hasSecond = false
        let constant = abs(randomConstant())
        switch rng.below(3) {
        case 0: made = first.constraint(equalToConstant: constant)
        case 1: made = first.constraint(greaterThanOrEqualToConstant: constant)
        default: made = first.constraint(lessThanOrEqualToConstant: constant)
        }
      } else {
        let second = dimension(of: other!, rng.oneIn(2))
        let multiplier = rng.oneIn(20) ? CGFloat.nan : rng.pick([CGFloat(0.5), 1, 1, 2])
        made = first.constraint(equalTo: second, multiplier: multiplier, constant: abs(randomConstant()))
      }
    }
    if rng.oneIn(3) { made.priority = rng.pick([LayoutPriority(1), .defaultLow, .defaultHigh, LayoutPriority(999)]) }
    made.identifier = "k\(constraintPool.count)"
    made.isActive = true
    constraintPool.append(PooledConstraint(constraint: made, hasSecondItem: hasSecond))
    return "activate \(made.identifier ?? "") on \(name(of: view)): \(equation(made))"
  }

  private func relate<T>(_ first: LayoutAnchor<T>, _ second: LayoutAnchor<T>) -> LayoutConstraint {
    let constant = randomConstant()
    switch rng.below(4) {
    case 0: return first.constraint(greaterThanOrEqualTo: second, constant: constant)
    case 1: return first.constraint(lessThanOrEqualTo: second, constant: constant)
    default: return first.constraint(equalTo: second, constant: constant)
    }
  }

  private func xAnchor(of item: AnyObject, _ which: Int, directional: Bool) -> LayoutXAxisAnchor {
    if let view = item as? View {
      switch which {
      case 0: return directional ? view.leadingAnchor : view.leftAnchor
      case 1: return directional ? view.trailingAnchor : view.rightAnchor
      default: return view.centerXAnchor
      }
    }
    let guide = item as! LayoutGuide
    switch which {
    case 0: return directional ? guide.leadingAnchor : guide.leftAnchor
    case 1: return directional ? guide.trailingAnchor : guide.rightAnchor
    default: return guide.centerXAnchor
    }
  }

  private func yAnchor(of item: AnyObject, _ which: Int) -> LayoutYAxisAnchor {
    if let view = item as? View { return [view.topAnchor, view.bottomAnchor, view.centerYAnchor][which] }
    let guide = item as! LayoutGuide
    return [guide.topAnchor, guide.bottomAnchor, guide.centerYAnchor][which]
  }

  private func dimension(of item: AnyObject, _ width: Bool) -> LayoutDimension {
    if let view = item as? View { return width ? view.widthAnchor : view.heightAnchor }
    let guide = item as! LayoutGuide
    return width ? guide.widthAnchor : guide.heightAnchor
  }

  /// The view an item lives in: a view itself, a guide's owning view.
  func hostView(of item: AnyObject?) -> View? { (item as? View) ?? (item as? LayoutGuide)?.owningView }

  /// Whether activating `pooled` is legal: its items live and share a root (L4 traps otherwise).
  func canActivate(_ pooled: PooledConstraint) -> Bool {
    guard let first = hostView(of: pooled.constraint.firstItem) else { return false }
    guard pooled.hasSecondItem else { return true }
    guard let second = hostView(of: pooled.constraint.secondItem) else { return false }
    func root(_ view: View) -> View {
      var current = view
      while let superview = current.superview { current = superview }
      return current
    }
    return root(first) === root(second)
  }

  func toggleConstraint() -> String {
    guard !constraintPool.isEmpty else { return "no constraint" }
    let pooled = rng.pick(constraintPool)
    let constraint = pooled.constraint
    if constraint.isActive {
      if rng.oneIn(2) {
        constraint.isActive = false
      } else {
        LayoutConstraint.deactivate([constraint])
      }
      return "deactivate \(constraint.identifier ?? "")"
    }
    guard canActivate(pooled) else { return "\(constraint.identifier ?? "") cannot be activated" }
    LayoutConstraint.activate([constraint])
    return "reactivate \(constraint.identifier ?? "")"
  }

  func changeConstant() -> String {
    guard !constraintPool.isEmpty else { return "no constraint" }
    let constraint = rng.pick(constraintPool).constraint
    constraint.constant = randomConstant()
    return "constant of \(constraint.identifier ?? "") = \(constraint.constant)"
  }

  func changePriority() -> String {
    guard !constraintPool.isEmpty else { return "no constraint" }
    let constraint = rng.pick(constraintPool).constraint
    // An installed constraint may not cross between required and optional (UIKit raises, L4).
    let optional = [LayoutPriority(1), .defaultLow, LayoutPriority(500), .defaultHigh, LayoutPriority(999)]
    if constraint.isActive {
      guard constraint.priority != .required else { return "\(constraint.identifier ?? "") stays required" }
      constraint.priority = rng.pick(optional)
    } else {
      constraint.priority = rng.oneIn(2) ? .required : rng.pick(optional)
    }
    return "priority of \(constraint.identifier ?? "") = \(constraint.priority.rawValue)"
  }

  func addOrRemoveGuide() -> String {
    let hosts = constraintHosts
    guard !hosts.isEmpty else { return "no view for a guide" }
    let host = rng.pick(hosts)
    let custom = host.layoutGuides.filter { !$0.identifier.hasPrefix("UIView") }
    if let guide = custom.first, rng.oneIn(2) {
      host.removeLayoutGuide(guide)
      return "remove guide \(guide.identifier) from \(name(of: host))"
    }
    let guide = LayoutGuide()
    guide.identifier = "g\(serial)"
    serial += 1
    host.addLayoutGuide(guide)
    return "add guide \(guide.identifier) to \(name(of: host))"
  }

  func editStack() -> String {
    let stacks = constrainedViews.compactMap { $0 as? StackView }
    guard !stacks.isEmpty else { return "no stack view" }
    let stack = rng.pick(stacks)
    switch rng.below(6) {
    case 0:
      let loose = constrainedViews.filter { $0 !== stack && !$0.isDescendant(of: stack) && !stack.isDescendant(of: $0) }
      guard !loose.isEmpty else { return "nothing to arrange" }
      let view = rng.pick(loose)
      stack.insertArrangedSubview(view, at: rng.below(stack.arrangedSubviews.count + 1))
      return "insert \(name(of: view)) into \(name(of: stack))"
    case 1:
      guard !stack.arrangedSubviews.isEmpty else { return "empty stack" }
      let view = rng.pick(stack.arrangedSubviews)
      stack.removeArrangedSubview(view)
      return "unarrange \(name(of: view)) from \(name(of: stack))"
    case 2:
      guard !stack.arrangedSubviews.isEmpty else { return "empty stack" }
      let view = rng.pick(stack.arrangedSubviews)
      view.isHidden.toggle()
      return "toggle hidden of \(name(of: view))"
    case 3:
      stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
      return "flip the axis of \(name(of: stack))"
    case 4:
      stack.distribution = rng.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
      stack.alignment = rng.pick([.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
      return "distribution \(stack.distribution.rawValue), alignment \(stack.alignment.rawValue) for \(name(of: stack))"
    default:
      stack.spacing = rng.oneIn(10) ? .nan : CGFloat(rng.below(30))
      stack.isLayoutMarginsRelativeArrangement = rng.oneIn(2)
      return "spacing \(stack.spacing) for \(name(of: stack))"
    }
  }

  func changeMargins() -> String {
    let hosts = constraintHosts
    guard !hosts.isEmpty else { return "no view for margins" }
    let view = rng.pick(hosts)
    func side() -> CGFloat { rng.oneIn(20) ? .nan : CGFloat(rng.below(40)) - 5 }
    switch rng.below(4) {
    case 0: view.layoutMargins = EdgeInsets(top: side(), left: side(), bottom: side(), right: side())
    case 1:
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: side(), leading: side(), bottom: side(), trailing: side())
    case 2: view.insetsLayoutMarginsFromSafeArea.toggle()
    default: view.preservesSuperviewLayoutMargins.toggle()
    }
    return "margins of \(name(of: view)): \(view.layoutMargins)"
  }

  func changeAdditionalInsets() -> String {
    let loaded = controllers.filter { $0.isViewLoaded }
    guard !loaded.isEmpty else { return "no loaded controller" }
    let controller = rng.pick(loaded)
    func side() -> CGFloat { rng.oneIn(15) ? rng.pick([CGFloat.nan, -10, .infinity]) : CGFloat(rng.below(4)) * 10 }
    controller.additionalSafeAreaInsets = EdgeInsets(top: side(), left: side(), bottom: side(), right: side())
    return "additional insets of \(name(controller)): \(controller.additionalSafeAreaInsets)"
  }

  /// A view's name in the history.
  func name(of view: View) -> String { view.accessibilityIdentifier ?? String(describing: type(of: view)) }

  /// `k3: c1.leading == View.leading + 12`, without addresses.
  func equation(_ constraint: LayoutConstraint) -> String {
    func item(_ object: AnyObject?) -> String {
      if let view = object as? View { return name(of: view) }
      if let guide = object as? LayoutGuide { return guide.identifier }
      return "nil"
    }
    var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation)"
    if constraint.secondItem != nil {
      text += " \(constraint.multiplier)*\(item(constraint.secondItem)).\(constraint.secondAttribute)"
    }
    return text + " + \(constraint.constant) @\(constraint.priority.rawValue)"
  }
}
