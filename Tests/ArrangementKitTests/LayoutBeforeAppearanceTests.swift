import ArrangementCore
import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// A controller whose view lays out one subview in `layoutSubviews` (inset by 8) and pins
/// another with constraints (inset by 16), and that records what it sees in `viewDidAppear`.
@MainActor
final class LayoutProbeController: ViewController {
  /// What `viewDidAppear` saw: the view's frame, the laid-out subview's and the pinned one's.
  struct Seen: Equatable {
    let frame: CGRect
    let laidOut: CGRect
    let pinned: CGRect
  }

  final class InsetView: View {
    let laidOut = View()
    override func layoutSubviews() {
      super.layoutSubviews()
      laidOut.frame = bounds.insetBy(dx: 8, dy: 8)
    }
  }

  private(set) var seen: [Seen] = []
  let pinned = View()

  override func loadView() {
    let view = InsetView()
    view.addSubview(view.laidOut)
    pinned.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(pinned)
    LayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      pinned.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      pinned.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
      pinned.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
    ])
    self.view = view
  }

  var laidOut: View { (view as? InsetView)?.laidOut ?? View() }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    seen.append(Seen(frame: view.frame, laidOut: laidOut.frame, pinned: pinned.frame))
  }
}

@MainActor
@Suite("V5: a new controller is laid out before it appears")
struct LayoutBeforeAppearanceTests {
  /// How the probe becomes the new controller (V5's four).
  enum Arrival: String, CaseIterable, Sendable {
    case pushed, presented, selected, placed

    /// Installs a container in `simulator`'s window (laid out), brings `probe` in, and returns
    /// the frame the probe's view must have: the container's content area (N1–N3) or the
    /// arrangement's frame for the slot (C6).
    @MainActor
    func bring(_ probe: ViewController, in simulator: DeviceSimulator) -> () -> CGRect {
      let window = simulator.window
      switch self {
      case .pushed:
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.layoutIfNeeded()
        navigation.pushViewController(probe, animated: false)
        return { navigation.view.bounds }
      case .presented:
        let root = ViewController()
        window.rootViewController = root
        window.layoutIfNeeded()
        root.present(probe, animated: false)
        return { window.bounds }
      case .selected:
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController(), probe]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        tabs.selectedIndex = 1
        return { tabs.view.bounds }
      case .placed:
        let arrangement = ArrangementController()
        arrangement.setViewController(ViewController(), for: .primary)
        arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
        window.rootViewController = arrangement
        window.layoutIfNeeded()
        arrangement.setViewController(probe, for: .secondary)
        // The placement's own pass (C5): the probe appears in it.
        window.layoutIfNeeded()
        return { arrangement.currentLayout?[.secondary]?.frame ?? .null }
      }
    }
  }

  @Test("V5: viewDidAppear sees the final frames of the view and its subviews", arguments: Arrival.allCases)
  func didAppearSeesFinalFrames(_ arrival: Arrival) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    let probe = LayoutProbeController()
    let expectedFrame = arrival.bring(probe, in: simulator)
    #expect(probe.seen.count == 1, "the probe appeared once")
    guard let seen = probe.seen.first else { return }
    let frame = expectedFrame()
    #expect(frame.width > 0 && frame.height > 0, "a real frame: \(frame)")
    let bounds = CGRect(origin: .zero, size: frame.size)
    #expect(LengthTolerance.isEqual(seen.frame, frame), "\(seen.frame) vs \(frame)")
    #expect(LengthTolerance.isEqual(seen.laidOut, bounds.insetBy(dx: 8, dy: 8)), "\(seen.laidOut)")
    // Constraint frames are pixel-aligned in the window (L9): within a pixel of the inset.
    let pixel = 1 / simulator.display.scale
    #expect(LengthTolerance.isEqual(seen.pinned, bounds.insetBy(dx: 16, dy: 16), tolerance: pixel), "\(seen.pinned)")
  }

  @Test(
    "V5: after the controller appeared nothing is left to lay out (no extra layoutIfNeeded)",
    arguments: Arrival.allCases)
  func nothingLeftPending(_ arrival: Arrival) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    let probe = LayoutProbeController()
    _ = arrival.bring(probe, in: simulator)
    // Read without laying out: what a screen audit or a snapshot taken now would see.
    let bounds = probe.view.bounds
    #expect(bounds.width > 0 && bounds.height > 0)
    #expect(LengthTolerance.isEqual(probe.laidOut.frame, bounds.insetBy(dx: 8, dy: 8)), "\(probe.laidOut.frame)")
    let pixel = 1 / simulator.display.scale  // L9: constraint frames are pixel-aligned
    #expect(
      LengthTolerance.isEqual(probe.pinned.frame, bounds.insetBy(dx: 16, dy: 16), tolerance: pixel),
      "\(probe.pinned.frame)")
    #expect(!probe.view.needsLayout)
  }
}
