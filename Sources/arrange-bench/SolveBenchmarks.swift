import ArrangementCore
import ArrangementSimulator
import Foundation

// The solver benchmarks. Each one alternates among a few precomputed contexts (index
// `iteration & 3`), so no call sees the same input as the one before it and nothing can be
// folded into a constant; every layout is consumed into a checksum.

/// Adds what a layout decided to a running checksum (frames and visibility of both views).
@inline(__always)
func checksum(_ layout: ArrangementLayout) -> Double {
  var sum = 0.0
  if let primary = layout.primary {
    sum += Double(primary.frame.origin.x + primary.frame.size.width)
    sum += primary.state.isHidden ? 1 : 0
  }
  if let secondary = layout.secondary {
    sum += Double(secondary.frame.origin.y + secondary.frame.size.height)
  }
  return sum + Double(layout.diagnosticCount)
}

/// Runs `iterations` solves of `arrangement`, cycling through four contexts.
///
/// The contexts are four local constants picked by a `switch`, not elements read from an
/// array: reading an element copies it (retaining its region array) on every iteration, which
/// would be measured as part of the solve.
@inline(__always)
func solveLoop<A: Arrangement>(_ arrangement: A, _ contexts: [ArrangementContext], _ iterations: Int)
  -> Double
{
  precondition(contexts.count == 4, "solveLoop cycles through exactly four contexts")
  let (c0, c1, c2, c3) = (contexts[0], contexts[1], contexts[2], contexts[3])
  var sum = 0.0
  for iteration in 0..<iterations {
    switch iteration & 3 {
    case 0: sum += checksum(arrangement.layout(in: c0))
    case 1: sum += checksum(arrangement.layout(in: c1))
    case 2: sum += checksum(arrangement.layout(in: c2))
    default: sum += checksum(arrangement.layout(in: c3))
    }
  }
  return sum
}

enum SolveInputs {
  /// A split with min/preferred/max ranges on both views (widths for horizontal splits).
  static let rangedSplit: SplitArrangement = {
    var split = SplitArrangement()
    var primary = split.viewProperties(for: .primary)
    primary.width = .init(minimum: .absolute(280), preferred: .fractional(0.4), maximum: .absolute(520))
    primary.height = .init(minimum: .absolute(200), preferred: .fractional(0.5), maximum: .absolute(600))
    primary.layoutPriority = 1
    split.setViewProperties(primary, for: .primary)
    var secondary = split.viewProperties(for: .secondary)
    secondary.width = .init(minimum: .absolute(320), preferred: .automatic, maximum: .fractional(0.8))
    secondary.height = .init(minimum: .absolute(200), maximum: .fractional(0.8))
    split.setViewProperties(secondary, for: .secondary)
    return split
  }()

  /// Four regular-width containers without folds, each a different size.
  static let plainContexts: [ArrangementContext] = [
    CGSize(width: 1024, height: 768), CGSize(width: 1180, height: 820),
    CGSize(width: 951, height: 669), CGSize(width: 1366, height: 1024),
  ].map {
    ArrangementContext(
      bounds: CGRect(origin: .zero, size: $0), horizontalSizeClass: .regular,
      verticalSizeClass: .regular, displayScale: 2,
      primary: .init(intrinsicContentSize: CGSize(width: 300, height: 400)),
      secondary: .init())
  }

  /// The iPhone Duo in one posture and orientation, left-to-right and right-to-left, at two
  /// display scales (none, and the device's @3x): four contexts that differ in every solve.
  static func duoContexts(_ posture: Posture, _ orientation: Orientation) -> [ArrangementContext] {
    var contexts: [ArrangementContext] = []
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      for scale in [nil, 3] as [CGFloat?] {
        var context = Device.iPhoneDuo.context(
          posture: posture, orientation: orientation, layoutDirection: direction)
        context.displayScale = scale
        contexts.append(context)
      }
    }
    return contexts
  }

  /// Inputs that need sanitizing: a NaN minimum, a fraction above 1, a negative maximum (so the
  /// preferred length is clamped), a minimum above its maximum, a NaN intrinsic size and a
  /// region with a NaN frame; the leftover then exceeds the primary's maximum of 0 — eight
  /// diagnostics per solve, exactly the eight stored inline.
  static let degenerateSplit: SplitArrangement = {
    var split = SplitArrangement()
    var primary = split.viewProperties(for: .primary)
    primary.width = .init(minimum: .absolute(.nan), preferred: .fractional(1.5), maximum: .absolute(-10))
    split.setViewProperties(primary, for: .primary)
    var secondary = split.viewProperties(for: .secondary)
    secondary.width = .init(minimum: .absolute(500), preferred: .intrinsic, maximum: .absolute(300))
    split.setViewProperties(secondary, for: .secondary)
    return split
  }()

  static let degenerateContexts: [ArrangementContext] = [1024.0, 1100, 1200, 1300].map {
    ArrangementContext(
      bounds: CGRect(x: 0, y: 0, width: $0, height: 700), horizontalSizeClass: .regular,
      verticalSizeClass: .regular,
      reservedRegions: [
        ReservedRegion(kind: .division, frame: CGRect(x: CGFloat.nan, y: 0, width: 40, height: 700))
      ],
      primary: .init(),
      secondary: .init(intrinsicContentSize: CGSize(width: CGFloat.nan, height: 10)))
  }

  /// Twelve regions with NaN frames: twelve D7 diagnostics per solve, four more than the
  /// eight a layout stores inline, so the rest spill into an array (the one way solving
  /// allocates).
  static let overflowContexts: [ArrangementContext] = [1024.0, 1100, 1200, 1300].map {
    ArrangementContext(
      bounds: CGRect(x: 0, y: 0, width: $0, height: 700), horizontalSizeClass: .regular,
      verticalSizeClass: .regular,
      reservedRegions: (0..<12).map { index in
        ReservedRegion(
          kind: .division, frame: CGRect(x: CGFloat.nan, y: CGFloat(index), width: 40, height: 700))
      })
  }

  /// A book-pose split with `count` reserved regions: the fold plus `count - 1` others that
  /// the solver must still read (inactive divisions and cameras), so the cost of the region
  /// loop shows. With 0 regions there is no fold.
  static func regionContexts(count: Int) -> [ArrangementContext] {
    [951.0, 960, 970, 980].map { width in
      var regions: [ReservedRegion] = []
      if count > 0 {
        regions.append(
          ReservedRegion(
            id: "fold", kind: .division,
            frame: CGRect(x: width / 2 - 20, y: 0, width: 40, height: 669)))
      }
      for index in 1..<max(count, 1) {
        let x = CGFloat(index * 50)
        regions.append(
          index.isMultiple(of: 2)
            ? ReservedRegion(kind: .occlusion, frame: CGRect(x: x, y: 10, width: 37, height: 37))
            : ReservedRegion(
              kind: .division, frame: CGRect(x: x, y: 0, width: 40, height: 669), isActive: false))
      }
      return ArrangementContext(
        bounds: CGRect(x: 0, y: 0, width: width, height: 669), horizontalSizeClass: .regular,
        verticalSizeClass: .regular, reservedRegions: regions)
    }
  }
}

extension Benchmark {
  static var solveBenchmarks: [Benchmark] {
    let split = SolveInputs.rangedSplit
    let plain = SolveInputs.plainContexts
    let book = SolveInputs.duoContexts(.book, .landscape)
    let tabletop = SolveInputs.duoContexts(.tabletop, .portrait)
    let overlay = OverlayArrangement()
    let degenerate = SolveInputs.degenerateSplit
    let degenerateContexts = SolveInputs.degenerateContexts
    return [
      Benchmark("solve.split", "split, min/preferred/max ranges, no fold, 4 container sizes") {
        solveLoop(split, plain, $0)
      },
      Benchmark("solve.split.fold", "split, iPhone Duo book pose, one active division") {
        solveLoop(split, book, $0)
      },
      Benchmark("solve.overlay.fold", "overlay, iPhone Duo tabletop pose") {
        solveLoop(overlay, tabletop, $0)
      },
      Benchmark("solve.degenerate", "split with 7 inputs to sanitize (8 diagnostics, all inline)") {
        solveLoop(degenerate, degenerateContexts, $0)
      },
    ]
  }

  /// Beyond the inline diagnostics: proves the allocation column counts (it must not be 0).
  static var overflowBenchmark: Benchmark {
    let split = SolveInputs.rangedSplit
    let contexts = SolveInputs.overflowContexts
    return Benchmark(
      "diagnostics.overflow", "split with 12 invalid regions: 12 diagnostics, 4 beyond the 8 inline"
    ) { solveLoop(split, contexts, $0) }
  }

  /// The region-count series for Docs/Performance.md: cost grows only with reserved regions.
  static var regionBenchmarks: [Benchmark] {
    let split = SolveInputs.rangedSplit
    return [0, 1, 4, 16].map { count in
      let contexts = SolveInputs.regionContexts(count: count)
      return Benchmark("solve.regions.\(count)", "book-pose split with \(count) reserved regions") {
        solveLoop(split, contexts, $0)
      }
    }
  }

  /// Every iPhone Duo posture × orientation × {split, overlay}: 16 solves per operation,
  /// left-to-right and right-to-left on alternate operations.
  static var matrixBenchmark: Benchmark {
    let split = SplitArrangement()
    let overlay = OverlayArrangement()
    var contexts: [ArrangementContext] = []
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      for posture in Posture.allCases {
        for orientation in [Orientation.portrait, .landscape] {  // the flipped landscape solves as landscape
          contexts.append(
            Device.iPhoneDuo.context(posture: posture, orientation: orientation, layoutDirection: direction))
        }
      }
    }
    let perDirection = contexts.count / 2
    return Benchmark(
      "matrix.duo", "iPhone Duo, 4 postures × 2 orientations × {split, overlay} (16 solves)",
      solvesPerOperation: 2 * perDirection
    ) { iterations in
      var sum = 0.0
      contexts.withUnsafeBufferPointer { contexts in
        for iteration in 0..<iterations {
          let base = (iteration & 1) * perDirection
          for index in base..<(base + perDirection) {
            sum += checksum(split.layout(in: contexts[index]))
            sum += checksum(overlay.layout(in: contexts[index]))
          }
        }
      }
      return sum
    }
  }
}
