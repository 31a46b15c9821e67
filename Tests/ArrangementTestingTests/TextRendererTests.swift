import ArrangementTestSupport
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
}
