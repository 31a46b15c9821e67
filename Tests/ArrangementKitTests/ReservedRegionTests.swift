import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Reserved regions on views (R1, R2)")
struct ReservedRegionTests {
  @Test("R1: regions are converted into the view's coordinates, not clipped")
  func convertedNotClipped() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let right = View(frame: rect(470, 0, 481, 669))
    simulator.window.addSubview(right)
    let folds = right.reservedRegions(kind: .division)
    #expect(folds.count == 1)
    #expect(folds[0].frame == rect(-14.5, 0, 40, 669))
    #expect(folds[0].margins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(folds[0].isActive)
  }

  @Test("R1: only regions intersecting the view are returned")
  func onlyIntersecting() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let left = View(frame: rect(0, 0, 400, 669))
    simulator.window.addSubview(left)
    #expect(left.reservedRegions(kind: .division).isEmpty)
    #expect(simulator.window.reservedRegions(kind: .division).count == 1)
  }

  @Test("R1: inactive regions only with .includeInactive")
  func inactiveRegions() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let window = simulator.window
    #expect(window.reservedRegions(kind: .division).isEmpty)
    let all = window.reservedRegions(kind: .division, options: .includeInactive)
    #expect(all.count == 1)
    #expect(all.first?.isActive == false)
    #expect(all.first?.frame == rect(455.5, 0, 40, 669))
  }

  @Test("R1: kinds are kept apart (occlusions on the cover display)")
  func kindsApart() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let window = simulator.window
    let occlusions = window.reservedRegions(kind: .occlusion)
    #expect(occlusions.count == 2)
    #expect(same(occlusions[0].frame, rect(399.667, 29.333, 37, 37)))  // camera
    #expect(same(occlusions[1].frame, rect(382, 0, 84, 170)))  // bar strip
    #expect(window.reservedRegions(kind: .division, options: .includeInactive).isEmpty)  // R2
  }

  @Test("R2: closed reports no division, flat an inactive one, folded an active one")
  func postures() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .landscape)
    let window = simulator.window
    #expect(window.reservedRegions(kind: .division, options: .includeInactive).isEmpty)
    simulator.posture = .flat
    #expect(window.reservedRegions(kind: .division, options: .includeInactive).map(\.isActive) == [false])
    simulator.posture = .book
    #expect(window.reservedRegions(kind: .division).map(\.isActive) == [true])
    simulator.posture = .tabletop
    #expect(window.reservedRegions(kind: .division).count == 1)
  }

  @Test("R1: a view outside a window has no regions")
  func outsideWindow() {
    #expect(View(frame: rect(0, 0, 100, 100)).reservedRegions(kind: .division, options: .includeInactive).isEmpty)
  }

  @Test("R1: a nested arrangement solves with the fold in its own coordinates")
  func nestedArrangementSeesFoldInOwnCoordinates() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let root = ViewController()
    simulator.window.rootViewController = root
    let inner = ArrangementController()
    root.addChild(inner)
    inner.view.frame = rect(200, 0, 751, 669)
    root.view.addSubview(inner.view)
    inner.didMove(toParent: root)
    let a = ViewController()
    let b = ViewController()
    inner.setViewController(a, for: .primary)
    inner.setViewController(b, for: .secondary)
    inner.view.layoutIfNeeded()
    // Fold x 455.5–495.5 in the window is 255.5–295.5 in the inner view: the segments are
    // 255.5 and 455.5 long, one view each (S9). Fold edges are display geometry and stay
    // exact (nothing is snapped by default, P2; with snapping the solver rounds only a shared
    // edge between tiled views, P1).
    #expect(same(a.view.frame, rect(0, 0, 255.5, 669)))
    #expect(same(b.view.frame, rect(295.5, 0, 455.5, 669)))
  }
}
