import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@Suite("SVG renderer")
struct SVGRendererTests {
  static func picture(_ posture: Posture, _ orientation: Orientation, _ arrangement: ScenarioArrangement)
    -> LayoutPicture
  {
    LayoutPicture(
      title: "\(posture) · \(orientation)",
      context: Device.iPhoneDuo.context(posture: posture, orientation: orientation),
      arrangement: arrangement)
  }

  @Test("book split: display, an active fold band, two colored placements with names and sizes")
  func bookSplit() throws {
    let svg = SVGRenderer.document(for: Self.picture(.book, .landscape, .split(.split)))
    let xml = try ElementCollector.parse(svg)
    #expect(xml.elements.first?.name == "svg")
    #expect(xml.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(xml.elements(withClass: "display").count == 1)
    #expect(xml.elements(withClass: "fold").count == 1)
    #expect(xml.elements(withClass: "active").count == 1)
    let primary = try #require(xml.elements(withClass: "primary").first)
    let secondary = try #require(xml.elements(withClass: "secondary").first)
    #expect(primary["fill"] != secondary["fill"])
    #expect(xml.texts.contains("primary") && xml.texts.contains("secondary"))
    #expect(xml.texts.filter { $0 == "455.5 × 669" }.count == 2)
    #expect(xml.elements(withClass: "off-screen").isEmpty)
  }

  @Test("flat: the inactive fold is a dashed line")
  func flatFold() throws {
    let xml = try ElementCollector.parse(SVGRenderer.document(for: Self.picture(.flat, .portrait, .split(.split))))
    let crease = try #require(xml.elements(withClass: "inactive").first)
    #expect(crease["stroke-dasharray"] != nil)
    #expect(xml.elements(withClass: "active").isEmpty)
  }

  @Test("closed landscape: the camera occlusion is dashed, the hidden secondary is listed")
  func closedLandscape() throws {
    let xml = try ElementCollector.parse(SVGRenderer.document(for: Self.picture(.closed, .landscape, .split(.split))))
    let camera = try #require(xml.elements(withClass: "occlusion").first)
    #expect(camera["stroke-dasharray"] != nil)
    #expect(xml.elements(withClass: "secondary").isEmpty)
    #expect(xml.texts.contains("hidden: secondary"))
  }

  @Test("O1: a layered overlay draws the secondary first and marks the primary on top")
  func layeredOverlay() throws {
    let xml = try ElementCollector.parse(SVGRenderer.document(for: Self.picture(.flat, .landscape, .overlay(.overlay))))
    let classes = xml.elements.compactMap { $0.attributes["class"] }.filter { $0.hasPrefix("placement") }
    #expect(classes == ["placement secondary", "placement primary on-top"])
    #expect(xml.texts.contains("primary · on top"))
    #expect(xml.texts.contains("secondary · below"))
  }

  @Test("matrix: eight cells, each with a display; text escapes XML")
  func matrix() throws {
    let matrix = PostureMatrix(device: .iPhoneDuo, arrangement: .split(.split))
    let svg = SVGRenderer.grid(matrix.cells.map(\.picture), columns: 4, title: "a < b & \"c\"")
    let xml = try ElementCollector.parse(svg)
    #expect(xml.elements(withClass: "cell").count == 8)
    #expect(xml.elements(withClass: "display").count == 8)
    #expect(xml.texts.contains("a < b & \"c\""))
  }
}
