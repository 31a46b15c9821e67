import ArrangementCore
import ArrangementTesting
import Foundation
import Testing

/// The solver's hand-written arithmetic (issue 14) against the obvious standard-library form it
/// replaces: P1's rounding, S5's usable-length test, D7's and P1's positive-finite test. Each is
/// compared bit for bit (rounding) or exactly (tests) on both sides of every boundary, then on
/// seeded random values; a failure names the value and, for random ones, the seed.
@Suite("P1/S5/D7: the solver's arithmetic matches the standard library")
struct SolverArithmeticTests {
  /// Ties, the 2⁵² boundary, signed zeros, subnormals, the extremes, NaN and ±∞, each with its
  /// neighbours one ulp away.
  static let edges: [CGFloat] = {
    let centres: [CGFloat] = [
      0, 0.5, 1, 1.5, 2.5, 3.5, 0.49999999999999994, 1000.5, 433.5, 0x1p51, 0x1p51 + 0.5,
      0x1p52 - 0.5, 0x1p52 - 1, 0x1p52, 0x1p52 + 1, 0x1p53, 1e300,
      .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .infinity,
    ]
    var values: [CGFloat] = [.nan, -.nan]
    for centre in centres {
      for value in [centre, centre.nextUp, centre.nextDown] {
        values.append(value)
        values.append(-value)
      }
    }
    return values
  }()

  /// Whether two numbers are the same bits, or both NaN.
  static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
    (a.isNaN && b.isNaN) || Double(a).bitPattern == Double(b).bitPattern
  }

  @Test("P1: rounding half away from zero matches rounded(.toNearestOrAwayFromZero) bit for bit")
  func roundingEdges() {
    for value in Self.edges {
      let expected = value.rounded(.toNearestOrAwayFromZero)
      let actual = value.roundedHalfAwayFromZero()
      #expect(Self.same(actual, expected), "value \(value) (\(Double(value).bitPattern)): \(actual) ≠ \(expected)")
    }
  }

  @Test("P1: a tie rounds away from zero, one ulp below it rounds towards zero")
  func roundingTies() {
    #expect(CGFloat(2.5).roundedHalfAwayFromZero() == 3)
    #expect(CGFloat(2.5).nextDown.roundedHalfAwayFromZero() == 2)
    #expect(CGFloat(-2.5).roundedHalfAwayFromZero() == -3)
    #expect(CGFloat(-2.5).nextUp.roundedHalfAwayFromZero() == -2)
    #expect(CGFloat(-0.3).roundedHalfAwayFromZero().sign == .minus)
  }

  @Test("P1: rounding matches on a million seeded random values")
  func roundingRandom() {
    let seed: UInt64 = 0x14_2026_1201
    var random = SeededGenerator(seed: seed)
    var failures = 0
    for _ in 0..<1_000_000 {
      // Random bits: every exponent, both signs, subnormals, NaNs and infinities.
      let bits = random.next()
      let value = CGFloat(Double(bitPattern: bits))
      // And values near small integers and ties, where snapping happens.
      let near = CGFloat(Int64(bitPattern: bits) % 10_000) / 4 + CGFloat(Double(bits & 0xFF) / 1e6)
      for candidate in [value, near, near * 3] {
        let expected = candidate.rounded(.toNearestOrAwayFromZero)
        let actual = candidate.roundedHalfAwayFromZero()
        if !Self.same(actual, expected) {
          failures += 1
          if failures <= 5 {
            Issue.record("seed \(seed): value \(candidate) rounds to \(actual), expected \(expected)")
          }
        }
      }
    }
    #expect(failures == 0, "seed \(seed): \(failures) mismatches")
  }

  @Test("S5: a usable length is exactly a finite value not below 0")
  func usableLength() {
    for value in Self.edges {
      #expect(value.isUsableLength == (value >= 0 && value < .infinity), "value \(value)")
    }
  }

  @Test("D7/P1: a positive finite value is exactly a finite value above 0")
  func positiveFinite() {
    for value in Self.edges {
      #expect(value.isPositiveFinite == (value > 0 && value < .infinity), "value \(value)")
    }
  }

  @Test("D7: a frame has finite components exactly when each of its four is finite")
  func finiteFrames() {
    for value in Self.edges {
      for component in 0..<4 {
        var parts: [CGFloat] = [10, 20, 30, 40]
        parts[component] = value
        let frame = CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
        #expect(frame.hasFiniteComponents == value.isFinite, "component \(component) = \(value)")
      }
    }
  }
}
