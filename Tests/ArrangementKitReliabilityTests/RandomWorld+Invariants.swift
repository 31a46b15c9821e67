import ArrangementKit
import ArrangementTesting
import Foundation

extension RandomWorld {
  /// The latest layout of every arrangement controller, as (state, frame) per placement.
  typealias Snapshot = [ObjectIdentifier: ArrangementLayout?]

  func snapshot() -> Snapshot {
    var result: Snapshot = [:]
    for arrangement in arrangements { result[ObjectIdentifier(arrangement)] = arrangement.currentLayout }
    return result
  }

  /// Checks every invariant of issue 7 after a step; returns the broken ones.
  func violations(before: Snapshot) -> [String] {
    var problems = log.problems
    log.problems.removeAll()
    for box in droppedThisStep where box.object != nil {
      problems.append("a dropped controller (\(box.label)) is still alive: something retains it")
    }
    droppedThisStep.removeAll()
    problems += hierarchyViolations()
    problems += containerViolations()
    problems += barViolations()
    problems += appearanceViolations()
    for arrangement in arrangements {
      problems += slotViolations(arrangement)
      problems += observerViolations(arrangement, before: before[ObjectIdentifier(arrangement)] ?? nil)
    }
    log.transitions.removeAll()
    return problems
  }

  /// Each child has at most one parent and is listed once, a controller sits in at most one
  /// slot, and its view is listed once by its superview (parents and children agreeing and the
  /// absence of cycles are `structuralViolations()`'s, checked first). One pass with counters:
  /// this runs after each of half a million steps.
  func hierarchyViolations() -> [String] {
    var problems: [String] = []
    let all = controllers
    var parentCount: [ObjectIdentifier: Int] = [:]
    for controller in all {
      let children = controller.children
      for (index, child) in children.enumerated() {
        parentCount[ObjectIdentifier(child), default: 0] += 1
        for other in children[(index + 1)...] where other === child {
          problems.append("\(name(child)) is twice among the children of \(name(controller))")
        }
      }
    }
    var slotCount: [ObjectIdentifier: Int] = [:]
    for arrangement in arrangements {
      for placement in ViewPlacement.allCases {
        if let controller = arrangement.viewController(for: placement) {
          slotCount[ObjectIdentifier(controller), default: 0] += 1
        }
      }
    }
    for controller in all {
      let id = ObjectIdentifier(controller)
      if let count = parentCount[id], count > 1 { problems.append("\(name(controller)) has \(count) parents") }
      if let count = slotCount[id], count > 1 { problems.append("\(name(controller)) is in \(count) slots") }
      // A controller's view is listed exactly once by its superview.
      if controller.isViewLoaded, let view = controller.view, let superview = view.superview {
        var listed = 0
        for subview in superview.subviews where subview === view { listed += 1 }
        if listed != 1 { problems.append("\(name(controller))'s view is listed \(listed) times by its superview") }
      }
    }
    return problems
  }

  /// C1, C3, C6, C7, C10, S12 and "states agree with the latest layout" for one arrangement.
  func slotViolations(_ arrangement: ArrangementController) -> [String] {
    var problems: [String] = []
    var me: String { name(arrangement) }
    // State queries run any pending layout first (C3).
    let states = ViewPlacement.allCases.map { arrangement.state(for: $0) }
    guard let layout = arrangement.currentLayout else {
      if ViewPlacement.allCases.contains(where: { arrangement.viewController(for: $0) != nil }) {
        problems.append("\(me) has filled slots but no layout")
      }
      return problems
    }
    let container: View = arrangement.view
    let freshContext = context(of: arrangement)
    let fresh = arrangement.arrangement.layout(in: freshContext)
    var explained = false
    for (index, placement) in ViewPlacement.allCases.enumerated() {
      let entry = layout[placement]
      guard let controller = arrangement.viewController(for: placement) else {
        if states[index] != nil { problems.append("\(me).\(placement) is empty but has a state") }
        if entry != nil {
          problems.append(
            "\(me).\(placement) is empty but the latest layout has it: \(layout) (C5); \(layoutFlags(container))")
        }
        continue
      }
      var child: String { name(controller) }
      if arrangement.placement(for: controller) != placement {
        problems.append("\(me).placement(for: \(child)) is not \(placement) (C3)")
      }
      guard let entry, let state = states[index] else {
        problems.append("\(me).\(placement) holds \(child) but has no state or layout entry (C3)")
        continue
      }
      if state != entry.state {
        problems.append("\(me).\(placement): state(for:) \(state) differs from the latest layout \(entry.state)")
      }
      if let expected = fresh[placement] {
        if expected.state != entry.state || !LengthTolerance.isEqual(expected.frame, entry.frame) {
          problems.append(
            "\(me).\(placement): the latest layout \(entry) differs from solving its inputs now: \(expected) (C5)")
          if !explained {
            explained = true
            problems.append(
              "    inputs now: \(freshContext)\n    the controller's explanation:\n      "
                + arrangement.explainLayout().steps.joined(separator: "\n      "))
          }
        }
      } else {
        problems.append("\(me).\(placement): solving its inputs now has no entry")
      }
      if state.isHidden {
        if controller.parent != nil {
          problems.append("\(me).\(placement): hidden \(child) still has parent \(name(controller.parent!)) (C6)")
        }
        if controller.isViewLoaded, controller.view.superview != nil {
          problems.append("\(me).\(placement): hidden \(child)'s view is still in a superview (C6)")
        }
        if controller.arrangementViewController != nil {
          problems.append("\(me).\(placement): hidden \(child) reports an arrangement controller (C6)")
        }
      } else {
        if controller.parent !== arrangement {
          problems.append("\(me).\(placement): shown \(child) is not its child (C6)")
        }
        if controller.view.superview !== container {
          problems.append("\(me).\(placement): shown \(child)'s view is not installed (C6)")
        }
        if controller.arrangementViewController !== arrangement {
          problems.append("\(me).\(placement): \(child).arrangementViewController is not \(me) (C10)")
        }
        if !LengthTolerance.isEqual(controller.view.frame, entry.frame) {
          problems.append(
            "\(me).\(placement): \(child)'s view frame \(controller.view.frame) is not the layout's \(entry.frame) (C6)"
          )
        }
        problems += foldViolations(arrangement, placement: placement, frame: entry.frame)
      }
    }
    // C7: the primary's view is above the secondary's.
    if let primary = arrangement.viewController(for: .primary),
      let secondary = arrangement.viewController(for: .secondary),
      states[0]?.isHidden == false, states[1]?.isHidden == false,
      let p = container.subviews.firstIndex(where: { $0 === primary.view }),
      let s = container.subviews.firstIndex(where: { $0 === secondary.view }), p < s
    {
      problems.append("\(me): the primary's view is below the secondary's (C7)")
    }
    return problems
  }

  /// The solver input the arrangement controller should be using, rebuilt from public API.
  func context(of arrangement: ArrangementController) -> ArrangementContext {
    let view: View = arrangement.view
    let traits = arrangement.traitCollection
    let inWindow = view.window != nil
    func content(_ placement: ViewPlacement) -> ArrangementContext.PlacementContent? {
      guard let controller = arrangement.viewController(for: placement) else { return nil }
      let size = controller.preferredContentSize
      return .init(intrinsicContentSize: size == .zero ? nil : size)
    }
    return ArrangementContext(
      bounds: CGRect(origin: .zero, size: view.bounds.size),
      horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
      layoutDirection: traits.layoutDirection,
      displayScale: inWindow && arrangement.snapsToPixels ? traits.displayScale : nil,
      reservedRegions: view.reservedRegions(kind: .division, options: .includeInactive),
      primary: content(.primary), secondary: content(.secondary))
  }

  /// S12: a shown frame never lies on an active division that separates the container.
  func foldViolations(_ arrangement: ArrangementController, placement: ViewPlacement, frame: CGRect) -> [String] {
    let view: View = arrangement.view
    let container = CGRect(origin: .zero, size: view.bounds.size)
    var problems: [String] = []
    // A container with a bad size (the caller's input) is sanitized by the solver; the frames
    // it produces must still be finite.
    guard [frame.minX, frame.maxX, frame.minY, frame.maxY].allSatisfy(\.isFinite) else {
      return ["\(name(arrangement)).\(placement): non-finite frame \(frame) (S12)"]
    }
    guard [container.maxX, container.maxY].allSatisfy(\.isFinite) else { return [] }
    for region in view.reservedRegions(kind: .division) {
      let band = region.frame.intersection(container)
      guard !band.isNull, band.width > 0, band.height > 0 else { continue }
      let runsTopToBottom =
        band.height >= container.height - 1 && band.minX - container.minX > 0.001 && container.maxX - band.maxX > 0.001
      let runsAcross =
        band.width >= container.width - 1 && band.minY - container.minY > 0.001 && container.maxY - band.maxY > 0.001
      guard runsTopToBottom || runsAcross else { continue }
      let overlapX = min(frame.maxX, band.maxX) - max(frame.minX, band.minX)
      let overlapY = min(frame.maxY, band.maxY) - max(frame.minY, band.minY)
      if overlapX > 0.001 && overlapY > 0.001 {
        problems.append("\(name(arrangement)).\(placement): shown frame \(frame) lies on the fold \(band) (S12)")
      }
    }
    return problems
  }

  /// C9: a controller whose layout changed notified each of its observers; the last
  /// notification describes the latest layout.
  func observerViolations(_ arrangement: ArrangementController, before: ArrangementLayout?) -> [String] {
    let id = serials[ObjectIdentifier(arrangement)] ?? 0
    let observers = tokens.filter { $0.observed == id && !$0.token.isCancelled }.count
    let delivered = log.transitions[id] ?? []
    guard let now = arrangement.currentLayout else { return [] }
    var problems: [String] = []
    if let last = delivered.last, !ArrangementLayout.layoutsMatch(last.to, now) {
      problems.append(
        "\(name(arrangement)): the last transition ends at \(last.to), not at the latest layout \(now) (C9)")
    }
    if observers > 0, before != nil, !ArrangementLayout.layoutsMatch(before, now), delivered.count < observers {
      problems.append(
        "\(name(arrangement)): its layout changed but only \(delivered.count) notifications reached \(observers) observers (C9)"
      )
    }
    return problems
  }

  /// `needsLayout` of a view and its superviews, for failure messages.
  func layoutFlags(_ view: View) -> String {
    var flags: [String] = []
    var current: View? = view
    while let v = current {
      flags.append("\(type(of: v))\(v.viewController.map { "(" + name($0) + ")" } ?? "") needsLayout \(v.needsLayout)")
      current = v.superview
    }
    return "views up: " + flags.joined(separator: " → ")
  }
}
