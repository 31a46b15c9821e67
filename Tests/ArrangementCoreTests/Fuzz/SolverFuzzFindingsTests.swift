import ArrangementCore
import ArrangementTestSupport
import Foundation
import Testing

// Regression tests for what the solver fuzzer (Fuzz/SolverFuzz, Scripts/fuzz.sh) found.
// Each test is a minimized finding, named after the rule it broke; Docs/Reliability.md lists
// them with their fixes.

/// Every number of every placement's frame is finite.
private func isFinite(_ layout: ArrangementLayout) -> Bool {
  ViewPlacement.allCases.allSatisfy { placement in
    guard let frame = layout[placement]?.frame else { return true }
    return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
  }
}

/// Whether `frame` lies inside `container` (edges compared with a relative tolerance, since at
/// these magnitudes one ulp is far above 0.001 pt).
private func isInside(_ frame: CGRect, _ container: CGRect) -> Bool {
  let tolerance = max(
    LengthTolerance.standard,
    1e-13 * max(abs(container.minX), abs(container.maxX), abs(container.minY), abs(container.maxY)))
  return frame.minX >= container.minX - tolerance && frame.maxX <= container.maxX + tolerance
    && frame.minY >= container.minY - tolerance && frame.maxY <= container.maxY + tolerance
}

@Suite("Solver fuzz findings")
struct SolverFuzzFindingsTests {
  /// Findings 1 and 4: bounds whose far edge overflows (`y + height` beyond the largest
  /// `Double`) gave a frame of infinite height; bounds just below the overflow gave frames
  /// whose `maxX` overflowed. Container edges are now clamped to ±greatestFiniteMagnitude / 4.
  @Test(
    "S5: container edges beyond a quarter of the largest finite number are clamped",
    arguments: [
      CGRect(x: 0, y: CGFloat.greatestFiniteMagnitude, width: 100, height: CGFloat.greatestFiniteMagnitude),
      CGRect(x: CGFloat.greatestFiniteMagnitude, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100),
      CGRect(x: 1e308, y: 1e308, width: 1e308, height: 1e308),
      CGRect(x: 1376, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100),
      CGRect(x: -CGFloat.greatestFiniteMagnitude, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100),
    ])
  func hugeBounds(bounds: CGRect) {
    let limit = CGFloat.greatestFiniteMagnitude / 4
    let minX = min(max(bounds.minX, -limit), limit)
    let minY = min(max(bounds.minY, -limit), limit)
    let container = CGRect(
      x: minX, y: minY, width: min(bounds.width, limit - minX), height: min(bounds.height, limit - minY))
    let split = SplitArrangement().configuring(.primary) { $0.width.maximum = .fractional(0.3058823529411765) }
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let context = ArrangementContext(bounds: bounds, layoutDirection: direction)
      let layouts = [
        split.layout(in: context), OverlayArrangement().layout(in: context),
        split.explainLayout(in: context).layout,
      ]
      for layout in layouts {
        #expect(isFinite(layout), "\(layout)")
        #expect(layout.diagnostics.contains { $0.kind == .invalidBounds }, "\(layout)")
        for placement in ViewPlacement.allCases {
          guard let entry = layout[placement], !entry.state.isHidden else { continue }
          #expect(entry.frame.maxX.isFinite && entry.frame.maxY.isFinite, "\(entry.frame)")
          #expect(isInside(entry.frame, container), "\(entry.frame) in \(container)")
        }
      }
    }
  }

  /// Finding 2: far from the origin, a preferred length below the resolution of the
  /// coordinates vanished when the container was cut, leaving a shown view with an empty frame.
  @Test(
    "S7: a view whose length vanishes once placed is not shown",
    arguments: [
      (CGRect(x: 0, y: 0, width: 1e300, height: 100), LayoutDirection.rightToLeft),
      (CGRect(x: 1e300, y: 0, width: 1e300, height: 100), LayoutDirection.leftToRight),
      (CGRect(x: 0, y: 1e300, width: 100, height: 1e300), LayoutDirection.leftToRight),
    ])
  func vanishingLength(bounds: CGRect, direction: LayoutDirection) {
    let split = SplitArrangement().configuring(.primary) {
      $0.width.preferred = .absolute(10)
      $0.height.preferred = .absolute(10)
    }
    for scale in [nil, CGFloat(1)] {
      let context = ArrangementContext(bounds: bounds, layoutDirection: direction, displayScale: scale)
      let layout = split.layout(in: context)
      #expect(layout[.primary]?.state.isHidden == true, "\(layout)")
      #expect(layout[.secondary]?.state.isHidden == false, "\(layout)")
      #expect(LengthTolerance.isEqual(layout[.secondary]?.frame ?? .null, bounds), "\(layout)")
    }
  }

  /// Finding 3: far from the origin, `upper - length` can fall below `lower` when the length
  /// is the whole container, so the edge two views share left the container and the other
  /// view got a negative width.
  @Test(
    "S12: the edge two views share never leaves the container",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func sharedEdgeInside(direction: LayoutDirection) {
    let bounds = CGRect(x: 1, y: 0, width: 1e300, height: 100)
    let split = SplitArrangement().configuring(.primary) { $0.width.preferred = .absolute(1e300) }
    for scale in [nil, CGFloat(1), CGFloat.greatestFiniteMagnitude] {
      let context = ArrangementContext(bounds: bounds, layoutDirection: direction, displayScale: scale)
      let layout = split.layout(in: context)
      for placement in ViewPlacement.allCases {
        let frame = layout[placement]?.frame ?? .zero
        #expect(
          frame.size.width >= 0 && frame.minX >= bounds.minX - 0.001 || layout[placement]?.state.isHidden == true,
          "\(layout)")
      }
      #expect(layout[.secondary]?.state.isHidden == true, "\(layout)")
      #expect(LengthTolerance.isEqual(layout[.primary]?.frame ?? .null, bounds), "\(layout)")
    }
  }
}
