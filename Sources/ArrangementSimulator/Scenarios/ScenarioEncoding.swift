import Foundation

/// Writes scenarios and solved layouts as JSON (vectors.md).
///
/// ``result(of:layout:steps:)`` is the output of `arrange solve`: the shape of `expect` for
/// every placement (an absent one is `null`, so the output can be pasted into `expect`), the
/// diagnostics as sentences and, when explaining, the steps. ``scenario(_:expecting:)`` writes a
/// whole scenario back (the device shorthand expanded), so that computed layouts can become
/// new conformance cases.
///
/// ```swift
/// let json = JSONWriter.pretty(ScenarioEncoding.result(of: scenario, layout: scenario.solve()))
/// ```
///
/// Degenerate input: computed lengths print rounded to 0.001 pt (the checking tolerance);
/// non-finite numbers print as `null`.
package enum ScenarioEncoding {
  /// One placement in the shape of `expect`; `null` when absent.
  package static func placement(_ layout: ArrangementLayout.PlacementLayout?) -> JSONValue {
    guard let layout else { return .null }
    return .object([
      ("frame", rect(layout.frame, rounded: true)),
      ("hidden", .bool(layout.state.isHidden)),
      ("splitAxis", .string(layout.state.splitAxis.description)),
      ("zIndex", .number(Double(layout.state.zIndex))),
    ])
  }

  /// The solve output for one scenario: name, placements, diagnostics and optional steps.
  package static func result(of scenario: Scenario, layout: ArrangementLayout, steps: [String]? = nil) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("name", .string(scenario.name))]
    if !scenario.file.isEmpty { members.append(("file", .string(scenario.file))) }
    members += layoutMembers(layout, steps: steps)
    return .object(members)
  }

  /// Placements, diagnostics and optional steps, without a name.
  package static func layoutMembers(_ layout: ArrangementLayout, steps: [String]? = nil) -> [(
    key: String, value: JSONValue
  )] {
    var members: [(key: String, value: JSONValue)] = []
    for placement in ViewPlacement.allCases {
      members.append((placement.description, self.placement(layout[placement])))
    }
    members.append(("diagnostics", .array(layout.diagnostics.map { .string($0.description) })))
    if let steps { members.append(("steps", .array(steps.map { .string($0) }))) }
    return members
  }

  /// A whole scenario; with `layout`, its `expect` block is that layout (every field).
  package static func scenario(_ scenario: Scenario, expecting layout: ArrangementLayout? = nil) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("name", .string(scenario.name)),
      ("context", context(scenario.context)),
      ("arrangement", arrangement(scenario.arrangement)),
    ]
    if let layout {
      members.append(("expect", .object(ViewPlacement.allCases.map { ($0.description, placement(layout[$0])) })))
    } else if let expect = scenario.expect {
      members.append(("expect", self.expect(expect)))
    }
    return .object(members)
  }

  /// A context with every field explicit: both placements are written, a present one as an
  /// object (`{}`, or with `intrinsicSize`), an absent one as `null`.
  package static func context(_ context: ArrangementContext) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("bounds", rect(context.bounds, rounded: false)),
      (
        "sizeClasses",
        .array([.string(context.horizontalSizeClass.description), .string(context.verticalSizeClass.description)])
      ),
      ("layoutDirection", .string(context.layoutDirection.description)),
      ("displayScale", context.displayScale.map { .number(Double($0)) } ?? .null),
      ("regions", .array(context.reservedRegions.map(region))),
    ]
    for placement in ViewPlacement.allCases {
      guard let content = context[placement] else {
        members.append((placement.description, .null))
        continue
      }
      // Present: `{}` without an intrinsic size, as vectors.md writes it; absent: `null`.
      // Both placements are always written, so the file reads the same under any reading of
      // a missing member.
      let size: [(key: String, value: JSONValue)] =
        content.intrinsicContentSize.map {
          [("intrinsicSize", .array([.number(Double($0.width)), .number(Double($0.height))]))]
        } ?? []
      members.append((placement.description, .object(size)))
    }
    return .object(members)
  }

  /// A region with its id, kind, frame, margins and activity.
  package static func region(_ region: ReservedRegion) -> JSONValue {
    .object([
      ("id", .string(region.id.rawValue)),
      ("kind", .string(region.kind.description)),
      ("frame", rect(region.frame, rounded: false)),
      (
        "margins",
        .array(
          [region.margins.top, region.margins.left, region.margins.bottom, region.margins.right].map {
            .number(Double($0))
          })
      ),
      ("active", .bool(region.isActive)),
    ])
  }

  /// An arrangement: style, axes and each placement's non-default properties.
  package static func arrangement(_ arrangement: ScenarioArrangement) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("style", .string(arrangement.style))]
    var axes: [JSONValue] = []
    if arrangement.axes.contains(.horizontal) { axes.append(.string("horizontal")) }
    if arrangement.axes.contains(.vertical) { axes.append(.string("vertical")) }
    members.append(("axes", .array(axes)))
    for placement in ViewPlacement.allCases {
      let fields = arrangement.styled.jsonMembers(for: placement)
      if !fields.isEmpty { members.append((placement.description, .object(fields))) }
    }
    return .object(members)
  }

  /// A range's non-automatic members.
  package static func range(_ range: SplitArrangement.DimensionRange) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if range.minimum != .automatic { members.append(("minimum", dimension(range.minimum))) }
    if range.preferred != .automatic { members.append(("preferred", dimension(range.preferred))) }
    if range.maximum != .automatic { members.append(("maximum", dimension(range.maximum))) }
    return .object(members)
  }

  /// A dimension: `"automatic"`, `"intrinsic"`, `{"absolute": n}` or `{"fractional": f}`.
  package static func dimension(_ dimension: SplitArrangement.Dimension) -> JSONValue {
    switch dimension {
    case .automatic: return .string("automatic")
    case .intrinsic: return .string("intrinsic")
    case .absolute(let value): return .object([("absolute", .number(Double(value)))])
    case .fractional(let value): return .object([("fractional", .number(Double(value)))])
    }
  }

  /// An `expect` block as read.
  package static func expect(_ expect: ScenarioExpectation) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    for placement in ViewPlacement.allCases {
      guard let expectation = expect[placement] else { continue }
      switch expectation {
      case .absent: members.append((placement.description, .null))
      case .present(let fields):
        var list: [(key: String, value: JSONValue)] = []
        if let frame = fields.frame { list.append(("frame", rect(frame, rounded: false))) }
        if let hidden = fields.hidden { list.append(("hidden", .bool(hidden))) }
        if let axis = fields.splitAxis { list.append(("splitAxis", .string(axis.description))) }
        if let z = fields.zIndex { list.append(("zIndex", .number(Double(z)))) }
        members.append((placement.description, .object(list)))
      }
    }
    return .object(members)
  }

  /// `[x, y, width, height]`; `rounded` rounds each to 0.001 pt as `LengthFormat` prints it.
  package static func rect(_ rect: CGRect, rounded: Bool) -> JSONValue {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    return .array(
      values.map { value in
        if rounded, let shown = Double(LengthFormat.string(value)) { return .number(shown) }
        return .number(Double(value))
      })
  }
}
