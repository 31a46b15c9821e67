import ArrangementKit
import Foundation
import Testing

/// A view that the constraints give a negative height lies empty at its origin (M1): its
/// margins taken from its superview's (`preservesSuperviewLayoutMargins`) are measured from
/// there, not from the standardized rectangle above the origin. The random constraint
/// sequences' seed 2000002484, reduced.
@MainActor
@Suite("Preserved superview margins of a view with a negative size (M3)")
struct NegativeSizeMarginsTests {
  @Test(
    "M3: a view whose margins guide gives it a negative height keeps the margins it preserves from its superview, and the pass settles"
  )
  func preservedMarginsAtNegativeHeight() {
    // follower.height == 2 × margins.height + 128 with the follower 3 tall: the guide is −62.5
    // tall, so the owner is −62.5 + 8 + 8 = −46.5 tall. Read as the rectangle above its origin,
    // its top margin was 8 + 46.5 from the superview's, which made it −8 tall, whose top margin
    // was 8 + 8, and so on: the pass never settled.
    let fixture = AutoLayoutFixture(width: 400, height: 400)
    let owner = fixture.constrainedView()
    owner.preservesSuperviewLayoutMargins = true
    let follower = View(frame: CGRect(x: 0, y: 0, width: 50, height: 3))
    owner.addSubview(follower)
    let guide = owner.layoutMarginsGuide
    LayoutConstraint.activate([
      owner.leftAnchor.constraint(equalTo: fixture.container.leftAnchor),
      owner.topAnchor.constraint(equalTo: fixture.container.topAnchor),
      owner.widthAnchor.constraint(equalToConstant: 100),
      follower.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 2, constant: 128),
    ])
    fixture.layout()
    #expect(owner.frame.size.height < 0, "\(owner.frame)")
    // The guide's own origin (`minY` would standardize its negative height).
    #expect(guide.layoutFrame.origin.y.isClose(to: 8), "\(guide.layoutFrame)")
    #expect(
      (2 * guide.layoutFrame.size.height + 128 - follower.frame.size.height).magnitude <= 2,
      "\(guide.layoutFrame) \(follower.frame)")
    #expect(fixture.window.brokenLayoutConstraints.isEmpty)
  }
}
