import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// The callbacks of `log` that are containment or appearance callbacks.
@MainActor
func transitionEvents(_ log: EventLog) -> [String] {
  log.events.filter { $0.contains("ppear") || $0.contains("Move(") }
}

/// A navigation controller in a window on an iPhone, with a recording root; the log cleared.
@MainActor
func makeNavigation(log: EventLog) -> (DeviceSimulator, NavigationController, RecordingController) {
  let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
  let root = RecordingController("root", log: log)
  let navigation = NavigationController(rootViewController: root)
  simulator.window.rootViewController = navigation
  log.clear()
  return (simulator, navigation, root)
}

@MainActor
@Suite("NavigationController (N1)")
struct NavigationControllerTests {
  @Test("N1: the root is the only child; its view is installed and fills the bounds")
  func rootFillsBounds() {
    let (simulator, navigation, root) = makeNavigation(log: EventLog())
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    #expect(navigation.topViewController === root)
    #expect(navigation.children.count == 1 && navigation.children.first === root)
    #expect(root.parent === navigation)
    #expect(root.view.superview === navigation.view)
    #expect(same(root.view.frame, simulator.window.bounds))
  }

  @Test("N1: push — willMove, old top will disappear, new top will appear, did disappear, did appear, didMove")
  func pushOrder() {
    let log = EventLog()
    let (simulator, navigation, root) = makeNavigation(log: log)
    let details = RecordingController("details", log: log)
    navigation.pushViewController(details, animated: true)
    #expect(
      transitionEvents(log) == [
        "details.willMove(NavigationController)", "root.viewWillDisappear(true)", "details.viewWillAppear(true)",
        "root.viewDidDisappear(true)", "details.viewDidAppear(true)", "details.didMove(NavigationController)",
      ])
    #expect(
      log.events.firstIndex(of: "details.viewDidLoad")! < log.events.firstIndex(of: "root.viewWillDisappear(true)")!)
    #expect(navigation.topViewController === details)
    #expect(root.parent === navigation)
    #expect(root.view.superview == nil)
    #expect(details.view.superview === navigation.view)
    #expect(same(details.view.frame, navigation.view.bounds))
    withExtendedLifetime(simulator) {}
  }

  @Test("N1: pop — willMove(nil), will disappear, will appear, did disappear, did appear, didMove(nil)")
  func popOrder() {
    let log = EventLog()
    let (simulator, navigation, root) = makeNavigation(log: log)
    let details = RecordingController("details", log: log)
    navigation.pushViewController(details, animated: false)
    log.clear()
    let popped = navigation.popViewController(animated: true)
    #expect(popped === details)
    #expect(
      transitionEvents(log) == [
        "details.willMove(nil)", "details.viewWillDisappear(true)", "root.viewWillAppear(true)",
        "details.viewDidDisappear(true)", "root.viewDidAppear(true)", "details.didMove(nil)",
      ])
    #expect(details.parent == nil)
    #expect(details.view.superview == nil)
    #expect(root.view.superview === navigation.view)
    withExtendedLifetime(simulator) {}
  }

  @Test("N1: outside a window a push or pop gets containment callbacks only")
  func outsideWindow() {
    let log = EventLog()
    let root = RecordingController("root", log: log)
    let navigation = NavigationController(rootViewController: root)
    navigation.view.frame = rect(0, 0, 300, 500)
    let details = RecordingController("details", log: log)
    log.clear()
    navigation.pushViewController(details, animated: false)
    navigation.popViewController(animated: false)
    #expect(
      transitionEvents(log) == [
        "details.willMove(NavigationController)", "details.didMove(NavigationController)", "details.willMove(nil)",
        "details.didMove(nil)",
      ])
    #expect(same(root.view.frame, rect(0, 0, 300, 500)))
  }

  @Test(
    "N1: popToRoot and popTo pop everything above, bottom first in the result",
    arguments: [(target: 0, popped: ["b", "c", "d"]), (target: 1, popped: ["c", "d"]), (target: 3, popped: [])])
  func popTo(target: Int, popped: [String]) {
    let log = EventLog()
    let (simulator, navigation, _) = makeNavigation(log: log)
    for name in ["b", "c", "d"] { navigation.pushViewController(RecordingController(name, log: log), animated: false) }
    let stack = navigation.viewControllers
    let result =
      target == 0
      ? navigation.popToRootViewController(animated: true)
      : navigation.popToViewController(stack[target], animated: true)
    #expect(result?.compactMap { ($0 as? RecordingController)?.name } == popped)
    #expect(navigation.topViewController === stack[target])
    #expect(navigation.viewControllers.count == target + 1)
    #expect(navigation.children.count == target + 1)
    #expect(stack[target].view.superview === navigation.view)
    for controller in stack[(target + 1)...] {
      #expect(controller.parent == nil)
      #expect(controller.view.superview == nil)
    }
    withExtendedLifetime(simulator) {}
  }

  @Test("N1: popTo — only the old top and the new top get appearance callbacks")
  func popToAppearance() {
    let log = EventLog()
    let (simulator, navigation, root) = makeNavigation(log: log)
    for name in ["b", "c"] { navigation.pushViewController(RecordingController(name, log: log), animated: false) }
    log.clear()
    navigation.popToViewController(root, animated: false)
    #expect(
      transitionEvents(log) == [
        "c.willMove(nil)", "b.willMove(nil)", "c.viewWillDisappear(false)", "root.viewWillAppear(false)",
        "c.viewDidDisappear(false)", "root.viewDidAppear(false)", "c.didMove(nil)", "b.didMove(nil)",
      ])
    withExtendedLifetime(simulator) {}
  }

  @Test("N1: setViewControllers — new ones added, missing ones removed, kept ones reordered silently")
  func setViewControllers() {
    let log = EventLog()
    let (simulator, navigation, root) = makeNavigation(log: log)
    let b = RecordingController("b", log: log)
    navigation.pushViewController(b, animated: false)
    let c = RecordingController("c", log: log)
    log.clear()
    navigation.setViewControllers([c, root], animated: true)
    #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [c, root].map(ObjectIdentifier.init))
    #expect(navigation.children.map(ObjectIdentifier.init) == [c, root].map(ObjectIdentifier.init))
    #expect(
      transitionEvents(log) == [
        "b.willMove(nil)", "c.willMove(NavigationController)", "b.viewWillDisappear(true)",
        "root.viewWillAppear(true)", "b.viewDidDisappear(true)", "root.viewDidAppear(true)", "b.didMove(nil)",
        "c.didMove(NavigationController)",
      ])
    #expect(root.view.superview === navigation.view)
    #expect(!c.isViewLoaded)
    #expect(b.parent == nil)
    withExtendedLifetime(simulator) {}
  }

  @Test("N1: assigning viewControllers is setViewControllers without animation; the top keeps filling")
  func assigningViewControllers() {
    let log = EventLog()
    let (simulator, navigation, root) = makeNavigation(log: log)
    let b = RecordingController("b", log: log)
    navigation.viewControllers = [root, b]
    #expect(navigation.topViewController === b)
    #expect(log.events.contains("b.viewDidAppear(false)"))
    simulator.orientation = .landscape
    #expect(same(b.view.frame, simulator.window.bounds))
  }

  @Test("N1: an empty navigation controller installs its first controller when it gets one")
  func emptyNavigation() {
    let navigation = NavigationController()
    navigation.view.frame = rect(0, 0, 200, 100)
    #expect(navigation.topViewController == nil)
    #expect(navigation.popToRootViewController(animated: false) == nil)
    let first = ViewController()
    navigation.pushViewController(first, animated: false)
    #expect(first.view.superview === navigation.view)
    #expect(same(first.view.frame, rect(0, 0, 200, 100)))
  }

  @Test("N1: the stack's views are installed when the navigation controller's view loads")
  func installOnLoad() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    #expect(!root.isViewLoaded)
    #expect(root.view.superview == nil)
    _ = navigation.view
    #expect(root.view.superview === navigation.view)
  }

  @Test("N1: navigationController is the nearest navigation controller among the ancestors, not itself")
  func lookup() {
    let inner = ViewController()
    let innerNavigation = NavigationController(rootViewController: inner)
    let outer = NavigationController(rootViewController: innerNavigation)
    #expect(inner.navigationController === innerNavigation)
    #expect(innerNavigation.navigationController === outer)
    #expect(outer.navigationController == nil)
    #expect(ViewController().navigationController == nil)
  }

  @Test("N1: removing the top by hand, the documented way, shows the one below")
  func removingTopByHand() {
    let log = EventLog()
    let (simulator, navigation, root) = makeNavigation(log: log)
    let b = RecordingController("b", log: log)
    navigation.pushViewController(b, animated: false)
    b.willMove(toParent: nil)
    b.view.removeFromSuperview()
    b.removeFromParent()
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === root)
    #expect(root.view.superview === navigation.view)
    withExtendedLifetime(simulator) {}
  }

  @Test("N1: placing the top in an arrangement takes it out of the stack (C1's move)")
  func placingTopElsewhere() {
    let (simulator, navigation, root) = makeNavigation(log: EventLog())
    let b = ViewController()
    navigation.pushViewController(b, animated: false)
    let arrangement = ArrangementController()
    arrangement.setViewController(b, for: .primary)
    #expect(navigation.viewControllers.count == 1)
    #expect(root.view.superview === navigation.view)
    #expect(b.parent === arrangement)
    withExtendedLifetime(simulator) {}
  }

  @Test("N1, C11: a subclass overriding addChild sees every push; setting the same stack again calls nothing")
  func subclassSeesPushes() {
    final class CountingNavigation: NavigationController {
      var added: [ViewController] = []
      override func addChild(_ child: ViewController) {
        added.append(child)
        super.addChild(child)
      }
    }
    let log = EventLog()
    let root = RecordingController("root", log: log)
    let navigation = CountingNavigation(rootViewController: root)
    let details = RecordingController("details", log: log)
    navigation.pushViewController(details, animated: false)
    navigation.setViewControllers([root, details, ViewController()], animated: false)
    #expect(navigation.added.count == 3)
    #expect(navigation.added.first === root && navigation.added[1] === details)
    log.clear()
    navigation.viewControllers = navigation.viewControllers
    #expect(log.events.isEmpty)
  }

}
