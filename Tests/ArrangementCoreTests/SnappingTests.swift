import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// P1: pixel snapping.
@Suite("P1: pixel snapping")
struct SnappingTests {
  static let third = 1301.0 / 3

  static let p1Cases: [LayoutCase] = [
    LayoutCase(
      name: "P1: scale 1 rounds the shared edge to whole points",
      context: box(1000, 800, scale: 1), subject: split(range(.automatic, .absolute(333.3))),
      primary: .shown(rect(0, 0, 333, 800), H, 0), secondary: .shown(rect(333, 0, 667, 800), H, 0)),
    LayoutCase(
      name: "P1: scale 2 rounds to half points",
      context: box(1000, 800, scale: 2), subject: split(range(.automatic, .absolute(333.3))),
      primary: .shown(rect(0, 0, 333.5, 800), H, 0), secondary: .shown(rect(333.5, 0, 666.5, 800), H, 0)),
    LayoutCase(
      name: "P1: scale 3 rounds 433.5 to 433.667",
      context: box(867, 800, scale: 3), subject: split(),
      primary: .shown(rect(0, 0, third, 800), H, 0), secondary: .shown(rect(third, 0, 867 - third, 800), H, 0),
      variants: .transposed),
    LayoutCase(
      name: "P1: without a scale frames are exact (433.5 stays 433.5)",
      context: box(867, 800), subject: split(),
      primary: .shown(rect(0, 0, 433.5, 800), H, 0), secondary: .shown(rect(433.5, 0, 433.5, 800), H, 0)),
    LayoutCase(
      name: "P1: a half rounds away from zero",
      context: box(867, 800, scale: 1), subject: split(),
      primary: .shown(rect(0, 0, 434, 800), H, 0), secondary: .shown(rect(434, 0, 433, 800), H, 0),
      variants: .transposed),
    LayoutCase(
      name: "P1: a half rounds away from zero in right-to-left layout too",
      context: box(867, 800, rtl: true, scale: 1), subject: split(),
      primary: .shown(rect(434, 0, 433, 800), H, 0), secondary: .shown(rect(0, 0, 434, 800), H, 0),
      variants: .none),
    LayoutCase(
      name: "P1: a negative half rounds away from zero",
      context: ArrangementContext(bounds: rect(-867, 0, 867, 800), displayScale: 1), subject: split(),
      primary: .shown(rect(-867, 0, 433, 800), H, 0), secondary: .shown(rect(-434, 0, 434, 800), H, 0),
      variants: .transposed),
    LayoutCase(
      name: "P1: vertical splits snap the same way",
      context: box(800, 1000, scale: 2), subject: splitHeights(range(.automatic, .absolute(333.3))),
      primary: .shown(rect(0, 0, 800, 333.5), V, 0), secondary: .shown(rect(0, 333.5, 800, 666.5), V, 0)),
    LayoutCase(
      name: "P1: fold edges are the display's geometry and stay exact",
      context: box(951, 669, scale: 3, regions: [foldX(455.5, 40, height: 669)]), subject: split(),
      primary: .shown(rect(0, 0, 455.5, 669), H, 0), secondary: .shown(rect(495.5, 0, 455.5, 669), H, 0)),
    LayoutCase(
      name: "P1: container edges stay exact, so snapped views never leave it",
      context: ArrangementContext(bounds: rect(0.25, 0, 1000, 800), displayScale: 1), subject: split(),
      primary: .shown(rect(0.25, 0, 499.75, 800), H, 0), secondary: .shown(rect(500, 0, 500.25, 800), H, 0),
      variants: .transposed),
    LayoutCase(
      name: "P1: snapping never leaves a shown view without length",
      context: box(1000, 800, scale: 1), subject: split(range(.automatic, .absolute(0.3))),
      primary: .shown(rect(0, 0, 0.3, 800), H, 0), secondary: .shown(rect(0.3, 0, 999.7, 800), H, 0)),
    LayoutCase(
      name: "P1: an already aligned edge does not move",
      context: box(1000, 800, scale: 3), subject: split(range(.automatic, .absolute(300))),
      primary: .shown(rect(0, 0, 300, 800), H, 0), secondary: .shown(rect(300, 0, 700, 800), H, 0)),
  ]

  @Test("P1: every computed edge rounds to the nearest pixel, half away from zero", arguments: p1Cases)
  func p1(_ row: LayoutCase) { row.verify() }

  @Test("P1: shared edges round identically, so tiling survives at every scale")
  func p1Tiling() {
    var random = SeededGenerator(seed: 1)
    for _ in 0..<500 {
      let scale = random.pick([1, 2, 3, 1.5] as [CGFloat])
      let width = random.grid(10...1500, step: 0.25)
      let preferred = random.grid(0...width, step: 0.01)
      let context = box(width, 5, scale: scale)
      let layout = SplitArrangement().configuring(.primary) { $0.width.preferred = .absolute(preferred) }
        .layout(in: context)
      #expect(LayoutInvariants.check(layout, context, style: .split).isEmpty, "\(context) preferred \(preferred)")
      if let p = layout[.primary], let s = layout[.secondary], !p.state.isHidden, !s.state.isHidden {
        let edge = p.frame.maxX
        let pixels = edge * scale
        let isAligned = LengthTolerance.isEqual(pixels, pixels.rounded())
        let keptExact = p.frame.width * scale < 1 || s.frame.width * scale < 1
        #expect(isAligned || keptExact, "edge \(edge) at scale \(scale)")
        #expect(Double(p.frame.maxX).bitPattern == Double(s.frame.minX).bitPattern, "shared edge rounds identically")
      }
    }
  }
}
