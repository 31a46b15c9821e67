import ArrangementConstraints
import Testing

/// Required equalities added through phase one (no variable of theirs is free to make basic)
/// into a tableau whose edit variable was made first, as `arrange-bench --dump-system` reads a
/// window back: every row of a form ties its width to the window's edit.
@Suite("ConstraintSolver phase one")
struct PhaseOneTests {
  /// `count` rows of a label and a button (`button.x == label.width + 8`, each width held at
  /// its intrinsic length: ≥ at 750, ≤ at 250 for the label and 249 for the button, which so
  /// stretches), each row's width pinned (required) to the window's width less 40. The window
  /// is an edit variable at 999 made first and suggested `width` (`pinned`: a required
  /// constant instead). Returns each row's label and button width.
  static func solveRows(
    count: Int, width: Double, pinned: Bool, columnThreshold: Int
  ) throws -> [(label: Double, button: Double)] {
    var solver = ConstraintSolver()
    solver.columnThreshold = columnThreshold
    let window = solver.makeVariable(named: "window.width")
    if pinned {
      try solver.add(Constraint(window, .equal, width))
    } else {
      try solver.addEditVariable(window, priority: 999)
      try solver.suggestValue(width, for: window)
    }
    var rows: [(label: Variable, button: Variable)] = []
    for index in 0..<count {
      let label = solver.makeVariable(named: "label\(index).width")
      let buttonX = solver.makeVariable(named: "button\(index).x")
      let button = solver.makeVariable(named: "button\(index).width")
      let row = solver.makeVariable(named: "row\(index).width")
      try solver.add(Constraint(label, .greaterThanOrEqual, 120, priority: 750))
      try solver.add(Constraint(label, .lessThanOrEqual, 120, priority: 250))
      try solver.add(Constraint(button, .greaterThanOrEqual, 80, priority: 750))
      try solver.add(Constraint(button, .lessThanOrEqual, 80, priority: 249))
      try solver.add(Constraint(buttonX, .equal, label + 8))
      try solver.add(Constraint(buttonX + button, .equal, LinearExpression(row)))
      rows.append((label, button))
      // Last, as a window adds a row's pins after its content: no variable of it is free.
      try solver.add(Constraint(row, .equal, window - 40))
    }
    return rows.map { (solver.value(of: $0.label), solver.value(of: $0.button)) }
  }

  @Test(
    "L2: rows pinned to an edit made first take the solution of rows pinned to a required width",
    arguments: [(count: 12, columnThreshold: 160), (count: 60, columnThreshold: 160), (count: 60, columnThreshold: 8)])
  func rowsPinnedToAnEditMadeFirst(count: Int, columnThreshold: Int) throws {
    for width in [400.0, 1024] {
      let edited = try Self.solveRows(count: count, width: width, pinned: false, columnThreshold: columnThreshold)
      let pinned = try Self.solveRows(count: count, width: width, pinned: true, columnThreshold: columnThreshold)
      for (row, values) in edited.enumerated() {
        #expect(abs(values.label - 120) < 1e-9, "row \(row) label")
        #expect(abs(values.button - (width - 40 - 128)) < 1e-9, "row \(row) button")
        #expect(values == pinned[row], "row \(row): edit and required width differ")
      }
    }
  }
}
