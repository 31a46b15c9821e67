import ArrangementKit
import Foundation
import Testing

/// Every character 10 pt wide, lines 20 pt: widths a test can reason about (W2).
struct TenPointMeasurer: TextMeasurer {
  func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
  func lineHeight(of font: Font) -> CGFloat { 20 }
}

@MainActor
func measuredWindow() -> Window {
  let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 400)))
  window.textMeasurer = TenPointMeasurer()
  return window
}

@MainActor
@Suite("Label (W3)")
struct LabelTests {
  /// Keeps the measured window of the labels a test makes alive for the test.
  let window = measuredWindow()

  func label(_ text: String?, lines: Int = 1, in window: Window? = nil) -> Label {
    let label = Label()
    label.text = text
    label.numberOfLines = lines
    (window ?? self.window).addSubview(label)
    return label
  }

  @Test("W3: a one-line label is its text's width by one line, rounded up to pixels")
  func oneLine() {
    let window = measuredWindow()
    #expect(label("Play", in: window).intrinsicContentSize == CGSize(width: 40, height: 20))
    #expect(label(nil, in: window).intrinsicContentSize == .zero)
    #expect(label("", in: window).intrinsicContentSize == .zero)
    let model = Label()
    model.text = "Play"
    // 2.02 em × 17 = 34.34 → 35; 20.287 → 21 (scale 1 outside a window).
    #expect(model.intrinsicContentSize == CGSize(width: 35, height: 21))
  }

  @Test("W3: numberOfLines != 1 wraps to preferredMaxLayoutWidth, else to the bounds' width")
  func wrapping() {
    let caption = label("aaa bbb ccc", lines: 0)
    #expect(caption.intrinsicContentSize == CGSize(width: 110, height: 20))  // width unknown: one line
    caption.frame = CGRect(x: 0, y: 0, width: 75, height: 0)
    #expect(caption.intrinsicContentSize == CGSize(width: 70, height: 40))  // second pass: "aaa bbb" / "ccc"
    caption.preferredMaxLayoutWidth = 35
    #expect(caption.intrinsicContentSize == CGSize(width: 30, height: 60))
    caption.numberOfLines = 2
    #expect(caption.intrinsicContentSize == CGSize(width: 30, height: 40))
    #expect(caption.sizeThatFits(CGSize(width: 200, height: 100)) == CGSize(width: 110, height: 20))
  }

  @Test("W3: truncation per lineBreakMode on the last line")
  func truncation() {
    let rows: [(LineBreakMode, String)] = [
      (.byTruncatingTail, "abcd…"), (.byTruncatingHead, "…ghij"), (.byTruncatingMiddle, "ab…ij"),
      (.byClipping, "abcdefghij"),
    ]
    for (mode, expected) in rows {
      let single = label("abcdefghij")
      single.lineBreakMode = mode
      single.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
      #expect(single.intrinsicContentSize.width == 100, "\(mode): intrinsic ignores the bounds")
      let layout = TextLayout(
        text: "abcdefghij", font: .systemFont(ofSize: 17), width: 50, numberOfLines: 1, lineBreakMode: mode,
        measurer: TenPointMeasurer())
      #expect(layout.lines == [expected], "\(mode)")
      #expect(layout.isTruncated)
      #expect(layout.size.width <= 50)
    }
    let twoLines = TextLayout(
      text: "one two three four", font: .systemFont(ofSize: 17), width: 80, numberOfLines: 2,
      lineBreakMode: .byTruncatingTail, measurer: TenPointMeasurer())
    #expect(twoLines.lines == ["one two", "three f…"])  // 8 × 10 = 80 fits
    let words = TextLayout(
      text: "abcdefghijkl", font: .systemFont(ofSize: 17), width: 50, numberOfLines: 0,
      lineBreakMode: .byWordWrapping, measurer: TenPointMeasurer())
    #expect(words.lines == ["abcde", "fghij", "kl"])
    let paragraphs = TextLayout(
      text: "ab\ncd", font: .systemFont(ofSize: 17), width: nil, numberOfLines: 0,
      lineBreakMode: .byWordWrapping, measurer: TenPointMeasurer())
    #expect(paragraphs.lines == ["ab", "cd"])
  }

  @Test("W3: sizeToFit takes sizeThatFits, keeping the origin")
  func sizeToFit() {
    let badge = label("12")
    badge.frame = CGRect(x: 5, y: 6, width: 0, height: 0)
    badge.sizeToFit()
    #expect(badge.frame == CGRect(x: 5, y: 6, width: 20, height: 20))
    #expect(View(frame: CGRect(x: 0, y: 0, width: 7, height: 8)).sizeThatFits(.zero) == CGSize(width: 7, height: 8))
  }

  @Test("W3: defaults are the platform's")
  func defaults() {
    let label = Label()
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .label)
    #expect(label.textAlignment == .natural)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.preferredMaxLayoutWidth == 0)
    label.font = nil
    #expect(label.font == .systemFont(ofSize: 17))
  }

  @Test("W3: text-style fonts follow the text size when adjustsFontForContentSizeCategory")
  func dynamicType() {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 400)))
    let body = Label()
    body.text = "Hi"
    body.font = .preferredFont(forTextStyle: .body)
    window.addSubview(body)
    let large = body.intrinsicContentSize
    window.display.traits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(body.intrinsicContentSize == large)
    body.adjustsFontForContentSizeCategory = true
    // 53 pt: line 53 × 2444/2048 = 63.25 → 64.
    #expect(body.intrinsicContentSize.height == 64)
  }

  @Test("W3: bad input is sanitized and reported by the window")
  func badInput() {
    let window = measuredWindow()
    let bad = label("x", in: window)
    bad.preferredMaxLayoutWidth = .nan
    bad.numberOfLines = -3
    bad.font = .systemFont(ofSize: -1)
    #expect(bad.preferredMaxLayoutWidth == 0)
    #expect(bad.numberOfLines == 0)
    #expect(bad.font.pointSize == 17)
    #expect(window.inputDiagnostics.count == 3)
    let loose = Label()
    loose.numberOfLines = -1
    #expect(window.inputDiagnostics.count == 3)
    window.addSubview(loose)
    #expect(window.inputDiagnostics.count == 4, "kept until the label enters a window")
  }
}
