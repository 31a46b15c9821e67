import ArrangementCore
import ArrangementSimulator
import Foundation

/// `arrange-bench --digest [COUNT]`: a fingerprint of the solver's behavior, to prove that an
/// optimization changed nothing.
///
/// Solves COUNT seeded random inputs (default 200,000: splits and overlays with random ranges,
/// priorities, edges and axes; contexts with random — sometimes degenerate — bounds, size
/// classes, directions, scales, presence, intrinsic sizes and 0–4 reserved regions), with both
/// `layout(in:)` and `explainLayout(in:)`, and hashes every result bit for bit: frame bit
/// patterns, states, every diagnostic and every explanation sentence. Run it before and after a
/// change; equal digests mean identical results on all those inputs. It also checks that
/// `explainLayout(in:)` returns exactly the layout `layout(in:)` does (E1). The inputs come from
/// ArrangementSimulator's ``SeededGenerator`` (SplitMix64) with the draws below.
enum BehaviorDigest {
  /// FNV-1a over 64-bit words and strings.
  struct Hash {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    mutating func add(_ word: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        value = (value ^ ((word >> UInt64(shift)) & 0xFF)) &* 0x100_0000_01B3
      }
    }
    mutating func add(_ number: CGFloat) { add(Double(number).bitPattern) }
    mutating func add(_ text: String) {
      for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
      add(UInt64(0xFF))
    }
  }

  static func dimension(_ random: inout SeededGenerator) -> SplitArrangement.Dimension {
    switch random.below(6) {
    case 0, 1: return .automatic
    case 2: return .intrinsic
    case 3, 4: return .absolute(random.length(900))
    default: return .fractional(random.percent(5) ? random.length(3) : random.unit())
    }
  }

  static func range(_ random: inout SeededGenerator) -> SplitArrangement.DimensionRange {
    .init(minimum: dimension(&random), preferred: dimension(&random), maximum: dimension(&random))
  }

  static func axes(_ random: inout SeededGenerator) -> Axis {
    [Axis.both, .horizontal, .vertical, .neither][random.below(4)]
  }

  static func context(_ random: inout SeededGenerator) -> ArrangementContext {
    let width = random.length(1400, degenerate: 2)
    let height = random.length(1400, degenerate: 2)
    let x = random.percent(80) ? 0 : random.length(100, degenerate: 1)
    let y = random.percent(80) ? 0 : random.length(100, degenerate: 1)
    let bounds = CGRect(x: x, y: y, width: width, height: height)
    var regions: [ReservedRegion] = []
    for _ in 0..<[0, 0, 1, 1, 1, 2, 3, 4][random.below(8)] {
      let thickness = random.percent(70) ? 40 : random.length(120, degenerate: 5)
      let vertical = random.percent(50)
      let position =
        random.percent(60)
        ? (vertical ? width : height) / 2 - thickness / 2
        : random.length(1400, degenerate: 2) - 50
      var frame =
        vertical
        ? CGRect(x: position, y: y, width: thickness, height: height)
        : CGRect(x: x, y: position, width: width, height: thickness)
      if random.percent(15) { frame.size.height *= 0.5 + random.unit() / 2 }
      if random.percent(15) { frame.size.width *= 0.5 + random.unit() / 2 }
      regions.append(
        ReservedRegion(
          kind: random.percent(80) ? .division : .occlusion, frame: frame,
          isActive: random.percent(85)))
    }
    func content() -> ArrangementContext.PlacementContent? {
      if random.percent(10) { return nil }
      if random.percent(40) { return .init() }
      return .init(intrinsicContentSize: CGSize(width: random.length(800), height: random.length(800)))
    }
    let sizeClasses: [UserInterfaceSizeClass] = [.unspecified, .compact, .regular]
    let scale: CGFloat? = random.percent(40) ? nil : [1, 2, 3, 3, .nan, 0, -2][random.below(7)]
    return ArrangementContext(
      bounds: bounds, horizontalSizeClass: sizeClasses[random.below(3)],
      verticalSizeClass: sizeClasses[random.below(3)],
      layoutDirection: random.percent(50) ? .leftToRight : .rightToLeft, displayScale: scale,
      reservedRegions: regions, primary: content(), secondary: content())
  }

  static func add(_ layout: ArrangementLayout, to hash: inout Hash) {
    for placement in ViewPlacement.allCases {
      guard let entry = layout[placement] else {
        hash.add(UInt64(0xAB5E))
        continue
      }
      hash.add(entry.frame.origin.x)
      hash.add(entry.frame.origin.y)
      hash.add(entry.frame.size.width)
      hash.add(entry.frame.size.height)
      hash.add(UInt64(entry.state.isHidden ? 1 : 0))
      hash.add(UInt64(bitPattern: Int64(entry.state.splitAxis.rawValue)))
      hash.add(UInt64(bitPattern: Int64(entry.state.zIndex)))
    }
    let diagnostics = layout.diagnostics
    hash.add(UInt64(diagnostics.count))
    for diagnostic in diagnostics {
      hash.add(UInt64(diagnostic.kind.rawValue))
      hash.add(diagnostic.subject.description)
      hash.add(diagnostic.value)
      hash.add(diagnostic.replacement)
    }
  }

  /// The digest of `count` seeded solves, and how many of them disagreed between `layout(in:)`
  /// and `explainLayout(in:)`.
  static func run(count: Int) -> (digest: UInt64, mismatches: Int, coverage: String) {
    var random = SeededGenerator(seed: 0x5EED_2026)
    var hash = Hash()
    var mismatches = 0
    // How often each rule drove a decision in the first 20,000 inputs, to show the inputs
    // reach every branch.
    let rules = ["D2", "D4", "D5", "D6", "D7", "S2", "S6", "S7", "S8", "S9", "O1", "O2", "O3", "O4", "O5", "P1"]
    var hits = [Int](repeating: 0, count: rules.count)
    for index in 0..<count {
      let context = context(&random)
      let layout: ArrangementLayout
      let explanation: ArrangementExplanation
      if random.percent(60) {
        var split = SplitArrangement().axes(axes(&random))
        for placement in ViewPlacement.allCases {
          var properties = split.viewProperties(for: placement)
          properties.width = range(&random)
          properties.height = range(&random)
          properties.layoutPriority = random.percent(50) ? 0 : random.length(3, degenerate: 5).rounded()
          split.setViewProperties(properties, for: placement)
        }
        layout = split.layout(in: context)
        explanation = split.explainLayout(in: context)
      } else {
        var overlay = OverlayArrangement().axes(axes(&random))
        let edges: [DirectionalRectEdge] = [
          [], .leading, .trailing, .top, .bottom, [.leading, .trailing], .all, [.top, .trailing],
        ]
        for placement in ViewPlacement.allCases {
          overlay.setViewProperties(.init(edge: edges[random.below(edges.count)]), for: placement)
        }
        layout = overlay.layout(in: context)
        explanation = overlay.explainLayout(in: context)
      }
      // Bit-for-bit, not `==`: a NaN in a diagnostic (the value that was sanitized) never
      // equals itself.
      var layoutHash = Hash()
      var explainedHash = Hash()
      add(layout, to: &layoutHash)
      add(explanation.layout, to: &explainedHash)
      if layoutHash.value != explainedHash.value { mismatches += 1 }
      add(layout, to: &hash)
      hash.add(UInt64(explanation.steps.count))
      for step in explanation.steps {
        hash.add(step)
        guard index < 20_000 else { continue }  // the count is a sample; `contains` is slow
        for (rule, name) in rules.enumerated() where step.contains(name) { hits[rule] += 1 }
      }
    }
    let coverage = zip(rules, hits).map { "\($0) \($1)" }.joined(separator: ", ")
    return (hash.value, mismatches, coverage)
  }
}

/// The digest's draws. They define its input set, so they must never change: a different draw
/// is a different digest.
extension SeededGenerator {
  /// `true` in `percent` of 100 draws.
  fileprivate mutating func percent(_ percent: Int) -> Bool { below(100) < percent }
  /// A number in `0..<1` from the top 53 bits.
  fileprivate mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
  /// A length, occasionally degenerate (NaN, infinite, negative).
  fileprivate mutating func length(_ upper: CGFloat, degenerate percent: Int = 3) -> CGFloat {
    if self.percent(percent) {
      return [CGFloat.nan, .infinity, -.infinity, -37.5, 0][below(5)]
    }
    // Half the time a value on the half-point grid, so ties and exact fits happen.
    return self.percent(50) ? (unit() * upper * 2).rounded() / 2 : unit() * upper
  }
}
