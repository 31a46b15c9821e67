import ArrangementConstraints
import Foundation

/// Reading the solution: the frames it gives the engine's items (L9), and the views whose
/// frames it moved.
extension LayoutEngine {
  /// The frame the solution gives `record`, in its superview's coordinates, pixel-aligned (L9).
  func frame(of record: ItemRecord) -> CGRect {
    Self.frame(of: record, in: solver, scale: window.display.scale)
  }

  /// ``frame(of:)`` read from `solver`: a loop over many records reads one copy of the solver
  /// (reading `self.solver` for each record copies the solver's value, ~30 array references
  /// retained and released, per call).
  static func frame(of record: ItemRecord, in solver: borrowing ConstraintSolver, scale: CGFloat) -> CGRect {
    let (minX, minY, width, height) = solver.values(of: record.x, record.y, record.width, record.height)
    return frame(minX: minX, minY: minY, width: width, height: height, scale: scale)
  }

  /// The pixel-aligned frame of an item whose variables have these values (L9): each edge
  /// rounded to the pixel grid, the size the difference of rounded edges.
  @inline(__always)
  static func frame(minX: Double, minY: Double, width: Double, height: Double, scale: CGFloat) -> CGRect {
    let left = PixelGrid.round(minX, scale: scale)
    let top = PixelGrid.round(minY, scale: scale)
    let right = PixelGrid.round(minX + width, scale: scale)
    let bottom = PixelGrid.round(minY + height, scale: scale)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The frame the solution gives `record`, unrounded.
  func exactFrame(of record: ItemRecord) -> CGRect {
    let (x, y, width, height) = solver.values(of: record.x, record.y, record.width, record.height)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// When the solution moved, marks the superview of every view the engine positions whose
  /// frame differs from the solution, except `current` (the view applying frames right now).
  func refreshIfNeeded(applyingIn current: View?) {
    readIntrinsicSizesIfNeeded()
    // A pass inside a subtree's move (its deferral, `autoLayoutDidMoveDeepestFirst`) reads
    // current values.
    if defersShiftsForMove { solver.applyQueuedShifts() }
    guard solutionMoved else { return }
    solutionMoved = false
    solveCount += 1
    forEachViewOffTheSolution(except: current) { _, superview, _ in superview.setNeedsLayout() }
  }

  /// Calls `body` with every view the engine positions whose frame differs from the solution,
  /// its superview (not `current`) and the solution's frame; reads one copy of the solver
  /// (`body` must not change it: marking views and setting frames do not).
  func forEachViewOffTheSolution(except current: View? = nil, _ body: (View, View, CGRect) -> Void) {
    let solution = solver
    let scale = window.display.scale
    for case let record? in recordOrder where record.isPositioned {
      guard case .view(let view)? = record.item, let superview = view.storedSuperview, superview !== current else {
        continue
      }
      let frame = Self.frame(of: record, in: solution, scale: scale)
      if !view.storedFrame.isIdentical(to: frame) { body(view, superview, frame) }
    }
  }
}
