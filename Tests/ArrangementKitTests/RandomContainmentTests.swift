import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Random slot operations keep the hierarchy sound (C1, C3, C6, C7)")
struct RandomContainmentTests {
  /// Every invariant the object model promises about slots, parents and views.
  func checkInvariants(_ arrangements: [ArrangementController], _ pool: [ViewController], seed: UInt64, step: Int) {
    let context = "seed \(seed), step \(step)"
    // A hidden, detached arrangement is outside the window's pass: bring every one up to date.
    for arrangement in arrangements { arrangement.view.layoutIfNeeded() }
    for controller in pool {
      let owners = arrangements.filter { $0.placement(for: controller) != nil }
      #expect(owners.count <= 1, "controller in two arrangements (\(context))")
      if let parent = controller.parent {
        #expect(parent.children.filter { $0 === controller }.count == 1, "parent lists child once (\(context))")
        #expect(controller.view.superview === parent.view, "view follows parent (\(context))")
      } else if controller.isViewLoaded, let owner = owners.first {
        #expect(controller.view.superview !== owner.view, "detached view left installed (\(context))")
      }
      if let owner = owners.first, let placement = owner.placement(for: controller) {
        #expect(owner.viewController(for: placement) === controller, "slot query agrees (\(context))")
        if controller.parent === owner {
          #expect(owner.state(for: placement)?.isHidden == false, "attached child is shown (\(context))")
        } else {
          #expect(controller.parent == nil, "placed child has no other parent (\(context))")
          #expect(owner.state(for: placement)?.isHidden == true, "detached child is hidden (\(context))")
        }
      } else {
        #expect(
          !arrangements.contains { $0 === controller.parent }, "unplaced child left in an arrangement (\(context))")
      }
    }
    for arrangement in arrangements {
      #expect(
        arrangement.viewController(for: .primary) == nil
          || arrangement.viewController(for: .primary) !== arrangement.viewController(for: .secondary))
      if let primary = arrangement.viewController(for: .primary), primary.parent === arrangement,
        let secondary = arrangement.viewController(for: .secondary), secondary.parent === arrangement
      {
        let subviews = arrangement.view.subviews
        let p = subviews.firstIndex { $0 === primary.view }!
        let s = subviews.firstIndex { $0 === secondary.view }!
        #expect(p > s, "C7 primary above secondary (\(context))")
      }
    }
  }

  @Test("C1/C6: random placements, moves, removals, arrangements and postures", arguments: 1...12)
  func randomOperations(run: Int) {
    let seed = UInt64(0xA11A_0000 + run)
    var random = SeededGenerator(seed: seed)
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    simulator.recordsLayoutDiagnostics = false  // random arrangements include bad numbers on purpose
    let outer = ArrangementController()
    let inner = ArrangementController()
    outer.setViewController(inner, for: .secondary)
    simulator.window.rootViewController = outer
    let pool = (0..<5).map { _ in ViewController() }
    let arrangements = [outer, inner]
    let choices: [any Arrangement] = [
      SplitArrangement(), SplitArrangement().axes(.horizontal), SplitArrangement().axes(.vertical),
      OverlayArrangement(), OverlayArrangement().axes(.vertical),
    ]
    for step in 0..<60 {
      let target = arrangements[Int.random(in: 0..<2, using: &random)]
      let placement: ViewPlacement = Bool.random(using: &random) ? .primary : .secondary
      switch Int.random(in: 0..<7, using: &random) {
      case 0, 1:
        target.setViewController(
          pool.randomElement(using: &random), for: placement,
          animated: Bool.random(using: &random))
      case 2:
        target.setViewController(nil, for: placement)
      case 3:
        if let arrangement = choices.randomElement(using: &random) { target.updateArrangement(arrangement) }
      case 4:
        simulator.posture = Posture.allCases.randomElement(using: &random)!
      case 5:
        simulator.orientation = Orientation.allCases.randomElement(using: &random)!
      default:
        pool.randomElement(using: &random)!.preferredContentSize =
          CGSize(width: CGFloat(Int.random(in: 0...500, using: &random)), height: 0)
      }
      if Bool.random(using: &random) { outer.view.layoutIfNeeded() }
      if step % 3 == 0 {
        outer.view.layoutIfNeeded()
        checkInvariants(arrangements, pool, seed: seed, step: step)
      }
    }
    outer.view.layoutIfNeeded()
    checkInvariants(arrangements, pool, seed: seed, step: 60)
  }
}
