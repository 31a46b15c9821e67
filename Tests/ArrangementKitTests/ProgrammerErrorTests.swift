import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@Suite("Programmer errors (C2)")
struct ProgrammerErrorTests {
  @Test("C2: placing the arrangement controller inside itself stops with a precondition failure")
  func placingItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let arrangement = ArrangementController()
        arrangement.setViewController(arrangement, for: .primary)
      }
    }
    let message = standardError(of: result)
    #expect(message.contains("inside itself"))
  }

  @Test("C2: placing one of its own ancestors stops with a precondition failure")
  func placingAnAncestor() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let outer = ArrangementController()
        let inner = ArrangementController()
        outer.setViewController(inner, for: .secondary)
        inner.setViewController(outer, for: .primary)
      }
    }
    let message = standardError(of: result)
    #expect(message.contains("ancestor"))
  }

  @Test("C2: placing an ancestor further up, through a plain container, also traps")
  func placingAGrandparent() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let outer = ArrangementController()
        let wrapper = ViewController()
        let inner = ArrangementController()
        outer.setViewController(wrapper, for: .primary)
        wrapper.addChild(inner)
        inner.setViewController(outer, for: .secondary)
      }
    }
  }

  @Test("C2: placing the ancestor of a hidden, detached arrangement traps too")
  func placingAncestorWhileDetached() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let outer = ArrangementController()
        outer.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        let inner = ArrangementController()
        outer.setViewController(ViewController(), for: .primary)
        outer.setViewController(inner, for: .secondary)
        outer.updateArrangement(SplitArrangement().axes(.horizontal))
        outer.view.layoutIfNeeded()  // inner is hidden and detached
        inner.setViewController(outer, for: .primary)
      }
    }
  }

  @Test("C2: bad numbers are not programmer errors: they are sanitized")
  @MainActor
  func badNumbersAreSanitized() {
    let arrangement = ArrangementController()
    arrangement.view.frame = rect(0, 0, .nan, -5)
    let primary = ViewController()
    primary.preferredContentSize = CGSize(width: CGFloat.infinity, height: -3)
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    arrangement.updateArrangement(split(primaryWidth: .init(minimum: .absolute(-1), preferred: .fractional(7))))
    arrangement.view.layoutIfNeeded()
    #expect(arrangement.currentLayout?.diagnostics.isEmpty == false)
  }

  @Test("C2: adding a view's ancestor to it as a subview traps (the ancestor has subviews: the walk runs)")
  func viewCycle() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = View()
        let middle = View()
        let leaf = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        leaf.addSubview(root)
      }
    }
    #expect(standardError(of: result).contains("hierarchy cycle"))
  }

  @Test("C2: a view without subviews goes anywhere but into itself (no walk, no trap)")
  @MainActor
  func leafNeedsNoWalk() {
    let root = View()
    var deepest = root
    for _ in 0..<50 {
      let child = View()
      deepest.addSubview(child)
      deepest = child
    }
    let leaf = View()
    deepest.addSubview(leaf)
    #expect(leaf.superview === deepest)
    #expect(leaf.isDescendant(of: root))
    // Moving a leaf up to the root is no cycle either.
    root.addSubview(leaf)
    #expect(leaf.superview === root)
    #expect(deepest.subviews.isEmpty)
  }
}
