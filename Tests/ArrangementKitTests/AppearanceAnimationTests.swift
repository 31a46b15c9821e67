import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A recording controller that runs app code from its appearance callbacks.
@MainActor
final class HookedController: RecordingController {
  var onWillAppear: (() -> Void)?
  var onWillDisappear: (() -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let hook = onWillAppear
    onWillAppear = nil
    hook?()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    let hook = onWillDisappear
    onWillDisappear = nil
    hook?()
  }
}

/// The appearance callbacks (`viewWillAppear(true)` …) of the controllers named `names`.
@MainActor
func appearanceEvents(_ log: EventLog, of names: Set<String>) -> [String] {
  log.events.filter { event in
    event.contains("ppear(") && names.contains(String(event.prefix { $0 != "." }))
  }
}

/// A navigation controller around an arrangement of two recording panes, on an iPhone Duo held
/// as a book: a split shows both panes; an overlay that may not lay out side by side
/// (``hidingArrangement``) hides the secondary.
@MainActor
struct AppearanceWorld {
  let log = EventLog()
  let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
  /// O-rules: across the book's vertical fold, an overlay limited to the vertical axis shows
  /// only its primary.
  static let hidingArrangement = OverlayArrangement().axes(.vertical)
  let navigation: NavigationController
  let arrangement = ArrangementController()
  let primary: HookedController
  let secondary: HookedController

  init() {
    primary = HookedController("primary", log: log)
    secondary = HookedController("secondary", log: log)
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    navigation = NavigationController(rootViewController: arrangement)
    simulator.window.rootViewController = navigation
    simulator.window.layoutIfNeeded()
    log.clear()
  }

  /// A nested transition: the window's root presents `name`, reporting `animated`.
  func presentSheet(_ name: String, animated: Bool) -> () -> Void {
    let sheet = RecordingController(name, log: log)
    return { [navigation] in navigation.present(sheet, animated: animated) }
  }

  /// A nested transition: the navigation controller pushes `name`, reporting `animated`.
  func push(_ name: String, animated: Bool) -> () -> Void {
    let pushed = RecordingController(name, log: log)
    return { [navigation] in navigation.pushViewController(pushed, animated: animated) }
  }
}

/// An operation whose appearance callbacks report `outer`, with a transition reporting the
/// opposite flag started from one of those callbacks.
struct NestedTransitionCase: Sendable, CustomStringConvertible {
  let description: String
  /// Controllers whose callbacks belong to the outer operation.
  let outerNames: Set<String>
  /// Sets up the world (unlogged), installs the nested transition and runs the operation.
  let run: @MainActor @Sendable (AppearanceWorld, _ outer: Bool) -> Void

  static let all: [NestedTransitionCase] = [
    NestedTransitionCase(description: "push", outerNames: ["pushed", "primary", "secondary"]) { world, outer in
      let pushed = HookedController("pushed", log: world.log)
      pushed.onWillAppear = world.presentSheet("nested", animated: !outer)
      world.navigation.pushViewController(pushed, animated: outer)
    },
    NestedTransitionCase(description: "pop", outerNames: ["pushed", "primary", "secondary"]) { world, outer in
      world.navigation.pushViewController(HookedController("pushed", log: world.log), animated: false)
      world.log.clear()
      world.primary.onWillAppear = world.presentSheet("nested", animated: !outer)
      world.navigation.popViewController(animated: outer)
    },
    NestedTransitionCase(description: "C6: a pane hidden by updateArrangement", outerNames: ["secondary"]) {
      world, outer in
      world.secondary.onWillDisappear = world.presentSheet("nested", animated: !outer)
      world.arrangement.updateArrangement(AppearanceWorld.hidingArrangement, animated: outer)
      world.simulator.window.layoutIfNeeded()
    },
    NestedTransitionCase(description: "C1: replacing a pane", outerNames: ["secondary", "placed"]) { world, outer in
      let placed = HookedController("placed", log: world.log)
      placed.onWillAppear = world.presentSheet("nested", animated: !outer)
      world.arrangement.setViewController(placed, for: .secondary, animated: outer)
      world.simulator.window.layoutIfNeeded()
    },
    NestedTransitionCase(description: "N3: present", outerNames: ["sheet"]) { world, outer in
      let sheet = HookedController("sheet", log: world.log)
      sheet.onWillAppear = world.push("nested", animated: !outer)
      world.navigation.present(sheet, animated: outer)
    },
    NestedTransitionCase(description: "N3: dismiss", outerNames: ["sheet"]) { world, outer in
      let sheet = HookedController("sheet", log: world.log)
      world.navigation.present(sheet, animated: false)
      world.log.clear()
      sheet.onWillDisappear = world.push("nested", animated: !outer)
      world.navigation.dismiss(animated: outer)
    },
  ]
}

@MainActor
@Suite("The animated flag of appearance callbacks (C6, N1–N3)")
struct AppearanceAnimationTests {
  @Test(
    "C6, N1–N3: a transition started from another's appearance callback keeps its own flag; the outer one keeps its",
    arguments: NestedTransitionCase.all, [false, true])
  func nestedTransitionKeepsEachFlag(_ testCase: NestedTransitionCase, outer: Bool) {
    let world = AppearanceWorld()
    testCase.run(world, outer)
    let outerEvents = appearanceEvents(world.log, of: testCase.outerNames)
    let nestedEvents = appearanceEvents(world.log, of: ["nested"])
    #expect(!outerEvents.isEmpty)
    #expect(outerEvents.allSatisfy { $0.hasSuffix("(\(outer))") }, "\(outerEvents)")
    #expect(nestedEvents.count == 2, "\(world.log.events)")
    #expect(nestedEvents.allSatisfy { $0.hasSuffix("(\(!outer))") }, "\(nestedEvents)")
    // Each outer controller finished what it started, with the same flag.
    for name in testCase.outerNames {
      let events = world.log.events(of: name).filter { $0.contains("ppear(") }
      #expect(events.count % 2 == 0, "\(name): \(events)")
    }
  }

  @Test(
    "C6: a pane hidden or shown again by updateArrangement reports the call's animated flag", arguments: [false, true])
  func updateArrangementFlag(animated: Bool) {
    let world = AppearanceWorld()
    world.arrangement.updateArrangement(AppearanceWorld.hidingArrangement, animated: animated)
    world.simulator.window.layoutIfNeeded()
    #expect(world.arrangement.state(for: .secondary)?.isHidden == true)
    #expect(
      world.log.events(of: "secondary").filter { $0.contains("ppear") } == [
        "viewWillDisappear(\(animated))", "viewDidDisappear(\(animated))",
      ])
    world.log.clear()
    world.arrangement.updateArrangement(.split, animated: animated)
    world.simulator.window.layoutIfNeeded()
    #expect(
      world.log.events(of: "secondary").filter { $0.contains("ppear") } == [
        "viewWillAppear(\(animated))", "viewDidAppear(\(animated))",
      ])
    #expect(appearanceEvents(world.log, of: ["primary"]).isEmpty)
  }

  @Test("C6: a pane a display change hides or shows reports no animation, even after an animated call")
  func displayChangeIsNotAnimated() {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ArrangementController()
    arrangement.setViewController(RecordingController("primary", log: log), for: .primary)
    arrangement.setViewController(RecordingController("secondary", log: log), for: .secondary)
    simulator.window.rootViewController = arrangement
    // An animated change first: its pass runs now, so nothing of its flag is left for the next.
    arrangement.updateArrangement(AppearanceWorld.hidingArrangement, animated: true)
    simulator.window.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    log.clear()
    simulator.posture = .book
    simulator.window.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    simulator.posture = .flat
    simulator.window.layoutIfNeeded()
    #expect(
      appearanceEvents(log, of: ["secondary"]) == [
        "secondary.viewWillDisappear(false)", "secondary.viewDidDisappear(false)",
        "secondary.viewWillAppear(false)", "secondary.viewDidAppear(false)",
      ])
  }

  @Test("C1: placing and removing a pane report the call's animated flag", arguments: [false, true])
  func setViewControllerFlag(animated: Bool) {
    let world = AppearanceWorld()
    world.arrangement.setViewController(
      RecordingController("placed", log: world.log), for: .secondary, animated: animated)
    world.simulator.window.layoutIfNeeded()
    #expect(
      appearanceEvents(world.log, of: ["placed", "secondary"]) == [
        "secondary.viewWillDisappear(\(animated))", "secondary.viewDidDisappear(\(animated))",
        "placed.viewWillAppear(\(animated))", "placed.viewDidAppear(\(animated))",
      ])
  }
}
