import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Decisions where the spec is silent (Docs/Decisions-Kit.md), checked through the public API.
@MainActor
@Suite("Containment edge cases (C1, C3, C6 decisions)")
struct ContainmentEdgeCaseTests {
  @Test("C1: removeFromParent() on a placed child empties its slot")
  func removeFromParentEmptiesSlot() {
    let (arrangement, primary, _) = makeArrangement()
    primary.willMove(toParent: nil)
    primary.view.removeFromSuperview()
    primary.removeFromParent()
    #expect(arrangement.viewController(for: .primary) == nil)
    #expect(arrangement.placement(for: primary) == nil)
    #expect(arrangement.state(for: .primary) == nil)
  }

  @Test("C1: another controller's addChild takes a placed child out of its slot")
  func addChildElsewhereEmptiesSlot() {
    let (arrangement, _, secondary) = makeArrangement()
    let other = ViewController()
    other.addChild(secondary)
    #expect(secondary.parent === other)
    #expect(arrangement.viewController(for: .secondary) == nil)
    #expect(!arrangement.children.contains { $0 === secondary })
  }

  @Test("C1: addChild elsewhere also frees a hidden, detached child's slot")
  func addChildFreesDetachedChild() {
    let (arrangement, _, secondary) = makeArrangement(width: 400, height: 800)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    arrangement.view.layoutIfNeeded()
    #expect(secondary.parent == nil)
    let other = ViewController()
    other.addChild(secondary)
    #expect(arrangement.viewController(for: .secondary) == nil)
  }

  @Test("C1: moving a hidden child to the other slot re-attaches it")
  func movingHiddenChildReattaches() {
    let (arrangement, primary, secondary) = makeArrangement(width: 400, height: 800)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    arrangement.view.layoutIfNeeded()
    #expect(secondary.parent == nil)
    arrangement.setViewController(secondary, for: .primary)
    #expect(secondary.parent === arrangement)
    #expect(primary.parent == nil)
    arrangement.view.layoutIfNeeded()
    #expect(same(secondary.view.frame, rect(0, 0, 400, 800)))
  }

  @Test("C3: a replaced hidden child leaves without extra callbacks")
  func replacingHiddenChild() {
    let log = EventLog()
    let (arrangement, _, secondary) = makeArrangement(width: 400, height: 800, log: log)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    arrangement.view.layoutIfNeeded()
    log.clear()
    arrangement.setViewController(ViewController(), for: .secondary)
    #expect(log.events(of: "secondary").isEmpty)
    #expect(secondary.parent == nil)
  }

  @Test("C5: a view controller deallocated with its arrangement leaves no dangling parent")
  func deallocation() {
    let child = ViewController()
    do {
      let arrangement = ArrangementController()
      arrangement.view.frame = rect(0, 0, 100, 100)
      arrangement.setViewController(child, for: .primary)
      arrangement.view.layoutIfNeeded()
      #expect(child.parent === arrangement)
    }
    #expect(child.parent == nil)
    #expect(child.view.superview == nil)
    #expect(child.arrangementViewController == nil)
  }

  @Test("C6: a frame set while detached is replaced before the view is re-attached")
  func reattachedFrame() {
    final class FrameProbe: ViewController {
      var frameAtAppearance: CGRect?
      override func didMove(toParent parent: ViewController?) {
        if parent != nil { frameAtAppearance = view.frame }
      }
    }
    let arrangement = ArrangementController()
    arrangement.view.frame = rect(0, 0, 400, 800)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    let probe = FrameProbe()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(probe, for: .secondary)
    arrangement.view.layoutIfNeeded()  // hidden: detached
    arrangement.view.frame = rect(0, 0, 1000, 800)
    arrangement.view.layoutIfNeeded()  // shown again
    #expect(same(probe.frameAtAppearance!, rect(500, 0, 500, 800)))
  }
}
