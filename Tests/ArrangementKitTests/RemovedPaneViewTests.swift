import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("A shown pane's view that the app took out (C6)")
struct RemovedPaneViewTests {
  /// How the app takes the pane's view out of the arrangement's view.
  enum Removal: String, CaseIterable, Sendable {
    case removeFromSuperview, movedToAnotherView
  }

  /// What lays the arrangement out next.
  enum NextPass: String, CaseIterable, Sendable {
    /// Nothing else: the removal itself marks the arrangement for layout.
    case windowPass
    /// The app marks the arrangement's view.
    case setNeedsLayout
    /// A pass that solves: the display rotates.
    case rotation
  }

  @Test(
    "C6: a shown pane whose view the app removed is put back by the next layout pass, with its frame, primary on top",
    arguments: Removal.allCases, NextPass.allCases)
  func nextPassPutsItBack(removal: Removal, nextPass: NextPass) {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let (arrangement, primary, secondary) = makeArrangement(
      primary: RecordingController("primary", log: log), secondary: RecordingController("secondary", log: log))
    simulator.window.rootViewController = arrangement
    let elsewhere = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    simulator.window.addSubview(elsewhere)
    log.clear()
    switch removal {
    case .removeFromSuperview: primary.view.removeFromSuperview()
    case .movedToAnotherView: elsewhere.addSubview(primary.view)
    }
    #expect(primary.view.superview !== arrangement.view)
    #expect(arrangement.view.needsLayout)
    switch nextPass {
    case .windowPass: break
    case .setNeedsLayout: arrangement.view.setNeedsLayout()
    case .rotation: simulator.orientation = .portrait
    }
    simulator.window.layoutIfNeeded()
    #expect(primary.view.superview === arrangement.view)
    #expect(primary.parent === arrangement && primary.arrangementViewController === arrangement)
    #expect(arrangement.view.subviews.last === primary.view, "C7: the primary's view above the secondary's")
    #expect(arrangement.view.subviews.contains { $0 === secondary.view })
    #expect(arrangement.state(for: .primary)?.isHidden == false)
    #expect(same(primary.view.frame, arrangement.currentLayout?[.primary]?.frame ?? .null))
    // It left the window and came back: balanced appearance (C12), no containment callback.
    if removal == .removeFromSuperview {
      #expect(
        transitionEvents(log).filter { $0.hasPrefix("primary.") } == [
          "primary.viewWillDisappear(false)", "primary.viewDidDisappear(false)",
          "primary.viewWillAppear(false)", "primary.viewDidAppear(false)",
        ])
    } else {
      #expect(transitionEvents(log).filter { $0.hasPrefix("primary.") }.isEmpty)
    }
  }

  @Test("C6: a pane the layout hides is not put back; shown again, it is re-attached as the same view")
  func hiddenPaneStaysOut() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ArrangementController()
    let primary = ViewController()
    let secondary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    arrangement.updateArrangement(OverlayArrangement().axes(.vertical))
    simulator.window.rootViewController = arrangement
    let secondaryView = secondary.view
    simulator.posture = .book
    simulator.window.layoutIfNeeded()
    #expect(arrangement.state(for: .secondary)?.isHidden == true)
    arrangement.view.setNeedsLayout()
    simulator.window.layoutIfNeeded()
    #expect(secondary.view.superview == nil && secondary.parent == nil)
    simulator.posture = .flat
    simulator.window.layoutIfNeeded()
    #expect(secondary.view === secondaryView && secondary.view.superview === arrangement.view)
  }
}
