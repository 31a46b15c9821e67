import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// An arrangement of a library (primary) and a shelf (secondary) wrapped in a navigation
/// controller, the window's root on a simulated iPhone Duo.
@MainActor
struct WrappedArrangement {
  let simulator: DeviceSimulator
  let navigation: NavigationController
  let arrangement: ArrangementController
  let library: RecordingController
  let shelf: RecordingController

  init(posture: Posture, orientation: Orientation, log: EventLog = EventLog()) {
    simulator = DeviceSimulator(device: .iPhoneDuo, posture: posture, orientation: orientation)
    arrangement = ArrangementController()
    library = RecordingController("library", log: log)
    shelf = RecordingController("shelf", log: log)
    arrangement.setViewController(library, for: .primary)
    arrangement.setViewController(shelf, for: .secondary)
    navigation = NavigationController(rootViewController: arrangement)
    simulator.window.rootViewController = navigation
    simulator.window.layoutIfNeeded()
  }

  /// Each slot's state and its view's frame in window coordinates ("hidden" when hidden).
  func panes() -> [String] {
    ViewPlacement.allCases.map { placement in
      guard let state = arrangement.state(for: placement), let controller = arrangement.viewController(for: placement)
      else { return "\(placement): empty" }
      if state.isHidden { return "\(placement): hidden" }
      return "\(placement): \(state) \(LengthFormat.rect(controller.view.convert(controller.view.bounds, to: nil)))"
    }
  }
}

@MainActor
@Suite("Containers around and inside arrangements (N1, N3, C3, C10)")
struct ContainerArrangementTests {
  @Test(
    "N1: a push from either shown pane covers both panes; the pop restores the same panes and states",
    arguments: [ViewPlacement.primary, .secondary], [(Posture.book, Orientation.landscape), (.flat, .portrait)])
  func pushCoversBothPanes(from placement: ViewPlacement, device: (posture: Posture, orientation: Orientation)) {
    let world = WrappedArrangement(posture: device.posture, orientation: device.orientation)
    let before = world.panes()
    let pane = world.arrangement.viewController(for: placement)!
    #expect(pane.navigationController === world.navigation)
    let details = ViewController()
    pane.navigationController?.pushViewController(details, animated: true)
    world.simulator.window.layoutIfNeeded()
    #expect(same(details.view.convert(details.view.bounds, to: nil), world.simulator.window.bounds))
    #expect(world.arrangement.view.window == nil)
    #expect(world.library.view.window == nil && world.shelf.view.window == nil)
    #expect(world.navigation.viewControllers.count == 2)

    world.navigation.popViewController(animated: true)
    world.simulator.window.layoutIfNeeded()
    #expect(world.arrangement.viewController(for: .primary) === world.library)
    #expect(world.arrangement.viewController(for: .secondary) === world.shelf)
    #expect(world.panes() == before)
    #expect(world.library.view.window === world.simulator.window)
  }

  @Test("N1, C6: the panes disappear under a push and appear again after the pop")
  func paneAppearance() {
    let log = EventLog()
    let world = WrappedArrangement(posture: .book, orientation: .landscape, log: log)
    log.clear()
    world.library.navigationController?.pushViewController(ViewController(), animated: false)
    #expect(log.events.filter { $0.hasSuffix("Disappear(false)") }.count == 4)
    log.clear()
    world.navigation.popViewController(animated: false)
    #expect(log.events.filter { $0.hasSuffix("Appear(false)") }.count == 4)
  }

  @Test("N1: a pop after a posture change lays the arrangement out for the new posture")
  func popAfterPostureChange() {
    let world = WrappedArrangement(posture: .book, orientation: .landscape)
    world.library.navigationController?.pushViewController(ViewController(), animated: false)
    world.simulator.posture = .closed
    world.navigation.popViewController(animated: false)
    world.simulator.window.layoutIfNeeded()
    let fresh = WrappedArrangement(posture: .closed, orientation: .landscape)
    #expect(world.panes() == fresh.panes())
    #expect(world.arrangement.state(for: .secondary)?.isHidden == true)
  }

  @Test("N1 (measured): a hidden pane has no navigation controller; its push does nothing")
  func hiddenPaneCannotPush() {
    let world = WrappedArrangement(posture: .closed, orientation: .landscape)
    #expect(world.arrangement.state(for: .secondary)?.isHidden == true)
    #expect(world.shelf.parent == nil)
    #expect(world.shelf.navigationController == nil)
    world.shelf.navigationController?.pushViewController(ViewController(), animated: true)
    #expect(world.navigation.viewControllers.count == 1)
    #expect(world.library.navigationController === world.navigation)
  }

  @Test("N1, C6: a navigation controller as the primary pane keeps its stack across collapse and re-attach")
  func navigationPaneSurvivesCollapse() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let list = ViewController()
    let book = ViewController()
    let library = NavigationController(rootViewController: list)
    library.pushViewController(book, animated: false)
    let arrangement = ArrangementController()
    arrangement.setViewController(library, for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    // The secondary survives a collapse (S8), so the primary is the pane that is detached.
    arrangement.updateArrangement(SplitArrangement().configuring(.secondary) { $0.layoutPriority = 1 })
    simulator.window.rootViewController = arrangement
    #expect(arrangement.placement(for: book) == nil)
    #expect(book.arrangementViewController === arrangement)
    #expect(book.navigationController === library)

    simulator.posture = .closed
    simulator.orientation = .landscape
    #expect(arrangement.state(for: .primary)?.isHidden == true)
    #expect(library.parent == nil)
    #expect(book.arrangementViewController == nil)
    #expect(library.viewControllers.map(ObjectIdentifier.init) == [list, book].map(ObjectIdentifier.init))
    #expect(book.view.superview === library.view)

    simulator.posture = .book
    #expect(arrangement.state(for: .primary)?.isHidden == false)
    #expect(arrangement.viewController(for: .primary) === library)
    #expect(library.viewControllers.map(ObjectIdentifier.init) == [list, book].map(ObjectIdentifier.init))
    #expect(book.view.superview === library.view)
    #expect(book.view.window === simulator.window)
    #expect(same(book.view.frame, library.view.bounds))
    #expect(arrangement.placement(for: book) == nil && arrangement.placement(for: list) == nil)
    #expect(book.arrangementViewController === arrangement)
  }

  @Test("N3 (measured): a sheet presented from a pane survives the pane's collapse")
  func sheetSurvivesCollapse() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let arrangement = ArrangementController()
    let shelf = ViewController()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(shelf, for: .secondary)
    simulator.window.rootViewController = arrangement
    let sheet = ViewController()
    shelf.present(sheet, animated: true)
    #expect(sheet.presentingViewController === arrangement)
    #expect(shelf.presentedViewController === sheet)

    simulator.posture = .closed
    simulator.orientation = .landscape
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(shelf.parent == nil)
    #expect(sheet.view.window === simulator.window)
    #expect(simulator.window.subviews.last === sheet.view)
    #expect(same(sheet.view.frame, simulator.window.bounds))
    #expect(arrangement.presentedViewController === sheet)
    #expect(shelf.presentedViewController == nil)  // detached: no ancestor presents

    sheet.dismiss(animated: true)
    #expect(sheet.view.window == nil)
  }

  @Test("N3: a hidden pane cannot present: it is in no window")
  func hiddenPaneCannotPresent() {
    let world = WrappedArrangement(posture: .closed, orientation: .landscape)
    var completed = false
    world.shelf.present(ViewController(), animated: true) { completed = true }
    #expect(!completed)
    #expect(world.navigation.presentedViewController == nil)
  }

  @Test("N2: an arrangement in a tab: unselected, its view and panes leave the window; selected again, they return")
  func arrangementInTab() {
    let world = WrappedArrangement(posture: .book, orientation: .landscape)
    let before = world.panes()
    world.simulator.window.rootViewController = nil
    let tabs = TabBarController()
    let settings = ViewController()
    tabs.viewControllers = [world.navigation, settings]
    world.simulator.window.rootViewController = tabs
    world.simulator.window.layoutIfNeeded()
    #expect(world.library.tabBarController === tabs)
    #expect(world.panes() == before)
    world.library.tabBarController?.selectedIndex = 1
    #expect(world.library.view.window == nil)
    tabs.selectedIndex = 0
    world.simulator.window.layoutIfNeeded()
    #expect(world.panes() == before)
  }
}
