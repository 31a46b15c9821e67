import Foundation

/// One difference between a scenario's `expect` block and the computed layout.
///
/// ```swift
/// for mismatch in scenario.check(scenario.solve()) { print("\(scenario.label): \(mismatch)") }
/// // examples.json: scenario 3 "…": primary.frame: expected [0, 0, 300, 800], got [0, 0, 600, 800]
/// ```
public struct ScenarioMismatch: Hashable, Sendable, CustomStringConvertible {
  /// The placement that differs.
  public var placement: ViewPlacement
  /// `frame`, `hidden`, `splitAxis`, `zIndex`, or `presence` for a present/absent difference.
  public var field: String
  /// The expected value, as printed.
  public var expected: String
  /// The computed value, as printed.
  public var got: String

  /// `primary.frame: expected [0, 0, 300, 800], got [0, 0, 600, 800]`.
  public var description: String { "\(placement).\(field): expected \(expected), got \(got)" }
}

extension Scenario {
  /// The differences between ``expect`` and `layout` (empty when it matches or checks nothing).
  ///
  /// Frames compare with `LengthTolerance.standard` (0.001 pt) per edge; `hidden`,
  /// `splitAxis` and `zIndex` compare exactly. A placement the expectation leaves out is not
  /// checked.
  public func check(_ layout: ArrangementLayout) -> [ScenarioMismatch] {
    guard let expect else { return [] }
    var mismatches: [ScenarioMismatch] = []
    for placement in ViewPlacement.allCases {
      guard let expectation = expect[placement] else { continue }
      let actual = layout[placement]
      switch (expectation, actual) {
      case (.absent, nil):
        continue
      case (.absent, .some):
        mismatches.append(ScenarioMismatch(placement: placement, field: "presence", expected: "absent", got: "present"))
      case (.present, nil):
        mismatches.append(ScenarioMismatch(placement: placement, field: "presence", expected: "present", got: "absent"))
      case (.present(let fields), .some(let actual)):
        if let frame = fields.frame, !LengthTolerance.isEqual(frame, actual.frame) {
          mismatches.append(
            ScenarioMismatch(
              placement: placement, field: "frame", expected: LengthFormat.rect(frame),
              got: LengthFormat.rect(actual.frame)))
        }
        if let hidden = fields.hidden, hidden != actual.state.isHidden {
          mismatches.append(
            ScenarioMismatch(
              placement: placement, field: "hidden", expected: "\(hidden)", got: "\(actual.state.isHidden)"))
        }
        if let axis = fields.splitAxis, axis != actual.state.splitAxis {
          mismatches.append(
            ScenarioMismatch(
              placement: placement, field: "splitAxis", expected: axis.description,
              got: actual.state.splitAxis.description))
        }
        if let z = fields.zIndex, z != actual.state.zIndex {
          mismatches.append(
            ScenarioMismatch(placement: placement, field: "zIndex", expected: "\(z)", got: "\(actual.state.zIndex)"))
        }
      }
    }
    return mismatches
  }
}
