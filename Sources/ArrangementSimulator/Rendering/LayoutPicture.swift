import Foundation

/// One solved layout with what a renderer needs to draw it: a title, the context and the result.
///
/// The text, SVG and Markdown renderers all draw from this value, so every picture of a layout
/// shows the same thing: the display outline, the reserved regions (an active division as a
/// band, an inactive one as a dashed crease, active occlusions dashed), each shown placement with its
/// name and size, which view is on top when they are layered, and which views are hidden.
///
/// ```swift
/// let context = Device.iPhoneDuo.context(posture: .book, orientation: .landscape)
/// let picture = LayoutPicture(title: "book · landscape", context: context, arrangement: .split(.split))
/// print(TextRenderer.picture(picture).joined(separator: "\n"))
/// ```
///
/// Degenerate input: an empty or non-finite container draws as a zero-size outline; placements
/// with empty frames are listed but not drawn.
public struct LayoutPicture: Sendable, Hashable, CustomStringConvertible {
  /// A caption, e.g. `book · landscape`.
  public var title: String
  /// The solver input.
  public var context: ArrangementContext
  /// `split` or `overlay`.
  public var style: String
  /// The solved layout.
  public var layout: ArrangementLayout

  /// Solves `arrangement` in `context`.
  public init(title: String, context: ArrangementContext, arrangement: ScenarioArrangement) {
    self.title = title
    self.context = context
    self.style = arrangement.style
    self.layout = arrangement.layout(in: context)
  }

  /// A picture of an already solved layout.
  public init(title: String, context: ArrangementContext, style: String, layout: ArrangementLayout) {
    self.title = title
    self.context = context
    self.style = style
    self.layout = layout
  }

  /// The title, then the layout's own description.
  public var description: String { "\(title)\n\(layout)" }

  /// The container, sanitized for drawing (non-finite parts become 0).
  package var bounds: CGRect {
    let b = context.bounds
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    return CGRect(
      x: clean(b.origin.x), y: clean(b.origin.y), width: max(0, clean(b.size.width)),
      height: max(0, clean(b.size.height)))
  }

  /// A group of shown placements sharing one frame (two when an overlay layers its views),
  /// topmost first.
  package struct ShownGroup: Sendable, Hashable {
    /// The shared frame.
    package var frame: CGRect
    /// The placements, the one drawn on top first.
    package var placements: [ViewPlacement]
  }

  /// Shown placements grouped by frame, topmost first within a group.
  package var shownGroups: [ShownGroup] {
    var groups: [ShownGroup] = []
    for placement in ViewPlacement.allCases {
      guard let item = layout[placement], !item.state.isHidden else { continue }
      if let index = groups.firstIndex(where: { LengthTolerance.isEqual($0.frame, item.frame) }) {
        groups[index].placements.append(placement)
        groups[index].placements.sort { (layout[$0]?.state.zIndex ?? 0) > (layout[$1]?.state.zIndex ?? 0) }
      } else {
        groups.append(ShownGroup(frame: item.frame, placements: [placement]))
      }
    }
    return groups
  }

  /// The present placements that are hidden.
  package var hiddenPlacements: [ViewPlacement] {
    ViewPlacement.allCases.filter { layout[$0]?.state.isHidden == true }
  }

  /// The placements with no view.
  package var absentPlacements: [ViewPlacement] {
    ViewPlacement.allCases.filter { layout[$0] == nil }
  }

  /// Active divisions (drawn as bands).
  package var activeDivisions: [ReservedRegion] {
    context.reservedRegions.filter { $0.kind == .division && $0.isActive && Self.isDrawable($0.frame) }
  }

  /// Inactive divisions (drawn as a dashed crease).
  package var inactiveDivisions: [ReservedRegion] {
    context.reservedRegions.filter { $0.kind == .division && !$0.isActive && Self.isDrawable($0.frame) }
  }

  /// Active occlusions (drawn dashed). An inactive occlusion — the inner iPhone Duo camera
  /// while it is off — is not drawn: only `.includeInactive` queries report it, and it never
  /// moves a view (D1).
  package var occlusions: [ReservedRegion] {
    context.reservedRegions.filter { $0.kind == .occlusion && $0.isActive && Self.isDrawable($0.frame) }
  }

  /// `active`, `inactive` or `none`: the state of the display's divisions.
  package var foldDescription: String {
    if !activeDivisions.isEmpty { return "active" }
    if !inactiveDivisions.isEmpty { return "inactive" }
    return "none"
  }

  /// The frame's size as `455.5 × 669`.
  package static func size(_ frame: CGRect) -> String { LengthFormat.size(frame.size) }

  /// `hidden`, `horizontal`, `vertical`, `neither`, with ` z1` when layered above.
  package static func stateText(_ item: ArrangementLayout.PlacementLayout?) -> String {
    guard let item else { return "absent" }
    if item.state.isHidden { return "hidden" }
    return item.state.splitAxis.description + (item.state.zIndex != 0 ? " z\(item.state.zIndex)" : "")
  }

  /// `[0, 0, 455.5, 669]`, or `—` for a hidden or absent view.
  package static func frameText(_ item: ArrangementLayout.PlacementLayout?) -> String {
    guard let item, !item.state.isHidden else { return "—" }
    return LengthFormat.rect(item.frame)
  }

  /// `hidden: secondary; absent: primary`, or empty.
  package var offScreenSummary: String {
    var parts: [String] = []
    if !hiddenPlacements.isEmpty {
      parts.append("hidden: " + hiddenPlacements.map(\.description).joined(separator: ", "))
    }
    if !absentPlacements.isEmpty {
      parts.append("absent: " + absentPlacements.map(\.description).joined(separator: ", "))
    }
    return parts.joined(separator: "; ")
  }

  static func isDrawable(_ rect: CGRect) -> Bool {
    rect.hasFiniteComponents && rect.size.width >= 0 && rect.size.height >= 0
  }
}
