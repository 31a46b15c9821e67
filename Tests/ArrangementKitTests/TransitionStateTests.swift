import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// A controller that notes, in each appearance callback, which transition flags are set.
@MainActor
final class TransitionProbe: ViewController {
  var notes: [String] = []
  private func note(_ callback: String) {
    let flags = [
      isMovingToParent ? "toParent" : nil, isMovingFromParent ? "fromParent" : nil,
      isBeingPresented ? "presented" : nil, isBeingDismissed ? "dismissed" : nil,
    ].compactMap { $0 }
    notes.append("\(callback)[\(flags.joined(separator: ","))]")
  }
  override func viewWillAppear(_ animated: Bool) { note("willAppear") }
  override func viewDidAppear(_ animated: Bool) { note("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

@MainActor
@Suite("Transition state: isMovingToParent, isMovingFromParent, isBeingPresented, isBeingDismissed (N1–N3)")
struct TransitionStateTests {
  @Test("N1: a pushed controller is moving to its parent; a popped one from it; the one below neither")
  func pushAndPop() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let root = TransitionProbe()
    let navigation = NavigationController(rootViewController: root)
    simulator.window.rootViewController = navigation
    root.notes.removeAll()
    let details = TransitionProbe()
    navigation.pushViewController(details, animated: true)
    navigation.popViewController(animated: true)
    #expect(
      details.notes == [
        "willAppear[toParent]", "didAppear[toParent]", "willDisappear[fromParent]", "didDisappear[fromParent]",
      ])
    #expect(root.notes == ["willDisappear[]", "didDisappear[]", "willAppear[]", "didAppear[]"])
    #expect(!details.isMovingFromParent && !details.isMovingToParent)
  }

  @Test("N2: new and removed tabs are moving to and from their parent")
  func tabs() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let first = TransitionProbe()
    let tabs = TabBarController()
    simulator.window.rootViewController = tabs
    tabs.viewControllers = [first]
    tabs.viewControllers = [TransitionProbe()]
    #expect(
      first.notes == [
        "willAppear[toParent]", "didAppear[toParent]", "willDisappear[fromParent]", "didDisappear[fromParent]",
      ])
  }

  @Test("N3: a presented controller is being presented, then being dismissed")
  func presentation() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let root = ViewController()
    simulator.window.rootViewController = root
    let sheet = TransitionProbe()
    root.present(sheet, animated: true)
    root.dismiss(animated: true)
    #expect(
      sheet.notes == [
        "willAppear[presented]", "didAppear[presented]", "willDisappear[dismissed]", "didDisappear[dismissed]",
      ])
    #expect(!sheet.isBeingPresented && !sheet.isBeingDismissed)
  }

  @Test("C6: an arrangement hiding and showing a pane sets no flag")
  func arrangementSetsNoFlag() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let arrangement = ArrangementController()
    let shelf = TransitionProbe()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(shelf, for: .secondary)
    simulator.window.rootViewController = arrangement
    simulator.posture = .closed
    simulator.orientation = .landscape
    #expect(shelf.notes == ["willAppear[]", "didAppear[]", "willDisappear[]", "didDisappear[]"])
  }

  @Test("N1, N3: show(_:sender:) pushes inside a navigation controller and presents elsewhere")
  func show() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let list = ViewController()
    let navigation = NavigationController(rootViewController: list)
    simulator.window.rootViewController = navigation
    let details = ViewController()
    list.show(details, sender: nil)
    #expect(navigation.topViewController === details)
    let more = ViewController()
    navigation.show(more, sender: list)
    #expect(navigation.topViewController === more)
    let sheet = ViewController()
    let outside = ViewController()
    let otherWindow = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    otherWindow.window.rootViewController = outside
    outside.show(sheet, sender: nil)
    #expect(outside.presentedViewController === sheet)
    withExtendedLifetime(simulator) {}
  }
}
