import Foundation

/// A strict RFC 8259 JSON parser producing ``JSONValue``.
///
/// Foundation's `JSONSerialization` accepts trailing commas, keeps only the last of duplicate
/// keys, cannot tell `true` from `1`, and rejects `1e999` without saying which field held it.
/// Scenario files are a published corpus, so they are read strictly: this parser rejects
/// all of those, limits nesting to ``maximumDepth`` levels (no stack exhaustion on hostile
/// input) and reports errors with a line and column.
///
/// ```swift
/// let value = try JSONParser.parse(Data("[1, 2]".utf8))   // .array([.number(1), .number(2)])
/// ```
///
/// Degenerate input: empty or whitespace-only data, invalid UTF-8, a byte-order mark, a
/// top-level scalar, and anything after the first value throw ``JSONSyntaxError``; a number
/// literal beyond `Double`'s range parses as infinity (the caller rejects it with context).
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON document whose top level is an object or an array.
  package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    let bytes = [UInt8](data)
    if String(validating: bytes, as: UTF8.self) == nil {
      throw JSONSyntaxError(message: "the file is not valid UTF-8", line: nil, column: nil)
    }
    var parser = JSONParser(bytes)
    parser.skipWhitespace()
    if parser.index == bytes.count {
      throw JSONSyntaxError(
        message: "the file is empty (expected a scenario object or an array of them)", line: nil, column: nil)
    }
    guard bytes[parser.index] == UInt8(ascii: "{") || bytes[parser.index] == UInt8(ascii: "[") else {
      throw parser.error("expected '{' or '[' at the top level")
    }
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index != bytes.count { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
    let end = min(position ?? index, bytes.count)
    var line = 1
    var lineStart = 0
    for offset in 0..<end where bytes[offset] == UInt8(ascii: "\n") {
      line += 1
      lineStart = offset + 1
    }
    let column = (String(decoding: bytes[lineStart..<end], as: UTF8.self).count) + 1
    return JSONSyntaxError(message: message, line: line, column: column)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func describeNext() -> String {
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of the file, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      throw error("expected a value, found \(describeNext())")
    }
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error("expected a value, found \(describeNext())")
    }
    index += utf8.count
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes, found \(describeNext())")
      }
      let keyStart = index
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        throw error("duplicate member \"\(key)\"", at: keyStart)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after \"\(key)\", found \(describeNext())")
      }
      index += 1
      let value = try parseValue()
      members.append((key, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the file, expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        return .object(members)
      }
      throw error("expected ',' or '}', found \(describeNext())")
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of the file, expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        return .array(elements)
      }
      throw error("expected ',' or ']', found \(describeNext())")
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var chunkStart = index
    func flush(_ upTo: Int) {
      scalars.append(contentsOf: String(decoding: bytes[chunkStart..<upTo], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(index)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        flush(index)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
              throw error("unpaired surrogate in a \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(code) {
            throw error("unpaired surrogate in a \\u escape")
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          scalars.append(scalar)
        default:
          index -= 1
          throw error("invalid escape '\\\(Character(UnicodeScalar(escape)))' in a string")
        }
        chunkStart = index
        continue
      }
      index += 1
    }
    throw error("unterminated string", at: start)
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in a \\u escape")
      }
      code = code * 16 + digit
      index += 1
    }
    return code
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    func isDigit(_ i: Int) -> Bool {
      i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { throw error("invalid number: expected a digit", at: index) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw error("invalid number: leading zero", at: start) }
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else { throw error("invalid number: expected a digit after '.'") }
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index += 1
      }
      guard isDigit(index) else { throw error("invalid number: expected a digit in the exponent") }
      while isDigit(index) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number \(text)", at: start) }
    return .number(value)
  }
}

/// A JSON syntax error with its position (1-based line and column, in characters).
///
/// ```swift
/// do { _ = try JSONParser.parse(data) } catch { print(error) }   // line 3, column 7: expected ',' or ']'
/// ```
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package let message: String
  /// The line, when the error has a position.
  package let line: Int?
  /// The column, when the error has a position.
  package let column: Int?

  /// Creates an error.
  package init(message: String, line: Int?, column: Int?) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// `line 3, column 7: expected ',' or ']'`, or just the message.
  package var description: String {
    guard let line, let column else { return message }
    return "line \(line), column \(column): \(message)"
  }
}
