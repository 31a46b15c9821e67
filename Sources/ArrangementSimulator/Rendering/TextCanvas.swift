import Foundation

/// A grid of characters with box-drawing lines that join where they meet.
///
/// Lines are stored as edge bits per cell (up, down, left, right) and turned into the matching
/// box-drawing character when the canvas is printed, so a split's shared border shows as `┬`
/// and `┴` where it meets the display outline. Text written into a cell wins over lines.
///
/// ```swift
/// var canvas = TextCanvas(columns: 11, rows: 5)
/// canvas.box(column: 0, row: 0, toColumn: 10, toRow: 4)
/// canvas.verticalLine(column: 5, fromRow: 0, toRow: 4)
/// canvas.lines   // ["┌────┬────┐", …]
/// ```
///
/// Degenerate input: coordinates outside the canvas are ignored.
package struct TextCanvas: Sendable, Hashable, CustomStringConvertible {
  /// Width in characters.
  package let columns: Int
  /// Height in lines.
  package let rows: Int
  private var bits: [UInt8]
  private var text: [Character?]

  static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

  /// A blank canvas.
  package init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    bits = Array(repeating: 0, count: self.columns * self.rows)
    text = Array(repeating: nil, count: self.columns * self.rows)
  }

  private func contains(_ column: Int, _ row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows
  }

  private mutating func mark(_ column: Int, _ row: Int, _ bit: UInt8) {
    guard contains(column, row) else { return }
    bits[row * columns + column] |= bit
  }

  /// A horizontal line on `row` from `fromColumn` to `toColumn` (inclusive).
  package mutating func horizontalLine(row: Int, fromColumn: Int, toColumn: Int) {
    let (a, b) = (min(fromColumn, toColumn), max(fromColumn, toColumn))
    guard a < b else { return }
    for column in a..<b {
      mark(column, row, Self.right)
      mark(column + 1, row, Self.left)
    }
  }

  /// A vertical line in `column` from `fromRow` to `toRow` (inclusive).
  package mutating func verticalLine(column: Int, fromRow: Int, toRow: Int) {
    let (a, b) = (min(fromRow, toRow), max(fromRow, toRow))
    guard a < b else { return }
    for row in a..<b {
      mark(column, row, Self.down)
      mark(column, row + 1, Self.up)
    }
  }

  /// The four sides of a rectangle.
  package mutating func box(column: Int, row: Int, toColumn: Int, toRow: Int) {
    horizontalLine(row: row, fromColumn: column, toColumn: toColumn)
    horizontalLine(row: toRow, fromColumn: column, toColumn: toColumn)
    verticalLine(column: column, fromRow: row, toRow: toRow)
    verticalLine(column: toColumn, fromRow: row, toRow: toRow)
  }

  /// Writes one character.
  package mutating func put(_ character: Character, column: Int, row: Int) {
    guard contains(column, row) else { return }
    text[row * columns + column] = character
  }

  /// Writes a character only where the cell holds neither text nor a line.
  package mutating func fill(_ character: Character, column: Int, row: Int) {
    guard contains(column, row), bits[row * columns + column] == 0, text[row * columns + column] == nil else { return }
    text[row * columns + column] = character
  }

  /// Whether a cell holds neither text nor a line.
  package func isEmpty(column: Int, row: Int) -> Bool {
    contains(column, row) && bits[row * columns + column] == 0 && text[row * columns + column] == nil
  }

  /// Writes a string starting at a cell, clipped to the canvas.
  package mutating func write(_ string: String, column: Int, row: Int) {
    for (offset, character) in string.enumerated() { put(character, column: column + offset, row: row) }
  }

  /// The lines joined by newlines.
  package var description: String { lines.joined(separator: "\n") }

  /// The canvas as lines of exactly ``columns`` characters.
  package var lines: [String] {
    (0..<rows).map { row in
      String(
        (0..<columns).map { column -> Character in
          let index = row * columns + column
          if let character = text[index] { return character }
          return Self.glyph(bits[index])
        })
    }
  }

  static func glyph(_ bits: UInt8) -> Character {
    switch bits {
    case 0: return " "
    case up | down, up, down: return "│"
    case left | right, left, right: return "─"
    case down | right: return "┌"
    case down | left: return "┐"
    case up | right: return "└"
    case up | left: return "┘"
    case up | down | right: return "├"
    case up | down | left: return "┤"
    case down | left | right: return "┬"
    case up | left | right: return "┴"
    default: return "┼"
    }
  }
}
