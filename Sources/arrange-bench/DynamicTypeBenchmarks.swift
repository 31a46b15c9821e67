import ArrangementKit
import Foundation

// The Dynamic Type benchmarks (issue 32): the rows of `autolayout.screen.N` made of a body-style
// label that follows the text size and a configuration button; each iteration changes the
// display's text size (large ↔ xxL) and runs the pass after it: the notification, the trait
// walk, re-measuring every row and the re-solve. `.fixed` changes the text size of the
// `.controls` screen, whose fonts do not follow it: nothing is measured again.

extension Benchmark {
  @MainActor
  static var dynamicTypeBenchmarks: [Benchmark] {
    let cases: [(String, Int, AutoLayoutScene.Content)] = [
      ("100", 100, .textStyles), ("1000", 1000, .textStyles), ("fixed.1000", 1000, .controls),
    ]
    return cases.map { name, count, content in
      let scene = LazyScene(rows: count, content: content, checked: false)
      return Benchmark(
        "autolayout.screen.dynamictype.\(name)",
        "\(count) stack rows (\(content == .textStyles ? "text-style label and button" : "fixed fonts")); the "
          + "display's text size alternates large / extraExtraLarge, one layout pass each"
      ) { iterations in
        let (window, lastRow) = scene.value
        var sum = 0.0
        for iteration in 0..<iterations {
          window.display.traits.preferredContentSizeCategory = iteration & 1 == 0 ? .extraExtraLarge : .large
          window.layoutIfNeeded()
          sum += Double(lastRow.frame.height)
        }
        return sum
      }
    }
  }
}
