import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A recording controller that also notes, in its disappearance callbacks, whether it is
/// being dismissed.
@MainActor
final class DismissalProbe: RecordingController {
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if !isBeingDismissed { log.record("\(name).notBeingDismissed") }
  }
}

@MainActor
@Suite("Dismissing a stack of presentations (N3)")
struct PresentationStackTests {
  /// The window's root with three presentations stacked over it: first, second, third.
  private func makeStack(log: EventLog) -> (DeviceSimulator, ViewController, [DismissalProbe]) {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let root = ViewController()
    simulator.window.rootViewController = root
    let stack = ["first", "second", "third"].map { DismissalProbe($0, log: log) }
    var presenter = root
    for controller in stack {
      presenter.present(controller, animated: false)
      presenter = controller
    }
    log.clear()
    return (simulator, root, stack)
  }

  @Test(
    "N3: dismissing from lower in a stack animates only the top-most; the ones between leave without animation, top first",
    arguments: [false, true])
  func dismissingLowerAnimatesOnlyTheTopMost(animated: Bool) {
    // Who is asked (index into [root, first, second, third]) and how many presentations go.
    for (asker, dismissed) in [(0, 3), (1, 2), (2, 1), (3, 1)] {
      let log = EventLog()
      let (simulator, root, stack) = makeStack(log: log)
      let askers = [root] + stack
      var completed = false
      askers[asker].dismiss(animated: animated) { completed = true }
      #expect(completed)
      let leaving = Array(stack.suffix(dismissed).reversed())
      let expected = leaving.enumerated().flatMap { index, controller in
        let flag = index == 0 ? animated : false
        return ["\(controller.name).viewWillDisappear(\(flag))", "\(controller.name).viewDidDisappear(\(flag))"]
      }
      #expect(log.events.filter { $0.contains("ppear") || $0.contains("notBeing") } == expected, "asked: \(asker)")
      let remaining = stack.dropLast(dismissed)
      #expect(simulator.window.subviews.count == 1 + remaining.count, "asked: \(asker)")
      #expect((remaining.last ?? root).presentedViewController == nil, "asked: \(asker)")
      for controller in leaving {
        #expect(controller.presentingViewController == nil && controller.view.superview == nil)
        #expect(!controller.isBeingDismissed)
      }
    }
  }

  @Test("N3: presenting again after a stack was dismissed from below animates as asked")
  func presentAfterDismissal() {
    let log = EventLog()
    let (_, root, stack) = makeStack(log: log)
    root.dismiss(animated: true)
    log.clear()
    root.present(stack[2], animated: true)
    #expect(transitionEvents(log) == ["third.viewWillAppear(true)", "third.viewDidAppear(true)"])
    #expect(stack[2].presentingViewController === root)
  }
}
