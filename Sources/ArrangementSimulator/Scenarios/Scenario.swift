import Foundation

/// One conformance scenario: a solver input and, optionally, the layout it must produce.
///
/// Scenarios are the JSON format of vectors.md, read by ``ScenarioReader`` and solved by
/// `arrange solve`. The same file can be run by other ports of the API: it is the project's
/// published conformance corpus (`Conformance/`).
///
/// ```swift
/// let scenarios = try ScenarioReader.read(contentsOf: URL(fileURLWithPath: "Conformance/examples.json"))
/// for scenario in scenarios {
///   let outcome = scenario.check()
///   print(scenario.name, outcome.passed)
/// }
/// ```
///
/// Degenerate input: the reader rejects malformed files with a ``ScenarioError``; numbers the
/// solver sanitizes (negative lengths, fractions above 1, a zero scale) are passed through so
/// that its diagnostics can be checked.
public struct Scenario: Sendable, Hashable, CustomStringConvertible {
  /// The scenario's name (`"scenario N"` when the file gives none).
  public var name: String
  /// Its 1-based position in the file.
  public var number: Int
  /// The file it came from, as the user named it (empty when built in code).
  public var file: String
  /// The solver input.
  public var context: ArrangementContext
  /// The arrangement to solve.
  public var arrangement: ScenarioArrangement
  /// What the layout must be; `nil` when the scenario checks nothing.
  public var expect: ScenarioExpectation?

  /// Creates a scenario.
  public init(
    name: String, number: Int = 1, file: String = "", context: ArrangementContext,
    arrangement: ScenarioArrangement, expect: ScenarioExpectation? = nil
  ) {
    self.name = name
    self.number = number
    self.file = file
    self.context = context
    self.arrangement = arrangement
    self.expect = expect
  }

  /// Solves the scenario.
  public func solve() -> ArrangementLayout { arrangement.layout(in: context) }

  /// Solves the scenario and lists the decisions (E1).
  public func explain() -> ArrangementExplanation { arrangement.explainLayout(in: context) }

  /// `examples.json: scenario 3 "S7: minimum beats preference"` — how errors and reports name it.
  public var label: String {
    let prefix = file.isEmpty ? "" : "\(file): "
    return "\(prefix)scenario \(number) \(JSONWriter.quote(name))"
  }

  /// The label, the context and the arrangement.
  public var description: String { "\(label): \(context); \(arrangement)" }
}

/// The `expect` block of a scenario: what it checks, per placement.
///
/// A placement the block does not mention is not checked; ``PlacementExpectation/absent``
/// requires the placement to be absent.
///
/// ```swift
/// var expect = ScenarioExpectation()
/// expect.primary = .present(.init(frame: CGRect(x: 0, y: 0, width: 600, height: 800), hidden: false))
/// expect.secondary = .absent
/// ```
public struct ScenarioExpectation: Sendable, Hashable, CustomStringConvertible {
  /// The primary's expectation; `nil` = not checked.
  public var primary: PlacementExpectation?
  /// The secondary's expectation; `nil` = not checked.
  public var secondary: PlacementExpectation?

  /// An expectation checking nothing yet.
  public init(primary: PlacementExpectation? = nil, secondary: PlacementExpectation? = nil) {
    self.primary = primary
    self.secondary = secondary
  }

  /// One placement's expectation.
  public subscript(placement: ViewPlacement) -> PlacementExpectation? {
    get { placement == .primary ? primary : secondary }
    set { if placement == .primary { primary = newValue } else { secondary = newValue } }
  }

  /// `primary: …; secondary: …`.
  public var description: String {
    ViewPlacement.allCases.map { "\($0): \(self[$0].map { $0.description } ?? "unchecked")" }
      .joined(separator: "; ")
  }
}

/// What a scenario expects of one placement.
///
/// ```swift
/// let hidden = PlacementExpectation.present(.init(hidden: true, splitAxis: .neither, zIndex: 0))
/// let noView = PlacementExpectation.absent
/// ```
///
/// Degenerate input: `.present` with no fields checks only that the placement is present.
public enum PlacementExpectation: Sendable, Hashable, CustomStringConvertible {
  /// The placement must be absent (`null` in JSON).
  case absent
  /// The placement must be present; the listed fields must match.
  case present(Fields)

  /// The fields a present placement is checked on; `nil` fields are not checked.
  public struct Fields: Sendable, Hashable, CustomStringConvertible {
    /// The frame, compared with a tolerance of 0.001 pt.
    public var frame: CGRect?
    /// Whether the view is hidden.
    public var hidden: Bool?
    /// The split axis (`.neither` for overlays and hidden views).
    public var splitAxis: Axis?
    /// The layer.
    public var zIndex: Int?

    /// The checked fields, e.g. `frame [0, 0, 600, 800], hidden false`.
    public var description: String { PlacementExpectation.present(self).description }

    /// Fields to check; each defaults to unchecked.
    public init(frame: CGRect? = nil, hidden: Bool? = nil, splitAxis: Axis? = nil, zIndex: Int? = nil) {
      self.frame = frame
      self.hidden = hidden
      self.splitAxis = splitAxis
      self.zIndex = zIndex
    }
  }

  /// `absent` or the checked fields.
  public var description: String {
    switch self {
    case .absent: return "absent"
    case .present(let fields):
      var parts: [String] = []
      if let frame = fields.frame { parts.append("frame \(LengthFormat.rect(frame))") }
      if let hidden = fields.hidden { parts.append("hidden \(hidden)") }
      if let axis = fields.splitAxis { parts.append("splitAxis \(axis)") }
      if let z = fields.zIndex { parts.append("zIndex \(z)") }
      return parts.isEmpty ? "present" : parts.joined(separator: ", ")
    }
  }
}
