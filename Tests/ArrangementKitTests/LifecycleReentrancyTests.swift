import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A recording pane that runs `hook` from one of its callbacks (C13).
@MainActor
final class ReentrantPane: RecordingController {
  /// The callbacks a pane may call back into its arrangement from.
  enum Callback: String, CaseIterable, Sendable {
    case viewWillAppear, viewDidAppear, viewWillLayoutSubviews, viewDidLayoutSubviews
    case traitCollectionDidChange, hingeHandler
  }

  var callback = Callback.viewWillAppear
  var hook: (ReentrantPane) -> Void = { _ in }
  private var interaction: HingeInteraction?

  override func viewDidLoad() {
    super.viewDidLoad()
    let interaction = HingeInteraction { [unowned self] _, _ in self.run(.hingeHandler) }
    view.addInteraction(interaction)
    self.interaction = interaction
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    run(.viewWillAppear)
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    run(.viewDidAppear)
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    run(.viewWillLayoutSubviews)
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    run(.viewDidLayoutSubviews)
  }
  override func traitCollectionDidChange(_ previous: TraitCollection?) {
    super.traitCollectionDidChange(previous)
    run(.traitCollectionDidChange)
  }

  private func run(_ fired: Callback) {
    if fired == callback { hook(self) }
  }
}

/// The calls C13 lets a pane make from any of its callbacks.
enum ReentrantCall: String, CaseIterable, Sendable {
  case state, currentLayout, layoutIfNeeded, setViewController

  @MainActor
  func perform(from pane: ViewController) {
    guard let arrangement = pane.arrangementViewController else { return }
    switch self {
    case .state: _ = arrangement.state(for: .secondary)
    case .currentLayout: _ = arrangement.currentLayout
    case .layoutIfNeeded: arrangement.view.layoutIfNeeded()
    case .setViewController:
      // Assigning the slot's own controller again (C1: does nothing), through the whole call.
      if let placement = arrangement.placement(for: pane) { arrangement.setViewController(pane, for: placement) }
    }
  }
}

@MainActor
@Suite("Lifecycle: hidden panes and re-entrant calls (C12, C13)")
struct LifecycleReentrancyTests {
  /// The appearance callbacks of one pane in the log.
  static func appearance(of name: String, in log: EventLog) -> [String] {
    log.events(of: name).filter { $0.contains("ppear") }
  }

  /// A horizontal split of `player` and `tabs`: the closed portrait cover hides `tabs`, flat
  /// landscape shows both (as in C6's appearance test).
  static func makeArrangement(_ player: ViewController, _ tabs: ViewController) -> ArrangementController {
    let arrangement = ArrangementController()
    arrangement.setViewController(player, for: .primary)
    arrangement.setViewController(tabs, for: .secondary)
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    return arrangement
  }

  @Test("C12: a pane hidden from the start never appears; shown later, it appears once")
  func hiddenFromTheStart() {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let player = RecordingController("player", log: log)
    let tabs = RecordingController("tabs", log: log)
    let arrangement = Self.makeArrangement(player, tabs)
    simulator.window.rootViewController = arrangement
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(Self.appearance(of: "tabs", in: log).isEmpty)
    #expect(Self.appearance(of: "player", in: log) == ["viewWillAppear(false)", "viewDidAppear(false)"])
    log.clear()
    simulator.pose = Pose(.flat, .landscape)
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    #expect(Self.appearance(of: "tabs", in: log) == ["viewWillAppear(false)", "viewDidAppear(false)"])
    #expect(Self.appearance(of: "player", in: log).isEmpty)
  }

  @Test("C12: a pane hidden from the start of a nested arrangement never appears")
  func hiddenFromTheStartNested() {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let inner = Self.makeArrangement(
      RecordingController("innerPlayer", log: log), RecordingController("innerTabs", log: log))
    let outer = Self.makeArrangement(inner, RecordingController("tabs", log: log))
    simulator.window.rootViewController = outer
    #expect(Self.appearance(of: "tabs", in: log).isEmpty)
    #expect(Self.appearance(of: "innerTabs", in: log).isEmpty)
    #expect(Self.appearance(of: "innerPlayer", in: log) == ["viewWillAppear(false)", "viewDidAppear(false)"])
  }

  @Test("C13: a pane that asks for the secondary's state in viewWillAppear at install is not detached mid-appearance")
  func stateQueryInViewWillAppear() {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let player = ReentrantPane("player", log: log)
    let tabs = ReentrantPane("tabs", log: log)
    var answers: [Bool?] = []
    for pane in [player, tabs] {
      pane.hook = { pane in answers.append(pane.arrangementViewController?.state(for: .secondary)?.isHidden) }
    }
    let arrangement = Self.makeArrangement(player, tabs)
    simulator.window.rootViewController = arrangement
    // Answered from the layout of the pose the pane appears in: the cover hides the secondary.
    #expect(answers == [true])
    #expect(Self.appearance(of: "tabs", in: log).isEmpty)
    #expect(Self.appearance(of: "player", in: log) == ["viewWillAppear(false)", "viewDidAppear(false)"])
    log.clear()
    answers = []
    simulator.pose = Pose(.flat, .landscape)
    #expect(answers == [false])
    #expect(Self.appearance(of: "tabs", in: log) == ["viewWillAppear(false)", "viewDidAppear(false)"])
    #expect(tabs.parent === arrangement)
  }

  struct Case: CustomStringConvertible, Sendable {
    let callback: ReentrantPane.Callback
    let call: ReentrantCall
    var description: String { "\(call.rawValue) from \(callback.rawValue)" }
  }

  nonisolated static let cases = ReentrantPane.Callback.allCases.flatMap { callback in
    ReentrantCall.allCases.map { Case(callback: callback, call: $0) }
  }

  @Test("C13: a call back into the arrangement from any callback never re-enters the pass", arguments: cases)
  func reentrantCalls(_ test: Case) {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let player = ReentrantPane("player", log: log)
    let tabs = ReentrantPane("tabs", log: log)
    var calls = 0
    for pane in [player, tabs] {
      pane.callback = test.callback
      pane.hook = { pane in
        calls += 1
        test.call.perform(from: pane)
      }
    }
    let arrangement = Self.makeArrangement(player, tabs)
    let steps: [(pose: Pose, tabsShown: Bool, tabs: [String])] = [
      (Pose(.closed, .portrait), false, []),
      (Pose(.flat, .landscape), true, ["viewWillAppear(false)", "viewDidAppear(false)"]),
      (Pose(.closed, .portrait), false, ["viewWillDisappear(false)", "viewDidDisappear(false)"]),
    ]
    for (index, step) in steps.enumerated() {
      log.clear()
      if index == 0 { simulator.window.rootViewController = arrangement } else { simulator.pose = step.pose }
      #expect(Self.appearance(of: "tabs", in: log) == step.tabs, "step \(index)")
      let player = index == 0 ? ["viewWillAppear(false)", "viewDidAppear(false)"] : []
      #expect(Self.appearance(of: "player", in: log) == player, "step \(index)")
      #expect(arrangement.state(for: .secondary)?.isHidden == !step.tabsShown, "step \(index)")
      #expect((tabs.parent === arrangement) == step.tabsShown, "step \(index)")
      #expect(!arrangement.view.needsLayout, "step \(index): nothing left pending")
    }
    #expect(calls > 0, "the hook ran")
  }

  @Test("C13: placing a controller from a callback during a pass is laid out by a follow-up in the same pass")
  func placementFromCallbackIsLaidOut() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let player = ReentrantPane("player")
    let tabs = ViewController()
    let replacement = ViewController()
    player.callback = .viewDidLayoutSubviews
    player.hook = { pane in
      guard let arrangement = pane.arrangementViewController,
        arrangement.viewController(for: .secondary) === tabs
      else { return }
      arrangement.setViewController(replacement, for: .secondary)
    }
    let arrangement = Self.makeArrangement(player, tabs)
    simulator.window.rootViewController = arrangement
    #expect(arrangement.viewController(for: .secondary) === replacement)
    #expect(replacement.parent === arrangement)
    #expect(!arrangement.view.needsLayout)
    let state = arrangement.currentLayout?[.secondary]
    #expect(state?.state.isHidden == false)
    #expect(same(replacement.view.frame, state?.frame ?? .null))
  }

  /// How a container takes in the nested arrangement (the random sequences' seeds 1592593480
  /// and 1592595126: a tab bar controller given tabs).
  enum Intake: String, CaseIterable, Sendable {
    case tabs, push

    @MainActor
    func container() -> ViewController {
      switch self {
      case .tabs: TabBarController()
      case .push: NavigationController(rootViewController: ViewController())
      }
    }

    @MainActor
    func take(_ controller: ViewController, into container: ViewController) {
      switch self {
      case .tabs: (container as? TabBarController)?.viewControllers = [controller]
      case .push: (container as? NavigationController)?.pushViewController(controller, animated: false)
      }
    }
  }

  @Test(
    "C12: panes of an arrangement whose arrival lays out an outer arrangement that hides it never appear",
    arguments: Intake.allCases)
  func nestedPanesOfAPaneHiddenOnArrival(_ intake: Intake) {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let outer = Self.makeArrangement(RecordingController("player", log: log), ViewController())
    simulator.window.rootViewController = outer
    // Placed in the secondary, which the closed cover hides: installed at once, hidden by the
    // next pass — which the nested arrangement's arrival runs (its panes wait for a layout).
    let container = intake.container()
    outer.setViewController(container, for: .secondary)
    let inner = Self.makeArrangement(
      RecordingController("innerPlayer", log: log), RecordingController("innerTabs", log: log))
    log.clear()
    intake.take(inner, into: container)
    simulator.window.layoutIfNeeded()
    #expect(outer.state(for: .secondary)?.isHidden == true)
    #expect(inner.view.window == nil)
    #expect(Self.appearance(of: "innerPlayer", in: log).isEmpty)
    #expect(Self.appearance(of: "innerTabs", in: log).isEmpty)
    // Shown later, the inner primary appears once, balanced.
    simulator.pose = Pose(.flat, .landscape)
    #expect(inner.view.window != nil)
    #expect(Self.appearance(of: "innerPlayer", in: log) == ["viewWillAppear(false)", "viewDidAppear(false)"])
    log.clear()
    simulator.pose = Pose(.closed, .portrait)
    #expect(Self.appearance(of: "innerPlayer", in: log) == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
  }

  @Test("C12: a pane placed in a window into a slot its next layout hides never appears")
  func placedIntoHiddenSlot() {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let arrangement = Self.makeArrangement(RecordingController("player", log: log), ViewController())
    simulator.window.rootViewController = arrangement
    log.clear()
    let tabs = RecordingController("tabs", log: log)
    arrangement.setViewController(tabs, for: .secondary)
    simulator.window.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(Self.appearance(of: "tabs", in: log).isEmpty)
    simulator.pose = Pose(.flat, .landscape)
    #expect(Self.appearance(of: "tabs", in: log) == ["viewWillAppear(false)", "viewDidAppear(false)"])
  }
}
