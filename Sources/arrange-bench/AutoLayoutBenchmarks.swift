import ArrangementKit
import Foundation

// The Auto Layout benchmarks (issue 21): a window whose arrangement's primary pane holds N rows,
// each a horizontal stack of a fixed-size "label" and a "button", pinned to the pane's margins
// and to the row above; the window alternates between two sizes.

@MainActor
enum AutoLayoutScene {
  /// A fixed-size view standing for a label or a button.
  final class FixedView: View {
    let size: CGSize
    init(_ size: CGSize) {
      self.size = size
      super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A key window on a regular @2x display showing an arrangement whose primary pane holds `rows` rows.
  static func make(rows: Int) -> (window: Window, lastRow: View) {
    let display = Display(
      bounds: ControllerScene.frames[0], scale: 2,
      traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2))
    let window = Window(display: display)
    let controller = ArrangementController()
    controller.updateArrangement(SolveInputs.rangedSplit)
    let primary = ViewController()
    let pane: View = primary.view
    var previous: LayoutYAxisAnchor = pane.layoutMarginsGuide.topAnchor
    var lastRow = pane
    for _ in 0..<rows {
      let row = StackView(arrangedSubviews: [
        FixedView(CGSize(width: 120, height: 21)), FixedView(CGSize(width: 80, height: 44)),
      ])
      row.spacing = 8
      row.alignment = .center
      row.translatesAutoresizingMaskIntoConstraints = false
      pane.addSubview(row)
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: pane.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: pane.layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(equalTo: previous, constant: 4),
      ])
      previous = row.bottomAnchor
      lastRow = row
    }
    controller.setViewController(primary, for: .primary)
    controller.setViewController(ViewController(), for: .secondary)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, lastRow)
  }
}

extension Benchmark {
  @MainActor
  static var autoLayoutBenchmarks: [Benchmark] {
    // No 1,000-row figure yet: building that window is far from linear (minutes of CPU in a
    // release build, issue 21 open), which would hold up every `--quick` run in CI.
    let counts = [10, 100]
    // Scenes are built on a benchmark's first run, not when the list is made: `--list`,
    // `--digest` and other benchmarks never pay for the 1,000-row window.
    var benchmarks: [Benchmark] = counts.map { count in
      let scene = LazyScene(rows: count, checked: true)
      return Benchmark(
        "autolayout.screen.\(count)",
        "\(count) stack rows pinned to a pane's margins; the window alternates 1024×768 / 1180×820"
      ) { iterations in
        let (window, lastRow) = scene.value
        var sum = 0.0
        for iteration in 0..<iterations {
          window.frame = ControllerScene.frames[iteration & 1 == 0 ? 1 : 0]
          window.layoutIfNeeded()
          sum += Double(lastRow.frame.width)
        }
        return sum
      }
    }
    let unchanged = LazyScene(rows: 100, checked: false)
    benchmarks.append(
      Benchmark("autolayout.unchanged", "layoutIfNeeded on the 100-row window when nothing changed") { iterations in
        let (window, lastRow) = unchanged.value
        for _ in 0..<iterations { window.layoutIfNeeded() }
        return Double(lastRow.frame.width)
      })
    return benchmarks
  }
}

/// An Auto Layout scene made on first use (see `autoLayoutBenchmarks`).
@MainActor
final class LazyScene {
  let rows: Int
  let checked: Bool
  private var scene: (window: Window, lastRow: View)?

  init(rows: Int, checked: Bool) {
    self.rows = rows
    self.checked = checked
  }

  /// The scene, made (and, when `checked`, proved to measure real work) on first use.
  var value: (window: Window, lastRow: View) {
    if let scene { return scene }
    let made = AutoLayoutScene.make(rows: rows)
    if checked {
      // Prove the benchmark measures real work: the two sizes give the last row other widths.
      made.window.frame = ControllerScene.frames[1]
      made.window.layoutIfNeeded()
      let wide = made.lastRow.frame.width
      made.window.frame = ControllerScene.frames[0]
      made.window.layoutIfNeeded()
      precondition(wide != made.lastRow.frame.width, "autolayout.screen: the two sizes must give different rows")
    }
    scene = made
    return made
  }
}
