import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// The standard error of an exit test's child process.
func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// A call that would corrupt the hierarchy, and the words its precondition message must
/// contain. Codable, so that an exit test can capture it and make the call in its child process.
enum CorruptingCall: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
  case pushTwice, pushOwnedByAnotherParent, pushHiddenPane, pushItself, pushAncestor
  case stackDuplicates, tabDuplicates, tabOwnedElsewhere
  case presentTwice, presentChild, presentAncestor

  var testDescription: String { rawValue }

  /// What the message names.
  var problem: String {
    switch self {
    case .pushTwice: "already in the navigation stack"
    case .pushOwnedByAnotherParent, .tabOwnedElsewhere, .presentChild: "is a child of NavigationController"
    case .pushHiddenPane: "slot of an ArrangementController"
    case .pushItself: "to itself"
    case .pushAncestor, .presentAncestor: "would create a cycle"
    case .stackDuplicates, .tabDuplicates: "listed twice"
    case .presentTwice: "already presented"
    }
  }

  /// Makes the call (it does not return).
  @MainActor
  func perform() {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
    let child = ViewController()
    let navigation = NavigationController(rootViewController: child)
    switch self {
    case .pushTwice:
      navigation.pushViewController(ViewController(), animated: false)
      navigation.pushViewController(child, animated: false)
    case .pushOwnedByAnotherParent: NavigationController().pushViewController(child, animated: false)
    case .pushHiddenPane:
      let arrangement = ArrangementController()
      arrangement.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
      arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
      let pane = ViewController()
      arrangement.setViewController(ViewController(), for: .primary)
      arrangement.setViewController(pane, for: .secondary)
      arrangement.view.layoutIfNeeded()  // the secondary is hidden and detached
      NavigationController().pushViewController(pane, animated: false)
    case .pushItself: navigation.pushViewController(navigation, animated: false)
    case .pushAncestor:
      let outer = NavigationController(rootViewController: navigation)
      navigation.pushViewController(outer, animated: false)
    case .stackDuplicates:
      NavigationController().setViewControllers([child, ViewController(), child], animated: false)
    case .tabDuplicates: TabBarController().viewControllers = [child, child]
    case .tabOwnedElsewhere: TabBarController().viewControllers = [child]
    case .presentTwice:
      let root = ViewController()
      window.rootViewController = root
      let sheet = ViewController()
      root.present(sheet, animated: false)
      let otherWindow = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
      let otherRoot = ViewController()
      otherWindow.rootViewController = otherRoot
      otherRoot.present(sheet, animated: false)
    case .presentChild:
      window.rootViewController = navigation
      navigation.present(child, animated: false)
    case .presentAncestor:
      window.rootViewController = navigation
      child.present(navigation, animated: false)
    }
    withExtendedLifetime((window, navigation)) {}
  }
}

@Suite("Containers: bad calls (N1–N3, C2)")
struct ContainerBadCallTests {
  @Test(
    "N1–N3, C2: pushing or listing a controller twice, or one another container holds, adding a container to itself or an ancestor, presenting a presented controller stop with a message naming the problem",
    arguments: CorruptingCall.allCases)
  func corruptingCallsStop(call: CorruptingCall) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [call] in
      await MainActor.run { call.perform() }
    }
    let message = standardError(of: result)
    #expect(message.contains(call.problem), "the message names the problem: \(message)")
  }

  // MARK: Everything else is a documented no-op; nothing is lost

  /// A navigation controller with two controllers and a tab bar controller with two tabs,
  /// side by side in an arrangement in a window, with a presentation over it.
  @MainActor
  struct Scene {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let arrangement = ArrangementController()
    let navigation: NavigationController
    let tabs = TabBarController()
    let stack = [ViewController(), ViewController()]
    let tabList = [ViewController(), ViewController()]
    let sheet = ViewController()

    init() {
      navigation = NavigationController(rootViewController: stack[0])
      navigation.pushViewController(stack[1], animated: false)
      tabs.viewControllers = tabList
      arrangement.setViewController(navigation, for: .primary)
      arrangement.setViewController(tabs, for: .secondary)
      simulator.window.rootViewController = arrangement
      arrangement.present(sheet, animated: false)
    }

    /// Every controller's parent and where its view is, in words.
    func hierarchy() -> [String] {
      let named: [(String, ViewController)] = [
        ("navigation", navigation), ("tabs", tabs), ("stack0", stack[0]), ("stack1", stack[1]),
        ("tab0", tabList[0]), ("tab1", tabList[1]), ("sheet", sheet),
      ]
      func name(_ controller: ViewController?) -> String {
        guard let controller else { return "nil" }
        if controller === arrangement { return "arrangement" }
        return named.first { $0.1 === controller }?.0 ?? "\(type(of: controller))"
      }
      return named.map { label, controller in
        let superview = controller.viewIfLoaded?.superview
        let host = superview is Window ? "window" : name(superview?.viewController)
        return "\(label): parent \(name(controller.parent)), view in \(host)"
      }
    }
  }

  @Test(
    "N1–N3: rejected calls change nothing: every controller keeps its parent and its view",
    arguments: [
      "pop the root", "pop to a stranger", "set an empty stack", "select index -1", "select index 2",
      "select a stranger", "present while presenting", "dismiss with nothing presented",
    ])
  @MainActor
  func rejectedCallsLoseNothing(call: String) {
    let scene = Scene()
    scene.navigation.popViewController(animated: false)  // only the root is left
    if call.hasPrefix("dismiss") { scene.sheet.dismiss(animated: false) }
    let before = scene.hierarchy()
    var completed = false
    switch call {
    case "pop the root": #expect(scene.navigation.popViewController(animated: true) == nil)
    case "pop to a stranger": #expect(scene.navigation.popToViewController(ViewController(), animated: true) == nil)
    case "set an empty stack": scene.navigation.setViewControllers([], animated: true)
    case "select index -1": scene.tabs.selectedIndex = -1
    case "select index 2": scene.tabs.selectedIndex = 2
    case "select a stranger": scene.tabs.selectedViewController = ViewController()
    case "present while presenting": scene.stack[0].present(ViewController(), animated: true) { completed = true }
    default: scene.arrangement.dismiss(animated: true) { completed = true }
    }
    #expect(scene.hierarchy() == before)
    #expect(scene.navigation.viewControllers.count == 1 && scene.navigation.topViewController === scene.stack[0])
    #expect(scene.tabs.selectedIndex == 0)
    #expect(scene.arrangement.presentedViewController === (call.hasPrefix("dismiss") ? nil : scene.sheet))
    #expect(!completed)
  }
}
