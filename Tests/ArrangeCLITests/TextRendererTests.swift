import ArrangementTesting
import Foundation
import Testing

@Suite("text renderer")
struct TextRendererTests {
  @Test("canvas: lines join into box-drawing junctions")
  func junctions() {
    var canvas = TextCanvas(columns: 7, rows: 3)
    canvas.box(column: 0, row: 0, toColumn: 6, toRow: 2)
    canvas.verticalLine(column: 3, fromRow: 0, toRow: 2)
    #expect(canvas.lines == ["┌──┬──┐", "│  │  │", "└──┴──┘"])
  }

  @Test("S9 picture: book landscape shows the fold band between the two labelled pages")
  func bookPicture() {
    let picture = LayoutPicture(
      title: "book · landscape", context: Device.iPhoneDuo.context(posture: .book, orientation: .landscape),
      arrangement: .split(.split))
    let lines = TextRenderer.drawing(picture)
    #expect(lines.count == 12)  // 669 / 60 ≈ 11 lines + 1
    #expect(lines.allSatisfy { $0.count == 33 })  // 951 / 30 ≈ 32 columns + 1
    #expect(lines[0] == "┌──────────────┬─┬──────────────┐")
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.contains("│░│") })
    #expect(lines.contains { $0.contains("primary") && $0.contains("secondary") })
    #expect(lines.contains { $0.contains("455.5 × 669") })
  }

  @Test("the default `arrange` output fits 120 columns and shows all 16 layouts and both tables")
  func overviewFits() throws {
    let result = try ArrangeRunner.run([])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 120 })
    for posture in Posture.allCases {
      for orientation in Orientation.allCases {
        #expect(result.stdout.components(separatedBy: "\(posture) · \(orientation)").count - 1 == 2)
      }
    }
    #expect(result.stdout.components(separatedBy: "posture   orientation").count - 1 == 2)
    #expect(result.stdout.contains("hidden: secondary"))
    #expect(result.stdout.contains("over secondary"))
  }

  @Test("render text pictures stay within 120 columns for large containers")
  func largeContainerFits() throws {
    let result = try ArrangeRunner.run(["render", "--bounds", "6000x9000"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 120 })
  }
}
