import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Scroll view layout guides (W6)")
struct ScrollViewLayoutGuideTests {
  /// A 320 × 480 scroll view at y 100 in a 320 × 800 window.
  func scrollInWindow() -> (Window, ScrollView) {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 320, height: 800)))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 480))
    window.addSubview(scroll)
    return (window, scroll)
  }

  /// A vertical stack of rows of `heights`, `spacing` apart, in `scroll`'s content guide and as
  /// wide as its frame guide.
  func stack(in scroll: ScrollView, heights: [CGFloat], spacing: CGFloat) -> StackView {
    let rows = heights.map { height -> View in
      let row = View()
      row.heightAnchor.constraint(equalToConstant: height).isActive = true
      return row
    }
    let stack = StackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    let content = scroll.contentLayoutGuide
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: content.topAnchor),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    return stack
  }

  @Test(
    "W6: a stack pinned to contentLayoutGuide and frameLayoutGuide's width gives contentSize; scrolling keeps its frame",
    arguments: [
      (heights: [CGFloat(44), 60, 80], spacing: CGFloat(8)),
      (heights: [CGFloat(200), 300, 400], spacing: CGFloat(0)),
      (heights: [CGFloat(120)], spacing: CGFloat(10)),
    ])
  func contentSizeFromGuide(heights: [CGFloat], spacing: CGFloat) {
    let (window, scroll) = scrollInWindow()
    let stack = stack(in: scroll, heights: heights, spacing: spacing)
    window.layoutIfNeeded()
    // The rows' heights and the gaps between them; the frame guide's width is the scroll view's.
    let height = heights.reduce(0, +) + spacing * CGFloat(heights.count - 1)
    #expect(LengthTolerance.isEqual(scroll.contentSize.width, 320))
    #expect(LengthTolerance.isEqual(scroll.contentSize.height, height))
    let content = scroll.contentLayoutGuide.layoutFrame
    #expect(LengthTolerance.isEqual(content.minX, 0) && LengthTolerance.isEqual(content.minY, 0))
    #expect(LengthTolerance.isEqual(content.height, height))
    let expected = CGRect(x: 0, y: 0, width: 320, height: height)
    #expect(LengthTolerance.isEqual(stack.frame, expected), "\(stack.frame)")
    scroll.contentOffset = CGPoint(x: 0, y: 150)
    window.layoutIfNeeded()
    #expect(LengthTolerance.isEqual(stack.frame, expected), "after scrolling: \(stack.frame)")
    #expect(LengthTolerance.isEqual(scroll.contentSize.height, height))
    #expect(scroll.layoutGuides.contains { $0 === scroll.contentLayoutGuide })
    #expect(scroll.contentLayoutGuide.owningView === scroll)
  }

  @Test(
    "W6: frameLayoutGuide.layoutFrame is the bounds (at the content offset): what is pinned to it stays on screen",
    arguments: [CGPoint.zero, CGPoint(x: 0, y: 300), CGPoint(x: 40, y: -20)])
  func frameGuide(offset: CGPoint) {
    let (window, scroll) = scrollInWindow()
    let floating = View()
    floating.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(floating)
    let frame = scroll.frameLayoutGuide
    LayoutConstraint.activate([
      floating.topAnchor.constraint(equalTo: frame.topAnchor),
      floating.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
      floating.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
      floating.bottomAnchor.constraint(equalTo: frame.bottomAnchor),
    ])
    scroll.contentOffset = offset
    window.layoutIfNeeded()
    let expected = CGRect(x: offset.x, y: offset.y, width: 320, height: 480)
    #expect(LengthTolerance.isEqual(frame.layoutFrame, expected), "\(frame.layoutFrame)")
    #expect(LengthTolerance.isEqual(floating.frame, expected), "\(floating.frame)")
    // On screen (the window's coordinates) it covers the scroll view whatever the offset.
    #expect(LengthTolerance.isEqual(floating.convert(floating.bounds, to: nil), scroll.convert(scroll.bounds, to: nil)))
    #expect(frame.owningView === scroll)
    #expect(frame !== scroll.contentLayoutGuide)
    scroll.frame.size = CGSize(width: 200, height: 300)
    window.layoutIfNeeded()
    let resized = CGRect(x: offset.x, y: offset.y, width: 200, height: 300)
    #expect(LengthTolerance.isEqual(frame.layoutFrame, resized), "\(frame.layoutFrame)")
    #expect(LengthTolerance.isEqual(floating.frame, resized), "\(floating.frame)")
    // Scrolling after a pass re-pins the guide; the next pass moves what is pinned to it.
    scroll.contentOffset = CGPoint(x: offset.x, y: offset.y + 50)
    window.layoutIfNeeded()
    #expect(LengthTolerance.isEqual(floating.frame.minY, offset.y + 50), "\(floating.frame)")
  }

  @Test("W6: a scroll view whose content guide's size nothing determines keeps a hand-set contentSize")
  func handSetContentSize() {
    let (window, scroll) = scrollInWindow()
    scroll.contentSize = CGSize(width: 320, height: 2000)
    window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
    #expect(scroll.layoutGuides.isEmpty, "no guide is made unless asked for")
    // A guide with only its origin constrained: its size stays free, the hand-set size stays.
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(badge)
    LayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 12),
      badge.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
      badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
    #expect(LengthTolerance.isEqual(badge.frame, CGRect(x: 16, y: 12, width: 30, height: 30)), "\(badge.frame)")
  }
}
