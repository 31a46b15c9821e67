import Foundation

/// Builds scenario JSON text from the fuzzer's bytes, following the format of vectors.md but
/// straying from it on purpose: mostly valid members and values, sometimes a wrong type, an
/// unknown name, a missing or extra member, a non-finite or huge number. Raw byte mutation
/// mostly exercises the JSON parser; this reaches the decoder's field checks and, when the
/// result is valid, the solve / encode / round-trip checks.
struct ScenarioGrammar {
  var reader: FuzzReader

  /// A file: one scenario or an array of one to three.
  mutating func file() -> String {
    switch reader.choice(4) {
    case 0: return "[" + (0..<(1 + reader.choice(3))).map { _ in scenario() }.joined(separator: ",") + "]"
    default: return scenario()
    }
  }

  mutating func scenario() -> String {
    var members: [String] = []
    if !reader.oneIn(8) { members.append(#""name": "# + (reader.oneIn(10) ? anyValue(depth: 1) : #""s""#)) }
    if !reader.oneIn(16) { members.append(#""context": "# + (reader.oneIn(12) ? anyValue(depth: 1) : context())) }
    if !reader.oneIn(16) { members.append(#""arrangement": "# + (reader.oneIn(12) ? anyValue(depth: 1) : arrangement())) }
    if reader.oneIn(3) { members.append(#""expect": "# + expect()) }
    if reader.oneIn(20) { members.append(#""extra": 1"#) }
    return object(members)
  }

  mutating func context() -> String {
    var members: [String] = []
    if reader.oneIn(4) {
      members.append(#""device": "# + object([
        #""profile": "# + name(["iphone-duo", "iphone", "ipad", "pixel"]),
        #""posture": "# + name(["closed", "flat", "book", "tabletop", "tent"]),
        #""orientation": "# + name(["portrait", "landscape", "sideways"]),
      ].filter { _ in !reader.oneIn(10) }))
      if reader.oneIn(2) { members.append(#""bounds": "# + numbers(4)) }
    } else if !reader.oneIn(12) {
      members.append(#""bounds": "# + numbers(4))
    }
    if reader.oneIn(2) {
      members.append(#""sizeClasses": ["# + name(["regular", "compact", "unspecified", "huge"]) + "," + name(["regular", "compact", "unspecified"]) + "]")
    }
    if reader.oneIn(3) { members.append(#""layoutDirection": "# + name(["leftToRight", "rightToLeft", "up"])) }
    if reader.oneIn(3) { members.append(#""displayScale": "# + (reader.oneIn(4) ? "null" : number())) }
    if reader.oneIn(2) {
      members.append(#""regions": ["# + (0..<reader.choice(4)).map { _ in region() }.joined(separator: ",") + "]")
    }
    for placement in ["primary", "secondary"] where reader.oneIn(2) {
      switch reader.choice(4) {
      case 0: members.append("\"\(placement)\": null")
      case 1: members.append("\"\(placement)\": {}")
      default: members.append("\"\(placement)\": {\"intrinsicSize\": " + (reader.oneIn(4) ? "null" : numbers(2)) + "}")
      }
    }
    if reader.oneIn(25) { members.append(#""safeArea": [0, 0, 0, 0]"#) }
    return object(members)
  }

  mutating func region() -> String {
    var members = [#""kind": "# + name(["division", "occlusion", "hinge"]), #""frame": "# + numbers(4)]
    if reader.oneIn(3) { members.append(#""margins": "# + numbers(4)) }
    if reader.oneIn(2) { members.append(#""active": "# + (reader.oneIn(8) ? #""yes""# : (reader.oneIn(2) ? "true" : "false"))) }
    if reader.oneIn(3) { members.append(#""id": "fold""#) }
    return object(members.filter { _ in !reader.oneIn(12) })
  }

  mutating func arrangement() -> String {
    let overlay = reader.oneIn(3)
    var members = [#""style": "# + (reader.oneIn(16) ? #""grid""# : (overlay ? #""overlay""# : #""split""#))]
    if reader.oneIn(2) {
      members.append(#""axes": ["# + (0..<reader.choice(3)).map { _ in name(["horizontal", "vertical", "diagonal"]) }.joined(separator: ",") + "]")
    }
    for placement in ["primary", "secondary"] where reader.oneIn(2) {
      if overlay {
        members.append("\"\(placement)\": {\"edge\": [" + (0..<reader.choice(3)).map { _ in name(["top", "leading", "bottom", "trailing", "left"]) }.joined(separator: ",") + "]}")
      } else {
        var properties: [String] = []
        if reader.oneIn(2) { properties.append(#""width": "# + range()) }
        if reader.oneIn(2) { properties.append(#""height": "# + range()) }
        if reader.oneIn(3) { properties.append(#""layoutPriority": "# + number()) }
        members.append("\"\(placement)\": " + object(properties))
      }
    }
    return object(members)
  }

  mutating func range() -> String {
    object(["minimum", "preferred", "maximum"].compactMap { member in
      reader.oneIn(2) ? "\"\(member)\": " + dimension() : nil
    })
  }

  mutating func dimension() -> String {
    switch reader.choice(7) {
    case 0: return #""automatic""#
    case 1: return #""intrinsic""#
    case 2, 3: return #"{"absolute": "# + number() + "}"
    case 4, 5: return #"{"fractional": "# + number() + "}"
    default: return anyValue(depth: 1)
    }
  }

  mutating func expect() -> String {
    object(["primary", "secondary"].compactMap { placement in
      guard reader.oneIn(2) else { return nil }
      if reader.oneIn(5) { return "\"\(placement)\": null" }
      var fields: [String] = []
      if reader.oneIn(2) { fields.append(#""frame": "# + numbers(4)) }
      if reader.oneIn(2) { fields.append(#""hidden": "# + (reader.oneIn(2) ? "true" : "false")) }
      if reader.oneIn(2) { fields.append(#""splitAxis": "# + name(["horizontal", "vertical", "neither", "both"])) }
      if reader.oneIn(2) { fields.append(#""zIndex": "# + (reader.oneIn(4) ? number() : String(reader.choice(3)))) }
      return "\"\(placement)\": " + object(fields)
    })
  }

  // MARK: Values

  mutating func object(_ members: [String]) -> String {
    var members = members
    if members.count > 1 && reader.oneIn(16) { members.swapAt(0, members.count - 1) }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// Usually exactly `count` numbers; sometimes one more or one fewer.
  mutating func numbers(_ count: Int) -> String {
    let actual = reader.oneIn(12) ? max(0, count + (reader.oneIn(2) ? 1 : -1)) : count
    return "[" + (0..<actual).map { _ in number() }.joined(separator: ", ") + "]"
  }

  mutating func number() -> String {
    if reader.oneIn(16) { return reader.oneIn(2) ? "1e999" : #""12""# }
    let value = Double(reader.length())
    guard value.isFinite else { return value.isNaN ? "0" : (value > 0 ? "1e999" : "-1e999") }
    return "\(value)"
  }

  mutating func name(_ names: [String]) -> String {
    reader.oneIn(20) ? anyValue(depth: 1) : "\"" + names[reader.choice(names.count)] + "\""
  }

  mutating func anyValue(depth: Int) -> String {
    switch reader.choice(depth > 3 ? 5 : 7) {
    case 0: return "null"
    case 1: return "true"
    case 2: return number()
    case 3: return #""x""#
    case 4: return "-0"
    case 5: return "[" + (0..<reader.choice(3)).map { _ in anyValue(depth: depth + 1) }.joined(separator: ",") + "]"
    default: return #"{"k": "# + anyValue(depth: depth + 1) + "}"
    }
  }
}

extension FuzzReader {
  /// `true` with probability about `1 / odds`.
  mutating func oneIn(_ odds: Int) -> Bool { choice(odds) == 0 }
}
