import Foundation

/// An independent reading of the fold rules (D1–D7), for invariant checks and tests.
///
/// The solver resolves folds in `ArrangementCore`; this type answers the same questions from
/// behavior.md with separate, deliberately plain code, so that invariant checks do not trust
/// the code they check: what the container is after divisions over an edge shrink it (D4),
/// and which division separates it (D2, D6), with its two segments (D3).
///
/// ```swift
/// let folds = FoldReference(Device.iPhoneDuo.context(posture: .book, orientation: .landscape))
/// folds.fold?.axis          // .horizontal
/// folds.fold?.segments      // [0, 0, 455.5, 669] and [495.5, 0, 455.5, 669]
/// ```
///
/// Readings (Docs/Decisions-Core.md): D7 applies to every region whatever its kind; bands
/// over an edge shrink the container repeatedly until none is left (a band can lie over the
/// edge of an already shrunk container); separation (D2) and the nearest-centre choice (D6)
/// are judged against the shrunk container, measuring (Euclidean) from the centre of the
/// region's frame clipped to it; a tie within
/// 0.001 pt keeps the region listed first.
///
/// Degenerate input: non-finite bounds components count as 0, negative sizes as 0, and edges
/// beyond ±`greatestFiniteMagnitude / 4` are clamped to it, as the solver's sanitizing does;
/// regions with non-finite or empty frames are skipped.
package struct FoldReference: Sendable, Hashable, CustomStringConvertible {
  /// A division that separates the container.
  package struct Fold: Sendable, Hashable {
    /// `.horizontal` when the band runs top to bottom (segments left and right).
    package var axis: Axis
    /// The band clipped to the container, spanning its full cross length.
    package var band: CGRect
    /// The two segments in coordinate order: left then right, or top then bottom.
    package var segments: [CGRect]
    /// The region's index in the context's list.
    package var regionIndex: Int
  }

  /// The bounds after sanitizing.
  package var bounds: CGRect
  /// The container after divisions over an edge shrank it (D4).
  package var container: CGRect
  /// The separating fold, if any.
  package var fold: Fold?
  /// Whether a division covered the container in a way the rules do not orient: a band over an
  /// edge leaving no room on either side (D4 then keeps an empty container at one end), or a
  /// frame covering the full width and the full height at once (within D2's 1 pt, the band
  /// could run either way). Neither case is mirror- or transposition-symmetric.
  package var hasAmbiguousBand = false

  /// Reads the folds of `context`.
  package init(_ context: ArrangementContext) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    // Edges beyond ±greatestFiniteMagnitude / 4 are clamped, so that no edge or length
    // computed from the container overflows (Docs/Decisions-Core.md, "Huge coordinates").
    let limit = CGFloat.greatestFiniteMagnitude / 4
    let b = context.bounds
    let x = min(max(clean(b.origin.x), -limit), limit)
    let y = min(max(clean(b.origin.y), -limit), limit)
    var width = max(0, clean(b.size.width))
    var height = max(0, clean(b.size.height))
    if x + width > limit { width = limit - x }
    if y + height > limit { height = limit - y }
    bounds = CGRect(x: x, y: y, width: width, height: height)
    let usable = context.reservedRegions.enumerated().filter { _, region in
      let f = region.frame
      let finite = [f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite)
      return finite && f.size.width > 0 && f.size.height > 0 && region.kind == .division
        && region.isActive
    }
    var box = bounds
    var shrinking = true
    var shrunk: Set<Int> = []  // each band shrinks the container at most once (D4)
    while shrinking {
      shrinking = false
      for (index, region) in usable where !shrunk.contains(index) {
        if Self.coversBothWays(region.frame, box) { hasAmbiguousBand = true }
        guard let cut = Self.classify(region.frame, in: box), !cut.separates else { continue }
        let tol = LengthTolerance.standard
        if cut.horizontal
          ? (cut.lower - box.minX <= tol && box.maxX - cut.upper <= tol)
          : (cut.lower - box.minY <= tol && box.maxY - cut.upper <= tol)
        {
          hasAmbiguousBand = true
        }
        box = Self.remove(cut, from: box)
        shrunk.insert(index)
        shrinking = true
      }
    }
    container = box
    let centre = CGPoint(x: box.midX, y: box.midY)
    var best: (distance: CGFloat, fold: Fold)?
    for (_, region) in usable where Self.coversBothWays(region.frame, box) { hasAmbiguousBand = true }
    for (index, region) in usable {
      guard let cut = Self.classify(region.frame, in: box), cut.separates else { continue }
      let clipped = region.frame.intersection(box)
      let bandCentre = CGPoint(x: clipped.midX, y: clipped.midY)
      // Written out rather than `hypot`: beyond about 1e154 pt both distances overflow to
      // infinity, which is a tie, and the region listed first is kept.
      let dx = bandCentre.x - centre.x
      let dy = bandCentre.y - centre.y
      let distance = (dx * dx + dy * dy).squareRoot()
      if let current = best, distance >= current.distance - LengthTolerance.standard { continue }
      let segments: [CGRect]
      if cut.horizontal {
        segments = [
          CGRect(x: box.minX, y: box.minY, width: cut.lower - box.minX, height: box.height),
          CGRect(x: cut.upper, y: box.minY, width: box.maxX - cut.upper, height: box.height),
        ]
      } else {
        segments = [
          CGRect(x: box.minX, y: box.minY, width: box.width, height: cut.lower - box.minY),
          CGRect(x: box.minX, y: cut.upper, width: box.width, height: box.maxY - cut.upper),
        ]
      }
      best = (
        distance,
        Fold(
          axis: cut.horizontal ? .horizontal : .vertical, band: cut.band, segments: segments,
          regionIndex: index)
      )
    }
    fold = best?.fold
  }

  /// A division band that covers the container's full cross length.
  struct Cut: Equatable {
    var horizontal: Bool
    var band: CGRect
    /// The band's edges along the axis, as computed from the frame and the container: far from
    /// the origin `band.minX + band.width` can differ from them by an ulp.
    var lower: CGFloat
    var upper: CGFloat
    var separates: Bool
  }

  /// The band a frame cuts through `box`, or `nil` when it does not cover a full cross length.
  static func classify(_ frame: CGRect, in box: CGRect) -> Cut? {
    let x0 = max(frame.minX, box.minX)
    let x1 = min(frame.maxX, box.maxX)
    let y0 = max(frame.minY, box.minY)
    let y1 = min(frame.maxY, box.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    let tol = LengthTolerance.standard
    // Lengths are edge differences (maxY − minY, not `height`): far from the origin the stored
    // size and the distance between the edges differ by an ulp.
    if y1 - y0 >= (box.maxY - box.minY) - LengthTolerance.coverage {
      let band = CGRect(x: x0, y: box.minY, width: x1 - x0, height: box.height)
      return Cut(
        horizontal: true, band: band, lower: x0, upper: x1, separates: x0 - box.minX > tol && box.maxX - x1 > tol)
    }
    if x1 - x0 >= (box.maxX - box.minX) - LengthTolerance.coverage {
      let band = CGRect(x: box.minX, y: y0, width: box.width, height: y1 - y0)
      return Cut(
        horizontal: false, band: band, lower: y0, upper: y1, separates: y0 - box.minY > tol && box.maxY - y1 > tol)
    }
    return nil
  }

  /// Whether `frame` covers `box`'s full width and full height at once (within D2's 1 pt).
  static func coversBothWays(_ f: CGRect, _ box: CGRect) -> Bool {
    let x = min(f.maxX, box.maxX) - max(f.minX, box.minX)
    let y = min(f.maxY, box.maxY) - max(f.minY, box.minY)
    return x > 0 && y > 0 && x >= (box.maxX - box.minX) - LengthTolerance.coverage
      && y >= (box.maxY - box.minY) - LengthTolerance.coverage
  }

  /// `box` without an edge band: the larger side that the band leaves (D4).
  static func remove(_ cut: Cut, from box: CGRect) -> CGRect {
    if cut.horizontal {
      let left = cut.lower - box.minX
      let right = box.maxX - cut.upper
      return left > right
        ? CGRect(x: box.minX, y: box.minY, width: max(0, left), height: box.height)
        : CGRect(x: cut.upper, y: box.minY, width: max(0, right), height: box.height)
    }
    let top = cut.lower - box.minY
    let bottom = box.maxY - cut.upper
    return top > bottom
      ? CGRect(x: box.minX, y: box.minY, width: box.width, height: max(0, top))
      : CGRect(x: box.minX, y: cut.upper, width: box.width, height: max(0, bottom))
  }

  /// `container [x, y, w, h], fold horizontal [..]` or `…, no fold`.
  package var description: String {
    "container \(LengthFormat.rect(container)), "
      + (fold.map { "fold \($0.axis) \(LengthFormat.rect($0.band))" } ?? "no fold")
  }
}
