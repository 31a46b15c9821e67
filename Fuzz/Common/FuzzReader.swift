import Foundation

/// Reads structured values out of the fuzzer's bytes.
///
/// Reading past the end yields zeros, so every byte string decodes to some input and short
/// inputs decode to small, simple ones (the fuzzer grows them when that finds new coverage).
struct FuzzReader {
  private let bytes: UnsafeRawBufferPointer
  private var index = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// Whether any byte is left.
  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }

  /// One of `count` choices.
  mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

  /// A length drawn from a mix of ordinary values (whole points, halves, thirds, fractions)
  /// and hostile ones (NaN, ±infinity, ±0, the largest and smallest finite values, raw bit
  /// patterns, huge magnitudes).
  mutating func length() -> CGFloat {
    switch byte() % 16 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return 0
    case 4: return -0.0
    case 5: return .greatestFiniteMagnitude
    case 6: return -.greatestFiniteMagnitude
    case 7: return .leastNonzeroMagnitude
    case 8: return CGFloat(Double(bitPattern: uint64()))
    case 9, 10, 11: return CGFloat(uint16() % 2048)
    case 12: return -CGFloat(uint16() % 2048)
    case 13: return CGFloat(uint16()) / 8
    case 14: return CGFloat(byte()) / 255
    default:
      let magnitude = CGFloat(uint16()) / 3
      return byte() & 1 == 0 ? magnitude : magnitude * 1e12
    }
  }

  /// A small signed offset in half points (-2 … 2), to probe tolerances such as D2's 1 pt.
  mutating func nudge() -> CGFloat { CGFloat(Int(byte() % 9) - 4) / 2 }
}
