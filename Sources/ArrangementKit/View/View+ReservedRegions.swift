import Foundation

extension View {
  /// The reserved-region type, reachable as `View.ReservedRegion` like the platform's nested type.
  public typealias ReservedRegion = ArrangementCore.ReservedRegion

  /// The display's reserved regions of one kind that intersect this view, in this view's
  /// coordinates (R1).
  ///
  /// Frames include their margins and are converted, not clipped: a fold that crosses the
  /// view is reported whole. Only active regions are returned unless `options` contains
  /// `.includeInactive` (a flat fold is inactive, R2). Use it to keep content off a fold or
  /// out from under a camera.
  ///
  /// ```swift
  /// let folds = view.reservedRegions(kind: .division)
  /// let allFolds = view.reservedRegions(kind: .division, options: .includeInactive)
  /// ```
  ///
  /// Degenerate input: a view outside a window, or with empty bounds, gets `[]`; regions with
  /// non-finite frames never intersect and are not returned.
  public func reservedRegions(
    kind: ReservedRegion.Kind, options: ReservedRegion.QueryOptions = []
  ) -> [ReservedRegion] {
    readsReservedRegions = true
    guard let window else { return [] }
    let includeInactive = options.contains(.includeInactive)
    let own = bounds
    var result: [ReservedRegion] = []
    for region in window.display.reservedRegions
    where region.kind == kind && (region.isActive || includeInactive) {
      let frame = convert(region.frame, from: window)
      if Self.overlaps(frame, own) { result.append(region.withFrame(frame)) }
    }
    return result
  }

  /// `a.intersects(b)`, except that a rectangle with a non-finite number intersects nothing:
  /// Foundation's `intersects` traps on NaN (and on `-inf + inf`), and bad frames must never
  /// crash a query.
  static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    guard a.hasFiniteComponents, b.hasFiniteComponents else { return false }
    return a.intersects(b)
  }

  /// Every display region (all kinds, active or not) in this view's coordinates, unfiltered:
  /// what an arrangement controller hands to the solver.
  func allReservedRegionsInOwnCoordinates() -> [ReservedRegion] {
    guard let window else { return [] }
    let regions = window.display.reservedRegions
    if regions.isEmpty { return regions }
    let offset = offsetToRoot()
    if offset == .zero { return regions }
    return regions.map {
      $0.withFrame($0.frame.offsetBy(dx: -offset.x, dy: -offset.y))
    }
  }
}
