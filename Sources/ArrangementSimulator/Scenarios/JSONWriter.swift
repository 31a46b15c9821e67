import Foundation

/// Prints ``JSONValue`` trees as stable, readable JSON text.
///
/// Objects keep their member order; short arrays holding only scalars stay on one line
/// (`[0, 0, 455.5, 669]`), everything else is indented by two spaces. Whole numbers print
/// without a fraction, others in Swift's shortest round-tripping form, so the same value
/// always prints the same text (snapshot-friendly).
///
/// ```swift
/// JSONWriter.pretty(.object([("frame", .array([.number(0), .number(455.5)]))]))
/// // {
/// //   "frame": [0, 455.5]
/// // }
/// ```
///
/// Degenerate input: non-finite numbers cannot be written as JSON; they print as `null`.
package enum JSONWriter {
  /// Indented JSON text without a trailing newline.
  package static func pretty(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    return output
  }

  /// One-line JSON text with a space after each `,` and `:`.
  package static func compact(_ value: JSONValue) -> String {
    switch value {
    case .array(let elements):
      return "[" + elements.map(compact).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { "\(quote($0.key)): \(compact($0.value))" }.joined(separator: ", ") + "}"
    default:
      return scalar(value)
    }
  }

  /// A number as JSON text: `455`, `455.5`, `0.3333333333333333`; non-finite → `null`.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  /// A string as a quoted JSON string literal.
  package static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func scalar(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return Self.number(number)
    case .string(let text): return quote(text)
    case .array, .object: return compact(value)
    }
  }

  private static func isFlat(_ value: JSONValue) -> Bool {
    switch value {
    case .array(let elements):
      let scalars = elements.allSatisfy {
        switch $0 {
        case .array, .object: return false
        default: return true
        }
      }
      return scalars && compact(value).count <= 72
    case .object(let members): return members.isEmpty
    default: return true
    }
  }

  private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
    if isFlat(value) {
      output += compact(value)
      return
    }
    let inner = String(repeating: "  ", count: indent + 1)
    let outer = String(repeating: "  ", count: indent)
    switch value {
    case .array(let elements):
      output += "[\n"
      for (offset, element) in elements.enumerated() {
        output += inner
        write(element, indent: indent + 1, into: &output)
        output += offset == elements.count - 1 ? "\n" : ",\n"
      }
      output += outer + "]"
    case .object(let members):
      output += "{\n"
      for (offset, member) in members.enumerated() {
        output += inner + quote(member.key) + ": "
        write(member.value, indent: indent + 1, into: &output)
        output += offset == members.count - 1 ? "\n" : ",\n"
      }
      output += outer + "}"
    default:
      output += scalar(value)
    }
  }
}
