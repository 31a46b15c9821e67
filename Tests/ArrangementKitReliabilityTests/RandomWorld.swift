import ArrangementKit
import ArrangementTesting
import Foundation

/// Everything one random operation sequence works on: a simulated device with a root
/// arrangement controller in its window, a pool of controllers (leaves and arrangement
/// controllers, nested or loose), observers, hinge interactions, and weak references to
/// everything created, so that the end of the sequence can check that all of it is freed.
///
/// Only the public API of ArrangementKit and ArrangementTesting is used.
@MainActor
final class RandomWorld {
  /// What observers and hinge handlers write; it holds no controller.
  final class Log {
    /// Transitions delivered in the current step, per observed controller's serial number.
    var transitions: [Int: [ArrangementTransition]] = [:]
    var hingeCalls = 0
    var problems: [String] = []
  }

  let seed: UInt64
  var rng: SeededGenerator
  let log = Log()
  var simulator: DeviceSimulator?
  /// Arrangement controllers; the first is the window's root (unless an operation replaced it).
  var arrangements: [ArrangementController] = []
  /// Plain controllers.
  var leaves: [ViewController] = []
  /// Navigation and tab bar controllers (N1, N2; RandomWorld+Containers.swift).
  var navigations: [NavigationController] = []
  var tabBars: [TabBarController] = []
  /// Live observation tokens and the serial number of the controller each observes.
  var tokens: [(observed: Int, token: ObservationToken)] = []
  /// Each live controller's serial number (object identifiers are reused once freed).
  var serials: [ObjectIdentifier: Int] = [:]
  var interactions: [HingeInteraction] = []
  /// Every object created, to be freed once dropped.
  var created: [WeakBox] = []
  /// Controllers dropped in the current step: they must be freed by its end.
  var droppedThisStep: [WeakBox] = []
  var serial = 0
  /// Whether the sequence also runs Auto Layout operations (RandomWorld+Constraints.swift).
  var includesConstraintOperations = false
  /// Whether the container operations include bar operations (RandomWorld+Bars.swift); off,
  /// the draws are the ones before bars existed (the audit's random test replays its seeds).
  var includesBarOperations = false
  /// Views, stack views and constraints those operations made.
  var constrainedViews: [View] = []
  var constraintPool: [PooledConstraint] = []

  static let maximumArrangements = 4
  static let maximumLeaves = 6
  static let maximumContainers = 3

  init(seed: UInt64) {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    let devices: [Device] = [
      .iPhoneDuo, .iPhone, .iPad,
      .foldable(portraitSize: CGSize(width: 600, height: 800), scale: 2, foldCentre: 130, foldThickness: 30),
    ]
    let simulator = DeviceSimulator(
      device: rng.pick(devices), posture: rng.pick(Posture.allCases),
      orientation: rng.pick(Orientation.allCases),
      layoutDirection: rng.oneIn(3) ? .rightToLeft : .leftToRight)
    simulator.recordsLayoutDiagnostics = false  // the sequences feed bad numbers on purpose
    self.simulator = simulator
    created.append(WeakBox(simulator.window, "window"))
    created.append(WeakBox(simulator.display, "display"))
    let root = makeArrangement()
    simulator.window.rootViewController = root
    for _ in 0..<2 { _ = makeLeaf() }
  }

  var window: Window { simulator!.window }
  var display: Display { simulator!.display }

  /// Every live controller of the pool.
  var controllers: [ViewController] { arrangements + leaves + navigations + tabBars }

  @discardableResult
  func makeArrangement() -> ArrangementController {
    let controller = AppearanceTrackingArrangement()
    serial += 1
    serials[ObjectIdentifier(controller)] = serial
    arrangements.append(controller)
    created.append(WeakBox(controller, "arrangement #\(serial)"))
    return controller
  }

  @discardableResult
  func makeLeaf() -> ViewController {
    let controller = AppearanceTrackingController()
    serial += 1
    serials[ObjectIdentifier(controller)] = serial
    leaves.append(controller)
    created.append(WeakBox(controller, "leaf #\(serial)"))
    return controller
  }

  /// The controller that holds `controller`: its parent, or the arrangement whose slot keeps it
  /// while it is hidden and detached.
  func holder(of controller: ViewController) -> ViewController? {
    if let parent = controller.parent { return parent }
    if let slotOwner = arrangements.first(where: { $0.placement(for: controller) != nil }) { return slotOwner }
    return isPresented(controller) ? controller.presentingViewController : nil
  }

  /// Whether `ancestor` holds `controller`, directly or not (a guard against C2's traps: the
  /// test never places a controller inside itself).
  func holds(_ ancestor: ViewController, _ controller: ViewController) -> Bool {
    var current = holder(of: controller)
    var steps = 0
    while let holder = current, steps <= controllers.count + 1 {
      if holder === ancestor { return true }
      current = self.holder(of: holder)
      steps += 1
    }
    return false
  }

  /// Whether `controller` may go into a slot of `arrangement` without a programmer error (C2).
  func canPlace(_ controller: ViewController, in arrangement: ArrangementController) -> Bool {
    controller !== arrangement && !holds(controller, arrangement) && controller !== window.rootViewController
  }

  /// Takes `controller` out of every slot and parent, the documented way, and forgets it.
  func drop(_ controller: ViewController) {
    // Its presenter dismisses it (and whatever it presents); `controller.dismiss` would only
    // dismiss what it presents.
    if isPresented(controller) { controller.presentingViewController?.dismiss(animated: false) }
    for arrangement in arrangements {
      if let placement = arrangement.placement(for: controller) {
        arrangement.setViewController(nil, for: placement)
      }
    }
    if controller.parent != nil {
      controller.willMove(toParent: nil)
      if controller.isViewLoaded { controller.view.removeFromSuperview() }
      controller.removeFromParent()
    }
    if window.rootViewController === controller { window.rootViewController = nil }
    // Tokens of its observers stay with the test: a token must not keep its controller alive.
    let box = WeakBox(controller, "dropped \(type(of: controller))")
    arrangements.removeAll { $0 === controller }
    leaves.removeAll { $0 === controller }
    navigations.removeAll { $0 === controller }
    tabBars.removeAll { $0 === controller }
    droppedThisStep.append(box)
  }

  /// Ends the sequence: empties the window and drops every reference the test holds. Returns
  /// the labels of objects still alive afterwards (leaks).
  func tearDown() -> [String] {
    simulator?.window.rootViewController = nil
    arrangements.removeAll()
    leaves.removeAll()
    navigations.removeAll()
    tabBars.removeAll()
    tokens.removeAll()
    interactions.removeAll()
    constrainedViews.removeAll()
    constraintPool.removeAll()
    simulator = nil
    return created.filter { $0.object != nil }.map(\.label)
  }
}

extension SeededGenerator {
  /// `true` with probability `1 / odds`: one draw of ``SeededGenerator/below(_:)``, so sequences
  /// replay from their seed exactly as before the generator was shared.
  mutating func oneIn(_ odds: Int) -> Bool { below(odds) == 0 }
}
