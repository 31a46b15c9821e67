import ArrangementKit
import ArrangementTesting
import Foundation

extension RandomWorld {
  /// Performs one random operation and returns its description (printed with the seed when an
  /// invariant breaks).
  func randomOperation() -> String {
    // Sequences without Auto Layout operations draw exactly as before (their seeds replay).
    if includesConstraintOperations, rng.oneIn(2) { return constraintOperation() }
    switch rng.below(31) {
    case 0, 1, 2: return setSlot()
    case 3: return moveToOtherSlot()
    case 4: return emptySlot()
    case 5: return replaceWithNewController()
    case 6: return nestNewArrangement()
    case 7, 8: return updateArrangement()
    case 9: return changePosture()
    case 10: return changeOrientation()
    case 11: return changeTraitOverrides()
    case 12: return changeDisplay()
    case 13: return changeLooseBounds()
    case 14, 15: return changePreferredSize()
    case 16: return addObserver()
    case 17: return removeObserver()
    case 18: return addHingeInteraction()
    case 19: return removeOrToggleHingeInteraction()
    case 20: return plainContainment()
    case 21: return removeFromParent()
    case 22: return dropController()
    case 23: return query()
    default: return containerOperation()  // RandomWorld+Containers.swift
    }
  }

  // MARK: Slots (C1)

  func setSlot() -> String {
    guard let arrangement = arrangements.isEmpty ? nil : rng.pick(arrangements) else { return "no arrangement" }
    let placement = rng.pick(ViewPlacement.allCases)
    let animated = rng.oneIn(3)
    if rng.oneIn(6) {
      arrangement.setViewController(nil, for: placement, animated: animated)
      return "set \(placement) of \(name(arrangement)) to nil"
    }
    let candidates = controllers.filter { canPlace($0, in: arrangement) }
    guard !candidates.isEmpty else { return "nothing placeable in \(name(arrangement))" }
    let controller = rng.pick(candidates)
    arrangement.setViewController(controller, for: placement, animated: animated)
    return "set \(placement) of \(name(arrangement)) to \(name(controller))\(animated ? " animated" : "")"
  }

  func moveToOtherSlot() -> String {
    let filled = arrangements.flatMap { a in
      ViewPlacement.allCases.compactMap { p in a.viewController(for: p).map { (a, p, $0) } }
    }
    guard !filled.isEmpty else { return "no filled slot" }
    let (arrangement, placement, controller) = rng.pick(filled)
    arrangement.setViewController(controller, for: placement.other)
    return "move \(name(controller)) to \(placement.other) of \(name(arrangement))"
  }

  func emptySlot() -> String {
    let filled = arrangements.flatMap { a in
      ViewPlacement.allCases.compactMap { p in a.viewController(for: p) == nil ? nil : (a, p) }
    }
    guard !filled.isEmpty else { return "no filled slot" }
    let (arrangement, placement) = rng.pick(filled)
    arrangement.setViewController(nil, for: placement, animated: rng.oneIn(2))
    return "empty \(placement) of \(name(arrangement))"
  }

  func replaceWithNewController() -> String {
    guard leaves.count < Self.maximumLeaves, let arrangement = arrangements.isEmpty ? nil : rng.pick(arrangements)
    else {
      return "pool full"
    }
    let leaf = makeLeaf()
    let placement = rng.pick(ViewPlacement.allCases)
    arrangement.setViewController(leaf, for: placement, animated: rng.oneIn(2))
    return "replace \(placement) of \(name(arrangement)) with new \(name(leaf))"
  }

  func nestNewArrangement() -> String {
    guard arrangements.count < Self.maximumArrangements, let outer = arrangements.isEmpty ? nil : rng.pick(arrangements)
    else {
      return "pool full"
    }
    let inner = makeArrangement()
    let placement = rng.pick(ViewPlacement.allCases)
    outer.setViewController(inner, for: placement)
    return "nest new \(name(inner)) in \(placement) of \(name(outer))"
  }

  // MARK: Arrangements (C4)

  func updateArrangement() -> String {
    guard let controller = arrangements.isEmpty ? nil : rng.pick(arrangements) else { return "no arrangement" }
    let animated = rng.oneIn(3)
    if rng.oneIn(5) {
      // The same value again: C4 says nothing is scheduled.
      let current = controller.arrangement
      controller.updateArrangement(current, animated: animated)
      return "update \(name(controller)) with its own arrangement"
    }
    if rng.oneIn(6) {
      // P1 / P2: snapping is opt-in per controller.
      controller.snapsToPixels.toggle()
      return "\(name(controller)).snapsToPixels = \(controller.snapsToPixels)"
    }
    let axes = rng.pick([Axis.both, .horizontal, .vertical, .neither])
    if rng.oneIn(3) {
      var overlay = OverlayArrangement().axes(axes)
      let edges: [DirectionalRectEdge] = [
        [], .leading, .trailing, .top, .bottom, [.leading, .trailing], [.top, .leading], .all,
      ]
      overlay.setViewProperties(.init(edge: rng.pick(edges)), for: .primary)
      overlay.setViewProperties(.init(edge: rng.pick(edges)), for: .secondary)
      controller.updateArrangement(overlay, animated: animated)
      return "update \(name(controller)) to \(overlay)"
    }
    var split = SplitArrangement().axes(axes)
    for placement in ViewPlacement.allCases {
      var properties = split.viewProperties(for: placement)
      properties.width = randomRange()
      properties.height = randomRange()
      properties.layoutPriority = rng.oneIn(8) ? rng.pick([CGFloat.nan, .infinity, -1]) : CGFloat(rng.below(3))
      split.setViewProperties(properties, for: placement)
    }
    controller.updateArrangement(split, animated: animated)
    return "update \(name(controller)) to \(split)"
  }

  func randomRange() -> SplitArrangement.DimensionRange {
    SplitArrangement.DimensionRange(
      minimum: randomDimension(), preferred: randomDimension(), maximum: randomDimension())
  }

  func randomDimension() -> SplitArrangement.Dimension {
    switch rng.below(6) {
    case 0, 1: return .automatic
    case 2: return .intrinsic
    case 3: return .absolute(randomLength())
    case 4: return .fractional(rng.oneIn(6) ? randomLength() : CGFloat(rng.below(11)) / 10)
    default: return .absolute(CGFloat(100 * rng.below(8)))
    }
  }

  /// Mostly ordinary lengths, sometimes hostile ones (bad numbers are sanitized, never traps).
  func randomLength() -> CGFloat {
    if rng.oneIn(10) {
      return rng.pick([CGFloat.nan, .infinity, -.infinity, -50, 0, 1e12, .greatestFiniteMagnitude])
    }
    return CGFloat(rng.below(1200)) / CGFloat(1 + rng.below(3))
  }

  // MARK: Device, traits, bounds (C5, T1)

  func changePosture() -> String {
    let posture = rng.pick(Posture.allCases)
    simulator?.posture = posture
    return "posture \(posture)"
  }

  func changeOrientation() -> String {
    if rng.oneIn(3) {
      let direction: LayoutDirection = rng.oneIn(2) ? .rightToLeft : .leftToRight
      simulator?.layoutDirection = direction
      return "layout direction \(direction)"
    }
    let orientation = rng.pick(Orientation.allCases)
    simulator?.orientation = orientation
    return "orientation \(orientation)"
  }

  func changeTraitOverrides() -> String {
    guard let controller = controllers.isEmpty ? nil : rng.pick(controllers) else { return "no controller" }
    var overrides = TraitOverrides()
    let classes: [UserInterfaceSizeClass?] = [nil, nil, .compact, .regular, .unspecified]
    overrides.horizontalSizeClass = rng.pick(classes)
    overrides.verticalSizeClass = rng.pick(classes)
    overrides.layoutDirection = rng.pick([nil, nil, LayoutDirection.leftToRight, .rightToLeft])
    controller.traitOverrides = overrides
    return "trait overrides of \(name(controller)): \(overrides)"
  }

  /// Resizes the display, moves or removes its fold, or changes its traits or scale.
  func changeDisplay() -> String {
    let display = self.display
    switch rng.below(4) {
    case 0:
      let size = CGSize(width: CGFloat(rng.below(1400)), height: CGFloat(rng.below(1400)))
      display.bounds = CGRect(origin: .zero, size: size)
      return "display bounds \(size)"
    case 1:
      let bounds = display.bounds
      var regions: [ReservedRegion] = []
      if !rng.oneIn(4) {
        let thickness = CGFloat(rng.below(60))
        let frame: CGRect
        if rng.oneIn(2) {
          frame = CGRect(
            x: CGFloat(rng.below(Int(max(bounds.width, 1)) + 40)) - 20, y: 0, width: thickness, height: bounds.height)
        } else {
          frame = CGRect(
            x: 0, y: CGFloat(rng.below(Int(max(bounds.height, 1)) + 40)) - 20, width: bounds.width, height: thickness)
        }
        regions.append(ReservedRegion(id: "fold", kind: .division, frame: frame, isActive: !rng.oneIn(4)))
      }
      if rng.oneIn(2) {
        regions.append(
          ReservedRegion(id: "camera", kind: .occlusion, frame: CGRect(x: 10, y: 10, width: 37, height: 37)))
      }
      display.reservedRegions = regions
      return "display regions \(regions)"
    case 2:
      let classes: [UserInterfaceSizeClass] = [.compact, .regular, .unspecified]
      var traits = display.traits
      traits.horizontalSizeClass = rng.pick(classes)
      traits.verticalSizeClass = rng.pick(classes)
      display.traits = traits
      return "display traits \(traits)"
    default:
      let scale = rng.pick([CGFloat(1), 2, 3, 0, -1, .nan, 2.5])
      display.scale = scale
      return "display scale \(scale)"
    }
  }

  /// Resizes the view of an arrangement controller that no arrangement manages (a loose one,
  /// or one hidden and detached): its bounds are the caller's to set.
  func changeLooseBounds() -> String {
    let loose = arrangements.filter { $0.parent == nil && $0 !== window.rootViewController && !isPresented($0) }
    guard let controller = loose.isEmpty ? nil : rng.pick(loose) else { return "no loose arrangement" }
    let frame = CGRect(
      x: CGFloat(rng.below(50)), y: CGFloat(rng.below(50)),
      width: rng.oneIn(10) ? randomLength() : CGFloat(rng.below(1300)),
      height: rng.oneIn(10) ? randomLength() : CGFloat(rng.below(1300)))
    controller.view.frame = frame
    return "frame of loose \(name(controller)) to \(frame)"
  }

  func changePreferredSize() -> String {
    guard let controller = controllers.isEmpty ? nil : rng.pick(controllers) else { return "no controller" }
    let size = rng.oneIn(4) ? .zero : CGSize(width: randomLength(), height: randomLength())
    controller.preferredContentSize = size
    return "preferred size of \(name(controller)) to \(size)"
  }

  // MARK: Observers and interactions (C9, R3)

  func addObserver() -> String {
    guard let controller = arrangements.isEmpty ? nil : rng.pick(arrangements) else { return "no arrangement" }
    let id = serials[ObjectIdentifier(controller)] ?? 0
    let log = self.log
    let token = controller.addObserver { transition in
      log.transitions[id, default: []].append(transition)
    }
    tokens.append((id, token))
    if tokens.count > 8 { tokens.removeFirst() }
    return "observe \(name(controller))"
  }

  func removeObserver() -> String {
    guard !tokens.isEmpty else { return "no observer" }
    let index = rng.below(tokens.count)
    if rng.oneIn(2) { tokens[index].token.cancel() }
    tokens.remove(at: index)
    return "remove observer \(index)"
  }

  func addHingeInteraction() -> String {
    guard let controller = controllers.isEmpty ? nil : rng.pick(controllers) else { return "no controller" }
    let log = self.log
    let interaction = HingeInteraction { [weak display = simulator?.display] interaction, update in
      log.hingeCalls += 1
      if update.hinge != display?.hinge {
        log.problems.append(
          "R3: hinge update \(update) differs from the display's \(String(describing: display?.hinge))")
      }
      if !interaction.isEnabled { log.problems.append("R3: a disabled hinge interaction was called") }
    }
    controller.view.addInteraction(interaction)
    interactions.append(interaction)
    if interactions.count > 6 { interactions.removeFirst() }
    return "hinge interaction on \(name(controller))"
  }

  func removeOrToggleHingeInteraction() -> String {
    guard !interactions.isEmpty else { return "no interaction" }
    let index = rng.below(interactions.count)
    let interaction = interactions[index]
    if rng.oneIn(2) {
      interaction.isEnabled.toggle()
      return "hinge interaction \(index) enabled \(interaction.isEnabled)"
    }
    interaction.view?.removeInteraction(interaction)
    interactions.remove(at: index)
    return "remove hinge interaction \(index)"
  }

  // MARK: Plain containment and dropping

  /// Adds a controller as a plain child of a leaf, the documented way (C1's order).
  func plainContainment() -> String {
    guard let parent = leaves.isEmpty ? nil : rng.pick(leaves) else { return "no leaf" }
    let candidates = controllers.filter {
      $0 !== parent && !holds($0, parent) && $0 !== window.rootViewController && $0.parent !== parent
    }
    guard let child = candidates.isEmpty ? nil : rng.pick(candidates) else { return "no child candidate" }
    if child.parent != nil {
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    return "add \(name(child)) as a plain child of \(name(parent))"
  }

  func removeFromParent() -> String {
    let children = controllers.filter { $0.parent != nil }
    guard let child = children.isEmpty ? nil : rng.pick(children) else { return "no child" }
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    return "remove \(name(child)) from its parent"
  }

  func dropController() -> String {
    let candidates = controllers.filter { $0 !== window.rootViewController }
    guard let controller = candidates.isEmpty ? nil : rng.pick(candidates) else { return "nothing to drop" }
    let label = name(controller)
    drop(controller)
    return "drop \(label)"
  }

  // MARK: Queries

  func query() -> String {
    guard let controller = arrangements.isEmpty ? nil : rng.pick(arrangements) else { return "no arrangement" }
    _ = controller.currentLayout
    _ = controller.explainLayout()
    _ = controller.state(for: rng.pick(ViewPlacement.allCases))
    return "query \(name(controller))"
  }

  /// A short, stable name for messages.
  func name(_ controller: ViewController) -> String {
    if let index = arrangements.firstIndex(where: { $0 === controller }) { return "arrangement[\(index)]" }
    if let index = leaves.firstIndex(where: { $0 === controller }) { return "leaf[\(index)]" }
    if let index = navigations.firstIndex(where: { $0 === controller }) { return "navigation[\(index)]" }
    if let index = tabBars.firstIndex(where: { $0 === controller }) { return "tabs[\(index)]" }
    return "\(type(of: controller))"
  }
}
