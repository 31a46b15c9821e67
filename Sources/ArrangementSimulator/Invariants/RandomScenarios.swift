import Foundation

/// Random solver inputs for seeded tests and fuzzing: contexts, splits and overlays.
///
/// Values mostly lie on a 0.5 pt grid so that solver arithmetic stays exact and ties stay ties
/// under mirroring; a share of every kind of value is degenerate on purpose (NaN, ±infinity,
/// negative, zero, huge) to exercise sanitizing (S5, D7).
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let context = RandomScenarios.context(using: &random)
/// let split = RandomScenarios.split(using: &random)
/// let problems = LayoutInvariants.check(split.layout(in: context), context, style: .split)
/// ```
///
/// Degenerate input: none; every generator state gives a valid (if deliberately odd) input.
package enum RandomScenarios {
  /// Numbers no well-behaved caller passes, for sanitizing paths.
  package static let degenerateValues: [CGFloat] = [
    .nan, .infinity, -.infinity, -50, -0.5, 0, 1e300, -1e300, .greatestFiniteMagnitude,
    .leastNonzeroMagnitude,
  ]

  /// A random context: bounds, size classes, direction, scale, regions and present views.
  package static func context(using random: inout SeededGenerator) -> ArrangementContext {
    var bounds: CGRect
    if random.chance(0.03) {
      bounds = CGRect(
        x: random.chance(0.5) ? random.pick(degenerateValues) : 0,
        y: random.chance(0.5) ? random.pick(degenerateValues) : 0,
        width: random.chance(0.7) ? random.pick(degenerateValues) : random.grid(0...1500),
        height: random.chance(0.7) ? random.pick(degenerateValues) : random.grid(0...1500))
      // Keep huge-but-finite bounds from overflowing to infinity when added to their origin.
      if bounds.size.width.isFinite && abs(bounds.size.width) > 1e12 { bounds.size.width = 1e12 }
      if bounds.size.height.isFinite && abs(bounds.size.height) > 1e12 { bounds.size.height = 1e12 }
      if bounds.origin.x.isFinite && abs(bounds.origin.x) > 1e12 { bounds.origin.x = -1e12 }
      if bounds.origin.y.isFinite && abs(bounds.origin.y) > 1e12 { bounds.origin.y = -1e12 }
    } else {
      let origin =
        random.chance(0.2)
        ? CGPoint(x: random.grid(-500...500), y: random.grid(-500...500)) : .zero
      let size: CGSize
      switch random.below(4) {
      case 0: size = CGSize(width: random.grid(1...2000), height: random.grid(1...2000))
      case 1: size = CGSize(width: 951, height: 669)
      case 2: size = CGSize(width: 669, height: 951)
      default:
        let side = random.grid(1...1400)
        size =
          random.chance(0.3)
          ? CGSize(width: side, height: side)
          : CGSize(width: side, height: random.grid(1...1400))
      }
      bounds = CGRect(origin: origin, size: size)
    }
    let classes: [UserInterfaceSizeClass] = [.unspecified, .compact, .regular]
    var context = ArrangementContext(
      bounds: bounds,
      horizontalSizeClass: random.pick(classes), verticalSizeClass: random.pick(classes),
      layoutDirection: random.chance(0.5) ? .leftToRight : .rightToLeft)
    if random.chance(0.4) {
      context.displayScale =
        random.chance(0.85)
        ? random.pick([1, 2, 3, 1.5, 0.5]) : random.pick([0, -2, .nan, .infinity, 1e-300, 1e300])
    }
    let regionCount = random.pick([0, 0, 1, 1, 1, 2, 2, 3, 4])
    context.reservedRegions = (0..<regionCount).map { _ in region(in: bounds, using: &random) }
    context.primary = random.chance(0.88) ? content(using: &random) : nil
    context.secondary = random.chance(0.88) ? content(using: &random) : nil
    return context
  }

  /// A present view's content, sometimes with an intrinsic size (sometimes a degenerate one).
  package static func content(using random: inout SeededGenerator) -> ArrangementContext.PlacementContent {
    guard random.chance(0.35) else { return .init() }
    func length() -> CGFloat {
      random.chance(0.12) ? random.pick(degenerateValues + [-1]) : random.grid(0...1200)
    }
    return .init(intrinsicContentSize: CGSize(width: length(), height: length()))
  }

  /// A random reserved region relative to `bounds`: folds (centred, off-centre, over an edge,
  /// overhanging, partial), occlusions, inactive divisions and invalid frames.
  package static func region(in bounds: CGRect, using random: inout SeededGenerator) -> ReservedRegion {
    let box = FoldReference(ArrangementContext(bounds: bounds)).bounds
    let w = box.width
    let h = box.height
    let thickness = random.pick([0.5, 1, 10, 20, 40, 40, 60])
    let horizontal = random.chance(0.5)
    let along = horizontal ? w : h
    let start: CGFloat
    switch random.below(5) {
    case 0: start = (along - thickness) / 2  // centred
    case 1: start = random.grid(-thickness...max(-thickness, along))  // anywhere
    case 2: start = random.chance(0.5) ? 0 : along - thickness  // over an edge
    case 3: start = random.chance(0.5) ? -thickness / 2 : along - thickness / 2  // overhanging
    default: start = (along / 4).rounded()  // off-centre
    }
    var crossStart: CGFloat = 0
    var crossLength = horizontal ? h : w
    switch random.below(6) {
    case 0:
      crossStart = -10
      crossLength += 20  // overhangs the cross
    case 1: crossLength -= random.pick([0.5, 1, 1.5, 100])  // short (D2 tolerance, D5)
    case 2:
      crossStart = random.pick([0.5, 1, 30])
      crossLength -= crossStart  // starts inside
    default: break
    }
    var frame =
      horizontal
      ? CGRect(x: box.minX + start, y: box.minY + crossStart, width: thickness, height: crossLength)
      : CGRect(x: box.minX + crossStart, y: box.minY + start, width: crossLength, height: thickness)
    var kind = ReservedRegion.Kind.division
    var active = true
    switch random.below(12) {
    case 0: kind = .occlusion
    case 1: active = false
    case 2: frame.size.width = random.pick([0, -40, .nan, .infinity])
    case 3: frame.origin.y = random.pick([.nan, -.infinity])
    case 4:
      frame = CGRect(
        x: box.minX + random.grid(0...max(0, w)), y: box.minY + random.grid(0...max(0, h)),
        width: random.grid(1...max(1, w / 2)), height: random.grid(1...max(1, h / 2)))
    default: break
    }
    let margin = thickness / 2
    let margins = horizontal ? EdgeInsets(left: margin, right: margin) : EdgeInsets(top: margin, bottom: margin)
    return ReservedRegion(kind: kind, frame: frame, margins: margins, isActive: active)
  }

  /// A random dimension: mostly ordinary, sometimes degenerate.
  package static func dimension(using random: inout SeededGenerator) -> SplitArrangement.Dimension {
    switch random.below(20) {
    case 0..<8: return .automatic
    case 8..<10: return .intrinsic
    case 10..<15: return .absolute(random.grid(0...1500))
    case 15..<18: return .fractional(CGFloat(random.below(21)) / 20)
    case 18: return .absolute(random.pick(degenerateValues))
    default: return .fractional(random.pick([.nan, .infinity, -0.25, 1.5, 40]))
    }
  }

  /// A random range.
  package static func range(using random: inout SeededGenerator) -> SplitArrangement.DimensionRange {
    .init(
      minimum: dimension(using: &random), preferred: dimension(using: &random),
      maximum: dimension(using: &random))
  }

  /// A random set of axes, the empty set (meaning both) included.
  package static func axes(using random: inout SeededGenerator) -> Axis {
    random.pick([.both, .both, .horizontal, .vertical, .neither])
  }

  /// A random split: axes, ranges along both axes and priorities.
  package static func split(using random: inout SeededGenerator) -> SplitArrangement {
    var split = SplitArrangement().axes(axes(using: &random))
    for placement in ViewPlacement.allCases {
      let priority: CGFloat = random.chance(0.6) ? 0 : random.pick([-1, 1, 2, 2, 1000, .nan, .infinity])
      split.setViewProperties(
        .init(width: range(using: &random), height: range(using: &random), layoutPriority: priority),
        for: placement)
    }
    return split
  }

  /// A random overlay: axes and edge preferences (conflicting ones included).
  package static func overlay(using random: inout SeededGenerator) -> OverlayArrangement {
    var overlay = OverlayArrangement().axes(axes(using: &random))
    for placement in ViewPlacement.allCases {
      overlay.setViewProperties(.init(edge: DirectionalRectEdge(rawValue: UInt(random.below(16)))), for: placement)
    }
    return overlay
  }
}
