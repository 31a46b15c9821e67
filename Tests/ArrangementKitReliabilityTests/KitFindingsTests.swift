import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// Regression tests for what the random operation sequences found in ArrangementKit; each is a
/// minimized finding named after the rule it broke (Docs/Reliability.md lists them).
@Suite("ArrangementKit reliability findings")
@MainActor
struct KitFindingsTests {
  /// Finding K1: `reservedRegions(kind:)` trapped inside Foundation's `CGRect.intersects` when
  /// the view's frame or a region's frame held NaN (or `-inf` with an infinite size).
  @Test(
    "R1: reservedRegions never traps on non-finite view or region frames",
    arguments: [
      CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100),
      CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 100),
      CGRect(x: CGFloat.nan, y: CGFloat.nan, width: 10, height: 10),
    ])
  func nonFiniteFrames(bad: CGRect) {
    let fold = ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 100, y: 0, width: 20, height: 400))
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 220, height: 400),
      reservedRegions: [fold, ReservedRegion(id: "bad", kind: .division, frame: bad)])
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let good = View(frame: CGRect(x: 0, y: 0, width: 220, height: 400))
    let broken = View(frame: bad)
    window.addSubview(good)
    window.addSubview(broken)
    // The bad region is never returned; the good fold still is.
    #expect(good.reservedRegions(kind: .division).map(\.id) == ["fold"])
    // A view with a bad frame intersects nothing.
    #expect(broken.reservedRegions(kind: .division, options: .includeInactive).isEmpty)
  }
}
