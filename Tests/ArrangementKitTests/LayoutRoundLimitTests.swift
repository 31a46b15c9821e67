import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A view that marks itself for layout again in its first `remarks` `layoutSubviews` calls.
@MainActor
final class SelfInvalidatingView: View {
  var remarks = 0
  var layoutCount = 0
  override func layoutSubviews() {
    layoutCount += 1
    if layoutCount <= remarks { setNeedsLayout() }
  }
}

/// A view that, in each `layoutSubviews`, marks itself and every ancestor for layout again: a
/// loop through all the levels above it (the reliability seed 1592594927's shape).
@MainActor
final class AncestorInvalidatingView: View {
  var layoutCount = 0
  override func layoutSubviews() {
    layoutCount += 1
    var current: View? = self
    while let view = current {
      view.setNeedsLayout()
      current = view.superview
    }
  }
}

@MainActor
@Suite("A layout pass that keeps invalidating itself (Decisions-Kit: 8 rounds per view)")
struct LayoutRoundLimitTests {
  /// Decisions-Kit.md, "Layout timing": a pass stops after 8 rounds per view; the marks stay.
  nonisolated static let roundLimit = 8

  /// Where the self-invalidating view sits: alone (a root), or a subview of a plain view.
  enum Placement: String, CaseIterable, Sendable { case root, subview }

  @MainActor
  private func makeView(remarks: Int, placement: Placement) -> (asked: View, view: SelfInvalidatingView) {
    let view = SelfInvalidatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.remarks = remarks
    view.setNeedsLayout()
    guard placement == .subview else { return (view, view) }
    let host = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    host.addSubview(view)
    return (host, view)
  }

  @Test("Kit: a view that needs exactly the limit of rounds is laid out in one pass", arguments: Placement.allCases)
  func limitRuns(placement: Placement) {
    let (asked, view) = makeView(remarks: Self.roundLimit - 1, placement: placement)
    asked.layoutIfNeeded()
    #expect(view.layoutCount == Self.roundLimit)
    #expect(!view.needsLayout)
    asked.layoutIfNeeded()
    #expect(view.layoutCount == Self.roundLimit)
  }

  @Test(
    "Kit: a view that needs one round more stops at the limit, stays marked, and finishes on the next pass",
    arguments: Placement.allCases)
  func oneMoreDoesNot(placement: Placement) {
    let (asked, view) = makeView(remarks: Self.roundLimit, placement: placement)
    asked.layoutIfNeeded()
    #expect(view.layoutCount == Self.roundLimit)
    #expect(view.needsLayout)
    asked.layoutIfNeeded()
    #expect(view.layoutCount == Self.roundLimit + 1)
    #expect(!view.needsLayout)
  }

  @Test("Kit: a view that always invalidates itself runs the limit per pass and never hangs")
  func foreverStopsEachPass() {
    let (asked, view) = makeView(remarks: .max, placement: .root)
    for pass in 1...3 {
      asked.layoutIfNeeded()
      #expect(view.layoutCount == pass * Self.roundLimit)
      #expect(view.needsLayout)
    }
  }

  @Test(
    "Kit: a loop through nested views ends the rounds of every level above it: the limit once per pass, not once per level",
    arguments: [1, 6])
  func nestedLoopStopsEveryLevel(depth: Int) {
    var chain = [SelfInvalidatingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))]
    for _ in 0..<depth {
      let level = SelfInvalidatingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      chain.last?.addSubview(level)
      chain.append(level)
    }
    let loop = AncestorInvalidatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    chain.last?.addSubview(loop)
    for pass in 1...2 {
      chain[0].layoutIfNeeded()
      // Before the levels stopped, the rounds multiplied: 8 to the power of the depth.
      #expect(loop.layoutCount == pass * Self.roundLimit, "depth \(depth), pass \(pass)")
      for level in chain { #expect(level.layoutCount == pass, "depth \(depth), pass \(pass)") }
      #expect(loop.needsLayout && chain[0].needsLayout)
    }
  }
}
