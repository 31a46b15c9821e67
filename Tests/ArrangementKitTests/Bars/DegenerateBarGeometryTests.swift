import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// B2 and B9 on displays smaller than the bars (the random sequences' seeds 1592595084,
/// 1592593430: a container shorter than its own safe-area inset; 1592597391, 1592599205: a
/// window narrower than the vertical bar's band).
@MainActor
@Suite("B2, B9: bars on displays smaller than the bars")
struct DegenerateBarGeometryTests {
  private func symbol(_ name: String) -> Image { Image(systemName: name)! }

  /// A navigation controller showing `top` above a root, on the Duo in `orientation`, its
  /// display resized to `size`; `additionalTop`: the navigation controller's own additional
  /// inset.
  private func scene(_ orientation: Orientation, size: CGSize, additionalTop: CGFloat = 0, top: ViewController)
    -> (DeviceSimulator, NavigationController)
  {
    let root = ViewController()
    root.title = "Library"
    let navigation = NavigationController(rootViewController: root)
    navigation.additionalSafeAreaInsets.top = additionalTop
    navigation.pushViewController(top, animated: false)
    let simulator = barSimulator(.flat, orientation, root: navigation)
    simulator.window.display.bounds = CGRect(origin: .zero, size: size)
    simulator.window.layoutIfNeeded()
    return (simulator, navigation)
  }

  /// Heights below, at and above the bar's bottom (82 + 58 = 140 in inner portrait), with and
  /// without the container's own inset; the full display last.
  nonisolated static let heights: [(height: CGFloat, additionalTop: CGFloat)] = [
    (20, 0), (20, 40), (103, 0), (139, 0), (141, 0), (300, 40), (882, 0),
  ]

  @Test(
    "B2: the child's safe area starts at the bar's bottom even where the container is shorter than its own insets",
    arguments: heights.indices)
  func shortContainer(index: Int) {
    let (height, additionalTop) = Self.heights[index]
    let top = PinnedScreen(.automatic, title: "Episode")
    let (_, navigation) = scene(
      .portrait, size: CGSize(width: 293, height: height), additionalTop: additionalTop, top: top)
    let bar = navigation.navigationBar
    #expect(!bar.isHidden)
    // The bar stands under the status display whatever the container's own inset; the child's
    // view fills the container from its top.
    #expect(
      LengthTolerance.isEqual(top.view.safeAreaInsets.top, bar.frame.maxY),
      "height \(height), additional \(additionalTop): inset \(top.view.safeAreaInsets.top), bar \(bar.frame)")
  }

  /// Widths below one item (44), between it and the strip's band, and the full display.
  nonisolated static let widths: [CGFloat] = [30, 44, 63, 84, 300, 951]

  @Test(
    "B9: strip items stay on a window narrower than the vertical bar's band, shrinking below one item's width",
    arguments: widths)
  func narrowWindow(width: CGFloat) throws {
    let top = ViewController()
    top.title = "Episode"
    top.navigationItem.rightBarButtonItems = [BarButtonItem(image: symbol("square.and.arrow.up"))]
    let (simulator, navigation) = scene(.landscape, size: CGSize(width: width, height: 500), top: top)
    let strip = try #require(navigation.view.subviews.compactMap { $0 as? VerticalBarStrip }.first)
    try #require(!strip.isHidden, "width \(width): no strip")
    let bounds = simulator.window.bounds
    #expect(!strip.placedButtons.isEmpty)
    for placed in strip.placedButtons {
      let frame = windowFrame(placed.button)
      #expect(
        frame.minX >= bounds.minX - 0.01 && frame.maxX <= bounds.maxX + 0.01,
        "width \(width): \(placed.button.accessibilityIdentifier ?? "") at \(frame)")
      // 44 × 44 where it fits (B6), else the strip's width.
      #expect(LengthTolerance.isEqual(frame.width, min(44, width)), "width \(width): \(frame)")
    }
  }
}
