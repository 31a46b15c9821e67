import ArrangementKit
import Foundation

// The Auto Layout benchmarks (issue 21): a window whose arrangement's primary pane holds N rows,
// each a horizontal stack of a "label" and a "button", pinned to the pane's margins and to the
// row above; the window alternates between two sizes. The views are fixed-size stand-ins, or
// (`.labels`, issue 22) a real `Label` and `Button` whose sizes come from the text model.

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

  /// What the rows are made of.
  enum Content {
    /// A 120 × 21 and an 80 × 44 fixed-size view.
    case fixed
    /// A `Label` ("Row N") and a `Button` ("Play"), measured by the text model.
    case controls
    /// As `.controls`, the label in the body text style and following the text size, the
    /// button with a configuration (both re-measure on a text-size change, DT1).
    case textStyles
  }

  /// A key window on a regular @2x display showing an arrangement whose primary pane holds `rows` rows.
  static func make(rows: Int, content: Content = .fixed) -> (window: Window, lastRow: View) {
    let (window, controller, primary) = AutoLayoutShapes.makeWindow()
    let pane: View = primary.view
    var previous: LayoutYAxisAnchor = pane.layoutMarginsGuide.topAnchor
    var lastRow = pane
    for index in 0..<rows {
      let views: [View]
      switch content {
      case .fixed: views = [FixedView(CGSize(width: 120, height: 21)), FixedView(CGSize(width: 80, height: 44))]
      case .controls:
        let label = Label()
        label.text = "Row \(index + 1)"
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        views = [label, button]
      case .textStyles:
        let label = Label()
        label.text = "Row \(index + 1)"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        var configuration = Button.Configuration.plain()
        configuration.title = "Play"
        views = [label, Button(configuration: configuration)]
      }
      let row = StackView(arrangedSubviews: views)
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
    AutoLayoutShapes.show(window, controller, primary: primary)
    return (window, lastRow)
  }
}

extension Benchmark {
  @MainActor
  static var autoLayoutBenchmarks: [Benchmark] {
    // Scenes are built on a benchmark's first run, not when the list is made: `--list`,
    // `--digest` and other benchmarks never pay for the 1,000-row window.
    let resized: [(String, Int, AutoLayoutScene.Content)] = [
      ("10", 10, .fixed), ("100", 100, .fixed), ("1000", 1000, .fixed), ("1000.labels", 1000, .controls),
    ]
    var benchmarks: [Benchmark] = resized.map { name, count, content in
      let scene = LazyScene(rows: count, content: content, checked: true)
      return Benchmark(
        "autolayout.screen.\(name)",
        "\(count) stack rows (\(content == .fixed ? "fixed-size views" : "a Label and a Button")) pinned to a "
          + "pane's margins; the window alternates 1024×768 / 1180×820"
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
    let built: [(String, Int, AutoLayoutScene.Content)] = [
      ("10", 10, .fixed), ("100", 100, .fixed), ("1000", 1000, .fixed), ("1000.labels", 1000, .controls),
    ]
    benchmarks += built.map { name, count, content in
      Benchmark(
        "autolayout.screen.\(name).build",
        "the window of autolayout.screen.\(name) made, shown and laid out once, then released"
      ) { iterations in
        var sum = 0.0
        for _ in 0..<iterations {
          let (_, lastRow) = AutoLayoutScene.make(rows: count, content: content)
          sum += Double(lastRow.frame.width)
        }
        return sum
      }
    }
    let unchanged = LazyScene(rows: 100, content: .fixed, checked: false)
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
  let content: AutoLayoutScene.Content
  let checked: Bool
  private var scene: (window: Window, lastRow: View)?

  init(rows: Int, content: AutoLayoutScene.Content, checked: Bool) {
    self.rows = rows
    self.content = content
    self.checked = checked
  }

  /// The scene, made (and, when `checked`, proved to measure real work) on first use.
  var value: (window: Window, lastRow: View) {
    if let scene { return scene }
    let made = AutoLayoutScene.make(rows: rows, content: content)
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
