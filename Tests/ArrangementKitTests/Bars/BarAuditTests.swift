import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// behavior.md B8: bars, titles and items are drawn in snapshots and walked by the audit,
/// which reports a title or item across an active fold or a camera.
@MainActor
@Suite("B8: bars in snapshots and the audit")
struct BarAuditTests {
  private func nowPlaying(_ posture: Posture, _ orientation: Orientation) -> (DeviceSimulator, NavigationController) {
    let screen = ViewController()
    screen.title = "Now Playing"
    screen.view.accessibilityIdentifier = "screen"
    screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Queue")
    let navigation = NavigationController(rootViewController: screen)
    return (barSimulator(posture, orientation, root: navigation), navigation)
  }

  @Test("B8: a title centred across the book-pose fold is reported; the bar itself is not")
  func titleAcrossTheFold() {
    let (simulator, _) = nowPlaying(.book, .landscape)
    let findings = ScreenAudit().exempting("screen").findings(in: simulator.window)
    let fold = findings.filter {
      if case .overlapsDivision = $0.problem { return true }
      return false
    }
    #expect(fold.map(\.pathDescription) == ["NavigationController › NavigationBar › title"])
    #expect(!findings.contains { $0.pathDescription.hasSuffix("NavigationBar") })
  }

  @Test(
    "B8: flat (the fold inactive), the same title is not reported; the strip's items stay clear of the status display")
  func flatIsClean() {
    let screen = ViewController()
    screen.title = "Now Playing"
    screen.navigationItem.rightBarButtonItems = [BarButtonItem(image: Image(systemName: "star"))]
    screen.view.accessibilityIdentifier = "screen"
    let navigation = NavigationController(rootViewController: screen)
    let top = ViewController()
    top.view.accessibilityIdentifier = "screen"
    navigation.pushViewController(top, animated: false)
    top.navigationItem.rightBarButtonItem = BarButtonItem(image: Image(systemName: "heart"))
    for (posture, orientation) in [(Posture.flat, Orientation.landscape), (.closed, .portrait), (.closed, .landscape)] {
      let simulator = barSimulator(posture, orientation, root: navigation)
      #expect(ScreenAudit().exempting("screen").findings(in: simulator.window).isEmpty, "\(posture) \(orientation)")
      simulator.window.rootViewController = nil
    }
  }

  @Test("B8: a bar item over a camera is reported")
  func itemOverCamera() {
    // A custom view item on the outer display in landscapeFlipped sits at the leading edge, by
    // the camera, if the app pins it there itself: the audit names it.
    let screen = ViewController()
    screen.view.accessibilityIdentifier = "screen"
    let badge = View(frame: CGRect(x: 0, y: 0, width: 60, height: 44))
    badge.accessibilityIdentifier = "badge"
    screen.navigationItem.leftBarButtonItem = BarButtonItem(customView: badge)
    let navigation = NavigationController(rootViewController: screen)
    let simulator = barSimulator(.closed, .landscapeFlipped, root: navigation)
    badge.frame.origin.x = 0  // moved under the camera by the app
    let findings = ScreenAudit().exempting("screen").findings(in: simulator.window)
    #expect(findings.contains { $0.pathDescription.hasSuffix("badge") })
  }

  @Test("B8: text snapshots list the bars, their titles and items")
  func snapshotText() {
    let (simulator, _) = nowPlaying(.flat, .portrait)
    let text = WindowSnapshot(simulator).text
    #expect(text.contains("NavigationBar"))
    #expect(text.contains("title \"Now Playing\""))
    #expect(text.contains("Queue"))
    let svg = WindowSnapshot(simulator).svg
    #expect(svg.contains("Now Playing"))
  }
}
