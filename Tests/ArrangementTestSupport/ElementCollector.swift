import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects every element's name and attributes from an XML document.
package final class ElementCollector: NSObject, XMLParserDelegate {
  package var elements: [(name: String, attributes: [String: String])] = []
  package var texts: [String] = []
  private var current = ""

  package func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
    current = ""
  }

  package func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

  package func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if elementName == "text" { texts.append(current) }
    current = ""
  }

  package static func parse(_ svg: String) throws -> ElementCollector {
    let collector = ElementCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    let ok = parser.parse()
    #expect(ok, "SVG is not well-formed XML: \(String(describing: parser.parserError))")
    return collector
  }

  package func elements(withClass name: String) -> [[String: String]] {
    elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) }.map(\.attributes)
  }
}
