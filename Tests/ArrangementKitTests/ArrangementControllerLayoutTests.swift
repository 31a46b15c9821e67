@_spi(Testing) import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("ArrangementController layout (C4–C7)")
struct ArrangementControllerLayoutTests {
  @Test("C4: the controller starts with .split")
  func startsWithSplit() {
    let arrangement = ArrangementController()
    #expect(arrangement.arrangement.isEqual(to: SplitArrangement.split))
  }

  @Test("C4: mutating the caller's copy afterwards changes nothing")
  func arrangementsAreValues() {
    let (arrangement, _, _) = makeArrangement()
    var mine = SplitArrangement().axes(.vertical)
    arrangement.updateArrangement(mine)
    mine.axes = .horizontal
    #expect((arrangement.arrangement as? SplitArrangement)?.axes == .vertical)
  }

  @Test("C4: an equal arrangement schedules no layout")
  func equalArrangementIsIgnored() {
    let (arrangement, _, _) = makeArrangement()
    let solves = arrangement.solveCount
    arrangement.updateArrangement(SplitArrangement())
    #expect(!arrangement.view.needsLayout)
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.solveCount == solves)
  }

  @Test("C4: a custom arrangement conformance is solved through the protocol")
  func customArrangement() {
    struct Stacked: Arrangement {
      var defaultViewProperties: Int { 0 }
      mutating func setViewProperties(_ properties: Int, for placement: ViewPlacement) {}
      func viewProperties(for placement: ViewPlacement) -> Int { 0 }
      func layout(in context: ArrangementContext) -> ArrangementLayout {
        let half = context.bounds.height / 2
        let state = ViewState(isHidden: false, splitAxis: .vertical, zIndex: 0)
        return ArrangementLayout(
          primary: .init(frame: CGRect(x: 0, y: 0, width: context.bounds.width, height: half), state: state),
          secondary: .init(frame: CGRect(x: 0, y: half, width: context.bounds.width, height: half), state: state))
      }
    }
    let (arrangement, primary, secondary) = makeArrangement()
    arrangement.updateArrangement(Stacked())
    arrangement.view.layoutIfNeeded()
    #expect(same(primary.view.frame, rect(0, 0, 1200, 400)))
    #expect(same(secondary.view.frame, rect(0, 400, 1200, 400)))
  }

  @Test("C5: many changes before a pass solve once")
  func changesCoalesce() {
    let (arrangement, primary, _) = makeArrangement()
    let solves = arrangement.solveCount
    arrangement.view.frame = rect(0, 0, 1000, 800)
    arrangement.view.frame = rect(0, 0, 900, 700)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    arrangement.traitOverrides.verticalSizeClass = .regular
    primary.preferredContentSize = CGSize(width: 300, height: 0)
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.solveCount == solves + 1)
    #expect(same(primary.view.frame, rect(0, 0, 300, 700)))
  }

  @Test("C5: nothing solves when nothing changed")
  func unchangedPassDoesNotSolve() {
    let (arrangement, _, _) = makeArrangement()
    let solves = arrangement.solveCount
    arrangement.view.layoutIfNeeded()
    arrangement.view.setNeedsLayout()
    arrangement.view.layoutIfNeeded()
    arrangement.view.frame = rect(0, 0, 1200, 800)  // same size
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.solveCount == solves)
  }

  @Test(
    "C5: each kind of input change marks the layout as needed",
    arguments: [
      "bounds", "traits", "regions", "arrangement", "slot", "preferredContentSize",
    ])
  func everyInputMarksLayout(change: String) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ArrangementController()
    let primary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    simulator.window.rootViewController = arrangement
    let solves = arrangement.solveCount
    switch change {
    case "bounds": simulator.orientation = .portrait
    case "traits": arrangement.traitOverrides.horizontalSizeClass = .compact
    case "regions": simulator.posture = .book
    case "arrangement": arrangement.updateArrangement(.overlay)
    case "slot": arrangement.setViewController(ViewController(), for: .secondary)
    default: primary.preferredContentSize = CGSize(width: 200, height: 200)
    }
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.solveCount == solves + 1, "change: \(change)")
  }

  @Test("C5: the context carries the preferred content size as intrinsic size")
  func preferredContentSizeFeedsIntrinsicSizing() {
    let (arrangement, primary, secondary) = makeArrangement(width: 1000, height: 600)
    primary.preferredContentSize = CGSize(width: 320, height: 0)
    arrangement.view.layoutIfNeeded()
    #expect(same(primary.view.frame, rect(0, 0, 320, 600)))
    #expect(same(secondary.view.frame, rect(320, 0, 680, 600)))
    primary.preferredContentSize = .zero  // none again: equal halves
    arrangement.view.layoutIfNeeded()
    #expect(same(primary.view.frame, rect(0, 0, 500, 600)))
  }

  @Test("C6: shown children get their frames")
  func shownChildrenGetFrames() {
    let (arrangement, primary, secondary) = makeArrangement(width: 700, height: 1000)
    #expect(same(primary.view.frame, rect(0, 0, 700, 500)))
    #expect(same(secondary.view.frame, rect(0, 500, 700, 500)))
    #expect(same(arrangement.currentLayout![.primary]!.frame, primary.view.frame))
  }

  @Test("C6: hidden child is detached and re-attached as the same instance")
  func hiddenChildDetachesAndReattaches() {
    let log = EventLog()
    let (arrangement, _, secondary) = makeArrangement(log: log)
    let secondaryView = secondary.view!
    log.clear()
    arrangement.updateArrangement(SplitArrangement().axes(.vertical))  // wide: vertical not natural
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(secondary.parent == nil)
    #expect(secondary.view.superview == nil)
    #expect(secondary.arrangementViewController == nil)
    #expect(!arrangement.children.contains { $0 === secondary })
    #expect(log.events(of: "secondary").filter { $0.contains("Move") } == ["willMove(nil)", "didMove(nil)"])
    #expect(arrangement.viewController(for: .secondary) === secondary)

    log.clear()
    arrangement.updateArrangement(SplitArrangement())
    arrangement.view.layoutIfNeeded()
    #expect(secondary.parent === arrangement)
    #expect(secondary.view === secondaryView)
    #expect(secondary.view.superview === arrangement.view)
    #expect(secondary.arrangementViewController === arrangement)
    #expect(same(secondary.view.frame, rect(600, 0, 600, 800)))
    #expect(
      log.events(of: "secondary").filter { $0.contains("Move") } == [
        "willMove(ArrangementController)", "didMove(ArrangementController)",
      ])
  }

  @Test("C6: a child placed while the arrangement hides it is detached by the next pass")
  func placedHiddenChild() {
    let (arrangement, primary, _) = makeArrangement(width: 400, height: 800)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    let replacement = ViewController()
    arrangement.setViewController(replacement, for: .secondary)
    #expect(replacement.parent === arrangement)  // C1: added at once
    arrangement.view.layoutIfNeeded()
    #expect(replacement.parent == nil)  // C6: hidden, so detached
    #expect(arrangement.viewController(for: .secondary) === replacement)
    #expect(same(primary.view.frame, rect(0, 0, 400, 800)))
  }

  @Test("C6: appearance callbacks fire for children shown or hidden in a window")
  func appearanceCallbacks() {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ArrangementController()
    let player = RecordingController("player", log: log)
    let tabs = RecordingController("tabs", log: log)
    arrangement.setViewController(player, for: .primary)
    arrangement.setViewController(tabs, for: .secondary)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    simulator.window.rootViewController = arrangement
    #expect(
      log.events(of: "tabs").filter { $0.contains("Appear") } == ["viewWillAppear(false)", "viewDidAppear(false)"])
    log.clear()
    simulator.posture = .closed
    simulator.orientation = .portrait  // cover, portrait: vertical not allowed, tabs hidden
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(
      log.events(of: "tabs").filter { $0.contains("ppear") } == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
    #expect(log.events(of: "player").filter { $0.contains("ppear") }.isEmpty)
    log.clear()
    arrangement.setViewController(nil, for: .primary, animated: true)
    arrangement.view.layoutIfNeeded()  // tabs is alone now: shown again
    #expect(
      log.events(of: "player").filter { $0.contains("ppear") } == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
    #expect(log.events(of: "tabs").filter { $0.contains("ppear") } == ["viewWillAppear(true)", "viewDidAppear(true)"])
  }

  @Test("C6: no appearance callbacks outside a window")
  func noAppearanceOutsideWindow() {
    let log = EventLog()
    let (arrangement, _, _) = makeArrangement(log: log)
    arrangement.updateArrangement(SplitArrangement().axes(.vertical))
    arrangement.view.layoutIfNeeded()
    #expect(!log.events.contains { $0.contains("ppear") })
  }

  @Test("C7: the primary's view is above the secondary's")
  func drawingOrder() {
    let arrangement = ArrangementController()
    arrangement.view.frame = rect(0, 0, 1200, 800)
    let primary = ViewController()
    let secondary = ViewController()
    // Place the secondary last so its view would naturally be on top.
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    arrangement.view.layoutIfNeeded()
    let subviews = arrangement.view.subviews
    let primaryIndex = subviews.firstIndex { $0 === primary.view }!
    let secondaryIndex = subviews.firstIndex { $0 === secondary.view }!
    #expect(primaryIndex > secondaryIndex)
    // Re-attaching a hidden primary keeps it on top.
    arrangement.setViewController(secondary, for: .primary)
    arrangement.setViewController(primary, for: .secondary)
    arrangement.setViewController(secondary, for: .secondary)
    arrangement.setViewController(primary, for: .primary)
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.view.subviews.last === primary.view)
  }

  @Test("C7: overlay keeps the primary above the layered secondary")
  func overlayDrawingOrder() {
    let (arrangement, primary, secondary) = makeArrangement()
    arrangement.updateArrangement(.overlay)
    #expect(arrangement.state(for: .primary)?.zIndex == 1)
    #expect(arrangement.view.subviews.last === primary.view)
    #expect(same(secondary.view.frame, rect(0, 0, 1200, 800)))
  }

  @Test("C6: frames follow the view's bounds origin")
  func boundsOriginOffsetsFrames() {
    let (arrangement, primary, _) = makeArrangement()
    arrangement.view.bounds = rect(10, 20, 1200, 800)
    arrangement.view.layoutIfNeeded()
    #expect(same(primary.view.frame, rect(10, 20, 600, 800)))
  }

  @Test(
    "C3: currentLayout is the layout the arrangement computed, with and without diagnostics",
    arguments: [(width: CGFloat(1200), diagnosed: false), (width: CGFloat.nan, diagnosed: true)])
  func currentLayoutIsTheSolvedLayout(width: CGFloat, diagnosed: Bool) {
    let (arrangement, _, _) = makeArrangement(width: width)
    let solved = arrangement.explainLayout().layout
    let current = arrangement.currentLayout
    #expect(current == solved)
    #expect(current?.diagnostics == solved.diagnostics)
    #expect(current?.description == solved.description)
    #expect(current?.diagnostics.isEmpty == !diagnosed)
  }

  @Test("E1: explainLayout() explains the current context")
  func explainLayout() {
    let (arrangement, _, _) = makeArrangement()
    let explanation = arrangement.explainLayout()
    #expect(!explanation.steps.isEmpty)
    #expect(explanation.layout == arrangement.currentLayout)
  }
}
