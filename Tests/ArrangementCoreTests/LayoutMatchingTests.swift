import ArrangementCore
import Foundation
import Testing

/// `ArrangementLayout.layoutsMatch`: what counts as "nothing moved" for transitions (C8, C9).
@Suite("Layout matching (C8, C9)")
struct LayoutMatchingTests {
  static let shown = ViewState(isHidden: false, splitAxis: .horizontal, zIndex: 0)

  static func layout(primaryWidth: CGFloat, secondary: Bool = true) -> ArrangementLayout {
    ArrangementLayout(
      primary: .init(frame: CGRect(x: 0, y: 0, width: primaryWidth, height: 600), state: shown),
      secondary: secondary
        ? .init(frame: CGRect(x: primaryWidth, y: 0, width: 1000 - primaryWidth, height: 600), state: shown)
        : nil)
  }

  /// A width difference from 400 pt and whether the layouts still match: both sides of the
  /// 0.001 pt tolerance, in both directions.
  @Test(
    "C9: frames match within 0.001 pt and differ beyond it",
    arguments: [(0.0, true), (0.0009, true), (-0.0009, true), (0.0011, false), (-0.0011, false), (1, false)])
  func tolerance(_ delta: Double, _ matches: Bool) {
    let base = Self.layout(primaryWidth: 400)
    let moved = Self.layout(primaryWidth: 400 + CGFloat(delta))
    #expect(ArrangementLayout.layoutsMatch(base, moved) == matches)
    #expect(ArrangementLayout.layoutsMatch(moved, base) == matches)
  }

  @Test("C9: a different state, presence or a missing layout never matches; two nils do")
  func statesAndPresence() {
    let base = Self.layout(primaryWidth: 400)
    let layered = ArrangementLayout(
      primary: .init(frame: base.primary!.frame, state: ViewState(isHidden: false, splitAxis: [], zIndex: 1)),
      secondary: base.secondary)
    #expect(!ArrangementLayout.layoutsMatch(base, layered))
    #expect(!ArrangementLayout.layoutsMatch(base, Self.layout(primaryWidth: 400, secondary: false)))
    #expect(!ArrangementLayout.layoutsMatch(base, nil))
    #expect(!ArrangementLayout.layoutsMatch(nil, base))
    #expect(ArrangementLayout.layoutsMatch(nil, nil))
    #expect(ArrangementLayout.layoutsMatch(base, base))
  }

  @Test("C9: diagnostics are not compared; a NaN frame never matches")
  func diagnosticsAndNaN() {
    let base = Self.layout(primaryWidth: 400)
    let degenerate = ArrangementContext(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
    let diagnosed = ArrangementLayout(
      primary: base.primary, secondary: base.secondary,
      diagnostics: SplitArrangement().layout(in: degenerate).diagnostics)
    #expect(!diagnosed.diagnostics.isEmpty)
    #expect(ArrangementLayout.layoutsMatch(base, diagnosed))
    let nan = Self.layout(primaryWidth: .nan)
    #expect(!ArrangementLayout.layoutsMatch(nan, nan))
  }
}
