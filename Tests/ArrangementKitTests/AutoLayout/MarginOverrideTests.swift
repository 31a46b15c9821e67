import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// A view whose subclass overrides the margin properties, as UIKit code does (they are `open`
/// there): each override answers its own value when set, and `super`'s otherwise.
@MainActor
final class MarginOverridingView: View {
  var overriddenMargins: EdgeInsets?
  var overriddenInsetsFromSafeArea: Bool?
  var overriddenPreserves: Bool?

  override var layoutMargins: EdgeInsets {
    get { overriddenMargins ?? super.layoutMargins }
    set { super.layoutMargins = newValue }
  }

  override var insetsLayoutMarginsFromSafeArea: Bool {
    get { overriddenInsetsFromSafeArea ?? super.insetsLayoutMarginsFromSafeArea }
    set { super.insetsLayoutMarginsFromSafeArea = newValue }
  }

  override var preservesSuperviewLayoutMargins: Bool {
    get { overriddenPreserves ?? super.preservesSuperviewLayoutMargins }
    set { super.preservesSuperviewLayoutMargins = newValue }
  }
}

@MainActor
@Suite("Layout margins overridden by a subclass (M3, M4)")
struct MarginOverrideTests {
  /// One row: what the subclass overrides, and the margins guide M3 then gives a 200 × 200 view
  /// at (180, 582) in `insetWindow()` — whose safe area reaches 20 into its right side and 16
  /// into its bottom — with its own margins left at M3's 8.
  struct Row: Sendable, CustomStringConvertible {
    var description: String
    var margins: EdgeInsets?
    var insetsFromSafeArea: Bool?
    var expectedGuide: CGRect
  }

  nonisolated static let rows: [Row] = [
    // Nothing overridden: 8 on every side, plus the safe area on the right (20) and bottom (16).
    Row(description: "none", expectedGuide: CGRect(x: 8, y: 8, width: 200 - 8 - 28, height: 200 - 8 - 24)),
    // The overridden margins replace the 8s; the safe area still adds.
    Row(
      description: "layoutMargins", margins: EdgeInsets(top: 10, left: 30, bottom: 5, right: 12),
      expectedGuide: CGRect(x: 30, y: 10, width: 200 - 30 - 32, height: 200 - 10 - 21)),
    // Measured from the bounds: the 8s alone.
    Row(
      description: "insetsLayoutMarginsFromSafeArea", insetsFromSafeArea: false,
      expectedGuide: CGRect(x: 8, y: 8, width: 184, height: 184)),
    // Both: the overridden margins alone.
    Row(
      description: "both", margins: EdgeInsets(top: 10, left: 30, bottom: 5, right: 12), insetsFromSafeArea: false,
      expectedGuide: CGRect(x: 30, y: 10, width: 200 - 30 - 12, height: 200 - 10 - 5)),
  ]

  @Test(
    "M3: layoutMarginsGuide honours a subclass's layoutMargins and insetsLayoutMarginsFromSafeArea", arguments: rows)
  func guideHonoursOverrides(_ row: Row) {
    let window = insetWindow()
    let view = MarginOverridingView(frame: CGRect(x: 180, y: 582, width: 200, height: 200))
    view.overriddenMargins = row.margins
    view.overriddenInsetsFromSafeArea = row.insetsFromSafeArea
    window.addSubview(view)
    #expect(view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 16, right: 20))
    #expect(view.layoutMarginsGuide.layoutFrame.isClose(to: row.expectedGuide), "\(row)")
  }

  @Test("M3: constraints to the margins guide follow an overridden layoutMargins, in the next pass after a change")
  func constraintsFollowOverride() {
    let fixture = AutoLayoutFixture()
    let container = MarginOverridingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    fixture.container.addSubview(container)
    let content = fixture.viewAlongTop(of: container.layoutMarginsGuide, in: container)
    fixture.layout()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 10))
    // An override answers differently: nothing notifies the view, so it asks for layout itself.
    container.overriddenMargins = EdgeInsets(top: 20, left: 40, bottom: 0, right: 10)
    container.setNeedsLayout()
    fixture.layout()
    #expect(content.frame == CGRect(x: 40, y: 20, width: 250, height: 10))
  }

  @Test(
    "M3: a subclass that overrides preservesSuperviewLayoutMargins to true keeps what reaches in of the superview's margin"
  )
  func preservesOverride() {
    let window = insetWindow()
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(container)
    container.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    for (preserves, expectedMinX) in [(false, CGFloat(8)), (true, 16)] {
      let row = MarginOverridingView(frame: CGRect(x: 4, y: 100, width: 292, height: 50))
      row.overriddenPreserves = preserves
      container.addSubview(row)
      // 20 − 4 = 16 on each side when preserved; top and bottom lie far from the container's edges.
      #expect(row.layoutMarginsGuide.layoutFrame.minX == expectedMinX, "\(preserves)")
      #expect(row.layoutMarginsGuide.layoutFrame.maxX == 292 - expectedMinX, "\(preserves)")
    }
  }

  @Test("M4: a root view's overridden margins still meet its controller's system minimum")
  func rootViewOverrideMeetsMinimum() {
    final class Root: ViewController {
      let root = MarginOverridingView()
      override func loadView() { view = root }
    }
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let controller = Root()
    simulator.window.rootViewController = controller
    // Below the 20 minimum (the cover display's free left side), then above it.
    for (left, expected) in [(CGFloat(19.5), CGFloat(20)), (20.5, 20.5)] {
      controller.root.overriddenMargins = EdgeInsets(top: 0, left: left, bottom: 0, right: 0)
      #expect(controller.root.layoutMarginsGuide.layoutFrame.minX.isClose(to: expected), "\(left)")
    }
  }
}
