import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A controller that notes, in its containment and appearance callbacks, what its container
/// shows of it at that moment.
@MainActor
final class LeavingProbe: ViewController {
  let name: String
  /// What `container` lists: "stack", "tabs", "slot", "children" for each list that holds the
  /// probe; read in every callback.
  var describeContainer: (LeavingProbe) -> String = { _ in "" }
  var notes: [String] = []

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  private func note(_ callback: String) {
    let moving = isMovingFromParent ? " movingFromParent" : ""
    notes.append("\(callback)[\(describeContainer(self))]\(moving)")
  }

  override func willMove(toParent parent: ViewController?) {
    if parent == nil { note("willMove(nil)") }
  }
  override func didMove(toParent parent: ViewController?) {
    if parent == nil { note("didMove(nil)") }
  }
  override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

/// The lists of `container` (and the probe's `parent`) that hold `probe`, in words.
@MainActor
func holdings(of probe: ViewController, in container: ViewController) -> String {
  var lists: [String] = []
  if probe.parent != nil { lists.append("parent") }
  if container.children.contains(where: { $0 === probe }) { lists.append("children") }
  if let navigation = container as? NavigationController,
    navigation.viewControllers.contains(where: { $0 === probe })
  {
    lists.append("stack")
  }
  if let tabs = container as? TabBarController, tabs.viewControllers?.contains(where: { $0 === probe }) == true {
    lists.append("tabs")
  }
  if let arrangement = container as? ArrangementController, arrangement.placement(for: probe) != nil {
    lists.append("slot")
  }
  return lists.joined(separator: ",")
}

/// A way a child leaves its container; `run` builds the container in a window, then removes
/// `probe` from it, and returns the container.
struct LeavingCase: Sendable, CustomStringConvertible {
  let description: String
  let run: @MainActor @Sendable (LeavingProbe, DeviceSimulator) -> ViewController

  static let all: [LeavingCase] = [
    LeavingCase(description: "N1: pop") { probe, simulator in
      let navigation = NavigationController(rootViewController: ViewController())
      simulator.window.rootViewController = navigation
      navigation.pushViewController(probe, animated: false)
      probe.describeContainer = { holdings(of: $0, in: navigation) }
      navigation.popViewController(animated: true)
      return navigation
    },
    LeavingCase(description: "N1: pop to the root, from under the top") {
      probe, simulator in
      let navigation = NavigationController(rootViewController: ViewController())
      simulator.window.rootViewController = navigation
      navigation.pushViewController(probe, animated: false)
      navigation.pushViewController(ViewController(), animated: false)
      probe.describeContainer = { holdings(of: $0, in: navigation) }
      navigation.popToRootViewController(animated: true)
      return navigation
    },
    LeavingCase(description: "N1: setViewControllers without it") {
      probe, simulator in
      let navigation = NavigationController(rootViewController: ViewController())
      simulator.window.rootViewController = navigation
      navigation.pushViewController(probe, animated: false)
      probe.describeContainer = { holdings(of: $0, in: navigation) }
      navigation.setViewControllers([ViewController()], animated: true)
      return navigation
    },
    LeavingCase(description: "N1: removeFromParent of the top") {
      probe, simulator in
      let navigation = NavigationController(rootViewController: ViewController())
      simulator.window.rootViewController = navigation
      navigation.pushViewController(probe, animated: false)
      probe.describeContainer = { holdings(of: $0, in: navigation) }
      probe.willMove(toParent: nil)
      probe.removeFromParent()
      return navigation
    },
    LeavingCase(description: "N2: new tabs without it") { probe, simulator in
      let tabs = TabBarController()
      simulator.window.rootViewController = tabs
      tabs.viewControllers = [probe, ViewController()]
      probe.describeContainer = { holdings(of: $0, in: tabs) }
      tabs.setViewControllers([ViewController()], animated: true)
      return tabs
    },
    LeavingCase(description: "N2: removeFromParent of the selected tab") {
      probe, simulator in
      let tabs = TabBarController()
      simulator.window.rootViewController = tabs
      tabs.viewControllers = [probe, ViewController()]
      probe.describeContainer = { holdings(of: $0, in: tabs) }
      probe.willMove(toParent: nil)
      probe.removeFromParent()
      return tabs
    },
    LeavingCase(description: "C1: emptying its slot") { probe, simulator in
      let arrangement = ArrangementController()
      arrangement.setViewController(probe, for: .primary)
      simulator.window.rootViewController = arrangement
      probe.describeContainer = { holdings(of: $0, in: arrangement) }
      arrangement.setViewController(nil, for: .primary, animated: true)
      return arrangement
    },
    LeavingCase(description: "C1: replaced in its slot") { probe, simulator in
      let arrangement = ArrangementController()
      arrangement.setViewController(probe, for: .secondary)
      simulator.window.rootViewController = arrangement
      probe.describeContainer = { holdings(of: $0, in: arrangement) }
      arrangement.setViewController(ViewController(), for: .secondary, animated: true)
      return arrangement
    },
    LeavingCase(description: "C1: moved to another arrangement") {
      probe, simulator in
      let arrangement = ArrangementController()
      arrangement.setViewController(probe, for: .secondary)
      simulator.window.rootViewController = arrangement
      probe.describeContainer = { holdings(of: $0, in: arrangement) }
      ArrangementController().setViewController(probe, for: .primary)
      return arrangement
    },
  ]
}

@MainActor
@Suite("A child leaving its container (C1, C6, N1, N2)")
struct LeavingContainerTests {
  @Test(
    "C1, N1, N2: didMove(toParent: nil) comes after the container has let go: no list shows the child",
    arguments: LeavingCase.all)
  func didMoveAfterLettingGo(_ testCase: LeavingCase) {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let probe = LeavingProbe("probe")
    let container = testCase.run(probe, simulator)
    let containment = probe.notes.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") }
      .map { $0.replacingOccurrences(of: " movingFromParent", with: "") }
    #expect(containment.count == 2, "\(probe.notes)")
    // UIKit: the child is still a child in willMove(toParent: nil); what else lists it then is
    // not specified.
    #expect(containment.first?.hasPrefix("willMove(nil)[parent,children") == true, "\(probe.notes)")
    #expect(containment.last == "didMove(nil)[]", "\(probe.notes)")
    #expect(probe.parent == nil)
    #expect(holdings(of: probe, in: container).isEmpty)
  }

  @Test("C6: a pane its arrangement hides leaves the parent but keeps its slot, in that order")
  func hiddenPaneKeepsSlot() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ArrangementController()
    let probe = LeavingProbe("probe")
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(probe, for: .secondary)
    arrangement.updateArrangement(AppearanceWorld.hidingArrangement)
    simulator.window.rootViewController = arrangement
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    probe.describeContainer = { holdings(of: $0, in: arrangement) }
    simulator.posture = .book
    simulator.window.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(
      probe.notes == [
        "willMove(nil)[parent,children,slot]", "willDisappear[parent,children,slot]",
        "didDisappear[parent,children,slot]", "didMove(nil)[slot]",
      ])
  }

  @Test("N1: popping several controllers: each reports isMovingFromParent from willMove(nil) to didMove(nil)")
  func everyPoppedControllerIsMovingFromParent() {
    for pop in ["popTo", "popToRoot", "setViewControllers"] {
      let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
      let root = LeavingProbe("root")
      let navigation = NavigationController(rootViewController: root)
      simulator.window.rootViewController = navigation
      let probes = ["first", "second", "third"].map(LeavingProbe.init)
      for probe in probes { navigation.pushViewController(probe, animated: false) }
      for probe in [root] + probes { probe.notes.removeAll() }
      switch pop {
      case "popTo": #expect(navigation.popToViewController(root, animated: true)?.count == 3)
      case "popToRoot": #expect(navigation.popToRootViewController(animated: true)?.count == 3)
      default: navigation.setViewControllers([root], animated: true)
      }
      for probe in probes {
        let expected =
          probe === probes.last
          ? ["willMove(nil)", "willDisappear", "didDisappear", "didMove(nil)"] : ["willMove(nil)", "didMove(nil)"]
        #expect(probe.notes == expected.map { "\($0)[] movingFromParent" }, "\(pop): \(probe.name)")
        #expect(!probe.isMovingFromParent)
      }
      #expect(root.notes.isEmpty, "\(pop)")
      #expect(!root.isMovingFromParent && !root.isMovingToParent)
    }
  }

  @Test("N1: popping to the root with only the root pops nothing and returns [], an empty stack nil")
  func popToRootWithOnlyTheRoot() {
    let root = LeavingProbe("root")
    let navigation = NavigationController(rootViewController: root)
    #expect(navigation.popToRootViewController(animated: true)?.isEmpty == true)
    #expect(navigation.popToViewController(root, animated: true)?.isEmpty == true)
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
    #expect(root.notes.isEmpty)
    #expect(NavigationController().popToRootViewController(animated: false) == nil)
    #expect(NavigationController().popViewController(animated: false) == nil)
  }
}
