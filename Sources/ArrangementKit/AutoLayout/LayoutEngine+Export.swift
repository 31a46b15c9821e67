import ArrangementConstraints
import Foundation

/// A window's constraint system as its engine holds it at one moment, with the frames it gave
/// the views it positions: what `arrange-bench --dump-system` writes out (issue 30). Two
/// snapshots of one window, before and after a resize, make a ``ConstraintSystem`` with that
/// resize as its edits (``constraintSystem(resizingTo:)``); ``mismatch(solving:solution:)``
/// proves a system read back gives the same frames.
@MainActor
package struct LayoutSystemSnapshot {
  /// One view the engine positions: its variables and the frame it has.
  package struct Item {
    package var name: String
    package var variables: [Variable]
    package var frame: CGRect
  }

  /// Each solver variable's name in the text (`StackView12.minY`), by variable index.
  package var variableNames: [String]
  /// The solver's constraints, in the order they were added.
  package var constraints: [(id: ConstraintID, constraint: Constraint)]
  /// Each variable's value, by index.
  package var values: [Double]
  /// The views the engine positions, in record order.
  package var items: [Item]
  /// The display scale frames are rounded with (L9).
  package var scale: CGFloat

  /// The system of `self` with the change to `after` as its edits: a constraint whose constant
  /// differs becomes `expression − editK (relation) 0` (same priority) over a new variable
  /// `editK`, an edit variable at 999 (nothing in a screen is stronger but required, so it
  /// holds as the required pin it stands for did); the two solve lines give the edit values
  /// and every variable's value before and after.
  ///
  /// Degenerate input: snapshots whose constraints differ in anything but their constants
  /// (the resize added or removed one) throw a ``ConstraintSystem/ParseError`` saying which.
  package func constraintSystem(resizingTo after: LayoutSystemSnapshot) throws -> ConstraintSystem {
    guard constraints.count == after.constraints.count else {
      throw ConstraintSystem.ParseError(
        description: "the resize changed the constraints (\(constraints.count) → \(after.constraints.count))")
    }
    var system = ConstraintSystem()
    var used = [Bool](repeating: false, count: variableNames.count)
    var before: [(name: String, value: Double)] = []
    var later: [(name: String, value: Double)] = []
    for (index, entry) in constraints.enumerated() {
      let other = after.constraints[index]
      let expression = entry.constraint.expression
      guard other.id == entry.id, other.constraint.expression.terms == expression.terms,
        other.constraint.relation == entry.constraint.relation, other.constraint.priority == entry.constraint.priority
      else {
        throw ConstraintSystem.ParseError(description: "constraint \(index + 1) changed in more than its constant")
      }
      var terms = expression.terms.map { term -> (name: String, coefficient: Double) in
        used[term.variable.index] = true
        return (variableNames[term.variable.index], term.coefficient)
      }
      var constant = expression.constant
      if other.constraint.expression.constant != constant {
        let edit = "edit\(before.count)"
        terms.append((edit, -1))
        before.append((edit, -constant))
        later.append((edit, -other.constraint.expression.constant))
        constant = 0
      }
      system.lines.append(
        ConstraintSystem.Line(
          terms: terms, constant: constant, relation: entry.constraint.relation, priority: entry.constraint.priority))
    }
    let names = variableNames.indices.filter { used[$0] }.map { variableNames[$0] }
    system.variableNames = names + before.map(\.name)
    system.edits = before.map { ConstraintSystem.Edit(name: $0.name, priority: 999) }
    for (snapshot, edits) in [(self, before), (after, later)] {
      var values: [String: Double] = [:]
      for index in variableNames.indices where used[index] { values[variableNames[index]] = snapshot.values[index] }
      for edit in edits { values[edit.name] = edit.value }
      system.solutions.append(ConstraintSystem.Solution(edits: edits, values: values))
    }
    return system
  }

  /// Nil when solving `system` (read back from text) with the edits of solve line `solution`
  /// gives every item of this snapshot its frame (rounded as L9 rounds, within 10⁻⁶ pt);
  /// otherwise what differs.
  package func mismatch(solving system: ConstraintSystem, solution: Int) -> String? {
    do {
      var (solver, variables) = try system.makeSolver(suggesting: solution)
      guard solution < system.solutions.count else { return "no solve line \(solution + 1)" }
      for edit in system.solutions[solution].edits {
        guard let variable = variables[edit.name] else { return "unknown edit \(edit.name)" }
        try solver.suggestValue(edit.value, for: variable)
      }
      for item in items {
        let read = item.variables.map { variables[variableNames[$0.index]].map(solver.value(of:)) ?? 0 }
        let frame = LayoutEngine.frame(minX: read[0], minY: read[1], width: read[2], height: read[3], scale: scale)
        let tolerance = 1.0e-6
        if abs(frame.minX - item.frame.minX) > tolerance || abs(frame.minY - item.frame.minY) > tolerance
          || abs(frame.width - item.frame.width) > tolerance || abs(frame.height - item.frame.height) > tolerance
        {
          return "\(item.name): \(frame) read back, \(item.frame) in the window"
        }
      }
      return nil
    } catch {
      return "\(error)"
    }
  }
}

extension Window {
  /// The window's constraint system now, with the frames of the views its engine positions
  /// (nil for a window whose views use no constraints). For `arrange-bench --dump-system`.
  package func layoutSystemSnapshot() -> LayoutSystemSnapshot? {
    guard let engine = autoLayout?.engine else { return nil }
    var names = (0..<engine.solver.variableCount).map { "v\($0)" }
    var items: [LayoutSystemSnapshot.Item] = []
    for case let record? in engine.recordOrder {
      let kind: String
      switch record.item {
      case .view(let view)?: kind = "\(type(of: view))"
      case .guide(let guide)?: kind = guide.systemKind.map { "\($0)Guide" } ?? "LayoutGuide"
      case nil: continue
      }
      let base = "\(kind.filter { $0.isLetter || $0.isNumber })\(record.order)"
      let variables = [record.x, record.y, record.width, record.height]
      for (variable, suffix) in zip(variables, ["minX", "minY", "width", "height"]) {
        names[variable.index] = "\(base).\(suffix)"
      }
      if record.isPositioned, case .view(let view)? = record.item {
        items.append(LayoutSystemSnapshot.Item(name: base, variables: variables, frame: view.frame))
      }
    }
    let solver = engine.solver
    return LayoutSystemSnapshot(
      variableNames: names, constraints: solver.exportedConstraints,
      values: (0..<solver.variableCount).map { solver.variable(at: $0).map(solver.value(of:)) ?? 0 }, items: items,
      scale: display.scale)
  }
}
