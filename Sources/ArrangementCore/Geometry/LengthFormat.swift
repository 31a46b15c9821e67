import Foundation

/// Formats lengths the way explanations, diagnostics and renderers print them.
///
/// Whole numbers print without a fraction (`455`), others with at most three decimals and no
/// trailing zeros (`455.5`, `427.95`, `0.333`), so the same number always prints the same way
/// on every platform.
///
/// ```swift
/// LengthFormat.string(455.5)            // "455.5"
/// LengthFormat.size(CGSize(width: 466, height: 678))   // "466 × 678"
/// ```
///
/// Degenerate input: NaN prints `nan`, infinities print `inf` / `-inf`.
public enum LengthFormat {
  /// One length.
  public static func string(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    let scaled = (value * 1000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = abs(scaled)
    if magnitude >= 1e15 { return String(describing: Double(value)) }
    let whole = Int64(magnitude) / 1000
    var fraction = Int64(magnitude) % 1000
    var text = negative ? "-\(whole)" : "\(whole)"
    if fraction != 0 {
      var digits = 3
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      var fractionText = String(fraction)
      while fractionText.count < digits { fractionText = "0" + fractionText }
      text += "." + fractionText
    }
    return text
  }

  /// A size as `width × height`.
  public static func size(_ size: CGSize) -> String {
    "\(string(size.width)) × \(string(size.height))"
  }

  /// A rectangle as `[x, y, width, height]`.
  public static func rect(_ rect: CGRect) -> String {
    "[\(string(rect.origin.x)), \(string(rect.origin.y)), \(string(rect.size.width)), \(string(rect.size.height))]"
  }
}
