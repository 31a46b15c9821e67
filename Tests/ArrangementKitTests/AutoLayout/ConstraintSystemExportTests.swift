import ArrangementConstraints
import ArrangementKit
import Foundation
import Testing

/// `arrange-bench --dump-system` (issue 30): a window's constraint system written in the text
/// format of shared/bench/enaml-like.txt, read back and solved, gives the window's frames.
@MainActor
@Suite("The constraint system as text (issue 30)")
struct ConstraintSystemExportTests {
  /// A screen like `autolayout.screen.N`'s: stack rows of two fixed-size views, centred, pinned
  /// to the container's margins and 4 pt below the row above.
  static func makeScreen(rows: Int, scale: CGFloat) -> AutoLayoutFixture {
    let fixture = AutoLayoutFixture(width: 390, height: 844, scale: scale)
    var previous = fixture.container.layoutMarginsGuide.topAnchor
    for _ in 0..<rows {
      let row = StackView(arrangedSubviews: [
        IntrinsicView(CGSize(width: 120, height: 21)), IntrinsicView(CGSize(width: 80, height: 44)),
      ])
      row.spacing = 8
      row.alignment = .center
      row.translatesAutoresizingMaskIntoConstraints = false
      fixture.container.addSubview(row)
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: fixture.container.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: fixture.container.layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(equalTo: previous, constant: 4),
      ])
      previous = row.bottomAnchor
    }
    fixture.layout()
    return fixture
  }

  /// The screen's system with the resize from 390 × 844 to `width` × 600 as its edits.
  static func dump(rows: Int, scale: CGFloat, width: CGFloat) throws -> (
    ConstraintSystem, LayoutSystemSnapshot, LayoutSystemSnapshot
  ) {
    let fixture = makeScreen(rows: rows, scale: scale)
    let before = try #require(fixture.window.layoutSystemSnapshot())
    fixture.window.frame = CGRect(x: 0, y: 0, width: width, height: 600)
    fixture.layout()
    let after = try #require(fixture.window.layoutSystemSnapshot())
    return (try before.constraintSystem(resizingTo: after), before, after)
  }

  @Test(
    "dump, parse, solve: the frames before and after the resize are the window's",
    arguments: [(1, 1.0, 500.0), (10, 2.0, 700.0), (40, 3.0, 455.5)])
  func roundTrip(rows: Int, scale: CGFloat, width: CGFloat) throws {
    let (system, before, after) = try Self.dump(rows: rows, scale: scale, width: width)
    #expect(!system.edits.isEmpty)
    #expect(system.solutions.count == 2)
    #expect(before.items.count == 3 * rows)
    let read = try ConstraintSystem.parse(system.text)
    #expect(read.lines.count == system.lines.count)
    #expect(read.variableNames == system.variableNames)
    #expect(before.mismatch(solving: read, solution: 0) == nil)
    #expect(after.mismatch(solving: read, solution: 1) == nil)
    // The two sizes give other frames: each solve line is checked against its own.
    #expect(before.mismatch(solving: read, solution: 1) != nil)
  }

  @Test("a system whose text lost a constraint reads back to other frames")
  func alteredText() throws {
    let (system, before, _) = try Self.dump(rows: 3, scale: 2, width: 500)
    var lines = system.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Drop the last row's top pin (`… == 0 | required` naming the row's minY and the one above).
    let index = try #require(
      lines.lastIndex { $0.contains("StackView") && $0.contains(".minY") && $0.contains("- 4 ==") })
    lines.remove(at: index)
    let read = try ConstraintSystem.parse(lines.joined(separator: "\n"))
    #expect(read.lines.count == system.lines.count - 1)
    #expect(before.mismatch(solving: read, solution: 0) != nil)
  }

  @Test("strengths: Kiwi's names for their priorities, numbers for the others, both read back")
  func strengths() throws {
    var system = ConstraintSystem()
    system.variableNames = ["a", "b"]
    for priority: Priority in [100, 250, 300, 500, 750, .required, 999, 250.005, 49] {
      system.lines.append(
        ConstraintSystem.Line(
          terms: [("a", 1), ("b", -0.5)], constant: -4.25, relation: .greaterThanOrEqual, priority: priority))
    }
    let text = system.text
    #expect(text.contains("a - 0.5*b - 4.25 >= 0 | weak"))
    #expect(text.contains("| required"))
    #expect(text.contains("| 999.0"))
    let read = try ConstraintSystem.parse(text)
    #expect(read.lines.map(\.priority) == system.lines.map(\.priority))
    #expect(read.lines.allSatisfy { $0.constant == -4.25 && $0.terms.map(\.coefficient) == [1, -0.5] })
    #expect(throws: ConstraintSystem.ParseError.self) { try ConstraintSystem.parse("a >= 0 | strongest") }
  }
}
