import Foundation

/// The container and separating fold of a context, worked out independently of the solver
/// from the rules' text (D1–D7), so that the fuzzer can check the solver's frames against them.
///
/// Readings of the rules where the text leaves room (the same as the solver's, documented in
/// Docs/Reliability.md): bounds components that are not finite count as 0, negative sizes as
/// 0, and edges are clamped to ±greatestFiniteMagnitude / 4 (S5); a division is judged
/// against the (sanitized) bounds; divisions over an edge shrink the container in list order; D6's "centre" is the centre of the region's frame and of the
/// shrunk container; the chosen fold must still leave room on both sides of the shrunk
/// container, or no fold separates.
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
    func role(_ region: ReservedRegion) -> Role {
      guard region.kind == .division, region.isActive else { return .none }
      let f = region.frame
      guard f.origin.x.isFinite, f.origin.y.isFinite, f.size.width.isFinite, f.size.height.isFinite,
        f.size.width > 0, f.size.height > 0
      else { return .none }
      for isHorizontal in [true, false] {
        let (boxLow, boxHigh) = Self.along(bounds, isHorizontal)
        let (crossLow, crossHigh) = Self.along(bounds, !isHorizontal)
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
    for region in context.reservedRegions {
      guard case .edge(let band) = role(region) else { continue }
      var (low, high) = Self.along(container, band.isHorizontal)
      if band.lower - low > high - band.upper {
        high = max(low, min(high, band.lower))
      } else {
        low = min(high, max(low, band.upper))
      }
      container = Self.rect(container, band.isHorizontal, low, high)
    }
    self.container = container

    var chosen: (band: Band, distance: CGFloat)?
    for region in context.reservedRegions {
      guard case .separating(let band) = role(region) else { continue }
      let dx = region.frame.midX - container.midX
      let dy = region.frame.midY - container.midY
      let distance = dx * dx + dy * dy
      if chosen == nil || distance < chosen!.distance { chosen = (band, distance) }
    }
    if let band = chosen?.band {
      let (low, high) = Self.along(container, band.isHorizontal)
      let clipped = Band(isHorizontal: band.isHorizontal, lower: max(band.lower, low), upper: min(band.upper, high))
      fold = clipped.lower - low > 0.001 && high - clipped.upper > 0.001 ? clipped : nil
    } else {
      fold = nil
    }
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
