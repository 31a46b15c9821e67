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
}
