import ArrangementKit
import Foundation

/// A plain controller that checks its own appearance callbacks: each `viewDid…` follows its
/// `viewWill…`, and `viewWillAppear` never follows an appearance that did not end in a
/// disappearance. `problems` collects what broke; `hasAppeared` is whether the last callback
/// finished an appearance — which must match being in a window after every step (C6, N1–N3).
@MainActor
final class AppearanceTrackingController: ViewController {
  enum Phase { case disappeared, appearing, appeared, disappearing }
  private(set) var phase = Phase.disappeared
  var problems: [String] = []

  var hasAppeared: Bool { phase == .appeared }

  override func viewWillAppear(_ animated: Bool) {
    if phase == .appeared || phase == .appearing { problems.append("viewWillAppear while \(phase)") }
    phase = .appearing
  }
  override func viewDidAppear(_ animated: Bool) {
    if phase != .appearing { problems.append("viewDidAppear while \(phase)") }
    phase = .appeared
  }
  override func viewWillDisappear(_ animated: Bool) {
    if phase == .disappeared || phase == .disappearing { problems.append("viewWillDisappear while \(phase)") }
    phase = .disappearing
  }
  override func viewDidDisappear(_ animated: Bool) {
    if phase != .disappearing { problems.append("viewDidDisappear while \(phase)") }
    phase = .disappeared
  }
}
