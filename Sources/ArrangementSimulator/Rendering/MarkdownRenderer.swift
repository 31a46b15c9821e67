import Foundation

/// Writes layouts as Markdown: a heading, the text picture in a code block, a table of frames
/// and states, and the diagnostics.
///
/// ```swift
/// print(MarkdownRenderer.layout(picture, heading: "Book pose"))
/// print(MarkdownRenderer.matrix(matrix, heading: "iPhone Duo · split"))
/// ```
///
/// Degenerate input: `|` in cells is escaped.
public enum MarkdownRenderer {
  /// One layout.
  public static func layout(_ picture: LayoutPicture, heading: String, steps: [String]? = nil) -> String {
    var lines = ["## \(heading)", "", "```text"]
    lines += TextRenderer.drawing(
      picture, pointsPerColumn: TextRenderer.fittingScale(for: picture).column,
      pointsPerRow: TextRenderer.fittingScale(for: picture).row)
    lines += ["```", ""]
    let rows = ViewPlacement.allCases.map { placement -> [String] in
      guard let item = picture.layout[placement] else { return [placement.description, "absent", "", "", ""] }
      return [
        placement.description, LayoutPicture.frameText(item), "\(item.state.isHidden)",
        item.state.splitAxis.description, "\(item.state.zIndex)",
      ]
    }
    lines += LayoutTable(header: ["placement", "frame", "hidden", "splitAxis", "zIndex"], rows: rows).markdown
    lines += [""] + diagnostics(picture.layout)
    if let steps {
      lines += ["", "Decisions:", ""]
      lines += steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
    }
    return lines.joined(separator: "\n")
  }

  /// Every posture × orientation of one arrangement: the text pictures in a code block, a
  /// table, then the diagnostics.
  public static func matrix(_ matrix: PostureMatrix, heading: String) -> String {
    var lines = ["## \(heading)", "", "```text"]
    lines += TextRenderer.packed(matrix.cells.map { TextRenderer.picture($0.picture) })
    lines += ["```", ""]
    lines += matrix.table.markdown
    let diagnostics = matrix.diagnostics
    lines += ["", diagnostics.isEmpty ? "Diagnostics: none." : "Diagnostics:"]
    if !diagnostics.isEmpty { lines += [""] + diagnostics.map { "- \($0)" } }
    return lines.joined(separator: "\n")
  }

  static func diagnostics(_ layout: ArrangementLayout) -> [String] {
    let list = layout.diagnostics
    if list.isEmpty { return ["Diagnostics: none."] }
    return ["Diagnostics:", ""] + list.map { "- \($0)" }
  }
}
