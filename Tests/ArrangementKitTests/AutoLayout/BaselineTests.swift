import ArrangementKit
import Foundation
import Testing

/// Baselines (W3, L1, K3): a label's are its text's, from the font model's ascender, descender
/// and line height; any other view's are its bottom edge, as on the platform.
@MainActor
@Suite("Baselines (W3, L1, K3)")
struct BaselineTests {
  /// A label at the container's top-left corner, sized by its text.
  func label(_ fixture: AutoLayoutFixture, _ text: String, _ font: Font, lines: Int = 1) -> Label {
    let label = Label()
    label.text = text
    label.font = font
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    fixture.container.addSubview(label)
    return label
  }

  /// The label's height: its lines' height rounded up to whole points (scale 1).
  func height(lines: Int, _ font: Font) -> CGFloat { (CGFloat(lines) * font.lineHeight).rounded(.up) }

  @Test(
    "W3, L1: firstBaseline is the ascender below the centred text's top; lastBaseline the descender above its bottom")
  func labelBaselines() {
    struct Case {
      let lines: Int
      let last: Bool
    }
    let font = Font.systemFont(ofSize: 17)
    for testCase in [
      Case(lines: 1, last: false), Case(lines: 1, last: true), Case(lines: 3, last: false),
      Case(lines: 3, last: true),
    ] {
      let fixture = AutoLayoutFixture()
      let text = Array(repeating: "Line", count: testCase.lines).joined(separator: "\n")
      let label = label(fixture, text, font, lines: 0)
      let marker = fixture.constrainedView()
      let baseline = testCase.last ? label.lastBaselineAnchor : label.firstBaselineAnchor
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: fixture.container.topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
        marker.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
        marker.widthAnchor.constraint(equalToConstant: 5),
        marker.heightAnchor.constraint(equalToConstant: 5),
        marker.bottomAnchor.constraint(equalTo: baseline),
      ])
      fixture.layout()
      let block = CGFloat(testCase.lines) * font.lineHeight
      let top = 10 + (height(lines: testCase.lines, font) - block) / 2
      let expected = testCase.last ? top + block + font.descender : top + font.ascender
      // Scale 1: the marker's bottom is the baseline rounded to whole points (L9).
      #expect(label.frame.height.isClose(to: height(lines: testCase.lines, font)), "\(testCase)")
      #expect(marker.frame.maxY.isClose(to: expected.rounded()), "\(testCase): \(marker.frame.maxY) vs \(expected)")
    }
  }

  @Test("L1: a plain view's baselines are its bottom edge")
  func plainViewBaselines() {
    for last in [false, true] {
      let fixture = AutoLayoutFixture()
      let box = IntrinsicView(CGSize(width: 20, height: 37))
      fixture.container.addSubview(box)
      let marker = fixture.constrainedView()
      LayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: fixture.container.topAnchor, constant: 3),
        box.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
        marker.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
        marker.widthAnchor.constraint(equalToConstant: 5),
        marker.heightAnchor.constraint(equalToConstant: 5),
        marker.topAnchor.constraint(equalTo: last ? box.lastBaselineAnchor : box.firstBaselineAnchor),
      ])
      fixture.layout()
      #expect(marker.frame.minY.isClose(to: 40), "last: \(last)")
    }
  }

  @Test("K3: a horizontal stack aligns labels of different fonts by their first (last) baselines")
  func stackAlignsBaselines() {
    let small = Font.systemFont(ofSize: 13)
    let large = Font.systemFont(ofSize: 34)
    for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
      let fixture = AutoLayoutFixture()
      let big = label(fixture, "Title", large)
      let caption = label(fixture, "caption", small)
      let stack = StackView(arrangedSubviews: [big, caption])
      stack.alignment = alignment
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      fixture.container.addSubview(stack)
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
        stack.topAnchor.constraint(equalTo: fixture.container.topAnchor),
      ])
      fixture.layout()
      // One line each: both baselines sit the ascender below the centred line's top.
      func baseline(_ label: Label, _ font: Font) -> CGFloat {
        label.frame.minY + (height(lines: 1, font) - font.lineHeight) / 2 + font.ascender
      }
      // Frames are whole points at scale 1: the baselines agree within one point.
      let gap = abs(baseline(big, large) - baseline(caption, small))
      #expect(gap <= 1, "\(alignment): \(gap)")
      // The small label sits lower by about the difference of the ascenders (not top-aligned).
      #expect(caption.frame.minY > big.frame.minY + (large.ascender - small.ascender) / 2, "\(alignment)")
      #expect(big.frame.minY.isClose(to: 0), "\(alignment)")
    }
  }
}
