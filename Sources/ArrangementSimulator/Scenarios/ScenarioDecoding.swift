import Foundation

/// The field-by-field decoding of one scenario object (vectors.md), with paths for errors.
enum ScenarioDecoding {
  /// Free-form documentation members a scenario may carry; their values are not read.
  static let documentationKeys = ["description", "comment", "notes", "rule", "rules", "tags", "source"]

  static func scenario(_ value: JSONValue, number: Int, file: String) throws(FieldError) -> Scenario {
    let members = try object(value, "", allowed: ["name", "context", "arrangement", "expect"] + documentationKeys)
    var name = "scenario \(number)"
    if let given = members["name"] { name = try string(given, "name") }
    guard let contextValue = members["context"] else {
      throw FieldError(path: "context", message: "missing (every scenario needs a context)")
    }
    guard let arrangementValue = members["arrangement"] else {
      throw FieldError(path: "arrangement", message: "missing (every scenario needs an arrangement)")
    }
    let context = try self.context(contextValue, "context")
    let arrangement = try self.arrangement(arrangementValue, "arrangement")
    var expect: ScenarioExpectation?
    if let expectValue = members["expect"] { expect = try self.expect(expectValue, "expect") }
    return Scenario(name: name, number: number, file: file, context: context, arrangement: arrangement, expect: expect)
  }

  // MARK: Context

  static func context(_ value: JSONValue, _ path: String) throws(FieldError) -> ArrangementContext {
    let members = try object(
      value, path,
      allowed: [
        "device", "bounds", "sizeClasses", "layoutDirection", "displayScale", "regions", "primary", "secondary",
      ])
    var context: ArrangementContext
    if let device = members["device"] {
      context = try deviceContext(device, join(path, "device"))
    } else if let bounds = members["bounds"] {
      context = ArrangementContext(bounds: try rect(bounds, join(path, "bounds")))
    } else {
      throw FieldError(
        path: join(path, "bounds"), message: "missing (give \"bounds\": [x, y, width, height] or a \"device\")")
    }
    if let bounds = members["bounds"] { context.bounds = try rect(bounds, join(path, "bounds")) }
    if let classes = members["sizeClasses"] {
      let p = join(path, "sizeClasses")
      let list = try array(classes, p, count: 2, what: "[horizontal, vertical]")
      context.horizontalSizeClass = try choice(list[0], p + "[0]", sizeClasses, what: "size class")
      context.verticalSizeClass = try choice(list[1], p + "[1]", sizeClasses, what: "size class")
    }
    if let direction = members["layoutDirection"] {
      context.layoutDirection = try choice(
        direction, join(path, "layoutDirection"), layoutDirections, what: "layout direction")
    }
    if let scale = members["displayScale"] {
      context.displayScale = scale == .null ? nil : try number(scale, join(path, "displayScale"))
    }
    if let regions = members["regions"] {
      let p = join(path, "regions")
      guard case .array(let list) = regions else {
        throw FieldError(path: p, message: "expected an array of regions, got \(regions.kindDescription)")
      }
      context.reservedRegions = []
      for (offset, region) in list.enumerated() {
        context.reservedRegions.append(try self.region(region, "\(p)[\(offset)]", ordinal: offset + 1))
      }
    }
    // vectors.md: a missing placement is present with no intrinsic size (the Swift
    // initializer's default, which both the bounds and the device contexts start from);
    // only `null` makes it absent.
    for placement in ViewPlacement.allCases {
      let key = placement.description
      if let content = members[key] { context[placement] = try self.content(content, join(path, key)) }
    }
    return context
  }

  static func deviceContext(_ value: JSONValue, _ path: String) throws(FieldError) -> ArrangementContext {
    let members = try object(value, path, allowed: ["profile", "posture", "orientation", "layoutDirection"])
    let profileNames = Device.all.map { ($0.identifier, $0) }
    let device: Device = try choice(
      try required(members, "profile", path), join(path, "profile"), profileNames, what: "device profile")
    let posture: Posture = try choice(
      try required(members, "posture", path), join(path, "posture"), Posture.allCases.map { ($0.rawValue, $0) },
      what: "posture")
    let orientation: Orientation = try choice(
      try required(members, "orientation", path), join(path, "orientation"),
      Orientation.allCases.map { ($0.rawValue, $0) },
      what: "orientation")
    var direction = LayoutDirection.leftToRight
    if let given = members["layoutDirection"] {
      direction = try choice(given, join(path, "layoutDirection"), layoutDirections, what: "layout direction")
    }
    return device.context(posture: posture, orientation: orientation, layoutDirection: direction)
  }

  static func region(_ value: JSONValue, _ path: String, ordinal: Int) throws(FieldError) -> ReservedRegion {
    let members = try object(value, path, allowed: ["id", "kind", "frame", "margins", "active"])
    let kind: ReservedRegion.Kind = try choice(
      try required(members, "kind", path), join(path, "kind"), [("division", .division), ("occlusion", .occlusion)],
      what: "region kind")
    let frame = try rect(try required(members, "frame", path), join(path, "frame"))
    var margins = EdgeInsets()
    if let given = members["margins"] {
      let p = join(path, "margins")
      let list = try array(given, p, count: 4, what: "[top, left, bottom, right]")
      margins = EdgeInsets(
        top: try number(list[0], p + "[0]"), left: try number(list[1], p + "[1]"),
        bottom: try number(list[2], p + "[2]"), right: try number(list[3], p + "[3]"))
    }
    var active = true
    if let given = members["active"] { active = try bool(given, join(path, "active")) }
    var id = "region \(ordinal)"
    if let given = members["id"] { id = try string(given, join(path, "id")) }
    return ReservedRegion(id: ReservedRegion.ID(id), kind: kind, frame: frame, margins: margins, isActive: active)
  }

  static func content(_ value: JSONValue, _ path: String) throws(FieldError) -> ArrangementContext.PlacementContent? {
    if value == .null { return nil }
    guard case .object = value else {
      throw FieldError(
        path: path,
        message: "expected an object (a present view: {} or {\"intrinsicSize\": [width, height]}) "
          + "or null (no view), got \(value.kindDescription)")
    }
    let members = try object(value, path, allowed: ["intrinsicSize"], hint: "a placement's content")
    var content = ArrangementContext.PlacementContent()
    if let size = members["intrinsicSize"], size != .null {
      let p = join(path, "intrinsicSize")
      let list = try array(size, p, count: 2, what: "[width, height]")
      content.intrinsicContentSize = CGSize(
        width: try number(list[0], p + "[0]"), height: try number(list[1], p + "[1]"))
    }
    return content
  }

  // MARK: Arrangement

  static func arrangement(_ value: JSONValue, _ path: String) throws(FieldError) -> ScenarioArrangement {
    guard case .object = value else {
      throw FieldError(path: path, message: "expected an object, got \(value.kindDescription)")
    }
    let style: any ScenarioStyle.Type = try choice(
      try required(try object(value, path, allowed: nil), "style", path), join(path, "style"),
      ScenarioArrangement.styles.map { ($0.styleName, $0) }, what: "style")
    let members = try object(value, path, allowed: ["style", "axes", "primary", "secondary"])
    var axes = Axis.both
    if let given = members["axes"] {
      let p = join(path, "axes")
      let list = try stringList(given, p, what: "axes")
      axes = []
      for (offset, element) in list.enumerated() {
        axes.insert(
          try choice(
            element, "\(p)[\(offset)]", [("horizontal", Axis.horizontal), ("vertical", .vertical)], what: "axis"))
      }
    }
    return ScenarioArrangement(try arrangement(style, axes: axes, members: members, path))
  }

  /// One style's arrangement with `axes` and the placements' settings in `members`.
  static func arrangement<Style: ScenarioStyle>(
    _ style: Style.Type, axes: Axis, members: [String: JSONValue], _ path: String
  ) throws(FieldError) -> Style {
    var arrangement = Style().axes(axes)
    for placement in ViewPlacement.allCases {
      if let given = members[placement.description], given != .null {
        arrangement.setViewProperties(
          try Style.viewProperties(fromJSON: given, at: join(path, placement.description)), for: placement)
      }
    }
    return arrangement
  }

  static func range(_ value: JSONValue, _ path: String) throws(FieldError) -> SplitArrangement.DimensionRange {
    let members = try object(value, path, allowed: ["minimum", "preferred", "maximum"])
    var range = SplitArrangement.DimensionRange()
    if let given = members["minimum"] { range.minimum = try dimension(given, join(path, "minimum")) }
    if let given = members["preferred"] { range.preferred = try dimension(given, join(path, "preferred")) }
    if let given = members["maximum"] { range.maximum = try dimension(given, join(path, "maximum")) }
    return range
  }

  static let dimensionHint = #"expected "automatic", "intrinsic", {"absolute": n} or {"fractional": f}"#

  static func dimension(_ value: JSONValue, _ path: String) throws(FieldError) -> SplitArrangement.Dimension {
    switch value {
    case .string("automatic"): return .automatic
    case .string("intrinsic"): return .intrinsic
    case .string(let text):
      throw FieldError(path: path, message: "unknown dimension \(JSONWriter.quote(text)) (\(dimensionHint))")
    case .object(let members):
      guard members.count == 1, let member = members.first else {
        throw FieldError(path: path, message: "a dimension object has exactly one member (\(dimensionHint))")
      }
      switch member.key {
      case "absolute": return .absolute(try number(member.value, join(path, "absolute")))
      case "fractional": return .fractional(try number(member.value, join(path, "fractional")))
      default:
        throw FieldError(path: path, message: "unknown dimension \(JSONWriter.quote(member.key)) (\(dimensionHint))")
      }
    default:
      throw FieldError(path: path, message: "expected a dimension, got \(value.kindDescription) (\(dimensionHint))")
    }
  }

  // MARK: Expect

  static func expect(_ value: JSONValue, _ path: String) throws(FieldError) -> ScenarioExpectation {
    let members = try object(value, path, allowed: ["primary", "secondary"])
    var expectation = ScenarioExpectation()
    for placement in ViewPlacement.allCases {
      guard let given = members[placement.description] else { continue }
      let p = join(path, placement.description)
      if given == .null {
        expectation[placement] = .absent
        continue
      }
      let fieldsValue = try object(given, p, allowed: ["frame", "hidden", "splitAxis", "zIndex"])
      var fields = PlacementExpectation.Fields()
      if let frame = fieldsValue["frame"] { fields.frame = try rect(frame, join(p, "frame")) }
      if let hidden = fieldsValue["hidden"] { fields.hidden = try bool(hidden, join(p, "hidden")) }
      if let axis = fieldsValue["splitAxis"] {
        fields.splitAxis = try choice(
          axis, join(p, "splitAxis"),
          [("horizontal", Axis.horizontal), ("vertical", .vertical), ("neither", .neither)], what: "split axis")
      }
      if let z = fieldsValue["zIndex"] {
        let number = try self.number(z, join(p, "zIndex"))
        guard number == number.rounded(), abs(number) < 1e9 else {
          throw FieldError(
            path: join(p, "zIndex"), message: "expected an integer, got \(JSONWriter.number(Double(number)))")
        }
        fields.zIndex = Int(number)
      }
      expectation[placement] = .present(fields)
    }
    return expectation
  }

  // MARK: Primitives

  static let sizeClasses: [(String, UserInterfaceSizeClass)] = UserInterfaceSizeClass.allCases.map {
    ($0.description, $0)
  }
  static let layoutDirections: [(String, LayoutDirection)] = LayoutDirection.allCases.map { ($0.description, $0) }

  static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// An object's members as a dictionary, rejecting members not in `allowed` (nil: any).
  static func object(_ value: JSONValue, _ path: String, allowed: [String]?, hint: String? = nil) throws(FieldError)
    -> [String: JSONValue]
  {
    guard case .object(let members) = value else {
      throw FieldError(
        path: path.isEmpty ? "scenario" : path, message: "expected an object, got \(value.kindDescription)")
    }
    var result: [String: JSONValue] = [:]
    for member in members {
      if let allowed, !allowed.contains(member.key) {
        let known = allowed.filter { !documentationKeys.contains($0) }.joined(separator: ", ")
        let kind = hint.map { " for \($0)" } ?? ""
        throw FieldError(path: join(path, member.key), message: "unknown field\(kind) (expected one of: \(known))")
      }
      result[member.key] = member.value
    }
    return result
  }

  static func required(_ members: [String: JSONValue], _ key: String, _ path: String) throws(FieldError) -> JSONValue {
    guard let value = members[key] else { throw FieldError(path: join(path, key), message: "missing") }
    return value
  }

  static func number(_ value: JSONValue, _ path: String) throws(FieldError) -> CGFloat {
    guard case .number(let number) = value else {
      throw FieldError(path: path, message: "expected a number, got \(value.kindDescription)")
    }
    guard number.isFinite else {
      throw FieldError(path: path, message: "number is not finite (too large for a Double)")
    }
    return CGFloat(number)
  }

  /// An array of names; a lone string counts as a one-element array.
  static func stringList(_ value: JSONValue, _ path: String, what: String) throws(FieldError) -> [JSONValue] {
    switch value {
    case .array(let list): return list
    case .string: return [value]
    default: throw FieldError(path: path, message: "expected an array of \(what), got \(value.kindDescription)")
    }
  }

  static func string(_ value: JSONValue, _ path: String) throws(FieldError) -> String {
    guard case .string(let text) = value else {
      throw FieldError(path: path, message: "expected a string, got \(value.kindDescription)")
    }
    return text
  }

  static func bool(_ value: JSONValue, _ path: String) throws(FieldError) -> Bool {
    guard case .bool(let flag) = value else {
      throw FieldError(path: path, message: "expected true or false, got \(value.kindDescription)")
    }
    return flag
  }

  static func array(_ value: JSONValue, _ path: String, count: Int, what: String) throws(FieldError) -> [JSONValue] {
    guard case .array(let list) = value else {
      throw FieldError(path: path, message: "expected \(what), got \(value.kindDescription)")
    }
    guard list.count == count else {
      throw FieldError(path: path, message: "expected \(count) elements \(what), got \(list.count)")
    }
    return list
  }

  static func rect(_ value: JSONValue, _ path: String) throws(FieldError) -> CGRect {
    let list = try array(value, path, count: 4, what: "[x, y, width, height]")
    return CGRect(
      x: try number(list[0], path + "[0]"), y: try number(list[1], path + "[1]"),
      width: try number(list[2], path + "[2]"), height: try number(list[3], path + "[3]"))
  }

  static func choice<T>(_ value: JSONValue, _ path: String, _ options: [(String, T)], what: String) throws(FieldError)
    -> T
  {
    let names = options.map { JSONWriter.quote($0.0) }.joined(separator: ", ")
    guard case .string(let text) = value else {
      throw FieldError(path: path, message: "expected a \(what) (\(names)), got \(value.kindDescription)")
    }
    guard let match = options.first(where: { $0.0 == text }) else {
      throw FieldError(path: path, message: "unknown \(what) \(JSONWriter.quote(text)) (expected \(names))")
    }
    return match.1
  }
}
