import Foundation

/// A parsed JSON value that keeps object keys in document order.
///
/// The scenario reader works on this tree instead of Foundation's `Any` graph so that it can
/// tell `true` from `1`, keep key order for stable output, and report the exact field that is
/// wrong. ``JSONParser`` builds it; ``JSONWriter`` prints it.
///
/// ```swift
/// let value = try JSONParser.parse(Data(#"{"bounds": [0, 0, 1200, 800]}"#.utf8))
/// value["bounds"]?.arrayValue?.count   // 4
/// ```
///
/// Degenerate input: numbers too large for a `Double` (such as `1e999`) are kept as infinity,
/// so that the scenario reader can reject them with the field's path.
package enum JSONValue: Hashable, Sendable, CustomStringConvertible {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as a `Double` (possibly infinite when the literal overflows).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in document order.
  case object([(key: String, value: JSONValue)])

  /// The member named `key` of an object; `nil` for other values or a missing key.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The elements of an array, or `nil`.
  package var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members of an object, or `nil`.
  package var objectValue: [(key: String, value: JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// What kind of value this is, for error messages: `null`, `a boolean`, `a number`, …
  package var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// Compact JSON text, e.g. `{"absolute": 330}`.
  package var description: String { JSONWriter.compact(self) }

  /// Structural equality; object members compare in order, numbers with `==`.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// Hashes the structure, consistent with `==`.
  package func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let elements): hasher.combine(elements)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }
}
