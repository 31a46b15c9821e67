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

  /// A book-pose Duo in landscape whose root view holds two full-screen plain views (`box`,
  /// `other`) and an arrangement controller (`inner`, a child of the root) not yet placed in either.
  @MainActor
  struct Scene {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let holder = ViewController()
    let box = View(frame: Scene.screen)
    let other = View(frame: Scene.screen)
    let inner = ArrangementController()
    static let screen = CGRect(x: 0, y: 0, width: 951, height: 669)

    init() {
      simulator.window.rootViewController = holder
      holder.view.addSubview(box)
      holder.view.addSubview(other)
      holder.addChild(inner)
      inner.view.frame = Scene.screen
    }

    /// Ends the arrangement's containment, gives it two panes and lays the window out.
    func finish() {
      inner.didMove(toParent: holder)
      inner.setViewController(ViewController(), for: .primary)
      inner.setViewController(ViewController(), for: .secondary)
      simulator.window.layoutIfNeeded()
    }

    /// Whether the arrangement's primary pane is `width` wide, the fold at its right edge.
    func primaryIs(_ width: CGFloat) -> Bool {
      LengthTolerance.isEqual(
        inner.currentLayout?[.primary]?.frame ?? .null, CGRect(x: 0, y: 0, width: width, height: 669))
    }
  }

  @Test("C5: moving a view above re-solves the arrangement against the moved fold", arguments: Route.allCases)
  func moveReSolves(route: Route) {
    let scene = Scene()
    switch route {
    case .direct:
      scene.box.addSubview(scene.inner.view)
    case .insideASubtree:
      let middle = View(frame: Scene.screen)
      middle.addSubview(scene.inner.view)
      scene.box.addSubview(middle)
    case .movedFromElsewhere:
      scene.other.addSubview(scene.inner.view)
      scene.simulator.window.layoutIfNeeded()
      scene.box.addSubview(scene.inner.view)
    case .ownerChangedAbove:
      let wrapper = ViewController()
      let middle = View(frame: Scene.screen)
      wrapper.view = middle
      middle.addSubview(scene.inner.view)
      scene.box.addSubview(middle)
      wrapper.view = View()  // the middle view no longer is a controller's view
    }
    scene.finish()
    #expect(scene.primaryIs(455.5), "\(route)")
    scene.box.frame.origin.x = -300
    scene.simulator.window.layoutIfNeeded()
    // The fold now lies at x 755.5–795.5 in the arrangement's coordinates.
    #expect(scene.primaryIs(755.5), "\(route)")
    // The other holder no longer holds it: moving that one changes nothing.
    scene.other.frame.origin.x = 200
    scene.simulator.window.layoutIfNeeded()
    #expect(scene.primaryIs(755.5), "\(route)")
  }

  @Test("C5: an arrangement taken out of the box no longer follows it, and follows its new superview")
  func removalStopsFollowing() {
    let scene = Scene()
    scene.box.addSubview(scene.inner.view)
    scene.finish()
    scene.other.addSubview(scene.inner.view)
    scene.simulator.window.layoutIfNeeded()
    scene.box.frame.origin.x = 200
    scene.simulator.window.layoutIfNeeded()
    #expect(scene.primaryIs(455.5))
    scene.other.frame.origin.x = -300
    scene.simulator.window.layoutIfNeeded()
    #expect(scene.primaryIs(755.5))
  }
}
