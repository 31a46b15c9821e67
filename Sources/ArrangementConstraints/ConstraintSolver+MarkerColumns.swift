/// The rows that hold a non-basic marker, kept from one constant change of its constraint to
/// the next (issue 30: a resize suggests the same edits again and again).
///
/// A constant change of a constraint whose marker and other symbol are both non-basic moves
/// every row that holds the marker, by the marker's coefficient there. Finding those rows is a
/// scan of the whole tableau (a small one) or of the marker's column (a large one), and a
/// resize's constant changes move constants only: the rows holding the marker and their
/// coefficients stay the same until a row's cells change (a pivot, a constraint added or
/// removed, a rollback). So the scan's findings are kept, stamped with the tableau's
/// ``MarkerColumns/cellsVersion``, and the next change of the same marker moves exactly those
/// rows while the stamp is current. The rows are visited in the order the scan found them, so
/// the results are bit for bit the scan's.
struct MarkerColumns: Sendable, Hashable, CustomStringConvertible {
  /// One kept column: `marker`'s rows and coefficients as of `version`.
  struct Entry: Sendable, Hashable {
    /// The marker's symbol id.
    var marker: Int32
    /// The ``MarkerColumns/cellsVersion`` the cells were found at.
    var version: UInt64
    /// The rows holding the marker, with its coefficient in each, in scan order.
    var cells: [MarkerCell]
  }

  /// How many markers are kept (a resize suggests one or two edits; a window's pass moves a
  /// few required pins).
  static let capacity = 4

  /// Counts the changes of any row's cells or of the rows' order; a kept column is current
  /// while its version equals it.
  var cellsVersion: UInt64 = 1
  /// The kept columns, at most ``capacity``.
  var entries: [Entry] = []
  /// The entry the next new marker replaces once every entry is in use.
  var nextReplaced = 0

  /// `MarkerColumns: version 12, 2 kept`.
  var description: String { "MarkerColumns: version \(cellsVersion), \(entries.count) kept" }

  /// Notes that some row's cells (or the rows' order) changed: every kept column is stale.
  @inline(__always)
  mutating func cellsDidChange() { cellsVersion &+= 1 }

  /// The entry holding `marker`'s current column, or -1.
  @inline(__always)
  func current(_ marker: Int32) -> Int {
    for index in entries.indices where entries[index].marker == marker && entries[index].version == cellsVersion {
      return index
    }
    return -1
  }

  /// Takes the cell storage for a new column of `marker` out of its entry (the marker's own
  /// stale one, a free one, or the next replaced), emptied; the entry is returned with
  /// ``keep(_:for:at:)``.
  mutating func takeStorage(for marker: Int32) -> (index: Int, cells: [MarkerCell]) {
    var index = entries.firstIndex { $0.marker == marker } ?? -1
    if index < 0 && entries.count < Self.capacity {
      entries.append(Entry(marker: marker, version: 0, cells: []))
      index = entries.count - 1
    } else if index < 0 {
      index = nextReplaced
      nextReplaced = nextReplaced == Self.capacity - 1 ? 0 : nextReplaced + 1
    }
    var cells: [MarkerCell] = []
    swap(&cells, &entries[index].cells)
    cells.removeAll(keepingCapacity: true)
    entries[index].marker = -1
    return (index, cells)
  }

  /// Keeps `cells` as the current column of `marker` in entry `index`.
  mutating func keep(_ cells: inout [MarkerCell], for marker: Int32, at index: Int) {
    swap(&cells, &entries[index].cells)
    entries[index].marker = marker
    entries[index].version = cellsVersion
  }
}

/// A row holding a marker and the marker's coefficient there.
struct MarkerCell: Sendable, Hashable {
  /// The row's index.
  var row: Int32
  /// The marker's coefficient in the row.
  var coefficient: Double
}

extension ConstraintSolver {
  /// Moves every row holding the non-basic `marker` by its coefficient there times `shift`
  /// (``shiftRow(_:by:logging:)``): from the kept column when it is current, else by a scan
  /// that keeps what it finds.
  mutating func shiftRows(holding marker: Symbol, by shift: Double, logging: Bool) {
    let kept = markerColumns.current(marker.id)
    if kept >= 0 {
      let cells = markerColumns.entries[kept].cells
      for cell in cells { shiftRow(Int(cell.row), by: cell.coefficient * shift, logging: logging) }
      return
    }
    var (entry, cells) = markerColumns.takeStorage(for: marker.id)
    if !usesColumns {
      // A small tableau scans every row.
      for index in rows.indices {
        let coefficient = rows[index].coefficient(forLowID: marker)
        if coefficient != 0 {
          cells.append(MarkerCell(row: Int32(index), coefficient: coefficient))
          shiftRow(index, by: coefficient * shift, logging: logging)
        }
      }
    } else {
      for position in 0..<scanCount(marker) {
        let index = scannedRow(position, of: marker)
        let coefficient = rows[index].coefficient(forLowID: marker)
        if coefficient != 0 {
          cells.append(MarkerCell(row: Int32(index), coefficient: coefficient))
          shiftRow(index, by: coefficient * shift, logging: logging)
        }
      }
    }
    markerColumns.keep(&cells, for: marker.id, at: entry)
  }
}
