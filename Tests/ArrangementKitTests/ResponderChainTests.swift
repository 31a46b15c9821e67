import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Responder chain (V3)")
struct ResponderChainTests {
  /// A window whose root is an arrangement with a player (holding a button) and a queue.
  @MainActor
  struct Scene {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ArrangementController()
    let player = ViewController()
    let queue = ViewController()
    let button = View()

    init() {
      simulator.window.rootViewController = arrangement
      arrangement.setViewController(player, for: .primary)
      arrangement.setViewController(queue, for: .secondary)
      player.view.addSubview(button)
      simulator.window.layoutIfNeeded()
    }
  }

  struct Link: CustomStringConvertible, Sendable {
    let description: String
    let responder: @MainActor @Sendable (Scene) -> Responder
    let next: @MainActor @Sendable (Scene) -> Responder?
  }

  nonisolated static let links: [Link] = [
    Link(description: "a plain subview → its superview", responder: { $0.button }, next: { $0.player.view }),
    Link(description: "a controller's root view → its controller", responder: { $0.player.view }, next: { $0.player }),
    Link(
      description: "a child controller → its view's superview (the arrangement's view)",
      responder: { $0.player }, next: { $0.arrangement.view }),
    Link(
      description: "the root view of the window's root controller → that controller",
      responder: { $0.arrangement.view }, next: { $0.arrangement }),
    Link(
      description: "the window's root controller → the window", responder: { $0.arrangement },
      next: { $0.simulator.window }),
    Link(description: "the window → nil", responder: { $0.simulator.window }, next: { _ in nil }),
  ]

  @Test("V3: next of each responder", arguments: links)
  func links(link: Link) {
    let scene = Scene()
    #expect(link.responder(scene).next === link.next(scene))
  }

  @Test("V3: walking from a button finds the controller that owns it")
  func walk() {
    let scene = Scene()
    var responder: Responder? = scene.button
    var chain: [Responder] = []
    while let current = responder {
      chain.append(current)
      responder = current.next
    }
    let expected: [Responder] = [
      scene.button, scene.player.view, scene.player, scene.arrangement.view, scene.arrangement, scene.simulator.window,
    ]
    #expect(chain.count == expected.count)
    #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    #expect(chain.first { $0 is ViewController } === scene.player)
  }

  @Test("V3: outside any hierarchy: a view and a controller without a loaded view answer nil")
  func loose() {
    #expect(View().next == nil)
    let controller = ViewController()
    #expect(controller.next == nil)
    #expect(!controller.isViewLoaded)  // asking did not load the view
    controller.loadViewIfNeeded()
    #expect(controller.view.next === controller)
    #expect(controller.next == nil)
  }

  @Test("V3: a hidden (detached) child's chain stops at its view")
  func detachedChild() {
    let scene = Scene()
    scene.arrangement.traitOverrides.horizontalSizeClass = .compact
    scene.simulator.window.layoutIfNeeded()
    let hidden = [scene.player, scene.queue].first { $0.parent == nil }
    #expect(hidden != nil)
    #expect(hidden?.next == nil)
    #expect(hidden?.view.next === hidden)
  }

  @Test("V3: subclasses may override next")
  func override() {
    final class Forwarding: View {
      let target = Responder()
      override var next: Responder? { target }
    }
    let view = Forwarding()
    #expect(view.next === view.target)
    #expect(view.target.next == nil)
  }
}
