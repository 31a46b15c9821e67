import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Subclasses as ported code writes them: their own deinit, initializers and overrides.
@MainActor
final class DeinitCountingView: View {
  nonisolated(unsafe) static var deinitCount = 0
  deinit { DeinitCountingView.deinitCount += 1 }
}

@MainActor
final class DeinitCountingController: ViewController {
  nonisolated(unsafe) static var deinitCount = 0
  let name: String
  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  override func loadView() { view = DeinitCountingView() }
  deinit { DeinitCountingController.deinitCount += 1 }
}

@Suite("Subclassing")
struct SubclassingTests {
  @Test("View.noIntrinsicMetric is readable from any context")
  func noIntrinsicMetricIsNonisolated() {
    #expect(View.noIntrinsicMetric == -1)
  }

  @Test("Subclasses with their own deinit are released with their hierarchy")
  @MainActor
  func subclassDeinit() {
    let views = DeinitCountingView.deinitCount
    let controllers = DeinitCountingController.deinitCount
    do {
      let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
      let arrangement = ArrangementController()
      arrangement.setViewController(DeinitCountingController(name: "a"), for: .primary)
      arrangement.setViewController(DeinitCountingController(name: "b"), for: .secondary)
      simulator.window.rootViewController = arrangement
      #expect(arrangement.state(for: .secondary)?.isHidden == false)
    }
    #expect(DeinitCountingController.deinitCount == controllers + 2)
    #expect(DeinitCountingView.deinitCount == views + 2)
  }
}
