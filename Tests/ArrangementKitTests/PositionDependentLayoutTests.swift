import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// C5: a move of any view above an arrangement controller's view moves the fold in the
/// arrangement's coordinates, however the arrangement came to be below it (each view counts
/// the arrangement controllers' views below it).
@MainActor
@Suite("C5: arrangements below a moved view re-solve")
struct PositionDependentLayoutTests {
  /// How the arrangement comes to be inside the box that then moves.
  enum Route: String, CaseIterable, Sendable {
    /// Its view added to the box directly.
    case direct
    /// Its view added to a plain view first, which is then added to the box.
    case insideASubtree
    /// Its view added to another holder first, then moved into the box.
    case movedFromElsewhere
    /// Its view in a plain view that a controller, later given a new view, took as its view.
    case ownerChangedAbove
  }

  @Test("C5: moving a view above re-solves the arrangement against the moved fold", arguments: Route.allCases)
  func moveReSolves(route: Route) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let holder = ViewController()
    simulator.window.rootViewController = holder
    let box = View(frame: CGRect(x: 0, y: 0, width: 951, height: 669))
    let elsewhere = View(frame: CGRect(x: 0, y: 0, width: 951, height: 669))
    holder.view.addSubview(box)
    holder.view.addSubview(elsewhere)
    let inner = ArrangementController()
    holder.addChild(inner)
    inner.view.frame = CGRect(x: 0, y: 0, width: 951, height: 669)
    switch route {
    case .direct:
      box.addSubview(inner.view)
    case .insideASubtree:
      let middle = View(frame: CGRect(x: 0, y: 0, width: 951, height: 669))
      middle.addSubview(inner.view)
      box.addSubview(middle)
    case .movedFromElsewhere:
      elsewhere.addSubview(inner.view)
      simulator.window.layoutIfNeeded()
      box.addSubview(inner.view)
    case .ownerChangedAbove:
      let wrapper = ViewController()
      let middle = View(frame: CGRect(x: 0, y: 0, width: 951, height: 669))
      wrapper.view = middle
      middle.addSubview(inner.view)
      box.addSubview(middle)
      wrapper.view = View()  // the middle view no longer is a controller's view
    }
    inner.didMove(toParent: holder)
    inner.setViewController(ViewController(), for: .primary)
    inner.setViewController(ViewController(), for: .secondary)
    simulator.window.layoutIfNeeded()
    #expect(
      LengthTolerance.isEqual(
        inner.currentLayout?[.primary]?.frame ?? .null, CGRect(x: 0, y: 0, width: 455.5, height: 669)), "\(route)")
    box.frame = CGRect(x: -300, y: 0, width: 951, height: 669)
    simulator.window.layoutIfNeeded()
    // The fold now lies at x 755.5–795.5 in the arrangement's coordinates.
    #expect(
      LengthTolerance.isEqual(
        inner.currentLayout?[.primary]?.frame ?? .null, CGRect(x: 0, y: 0, width: 755.5, height: 669)), "\(route)")
    // The other holder no longer holds it: moving that one changes nothing.
    elsewhere.frame.origin.x = 200
    simulator.window.layoutIfNeeded()
    #expect(
      LengthTolerance.isEqual(
        inner.currentLayout?[.primary]?.frame ?? .null, CGRect(x: 0, y: 0, width: 755.5, height: 669)), "\(route)")
  }

  @Test("C5: an arrangement taken out of the box no longer follows it, and follows its new superview")
  func removalStopsFollowing() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let holder = ViewController()
    simulator.window.rootViewController = holder
    let box = View(frame: CGRect(x: 0, y: 0, width: 951, height: 669))
    let other = View(frame: CGRect(x: 0, y: 0, width: 951, height: 669))
    holder.view.addSubview(box)
    holder.view.addSubview(other)
    let inner = ArrangementController()
    holder.addChild(inner)
    inner.view.frame = CGRect(x: 0, y: 0, width: 951, height: 669)
    box.addSubview(inner.view)
    inner.didMove(toParent: holder)
    inner.setViewController(ViewController(), for: .primary)
    inner.setViewController(ViewController(), for: .secondary)
    simulator.window.layoutIfNeeded()
    other.addSubview(inner.view)
    simulator.window.layoutIfNeeded()
    other.frame.origin.x = -300
    simulator.window.layoutIfNeeded()
    #expect(
      LengthTolerance.isEqual(
        inner.currentLayout?[.primary]?.frame ?? .null, CGRect(x: 0, y: 0, width: 755.5, height: 669)))
  }
}
