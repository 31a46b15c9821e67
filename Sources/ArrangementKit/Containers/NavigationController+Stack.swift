import Foundation

// The stack changes of N1, in UIKit's order of containment and appearance callbacks.
extension NavigationController {
  func performPush(_ viewController: ViewController, animated: Bool) {
    let operation = "NavigationController.pushViewController"
    if stack.contains(where: { $0 === viewController }) {
      preconditionFailure(
        "\(operation): \(type(of: viewController)) is already in the navigation stack; pushing the same instance twice is not supported"
      )
    }
    checkNewChild(viewController, in: operation)
    let oldTop = topViewController
    Self.marking([viewController], .movingToParent) {
      addChild(viewController)
      changeStack { $0.append(viewController) }
      if let host = storedView { replaceContent(in: host, from: oldTop, to: viewController, animated: animated) }
      viewController.didMove(toParent: self)
    }
    updateVerticalBarResolution()  // VB2
  }

  /// Pops everything above `stack[index]`; returns the popped controllers, bottom first.
  func performPop(downTo index: Int, animated: Bool) -> [ViewController] {
    guard index >= 0, index < stack.count - 1 else { return [] }
    let oldTop = topViewController
    let popped = Array(stack[(index + 1)...])
    changeStack { $0.removeSubrange((index + 1)...) }
    Self.marking(popped, .movingFromParent) {
      for controller in popped.reversed() { controller.willMove(toParent: nil) }
      if let host = storedView { replaceContent(in: host, from: oldTop, to: topViewController, animated: animated) }
      for controller in popped.reversed() where controller.storedParent === self { controller.removeFromParent() }
    }
    updateVerticalBarResolution()  // VB2
    return popped
  }

  func performSetStack(_ newStack: [ViewController], animated: Bool) {
    let operation = "NavigationController.setViewControllers"
    guard !newStack.isEmpty else { return }
    checkDistinct(newStack, in: operation)
    for controller in newStack where !stack.contains(where: { $0 === controller }) {
      checkNewChild(controller, in: operation)
    }
    let oldTop = topViewController
    let added = newStack.filter { controller in !stack.contains { $0 === controller } }
    let removed = stack.filter { controller in !newStack.contains { $0 === controller } }
    Self.marking(added, .movingToParent) {
      Self.marking(removed, .movingFromParent) { replaceStack(newStack, oldTop: oldTop, added, removed, animated) }
    }
    updateVerticalBarResolution()  // VB2
  }

  private func replaceStack(
    _ newStack: [ViewController], oldTop: ViewController?, _ added: [ViewController], _ removed: [ViewController],
    _ animated: Bool
  ) {
    for controller in removed.reversed() { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    changeStack { $0 = newStack }
    orderChildren(stack)
    if let host = storedView, oldTop !== topViewController {
      replaceContent(in: host, from: oldTop, to: topViewController, animated: animated)
    }
    for controller in removed.reversed() where controller.storedParent === self { controller.removeFromParent() }
    for controller in added where controller.storedParent === self { controller.didMove(toParent: self) }
  }
}
