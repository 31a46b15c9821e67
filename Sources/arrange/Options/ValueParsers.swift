import ArrangementSimulator
import Foundation

/// Converters from option values to model values; each returns `nil` for a bad value so that
/// the caller can report the option and what it expected.
enum ValueParsers {
  /// A finite number.
  static func number(_ text: String) -> CGFloat? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
    return CGFloat(value)
  }

  /// `330`, `40%`, `auto`/`automatic`, `intrinsic`.
  static func dimension(_ text: String) -> SplitArrangement.Dimension? {
    let text = text.trimmingCharacters(in: .whitespaces)
    switch text {
    case "auto", "automatic": return .automatic
    case "intrinsic": return .intrinsic
    default:
      if text.hasSuffix("%") {
        return number(String(text.dropLast())).map { .fractional($0 / 100) }
      }
      return number(text).map { .absolute($0) }
    }
  }

  static let dimensionExpected =
    "min=…,preferred=…,max=… (or one value for preferred); values 330, 40%, auto or intrinsic"

  /// `min=280,preferred=330,max=440`; a lone value sets the preferred length.
  static func range(_ text: String) -> SplitArrangement.DimensionRange? {
    var range = SplitArrangement.DimensionRange()
    if !text.contains("=") {
      guard let value = dimension(text) else { return nil }
      range.preferred = value
      return range
    }
    var seen = Set<String>()
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pieces.count == 2, let value = dimension(pieces[1]) else { return nil }
      let key: String
      switch pieces[0].trimmingCharacters(in: .whitespaces) {
      case "min", "minimum": key = "min"
      case "pref", "preferred": key = "preferred"
      case "max", "maximum": key = "max"
      default: return nil
      }
      guard seen.insert(key).inserted else { return nil }
      switch key {
      case "min": range.minimum = value
      case "preferred": range.preferred = value
      default: range.maximum = value
      }
    }
    return range
  }

  /// `951x669`, `951×669` or `x,y,width,height`.
  static func bounds(_ text: String) -> CGRect? {
    if let size = size(text) { return CGRect(origin: .zero, size: size) }
    return rect(text)
  }

  /// `x,y,width,height`.
  static func rect(_ text: String) -> CGRect? {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).map { number(String($0)) }
    guard values.count == 4, let x = values[0], let y = values[1], let w = values[2], let h = values[3] else {
      return nil
    }
    return CGRect(x: x, y: y, width: w, height: h)
  }

  /// `320x480` or `320×480`.
  static func size(_ text: String) -> CGSize? {
    let parts = text.replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = number(String(parts[0])), let h = number(String(parts[1])) else { return nil }
    return CGSize(width: w, height: h)
  }

  /// `regular,compact` (horizontal, vertical) or one class for both.
  static func sizeClasses(_ text: String) -> (UserInterfaceSizeClass, UserInterfaceSizeClass)? {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map { sizeClass(String($0)) }
    if names.count == 1, let both = names[0] { return (both, both) }
    guard names.count == 2, let h = names[0], let v = names[1] else { return nil }
    return (h, v)
  }

  static func sizeClass(_ text: String) -> UserInterfaceSizeClass? {
    UserInterfaceSizeClass.allCases.first { $0.description == text.trimmingCharacters(in: .whitespaces) }
  }

  /// `division:455.5,0,40,669` with an optional `:inactive`; kinds `division`, `occlusion`.
  static func region(_ text: String, ordinal: Int) -> ReservedRegion? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3 else { return nil }
    let kind: ReservedRegion.Kind
    switch parts[0] {
    case "division": kind = .division
    case "occlusion": kind = .occlusion
    default: return nil
    }
    guard let frame = rect(parts[1]) else { return nil }
    var active = true
    if parts.count == 3 {
      switch parts[2] {
      case "inactive": active = false
      case "active": active = true
      default: return nil
      }
    }
    return ReservedRegion(id: ReservedRegion.ID("region \(ordinal)"), kind: kind, frame: frame, isActive: active)
  }

  /// `horizontal`, `vertical`, `both`, or a comma list.
  static func axes(_ text: String) -> Axis? {
    var axes: Axis = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      switch part {
      case "horizontal": axes.insert(.horizontal)
      case "vertical": axes.insert(.vertical)
      case "both": axes.formUnion(.both)
      default: return nil
      }
    }
    return axes
  }

  /// `leading`, `top,trailing`, … or `none`.
  static func edges(_ text: String) -> DirectionalRectEdge? {
    if text == "none" { return [] }
    var edges: DirectionalRectEdge = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      switch part {
      case "top": edges.insert(.top)
      case "leading": edges.insert(.leading)
      case "bottom": edges.insert(.bottom)
      case "trailing": edges.insert(.trailing)
      default: return nil
      }
    }
    return edges
  }
}
