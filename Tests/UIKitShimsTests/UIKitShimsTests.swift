import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// Runs the platform-style snippet (PlatformStyleSnippet.swift) on a simulated iPhone Duo. The
/// window set-up is here, not in the snippet, because windows are created from scenes on the
/// platform and from displays here.
@MainActor
@Suite("UIKit shims")
struct UIKitShimsTests {
  @Test("Platform-style code compiles against the shims and lays out in the book pose")
  func platformStyleCodeRuns() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let arrangementViewController = makeNowPlayingViewController()
    simulator.window.rootViewController = arrangementViewController
    simulator.window.layoutIfNeeded()

    // Across the fold each view fills one page (S9), whatever its preferred width.
    let lines = describeArrangement(of: arrangementViewController)
    #expect(
      lines == [
        "primary: hidden false, axis horizontal, zIndex 0", "secondary: hidden false, axis horizontal, zIndex 0",
      ])
    let player = arrangementViewController.viewController(for: .primary)
    #expect(player is PlayerViewController)
    #expect(player?.view.subviews.count == 1)
  }

  @Test("O6: the queue compacts while the player is layered above it")
  func overlayCompactsQueue() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangementViewController = makeNowPlayingViewController()
    simulator.window.rootViewController = arrangementViewController
    showPlayerOverQueue(in: arrangementViewController)
    simulator.window.layoutIfNeeded()
    #expect(
      describeArrangement(of: arrangementViewController) == [
        "primary: hidden false, axis neither, zIndex 1", "secondary: hidden false, axis neither, zIndex 0",
      ])
    let queue = arrangementViewController.viewController(for: .secondary) as? UpNextViewController
    #expect(queue?.isCompact == true)

    simulator.posture = .book
    simulator.window.layoutIfNeeded()
    #expect(queue?.isCompact == false)
  }

  @Test("Typealiases name the package's types")
  func typealiasesResolve() {
    #expect(UIArrangementViewController.self == ArrangementController.self)
    #expect(UISplitArrangement.self == SplitArrangement.self)
    #expect(UIOverlayArrangement.self == OverlayArrangement.self)
    #expect(UIViewController.self == ViewController.self)
    #expect(UIView.self == ArrangementKit.View.self)  // qualified: this module declares its own View
    #expect(UIWindow.self == ArrangementKit.Window.self)
    #expect(UIScreen.self == Display.self)
    #expect(UIAxis.self == Axis.self)
    #expect(NSDirectionalRectEdge.self == DirectionalRectEdge.self)
    #expect(UIEdgeInsets.self == ArrangementCore.EdgeInsets.self)
    #expect(UIUserInterfaceSizeClass.self == UserInterfaceSizeClass.self)
    #expect(UITraitCollection.self == TraitCollection.self)
    #expect(UIHingeInteraction.self == HingeInteraction.self)
    #expect(prefersSingleColumn(UITraitCollection(horizontalSizeClass: .compact)))
    #expect(!prefersSingleColumn(UITraitCollection(horizontalSizeClass: .regular)))
  }

  @Test("R3: a hinge interaction reports the hinge once the view is in a window")
  func hingeInteractionReports() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    var reports: [Bool] = []
    let interaction = makeHingeInteraction { reports.append($0) }
    let arrangementViewController = makeNowPlayingViewController()
    arrangementViewController.view.addInteraction(interaction)
    simulator.window.rootViewController = arrangementViewController
    simulator.window.layoutIfNeeded()
    #expect(reports.first == true)
  }
}
