import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// The layout pass hands each subview its superview's safe region instead of walking to the
/// window per view (`SafeAreaHandoff`): these cases check that what it reports is what a walk
/// from the window gives, wherever tracking starts and whatever changes during the pass.
@MainActor
@Suite("Safe area handed down the layout pass (M1, M2)")
struct SafeAreaHandoffTests {
  /// `depth` recording views nested in `root`'s view, each inset 10 points on every side from its
  /// superview; the innermost last.
  private func chain(in root: InsetsRecordingController, depth: Int) -> [InsetsRecordingView] {
    var views: [InsetsRecordingView] = []
    var superview: View = root.view
    for level in 0..<depth {
      let view = InsetsRecordingView("level\(level)", log: root.log, frame: superview.bounds.insetBy(dx: 10, dy: 10))
      superview.addSubview(view)
      views.append(view)
      superview = view
    }
    return views
  }

  /// The insets a view's frame in the window gives against the display's bands and `extra`
  /// (additional insets of the root controller), computed here from first principles.
  private func expectedInsets(of view: View, in window: Window, extra: EdgeInsets) -> EdgeInsets {
    let frame = view.convert(view.bounds, to: window)
    let safe = CGRect(
      x: extra.left, y: extra.top, width: 400 - 40 - extra.left - extra.right,
      height: 800 - 34 - extra.top - extra.bottom)
    return EdgeInsets(
      top: min(max(safe.minY - frame.minY, 0), frame.height), left: min(max(safe.minX - frame.minX, 0), frame.width),
      bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
      right: min(max(frame.maxX - safe.maxX, 0), frame.width))
  }

  @Test("M2: every view of a deep chain reports the insets its place in the window gives", arguments: [0.0, 30, 420])
  func deepChain(extraBottom: CGFloat) {
    let window = insetWindow()
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    window.rootViewController = root
    let views = chain(in: root, depth: 30)
    root.additionalSafeAreaInsets = EdgeInsets(bottom: extraBottom)
    window.layoutIfNeeded()
    let extra = EdgeInsets(bottom: extraBottom)
    for view in views {
      #expect(view.safeAreaInsets.isClose(to: expectedInsets(of: view, in: window, extra: extra)), "\(view.name)")
    }
  }

  @Test("M2: a pass started at a view inside the chain reports what a window pass does")
  func passStartedBelowTheWindow() {
    let window = insetWindow()
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    window.rootViewController = root
    let views = chain(in: root, depth: 12)
    window.layoutIfNeeded()
    log.clear()
    // Moving the fourth view down 400 points puts everything below it into the bottom band.
    views[3].frame.origin.y += 400
    views[3].layoutIfNeeded()
    for view in views {
      #expect(view.safeAreaInsets.isClose(to: expectedInsets(of: view, in: window, extra: .zero)), "\(view.name)")
    }
    #expect(log.events.contains("level11.safeArea"))
    #expect(!log.events.contains("level2.safeArea"))
  }

  @Test("M2: tracking that starts at a controller below untracked views reports from there down")
  func trackingStartsBelow() {
    // No bands on this display: nothing above the inner controller tracks safe areas.
    let display = Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), traits: TraitCollection())
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let outer = ViewController()
    window.rootViewController = outer
    let holder = View(frame: CGRect(x: 0, y: 100, width: 400, height: 700))
    outer.view.addSubview(holder)
    let log = EventLog()
    let inner = InsetsRecordingController("inner", log: log)
    outer.addChild(inner)
    inner.view.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
    holder.addSubview(inner.view)
    inner.didMove(toParent: outer)
    let views = chain(in: inner, depth: 5)
    inner.additionalSafeAreaInsets = EdgeInsets(top: 25)
    window.layoutIfNeeded()
    // The inner view's top 25 points are unsafe, and the chain's first view (10 down) overlaps 15.
    #expect(inner.view.safeAreaInsets == EdgeInsets(top: 25))
    #expect(views[0].safeAreaInsets == EdgeInsets(top: 15))
    #expect(views[1].safeAreaInsets == EdgeInsets(top: 5))
    #expect(views[2].safeAreaInsets == .zero)
    #expect(log.events.contains("level0.safeArea") && log.events.contains("level1.safeArea"))
    #expect(!log.events.contains("level2.safeArea"))
    // Moving the holder moves the region with it: the insets, measured in the inner view, stay.
    log.clear()
    holder.frame.origin.y = 50
    window.layoutIfNeeded()
    #expect(views[0].safeAreaInsets == EdgeInsets(top: 15))
    #expect(!log.events.contains("level0.safeArea"))
  }

  @Test("M2: insets a subview's layout changes above it reach the views laid out after it")
  func changeDuringThePass() {
    let window = insetWindow()
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    window.rootViewController = root
    let first = root.addRecordingSubview("first", frame: CGRect(x: 0, y: 600, width: 300, height: 100))
    let second = root.addRecordingSubview("second", frame: CGRect(x: 0, y: 620, width: 300, height: 100))
    window.layoutIfNeeded()
    #expect(second.safeAreaInsets.bottom.isClose(to: 0))
    log.clear()
    // The first subview's layout asks its controller for 120 more points at the bottom, once.
    first.onLayout = { _ in
      if root.additionalSafeAreaInsets.bottom == 0 { root.additionalSafeAreaInsets = EdgeInsets(bottom: 120) }
    }
    first.setNeedsLayout()
    second.setNeedsLayout()
    window.layoutIfNeeded()
    // The safe region now ends at 800 − 34 − 120 = 646: the second view overlaps it by 720 − 646.
    #expect(second.safeAreaInsets.bottom.isClose(to: 74))
    #expect(first.safeAreaInsets.bottom.isClose(to: 54))
    #expect(log.events.contains("second.safeArea") && log.events.contains("first.safeArea"))
    #expect(!window.needsLayout && !root.view.needsLayout && !second.needsLayout)
    // The last report each view got is what it reports now: a pass with nothing new is silent.
    log.clear()
    root.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(!log.events.contains("second.safeArea") && !log.events.contains("first.safeArea"))
  }

  /// A controller that asks for more bottom inset in its first `viewWillLayoutSubviews`.
  final class GrowingInsetController: ViewController {
    var extra: CGFloat = 0
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      if additionalSafeAreaInsets.bottom != extra { additionalSafeAreaInsets = EdgeInsets(bottom: extra) }
    }
  }

  @Test(
    "M2: insets or a frame a view's own step changes reach its subviews in the same pass",
    arguments: [false, true])
  func ownStepChanges(movesItself: Bool) {
    let window = insetWindow()
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    window.rootViewController = root
    // Below the root view, so the region it starts from is handed down, not measured at the window.
    let holder = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    root.view.addSubview(holder)
    let inner = GrowingInsetController()
    root.addChild(inner)
    inner.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
    holder.addSubview(inner.view)
    inner.didMove(toParent: root)
    let footer = InsetsRecordingView("footer", log: log, frame: CGRect(x: 0, y: 600, width: 300, height: 100))
    inner.view.addSubview(footer)
    window.layoutIfNeeded()
    #expect(footer.safeAreaInsets.bottom.isClose(to: 0))
    log.clear()
    if movesItself {
      // The inner view's own layout moves it down 100 points: the footer reaches the band.
      let mover = InsetsRecordingView("mover", log: log, frame: inner.view.bounds)
      mover.onLayout = { view in
        if view.frame.origin.y == 0 { view.frame.origin.y = 100 }
      }
      holder.addSubview(mover)
      footer.removeFromSuperview()
      mover.addSubview(footer)
      window.layoutIfNeeded()
      // 600 + 100 + 100 = 800 > 766: 34 points in the band.
      #expect(footer.safeAreaInsets.bottom.isClose(to: 34))
    } else {
      inner.extra = 150
      inner.view.setNeedsLayout()
      window.layoutIfNeeded()
      // The safe region ends at 800 − 34 − 150 = 616: the footer (600–700) overlaps it by 84.
      #expect(footer.safeAreaInsets.bottom.isClose(to: 84))
    }
    #expect(log.events.contains("footer.safeArea"))
    log.clear()
    root.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(!log.events.contains("footer.safeArea"))
  }
}
