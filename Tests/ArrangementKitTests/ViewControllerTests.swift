import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("ViewController: loading, containment, appearance, layout callbacks (C10)")
struct ViewControllerTests {
  @Test("View controller: the view loads lazily, loadView then viewDidLoad, once")
  func lazyLoading() {
    final class Custom: ViewController {
      var calls: [String] = []
      override func loadView() {
        calls.append("loadView")
        view = CountingView()
      }
      override func viewDidLoad() { calls.append("viewDidLoad(\(view is CountingView))") }
    }
    let controller = Custom()
    #expect(!controller.isViewLoaded)
    #expect(controller.calls.isEmpty)
    let view = controller.view!
    #expect(controller.isViewLoaded)
    #expect(controller.calls == ["loadView", "viewDidLoad(true)"])
    #expect(controller.view === view)
    #expect(controller.calls.count == 2)
    #expect(view.viewController === controller)
  }

  @Test("View controller: a loadView that sets no view gets a plain view")
  func loadViewWithoutView() {
    final class Lazy: ViewController { override func loadView() {} }
    #expect(Lazy().view != nil)
  }

  @Test("View controller: addChild calls willMove; removeFromParent calls didMove(nil)")
  func containmentCallbacks() {
    let log = EventLog()
    let parent = RecordingController("parent", log: log)
    let child = RecordingController("child", log: log)
    parent.addChild(child)
    #expect(log.events == ["child.willMove(parent)"])
    #expect(parent.children.first === child)
    #expect(child.parent === parent)
    parent.addChild(child)  // again: nothing
    #expect(parent.children.count == 1)
    log.clear()
    child.removeFromParent()
    #expect(log.events == ["child.didMove(nil)"])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
  }

  @Test("View controller: appearance callbacks when the view enters or leaves a window")
  func appearance() {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let root = RecordingController("root", log: log)
    let child = RecordingController("child", log: log)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    log.clear()
    simulator.window.rootViewController = root
    #expect(
      log.events.filter { $0.contains("ppear") } == [
        "root.viewWillAppear(false)", "child.viewWillAppear(false)",
        "root.viewDidAppear(false)", "child.viewDidAppear(false)",
      ])
    log.clear()
    child.view.removeFromSuperview()
    #expect(
      log.events.filter { $0.contains("ppear") } == ["child.viewWillDisappear(false)", "child.viewDidDisappear(false)"])
    log.clear()
    simulator.window.rootViewController = nil
    #expect(
      log.events.filter { $0.contains("ppear") } == ["root.viewWillDisappear(false)", "root.viewDidDisappear(false)"])
  }

  @Test("View controller: layout callbacks wrap the view's layoutSubviews")
  func layoutCallbacks() {
    final class Logged: ViewController {
      var calls: [String] = []
      override func loadView() {
        let view = LoggingView()
        view.onLayout = { [unowned self] in calls.append("layoutSubviews") }
        self.view = view
      }
      override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
      override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    }
    final class LoggingView: View {
      var onLayout: () -> Void = {}
      override func layoutSubviews() { onLayout() }
    }
    let controller = Logged()
    controller.view.frame = rect(0, 0, 100, 100)
    controller.view.layoutIfNeeded()
    #expect(controller.calls == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    controller.view.layoutIfNeeded()
    #expect(controller.calls.count == 3)
  }

  @Test("C10: arrangementViewController is the nearest arrangement ancestor, not itself")
  func nearestArrangement() {
    let outer = ArrangementController()
    let inner = ArrangementController()
    let leaf = ViewController()
    let wrapper = ViewController()
    outer.setViewController(wrapper, for: .primary)
    wrapper.addChild(inner)
    inner.setViewController(leaf, for: .secondary)
    #expect(leaf.arrangementViewController === inner)
    #expect(inner.arrangementViewController === outer)
    #expect(wrapper.arrangementViewController === outer)
    #expect(outer.arrangementViewController == nil)
    #expect(ViewController().arrangementViewController == nil)
  }

  @Test("View controller: preferredContentSize is stored; .zero means none")
  func preferredContentSize() {
    let controller = ViewController()
    #expect(controller.preferredContentSize == .zero)
    controller.preferredContentSize = CGSize(width: 320, height: 480)
    #expect(controller.preferredContentSize == CGSize(width: 320, height: 480))
  }

  @Test("View controller: adding a controller to its own descendant stops with a precondition failure")
  func addChildCycleTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let parent = ViewController()
        let child = ViewController()
        parent.addChild(child)
        child.addChild(parent)
      }
    }
  }
}
