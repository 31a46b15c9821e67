import ArrangementConstraints
import ArrangementCore
import Testing

/// The examples of the ArrangementConstraints catalog, run as written.
@Suite("ArrangementConstraints documentation examples")
struct DocumentationExampleTests {
  @Test("L2: the overview's label between margins gives way to the margins")
  func overview() throws {
    var solver = ConstraintSolver()
    let superWidth = solver.makeVariable(named: "superview.width")
    let left = solver.makeVariable(named: "label.left")
    let width = solver.makeVariable(named: "label.width")
    try solver.add(Constraint(left, .equal, 16), tag: 1)
    try solver.add(Constraint(left + width, .equal, superWidth - 16), tag: 2)
    try solver.add(Constraint(width, .lessThanOrEqual, 300, priority: 750), tag: 3)
    try solver.addEditVariable(superWidth, priority: 999)
    try solver.suggestValue(390, for: superWidth)
    #expect(LengthTolerance.isEqual(solver.value(of: width), 358))
    // The other side: the 999 edit loses to nothing required, so a wide window widens the label.
    try solver.suggestValue(1024, for: superWidth)
    #expect(LengthTolerance.isEqual(solver.value(of: width), 992))
  }

  @Test("L2: the ambiguity example: even priority 1 decides")
  func ambiguity() throws {
    var solver = ConstraintSolver()
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    try solver.add(Constraint(x + y, .equal, 10))
    #expect(solver.isAmbiguous(x))
    try solver.add(Constraint(x, .equal, 4, priority: 1))
    #expect(!solver.isAmbiguous(x))
    #expect(!solver.isAmbiguous(y))
    #expect(LengthTolerance.isEqual(solver.value(of: y), 6))
  }
}
