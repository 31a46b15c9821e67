import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Scroll view (W6)")
struct ScrollViewTests {
  @Test("W6: the content offset is the bounds' origin: scrolling moves the subviews")
  func offset() {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 600))
    let row = View(frame: CGRect(x: 0, y: 500, width: 400, height: 44))
    window.addSubview(scroll)
    scroll.addSubview(row)
    scroll.contentSize = CGSize(width: 400, height: 2000)
    final class Watcher: ScrollViewDelegate {
      var scrolls = 0
      func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    }
    let watcher = Watcher()
    scroll.delegate = watcher
    scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 300))
    #expect(row.frame.minY == 500)
    #expect(LengthTolerance.isEqual(row.convert(row.bounds, to: window).minY, 100 + 500 - 300))
    #expect(watcher.scrolls == 1)
    scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
    scroll.contentSize = CGSize(width: -1, height: CGFloat.infinity)
    #expect(scroll.contentSize == .zero)
    #expect(window.inputDiagnostics.count == 2)
  }

  /// A scroll view filling the secondary pane in book pose (the bar's 84 pt on the trailing side).
  func bookSecondary(behavior: ScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat) -> (
    DeviceSimulator, ScrollView
  ) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.book, .landscape))
    let arrangement = ArrangementController()
    let primary = ViewController()
    let secondary = ViewController()
    let scroll = ScrollView()
    scroll.contentInsetAdjustmentBehavior = behavior
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    simulator.window.rootViewController = arrangement
    scroll.frame = secondary.view.bounds
    secondary.view.addSubview(scroll)
    scroll.contentSize = CGSize(width: scroll.bounds.width, height: contentHeight)
    simulator.window.layoutIfNeeded()
    return (simulator, scroll)
  }

  @Test("W6: adjustedContentInset takes the safe area per contentInsetAdjustmentBehavior")
  func adjusted() {
    let (always, scroll) = bookSecondary(behavior: .always, contentHeight: 5000)
    let safe = scroll.safeAreaInsets
    #expect(safe.right == 84, "\(always.pose): the bar's inset reaches the secondary pane")
    #expect(scroll.adjustedContentInset == safe)
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(scroll.adjustedContentInset.top == safe.top + 10)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 10))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 10 + safe.top, bottom: safe.bottom))
    scroll.contentInsetAdjustmentBehavior = .automatic
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 10 + safe.top, bottom: safe.bottom))
    scroll.alwaysBounceHorizontal = true
    #expect(scroll.adjustedContentInset.right == 84)
    let (_, short) = bookSecondary(behavior: .scrollableAxes, contentHeight: 10)
    #expect(short.adjustedContentInset == EdgeInsets())
  }

  @Test("W6: adjustedContentInsetDidChange is called when the adjusted inset changes")
  func didChange() {
    final class Counting: ScrollView {
      var changes = 0
      override func adjustedContentInsetDidChange() { changes += 1 }
    }
    let scroll = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentInset = EdgeInsets(top: 5)
    #expect(scroll.changes == 1)
    scroll.contentInset = EdgeInsets(top: 5)
    #expect(scroll.changes == 1)
    scroll.contentInset = EdgeInsets(top: .nan)
    #expect(scroll.contentInset == EdgeInsets())
    #expect(scroll.changes == 2)
    #expect(scroll.isScrollEnabled)
  }
}
