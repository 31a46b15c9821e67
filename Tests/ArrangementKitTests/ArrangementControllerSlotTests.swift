@_spi(Testing) import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("ArrangementController slots (C1, C3)")
struct ArrangementControllerSlotTests {
  @Test("C1: a new child is added, its view installed, then didMove")
  func placingFollowsContainmentOrder() {
    let log = EventLog()
    let arrangement = ArrangementController()
    let player = RecordingController("player", log: log)
    arrangement.setViewController(player, for: .primary)
    #expect(
      log.events == [
        "player.willMove(ArrangementController)", "player.viewDidLoad",
        "player.didMove(ArrangementController)",
      ])
    #expect(player.parent === arrangement)
    #expect(player.view.superview === arrangement.view)
    #expect(arrangement.children.count == 1)
  }

  @Test("C1: a removed child gets willMove(nil), loses its view, then didMove(nil)")
  func emptyingASlotRemovesTheChild() {
    let log = EventLog()
    let (arrangement, primary, _) = makeArrangement(log: log)
    log.clear()
    arrangement.setViewController(nil, for: .primary)
    #expect(log.events(of: "primary").filter { $0.contains("Move") } == ["willMove(nil)", "didMove(nil)"])
    #expect(primary.parent == nil)
    #expect(primary.view.superview == nil)
    #expect(arrangement.viewController(for: .primary) == nil)
    #expect(arrangement.state(for: .primary) == nil)
  }

  @Test("C1: the view is removed between willMove(nil) and didMove(nil)")
  func viewRemovedBetweenCallbacks() {
    final class Probe: ViewController {
      var superviewAtWillMove: View?? = .none
      var superviewAtDidMove: View?? = .none
      override func willMove(toParent parent: ViewController?) {
        if parent == nil { superviewAtWillMove = .some(view.superview) }
      }
      override func didMove(toParent parent: ViewController?) {
        if parent == nil { superviewAtDidMove = .some(view.superview) }
      }
    }
    let arrangement = ArrangementController()
    let probe = Probe()
    arrangement.setViewController(probe, for: .secondary)
    arrangement.setViewController(nil, for: .secondary)
    #expect(probe.superviewAtWillMove! === arrangement.view)
    #expect(probe.superviewAtDidMove! == nil)
  }

  @Test("C1: assigning the controller already in the slot does nothing")
  func reassigningIsANoOp() {
    let log = EventLog()
    let (arrangement, primary, _) = makeArrangement(log: log)
    let solves = arrangement.solveCount
    log.clear()
    arrangement.setViewController(primary, for: .primary)
    arrangement.view.layoutIfNeeded()
    #expect(log.events.isEmpty)
    #expect(arrangement.solveCount == solves)
  }

  @Test("C1: a controller in the other slot moves and that slot empties")
  func movingBetweenSlots() {
    let log = EventLog()
    let (arrangement, primary, secondary) = makeArrangement(log: log)
    log.clear()
    arrangement.setViewController(secondary, for: .primary)
    #expect(arrangement.viewController(for: .primary) === secondary)
    #expect(arrangement.viewController(for: .secondary) == nil)
    #expect(primary.parent == nil)
    #expect(secondary.parent === arrangement)
    #expect(log.events(of: "secondary").filter { $0.contains("Move") }.isEmpty)
    arrangement.view.layoutIfNeeded()
    #expect(same(secondary.view.frame, rect(0, 0, 1200, 800)))
  }

  @Test("C1: a controller with another parent is removed from it first")
  func reparenting() {
    let log = EventLog()
    let other = RecordingController("other", log: log)
    let child = RecordingController("child", log: log)
    other.addChild(child)
    other.view.addSubview(child.view)
    child.didMove(toParent: other)
    log.clear()
    let arrangement = ArrangementController()
    arrangement.setViewController(child, for: .primary)
    #expect(other.children.isEmpty)
    #expect(child.parent === arrangement)
    #expect(child.view.superview === arrangement.view)
    #expect(
      log.events(of: "child") == [
        "willMove(nil)", "didMove(nil)", "willMove(ArrangementController)",
        "didMove(ArrangementController)",
      ])
  }

  @Test("C1: a controller placed in another arrangement leaves that arrangement's slot")
  func movingBetweenArrangements() {
    let (first, primary, _) = makeArrangement()
    let second = ArrangementController()
    second.setViewController(primary, for: .secondary)
    #expect(first.viewController(for: .primary) == nil)
    #expect(first.placement(for: primary) == nil)
    #expect(second.placement(for: primary) == .secondary)
    #expect(primary.parent === second)
    #expect(!first.children.contains { $0 === primary })
  }

  @Test("C3: placement(for:) names direct slots only")
  func placementQueries() {
    let (arrangement, primary, secondary) = makeArrangement()
    let grandchild = ViewController()
    primary.addChild(grandchild)
    #expect(arrangement.placement(for: primary) == .primary)
    #expect(arrangement.placement(for: secondary) == .secondary)
    #expect(arrangement.placement(for: grandchild) == nil)
    #expect(arrangement.placement(for: arrangement) == nil)
  }

  @Test("C3: state(for:) runs a pending layout first")
  func stateRunsPendingLayout() {
    let arrangement = ArrangementController()
    arrangement.view.frame = rect(0, 0, 1200, 800)
    let primary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    #expect(arrangement.state(for: .primary) == ViewState(isHidden: false, splitAxis: .horizontal, zIndex: 0))
    #expect(arrangement.state(for: .secondary) == nil)
    let secondary = ViewController()
    arrangement.setViewController(secondary, for: .secondary)
    // No explicit layoutIfNeeded: the query brings the layout up to date.
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    #expect(same(secondary.view.frame, rect(600, 0, 600, 800)))
  }

  @Test("C3: viewController(for:) returns a hidden child")
  func hiddenChildStaysInItsSlot() {
    let (arrangement, _, secondary) = makeArrangement(width: 400, height: 800)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(arrangement.viewController(for: .secondary) === secondary)
    #expect(arrangement.placement(for: secondary) == .secondary)
  }
}
