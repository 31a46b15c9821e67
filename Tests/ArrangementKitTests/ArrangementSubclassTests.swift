@_spi(Testing) import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Pattern 1 of C11: forwards the primary's items (its title) and re-notifies the children in
/// an `addChild(_:)` override, as a popup library does.
@MainActor
final class ForwardingArrangementController: ArrangementController {
  var attached: [ViewController] = []
  var renotified = 0

  override func addChild(_ child: ViewController) {
    super.addChild(child)
    attached.append(child)
    title = viewController(for: .primary)?.title
    for existing in children {
      existing.view.setNeedsLayout()
      renotified += 1
    }
  }
}

/// Pattern 2 of C11: logs `state(for:)` of both placements in `viewDidLayoutSubviews`.
@MainActor
final class LoggingArrangementController: ArrangementController {
  var lines: [String] = []

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    for placement in ViewPlacement.allCases {
      lines.append("\(placement): \(state(for: placement).map { "\($0)" } ?? "empty")")
    }
  }
}

/// Pattern 3 of C11: puts the list first while the container is wider than tall, the details
/// first otherwise, by swapping placements in `viewWillLayoutSubviews`.
@MainActor
final class SwappingArrangementController: ArrangementController {
  let list: ViewController
  let details: ViewController
  var swaps = 0

  init(list: ViewController, details: ViewController) {
    self.list = list
    self.details = details
    super.init(nibName: nil, bundle: nil)
    setViewController(details, for: .primary)
    setViewController(list, for: .secondary)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let wide = view.bounds.width > view.bounds.height
    let wanted = wide ? list : details
    guard viewController(for: .primary) !== wanted else { return }
    let other = wanted === list ? details : list
    setViewController(wanted, for: .primary)
    setViewController(other, for: .secondary)
    swaps += 1
  }
}

/// Overrides every open member a subclass can override and calls `super` in each.
@MainActor
final class OverridingEverythingArrangementController: ArrangementController {
  var calls = 0
  override var title: String? {
    didSet { calls += 1 }
  }
  override func loadView() {
    super.loadView()
    calls += 1
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    calls += 1
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls += 1
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls += 1
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    calls += 1
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    calls += 1
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    calls += 1
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    calls += 1
  }
  override func traitCollectionDidChange(_ previous: TraitCollection?) {
    super.traitCollectionDidChange(previous)
    calls += 1
  }
  override func willMove(toParent parent: ViewController?) {
    super.willMove(toParent: parent)
    calls += 1
  }
  override func didMove(toParent parent: ViewController?) {
    super.didMove(toParent: parent)
    calls += 1
  }
  override func addChild(_ child: ViewController) {
    super.addChild(child)
    calls += 1
  }
  override func removeFromParent() {
    super.removeFromParent()
    calls += 1
  }
}

/// What one run of the scripted session observed, step by step.
struct SessionRecord: Equatable {
  var steps: [String] = []
}

@MainActor
@Suite("Subclassing the arrangement controller (C11)")
struct ArrangementSubclassTests {
  /// Drives an arrangement through placing, collapsing, re-expanding, folding, swapping,
  /// restyling and emptying, recording the children's callbacks, frames, states, parents,
  /// solves and notifications after each step (C1, C3, C5, C6, C7, C8, C9, C10).
  static func session(_ arrangement: ArrangementController, ignoringLayoutCallbacks: Bool = false) -> SessionRecord {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let a = RecordingController("a", log: log)
    let b = RecordingController("b", log: log)
    let nested = RecordingController("nested", log: log)
    var notifications = 0
    let token = arrangement.addObserver { _ in notifications += 1 }
    var record = SessionRecord()
    func step(_ name: String, _ body: () -> Void) {
      log.clear()
      let solves = arrangement.solveCount
      let told = notifications
      body()
      simulator.window.layoutIfNeeded()
      var line = "\(name): solves +\(arrangement.solveCount - solves), told +\(notifications - told)"
      for (placement, child) in [(ViewPlacement.primary, a), (.secondary, b)] {
        let state = arrangement.state(for: placement).map { "\($0)" } ?? "empty"
        line += "; \(child.name) \(state) \(LengthFormat.rect(child.view.frame))"
        line += " parent \(child.parent === arrangement) arrangement \(child.arrangementViewController === arrangement)"
      }
      line += "; order \(arrangement.view.subviews.map { $0 === a.view ? "a" : $0 === b.view ? "b" : "?" })"
      line += "; nested \(nested.arrangementViewController === arrangement)"
      // Children log their parent's type name: the base's name, so that the records compare.
      let events = log.events.map {
        $0.replacingOccurrences(of: String(describing: type(of: arrangement)), with: "ArrangementController")
      }
      line += "; events \(ignoringLayoutCallbacks ? events.filter { !$0.contains("LayoutSubviews") } : events)"
      record.steps.append(line)
    }
    step("install") {
      arrangement.setViewController(a, for: .primary)
      arrangement.setViewController(b, for: .secondary)
      simulator.window.rootViewController = arrangement
    }
    step("nest") {
      a.addChild(nested)
      a.view.addSubview(nested.view)
      nested.didMove(toParent: a)
    }
    step("collapse") { arrangement.traitOverrides.horizontalSizeClass = .compact }
    step("expand") { arrangement.traitOverrides.horizontalSizeClass = nil }
    step("book") { simulator.posture = .book }
    step("swap") {
      arrangement.setViewController(a, for: .secondary)
      arrangement.setViewController(b, for: .primary)
    }
    step("overlay") { arrangement.updateArrangement(.overlay, animated: true) }
    step("tabletop") {
      simulator.posture = .tabletop
      simulator.orientation = .portrait
    }
    step("split again") { arrangement.updateArrangement(SplitArrangement().axes(.horizontal)) }
    step("empty") { arrangement.setViewController(nil, for: .secondary, animated: true) }
    step("uninstall") { simulator.window.rootViewController = nil }
    token.cancel()
    return record
  }

  @Test(
    "C11: subclasses that override and call super keep every C rule: the same session records the same",
    arguments: ["forwarding", "logging", "overriding everything"])
  func subclassesBehaveAsTheBase(_ kind: String) {
    // The forwarding subclass re-notifies its children (marks them for layout) on every
    // attach: their extra layout callbacks are its own doing, so they are left out there.
    let extraLayouts = kind == "forwarding"
    let expected = Self.session(ArrangementController(), ignoringLayoutCallbacks: extraLayouts)
    let subclass: ArrangementController =
      switch kind {
      case "forwarding": ForwardingArrangementController()
      case "logging": LoggingArrangementController()
      default: OverridingEverythingArrangementController()
      }
    let observed = Self.session(subclass, ignoringLayoutCallbacks: extraLayouts)
    #expect(observed.steps.count == expected.steps.count)
    for (seen, wanted) in zip(observed.steps, expected.steps) {
      #expect(seen == wanted)
    }
    if let everything = subclass as? OverridingEverythingArrangementController {
      #expect(everything.calls > 0)
    }
  }

  @Test("C11: an addChild override sees every attach, re-attachment after a collapse included")
  func addChildOverrideSeesReattach() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ForwardingArrangementController()
    let player = ViewController()
    player.title = "Now Playing"
    let queue = ViewController()
    arrangement.setViewController(player, for: .primary)
    arrangement.setViewController(queue, for: .secondary)
    #expect(arrangement.attached.map(ObjectIdentifier.init) == [player, queue].map(ObjectIdentifier.init))
    #expect(arrangement.title == "Now Playing")  // forwarded from the primary
    simulator.window.rootViewController = arrangement

    arrangement.traitOverrides.horizontalSizeClass = .compact
    arrangement.view.layoutIfNeeded()
    #expect(queue.parent == nil)  // detached (C6); no attach to see
    #expect(arrangement.attached.count == 2)

    arrangement.traitOverrides.horizontalSizeClass = nil
    arrangement.view.layoutIfNeeded()
    #expect(queue.parent === arrangement)
    #expect(arrangement.attached.map(ObjectIdentifier.init) == [player, queue, queue].map(ObjectIdentifier.init))
    #expect(arrangement.renotified == 1 + 2 + 2)
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    #expect(same(queue.view.frame, rect(475.5, 0, 475.5, 669)))
    #expect(arrangement.view.subviews.last === player.view)  // C7
  }

  @Test("C11: state(for:) in a subclass's viewDidLayoutSubviews reports the layout just applied, without another pass")
  func stateInViewDidLayoutSubviews() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = LoggingArrangementController()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    simulator.window.rootViewController = arrangement
    #expect(
      arrangement.lines == [
        "primary: shown, splitAxis horizontal, zIndex 0", "secondary: shown, splitAxis horizontal, zIndex 0",
      ])
    arrangement.lines.removeAll()
    let solves = arrangement.solveCount
    simulator.posture = .closed
    #expect(arrangement.solveCount == solves + 1)
    #expect(
      arrangement.lines == [
        "primary: shown, splitAxis horizontal, zIndex 0", "secondary: hidden",
      ])
    arrangement.lines.removeAll()
    simulator.window.layoutIfNeeded()
    #expect(arrangement.lines.isEmpty)  // nothing changed: no pass
    #expect(arrangement.solveCount == solves + 1)
  }

  @Test("C11: swapping placements in viewWillLayoutSubviews gets exactly one solve for that pass")
  func swapInViewWillLayoutSubviews() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    let log = EventLog()
    let list = RecordingController("list", log: log)
    let details = RecordingController("details", log: log)
    let arrangement = SwappingArrangementController(list: list, details: details)
    var notifications = 0
    let token = arrangement.addObserver { _ in notifications += 1 }
    simulator.window.rootViewController = arrangement
    #expect(arrangement.swaps == 0)  // portrait: details first, as placed
    #expect(arrangement.viewController(for: .primary) === details)

    for (orientation, first, swaps) in [
      (Orientation.landscape, list, 1), (.portrait, details, 2), (.landscape, list, 3),
    ] {
      let solves = arrangement.solveCount
      let told = notifications
      log.clear()
      simulator.orientation = orientation
      #expect(arrangement.swaps == swaps)
      #expect(arrangement.solveCount == solves + 1, "\(orientation)")
      #expect(notifications == told + 1, "\(orientation)")
      #expect(!arrangement.view.needsLayout)
      #expect(arrangement.viewController(for: .primary) === first)
      #expect(arrangement.placement(for: first) == .primary)
      #expect(log.events.filter { $0.hasSuffix("viewWillLayoutSubviews") }.count <= 2)
      // The pass applied the swapped layout: the first controller leads, on top (C7).
      #expect(first.view.frame.minX == 0 && first.view.frame.minY == 0)
      #expect(arrangement.view.subviews.last === first.view)
      // Nothing pending: another pass solves nothing and swaps nothing.
      simulator.window.layoutIfNeeded()
      arrangement.view.layoutIfNeeded()
      #expect(arrangement.solveCount == solves + 1)
      #expect(arrangement.swaps == swaps)
    }
    token.cancel()
  }
}

/// Queries the arrangement from inside `addChild(_:)`, before the child's view is installed.
@MainActor
final class QueryingArrangementController: ArrangementController {
  var seen: [String] = []
  override func addChild(_ child: ViewController) {
    super.addChild(child)
    seen.append(ViewPlacement.allCases.map { "\(state(for: $0).map { "\($0)" } ?? "empty")" }.joined(separator: " | "))
  }
}

@MainActor
@Suite("Subclassing the arrangement controller: queries during containment (C11, C3)")
struct ArrangementSubclassQueryTests {
  @Test("C11, C3: state(for:) inside an addChild override answers and the attach still completes (C1)")
  func queryDuringAttach() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let log = EventLog()
    let arrangement = QueryingArrangementController()
    simulator.window.rootViewController = arrangement
    let a = RecordingController("a", log: log)
    let b = RecordingController("b", log: log)
    arrangement.setViewController(a, for: .primary)
    arrangement.setViewController(b, for: .secondary)
    arrangement.traitOverrides.horizontalSizeClass = .compact
    arrangement.view.layoutIfNeeded()
    #expect(b.parent == nil)  // collapsed: detached (C6)
    arrangement.traitOverrides.horizontalSizeClass = nil
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.seen.count == 3)  // two placements, one re-attach
    // Placing answers from a layout run on the spot; the re-attach from the pass being applied.
    #expect(arrangement.seen.last == "shown, splitAxis horizontal, zIndex 0 | shown, splitAxis horizontal, zIndex 0")
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    #expect(b.parent === arrangement && b.view.superview === arrangement.view)
    #expect(a.view.superview === arrangement.view)
    #expect(arrangement.view.subviews.last === a.view)  // C7
    // Each attach kept C1's order: willMove(arrangement) … didMove(arrangement).
    for name in ["a", "b"] {
      let events = log.events(of: name).filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") }
      #expect(events.first == "willMove(QueryingArrangementController)")
      #expect(events.last == "didMove(QueryingArrangementController)")
    }
    #expect(same(b.view.frame, rect(475.5, 0, 475.5, 669)))
    withExtendedLifetime(simulator) {}
  }
}
