import ArrangementKit
import ArrangementTesting
import Foundation

/// Navigation, tab bar and presentation operations (N1–N3) mixed into the random sequences,
/// and their invariants. Every call the test makes is a legal one or a documented no-op: the
/// traps of bad calls are checked by exit tests (ContainerBadCallTests), not here.
extension RandomWorld {
  func containerOperation() -> String {
    switch rng.below(includesBarOperations ? 16 : 13) {
    case 0: return makeNavigation()
    case 1, 2: return push()
    case 3: return pushFromPane()
    case 4: return pop()
    case 5: return setStack()
    case 6: return makeTabBar()
    case 7: return select()
    case 8: return setTabs()
    case 9, 10: return present()
    case 11: return dismiss()
    case 12 where !includesBarOperations: return dismiss()
    default: return barOperation()  // RandomWorld+Bars.swift
    }
  }

  /// Whether `controller` is presented itself (not only inside a presented controller).
  func isPresented(_ controller: ViewController) -> Bool {
    controller.parent == nil && controller.presentingViewController != nil
  }

  /// Controllers no container holds (no parent, no slot, not presented, not the root) that may
  /// go into `container` without a cycle; a new leaf when the pool has room and `rng` says so.
  func freeController(for container: ViewController) -> ViewController? {
    if leaves.count < Self.maximumLeaves, rng.oneIn(3) { return makeLeaf() }
    let free = controllers.filter {
      $0 !== container && holder(of: $0) == nil && $0 !== window.rootViewController && !holds($0, container)
    }
    return free.isEmpty ? nil : rng.pick(free)
  }

  // MARK: Navigation (N1)

  func makeNavigation() -> String {
    guard navigations.count < Self.maximumContainers else { return "navigation pool full" }
    let navigation = AppearanceTrackingNavigation()
    register(navigation)
    navigations.append(navigation)
    if let root = freeController(for: navigation) { navigation.pushViewController(root, animated: false) }
    if let arrangement = arrangements.isEmpty ? nil : rng.pick(arrangements), rng.oneIn(2),
      canPlace(navigation, in: arrangement)
    {
      let placement = rng.pick(ViewPlacement.allCases)
      arrangement.setViewController(navigation, for: placement)
      return "new \(name(navigation)) in \(placement) of \(name(arrangement))"
    }
    return "new loose \(name(navigation))"
  }

  func push() -> String {
    guard let navigation = navigations.isEmpty ? nil : rng.pick(navigations) else { return "no navigation" }
    guard let controller = freeController(for: navigation) else { return "nothing to push" }
    let animated = rng.oneIn(2)
    navigation.pushViewController(controller, animated: animated)
    return "push \(name(controller)) on \(name(navigation))\(animated ? " animated" : "")"
  }

  /// A push the way apps write it: from any controller, through `navigationController?`.
  func pushFromPane() -> String {
    guard let controller = controllers.isEmpty ? nil : rng.pick(controllers) else { return "no controller" }
    guard let navigation = controller.navigationController else {
      controller.navigationController?.pushViewController(ViewController(), animated: true)  // nothing (N1)
      return "push from \(name(controller)), which has no navigation controller"
    }
    guard let pushed = freeController(for: navigation) else { return "nothing to push" }
    if !(controller is NavigationController), rng.oneIn(3) {
      controller.show(pushed, sender: nil)  // pushes: there is a navigation controller
      return "show \(name(pushed)) from \(name(controller)) on \(name(navigation))"
    }
    controller.navigationController?.pushViewController(pushed, animated: true)
    return "push \(name(pushed)) from \(name(controller)) on \(name(navigation))"
  }

  func pop() -> String {
    guard let navigation = navigations.isEmpty ? nil : rng.pick(navigations) else { return "no navigation" }
    let animated = rng.oneIn(2)
    switch rng.below(4) {
    case 0:
      navigation.popToRootViewController(animated: animated)
      return "pop \(name(navigation)) to its root"
    case 1:
      let stack = navigation.viewControllers
      guard !stack.isEmpty else { return "empty \(name(navigation))" }
      let target = rng.oneIn(4) ? ViewController() : rng.pick(stack)
      navigation.popToViewController(target, animated: animated)
      return "pop \(name(navigation)) to \(name(target))"
    default:
      navigation.popViewController(animated: animated)
      return "pop \(name(navigation))"
    }
  }

  func setStack() -> String {
    guard let navigation = navigations.isEmpty ? nil : rng.pick(navigations) else { return "no navigation" }
    var stack = navigation.viewControllers.filter { _ in !rng.oneIn(3) }
    for _ in 0..<rng.below(3) {
      if let controller = freeController(for: navigation), !stack.contains(where: { $0 === controller }) {
        stack.append(controller)
      }
    }
    shuffle(&stack)
    if rng.oneIn(8) { stack = [] }  // a documented no-op
    navigation.setViewControllers(stack, animated: rng.oneIn(2))
    return "set the stack of \(name(navigation)) to [\(stack.map(name).joined(separator: ", "))]"
  }

  // MARK: Tab bar (N2)

  func makeTabBar() -> String {
    guard tabBars.count < Self.maximumContainers else { return "tab bar pool full" }
    let tabs = AppearanceTrackingTabBar()
    register(tabs)
    tabBars.append(tabs)
    if let arrangement = arrangements.isEmpty ? nil : rng.pick(arrangements), rng.oneIn(2),
      canPlace(tabs, in: arrangement)
    {
      arrangement.setViewController(tabs, for: rng.pick(ViewPlacement.allCases))
    }
    return "new \(name(tabs))" + setTabs(of: tabs)
  }

  func setTabs() -> String {
    guard let tabs = tabBars.isEmpty ? nil : rng.pick(tabBars) else { return "no tab bar" }
    return "tabs of \(name(tabs))" + setTabs(of: tabs)
  }

  private func setTabs(of tabs: TabBarController) -> String {
    if rng.oneIn(6) {
      tabs.viewControllers = nil
      return ": nil"
    }
    var list = (tabs.viewControllers ?? []).filter { _ in !rng.oneIn(3) }
    for _ in 0..<rng.below(3) {
      if let controller = freeController(for: tabs), !list.contains(where: { $0 === controller }) {
        list.append(controller)
      }
    }
    shuffle(&list)
    tabs.setViewControllers(list, animated: rng.oneIn(2))
    return ": [\(list.map(name).joined(separator: ", "))]"
  }

  func select() -> String {
    guard let tabs = tabBars.isEmpty ? nil : rng.pick(tabBars) else { return "no tab bar" }
    let count = tabs.viewControllers?.count ?? 0
    let index = rng.oneIn(5) ? rng.pick([-1, count, Int.max]) : rng.below(max(count, 1))
    if rng.oneIn(3), !controllers.isEmpty {
      let controller = rng.pick(controllers)
      tabs.selectedViewController = controller  // a stranger is ignored
      return "select \(name(controller)) in \(name(tabs))"
    }
    tabs.selectedIndex = index
    return "select index \(index) of \(name(tabs))"
  }

  // MARK: Presentation (N3)

  func present() -> String {
    guard let presenter = controllers.isEmpty ? nil : rng.pick(controllers) else { return "no controller" }
    guard let controller = freeController(for: presenter), !holds(controller, presenter) else {
      return "nothing to present"
    }
    var completed = false
    presenter.present(controller, animated: rng.oneIn(2)) { completed = true }
    if completed != isPresented(controller) {
      log.problems.append("N3: the completion ran \(completed) but \(name(controller)) is presented \(!completed)")
    }
    return "\(name(presenter)) presents \(name(controller))\(completed ? "" : " (rejected)")"
  }

  func dismiss() -> String {
    guard let controller = controllers.isEmpty ? nil : rng.pick(controllers) else { return "no controller" }
    controller.dismiss(animated: rng.oneIn(2))
    return "dismiss from \(name(controller))"
  }

  /// Fisher–Yates with the sequence's own generator (replays everywhere).
  func shuffle(_ list: inout [ViewController]) {
    guard list.count > 1 else { return }
    for index in stride(from: list.count - 1, to: 0, by: -1) { list.swapAt(index, rng.below(index + 1)) }
  }

  func register(_ controller: ViewController) {
    serial += 1
    serials[ObjectIdentifier(controller)] = serial
    created.append(WeakBox(controller, "\(type(of: controller)) #\(serial)"))
  }

  // MARK: Invariants

  /// N1–N3 after a step: stacks and tabs are exactly the children, one child view installed and
  /// filling, presented views over the window, and no controller's view in a window without its
  /// parent's.
  func containerViolations() -> [String] {
    var problems: [String] = []
    for navigation in navigations {
      let me = name(navigation)
      let stack = navigation.viewControllers
      if stack.map(ObjectIdentifier.init) != navigation.children.map(ObjectIdentifier.init) {
        problems.append("\(me): the stack \(stack.map(name)) is not its children \(navigation.children.map(name)) (N1)")
      }
      problems += installedViolations(me, container: navigation, shown: navigation.topViewController, all: stack)
      for controller in stack where controller.navigationController !== navigation {
        problems.append("\(me): \(name(controller)).navigationController is not \(me) (N1)")
      }
    }
    for tabs in tabBars {
      let me = name(tabs)
      let list = tabs.viewControllers ?? []
      if list.map(ObjectIdentifier.init) != tabs.children.map(ObjectIdentifier.init) {
        problems.append("\(me): the tabs \(list.map(name)) are not its children \(tabs.children.map(name)) (N2)")
      }
      if !list.isEmpty, !list.indices.contains(tabs.selectedIndex) {
        problems.append("\(me): selectedIndex \(tabs.selectedIndex) is outside \(list.count) tabs (N2)")
      }
      problems += installedViolations(me, container: tabs, shown: tabs.selectedViewController, all: list)
      for controller in list where controller.tabBarController !== tabs {
        problems.append("\(me): \(name(controller)).tabBarController is not \(me) (N2)")
      }
    }
    problems += presentationViolations()
    for controller in controllers where controller.isViewLoaded && controller.view.window != nil {
      let anchored =
        controller === window.rootViewController || isPresented(controller)
        || (controller.parent.map { $0.isViewLoaded && $0.view.window != nil } ?? false)
      if !anchored {
        problems.append("\(name(controller))'s view is in the window, but neither it nor its parent is held there")
      }
    }
    return problems
  }

  /// C12 for every controller of the pool: its appearance callbacks came in pairs, each
  /// `viewWill…` got its `viewDid…` within the step, and it has appeared exactly when its view
  /// is in the window (C6, N1–N3).
  func appearanceViolations() -> [String] {
    var problems: [String] = []
    for controller in controllers {
      guard let tracked = controller as? any AppearanceTracking else {
        problems.append("\(name(controller)) does not track its appearance callbacks")
        continue
      }
      for problem in tracked.balance.problems { problems.append("\(name(controller)): \(problem)") }
      tracked.balance.problems.removeAll()
      if !tracked.balance.isSettled {
        problems.append("\(name(controller)) is left \(tracked.balance) at the end of the step (C12)")
      }
      let inWindow = controller.isViewLoaded && controller.view.window != nil
      if tracked.balance.hasAppeared != inWindow {
        problems.append(
          "\(name(controller)) is \(inWindow ? "" : "not ")in the window but has appeared \(tracked.balance.hasAppeared)"
        )
      }
    }
    return problems
  }

  /// Only `shown`'s view is in the container's view, filling its bounds.
  private func installedViolations(
    _ me: String, container: ViewController, shown: ViewController?, all: [ViewController]
  ) -> [String] {
    guard container.isViewLoaded else { return [] }
    let host: View = container.view
    host.layoutIfNeeded()  // a loose container's bounds may have changed since its last pass
    var problems: [String] = []
    if let shown {
      if shown.view.superview !== host {
        problems.append("\(me): the shown \(name(shown))'s view is not installed (N1, N2)")
      } else if !LengthTolerance.isEqual(shown.view.frame, host.bounds) {
        problems.append("\(me): \(name(shown))'s frame \(shown.view.frame) does not fill \(host.bounds) (N1, N2)")
      }
    }
    for controller in all where controller !== shown && controller.isViewLoaded && controller.view.superview != nil {
      problems.append("\(me): \(name(controller)) is not shown but its view is in a superview (N1, N2)")
    }
    return problems
  }

  /// The presentation chain over the root: each presented view in the window, above the root's
  /// and the one before, filling the window; no presented controller has a parent.
  private func presentationViolations() -> [String] {
    var problems: [String] = []
    var chain: [ViewController] = []
    var current = window.rootViewController?.presentedViewController
    while let presented = current, chain.count <= controllers.count {
      chain.append(presented)
      if presented.parent != nil { problems.append("N3: presented \(name(presented)) has a parent") }
      if presented.view.superview !== window {
        problems.append("N3: presented \(name(presented))'s view is not in the window")
      } else if !LengthTolerance.isEqual(presented.view.frame, window.bounds) {
        problems.append("N3: presented \(name(presented))'s frame \(presented.view.frame) is not the window's")
      }
      current = presented.presentedViewController
    }
    if let root = window.rootViewController, root.isViewLoaded {
      let expected = [root.view!] + chain.map { $0.view! }
      if window.subviews.map(ObjectIdentifier.init) != expected.map(ObjectIdentifier.init) {
        problems.append("N3: the window's subviews are not the root's view and the presented views, in order")
      }
    }
    for controller in controllers where isPresented(controller) && !chain.contains(where: { $0 === controller }) {
      problems.append("N3: \(name(controller)) is presented outside the window's presentation chain")
    }
    return problems
  }
}
