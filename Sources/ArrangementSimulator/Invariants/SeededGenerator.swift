import Foundation

/// A small, fast, deterministic random number generator (SplitMix64) for seeded tests.
///
/// The same seed always produces the same sequence on every platform, so a failing random
/// case can be reproduced from the seed it prints. Not suitable for cryptography.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let width = CGFloat.random(in: 100...1000, using: &random)
/// let coin = Bool.random(using: &random)
/// ```
///
/// Degenerate input: every seed, including 0, is valid and gives a full-period sequence.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable,
  CustomStringConvertible
{
  /// The seed this generator started from.
  public let seed: UInt64
  /// The current state; advances by a fixed odd constant on every draw.
  public private(set) var state: UInt64

  /// Creates a generator starting from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// The next 64 random bits (SplitMix64, Steele, Lea & Flood 2014).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<upperBound` (`upperBound` must be positive; 0 or less returns 0).
  public mutating func below(_ upperBound: Int) -> Int {
    upperBound <= 0 ? 0 : Int(next() % UInt64(upperBound))
  }

  /// `true` with probability `probability` (clamped to 0…1).
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// A multiple of `step` in `range` (both ends included when they are multiples).
  ///
  /// Grid values keep solver arithmetic exact, so ties stay ties under mirroring.
  public mutating func grid(_ range: ClosedRange<CGFloat>, step: CGFloat = 0.5) -> CGFloat {
    let low = (range.lowerBound / step).rounded(.up)
    let high = (range.upperBound / step).rounded(.down)
    guard high > low else { return low * step }
    let count = Int(high - low) + 1
    return (low + CGFloat(below(count))) * step
  }

  /// One element of a non-empty array (the first when `choices` is empty is a programmer error
  /// the caller avoids; an empty array traps like `Array` subscripting).
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[below(choices.count)]
  }

  /// `seed 42, state 0x…`.
  public var description: String { "seed \(seed)" }
}
