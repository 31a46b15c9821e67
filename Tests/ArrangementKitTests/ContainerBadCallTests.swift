import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// The standard error of an exit test's child process.
func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

@Suite("Containers: bad calls (N1–N3, C2)")
struct ContainerBadCallTests {
  // MARK: Hierarchy corruption stops (exit tests)

  @Test("N1, C2: pushing a controller already in the stack stops")
  func pushTwice() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(ViewController(), animated: false)
        navigation.pushViewController(root, animated: false)
      }
    }
    #expect(standardError(of: result).contains("already in the navigation stack"))
  }

  @Test("N1, C2: pushing a controller that another parent holds stops")
  func pushOwnedByAnotherParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let child = ViewController()
        let navigation = NavigationController(rootViewController: child)
        withExtendedLifetime(navigation) { NavigationController().pushViewController(child, animated: false) }
      }
    }
    #expect(standardError(of: result).contains("is a child of NavigationController"))
  }

  @Test("N1, C2: pushing a hidden pane, still in its arrangement's slot, stops")
  func pushHiddenPane() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let arrangement = ArrangementController()
        arrangement.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
        let pane = ViewController()
        arrangement.setViewController(ViewController(), for: .primary)
        arrangement.setViewController(pane, for: .secondary)
        arrangement.view.layoutIfNeeded()  // the secondary is hidden and detached
        NavigationController().pushViewController(pane, animated: false)
      }
    }
    #expect(standardError(of: result).contains("slot of an ArrangementController"))
  }

  @Test("N1, C2: pushing the navigation controller itself stops")
  func pushItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let navigation = NavigationController()
        navigation.pushViewController(navigation, animated: false)
      }
    }
    #expect(standardError(of: result).contains("to itself"))
  }

  @Test("N1, C2: pushing an ancestor of the navigation controller stops")
  func pushAncestor() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let navigation = NavigationController()
        let outer = NavigationController(rootViewController: navigation)
        navigation.pushViewController(outer, animated: false)
      }
    }
    #expect(standardError(of: result).contains("would create a cycle"))
  }

  @Test("N1, C2: a stack naming a controller twice stops")
  func stackDuplicates() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let twice = ViewController()
        NavigationController().setViewControllers([twice, ViewController(), twice], animated: false)
      }
    }
    #expect(standardError(of: result).contains("listed twice"))
  }

  @Test("N2, C2: tabs naming a controller twice stop")
  func tabDuplicates() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let twice = ViewController()
        TabBarController().viewControllers = [twice, twice]
      }
    }
    #expect(standardError(of: result).contains("listed twice"))
  }

  @Test("N2, C2: a tab that another parent holds stops")
  func tabOwnedElsewhere() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let child = ViewController()
        let navigation = NavigationController(rootViewController: child)
        withExtendedLifetime(navigation) { TabBarController().viewControllers = [child] }
      }
    }
    #expect(standardError(of: result).contains("is a child of NavigationController"))
  }

  @Test("N3, C2: presenting a controller that is already presented stops")
  func presentTwice() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let root = ViewController()
        window.rootViewController = root
        let sheet = ViewController()
        root.present(sheet, animated: false)
        let otherWindow = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let otherRoot = ViewController()
        otherWindow.rootViewController = otherRoot
        otherRoot.present(sheet, animated: false)
      }
    }
    #expect(standardError(of: result).contains("already presented"))
  }

  @Test("N3, C2: presenting a controller that has a parent stops")
  func presentChild() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let list = ViewController()
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        navigation.present(list, animated: false)
      }
    }
    #expect(standardError(of: result).contains("is a child of NavigationController"))
  }

  @Test("N3, C2: presenting an ancestor of the presenting controller stops")
  func presentAncestor() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let list = ViewController()
        let navigation = NavigationController(rootViewController: list)
        window.rootViewController = navigation
        list.present(navigation, animated: false)
      }
    }
    #expect(standardError(of: result).contains("would create a cycle"))
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
        let superview = controller.viewIfInstalled?.superview
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

extension ViewController {
  /// The view if it is loaded (without loading it).
  fileprivate var viewIfInstalled: View? { isViewLoaded ? view : nil }
}
