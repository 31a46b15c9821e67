import Foundation

extension WindowSnapshot {
  /// How many columns the text drawing of the window is wide.
  public static let textColumns = 64

  /// The window as text: a header (size, hinge, safe area, regions), a character drawing of
  /// every visible view as a labelled box (`░` the active fold band, `▓` active occlusions,
  /// `·` outside the safe area), and the view tree with each frame.
  ///
  /// ```swift
  /// print(WindowSnapshot(simulator).text)
  /// // iPhone Duo, closed portrait
  /// // window 466 × 678, hinge closed 0 rad, safe area top 0, left 0, bottom 34, right 84
  /// // occlusion camera [399.667, 29.333, 37, 37] active
  /// // …
  /// // ArrangementController [0, 0, 466, 678]
  /// //   PlayerScreen [0, 0, 466, 678]
  /// //     toolbar [0, 0, 466, 64]
  /// ```
  public var text: String {
    var lines = [title]
    var header = "window \(LengthFormat.size(bounds.size))"
    if let hinge { header += ", hinge \(hinge)" }
    let insets = safeAreaInsets
    header +=
      ", safe area top \(LengthFormat.string(insets.top)), left \(LengthFormat.string(insets.left)), bottom \(LengthFormat.string(insets.bottom)), right \(LengthFormat.string(insets.right))"
    lines.append(header)
    for region in reservedRegions {
      lines.append(
        "\(region.kind) \(region.id) \(LengthFormat.rect(region.frame)) \(region.isActive ? "active" : "inactive")")
    }
    lines.append("")
    lines += drawing()
    lines.append("")
    for node in nodes {
      let indent = String(repeating: "  ", count: node.depth)
      lines.append("\(indent)\(node.title) \(LengthFormat.rect(node.frame))" + (node.isHidden ? " hidden" : ""))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The character drawing, ``textColumns`` wide, one row for twice a column's points.
  func drawing() -> [String] {
    guard bounds.hasFiniteComponents, bounds.width > 0, bounds.height > 0 else { return [] }
    let columns = Self.textColumns
    let step = bounds.width / CGFloat(columns - 1)
    let rows = max(2, Int((bounds.height / (2 * step)).rounded()) + 1)
    var canvas = TextCanvas(columns: columns, rows: rows)
    /// The cells a window rectangle covers, or `nil` when it is empty or not finite.
    func cells(_ rect: CGRect) -> (c0: Int, r0: Int, c1: Int, r1: Int)? {
      guard rect.hasFiniteComponents, rect.width > 0, rect.height > 0 else { return nil }
      func column(_ x: CGFloat) -> Int { Int(((x - bounds.minX) / step).rounded()) }
      func row(_ y: CGFloat) -> Int { Int(((y - bounds.minY) / (2 * step)).rounded()) }
      let c0 = max(0, min(columns - 1, column(rect.minX)))
      let c1 = max(0, min(columns - 1, column(rect.maxX)))
      let r0 = max(0, min(rows - 1, row(rect.minY)))
      let r1 = max(0, min(rows - 1, row(rect.maxY)))
      return (c0, r0, c1, r1)
    }
    canvas.box(column: 0, row: 0, toColumn: columns - 1, toRow: rows - 1)
    for node in nodes where !node.isHidden {
      guard let cell = cells(node.frame), cell.c1 > cell.c0, cell.r1 > cell.r0 else { continue }
      canvas.box(column: cell.c0, row: cell.r0, toColumn: cell.c1, toRow: cell.r1)
    }
    // Labels, deepest views first: each on the first row inside its box where it fits in empty
    // cells; a view with no room keeps its name in the tree below the drawing.
    for node in nodes.reversed() where !node.isHidden {
      guard let cell = cells(node.frame), cell.c1 - cell.c0 > 1, cell.r1 - cell.r0 > 1 else { continue }
      let label = String((node.content.texts.first?.text ?? node.name).prefix(cell.c1 - cell.c0 - 1))
      let width = label.count
      for row in (cell.r0 + 1)..<cell.r1 {
        let fits = (0..<width).allSatisfy { canvas.isEmpty(column: cell.c0 + 1 + $0, row: row) }
        if fits {
          canvas.write(label, column: cell.c0 + 1, row: row)
          break
        }
      }
    }
    func fill(_ rect: CGRect, with character: Character) {
      guard let cell = cells(rect) else { return }
      for row in cell.r0...cell.r1 {
        for column in cell.c0...cell.c1 { canvas.fill(character, column: column, row: row) }
      }
    }
    for region in reservedRegions where region.isActive && region.kind == .occlusion { fill(region.frame, with: "▓") }
    for region in reservedRegions where region.isActive && region.kind == .division { fill(region.frame, with: "░") }
    let safe = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
    for row in 0..<rows {
      for column in 0..<columns {
        let point = CGPoint(x: bounds.minX + CGFloat(column) * step, y: bounds.minY + CGFloat(row) * 2 * step)
        if !safe.contains(point) { canvas.fill("·", column: column, row: row) }
      }
    }
    return canvas.lines
  }

  private var insets: EdgeInsets { safeAreaInsets }
}
