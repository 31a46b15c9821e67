/// An exact fraction `numerator / denominator` (denominator positive, lowest terms), for the
/// differential tests' reference solver. The test systems are small enough that no product
/// overflows `Int`; overflow would trap, never round.
struct Rational: Hashable, Comparable, CustomStringConvertible {
  let numerator: Int
  let denominator: Int

  init(_ numerator: Int, _ denominator: Int = 1) {
    precondition(denominator != 0, "zero denominator")
    let sign = denominator < 0 ? -1 : 1
    let divisor = Rational.gcd(abs(numerator), abs(denominator))
    self.numerator = sign * numerator / max(divisor, 1)
    self.denominator = sign * denominator / max(divisor, 1)
  }

  static let zero = Rational(0)

  static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

  static func + (a: Rational, b: Rational) -> Rational {
    Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
  }
  static func - (a: Rational, b: Rational) -> Rational { a + Rational(-b.numerator, b.denominator) }
  static func * (a: Rational, b: Rational) -> Rational {
    Rational(a.numerator * b.numerator, a.denominator * b.denominator)
  }
  static func / (a: Rational, b: Rational) -> Rational {
    Rational(a.numerator * b.denominator, a.denominator * b.numerator)
  }
  static func < (a: Rational, b: Rational) -> Bool { a.numerator * b.denominator < b.numerator * a.denominator }

  var magnitude: Rational { Rational(abs(numerator), denominator) }
  var isZero: Bool { numerator == 0 }
  var double: Double { Double(numerator) / Double(denominator) }
  var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
