import Foundation

/// Draws layouts as text pictures for a terminal.
///
/// A picture is a box per display at a fixed scale (by default one column is 30 pt and one
/// line 60 pt, which keeps the shape right in a terminal font), with each shown placement
/// boxed and labelled with its name and size, an active fold drawn as a `░` band, an inactive
/// one as a dashed crease (`┆` or `┄`), an occlusion as `◉`, a caption above and the hidden
/// views below. Layered overlays say which view is on top (`primary` / `over secondary`).
///
/// ```swift
/// let lines = TextRenderer.picture(picture)
/// print(TextRenderer.sideBySide([lines, otherLines]).joined(separator: "\n"))
/// ```
///
/// Degenerate input: an empty container draws as the smallest box (3 × 3 characters); labels
/// that do not fit are cut to the box.
public enum TextRenderer {
  /// Points per column of the default scale.
  public static let pointsPerColumn: CGFloat = 30
  /// Points per line of the default scale.
  public static let pointsPerRow: CGFloat = 60

  /// The default scale, coarsened so that the picture is at most `columns` characters wide
  /// and `rows` lines tall.
  package static func fittingScale(for picture: LayoutPicture, columns: Int = 100, rows: Int = 40) -> (
    column: CGFloat, row: CGFloat
  ) {
    let bounds = picture.bounds
    var column = pointsPerColumn
    if bounds.width > 0, bounds.width / column < 20 { column = bounds.width / 20 }
    if bounds.width.isFinite, bounds.width / column > CGFloat(columns) { column = bounds.width / CGFloat(columns) }
    if bounds.height.isFinite, bounds.height / (2 * column) > CGFloat(rows) {
      column = bounds.height / CGFloat(2 * rows)
    }
    return (column, 2 * column)
  }

  /// Maps lengths along one axis to cell indices, keeping bands at least one cell wide.
  struct CellMap {
    let origin: CGFloat
    let scale: CGFloat
    let cells: Int
    var bands: [(start: CGFloat, end: CGFloat, first: Int, last: Int)] = []

    init(origin: CGFloat, length: CGFloat, scale: CGFloat) {
      self.origin = origin
      self.scale = scale
      let raw = (length / scale).rounded()
      cells = max(2, raw.isFinite ? min(Int(raw), 400) : 2)
    }

    mutating func addBand(start: CGFloat, end: CGFloat) {
      let s = max(0, start - origin)
      let e = max(0, end - origin)
      var first = Int((s / scale).rounded(.down))
      var last = Int((e / scale).rounded(.up))
      first = min(max(first, 0), cells)
      last = min(max(last, first + 2), cells)
      if last - first < 2 { first = max(0, last - 2) }
      bands.append((start, end, first, last))
    }

    func cell(_ value: CGFloat) -> Int {
      guard value.isFinite else { return 0 }
      for band in bands {
        if abs(value - band.start) < 0.5 { return band.first }
        if abs(value - band.end) < 0.5 { return band.last }
      }
      let raw = ((value - origin) / scale).rounded()
      guard raw.isFinite else { return 0 }
      return min(max(Int(max(min(raw, 1e6), -1e6)), 0), cells)
    }
  }

  /// The picture alone (no caption), as lines of equal width.
  package static func drawing(
    _ picture: LayoutPicture, pointsPerColumn: CGFloat = pointsPerColumn, pointsPerRow: CGFloat = pointsPerRow
  ) -> [String] {
    let bounds = picture.bounds
    var xs = CellMap(origin: bounds.minX, length: bounds.width, scale: pointsPerColumn)
    var ys = CellMap(origin: bounds.minY, length: bounds.height, scale: pointsPerRow)
    for division in picture.activeDivisions + picture.inactiveDivisions {
      let band = division.frame.intersection(bounds)
      guard !band.isNull else { continue }
      if band.height >= bounds.height - LengthTolerance.coverage { xs.addBand(start: band.minX, end: band.maxX) }
      if band.width >= bounds.width - LengthTolerance.coverage { ys.addBand(start: band.minY, end: band.maxY) }
    }
    var canvas = TextCanvas(columns: xs.cells + 1, rows: ys.cells + 1)
    canvas.box(column: 0, row: 0, toColumn: xs.cells, toRow: ys.cells)
    let groups = picture.shownGroups
    for group in groups {
      let f = group.frame
      canvas.box(column: xs.cell(f.minX), row: ys.cell(f.minY), toColumn: xs.cell(f.maxX), toRow: ys.cell(f.maxY))
    }
    for division in picture.activeDivisions {
      let band = division.frame.intersection(bounds)
      guard !band.isNull else { continue }
      let c0 = xs.cell(band.minX)
      let c1 = xs.cell(band.maxX)
      let r0 = ys.cell(band.minY)
      let r1 = ys.cell(band.maxY)
      for row in max(r0, 0)...max(r1, 0) {
        for column in max(c0, 0)...max(c1, 0) { canvas.fill("░", column: column, row: row) }
      }
    }
    for division in picture.inactiveDivisions {
      let band = division.frame.intersection(bounds)
      guard !band.isNull else { continue }
      if band.height >= bounds.height - LengthTolerance.coverage {
        let column = xs.cell(band.midX)
        for row in 1..<ys.cells { canvas.fill("┆", column: column, row: row) }
      } else if band.width >= bounds.width - LengthTolerance.coverage {
        let row = ys.cell(band.midY)
        for column in 1..<xs.cells { canvas.fill("┄", column: column, row: row) }
      }
    }
    for occlusion in picture.occlusions {
      canvas.fill("◉", column: xs.cell(occlusion.frame.midX), row: ys.cell(occlusion.frame.midY))
    }
    for group in groups {
      let f = group.frame
      let c0 = xs.cell(f.minX)
      let c1 = xs.cell(f.maxX)
      let r0 = ys.cell(f.minY)
      let r1 = ys.cell(f.maxY)
      var labels = [group.placements[0].description]
      for below in group.placements.dropFirst() { labels.append("over \(below)") }
      labels.append(LayoutPicture.size(f))
      label(&canvas, labels, columns: (c0 + 1, c1 - 1), rows: (r0 + 1, r1 - 1))
    }
    return canvas.lines
  }

  static func label(_ canvas: inout TextCanvas, _ labels: [String], columns: (Int, Int), rows: (Int, Int)) {
    let width = columns.1 - columns.0 + 1
    let height = rows.1 - rows.0 + 1
    guard width > 0, height > 0 else { return }
    let shown = Array(labels.prefix(height))
    let top = rows.0 + (height - shown.count) / 2
    for (offset, text) in shown.enumerated() {
      let cut = String(text.prefix(width))
      let start = columns.0 + (width - cut.count) / 2
      // A blank cell on each side keeps a crease line from running into the words.
      if start > columns.0 { canvas.put(" ", column: start - 1, row: top + offset) }
      if start + cut.count <= columns.1 { canvas.put(" ", column: start + cut.count, row: top + offset) }
      canvas.write(cut, column: start, row: top + offset)
    }
  }

  /// The picture with its caption above and the hidden/absent views below, padded to one width.
  public static func picture(
    _ picture: LayoutPicture, pointsPerColumn: CGFloat = pointsPerColumn, pointsPerRow: CGFloat = pointsPerRow
  ) -> [String] {
    let drawing = self.drawing(picture, pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow)
    return pad([picture.title] + drawing + [picture.offScreenSummary])
  }

  /// Lines padded with spaces to the longest one.
  package static func pad(_ lines: [String]) -> [String] {
    let width = lines.map(\.count).max() ?? 0
    return lines.map { $0 + String(repeating: " ", count: width - $0.count) }
  }

  /// Blocks of lines placed side by side, top-aligned, `gap` spaces apart; trailing spaces
  /// are trimmed.
  package static func sideBySide(_ blocks: [[String]], gap: Int = 2) -> [String] {
    let padded = blocks.map(pad)
    let height = padded.map(\.count).max() ?? 0
    let spacer = String(repeating: " ", count: gap)
    return (0..<height).map { row in
      let parts = padded.map { block -> String in
        row < block.count ? block[row] : String(repeating: " ", count: block.first?.count ?? 0)
      }
      return trimTrailing(parts.joined(separator: spacer))
    }
  }

  /// Blocks packed into rows no wider than `width`, rows separated by a blank line.
  package static func packed(_ blocks: [[String]], width: Int = 120, gap: Int = 2) -> [String] {
    var rows: [[[String]]] = []
    var current: [[String]] = []
    var used = 0
    for block in blocks.map(pad) {
      let blockWidth = block.first?.count ?? 0
      let needed = current.isEmpty ? blockWidth : used + gap + blockWidth
      if !current.isEmpty && needed > width {
        rows.append(current)
        current = [block]
        used = blockWidth
      } else {
        current.append(block)
        used = needed
      }
    }
    if !current.isEmpty { rows.append(current) }
    var lines: [String] = []
    for (index, row) in rows.enumerated() {
      if index > 0 { lines.append("") }
      lines += sideBySide(row, gap: gap)
    }
    return lines
  }

  static func trimTrailing(_ text: String) -> String {
    var result = text
    while result.last == " " { result.removeLast() }
    return result
  }
}
