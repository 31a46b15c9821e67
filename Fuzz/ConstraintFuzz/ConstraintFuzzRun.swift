import ArrangementConstraints
import Foundation

/// One decoded operation sequence and what checking it found.
struct ConstraintFuzzRun {
  var solver = ConstraintSolver()
  var variables: [Variable] = []
  /// The constraints in the solver, as the fuzzer believes them to be.
  var live: [(id: ConstraintID, constraint: Constraint)] = []
  var removed: [ConstraintID] = []
  var edits: [Variable] = []
  var violations: [String] = []
  var log: [String] = []
  /// The largest magnitude of any number the solver took (arithmetic is exact only relative
  /// to it: rounding residue of a huge suggestion stays in the tableau's constants).
  var largestMagnitude = 0.0

  init(_ reader: inout FuzzReader) {
    let count = 1 + reader.choice(6)
    variables = (0..<count).map { solver.makeVariable(named: "x\($0)") }
  }

  /// Every variable's value, as bits.
  var valueBits: [UInt64] { variables.map { solver.value(of: $0).bitPattern } }

  /// Runs operations until the bytes run out (at most 48).
  mutating func execute(_ reader: inout FuzzReader) {
    var steps = 0
    while !reader.isAtEnd && steps < 48 && violations.isEmpty {
      step(&reader)
      checkState()
      steps += 1
    }
  }

  /// A number: mostly small whole and half values, sometimes hostile ones.
  mutating func number(_ reader: inout FuzzReader) -> Double {
    switch reader.choice(8) {
    case 0: return Double(reader.length())
    case 1: return Double(Int(reader.byte()) - 128) / 2
    default: return Double(Int(reader.uint16() % 2001) - 1000)
    }
  }

  /// A priority: the common ones, neighbours, and invalid ones.
  func priority(_ reader: inout FuzzReader) -> Priority {
    let table: [Float] = [1000, 1000, 1000, 999, 751, 750, 500, 250, 50, 1, 0, 1001, .nan, 750.5]
    return Priority(table[reader.choice(table.count)])
  }

  mutating func constraint(_ reader: inout FuzzReader) -> Constraint {
    var terms: [Term] = []
    for _ in 0..<(1 + reader.choice(3)) {
      let variable = variables[reader.choice(variables.count)]
      let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3, 1]
      let coefficient = reader.choice(16) == 0 ? number(&reader) : coefficients[reader.choice(coefficients.count)]
      terms.append(Term(variable, coefficient: coefficient))
    }
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    let relation = relations[reader.choice(3)]
    return Constraint(LinearExpression(terms, constant: number(&reader)), relation, priority: priority(&reader))
  }

  mutating func step(_ reader: inout FuzzReader) {
    let before = valueBits
    switch reader.choice(12) {
    case 0...5:
      let constraint = constraint(&reader)
      log.append("add \(constraint)")
      do {
        let id = try solver.add(constraint, tag: log.count)
        largestMagnitude = max(largestMagnitude, abs(constraint.expression.constant))
        live.append((id, constraint))
        if !constraint.expression.isFinite || !constraint.priority.isValid {
          violations.append("accepted a constraint with bad numbers")
        }
      } catch {
        refused(error, before: before)
      }
    case 6:
      guard !live.isEmpty || !removed.isEmpty else { return }
      if reader.bool() || live.isEmpty {
        if let id = removed.last {
          log.append("remove stale \(id)")
          do {
            try solver.remove(id)
            violations.append("removed a stale handle")
          } catch {
            refused(error, before: before)
          }
        }
        return
      }
      let index = reader.choice(live.count)
      log.append("remove \(live[index].id)")
      do {
        try solver.remove(live[index].id)
        removed.append(live.remove(at: index).id)
        edits.removeAll { !solver.hasEditVariable($0) }
      } catch {
        violations.append("remove of a live constraint failed: \(error)")
      }
    case 7:
      guard !live.isEmpty else { return }
      let index = reader.choice(live.count)
      let constant = number(&reader)
      log.append("setConstant \(live[index].id) \(constant)")
      do {
        try solver.setConstant(of: live[index].id, to: constant)
        largestMagnitude = max(largestMagnitude, abs(constant))
        live[index].constraint.expression.constant = constant
      } catch {
        refused(error, before: before)
      }
    case 8:
      let variable = variables[reader.choice(variables.count)]
      let priority = priority(&reader)
      log.append("addEditVariable \(variable) \(priority)")
      do {
        try solver.addEditVariable(variable, priority: priority)
        edits.append(variable)
      } catch {
        refused(error, before: before)
      }
    case 9, 10:
      guard !edits.isEmpty else { return }
      let variable = edits[reader.choice(edits.count)]
      let value = number(&reader)
      log.append("suggestValue \(value) for \(variable)")
      do {
        try solver.suggestValue(value, for: variable)
        largestMagnitude = max(largestMagnitude, abs(value))
      } catch {
        refused(error, before: before)
      }
    default:
      log.append("ambiguousVariables")
      _ = solver.ambiguousVariables()
    }
  }

  /// A refused operation: the error must be one the input explains, and nothing may change.
  mutating func refused(_ error: SolverError, before: [UInt64]) {
    log.append("  refused: \(error)")
    if valueBits != before { violations.append("a refused operation changed values (\(error))") }
    if case .unsatisfiable(let conflict) = error {
      let liveIDs = Set(live.map(\.id))
      if !conflict.holding.allSatisfy(liveIDs.contains) {
        violations.append("conflict names a constraint not in the solver")
      }
    }
  }
}
