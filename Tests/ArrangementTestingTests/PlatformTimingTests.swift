import ArrangementTesting
import Foundation
import Testing

/// A split of two plain panes, installed in a simulator.
@MainActor
private func installSplit(in simulator: DeviceSimulator, axes: Axis = .both) -> ArrangementController {
  let arrangement = ArrangementController()
  arrangement.updateArrangement(SplitArrangement().axes(axes))
  arrangement.setViewController(ViewController(), for: .primary)
  arrangement.setViewController(ViewController(), for: .secondary)
  simulator.window.rootViewController = arrangement
  return arrangement
}

/// What one layout pass shows: whether the fold is active and each pane's width (0 = hidden).
/// (The inner display reports three regions in every pose, devices.md: the fold, the active
/// status display and the inactive inner camera.)
@MainActor
private func passSummary(_ simulator: DeviceSimulator, _ arrangement: ArrangementController) -> String {
  let fold = simulator.display.reservedRegions.first { $0.kind == .division }
  let regions = simulator.display.reservedRegions.count
  var text = "regions \(regions), fold " + (fold.map { $0.isActive ? "active" : "inactive" } ?? "none")
  for placement in ViewPlacement.allCases {
    let view = arrangement.viewController(for: placement)!.view!
    text += ", \(placement) " + (view.window == nil ? "unplaced" : LengthFormat.string(view.frame.size.width))
  }
  return text
}

/// Code that reads `state(for:)` after `layoutIfNeeded()` sees what is on screen: a pane
/// reported shown is in the window with a non-empty frame, a hidden one is not.
@MainActor
private func stateMatchesScreen(_ arrangement: ArrangementController) -> Bool {
  arrangement.view.layoutIfNeeded()
  return ViewPlacement.allCases.allSatisfy { placement in
    let state = arrangement.state(for: placement)!
    let view = arrangement.viewController(for: placement)!.view!
    let placed =
      view.window != nil && LengthTolerance.isGreater(view.bounds.size.width, 0)
      && LengthTolerance.isGreater(view.bounds.size.height, 0)
    return state.isHidden != placed
  }
}

@Suite("Platform timing")
struct PlatformTimingTests {
  @MainActor
  @Test("immediate timing (the default): every change lands in one pass")
  func immediateIsDefault() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    #expect(simulator.timing == .immediate)
    let arrangement = installSplit(in: simulator)
    simulator.posture = .book
    #expect(simulator.pendingLayoutPasses == 0)
    #expect(passSummary(simulator, arrangement) == "regions 3, fold active, primary 455.5, secondary 455.5")
    #expect(!simulator.stepLayoutPass())
  }

  @MainActor
  @Test("after a posture change the hinge status arrives first; the division is active a pass later")
  func hingeBeforeDivision() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape), timing: .platform)
    let arrangement = installSplit(in: simulator)
    simulator.finishPendingLayoutPasses()
    #expect(passSummary(simulator, arrangement) == "regions 3, fold inactive, primary 475.5, secondary 475.5")
    var seenByHinge: [String] = []
    let interaction = HingeInteraction { _, update in
      seenByHinge.append("\(update.hinge?.status ?? .unknown): " + passSummary(simulator, arrangement))
    }
    arrangement.view.addInteraction(interaction)
    seenByHinge.removeAll()

    simulator.posture = .book
    // The handler ran with the new status while the fold was still inactive.
    #expect(seenByHinge == ["partiallyOpen: regions 3, fold inactive, primary 475.5, secondary 475.5"])
    #expect(simulator.pendingLayoutPasses == 1)
    #expect(passSummary(simulator, arrangement) == "regions 3, fold inactive, primary 475.5, secondary 475.5")
    #expect(stateMatchesScreen(arrangement))

    #expect(simulator.stepLayoutPass())
    #expect(passSummary(simulator, arrangement) == "regions 3, fold active, primary 455.5, secondary 455.5")
    #expect(stateMatchesScreen(arrangement))
    #expect(simulator.pendingLayoutPasses == 0)
    #expect(seenByHinge.count == 1)
    arrangement.view.removeInteraction(interaction)
  }

  @MainActor
  @Test("a window created folded lays out unfolded first and gets its regions on the fourth pass")
  func launchFolded() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.book, .landscape), timing: .platform)
    #expect(simulator.pendingLayoutPasses == 3)
    let arrangement = installSplit(in: simulator)  // pass 1
    var passes = [passSummary(simulator, arrangement)]
    #expect(stateMatchesScreen(arrangement))
    while simulator.stepLayoutPass() {  // passes 2, 3, 4
      passes.append(passSummary(simulator, arrangement))
      #expect(stateMatchesScreen(arrangement), "pass \(passes.count)")
    }
    #expect(
      passes == [
        "regions 0, fold none, primary 475.5, secondary 475.5",
        "regions 0, fold none, primary 475.5, secondary 475.5",
        "regions 0, fold none, primary 475.5, secondary 475.5",
        "regions 3, fold active, primary 455.5, secondary 455.5",
      ])
    // The cover display's two occlusions, too, arrive on the fourth pass (measurements.md:
    // readers sampled earlier see "no regions at all").
    let closed = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait), timing: .platform)
    var counts = [closed.window.reservedRegions(kind: .occlusion).count]
    while closed.stepLayoutPass() { counts.append(closed.window.reservedRegions(kind: .occlusion).count) }
    #expect(counts == [0, 0, 0, 2])
  }

  @MainActor
  @Test(
    "why the podcast app checks window and bounds: a pane the new posture shows is not placed yet when the hinge says so"
  )
  func shownButNotPlaced() {
    // Closed, a horizontal-only split shows just the primary (the cover is taller than wide).
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait), timing: .platform)
    let arrangement = installSplit(in: simulator, axes: .horizontal)
    simulator.finishPendingLayoutPasses()
    let secondary = arrangement.viewController(for: .secondary)!.view!
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    #expect(secondary.window == nil)

    var atHinge: (predictedShown: Bool, placed: Bool, reported: Bool)?
    let interaction = HingeInteraction { _, update in
      guard update.hinge?.status == .partiallyOpen else { return }
      // What the hinge implies: in the book pose the split shows both panes…
      let predicted = SplitArrangement().axes(.horizontal)
        .layout(in: Device.iPhoneDuo.context(posture: .book, orientation: .landscape))
      // …but the secondary is not in the window yet; state(for:) still says hidden.
      atHinge = (
        predicted[.secondary]?.state.isHidden == false,
        secondary.window != nil && !secondary.bounds.isEmpty,
        arrangement.state(for: .secondary)?.isHidden == false
      )
    }
    arrangement.view.addInteraction(interaction)
    simulator.pose = Pose(.book, .landscape)
    #expect(atHinge?.predictedShown == true)
    #expect(atHinge?.placed == false)  // the check a "shown" pane needs: window and bounds
    #expect(atHinge?.reported == false)  // state(for:) agrees with the screen
    // Every later pass: state(for:) after layoutIfNeeded() is what is on screen.
    #expect(stateMatchesScreen(arrangement))
    #expect(passSummary(simulator, arrangement) == "regions 3, fold inactive, primary 475.5, secondary 475.5")
    simulator.stepLayoutPass()
    #expect(stateMatchesScreen(arrangement))
    #expect(passSummary(simulator, arrangement) == "regions 3, fold active, primary 455.5, secondary 455.5")
    arrangement.view.removeInteraction(interaction)
  }

  @MainActor
  @Test("a pose change during the launch passes cancels them: the new pose follows the platform order")
  func poseChangeDuringLaunch() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.book, .landscape), timing: .platform)
    let arrangement = installSplit(in: simulator)
    simulator.pose = Pose(.tabletop, .portrait)
    // The regions arrive with the new geometry, the fold as inactive as before (absent = inactive)…
    #expect(simulator.pendingLayoutPasses == 1)
    #expect(passSummary(simulator, arrangement).hasPrefix("regions 3, fold inactive"))
    // …and it activates one pass later.
    simulator.finishPendingLayoutPasses()
    #expect(passSummary(simulator, arrangement).hasPrefix("regions 3, fold active"))
    #expect(stateMatchesScreen(arrangement))
    // Unfolding lags the same way: the fold stays active for one pass.
    simulator.posture = .flat
    #expect(passSummary(simulator, arrangement).hasPrefix("regions 3, fold active"))
    simulator.stepLayoutPass()
    #expect(passSummary(simulator, arrangement).hasPrefix("regions 3, fold inactive"))
    #expect(stateMatchesScreen(arrangement))
  }
}
