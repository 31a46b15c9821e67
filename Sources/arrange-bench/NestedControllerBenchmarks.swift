import ArrangementKit
import Foundation

// `controller.nested.N`: a chain of N arrangement controllers, each the primary of the one
// above it (the innermost holds two plain children, every level a plain secondary), installed
// in a window whose display folds and unfolds: a posture flip that keeps the window's size
// (V4 lays out the arrangement controllers only). Issue 20: a pass must cost linear in N.

@MainActor
enum NestedControllerScene {
  /// The inner display of a book-style foldable, landscape: 951 × 669 with a 40-point fold
  /// down the middle.
  static let bounds = CGRect(x: 0, y: 0, width: 951, height: 669)

  /// The fold, active (book) or not (flat): R2.
  static func fold(active: Bool) -> [ReservedRegion] {
    [
      ReservedRegion(
        id: "fold", kind: .division, frame: CGRect(x: 455.5, y: 0, width: 40, height: 669), isActive: active)
    ]
  }

  /// A key window showing `depth` nested arrangement controllers; returns the outermost.
  static func make(depth: Int) -> (window: Window, display: Display, outer: ArrangementController) {
    let display = Display(
      bounds: bounds, scale: 2,
      traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2),
      reservedRegions: fold(active: false))
    let window = Window(display: display)
    var inner: ViewController = ViewController()
    var outer: ArrangementController?
    for _ in 0..<max(depth, 1) {
      let level = ArrangementController()
      level.updateArrangement(SplitArrangement().axes(.horizontal))
      level.setViewController(inner, for: .primary)
      level.setViewController(ViewController(), for: .secondary)
      inner = level
      outer = level
    }
    let root = outer ?? ArrangementController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, display, root)
  }

  /// The innermost primary's frame in window coordinates: what a flip moves.
  static func innermostFrame(_ outer: ArrangementController) -> CGRect {
    var level = outer
    while let next = level.viewController(for: .primary) as? ArrangementController { level = next }
    guard let view = level.viewController(for: .primary)?.viewIfLoaded else { return .null }
    return view.convert(view.bounds, to: nil)
  }
}

extension Benchmark {
  @MainActor
  static var nestedControllerBenchmarks: [Benchmark] {
    [1, 16].map { depth in
      let scene = NestedControllerScene.make(depth: depth)
      // Prove the benchmark measures real work: folding moves the innermost primary.
      let flat = NestedControllerScene.innermostFrame(scene.outer)
      scene.display.reservedRegions = NestedControllerScene.fold(active: true)
      scene.window.layoutIfNeeded()
      let book = NestedControllerScene.innermostFrame(scene.outer)
      scene.display.reservedRegions = NestedControllerScene.fold(active: false)
      scene.window.layoutIfNeeded()
      precondition(flat != book, "controller.nested.\(depth): folding must move the innermost primary")
      return Benchmark(
        "controller.nested.\(depth)",
        "\(depth) nested arrangement controller(s), the display's fold toggles flat / book: one layout pass",
        solvesPerOperation: depth
      ) { iterations in
        let (window, display, outer) = scene
        let regions = (NestedControllerScene.fold(active: false), NestedControllerScene.fold(active: true))
        var sum = 0.0
        for iteration in 0..<iterations {
          display.reservedRegions = iteration & 1 == 0 ? regions.1 : regions.0
          window.layoutIfNeeded()
          sum += Double(outer.view.frame.size.width)
        }
        return sum + Double(NestedControllerScene.innermostFrame(outer).width)
      }
    }
  }
}
