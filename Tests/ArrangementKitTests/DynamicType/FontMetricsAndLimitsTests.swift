import ArrangementKit
import Foundation
import Testing

@MainActor
@Suite("DT4: FontMetrics, DT5: content size limits")
struct FontMetricsAndLimitsTests {
  private func traits(_ category: ContentSizeCategory) -> TraitCollection {
    TraitCollection(preferredContentSizeCategory: category)
  }

  struct ScaleRow: Sendable, CustomTestStringConvertible {
    let style: Font.TextStyle
    let category: ContentSizeCategory
    let value: CGFloat
    let expected: CGFloat
    var testDescription: String { "\(style) at \(category)" }
  }

  nonisolated static let scaleRows: [ScaleRow] = [
    ScaleRow(style: .body, category: .large, value: 16, expected: 16),
    ScaleRow(style: .body, category: .extraExtraExtraLarge, value: 16, expected: 16 * 23 / 17),
    ScaleRow(style: .title2, category: .extraExtraExtraLarge, value: 16, expected: 16 * 28 / 22),
    ScaleRow(style: .caption2, category: .extraSmall, value: 11, expected: 11),
    ScaleRow(style: .largeTitle, category: .accessibilityExtraExtraExtraLarge, value: 34, expected: 60),
    ScaleRow(style: .body, category: .unspecified, value: 10, expected: 10),
  ]

  @Test("DT4: values scale by the style's size at the category over its size at large", arguments: scaleRows)
  func scaledValues(row: ScaleRow) {
    let (style, category, value, expected) = (row.style, row.category, row.value, row.expected)
    let metrics = FontMetrics(forTextStyle: style)
    #expect(LengthTolerance.isEqual(metrics.scaledValue(for: value, compatibleWith: traits(category)), expected))
    #expect(metrics.scaledValue(for: value) == value, "no traits: the size at large")
  }

  @Test("DT4: scaled fonts follow the curve, keep their weight and stop at the cap")
  func scaledFonts() {
    let metrics = FontMetrics(forTextStyle: .title2)
    let base = Font.systemFont(ofSize: 24, weight: .semibold)
    let big = metrics.scaledFont(for: base, compatibleWith: traits(.extraExtraExtraLarge))
    #expect(LengthTolerance.isEqual(big.pointSize, 24 * 28 / 22))
    #expect(big.weight == .semibold)
    let capped = metrics.scaledFont(for: base, maximumPointSize: 26, compatibleWith: traits(.accessibilityLarge))
    #expect(capped.pointSize == 26)
    #expect(metrics.scaledFont(for: base, maximumPointSize: 26).pointSize == 24)
    // 0, negative and non-finite caps set no cap (the platform reads 0 as no maximum).
    for cap in [0, -3, CGFloat.nan, .infinity] {
      let font = metrics.scaledFont(for: base, maximumPointSize: cap, compatibleWith: traits(.accessibilityLarge))
      #expect(LengthTolerance.isEqual(font.pointSize, 24 * 39 / 22), "cap \(cap)")
    }
    #expect(
      LengthTolerance.isEqual(
        FontMetrics.default.scaledValue(for: 8, compatibleWith: traits(.extraExtraLarge)), 8.0 * 21 / 17))
    #expect(FontMetrics.default.scaledValue(for: .nan).isNaN)
  }

  @Test("DT4, DT1: a label with a FontMetrics font follows the text size when it adjusts")
  func metricsLabel() {
    let screen = LabelScreen(.autoLayout)
    screen.label.font = FontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22))
    // 22 pt at large: 7 × 11 = 77, 27.5 → 28.
    #expect(screen.laidOutSize == CGSize(width: 77, height: 28))
    screen.window.display.traits.preferredContentSizeCategory = .extraExtraExtraLarge
    // title2 at xxxL is 28: 7 × 14 = 98, 35.
    #expect(screen.laidOutSize == CGSize(width: 98, height: 35))
    #expect(screen.label.font.pointSize == 28)
  }

  struct LimitRow: Sendable, CustomTestStringConvertible {
    let display: ContentSizeCategory
    let minimum: ContentSizeCategory?
    let maximum: ContentSizeCategory?
    let expected: ContentSizeCategory
    var testDescription: String { "\(display) within \(minimum?.description ?? "-")…\(maximum?.description ?? "-")" }
  }

  nonisolated static let limitRows: [LimitRow] = [
    LimitRow(display: .accessibilityExtraExtraExtraLarge, minimum: nil, maximum: .extraLarge, expected: .extraLarge),
    LimitRow(display: .extraSmall, minimum: .medium, maximum: nil, expected: .medium),
    LimitRow(display: .large, minimum: .medium, maximum: .extraLarge, expected: .large),
    LimitRow(display: .unspecified, minimum: .medium, maximum: .extraLarge, expected: .unspecified),
  ]

  @Test("DT5: limits clamp the category a controller's and a view's subtree see", arguments: limitRows)
  func clamp(row: LimitRow) {
    let (display, minimum, maximum, expected) = (row.display, row.minimum, row.maximum, row.expected)
    let screen = LabelScreen(.frames)
    screen.window.display.traits.preferredContentSizeCategory = display
    screen.controller.minimumContentSizeCategory = minimum
    screen.controller.maximumContentSizeCategory = maximum
    #expect(screen.label.traitCollection.preferredContentSizeCategory == expected, "controller")
    screen.controller.minimumContentSizeCategory = nil
    screen.controller.maximumContentSizeCategory = nil
    let host = screen.label.superview!
    host.minimumContentSizeCategory = minimum
    host.maximumContentSizeCategory = maximum
    #expect(screen.label.traitCollection.preferredContentSizeCategory == expected, "view")
    #expect(screen.controller.traitCollection.preferredContentSizeCategory == display, "above the view: not limited")
  }

  @Test("DT5: the applied-limits description names who limited what")
  func description() {
    let screen = LabelScreen(.frames)
    screen.window.display.traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(screen.label.appliedContentSizeCategoryLimitsDescription == "no content size category limit applied")
    screen.controller.maximumContentSizeCategory = .accessibilityMedium
    screen.label.superview?.accessibilityIdentifier = "host"
    screen.label.superview?.maximumContentSizeCategory = .extraLarge
    #expect(
      screen.label.appliedContentSizeCategoryLimitsDescription
        == "host: maximum extraLarge applied to accessibilityMedium\n"
        + "ViewController: maximum accessibilityMedium applied to accessibilityExtraExtraExtraLarge")
    #expect(
      screen.controller.appliedContentSizeCategoryLimitsDescription
        == "ViewController: maximum accessibilityMedium applied to accessibilityExtraExtraExtraLarge")
  }

  @Test("DT5: a minimum above the maximum is reported and the maximum wins; unknown limits are ignored")
  func badLimits() {
    let screen = LabelScreen(.frames)
    screen.controller.maximumContentSizeCategory = .small
    screen.controller.minimumContentSizeCategory = .extraLarge
    #expect(screen.label.traitCollection.preferredContentSizeCategory == .small)
    #expect(
      screen.window.inputDiagnostics.contains {
        $0.contains("minimumContentSizeCategory extraLarge is above maximumContentSizeCategory small; the maximum wins")
      })
    let host = screen.label.superview!
    host.maximumContentSizeCategory = ContentSizeCategory("UICTContentSizeCategoryHuge")
    #expect(screen.label.traitCollection.preferredContentSizeCategory == .small)
    #expect(
      screen.window.inputDiagnostics.contains {
        $0.contains(
          "FrameLayoutHost: maximumContentSizeCategory UICTContentSizeCategoryHuge is not a known category; ignored")
      })
    // Windows keep their display's traits.
    screen.window.maximumContentSizeCategory = .small
    screen.window.traitOverrides.userInterfaceStyle = .dark
    #expect(screen.window.maximumContentSizeCategory == nil)
    #expect(screen.window.traitCollection.userInterfaceStyle == .unspecified)
    #expect(screen.window.inputDiagnostics.contains { $0.contains("traitOverrides on a window are ignored") })
  }
}
