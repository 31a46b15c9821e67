import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Every character 10 pt wide, lines 20 pt (W2: a test's own measurer).
private struct TenPointMeasurer: TextMeasurer {
  func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
  func lineHeight(of font: Font) -> CGFloat { 20 }
}

@MainActor
@Suite("Snapshots of controls (W7) and the audit of scroll views (W6)")
struct ControlSnapshotTests {
  func makeScreen(style: UserInterfaceStyle) -> (Window, Label, Button, ImageView) {
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 300, height: 200), traits: TraitCollection(userInterfaceStyle: style))
    let window = Window(display: display)
    window.textMeasurer = TenPointMeasurer()
    let card = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .systemBackground
    let title = Label(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    title.text = "Up next"
    title.textColor = .label
    let play = Button(type: .system)
    play.setTitle("Play", for: .normal)
    play.isSelected = true
    play.frame = CGRect(x: 10, y: 60, width: 80, height: 30)
    let icon = ImageView(image: Image(systemName: "star.fill"))
    icon.frame.origin = CGPoint(x: 10, y: 100)
    let dim = View(frame: CGRect(x: 200, y: 10, width: 50, height: 50))
    dim.accessibilityIdentifier = "dim"
    dim.backgroundColor = Color.black.withAlphaComponent(0.4)
    for view in [title, play, icon, dim] { card.addSubview(view) }
    window.addSubview(card)
    window.layoutIfNeeded()
    return (window, title, play, icon)
  }

  @Test("W7: the text snapshot names labels with their text, buttons with title and state, images with size")
  func text() {
    let (window, _, _, _) = makeScreen(style: .light)
    let text = WindowSnapshot(window, title: "controls").text
    #expect(text.contains("  Label \"Up next\" [10, 10, 100, 40]"))
    #expect(text.contains("  Button \"Play\" selected [10, 60, 80, 30]"))
    #expect(text.contains("    Label \"Play\" [30, 65, 40, 20]"), "the title label, centred in the 6/0/6/0 insets")
    #expect(text.contains("  ImageView 20.4 × 20.4 [10, 100, 20.4, 20.4]"))
  }

  @Test("W7: the SVG fills backgrounds with resolved colours, alpha applied, and draws text in the model's boxes")
  func svg() throws {
    for (style, background, ink) in [(UserInterfaceStyle.light, "#FFFFFF", "#000000"), (.dark, "#000000", "#FFFFFF")] {
      let (window, _, _, _) = makeScreen(style: style)
      let svg = WindowSnapshot(window, title: "controls \(style)").svg
      let collector = try ElementCollector.parse(svg)
      let rects = collector.elements.filter { $0.name == "rect" }.map(\.attributes)
      #expect(rects.contains { $0["fill"] == background && $0["fill-opacity"] == "1" }, "\(style) card")
      #expect(rects.contains { $0["fill"] == "#000000" && $0["fill-opacity"] == "0.4" }, "\(style) dim")
      let texts = collector.elements(withClass: "label-text")
      let upNext = try #require(texts.first { $0["fill"] == ink && $0["x"] == "5" })
      // Half scale: the line box of "Up next" (70 × 20) is centred in 100 × 40 at (10, 10): x 10, top 20.
      #expect(upNext["font-size"] == "8.5")
      #expect(collector.texts.contains("Up next"))
      let boxes = collector.elements(withClass: "text-box")
      #expect(boxes.contains { $0["x"] == "5" && $0["y"] == "10" && $0["width"] == "35" && $0["height"] == "10" })
      #expect(collector.elements(withClass: "image").count == 1)
    }
  }

  @Test("W6: the screen audit judges only the visible part of a scroll view's content")
  func auditOfScrolledContent() {
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 300, height: 400),
      reservedRegions: [
        ReservedRegion(
          id: "camera", kind: .occlusion, frame: CGRect(x: 0, y: 0, width: 300, height: 40), isActive: true)
      ])
    let window = Window(display: display)
    let scroll = ScrollView(frame: CGRect(x: 0, y: 50, width: 300, height: 300))
    scroll.contentSize = CGSize(width: 300, height: 2000)
    let row = View(frame: CGRect(x: 0, y: 1000, width: 300, height: 44))
    row.accessibilityIdentifier = "row"
    scroll.addSubview(row)
    window.addSubview(scroll)
    // The row sits 1,000 pt down the content: far outside the window, but scrolled out of sight.
    #expect(ScreenAudit().findings(in: window).isEmpty)
    scroll.contentOffset = CGPoint(x: 0, y: 1000)  // now at the scroll view's top, inside the window
    #expect(ScreenAudit().findings(in: window).isEmpty)
    scroll.contentOffset = CGPoint(x: 0, y: 1030)  // 30 pt above the scroll view: clipped, still fine
    #expect(ScreenAudit().findings(in: window).isEmpty)
    scroll.frame = CGRect(x: 0, y: 20, width: 300, height: 300)  // the scroll view itself under the camera
    scroll.contentOffset = CGPoint(x: 0, y: 1000)
    let findings = ScreenAudit().findings(in: window)
    #expect(findings.contains { $0.path.last == "row" })
  }
}
