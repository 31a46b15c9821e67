import ArrangementKit
import Foundation

// The bars benchmark (issue 29): the controller scene's two-pane arrangement inside a
// navigation controller whose bar shows a back button, a title and three items.

@MainActor
enum NavigationScene {
  /// A key window on the controller scene's display, showing a navigation controller (bar
  /// shown, a root under the top) around the controller scene's arrangement, whose navigation
  /// item has a title and three items (an image item, a system item, a title item).
  static func make() -> (window: Window, navigation: NavigationController, arrangement: ArrangementController) {
    let display = Display(
      bounds: ControllerScene.frames[0], scale: 2,
      traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2))
    let window = Window(display: display)
    let arrangement = ArrangementController()
    arrangement.updateArrangement(SolveInputs.rangedSplit)
    let primary = ViewController()
    primary.preferredContentSize = CGSize(width: 300, height: 400)
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    arrangement.title = "Now Playing"
    arrangement.navigationItem.rightBarButtonItems = [
      BarButtonItem(image: Image(systemName: "square.and.arrow.up"), primaryAction: Action { _ in }),
      BarButtonItem(systemItem: .add, primaryAction: Action { _ in }),
      BarButtonItem(title: "Queue", primaryAction: Action { _ in }),
    ]
    let root = ViewController()
    root.title = "Library"
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(arrangement, animated: false)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation, arrangement)
  }
}

extension Benchmark {
  @MainActor
  static var navigationBenchmarks: [Benchmark] {
    let relayout = NavigationScene.make()
    // Prove the benchmark measures real work: each frame gives the bar and the primary another width.
    relayout.window.frame = ControllerScene.frames[1]
    relayout.window.layoutIfNeeded()
    let wide = ControllerScene.primaryWidth(relayout.arrangement)
    let wideBar = relayout.navigation.navigationBar.frame.width
    relayout.window.frame = ControllerScene.frames[0]
    relayout.window.layoutIfNeeded()
    precondition(
      wide != ControllerScene.primaryWidth(relayout.arrangement)
        && wideBar != relayout.navigation.navigationBar.frame.width,
      "controller.navigation.relayout: the two window sizes must give different layouts")
    precondition(
      relayout.navigation.navigationBar.placedButtons.count == 4,
      "controller.navigation.relayout: the bar must show the back button and three items")
    let unchanged = NavigationScene.make()
    return [
      Benchmark(
        "controller.navigation.relayout",
        "controller.relayout inside a navigation controller: bar, back button, title and three items placed each pass"
      ) { iterations in
        let (window, navigation, arrangement) = relayout
        let frames = (ControllerScene.frames[0], ControllerScene.frames[1])
        var sum = 0.0
        for iteration in 0..<iterations {
          window.frame = iteration & 1 == 0 ? frames.1 : frames.0
          window.layoutIfNeeded()
          sum += Double(navigation.navigationBar.frame.size.width)
        }
        return sum + ControllerScene.primaryWidth(arrangement)
      },
      Benchmark("controller.navigation.unchanged", "layoutIfNeeded on a window with bars where nothing changed") {
        iterations in
        let (window, _, arrangement) = unchanged
        for _ in 0..<iterations { window.layoutIfNeeded() }
        return ControllerScene.primaryWidth(arrangement)
      },
    ]
  }
}
