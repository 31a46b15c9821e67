import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// L5 deep below the view that sets the direction: the engine and the margins read the layout
/// direction from the nearest view whose traits are more than its superview's.
@MainActor
@Suite("L5: layout direction deep below an override")
struct LayoutDirectionChainTests {
  /// `depth` plain views nested in `box`, each covering its superview; the innermost last.
  private func chain(in box: View, depth: Int) -> [View] {
    var views: [View] = []
    var superview = box
    for _ in 0..<depth {
      let view = View(frame: superview.bounds)
      superview.addSubview(view)
      views.append(view)
      superview = view
    }
    return views
  }

  @Test(
    "L5: a leading constraint and directional margins 12 views below a direction override follow it, and its change",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func deepBelowOverride(start: LayoutDirection) {
    let fixture = AutoLayoutFixture(width: 400)
    let box = View(frame: fixture.container.bounds)
    box.traitOverrides.layoutDirection = start
    fixture.container.addSubview(box)
    let views = chain(in: box, depth: 12)
    let deepest = views[views.count - 1]
    deepest.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 15)
    let item = fixture.constrainedView(in: deepest)
    pinLeadingItem(item, in: deepest)
    fixture.layout()
    let rightToLeft = start == .rightToLeft
    #expect(item.frame.minX.isClose(to: rightToLeft ? 340 : 10), "\(start)")
    #expect(deepest.layoutMargins.left.isClose(to: rightToLeft ? 15 : 5), "\(start)")
    // The override flips: the next pass re-resolves the constraint, the margins follow at once.
    box.traitOverrides.layoutDirection = rightToLeft ? .leftToRight : .rightToLeft
    fixture.layout()
    #expect(item.frame.minX.isClose(to: rightToLeft ? 10 : 340), "\(start), flipped")
    #expect(deepest.layoutMargins.left.isClose(to: rightToLeft ? 5 : 15), "\(start), flipped")
  }

  @Test(
    "L5: a subtree entering the window at once resolves each constraint's direction at its own depth, above and below an override inside it",
    arguments: [(LayoutDirection.leftToRight, LayoutDirection.rightToLeft), (.rightToLeft, .leftToRight)])
  func subtreeEnteringWithOverride(windowDirection: LayoutDirection, override: LayoutDirection) {
    let fixture = AutoLayoutFixture(width: 400, direction: windowDirection)
    // Built outside the window, so its constraints enter with the subtree, deepest first, and
    // each level's direction is resolved in that one move (the move's memo of directions).
    let box = View(frame: fixture.container.bounds)
    let views = chain(in: box, depth: 12)
    views[4].traitOverrides.layoutDirection = override
    let items = [1, 4, 9].map { depth in
      let item = fixture.constrainedView(in: views[depth])
      pinLeadingItem(item, in: views[depth])
      return item
    }
    fixture.container.addSubview(box)
    fixture.layout()
    func minX(_ direction: LayoutDirection) -> CGFloat { direction == .rightToLeft ? 340 : 10 }
    #expect(items[0].frame.minX.isClose(to: minX(windowDirection)), "above the override")
    #expect(items[1].frame.minX.isClose(to: minX(override)), "on the override's view")
    #expect(items[2].frame.minX.isClose(to: minX(override)), "below the override")
  }
}
