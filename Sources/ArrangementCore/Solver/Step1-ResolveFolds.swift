import Foundation

// Step 1 — resolve folds (D1–D7).
//
// Sanitizes the bounds, then reads the reserved regions: invalid frames are ignored whatever
// the region's kind (D7), occlusions and inactive divisions are skipped (D1), divisions over an
// edge shrink the container, repeatedly (D4), divisions that do not span the shrunk container
// are ignored (D5), and of the divisions that separate it the one nearest its centre is kept
// (D6).

extension ArrangementSolver {
  /// The container the views share and the fold that separates it, if any.
  struct Space {
    /// The container after D4 shrinking, in the context's coordinates.
    var container: CGRect
    /// The separating fold, if one separates the container.
    var fold: Fold?
  }

  /// A division that separates the container (D2).
  struct Fold {
    /// `.horizontal` when the band runs top to bottom (views side by side), else `.vertical`.
    let axis: Axis
    /// The band's extent along `axis`, clipped to the container.
    let band: Span
    /// The region's index in the context's list.
    let regionIndex: Int
  }

  /// What one region means for placement, judged against the sanitized bounds.
  enum RegionRole {
    case occlusion, inactive, invalid, outside
    case notSpanning(covered: CGFloat, cross: CGFloat)
    /// Covers the full cross length but leaves no room on one side (D4).
    case edge(axis: Axis, band: Span)
    /// Covers the full cross length with room on both sides (D2).
    case separating(axis: Axis, band: Span)
  }

  /// The explanation's sentence when no division separates the container (E1).
  static let noFoldSentence = "no fold separates the container"

  /// The largest magnitude a container edge may have: a quarter of the largest finite number,
  /// so that every length (at most half of it) and every edge plus length stays finite (S5).
  static let coordinateLimit = CGFloat.greatestFiniteMagnitude / 4

  /// The bounds as given when they need no fix (every real context), else ``fixedBounds(_:_:)``.
  @inline(__always)
  static func sanitizedBounds(_ bounds: CGRect, _ diagnostics: inout DiagnosticList) -> CGRect {
    if _fastPath(needsNoFix(bounds)) { return bounds }
    return fixedBounds(bounds, &diagnostics)
  }

  /// Whether ``fixedBounds(_:_:)`` would return `bounds` unchanged: a non-negative size and
  /// both origins and far edges within ±``coordinateLimit`` (every component is then finite;
  /// NaN fails every comparison). One cheap check instead of eight fixes that do nothing.
  @inline(__always)
  static func needsNoFix(_ bounds: CGRect) -> Bool {
    let limit = coordinateLimit
    let (x, y) = (bounds.origin.x, bounds.origin.y)
    let (width, height) = (bounds.size.width, bounds.size.height)
    return width >= 0 && height >= 0 && x >= -limit && y >= -limit && x + width <= limit
      && y + height <= limit
  }

  /// The bounds with every unusable component fixed, one diagnostic per fix (S5): non-finite
  /// components become 0, a negative size 0, then edges are kept within ±``coordinateLimit``.
  @inline(never)
  static func fixedBounds(_ bounds: CGRect, _ diagnostics: inout DiagnosticList) -> CGRect {
    var values = (bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
    makeFinite(&values.0, &diagnostics)
    makeFinite(&values.1, &diagnostics)
    makeFinite(&values.2, &diagnostics)
    makeFinite(&values.3, &diagnostics)
    if values.2 < 0 {
      diagnostics.append(.init(kind: .invalidBounds, subject: .context, value: values.2, replacement: 0))
      values.2 = 0
    }
    if values.3 < 0 {
      diagnostics.append(.init(kind: .invalidBounds, subject: .context, value: values.3, replacement: 0))
      values.3 = 0
    }
    fit(origin: &values.0, size: &values.2, &diagnostics)
    fit(origin: &values.1, size: &values.3, &diagnostics)
    return CGRect(x: values.0, y: values.1, width: values.2, height: values.3)
  }

  /// A non-finite bounds component becomes 0 (S5).
  @inline(__always)
  static func makeFinite(_ value: inout CGFloat, _ diagnostics: inout DiagnosticList) {
    if !value.isFinite {
      diagnostics.append(.init(kind: .invalidBounds, subject: .context, value: value, replacement: 0))
      value = 0
    }
  }

  /// Edges beyond ±coordinateLimit would let a length or an edge computed from them overflow
  /// to infinity: the origin is clamped, then the size shrinks to keep the far edge inside.
  @inline(__always)
  static func fit(origin: inout CGFloat, size: inout CGFloat, _ diagnostics: inout DiagnosticList) {
    let clamped = origin.atLeast(-coordinateLimit).atMost(coordinateLimit)
    if clamped != origin {
      diagnostics.append(.init(kind: .invalidBounds, subject: .context, value: origin, replacement: clamped))
      origin = clamped
    }
    if origin + size > coordinateLimit {
      let fitted = coordinateLimit - origin
      diagnostics.append(.init(kind: .invalidBounds, subject: .context, value: size, replacement: fitted))
      size = fitted
    }
  }

  /// Judges one region against the container (D1, D2, D4, D5, D7).
  ///
  /// D7 comes first: a region of any kind with a non-finite or empty frame is invalid.
  ///
  /// Takes the region's fields rather than the region, so that reading it from the context's
  /// array does not copy (and retain) its identifier.
  @_transparent
  static func role(
    kind: ReservedRegion.Kind, isActive: Bool, frame: CGRect, in container: CGRect
  ) -> RegionRole {
    guard frame.hasFiniteComponents, frame.size.width > 0, frame.size.height > 0 else { return .invalid }
    guard kind == .division else { return .occlusion }
    guard isActive else { return .inactive }
    if let role = judge(frame, in: container, along: AxisGeometry(axis: .horizontal, direction: .leftToRight)) {
      return role
    }
    if let role = judge(frame, in: container, along: AxisGeometry(axis: .vertical, direction: .leftToRight)) {
      return role
    }
    // Neither axis is covered: report the better coverage of the two.
    let coverX = frame.maxX.atMost(container.maxX) - frame.minX.atLeast(container.minX)
    let coverY = frame.maxY.atMost(container.maxY) - frame.minY.atLeast(container.minY)
    if coverY / container.height.atLeast(.leastNonzeroMagnitude)
      >= coverX / container.width.atLeast(.leastNonzeroMagnitude)
    {
      return .notSpanning(covered: coverY, cross: container.height)
    }
    return .notSpanning(covered: coverX, cross: container.width)
  }

  /// The role of a valid division frame if it covers the container's cross length along
  /// `geometry`'s axis; `nil` when it does not.
  @inline(__always)
  static func judge(_ frame: CGRect, in container: CGRect, along geometry: AxisGeometry) -> RegionRole? {
    let box = geometry.along(container)
    let boxAcross = geometry.across(container)
    let along = geometry.along(frame)
    let across = geometry.across(frame)
    let band = Span(lower: along.lower.atLeast(box.lower), upper: along.upper.atMost(box.upper))
    let covered = across.upper.atMost(boxAcross.upper) - across.lower.atLeast(boxAcross.lower)
    if band.length <= 0 || covered <= 0 { return .outside }
    guard covered >= boxAcross.length - LengthTolerance.coverage else { return nil }
    let roomBefore = band.lower - box.lower
    let roomAfter = box.upper - band.upper
    if roomBefore > LengthTolerance.standard && roomAfter > LengthTolerance.standard {
      return .separating(axis: geometry.axis, band: band)
    }
    return .edge(axis: geometry.axis, band: band)
  }

  /// Step 1: the container and its separating fold.
  ///
  /// Bands over an edge shrink the container until none is left (a band may lie over the edge
  /// of an already shrunk container, D4); separation and the nearest-centre choice are then
  /// judged in the shrunk container, measuring from the centre of each region's frame clipped
  /// to it (D2, D6). A tie within 0.001 pt keeps the region listed first.
  ///
  /// The centre distance is computed only once a second separating division needs comparing:
  /// a single fold (every real device) costs no clipping or square root.
  @_transparent
  static func resolveFolds<Trace: SolverTrace>(
    _ context: ArrangementContext, _ diagnostics: inout DiagnosticList, _ trace: inout Trace
  ) -> Space {
    // The region count first: `Array.count` is a call in this large body, and before the
    // bounds are read no value has to be kept across it.
    let regions = context.reservedRegions
    let regionCount = regions.count
    let bounds = sanitizedBounds(context.bounds, &diagnostics)
    trace.step(
      "container \(LengthFormat.size(bounds.size)) at (\(length: bounds.origin.x), \(length: bounds.origin.y))")
    var container = bounds

    // Pass 1: divisions lying over an edge shrink the container, repeatedly (D4). Each round
    // that shrinks removes a band with a positive length, which then no longer touches the
    // container, so there are at most as many shrinking rounds as regions.
    var consumed: UInt64 = 0
    var rounds = 0
    var shrinking = regionCount > 0
    while shrinking && rounds <= regionCount {
      shrinking = false
      rounds += 1
      for index in 0..<regionCount {
        // Only an active division can lie over an edge: skip the others before judging.
        guard regions[index].kind == .division, regions[index].isActive,
          case .edge(let axis, let band) = role(
            kind: regions[index].kind, isActive: regions[index].isActive,
            frame: regions[index].frame, in: container)
        else { continue }
        container = shrink(container, axis: axis, band: band)
        if index < 64 { consumed |= 1 << UInt64(index) }
        shrinking = true
        trace.step(
          "division \(index) (\(AxisGeometry(axis: axis, direction: .leftToRight).coordinateName) \(band.text)) lies over an edge: the container shrinks to \(LengthFormat.size(container.size)) at (\(length: container.origin.x), \(length: container.origin.y)) (D4)"
        )
      }
    }

    // Without regions pass 2 finds nothing: return before its set-up.
    if regionCount == 0 {
      trace.step(noFoldSentence)
      return Space(container: container, fold: nil)
    }

    // Pass 2: the separating division nearest the centre (D2, D6); everything else reported.
    var chosen: Fold?
    var chosenDistance: CGFloat?  // computed when a second separating division appears
    for index in 0..<regionCount {
      switch role(
        kind: regions[index].kind, isActive: regions[index].isActive,
        frame: regions[index].frame, in: container)
      {
      case .occlusion:
        trace.step("occlusion \(index) \"\(regions[index].id)\" never moves a view (D1)")
      case .inactive:
        trace.step("division \(index) \"\(regions[index].id)\" is inactive: ignored (D1)")
      case .invalid:
        diagnostics.append(.init(kind: .invalidRegionFrame, subject: .region(index)))
        trace.step(
          "\(regions[index].kind) \(index) \"\(regions[index].id)\" has a non-finite or empty frame: ignored (D7)")
      case .outside:
        if index < 64 && consumed & (1 << UInt64(index)) != 0 { break }
        diagnostics.append(.init(kind: .divisionOutsideContainer, subject: .region(index)))
        trace.step("division \(index) \"\(regions[index].id)\" lies outside the container: ignored (D5)")
      case .notSpanning(let covered, let cross):
        diagnostics.append(
          .init(kind: .divisionNotSpanning, subject: .region(index), value: covered, replacement: cross))
        trace.step(
          "division \(index) \"\(regions[index].id)\" covers \(length: covered) of \(length: cross): it does not separate and is ignored (D5)"
        )
      case .edge:
        break
      case .separating(let axis, let band):
        let fold = Fold(axis: axis, band: band, regionIndex: index)
        guard let previous = chosen else {
          chosen = fold
          continue
        }
        let previousDistance =
          chosenDistance ?? centreDistance(of: regions[previous.regionIndex].frame, in: container)
        let distance = centreDistance(of: regions[index].frame, in: container)
        if LengthTolerance.isGreater(previousDistance, distance) {
          diagnostics.append(.init(kind: .divisionNotNearestCentre, subject: .region(previous.regionIndex)))
          trace.step(
            "division \(previous.regionIndex) ignored: division \(index) is nearer the centre (\(length: distance) against \(length: previousDistance)) (D6)"
          )
          chosen = fold
          chosenDistance = distance
        } else {
          diagnostics.append(.init(kind: .divisionNotNearestCentre, subject: .region(index)))
          trace.step(
            "division \(index) ignored: division \(previous.regionIndex) is nearer the centre or listed first (\(length: previousDistance) against \(length: distance)) (D6)"
          )
          chosenDistance = previousDistance
        }
      }
    }

    guard let fold = chosen else {
      trace.step(noFoldSentence)
      return Space(container: container, fold: nil)
    }
    let geometry = AxisGeometry(axis: fold.axis, direction: context.layoutDirection)
    let box = geometry.along(container)
    trace.step(
      "fold \(geometry.coordinateName) \(fold.band.text) separates \(fold.axis == .horizontal ? "horizontally" : "vertically"): segments \(length: fold.band.lower - box.lower) and \(length: box.upper - fold.band.upper) (D2)"
    )
    return Space(container: container, fold: fold)
  }

  /// The distance from the container's centre to the centre of a region's frame clipped to it
  /// (D6). A static function rather than a local one: capturing the container would keep it in
  /// memory through the whole step.
  static func centreDistance(of frame: CGRect, in container: CGRect) -> CGFloat {
    let clipped = frame.intersection(container)
    let dx = clipped.midX - container.midX
    let dy = clipped.midY - container.midY
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The container without the part an edge band covers (D4).
  @inline(__always)
  static func shrink(_ container: CGRect, axis: Axis, band: Span) -> CGRect {
    let geometry = AxisGeometry(axis: axis, direction: .leftToRight)
    var along = geometry.along(container)
    let roomBefore = band.lower - along.lower
    let roomAfter = along.upper - band.upper
    if roomBefore > roomAfter {
      along.upper = along.lower.atLeast(along.upper.atMost(band.lower))
    } else {
      along.lower = along.upper.atMost(along.lower.atLeast(band.upper))
    }
    return geometry.rect(along: along, across: geometry.across(container))
  }
}
