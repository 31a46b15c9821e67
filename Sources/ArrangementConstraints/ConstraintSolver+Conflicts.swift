/// Naming the required constraints a rejected one contradicts (behavior.md L3).
///
/// When a row cannot be made to hold, the tableau proves it: the final phase-one objective (or
/// a row of dummies with a non-zero constant) is a combination of constraint rows that says
/// `0 = positive`. Each symbol in it belongs to one constraint, so its symbols name a set of
/// required constraints that cannot hold together (optional constraints never take part:
/// their error symbols would let the combination give way). That set is then reduced to a
/// minimal one by dropping each member in turn and asking a probe solver whether the rest still
/// contradict — work done only when a conflict happens.
extension ConstraintSolver {
  /// The conflict of the constraint in `slot` (not in the tableau) with the constraints whose
  /// symbols occur in `certificate`.
  func makeConflict(rejecting slot: Int, certificate: [Symbol]) -> Conflict {
    var members: [Int] = []
    // The certificate may hold the artificial symbol, made after the state the solver went
    // back to (found by ConstraintFuzz); it belongs to no constraint.
    for symbol in certificate where symbol.exists && Int(symbol.id) < ownerOfSymbol.count {
      let owner = Int(ownerOfSymbol[Int(symbol.id)])
      if owner >= 0 && owner != slot && records[owner].isLive && !members.contains(owner) { members.append(owner) }
    }
    members.sort { records[$0].order < records[$1].order }
    if minimizesConflicts { members = minimalConflict(of: records[slot].constraint, among: members) }
    return Conflict(
      rejectedTag: records[slot].tag, holding: members.map { records[$0].id(slot: $0) },
      holdingTags: members.map { records[$0].tag })
  }

  /// Drops from `members` every constraint without which `rejected` still contradicts the rest.
  func minimalConflict(of rejected: Constraint, among members: [Int]) -> [Int] {
    var kept = members
    var index = 0
    while index < kept.count {
      var trial = kept
      trial.remove(at: index)
      if contradicts(rejected, trial) { kept = trial } else { index += 1 }
    }
    return kept
  }

  /// Whether the required constraints of `slots`, with `rejected` last, admit no solution.
  func contradicts(_ rejected: Constraint, _ slots: [Int]) -> Bool {
    var probe = ConstraintSolver()
    probe.minimizesConflicts = false
    for _ in 0..<variableCount { probe.makeVariable() }
    do {
      for slot in slots { try probe.add(records[slot].constraint) }
      try probe.add(rejected)
    } catch {
      return true
    }
    return false
  }
}
