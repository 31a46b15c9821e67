@_spi(Testing) import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Transitions and observers (C8, C9)")
struct TransitionTests {
  @Test("C9: observers are told once per changing pass, never for unchanged passes")
  func oncePerChangingPass() {
    let (arrangement, _, _) = makeArrangement()
    var transitions: [ArrangementTransition] = []
    let token = arrangement.addObserver { transitions.append($0) }
    arrangement.view.frame = rect(0, 0, 1000, 800)
    arrangement.view.frame = rect(0, 0, 900, 800)
    arrangement.view.layoutIfNeeded()
    #expect(transitions.count == 1)
    arrangement.view.setNeedsLayout()
    arrangement.view.layoutIfNeeded()
    #expect(transitions.count == 1)
    // A change whose solve gives the same frames and states notifies nobody.
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    arrangement.view.layoutIfNeeded()
    #expect(transitions.count == 1)
    _ = token
  }

  @Test("C8: the transition carries the old and new layout")
  func transitionContents() {
    let (arrangement, _, _) = makeArrangement()
    let before = arrangement.currentLayout
    var received: ArrangementTransition?
    let token = arrangement.addObserver { received = $0 }
    arrangement.view.frame = rect(0, 0, 600, 1000)
    arrangement.view.layoutIfNeeded()
    #expect(received?.from == before)
    #expect(received?.to == arrangement.currentLayout)
    #expect(received?.isAnimated == false)
    #expect(received?.duration == 0)
    #expect(received?.state(for: .primary)?.splitAxis == .vertical)
    token.cancel()
  }

  @Test("C8: frames interpolate linearly between the two layouts")
  func interpolation() {
    let (arrangement, _, _) = makeArrangement()
    var received: ArrangementTransition?
    let token = arrangement.addObserver { received = $0 }
    arrangement.updateArrangement(split(primaryWidth: .init(preferred: .absolute(300))), animated: true)
    arrangement.view.layoutIfNeeded()
    let transition = try! #require(received)
    #expect(transition.isAnimated)
    #expect(transition.duration == 0.3)
    #expect(same(transition.frame(for: .primary, at: 0), rect(0, 0, 600, 800)))
    #expect(same(transition.frame(for: .primary, at: 0.5), rect(0, 0, 450, 800)))
    #expect(same(transition.frame(for: .primary, at: 1), rect(0, 0, 300, 800)))
    #expect(same(transition.frame(for: .secondary, at: 0.5), rect(450, 0, 750, 800)))
    #expect(same(transition.frame(for: .secondary, at: -3), rect(600, 0, 600, 800)))  // clamped
    #expect(same(transition.frame(for: .secondary, at: 7), rect(300, 0, 900, 800)))
    #expect(same(transition.frame(for: .secondary, at: .nan), rect(300, 0, 900, 800)))
    token.cancel()
  }

  @Test("C8: a view being hidden or shown keeps its end frame")
  func visibilityChangesKeepEndFrames() {
    let (arrangement, _, _) = makeArrangement()
    var received: ArrangementTransition?
    let token = arrangement.addObserver { received = $0 }
    arrangement.updateArrangement(SplitArrangement().axes(.vertical), animated: true)
    arrangement.view.layoutIfNeeded()
    let hiding = try! #require(received)
    #expect(hiding.frame(for: .secondary, at: 0.5) == .zero)
    #expect(hiding.state(for: .secondary)?.isHidden == true)
    #expect(same(hiding.frame(for: .primary, at: 0.5), rect(0, 0, 900, 800)))
    arrangement.updateArrangement(SplitArrangement())
    arrangement.view.layoutIfNeeded()
    let showing = try! #require(received)
    #expect(!showing.isAnimated)
    #expect(same(showing.frame(for: .secondary, at: 0), rect(600, 0, 600, 800)))
    token.cancel()
  }

  @Test("C8: the first layout has no 'from'; absent placements report .zero")
  func firstLayout() {
    let arrangement = ArrangementController()
    arrangement.view.frame = rect(0, 0, 500, 500)
    var received: ArrangementTransition?
    let token = arrangement.addObserver { received = $0 }
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.view.layoutIfNeeded()
    #expect(received?.from == nil)
    #expect(received?.frame(for: .secondary, at: 0.5) == .zero)
    #expect(same(received!.frame(for: .primary, at: 0.5), rect(0, 0, 500, 500)))
    token.cancel()
  }

  @Test("C9: the observer stays registered while the token lives")
  func tokenLifetime() {
    let (arrangement, _, _) = makeArrangement()
    var calls = 0
    var token: ObservationToken? = arrangement.addObserver { _ in calls += 1 }
    arrangement.view.frame = rect(0, 0, 1000, 800)
    arrangement.view.layoutIfNeeded()
    #expect(calls == 1)
    #expect(token?.isCancelled == false)
    token = nil
    arrangement.view.frame = rect(0, 0, 900, 800)
    arrangement.view.layoutIfNeeded()
    #expect(calls == 1)
  }

  @Test("C9: cancel() stops the observer; cancelling twice is harmless")
  func cancel() {
    let (arrangement, _, _) = makeArrangement()
    var first = 0
    var second = 0
    let a = arrangement.addObserver { _ in first += 1 }
    let b = arrangement.addObserver { _ in second += 1 }
    a.cancel()
    a.cancel()
    arrangement.view.frame = rect(0, 0, 1000, 800)
    arrangement.view.layoutIfNeeded()
    #expect(first == 0 && second == 1)
    #expect(a.isCancelled)
    b.cancel()
  }

  @Test("C9: observers are told after the pass, with the children laid out")
  func toldAfterThePass() {
    let (arrangement, primary, _) = makeArrangement()
    var frameSeen = CGRect.null
    let token = arrangement.addObserver { _ in frameSeen = primary.view.frame }
    arrangement.view.frame = rect(0, 0, 1000, 800)
    arrangement.view.layoutIfNeeded()
    #expect(same(frameSeen, rect(0, 0, 500, 800)))
    token.cancel()
  }

  @Test("C9: a posture change notifies once even though many display values change")
  func postureChangeNotifiesOnce() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let (arrangement, _, _) = makeArrangement()
    simulator.window.rootViewController = arrangement
    var calls = 0
    let token = arrangement.addObserver { _ in calls += 1 }
    let solves = arrangement.solveCount
    simulator.posture = .book
    #expect(calls == 1)
    #expect(arrangement.solveCount == solves + 1)
    token.cancel()
  }
}
