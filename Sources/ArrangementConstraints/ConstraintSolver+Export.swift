/// What the solver holds, for writing it out (`arrange-bench --dump-system`, ``ConstraintSystem``).
extension ConstraintSolver {
  /// The constraints in the solver in the order they were added, with their handles; edit
  /// variables' constraints are left out (``editVariables`` lists those).
  ///
  /// ```swift
  /// for (id, constraint) in solver.exportedConstraints { print(id, constraint) }
  /// ```
  ///
  /// Degenerate input: an empty solver gives an empty list.
  package var exportedConstraints: [(id: ConstraintID, constraint: Constraint)] {
    var isEdit = [Bool](repeating: false, count: records.count)
    for slot in editSlots where slot >= 0 { isEdit[Int(slot)] = true }
    return records.indices.filter { records[$0].isLive && !isEdit[$0] }
      .sorted { records[$0].order < records[$1].order }
      .map { (records[$0].id(slot: $0), records[$0].constraint) }
  }

  /// The variable made `index`th (0 for the first made); nil past the last.
  package func variable(at index: Int) -> Variable? {
    index >= 0 && index < variableCount ? Variable(index: index) : nil
  }

  /// The edit variables, with their priorities, in the order they were made.
  package var editVariables: [(variable: Variable, priority: Priority)] {
    editSlots.indices.compactMap { index in
      let slot = Int(editSlots[index])
      guard slot >= 0 else { return nil }
      return (Variable(index: index), records[slot].constraint.priority)
    }
  }
}
