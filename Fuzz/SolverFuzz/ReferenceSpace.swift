import Foundation

/// The container and separating fold of a context, worked out independently of the solver
/// from the rules' text (D1–D7), so that the fuzzer can check the solver's frames against them.
///
/// Readings of the rules where the text leaves room are those of Docs/Decisions-Solver.md and
/// Docs/Reliability.md: bounds components that are not finite count as 0, negative sizes as 0,
/// and edges are clamped to ±greatestFiniteMagnitude / 4 (S5); bands over an edge shrink the
/// container repeatedly, each judged against the container as shrunk so far (D4); separation
/// is judged in the shrunk container (D2); D6 measures from the centre of each region's frame
/// clipped to the shrunk container, a tie within 0.001 pt keeping the region listed first.
struct ReferenceSpace {
  struct Band {
    let isHorizontal: Bool
    let lower: CGFloat
    let upper: CGFloat
  }

  let bounds: CGRect
  let container: CGRect
  let fold: Band?

  init(_ context: ArrangementContext) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    let raw = context.bounds
    let limit = CGFloat.greatestFiniteMagnitude / 4
    let x = min(max(clean(raw.origin.x), -limit), limit)
    let y = min(max(clean(raw.origin.y), -limit), limit)
    var width = max(clean(raw.size.width), 0)
    var height = max(clean(raw.size.height), 0)
    if x + width > limit { width = limit - x }
    if y + height > limit { height = limit - y }
    let bounds = CGRect(x: x, y: y, width: width, height: height)
    self.bounds = bounds

    enum Role { case edge(Band), separating(Band), none }
    /// What an active division does to `box`: lie over its edge, separate it, or nothing.
    func role(_ region: ReservedRegion, in box: CGRect) -> Role {
      guard region.kind == .division, region.isActive else { return .none }
      let f = region.frame
      guard f.origin.x.isFinite, f.origin.y.isFinite, f.size.width.isFinite, f.size.height.isFinite,
        f.size.width > 0, f.size.height > 0
      else { return .none }
      for isHorizontal in [true, false] {
        let (boxLow, boxHigh) = Self.along(box, isHorizontal)
        let (crossLow, crossHigh) = Self.along(box, !isHorizontal)
        let (frameLow, frameHigh) = Self.along(f, isHorizontal)
        let (frameCrossLow, frameCrossHigh) = Self.along(f, !isHorizontal)
        let band = Band(isHorizontal: isHorizontal, lower: max(frameLow, boxLow), upper: min(frameHigh, boxHigh))
        let covered = min(frameCrossHigh, crossHigh) - max(frameCrossLow, crossLow)
        if band.upper - band.lower <= 0 || covered <= 0 { return .none }
        if covered >= (crossHigh - crossLow) - 1 {
          let roomBefore = band.lower - boxLow
          let roomAfter = boxHigh - band.upper
          return roomBefore > 0.001 && roomAfter > 0.001 ? .separating(band) : .edge(band)
        }
      }
      return .none
    }

    var container = bounds
    var shrinking = true
    var rounds = 0
    while shrinking && rounds <= context.reservedRegions.count {
      shrinking = false
      rounds += 1
      for region in context.reservedRegions {
        guard case .edge(let band) = role(region, in: container) else { continue }
        var (low, high) = Self.along(container, band.isHorizontal)
        if band.lower - low > high - band.upper {
          high = max(low, min(high, band.lower))
        } else {
          low = min(high, max(low, band.upper))
        }
        container = Self.rect(container, band.isHorizontal, low, high)
        shrinking = true
      }
    }
    self.container = container

    var chosen: (band: Band, distance: CGFloat)?
    for region in context.reservedRegions {
      guard case .separating(let band) = role(region, in: container) else { continue }
      let clipped = region.frame.intersection(container)
      let dx = clipped.midX - container.midX
      let dy = clipped.midY - container.midY
      let distance = (dx * dx + dy * dy).squareRoot()
      if let previous = chosen {
        if previous.distance - distance > 0.001 { chosen = (band, distance) }
      } else {
        chosen = (band, distance)
      }
    }
    fold = chosen?.band
  }

  /// The two segments around the fold, in flow order (leading or top first, D3).
  func segments(rightToLeft: Bool) -> (first: CGRect, second: CGRect)? {
    guard let fold else { return nil }
    let (low, high) = Self.along(container, fold.isHorizontal)
    let lowSegment = Self.rect(container, fold.isHorizontal, low, fold.lower)
    let highSegment = Self.rect(container, fold.isHorizontal, fold.upper, high)
    return fold.isHorizontal && rightToLeft ? (highSegment, lowSegment) : (lowSegment, highSegment)
  }

  static func along(_ rect: CGRect, _ isHorizontal: Bool) -> (CGFloat, CGFloat) {
    isHorizontal
      ? (rect.origin.x, rect.origin.x + rect.size.width)
      : (rect.origin.y, rect.origin.y + rect.size.height)
  }

  static func rect(_ rect: CGRect, _ isHorizontal: Bool, _ low: CGFloat, _ high: CGFloat) -> CGRect {
    isHorizontal
      ? CGRect(x: low, y: rect.origin.y, width: high - low, height: rect.size.height)
      : CGRect(x: rect.origin.x, y: low, width: rect.size.width, height: high - low)
  }
}
