import ArrangementKit
import Foundation
import Testing

@MainActor
@Suite("Fonts and text size (W2)")
struct FontTests {
  /// measurements.md: Dynamic Type, default (Large) sizes.
  nonisolated static let largeSizes: [(Font.TextStyle, CGFloat, Font.Weight)] = [
    (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
    (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular), (.subheadline, 15, .regular),
    (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
  ]

  @Test("W2: text styles have the platform's default (Large) sizes", arguments: 0..<largeSizes.count)
  func defaultSizes(row: Int) {
    let (style, size, weight) = Self.largeSizes[row]
    let font = Font.preferredFont(forTextStyle: style)
    #expect(font.pointSize == size, "\(style)")
    #expect(font.weight == weight, "\(style)")
    #expect(Font.preferredFont(forTextStyle: style, compatibleWith: TraitCollection()).pointSize == size)
  }

  @Test("W2: text styles scale with the content size category, never shrinking as it grows")
  func scaling() {
    for (style, _, _) in Self.largeSizes {
      var previous: CGFloat = 0
      for category in ContentSizeCategory.allSizes {
        let size = Font.preferredFont(
          forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: category)
        ).pointSize
        #expect(size >= previous, "\(style) at \(category)")
        previous = size
      }
    }
    let body = { (category: ContentSizeCategory) in
      Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: category))
        .pointSize
    }
    #expect(body(.extraSmall) == 14)
    #expect(body(.extraExtraExtraLarge) == 23)
    #expect(body(.accessibilityExtraExtraExtraLarge) == 53)
    #expect(body(.unspecified) == 17)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.small < .large)
  }

  @Test("W2: vertical metrics are San Francisco's (17 pt line 20.287, 15 pt line 17.900)")
  func metrics() {
    // Platform logs: systemFont(ofSize: 15).lineHeight 17.900391; systemFont(ofSize: 20) ascender 19.04…, descender −4.82….
    #expect(LengthTolerance.isEqual(Font.systemFont(ofSize: 15).lineHeight, 17.900391))
    let twenty = Font.systemFont(ofSize: 20)
    #expect(LengthTolerance.isEqual(twenty.ascender, 19.043, tolerance: 0.01))
    #expect(LengthTolerance.isEqual(twenty.descender, -4.824, tolerance: 0.01))
    let body = Font.systemFont(ofSize: 17)
    #expect(LengthTolerance.isEqual(body.lineHeight, 20.287))
    #expect(LengthTolerance.isEqual(body.lineHeight, body.ascender - body.descender))
    #expect(Font.boldSystemFont(ofSize: 17).weight == .bold)
    #expect(Font.systemFont(ofSize: 17) == Font.systemFont(ofSize: 17, weight: .regular))
    #expect(Font.systemFont(ofSize: 17).withSize(12).pointSize == 12)
  }

  @Test("W2: the model measures by character class, widened by weight, deterministically")
  func model() {
    let model = SystemFontModel()
    let font = Font.systemFont(ofSize: 17)
    // P (upper 0.66) l (narrow 0.30) a, y (lower 0.53 each) = 2.02 em.
    #expect(LengthTolerance.isEqual(model.width(of: "Play", font: font), 2.02 * 17))
    #expect(model.width(of: "", font: font) == 0)
    #expect(LengthTolerance.isEqual(model.width(of: "Play", font: .boldSystemFont(ofSize: 17)), 2.02 * 17 * 1.06))
    #expect(model.width(of: "mmm", font: font) > model.width(of: "iii", font: font))
    #expect(LengthTolerance.isEqual(model.width(of: "日本", font: font), 34))
    #expect(model.width(of: "x", font: .systemFont(ofSize: 0)) == 0)
  }

  @Test("W2: a bad font size becomes 17 pt with a note, never a crash", arguments: [CGFloat.nan, -4, .infinity])
  func badSize(size: CGFloat) {
    let font = Font.systemFont(ofSize: size)
    #expect(font.pointSize == 17)
    #expect(font.inputDiagnostic != nil)
    #expect(Font.systemFont(ofSize: 0).inputDiagnostic == nil)
  }
}
