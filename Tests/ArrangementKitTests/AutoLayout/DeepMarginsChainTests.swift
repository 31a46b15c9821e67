import ArrangementKit
import Foundation
import Testing

/// A chain of views, each pinned to its parent's margins guide, below a root that fills a
/// window: the shape whose guides the engine refreshes in one batch, each view's safe region
/// and margins computed once (`InsetMemo`). The frames must be the ones each view's own walk to
/// the window gives, in every window the chain is moved to.
@MainActor
private enum MarginsChain {
  /// The margins each view of the chain has on every side.
  static let margin: CGFloat = 8

  /// A display of `size` with top and bottom bands.
  static func window(_ size: CGSize, top: CGFloat, bottom: CGFloat) -> Window {
    let display = Display(
      bounds: CGRect(origin: .zero, size: size), safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    )
    let window = Window(display: display)
    window.makeKeyAndVisible()
    return window
  }

  /// A root (translating its mask) and `depth` views below it, each pinned to its superview's
  /// margins guide; returns the root and the chain, outermost first.
  static func make(depth: Int) -> (View, [View]) {
    let root = View()
    root.layoutMargins = EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
    var chain: [View] = []
    var parent = root
    for _ in 0..<depth {
      let child = View()
      child.translatesAutoresizingMaskIntoConstraints = false
      child.layoutMargins = EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
      parent.addSubview(child)
      pinEdges(of: child, to: parent.layoutMarginsGuide)
      chain.append(child)
      parent = child
    }
    return (root, chain)
  }

  /// Shows `root` filling `window` and lays it out.
  static func show(_ root: View, in window: Window) {
    root.frame = window.bounds
    window.addSubview(root)
    window.layoutIfNeeded()
  }

  /// The frame, in window coordinates, that view `level` (1: the root's subview) must have:
  /// the root's margins add the bands (M3: margins measured from the safe area); below it no
  /// view reaches into a band deeper than its own margins, so each level is inset by `margin`.
  static func expectedFrame(level: Int, in window: Window) -> CGRect {
    let bands = window.safeAreaInsets
    let inset = margin * CGFloat(level)
    return CGRect(
      x: inset, y: bands.top + inset, width: window.bounds.width - 2 * inset,
      height: window.bounds.height - bands.top - bands.bottom - 2 * inset)
  }

  /// Checks every level's frame, in window coordinates, against `expectedFrame`.
  static func check(_ chain: [View], in window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
    for (index, view) in chain.enumerated() {
      let frame = view.convert(view.bounds, to: window)
      let expected = expectedFrame(level: index + 1, in: window)
      #expect(
        frame.isClose(to: expected), "level \(index + 1): \(frame) vs \(expected)", sourceLocation: sourceLocation)
    }
    #expect(window.brokenLayoutConstraints.isEmpty, sourceLocation: sourceLocation)
  }
}

@MainActor
@Suite("A deep chain pinned to its parents' margins (M1, M3)")
struct DeepMarginsChainTests {
  @Test("M3: every level of a chain 20 deep is inset by the margins, the root's by the bands too", arguments: [1, 20])
  func chainInOneWindow(depth: Int) {
    let window = MarginsChain.window(CGSize(width: 400, height: 800), top: 40, bottom: 30)
    let (root, chain) = MarginsChain.make(depth: depth)
    MarginsChain.show(root, in: window)
    MarginsChain.check(chain, in: window)
  }

  @Test("L8, M1: a chain moved to a window with other bands is laid out there with that window's insets")
  func chainMovedToAnotherWindow() {
    let first = MarginsChain.window(CGSize(width: 400, height: 800), top: 40, bottom: 30)
    let second = MarginsChain.window(CGSize(width: 600, height: 700), top: 0, bottom: 50)
    let (root, chain) = MarginsChain.make(depth: 12)
    MarginsChain.show(root, in: first)
    MarginsChain.check(chain, in: first)
    MarginsChain.show(root, in: second)
    MarginsChain.check(chain, in: second)
    MarginsChain.show(root, in: first)
    MarginsChain.check(chain, in: first)
  }

  @Test("M1: the chain follows a resize of its root in the next pass")
  func chainFollowsResize() {
    let window = MarginsChain.window(CGSize(width: 400, height: 800), top: 40, bottom: 30)
    let (root, chain) = MarginsChain.make(depth: 12)
    MarginsChain.show(root, in: window)
    // Shorter than the window: the bottom band no longer reaches the root, nor its margins.
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 700)
    window.layoutIfNeeded()
    for (index, view) in chain.enumerated() {
      let inset = MarginsChain.margin * CGFloat(index + 1)
      let frame = view.convert(view.bounds, to: window)
      #expect(frame.minY.isClose(to: 40 + inset), "level \(index + 1): \(frame)")
      #expect(frame.height.isClose(to: 700 - 40 - 2 * inset), "level \(index + 1): \(frame)")
    }
  }
}
