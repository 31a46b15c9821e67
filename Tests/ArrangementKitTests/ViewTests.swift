import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("View: hierarchy, layout passes, conversion")
struct ViewTests {
  @Test("View: subviews keep their order; addSubview of a subview moves it to the top")
  func subviewOrder() {
    let container = View()
    let a = View()
    let b = View()
    let c = View()
    container.addSubview(a)
    container.addSubview(b)
    container.insertSubview(c, at: 0)
    #expect(container.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
    container.addSubview(c)
    #expect(container.subviews.last === c)
    container.insertSubview(a, at: 99)  // clamped
    #expect(container.subviews.last === a)
    #expect(a.superview === container)
  }

  @Test("View: adding a view to another superview removes it from the first")
  func reparentingViews() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty)
    #expect(child.superview == nil)
    child.removeFromSuperview()  // degenerate: nothing happens
  }

  @Test("View: window is found through the superviews")
  func windowLookup() {
    let window = Window(display: Display(bounds: rect(0, 0, 400, 800)))
    let outer = View()
    let inner = View()
    outer.addSubview(inner)
    #expect(inner.window == nil)
    window.addSubview(outer)
    #expect(inner.window === window)
    #expect(window.window === window)
  }

  @Test("View: setNeedsLayout coalesces into one layoutSubviews per pass")
  func layoutCoalesces() {
    let root = CountingView(frame: rect(0, 0, 100, 100))
    let child = CountingView(frame: rect(0, 0, 50, 50))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(root.layoutCount == 1 && child.layoutCount == 1)
    child.setNeedsLayout()
    child.setNeedsLayout()
    child.frame = rect(0, 0, 60, 60)
    root.layoutIfNeeded()
    #expect(child.layoutCount == 2)
    #expect(root.layoutCount == 1)  // only the dirty view lays out
    root.layoutIfNeeded()
    #expect(child.layoutCount == 2)
  }

  @Test("View: a pass runs top-down and starts at the topmost dirty ancestor")
  func layoutIsTopDown() {
    final class OrderView: View {
      var log: [String] = []
      let name: String
      let onLayout: (String) -> Void
      init(_ name: String, _ onLayout: @escaping (String) -> Void) {
        self.name = name
        self.onLayout = onLayout
        super.init()
      }
      override func layoutSubviews() { onLayout(name) }
    }
    var order: [String] = []
    let root = OrderView("root") { order.append($0) }
    let middle = OrderView("middle") { order.append($0) }
    let leaf = OrderView("leaf") { order.append($0) }
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.layoutIfNeeded()
    #expect(order == ["root", "middle", "leaf"])
    order.removeAll()
    root.setNeedsLayout()
    leaf.setNeedsLayout()
    leaf.layoutIfNeeded()  // the dirty root lays out first
    #expect(order == ["root", "leaf"])
  }

  @Test("View: changing the size marks layout, moving does not")
  func frameChanges() {
    let view = View(frame: rect(0, 0, 10, 10))
    view.layoutIfNeeded()
    view.frame = rect(5, 5, 10, 10)
    #expect(!view.needsLayout)
    view.frame = rect(5, 5, 20, 10)
    #expect(view.needsLayout)
    #expect(view.bounds == rect(0, 0, 20, 10))
  }

  /// Who resizes the leaf of a root → middle → leaf chain, and when.
  enum Resizer: String, CaseIterable, CustomStringConvertible, Sendable {
    case outsideAnyPass = "outside any pass"
    case outsideAPassWhileMarked = "outside a pass, the leaf already marked"
    case itsSuperviewsLayout = "its superview's layoutSubviews"
    case anAncestorsLayout = "an ancestor's layoutSubviews (not its superview's)"

    var description: String { rawValue }
  }

  @Test("View: a resized view lays out in the next pass from its root, whoever resizes it", arguments: Resizer.allCases)
  func resizedViewLaysOut(_ resizer: Resizer) {
    final class ResizingView: View {
      var layoutCount = 0
      var resize: (() -> Void)?
      override func layoutSubviews() {
        layoutCount += 1
        resize?()
        resize = nil
      }
    }
    let root = ResizingView(frame: rect(0, 0, 100, 100))
    let middle = ResizingView(frame: rect(0, 0, 80, 80))
    let leaf = ResizingView(frame: rect(0, 0, 40, 40))
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.layoutIfNeeded()
    let resizeLeaf = { leaf.frame = rect(5, 0, 60, 40) }
    switch resizer {
    case .outsideAnyPass:
      resizeLeaf()
    case .outsideAPassWhileMarked:
      leaf.setNeedsLayout()
      resizeLeaf()
    case .itsSuperviewsLayout:
      middle.resize = resizeLeaf
      middle.setNeedsLayout()
    case .anAncestorsLayout:
      root.resize = resizeLeaf
      root.setNeedsLayout()
    }
    root.layoutIfNeeded()
    #expect(leaf.frame == rect(5, 0, 60, 40))
    #expect(leaf.layoutCount == 2)
    #expect(!leaf.needsLayout)
    #expect(middle.layoutCount == (resizer == .itsSuperviewsLayout ? 2 : 1))
    #expect(root.layoutCount == (resizer == .anAncestorsLayout ? 2 : 1))
    root.layoutIfNeeded()  // nothing left to do
    #expect(leaf.layoutCount == 2)
  }

  @Test("View: convert between any two views of a window, both ways")
  func conversion() {
    let window = Window(display: Display(bounds: rect(0, 0, 951, 669)))
    let left = View(frame: rect(0, 0, 455.5, 669))
    let right = View(frame: rect(495.5, 0, 455.5, 669))
    let badge = View(frame: rect(10, 20, 30, 40))
    window.addSubview(left)
    window.addSubview(right)
    right.addSubview(badge)
    #expect(badge.convert(badge.bounds, to: nil) == rect(505.5, 20, 30, 40))
    #expect(badge.convert(badge.bounds, to: left) == rect(505.5, 20, 30, 40))
    #expect(left.convert(rect(505.5, 20, 30, 40), to: badge) == rect(0, 0, 30, 40))
    #expect(badge.convert(rect(505.5, 20, 30, 40), from: nil) == rect(0, 0, 30, 40))
    #expect(right.convert(badge.frame, from: right) == badge.frame)
    right.bounds = rect(0, 100, 455.5, 669)  // scrolled
    #expect(badge.convert(badge.bounds, to: nil) == rect(505.5, -80, 30, 40))
  }

  @Test("View: intrinsicContentSize defaults to noIntrinsicMetric")
  func intrinsicDefault() {
    #expect(View.noIntrinsicMetric == -1)
    #expect(View().intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test("View: safe-area insets come from the display, clipped to the view")
  func safeArea() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let window = simulator.window
    // devices.md: inner landscape 0/0/34/84, inner portrait 82/0/34/0.
    #expect(window.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
    let left = View(frame: rect(0, 0, 455.5, 669))
    let right = View(frame: rect(495.5, 10, 455.5, 659))
    window.addSubview(left)
    window.addSubview(right)
    #expect(left.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(right.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
    simulator.orientation = .portrait
    #expect(window.safeAreaInsets == EdgeInsets(top: 82, left: 0, bottom: 34, right: 0))
    // A view 50 pt down reaches 32 pt into the top inset (82 − 50) and 13 into the bottom one
    // (50 + 880 − (951 − 34)).
    let middle = View(frame: rect(0, 50, 669, 880))
    window.addSubview(middle)
    #expect(middle.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 13, right: 0))
    #expect(View().safeAreaInsets == EdgeInsets())
  }

  @Test("View: adding a view inside itself stops with a precondition failure")
  func cycleTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let outer = View()
        let inner = View()
        outer.addSubview(inner)
        inner.addSubview(outer)
      }
    }
  }
}
