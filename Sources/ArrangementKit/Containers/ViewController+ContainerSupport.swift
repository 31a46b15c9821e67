import Foundation

// What the navigation and tab bar controllers share (N1, N2): checking that a controller may
// become their child, and swapping the one child view they show with UIKit's appearance order.

extension ViewController {
  /// Who holds `self` other than `container`, in words, or `nil` when nobody does: a parent, an
  /// arrangement slot (shown or hidden), a presentation, or a window (as its root).
  func holderDescription(other container: ViewController) -> String? {
    if let parent = storedParent, parent !== container {
      return "is a child of \(type(of: parent))"
    }
    if let owner = slotOwner, owner !== container {
      return "is in a slot of an ArrangementController (hidden panes included)"
    }
    if let presenter = storedPresenting {
      return "is presented by \(type(of: presenter))"
    }
    if storedParent == nil, let superview = storedView?.storedSuperview as? Window,
      superview.rootViewController === self
    {
      return "is the root view controller of a window"
    }
    return nil
  }

  /// Stops with a precondition failure naming the problem when `candidate` cannot become a
  /// child of this container without corrupting the hierarchy (C2, N1, N2).
  func checkNewChild(_ candidate: ViewController, in operation: String) {
    if candidate === self {
      preconditionFailure("\(operation): cannot add \(type(of: self)) to itself")
    }
    if isDescendantOrDetachedDescendant(of: candidate) {
      preconditionFailure(
        "\(operation): \(type(of: candidate)) is an ancestor of this \(type(of: self)); adding it would create a cycle")
    }
    if let holder = candidate.holderDescription(other: self) {
      preconditionFailure(
        "\(operation): \(type(of: candidate)) \(holder); remove it there first (a controller has one parent)")
    }
  }

  /// Stops with a precondition failure when `controllers` lists one controller twice.
  func checkDistinct(_ controllers: [ViewController], in operation: String) {
    for (index, controller) in controllers.enumerated() {
      for other in controllers[(index + 1)...] where other === controller {
        preconditionFailure(
          "\(operation): \(type(of: controller)) is listed twice; the controllers of a container must be distinct")
      }
    }
  }

  /// Replaces the child view `host` shows: `old`'s view leaves, `new`'s view (given `frame`)
  /// takes its place. In a window the appearance callbacks come in UIKit's order: `old`
  /// will disappear, `new` will appear, `old` did disappear, `new` did appear. Containment
  /// callbacks are the caller's.
  func replaceContent(
    in host: View, from old: ViewController?, to new: ViewController?, animated: Bool
  ) {
    let oldView = old.flatMap { $0.storedView?.storedSuperview === host ? $0.storedView : nil }
    let newView: View? = new?.view  // loads the view (viewDidLoad) before any appearance callback
    if let newView, newView === oldView { return }
    if let window = host.window {
      oldView?.subtreeWillMove(from: window, to: nil, animated: animated)
      if let newView, newView.window !== window {
        newView.subtreeWillMove(from: newView.window, to: window, animated: animated)
      }
    }
    oldView?.removeFromSuperview(animated: animated)
    if let newView {
      newView.frame = host.bounds
      // A container's bars stay above its content (B1).
      if let anchor = (self as? any BarHosting)?.lowestBarView, let index = host.indexOfSubview(anchor) {
        host.insertSubview(newView, at: index, animated: animated)
      } else {
        host.addSubview(newView, animated: animated)
      }
    }
  }

  /// Keeps the shown child's view installed in `host` and filling its bounds.
  func keepContentInstalled(_ content: ViewController?, in host: View) {
    guard let content else { return }
    let contentView: View = content.view
    if contentView.storedSuperview !== host {
      replaceContent(in: host, from: nil, to: content, animated: false)
    } else if !contentView.storedFrame.isIdentical(to: host.bounds) {
      contentView.frame = host.bounds
    }
  }

  /// Puts the children in `order` first (a container's children are its list, in its order).
  func orderChildren(_ order: [ViewController]) {
    let others = storedChildren.filter { child in !order.contains { $0 === child } }
    storedChildren = order.filter { $0.storedParent === self } + others
  }
}
