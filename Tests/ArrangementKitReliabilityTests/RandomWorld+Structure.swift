import ArrangementKit
import ArrangementTesting
import Foundation

extension RandomWorld {
  /// The links that the next operation, the layout pass and the other checks walk — parents
  /// and children, superviews and subviews, presentations — are symmetric and acyclic.
  ///
  /// Checked right after each operation, before anything walks them (the window's layout pass,
  /// the other invariants, the next operation), with bounded walks only: a broken link is then
  /// reported with the seed and the first broken invariant instead of crashing the test
  /// process (an endless parent chain or a view that contains itself would). Public API only.
  func structuralViolations() -> [String] {
    let all = controllers + (window.rootViewController.map { [$0] } ?? [])
    var problems = parentViolations(all)
    // A parent cycle makes every walk up the chain endless, presentations' included.
    guard problems.isEmpty else { return problems }
    problems += viewLinkViolations(all)
    guard problems.isEmpty else { return problems }
    problems += presentationLinkViolations(all)
    return problems
  }

  /// Parents list their children and children name their parent; no parent chain is longer
  /// than the number of controllers (no cycle).
  private func parentViolations(_ all: [ViewController]) -> [String] {
    var problems: [String] = []
    for controller in all {
      if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
        problems.append("\(name(controller))'s parent \(name(parent)) does not list it as a child")
      }
      for child in controller.children where child.parent !== controller {
        problems.append(
          "\(name(child)) is a child of \(name(controller)) but its parent is \(child.parent.map(name) ?? "nil")")
      }
      var current = controller.parent
      var depth = 0
      while let ancestor = current {
        depth += 1
        if ancestor === controller || depth > all.count + 1 {
          problems.append("the parent chain of \(name(controller)) has a cycle")
          break
        }
        current = ancestor.parent
      }
    }
    return problems
  }

  /// Each loaded view of a controller is listed by its superview, and its superview chain
  /// ends (no view contains itself).
  private func viewLinkViolations(_ all: [ViewController]) -> [String] {
    var problems: [String] = []
    let limit = 10_000
    for controller in all where controller.isViewLoaded {
      let view: View = controller.view
      if let superview = view.superview, !superview.subviews.contains(where: { $0 === view }) {
        problems.append("\(name(controller))'s view is not among its superview's subviews")
      }
      var current = view.superview
      var depth = 0
      while let ancestor = current {
        depth += 1
        if ancestor === view || depth > limit {
          problems.append("the superview chain of \(name(controller))'s view has a cycle")
          break
        }
        current = ancestor.superview
      }
    }
    return problems
  }

  /// A presented controller has no parent and names as its presenter the controller that
  /// reports presenting it, and the other way round; the chain over the window's root ends.
  private func presentationLinkViolations(_ all: [ViewController]) -> [String] {
    var problems: [String] = []
    for controller in all where controller.parent == nil {
      if let presented = controller.presentedViewController {
        if presented.parent != nil { problems.append("N3: presented \(name(presented)) has a parent") }
        if presented.presentingViewController !== controller {
          problems.append(
            "N3: \(name(controller)) presents \(name(presented)), whose presentingViewController is \(presented.presentingViewController.map(name) ?? "nil")"
          )
        }
      }
      if let presenter = controller.presentingViewController, presenter.presentedViewController !== controller {
        problems.append(
          "N3: \(name(controller)) is presented by \(name(presenter)), which presents \(presenter.presentedViewController.map(name) ?? "nothing")"
        )
      }
    }
    var seen: [ViewController] = []
    var current = window.rootViewController?.presentedViewController
    while let presented = current {
      if seen.contains(where: { $0 === presented }) || seen.count > all.count {
        problems.append("N3: the presentation chain over the window's root has a cycle")
        break
      }
      seen.append(presented)
      current = presented.presentedViewController
    }
    return problems
  }
}
