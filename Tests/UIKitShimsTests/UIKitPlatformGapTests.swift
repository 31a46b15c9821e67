import Testing

// Small platform gaps client files hit (issue 28): the platform's idioms with their raw values
// and the monospaced system fonts, through the platform's names.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

@MainActor
@Suite("Platform gaps: idioms and monospaced fonts")
struct UIKitPlatformGapTests {
  @Test(
    "shims: UIUserInterfaceIdiom has the platform's cases and raw values",
    arguments: [
      (UIUserInterfaceIdiom.unspecified, -1), (.phone, 0), (.pad, 1), (.tv, 2), (.carPlay, 3), (.mac, 5), (.vision, 6),
    ])
  func idiom(_ idiom: UIUserInterfaceIdiom, rawValue: Int) {
    #expect(idiom.rawValue == rawValue)
    #expect(UIUserInterfaceIdiom(rawValue: rawValue) == idiom)
  }

  @Test("shims: there is no idiom 4 (the platform skips it) and no idiom past vision")
  func idiomGaps() {
    #expect(UIUserInterfaceIdiom(rawValue: 4) == nil)
    #expect(UIUserInterfaceIdiom(rawValue: 7) == nil)
    #expect(UIUserInterfaceIdiom.allCases.count == 7)
    let traits = UITraitCollection(userInterfaceIdiom: .vision)
    #expect(traits.userInterfaceIdiom == .vision)
  }

  @Test(
    "shims: monospacedSystemFont gives every character 0.6 em; monospacedDigitSystemFont measures as the system font")
  func monospacedFonts() {
    let label = UILabel()
    label.text = "il1"
    label.font = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
    // 3 × 0.6 × 10 = 18 across; one line of the model's 10 pt height (ascender − descender).
    let mono = label.intrinsicContentSize
    label.font = UIFont.systemFont(ofSize: 10)
    // i 0.30, l 0.30, 1 0.60: 12 across.
    let proportional = label.intrinsicContentSize
    label.font = UIFont.monospacedDigitSystemFont(ofSize: 10, weight: .regular)
    let digits = label.intrinsicContentSize
    #expect(mono.width == 18, "\(mono)")
    #expect(proportional.width == 12, "\(proportional)")
    #expect(digits == proportional)
    #expect(mono.height == proportional.height)
    let code = UIFont.monospacedSystemFont(ofSize: 13, weight: .bold)
    #expect(code.pointSize == 13 && code.weight == .bold)
    #expect(code != UIFont.systemFont(ofSize: 13, weight: .bold))
    #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .bold) != UIFont.systemFont(ofSize: 13, weight: .bold))
    #expect(code.familyName == ".AppleSystemUIFontMonospaced")
    #expect(code.withSize(20) == UIFont.monospacedSystemFont(ofSize: 20, weight: .bold))
  }
}
