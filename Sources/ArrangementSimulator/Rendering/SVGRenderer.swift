import Foundation

/// Draws layouts as standalone SVG documents.
///
/// Each picture shows the display outline (rounded), an active fold as a hatched band, an
/// inactive fold as a dashed crease, occlusions as dashed outlines, and each shown placement
/// in its own color (primary blue, secondary amber) with its name and size. When an overlay
/// layers its views, the lower view is drawn first and the upper one translucent over it,
/// labelled `on top`. Hidden and absent views are listed under the display. Elements carry
/// classes (`display`, `fold active`, `fold inactive`, `occlusion`, `placement primary`, …) so
/// that tests and style sheets can find them.
///
/// ```swift
/// let svg = SVGRenderer.document(for: picture)
/// try svg.write(toFile: "book.svg", atomically: true, encoding: .utf8)
/// ```
///
/// Degenerate input: empty frames are skipped; text is XML-escaped.
public enum SVGRenderer {
  /// Fill colors per placement.
  package static func color(for placement: ViewPlacement) -> String {
    placement == .primary ? "#2563eb" : "#d97706"
  }

  static let font = "-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif"

  /// A whole SVG document for one picture, `scale` pixels per point.
  public static func document(for picture: LayoutPicture, scale: CGFloat = 0.5) -> String {
    let cell = self.cell(picture, scale: scale, fontSize: 14)
    return wrap(
      width: cell.width + 40, height: cell.height + 40, title: picture.title,
      body: [
        "<g transform=\"translate(20, 20)\">"
      ] + cell.body + ["</g>"])
  }

  /// A whole SVG document tiling several pictures in rows of `columns`.
  public static func grid(_ pictures: [LayoutPicture], columns: Int, title: String, scale: CGFloat = 0.3) -> String {
    let cells = pictures.map { self.cell($0, scale: scale, fontSize: 11) }
    let columns = max(1, columns)
    let rowCount = (cells.count + columns - 1) / columns
    let columnWidths = (0..<columns).map { column in
      stride(from: column, to: cells.count, by: columns).map { cells[$0].width }.max() ?? 0
    }
    let rowHeights = (0..<rowCount).map { row in
      cells[(row * columns)..<min(cells.count, (row + 1) * columns)].map(\.height).max() ?? 0
    }
    let gap: CGFloat = 24
    let titleHeight: CGFloat = 32
    var body = [
      "<text class=\"title\" x=\"20\" y=\"26\" font-size=\"16\" font-weight=\"600\" fill=\"#18181b\">\(escape(title))</text>"
    ]
    var y: CGFloat = 20 + titleHeight
    for row in 0..<rowCount {
      var x: CGFloat = 20
      for column in 0..<columns {
        let index = row * columns + column
        guard index < cells.count else { break }
        body.append("<g class=\"cell\" transform=\"translate(\(n(x)), \(n(y)))\">")
        body += cells[index].body
        body.append("</g>")
        x += columnWidths[column] + gap
      }
      y += rowHeights[row] + gap
    }
    let width = 20 + columnWidths.reduce(0, +) + gap * CGFloat(columns - 1) + 20
    return wrap(width: max(width, 320), height: y - gap + 20, title: title, body: body)
  }

  struct Cell {
    var width: CGFloat
    var height: CGFloat
    var body: [String]
  }

  /// One picture: caption, display, regions, placements, and the off-screen list, at (0, 0).
  static func cell(_ picture: LayoutPicture, scale: CGFloat, fontSize: CGFloat) -> Cell {
    let bounds = picture.bounds
    let captionHeight = fontSize + 10
    let width = bounds.width * scale
    let height = bounds.height * scale
    func rect(_ frame: CGRect) -> (x: CGFloat, y: CGFloat, w: CGFloat, h: CGFloat) {
      (
        (frame.minX - bounds.minX) * scale, captionHeight + (frame.minY - bounds.minY) * scale, frame.width * scale,
        frame.height * scale
      )
    }
    var body = [
      "<text class=\"caption\" x=\"0\" y=\"\(n(fontSize))\" font-size=\"\(n(fontSize))\" font-weight=\"600\" fill=\"#18181b\">\(escape(picture.title))</text>",
      "<rect class=\"display\" x=\"0\" y=\"\(n(captionHeight))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(min(12, width / 8, height / 8)))\" fill=\"#f4f4f5\" stroke=\"#27272a\" stroke-width=\"2\"/>",
    ]
    // Placements, lowest layer first; their labels go last so that regions never cover them.
    var labels: [String] = []
    for group in picture.shownGroups where group.frame.width > 0 && group.frame.height > 0 {
      let r = rect(group.frame)
      let layered = group.placements.count > 1
      for (depth, placement) in group.placements.reversed().enumerated() {
        let onTop = layered && depth == group.placements.count - 1
        let inset: CGFloat = layered && !onTop ? 1.5 : (layered ? 10 : 1.5)
        body.append(
          "<rect class=\"placement \(placement)\(onTop ? " on-top" : "")\" x=\"\(n(r.x + inset))\" y=\"\(n(r.y + inset))\" width=\"\(n(max(0, r.w - 2 * inset)))\" height=\"\(n(max(0, r.h - 2 * inset)))\" rx=\"6\" fill=\"\(color(for: placement))\" fill-opacity=\"\(onTop ? "0.95" : "0.85")\" stroke=\"#ffffff\" stroke-width=\"2\"/>"
        )
      }
      var lines: [(String, Bool)] = []
      if layered {
        lines.append(("\(group.placements[0]) · on top", true))
        for below in group.placements.dropFirst() { lines.append(("\(below) · below", true)) }
      } else {
        lines.append((group.placements[0].description, true))
      }
      lines.append((LayoutPicture.size(group.frame), false))
      let lineHeight = fontSize * 1.3
      let top = r.y + r.h / 2 - lineHeight * CGFloat(lines.count) / 2 + fontSize
      for (index, line) in lines.enumerated() {
        labels.append(
          "<text class=\"label\" x=\"\(n(r.x + r.w / 2))\" y=\"\(n(top + lineHeight * CGFloat(index)))\" font-size=\"\(n(fontSize))\" text-anchor=\"middle\" fill=\"#ffffff\"\(line.1 ? " font-weight=\"600\"" : "")>\(escape(line.0))</text>"
        )
      }
    }
    for division in picture.activeDivisions {
      let band = division.frame.intersection(bounds)
      guard !band.isNull, band.width > 0, band.height > 0 else { continue }
      let r = rect(band)
      body.append(
        "<rect class=\"fold active\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.w))\" height=\"\(n(r.h))\" fill=\"url(#fold-hatch)\" stroke=\"#52525b\" stroke-width=\"1\"/>"
      )
      let vertical = band.height >= band.width
      let cx = r.x + r.w / 2
      let cy = r.y + r.h / 2
      // Label the band only where the words fit inside it.
      guard min(r.w, r.h) >= fontSize * 1.2 else { continue }
      body.append(
        "<text class=\"fold-label\" x=\"\(n(cx))\" y=\"\(n(cy))\" font-size=\"\(n(fontSize * 0.8))\" text-anchor=\"middle\" dominant-baseline=\"middle\" fill=\"#3f3f46\"\(vertical ? " transform=\"rotate(-90 \(n(cx)) \(n(cy)))\"" : "")>fold \(escape(LengthFormat.string(vertical ? band.width : band.height))) pt</text>"
      )
    }
    for division in picture.inactiveDivisions {
      let band = division.frame.intersection(bounds)
      guard !band.isNull else { continue }
      let r = rect(band)
      let vertical = band.height >= band.width
      let (x1, y1, x2, y2) =
        vertical ? (r.x + r.w / 2, r.y, r.x + r.w / 2, r.y + r.h) : (r.x, r.y + r.h / 2, r.x + r.w, r.y + r.h / 2)
      body.append(
        "<line class=\"fold inactive\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"#52525b\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>"
      )
    }
    for occlusion in picture.occlusions {
      let r = rect(occlusion.frame)
      body.append(
        "<rect class=\"occlusion\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.w))\" height=\"\(n(r.h))\" rx=\"\(n(min(r.w, r.h) / 2))\" fill=\"none\" stroke=\"#dc2626\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"><title>\(escape(occlusion.id.rawValue)) (occlusion)</title></rect>"
      )
    }
    body += labels
    var cellHeight = captionHeight + height
    let summary = picture.offScreenSummary
    if !summary.isEmpty {
      cellHeight += fontSize + 8
      body.append(
        "<text class=\"off-screen\" x=\"0\" y=\"\(n(cellHeight - 2))\" font-size=\"\(n(fontSize))\" fill=\"#52525b\">\(escape(summary))</text>"
      )
    }
    let captionWidth = CGFloat(picture.title.count) * fontSize * 0.6
    return Cell(width: max(width, captionWidth), height: cellHeight, body: body)
  }

  static func wrap(width: CGFloat, height: CGFloat, title: String, body: [String]) -> String {
    let head = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(font)\">",
      "<title>\(escape(title))</title>",
      "<defs><pattern id=\"fold-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#d4d4d8\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#71717a\" stroke-width=\"2\"/></pattern></defs>",
      "<rect class=\"background\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
    ]
    return (head + body + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// A number for SVG: at most two decimals.
  static func n(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    return LengthFormat.string(rounded)
  }

  /// Escapes `&`, `<`, `>` and `"` for XML.
  package static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
