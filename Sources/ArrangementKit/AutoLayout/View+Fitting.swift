import ArrangementConstraints
import Foundation

extension View {
  /// The value of ``intrinsicContentSize`` in a dimension that has no natural length (-1).
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
  /// The size to ask for the smallest size constraints allow: (0, 0).
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The size to ask for the largest size constraints allow (UIKit's 10 000 × 10 000 points).
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// `systemLayoutSizeFitting`'s work (L11): the view's own constraints and those of its
  /// subtree, in a solver of their own, with the view's size wanted at `targetSize` at the
  /// given priorities; the view's frame does not change. Rounded as frames are (L9).
  ///
  /// The update-constraints phase runs first on the subtree, as UIKit's fitting does
  /// (`updateConstraintsIfNeeded()`): a stack view that has not been laid out yet, or a cell
  /// outside any window, makes its arrangement's constraints now, so that they are fitted too.
  func fittingSize(_ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
    updateConstraintsIfNeeded()
    var constraints: [LayoutConstraint] = []
    forEachInSubtree { view in constraints += view.autoLayout?.heldConstraints ?? [] }
    guard !constraints.isEmpty else { return bounds.size }
    let scratch = Window(
      display: Display(bounds: CGRect(origin: .zero, size: targetSize), scale: window?.display.scale ?? 1))
    let engine = LayoutEngine(window: scratch, attachesRecords: false)
    engine.reportsConflicts = false
    let root = engine.record(for: .view(self))
    engine.retain(root)
    // The view itself is sized by the fitting constraints, not by its frame.
    engine.unconfigure(root)
    root.isPositioned = true
    engine.updateIntrinsicConstraints(of: root, view: self)
    for constraint in constraints {
      if let built = engine.expression(for: constraint) {
        for record in built.references { engine.retain(record) }
        _ = try? engine.solver.add(built.constraint)
      }
    }
    func want(_ variable: Variable, _ value: CGFloat, _ priority: LayoutPriority) {
      let priority = Priority(min(priority.engineValue, 999.9))
      _ = try? engine.solver.add(Constraint(variable, .equal, Double(value), priority: priority))
    }
    want(root.width, targetSize.width, horizontal)
    want(root.height, targetSize.height, vertical)
    let scale = window?.display.scale ?? 1
    let width = PixelGrid.round(engine.solver.value(of: root.width), scale: scale)
    let height = PixelGrid.round(engine.solver.value(of: root.height), scale: scale)
    return CGSize(width: width, height: height)
  }
}
