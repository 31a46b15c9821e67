import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A view that logs its V1 callbacks as `name.callback(argument)`.
@MainActor
final class MovingView: View {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  private func label(_ view: View?) -> String {
    guard let view else { return "nil" }
    if view is Window { return "window" }
    return (view as? MovingView)?.name ?? "view"
  }

  override func willMove(toSuperview newSuperview: View?) {
    log.record("\(name).willMove(toSuperview: \(label(newSuperview)))")
  }
  override func didMoveToSuperview() { log.record("\(name).didMoveToSuperview(\(label(superview)))") }
  override func willMove(toWindow newWindow: Window?) {
    log.record("\(name).willMove(toWindow: \(label(newWindow)))")
  }
  override func didMoveToWindow() { log.record("\(name).didMoveToWindow(\(label(window)))") }
}

@MainActor
@Suite("View hierarchy callbacks (V1)")
struct HierarchyCallbackTests {
  /// A window with a `parent` view in it, a `child` with a `grandchild`, and a parentless
  /// `outside` view, all logging into one log.
  @MainActor
  struct World {
    let log = EventLog()
    let window = Window(display: Display(bounds: rect(0, 0, 400, 300)))
    let parent: MovingView
    let outside: MovingView
    let child: MovingView
    let grandchild: MovingView

    init() {
      parent = MovingView("parent", log: log)
      outside = MovingView("outside", log: log)
      child = MovingView("child", log: log)
      grandchild = MovingView("grandchild", log: log)
      window.addSubview(parent)
      child.addSubview(grandchild)
      log.clear()
    }
  }

  struct Move: CustomStringConvertible, Sendable {
    let description: String
    let setup: @MainActor @Sendable (World) -> Void
    let action: @MainActor @Sendable (World) -> Void
    let expected: [String]
  }

  nonisolated static let moves: [Move] = [
    Move(
      description: "a view without a superview added into a window: the window pair inside the superview pair",
      setup: { _ in }, action: { $0.parent.addSubview($0.child) },
      expected: [
        "child.willMove(toSuperview: parent)",
        "child.willMove(toWindow: window)", "grandchild.willMove(toWindow: window)",
        "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
        "child.didMoveToSuperview(parent)",
      ]),
    Move(
      description: "removed from a window: willMove(toSuperview: nil), the window pair, then didMoveToSuperview",
      setup: { $0.parent.addSubview($0.child) }, action: { $0.child.removeFromSuperview() },
      expected: [
        "child.willMove(toSuperview: nil)",
        "child.willMove(toWindow: nil)", "grandchild.willMove(toWindow: nil)",
        "child.didMoveToWindow(nil)", "grandchild.didMoveToWindow(nil)",
        "child.didMoveToSuperview(nil)",
      ]),
    Move(
      description: "moved out of the window into a view outside any: the window pair inside the superview pair",
      setup: { $0.parent.addSubview($0.child) }, action: { $0.outside.addSubview($0.child) },
      expected: [
        "child.willMove(toSuperview: outside)",
        "child.willMove(toWindow: nil)", "grandchild.willMove(toWindow: nil)",
        "child.didMoveToWindow(nil)", "grandchild.didMoveToWindow(nil)",
        "child.didMoveToSuperview(outside)",
      ]),
    Move(
      description: "moved from a view outside any window into the window",
      setup: { $0.outside.addSubview($0.child) }, action: { $0.parent.addSubview($0.child) },
      expected: [
        "child.willMove(toSuperview: parent)",
        "child.willMove(toWindow: window)", "grandchild.willMove(toWindow: window)",
        "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
        "child.didMoveToSuperview(parent)",
      ]),
    Move(
      description: "moved between superviews of one window: no window callbacks",
      setup: { $0.parent.addSubview($0.child) }, action: { $0.window.addSubview($0.child) },
      expected: ["child.willMove(toSuperview: window)", "child.didMoveToSuperview(window)"]),
    Move(
      description: "added outside any window: no window callbacks",
      setup: { _ in }, action: { $0.outside.addSubview($0.child) },
      expected: ["child.willMove(toSuperview: outside)", "child.didMoveToSuperview(outside)"]),
    Move(
      description: "reordered among its siblings (addSubview, insert at 0, bring, send): nothing",
      setup: { world in
        world.parent.addSubview(world.child)
        world.parent.addSubview(View())
      },
      action: { world in
        world.parent.addSubview(world.child)
        world.parent.insertSubview(world.child, at: 0)
        world.parent.bringSubviewToFront(world.child)
        world.parent.sendSubviewToBack(world.child)
      },
      expected: []),
    Move(
      description: "removing a view without a superview: nothing",
      setup: { _ in }, action: { $0.child.removeFromSuperview() }, expected: []),
    Move(
      description: "insertSubview(_:aboveSubview:) moves with the same callbacks as addSubview",
      setup: { $0.parent.addSubview(View()) },
      action: { $0.parent.insertSubview($0.child, aboveSubview: $0.parent.subviews[0]) },
      expected: [
        "child.willMove(toSuperview: parent)",
        "child.willMove(toWindow: window)", "grandchild.willMove(toWindow: window)",
        "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
        "child.didMoveToSuperview(parent)",
      ]),
  ]

  @Test(
    "V1: willMove(toSuperview:), the window pair top-down, didMoveToSuperview(), in the platform's counts",
    arguments: moves)
  func callbacks(move: Move) {
    let world = World()
    move.setup(world)
    world.log.clear()
    move.action(world)
    #expect(world.log.events == move.expected)
  }

  @Test("V1: a controller's view entering a window: viewWillAppear before the view's callbacks, viewDidAppear after")
  func appearanceAroundViewCallbacks() {
    let log = EventLog()
    final class LoggingController: RecordingController {
      override func loadView() { view = MovingView("root", log: self.log) }
    }
    let window = Window(display: Display(bounds: rect(0, 0, 400, 300)))
    window.makeKeyAndVisible()
    let controller = LoggingController("controller", log: log)
    controller.loadViewIfNeeded()
    log.clear()
    window.addSubview(controller.view)
    let order = log.events.filter { $0.contains("Move") || $0.contains("Appear") }
    #expect(
      order == [
        "root.willMove(toSuperview: window)", "controller.viewWillAppear(false)",
        "root.willMove(toWindow: window)", "root.didMoveToWindow(window)", "root.didMoveToSuperview(window)",
        "controller.viewDidAppear(false)",
      ])
  }

  @Test("V1: a view may move itself elsewhere from its own willMove(toSuperview:) without corrupting the hierarchy")
  func reentrantMove() {
    final class Restless: View {
      let elsewhere = View()
      override func willMove(toSuperview newSuperview: View?) {
        if newSuperview == nil, superview !== elsewhere { elsewhere.addSubview(self) }
      }
    }
    let parent = View()
    let view = Restless()
    parent.addSubview(view)
    view.removeFromSuperview()
    #expect(view.superview === view.elsewhere)
    #expect(parent.subviews.isEmpty)
    #expect(view.elsewhere.subviews.count == 1)
  }
}
