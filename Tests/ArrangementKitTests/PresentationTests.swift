import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Presentation (N3)")
struct PresentationTests {
  @Test("N3: the presented view covers the window above the root's view; completion runs at once")
  func coversWindow() {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let root = RecordingController("root", log: log)
    simulator.window.rootViewController = root
    let sheet = RecordingController("sheet", log: log)
    log.clear()
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(transitionEvents(log) == ["sheet.viewWillAppear(true)", "sheet.viewDidAppear(true)"])
    #expect(simulator.window.subviews.map(ObjectIdentifier.init) == [root.view, sheet.view].map(ObjectIdentifier.init))
    #expect(same(sheet.view.frame, simulator.window.bounds))
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === root)
    #expect(sheet.parent == nil)
    simulator.orientation = .portrait
    #expect(same(sheet.view.frame, simulator.window.bounds))
  }

  @Test("N3: dismiss removes the presented view; completion runs at once", arguments: [false, true])
  func dismiss(fromPresented: Bool) {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let root = RecordingController("root", log: log)
    simulator.window.rootViewController = root
    let sheet = RecordingController("sheet", log: log)
    root.present(sheet, animated: false)
    log.clear()
    var completed = false
    (fromPresented ? sheet : root).dismiss(animated: true) { completed = true }
    #expect(completed)
    #expect(transitionEvents(log) == ["sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)"])
    #expect(sheet.view.superview == nil)
    #expect(root.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
  }

  @Test("N3: a child presents through the nearest full-screen presenter, and sees the presentation")
  func childPresents() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let list = ViewController()
    let navigation = NavigationController(rootViewController: list)
    simulator.window.rootViewController = navigation
    let sheet = ViewController()
    list.present(sheet, animated: true)
    #expect(sheet.presentingViewController === navigation)
    #expect(navigation.presentedViewController === sheet)
    #expect(list.presentedViewController === sheet)
    #expect(navigation.visibleViewController === sheet)
    // Something inside the presented controller reports the presentation too.
    let inner = ViewController()
    let sheetNavigation = NavigationController(rootViewController: inner)
    sheet.dismiss(animated: false)
    list.present(sheetNavigation, animated: false)
    #expect(inner.presentingViewController === navigation)
    inner.dismiss(animated: false)
    #expect(navigation.presentedViewController == nil)
  }

  @Test("N3: a presented controller presents above itself; dismissing lower dismisses everything above")
  func stackedPresentations() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let root = ViewController()
    simulator.window.rootViewController = root
    let first = ViewController()
    let second = ViewController()
    root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(second.presentingViewController === first)
    #expect(simulator.window.subviews.last === second.view)
    root.dismiss(animated: false)
    #expect(first.view.superview == nil && second.view.superview == nil)
    #expect(root.presentedViewController == nil && first.presentedViewController == nil)
  }

  @Test("N3: replacing the window's root ends the presentations over it")
  func replacingRoot() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let root = ViewController()
    simulator.window.rootViewController = root
    let sheet = ViewController()
    root.present(sheet, animated: false)
    simulator.window.rootViewController = ViewController()
    #expect(sheet.view.superview == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(simulator.window.subviews.count == 1)
  }

  @Test("N3: a controller presented in another window, made this window's root, stops being presented")
  func presentedBecomesRoot() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let other = DeviceSimulator(device: .iPad, posture: .flat, orientation: .portrait)
    let otherRoot = ViewController()
    other.window.rootViewController = otherRoot
    let sheet = ViewController()
    otherRoot.present(sheet, animated: false)
    simulator.window.rootViewController = sheet
    #expect(sheet.presentingViewController == nil)
    #expect(otherRoot.presentedViewController == nil)
    #expect(other.window.subviews.count == 1)
    #expect(simulator.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(sheet.view)])
    #expect(same(sheet.view.frame, simulator.window.bounds))
  }

  @Test("N3: placing a presented controller in an arrangement ends its presentation first (C1's move)")
  func placingPresented() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let arrangement = ArrangementController()
    simulator.window.rootViewController = arrangement
    let sheet = ViewController()
    arrangement.present(sheet, animated: false)
    arrangement.setViewController(sheet, for: .primary)
    #expect(sheet.presentingViewController == nil)
    #expect(arrangement.presentedViewController == nil)
    #expect(sheet.parent === arrangement)
    #expect(sheet.view.superview === arrangement.view)
  }
}
