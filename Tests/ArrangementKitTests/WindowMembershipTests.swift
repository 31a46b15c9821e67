import ArrangementKit
import ArrangementSimulator
import Foundation
import Testing

/// `window` answers outside a window without walking to the root: each view knows whether a
/// window is above it, kept on every move into and out of a window (V1). These tests check the
/// answer against the superview chain after every move.
@MainActor
@Suite("A view's window across moves (V1)")
struct WindowMembershipTests {
  static func makeWindow() -> Window {
    Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), scale: 2))
  }

  /// The window found by following `superview` from `view`.
  static func windowBySuperviews(of view: View) -> Window? {
    var current: View? = view
    while let next = current {
      if let window = next as? Window { return window }
      current = next.superview
    }
    return nil
  }

  @Test("V1: a detached chain's views have no window; moved into one, all of them do; out again, none")
  func chainMovesInAndOut() {
    let window = Self.makeWindow()
    let root = View()
    var chain = [root]
    for _ in 0..<30 {
      let child = View()
      chain[chain.count - 1].addSubview(child)
      chain.append(child)
    }
    #expect(chain.allSatisfy { $0.window == nil })
    window.addSubview(root)
    #expect(chain.allSatisfy { $0.window === window })
    let leaf = View()
    chain[29].addSubview(leaf)  // added below a view already in the window
    #expect(leaf.window === window)
    chain[10].removeFromSuperview()
    #expect(chain[..<10].allSatisfy { $0.window === window })
    #expect(chain[10...].allSatisfy { $0.window == nil })
    #expect(leaf.window == nil)
  }

  @Test("V1: views of a freed window have no window")
  func freedWindow() {
    let view = View()
    let child = View()
    view.addSubview(child)
    do {
      let window = Self.makeWindow()
      window.addSubview(view)
      #expect(child.window === window)
    }
    #expect(view.superview == nil)
    #expect(child.window == nil)
  }

  @Test("V1: random moves between two windows and detached views keep every view's window", arguments: [1, 2, 3, 4, 5])
  func randomMoves(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let windows = [Self.makeWindow(), Self.makeWindow()]
    let views = (0..<24).map { _ in View() }
    for step in 0..<400 {
      let view = views[Int.random(in: 0..<views.count, using: &random)]
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        view.removeFromSuperview()
      case 1:
        windows[Int.random(in: 0..<2, using: &random)].addSubview(view)
      default:
        let parent = views[Int.random(in: 0..<views.count, using: &random)]
        // Never a cycle: the parent must not be the view or below it.
        if parent !== view && !parent.isDescendant(of: view) { parent.addSubview(view) }
      }
      for candidate in views where candidate.window !== Self.windowBySuperviews(of: candidate) {
        Issue.record("seed \(seed), step \(step): a view's window is not the one above it")
        return
      }
    }
  }
}
