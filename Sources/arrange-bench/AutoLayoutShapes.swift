import ArrangementKit
import Foundation

// Auto Layout scenes of other shapes than the screen's stack rows (issue 30): they prove that
// building is linear in constraints for systems the screen does not resemble.
//
// - grid: `rows` rows of `gridColumns` equal-width cells in the pane, each row's cells chained
//   leading to trailing between the pane's margins (8 pt apart, every cell as wide as its row's
//   first), each cell 4 pt below the cell above (a chain per column), cells 30 pt tall (intrinsic).
// - nested: a view in a view, `depth` deep, each pinned to its parent's layout margins on all
//   four sides (the first to the pane's); margins of 0.5 pt, so 200 deep still fits the pane.

@MainActor
enum AutoLayoutShapes {
  /// The grid's columns: a row of the grid is 10 cells.
  static let gridColumns = 10

  /// A cell: 30 pt tall, no intrinsic width.
  final class Cell: View {
    override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 30) }
  }

  /// A key window like the screen's whose primary pane holds the grid; returns the last cell.
  static func makeGrid(rows: Int) -> (window: Window, last: View) {
    let (window, controller, primary) = makeWindow()
    let pane: View = primary.view
    var above: [View] = []
    var last = pane
    for _ in 0..<rows {
      var row: [View] = []
      var constraints: [LayoutConstraint] = []
      for column in 0..<gridColumns {
        let cell = Cell(frame: .zero)
        cell.translatesAutoresizingMaskIntoConstraints = false
        pane.addSubview(cell)
        if let previous = row.last {
          constraints.append(cell.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
          constraints.append(cell.widthAnchor.constraint(equalTo: row[0].widthAnchor))
        } else {
          constraints.append(cell.leadingAnchor.constraint(equalTo: pane.layoutMarginsGuide.leadingAnchor))
        }
        let top = above.isEmpty ? pane.layoutMarginsGuide.topAnchor : above[column].bottomAnchor
        constraints.append(cell.topAnchor.constraint(equalTo: top, constant: 4))
        row.append(cell)
      }
      constraints.append(
        row[gridColumns - 1].trailingAnchor.constraint(equalTo: pane.layoutMarginsGuide.trailingAnchor))
      LayoutConstraint.activate(constraints)
      above = row
      last = row[gridColumns - 1]
    }
    show(window, controller, primary: primary)
    return (window, last)
  }

  /// A key window like the screen's whose primary pane holds `depth` nested views; returns the
  /// innermost.
  static func makeNested(depth: Int) -> (window: Window, last: View) {
    let (window, controller, primary) = makeWindow()
    let pane: View = primary.view
    var parent = pane
    for _ in 0..<depth {
      let child = View(frame: .zero)
      child.translatesAutoresizingMaskIntoConstraints = false
      child.layoutMargins = EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)
      parent.addSubview(child)
      let margins = parent.layoutMarginsGuide
      LayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        child.topAnchor.constraint(equalTo: margins.topAnchor),
        child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
      parent = child
    }
    show(window, controller, primary: primary)
    return (window, parent)
  }

  /// The screen's window, controller and primary pane's controller (not shown yet: ``show``
  /// puts the pane in the arrangement, then the arrangement in the window).
  static func makeWindow() -> (Window, ArrangementController, ViewController) {
    let display = Display(
      bounds: ControllerScene.frames[0], scale: 2,
      traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2))
    let window = Window(display: display)
    let controller = ArrangementController()
    controller.updateArrangement(SolveInputs.rangedSplit)
    return (window, controller, ViewController())
  }

  /// Shows the window (its first layout pass).
  static func show(_ window: Window, _ controller: ArrangementController, primary: ViewController) {
    controller.setViewController(primary, for: .primary)
    controller.setViewController(ViewController(), for: .secondary)
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }
}

extension Benchmark {
  /// `autolayout.grid.N.build` and `autolayout.nested.N.build` (issue 30).
  @MainActor
  static var autoLayoutShapeBenchmarks: [Benchmark] {
    let grids = [10, 100].map { rows in
      Benchmark(
        "autolayout.grid.\(rows).build",
        "\(rows) rows × \(AutoLayoutShapes.gridColumns) equal-width cells chained between a pane's margins "
          + "(\(rows * AutoLayoutShapes.gridColumns) cells): made, shown and laid out once, then released"
      ) { iterations in
        var sum = 0.0
        for _ in 0..<iterations { sum += Double(AutoLayoutShapes.makeGrid(rows: rows).last.frame.width) }
        return sum
      }
    }
    let nests = [20, 200].map { depth in
      Benchmark(
        "autolayout.nested.\(depth).build",
        "a view in a view \(depth) deep, each pinned to its parent's margins: made, shown and laid out once, "
          + "then released"
      ) { iterations in
        var sum = 0.0
        for _ in 0..<iterations { sum += Double(AutoLayoutShapes.makeNested(depth: depth).last.frame.height) }
        return sum
      }
    }
    return grids + nests
  }
}
