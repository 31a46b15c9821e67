import Foundation

extension OverlayArrangement: ScenarioStyle {
  /// `overlay`.
  package static var styleName: String { "overlay" }

  /// The edges JSON spells, in its order.
  static let edgeNames: [(String, DirectionalRectEdge)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
  ]

  /// `edge` when the placement prefers any.
  package func jsonMembers(for placement: ViewPlacement) -> [(key: String, value: JSONValue)] {
    let edge = viewProperties(for: placement).edge
    guard !edge.isEmpty else { return [] }
    return [("edge", .array(Self.edgeNames.filter { edge.contains($0.1) }.map { JSONValue.string($0.0) }))]
  }

  /// Reads `{"edge": ["top", …]}` (a lone string counts as a list).
  package static func viewProperties(fromJSON value: JSONValue, at path: String) throws(FieldError)
    -> ViewProperties
  {
    typealias Read = ScenarioDecoding
    let members = try Read.object(value, path, allowed: ["edge"], hint: "overlay view properties")
    var properties = ViewProperties()
    if let edge = members["edge"] {
      let p = Read.join(path, "edge")
      let list = try Read.stringList(edge, p, what: "edges")
      for (offset, element) in list.enumerated() {
        properties.edge.insert(try Read.choice(element, "\(p)[\(offset)]", edgeNames, what: "edge"))
      }
    }
    return properties
  }

  /// ``LayoutSymmetry``'s transpose of the overlay.
  package var transposed: OverlayArrangement { LayoutSymmetry.transposed(self) }
}

extension ScenarioArrangement {
  /// A scenario arrangement holding an overlay.
  ///
  /// ```swift
  /// let arrangement = ScenarioArrangement.overlay(OverlayArrangement().axes(.vertical))
  /// ```
  public static func overlay(_ overlay: OverlayArrangement) -> ScenarioArrangement { ScenarioArrangement(overlay) }
}
