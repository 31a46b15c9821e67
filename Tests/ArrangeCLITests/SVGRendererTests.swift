import ArrangementTesting
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects every element's name and attributes from an XML document.
final class ElementCollector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  var texts: [String] = []
  private var current = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
    current = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    if elementName == "text" { texts.append(current) }
    current = ""
  }

  static func parse(_ svg: String) throws -> ElementCollector {
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    let ok = parser.parse()
    #expect(ok, "SVG is not well-formed XML: \(String(describing: parser.parserError))")
    return collector
  }

  func elements(withClass name: String) -> [[String: String]] {
    elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) }.map(\.attributes)
  }
}

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

  @Test("arrange render --format svg and arrange matrix --format svg print well-formed SVG")
  func throughCLI() throws {
    for arguments in [["render", "--format", "svg"], ["matrix", "--format", "svg", "--style", "overlay"]] {
      let result = try ArrangeRunner.run(arguments)
      #expect(result.status == 0)
      let xml = try ElementCollector.parse(result.stdout)
      #expect(xml.elements.first?.name == "svg")
    }
  }
}
