import Foundation

extension SplitArrangement: ScenarioStyle {
  /// `split`.
  package static var styleName: String { "split" }

  /// `width`, `height` and `layoutPriority` where they differ from the default.
  package func jsonMembers(for placement: ViewPlacement) -> [(key: String, value: JSONValue)] {
    let properties = viewProperties(for: placement)
    var fields: [(key: String, value: JSONValue)] = []
    if properties.width != DimensionRange() { fields.append(("width", ScenarioEncoding.range(properties.width))) }
    if properties.height != DimensionRange() { fields.append(("height", ScenarioEncoding.range(properties.height))) }
    if properties.layoutPriority != 0 {
      fields.append(("layoutPriority", .number(Double(properties.layoutPriority))))
    }
    return fields
  }

  /// Reads `{"width": range, "height": range, "layoutPriority": n}`.
  package static func viewProperties(fromJSON value: JSONValue, at path: String) throws(FieldError)
    -> ViewProperties
  {
    typealias Read = ScenarioDecoding
    let members = try Read.object(
      value, path, allowed: ["width", "height", "layoutPriority"], hint: "split view properties")
    var properties = ViewProperties()
    if let width = members["width"] { properties.width = try Read.range(width, Read.join(path, "width")) }
    if let height = members["height"] { properties.height = try Read.range(height, Read.join(path, "height")) }
    if let priority = members["layoutPriority"] {
      properties.layoutPriority = try Read.number(priority, Read.join(path, "layoutPriority"))
    }
    return properties
  }

  /// ``LayoutSymmetry``'s transpose of the split.
  package var transposed: SplitArrangement { LayoutSymmetry.transposed(self) }
}

extension ScenarioArrangement {
  /// A scenario arrangement holding a split.
  ///
  /// ```swift
  /// let arrangement = ScenarioArrangement.split(.split)
  /// ```
  public static func split(_ split: SplitArrangement) -> ScenarioArrangement { ScenarioArrangement(split) }
}
