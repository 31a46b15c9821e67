import Foundation

/// One arrangement solved on a device in every posture × orientation.
///
/// The order is posture-major: closed portrait, closed landscape, flat portrait, … tabletop
/// landscape. The orientations are ``orientations``: portrait and landscape. The flipped
/// landscape is left out because it lays out as landscape (occlusions never move a view, D1;
/// the fold is symmetric); `arrange render --orientation landscapeFlipped` shows its regions. `adjust` lets callers change each context (layout direction, scale, absent
/// views, intrinsic sizes) before it is solved.
///
/// ```swift
/// let matrix = PostureMatrix(device: .iPhoneDuo, arrangement: .split(.split))
/// for cell in matrix.cells { print(cell.posture, cell.orientation, cell.picture.layout) }
/// ```
public struct PostureMatrix: Sendable, Hashable, CustomStringConvertible {
  /// One posture and orientation with its solved picture.
  public struct Cell: Sendable, Hashable {
    /// The posture.
    public var posture: Posture
    /// The orientation.
    public var orientation: Orientation
    /// The solved layout, titled `posture · orientation`.
    public var picture: LayoutPicture
  }

  /// The device.
  public var device: Device
  /// The arrangement.
  public var arrangement: ScenarioArrangement
  /// Every posture × orientation, posture-major.
  public var cells: [Cell]

  /// The orientations a matrix shows: portrait and landscape (the flipped landscape lays out
  /// as landscape).
  public static let orientations: [Orientation] = [.portrait, .landscape]

  /// Solves `arrangement` in every posture and orientation of `device`.
  public init(
    device: Device, arrangement: ScenarioArrangement, layoutDirection: LayoutDirection = .leftToRight,
    adjust: (ArrangementContext) -> ArrangementContext = { $0 }
  ) {
    self.device = device
    self.arrangement = arrangement
    var cells: [Cell] = []
    for posture in Posture.allCases {
      for orientation in Self.orientations {
        let context = adjust(
          device.context(posture: posture, orientation: orientation, layoutDirection: layoutDirection))
        cells.append(
          Cell(
            posture: posture, orientation: orientation,
            picture: LayoutPicture(title: "\(posture) · \(orientation)", context: context, arrangement: arrangement)))
      }
    }
    self.cells = cells
  }

  /// The device, the arrangement and the frames table.
  public var description: String { "\(device) · \(arrangement)\n\(table)" }

  /// The frames table: posture, orientation, display, fold, frames and states.
  package var table: LayoutTable {
    LayoutTable.frames(
      of: cells.map { ([$0.posture.rawValue, $0.orientation.rawValue], $0.picture) },
      labelTitles: ["posture", "orientation"])
  }

  /// Every diagnostic, prefixed with its posture and orientation.
  public var diagnostics: [String] {
    cells.flatMap { cell in cell.picture.layout.diagnostics.map { "\(cell.picture.title): \($0)" } }
  }

  /// The text pictures packed into rows no wider than `width`, then the table.
  public func text(width: Int = 120) -> [String] {
    var lines = TextRenderer.packed(cells.map { TextRenderer.picture($0.picture) }, width: width)
    lines.append("")
    lines += table.text
    let diagnostics = self.diagnostics
    if !diagnostics.isEmpty {
      lines.append("")
      lines += diagnostics.map { "diagnostic: \($0)" }
    }
    return lines
  }
}
