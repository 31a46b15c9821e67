import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// Issue 10.7: a test that drops its `DeviceSimulator` must not silently lose the fold and
/// the traits. The root controller keeps the window, and with it the display, alive.
@MainActor
@Suite("DeviceSimulator: a dropped simulator keeps its window for the root controller")
struct DroppedSimulatorTests {
  /// Installs a two-pane split on a book-pose iPhone Duo and returns only the controller: the
  /// simulator goes away when this returns.
  static func installOnBookPose() -> (ArrangementController, ViewController, ViewController) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let arrangement = ArrangementController()
    let primary = ViewController()
    let secondary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    simulator.window.rootViewController = arrangement
    return (arrangement, primary, secondary)
  }

  @Test("10.7: after the simulator is gone, layouts still see the fold (S9) and the display's traits (T1)")
  func foldAndTraitsSurvive() {
    let (arrangement, primary, secondary) = Self.installOnBookPose()
    let window = try! #require(arrangement.view.window)
    #expect(window.display.hinge?.status == .partiallyOpen)
    #expect(arrangement.traitCollection == window.display.traits)
    #expect(arrangement.traitCollection.horizontalSizeClass == .regular)
    #expect(arrangement.traitCollection.displayScale == 3)
    // A change after the simulator went away lays out on the same display: still one view per
    // page across the 40 pt fold, not a 475.5 / 475.5 split of a window-less container.
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    arrangement.view.layoutIfNeeded()
    #expect(LengthTolerance.isEqual(primary.view.frame, CGRect(x: 0, y: 0, width: 455.5, height: 669)))
    #expect(LengthTolerance.isEqual(secondary.view.frame, CGRect(x: 495.5, y: 0, width: 455.5, height: 669)))
    #expect(arrangement.view.reservedRegions(kind: .division).count == 1)
  }

  @Test("10.7: the window and display go away with the root controller: nothing leaks")
  func windowFreedWithRoot() {
    weak var window: Window?
    weak var display: Display?
    weak var arrangement: ArrangementController?
    do {
      let (root, _, _) = Self.installOnBookPose()
      window = root.view.window
      display = window?.display
      arrangement = root
      #expect(window != nil)
    }
    #expect(arrangement == nil)
    #expect(window == nil)
    #expect(display == nil)
  }

  @Test("10.7: a window whose simulator is alive never holds its root weakly; dropping both frees both")
  func simulatorAliveOwnsWindow() {
    weak var window: Window?
    weak var arrangement: ArrangementController?
    do {
      let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
      let root = ArrangementController()
      simulator.window.rootViewController = root
      window = simulator.window
      arrangement = root
      // While the simulator lives it owns the window: the root can be replaced freely.
      simulator.window.rootViewController = nil
      #expect(root.view.window == nil)
      simulator.window.rootViewController = root
      #expect(root.view.window === simulator.window)
    }
    #expect(window == nil)
    #expect(arrangement == nil)
  }

  @Test("10.7: replacing the root after the simulator is gone hands the window to the new root")
  func replacingRootHandsOver() {
    weak var window: Window?
    weak var first: ArrangementController?
    let second = ViewController()
    do {
      let (root, _, _) = Self.installOnBookPose()
      first = root
      window = root.view.window
      window?.rootViewController = second
      #expect(root.view.window == nil)
    }
    #expect(first == nil)  // the replaced root is free to go ...
    #expect(second.view.window === window)  // ... and the new one keeps the window
    #expect(window?.traitCollection.displayScale == 3)
    window?.rootViewController = nil
    #expect(window == nil)  // with no root, nothing keeps it
  }
}
