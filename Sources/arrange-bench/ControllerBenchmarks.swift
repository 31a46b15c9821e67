import ArrangementKit
import Foundation

// The object-model benchmarks: an ArrangementController installed as the root of a Window,
// with a primary and a secondary child, laid out through the public API only.

@MainActor
enum ControllerScene {
  /// The two window frames `controller.relayout` alternates between (both wide and regular,
  /// so every pass solves a two-view split and moves both children).
  static let frames = [
    CGRect(x: 0, y: 0, width: 1024, height: 768), CGRect(x: 0, y: 0, width: 1180, height: 820),
  ]

  /// A key window on a regular @2x display, showing an arrangement controller with two children.
  static func make() -> (window: Window, controller: ArrangementController) {
    let display = Display(
      bounds: frames[0], scale: 2,
      traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2))
    let window = Window(display: display)
    let controller = ArrangementController()
    controller.updateArrangement(SolveInputs.rangedSplit)
    let primary = ViewController()
    primary.preferredContentSize = CGSize(width: 300, height: 400)
    controller.setViewController(primary, for: .primary)
    controller.setViewController(ViewController(), for: .secondary)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  /// The primary child's frame width: what a pass computed.
  static func primaryWidth(_ controller: ArrangementController) -> Double {
    Double(controller.viewController(for: .primary)?.view.frame.size.width ?? 0)
  }
}

extension Benchmark {
  @MainActor
  static var controllerBenchmarks: [Benchmark] {
    let relayout = ControllerScene.make()
    // Prove the benchmark measures real work: each frame gives the primary another width.
    relayout.window.frame = ControllerScene.frames[1]
    relayout.window.layoutIfNeeded()
    let wide = ControllerScene.primaryWidth(relayout.controller)
    relayout.window.frame = ControllerScene.frames[0]
    relayout.window.layoutIfNeeded()
    precondition(
      wide != ControllerScene.primaryWidth(relayout.controller),
      "controller.relayout: the two window sizes must give different layouts")

    let unchanged = ControllerScene.make()
    let revalidate = ControllerScene.make()
    return [
      Benchmark(
        "controller.relayout",
        "window frame alternates 1024×768 / 1180×820: layout pass, one solve, both frames applied"
      ) { iterations in
        let (window, controller) = relayout
        let frames = (ControllerScene.frames[0], ControllerScene.frames[1])
        var sum = 0.0
        for iteration in 0..<iterations {
          window.frame = iteration & 1 == 0 ? frames.1 : frames.0
          window.layoutIfNeeded()
          sum += Double(controller.view.frame.size.width)
        }
        return sum + ControllerScene.primaryWidth(controller)
      },
      Benchmark("controller.unchanged", "layoutIfNeeded on a window where nothing changed") {
        iterations in
        let (window, controller) = unchanged
        for _ in 0..<iterations { window.layoutIfNeeded() }
        return ControllerScene.primaryWidth(controller)
      },
      Benchmark(
        "controller.revalidate",
        "setNeedsLayout + layoutIfNeeded with equal inputs: context rebuilt and compared, no solve"
      ) { iterations in
        let (window, controller) = revalidate
        let view: View = controller.view
        for _ in 0..<iterations {
          view.setNeedsLayout()
          window.layoutIfNeeded()
        }
        return ControllerScene.primaryWidth(controller)
      },
    ]
  }
}
