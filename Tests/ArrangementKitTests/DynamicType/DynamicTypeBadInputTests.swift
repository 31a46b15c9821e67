import ArrangementKit
import Foundation
import Testing

/// A measurer whose answers are unusable: NaN widths for "bad", infinite line heights for 13 pt.
struct BrokenMeasurer: TextMeasurer {
  func width(of text: Substring, font: Font) -> CGFloat { text == "bad" ? .nan : CGFloat(text.count) * 10 }
  func lineHeight(of font: Font) -> CGFloat { font.pointSize == 13 ? -.infinity : 20 }
}

@MainActor
@Suite("DT bad input: diagnostics, sane fallbacks, nothing else changes")
struct DynamicTypeBadInputTests {
  @Test("DT2: a measurer's NaN width or infinite line height is read as 0 and reported naming the view")
  func brokenMeasurer() {
    let screen = LabelScreen(.autoLayout, measurer: BrokenMeasurer())
    screen.label.accessibilityIdentifier = "title"
    #expect(screen.laidOutSize == CGSize(width: 70, height: 20))
    screen.label.text = "bad"
    #expect(screen.laidOutSize == CGSize(width: 0, height: 20))
    #expect(
      screen.window.inputDiagnostics.contains { $0.hasPrefix("title: the text measurer's width nan for \"bad\"") })
    screen.label.text = "ok"
    screen.label.font = .systemFont(ofSize: 13)
    #expect(screen.laidOutSize == CGSize(width: 20, height: 0))
    #expect(screen.window.inputDiagnostics.contains { $0.hasPrefix("title: the text measurer's line height -inf") })
    screen.label.font = .systemFont(ofSize: 17)
    #expect(screen.laidOutSize == CGSize(width: 20, height: 20), "the fallback does not stick")
  }

  @Test("DT1: an unknown category sizes text as large, with a diagnostic naming the label and the value")
  func unknownCategory() {
    let screen = LabelScreen(.frames)
    screen.label.accessibilityIdentifier = "title"
    screen.window.display.traits.preferredContentSizeCategory = .extraExtraLarge
    #expect(screen.laidOutSize == CGSize(width: 74, height: 27))
    screen.window.display.traits.preferredContentSizeCategory = ContentSizeCategory("UICTContentSizeCategoryHuge")
    #expect(screen.laidOutSize == CGSize(width: 60, height: 22))
    #expect(
      screen.window.inputDiagnostics.contains {
        $0
          == "title: preferredContentSizeCategory UICTContentSizeCategoryHuge is not a known category; text sized as large"
      })
  }
}
