import ArrangementConstraints
import Foundation

extension LayoutEngine {
  /// Reports an unsatisfiable required constraint in UIKit's shape, once per conflict (L3).
  func report(_ conflict: Conflict, breaking constraint: LayoutConstraint) {
    let listed = conflict.holdingTags.map(describe) + [constraint.description]
    emitConflict(listed: listed, breaking: constraint.description)
  }

  /// Reports a pin (a translating view's frame, a guide's insets) that contradicts constraints.
  func reportPinConflict(_ conflict: Conflict, _ record: ItemRecord, _ spec: PinSpec) {
    let pin = pinDescription(record, spec.name)
    emitConflict(listed: conflict.holdingTags.map(describe) + [pin], breaking: pin)
  }

  /// What a solver tag stands for, as UIKit lists constraints.
  func describe(tag: Int) -> String {
    switch owners[tag] {
    case .constraint(let constraint)?: return constraint.description
    case .pin(let record, let name)?: return pinDescription(record, name)
    case nil: return "<unknown constraint \(tag)>"
    }
  }

  private func pinDescription(_ record: ItemRecord, _ name: String) -> String {
    let item = record.item?.debugName ?? "(released)"
    if case .view? = record.item, !record.isPositioned {
      return "<AutoresizingMaskLayoutConstraint \(item) \(name)   (active)>"
    }
    return "<SystemLayoutConstraint \(item) \(name)   (active)>"
  }

  private func emitConflict(listed: [String], breaking: String) {
    let message = LayoutEngine.unsatisfiableMessage(listed: listed, breaking: breaking)
    guard reportsConflicts, !isRetrying, reportedConflicts.insert(message).inserted else { return }
    diagnostics.append(message)
    LayoutDiagnostics.emit(message)
  }

  /// UIKit's "Unable to simultaneously satisfy constraints" message.
  static func unsatisfiableMessage(listed: [String], breaking: String) -> String {
    """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    \t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the View property translatesAutoresizingMaskIntoConstraints) 
    (
    \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    )

    Will attempt to recover by breaking constraint 
    \(breaking)
    """
  }
}
