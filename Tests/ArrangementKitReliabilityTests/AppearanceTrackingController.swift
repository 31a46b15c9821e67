import ArrangementKit
import Foundation

/// C12's balance, checked callback by callback: each `viewDid…` follows its `viewWill…`, and
/// `viewWillAppear` never follows an appearance that did not end in a disappearance.
/// `problems` collects what broke; `hasAppeared` is whether the last callback finished an
/// appearance — which must match being in a window after every step (C6, N1–N3) — and
/// `isSettled` whether every `viewWill…` got its `viewDid…`.
struct AppearanceBalance: Hashable, Sendable, CustomStringConvertible {
  enum Phase: Hashable, Sendable { case disappeared, appearing, appeared, disappearing }
  private(set) var phase = Phase.disappeared
  var problems: [String] = []

  var hasAppeared: Bool { phase == .appeared }
  var isSettled: Bool { phase == .appeared || phase == .disappeared }
  var description: String { "\(phase)" }

  mutating func willAppear() {
    if phase == .appeared || phase == .appearing { problems.append("viewWillAppear while \(phase) (C12)") }
    phase = .appearing
  }
  mutating func didAppear() {
    if phase != .appearing { problems.append("viewDidAppear while \(phase) (C12)") }
    phase = .appeared
  }
  mutating func willDisappear() {
    if phase == .disappeared || phase == .disappearing { problems.append("viewWillDisappear while \(phase) (C12)") }
    phase = .disappearing
  }
  mutating func didDisappear() {
    if phase != .disappearing { problems.append("viewDidDisappear while \(phase) (C12)") }
    phase = .disappeared
  }
}

/// A controller of the random world that checks its own appearance callbacks.
@MainActor
protocol AppearanceTracking: ViewController {
  var balance: AppearanceBalance { get set }
}

/// A plain controller (a leaf of the random world) that checks its appearance balance.
@MainActor
final class AppearanceTrackingController: ViewController, AppearanceTracking {
  var balance = AppearanceBalance()
  override func viewWillAppear(_ animated: Bool) { balance.willAppear() }
  override func viewDidAppear(_ animated: Bool) { balance.didAppear() }
  override func viewWillDisappear(_ animated: Bool) { balance.willDisappear() }
  override func viewDidDisappear(_ animated: Bool) { balance.didDisappear() }
}

/// An arrangement controller that checks its appearance balance (C11: a subclass calling
/// `super` keeps every rule).
@MainActor
final class AppearanceTrackingArrangement: ArrangementController, AppearanceTracking {
  var balance = AppearanceBalance()
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    balance.willAppear()
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    balance.didAppear()
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    balance.willDisappear()
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    balance.didDisappear()
  }
}

/// A navigation controller that checks its appearance balance.
@MainActor
final class AppearanceTrackingNavigation: NavigationController, AppearanceTracking {
  var balance = AppearanceBalance()
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    balance.willAppear()
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    balance.didAppear()
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    balance.willDisappear()
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    balance.didDisappear()
  }
}

/// A tab bar controller that checks its appearance balance.
@MainActor
final class AppearanceTrackingTabBar: TabBarController, AppearanceTracking {
  var balance = AppearanceBalance()
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    balance.willAppear()
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    balance.didAppear()
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    balance.willDisappear()
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    balance.didDisappear()
  }
}
