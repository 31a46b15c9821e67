import Foundation

/// A table of frames and states, printed as aligned text or as Markdown.
///
/// ```swift
/// let table = LayoutTable.frames(of: matrix.cells.map { ($0.posture.rawValue, $0.orientation.rawValue, $0.picture) })
/// print(table.text)
/// ```
///
/// Degenerate input: rows shorter than the header are padded with empty cells.
package struct LayoutTable: Sendable, Hashable, CustomStringConvertible {
  /// Column titles.
  package var header: [String]
  /// Cells, row by row.
  package var rows: [[String]]

  /// Creates a table.
  package init(header: [String], rows: [[String]]) {
    self.header = header
    self.rows = rows.map { $0 + Array(repeating: "", count: max(0, header.count - $0.count)) }
  }

  /// The standard frames table: one row per labelled picture (e.g. posture and orientation).
  package static func frames(of entries: [(labels: [String], picture: LayoutPicture)], labelTitles: [String])
    -> LayoutTable
  {
    let header = labelTitles + ["display", "fold", "primary", "state", "secondary", "state"]
    let rows = entries.map { entry -> [String] in
      let layout = entry.picture.layout
      return entry.labels + [
        LengthFormat.size(entry.picture.bounds.size), entry.picture.foldDescription,
        LayoutPicture.frameText(layout[.primary]), LayoutPicture.stateText(layout[.primary]),
        LayoutPicture.frameText(layout[.secondary]), LayoutPicture.stateText(layout[.secondary]),
      ]
    }
    return LayoutTable(header: header, rows: rows)
  }

  /// The aligned text table.
  package var description: String { text.joined(separator: "\n") }

  /// Columns aligned with two spaces between them, a rule under the header, no trailing spaces.
  package var text: [String] {
    let widths = header.indices.map { column in
      ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      TextRenderer.trimTrailing(
        zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  "))
    }
    return [line(header), line(widths.map { String(repeating: "─", count: $0) })] + rows.map(line)
  }

  /// A GitHub-flavoured Markdown table.
  package var markdown: [String] {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
    return [line(header), "|" + header.map { _ in "---|" }.joined()] + rows.map(line)
  }
}
