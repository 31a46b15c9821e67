import ArrangementKit
import ArrangementSimulator
import ArrangementTestSupport
import Foundation
import Testing

/// An arrangement below other controllers reads its layout traits up the parent chain, the
/// nearest override of each trait winning (T1, C5): it must lay out as a window's root with
/// the same traits does.
@MainActor
@Suite("Layout traits read up the controller chain (T1, C5)")
struct LayoutTraitsChainTests {
  /// Where the overrides are set, and what the arrangement's traits then are.
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var outerHorizontal: UserInterfaceSizeClass? = nil
    var outerDirection: LayoutDirection? = nil
    var ownHorizontal: UserInterfaceSizeClass? = nil
    var ownDirection: LayoutDirection? = nil
    var expectedHorizontal: UserInterfaceSizeClass
    var expectedDirection: LayoutDirection
    var description: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "no overrides", expectedHorizontal: .regular, expectedDirection: .leftToRight),
    Case(
      name: "outer size class", outerHorizontal: .compact, expectedHorizontal: .compact, expectedDirection: .leftToRight
    ),
    Case(
      name: "own size class wins", outerHorizontal: .regular, ownHorizontal: .compact, expectedHorizontal: .compact,
      expectedDirection: .leftToRight),
    Case(
      name: "outer direction", outerDirection: .rightToLeft, expectedHorizontal: .regular,
      expectedDirection: .rightToLeft),
    Case(
      name: "own direction wins", outerDirection: .rightToLeft, ownDirection: .leftToRight,
      expectedHorizontal: .regular,
      expectedDirection: .leftToRight),
    Case(
      name: "traits from two levels", outerHorizontal: .compact, ownDirection: .rightToLeft,
      expectedHorizontal: .compact,
      expectedDirection: .rightToLeft),
  ]

  /// The primary pane's frame of an arrangement that is a window's root, with `horizontal`
  /// and `direction` set as its own overrides.
  func rootFrame(horizontal: UserInterfaceSizeClass, direction: LayoutDirection) -> CGRect {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let (arrangement, primary) = Self.makeArrangement()
    arrangement.traitOverrides.horizontalSizeClass = horizontal
    arrangement.traitOverrides.layoutDirection = direction
    simulator.window.rootViewController = arrangement
    simulator.window.layoutIfNeeded()
    return primary.view.frame
  }

  /// An arrangement with a primary and a secondary, and its primary.
  static func makeArrangement() -> (ArrangementController, ViewController) {
    let arrangement = ArrangementController()
    let primary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    return (arrangement, primary)
  }

  func apply(_ horizontal: UserInterfaceSizeClass?, _ direction: LayoutDirection?, to controller: ViewController) {
    if let horizontal { controller.traitOverrides.horizontalSizeClass = horizontal }
    if let direction { controller.traitOverrides.layoutDirection = direction }
  }

  @Test("T1: an arrangement in a navigation controller lays out with its own traits", arguments: cases)
  func insideNavigation(_ scenario: Case) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let (arrangement, primary) = Self.makeArrangement()
    let navigation = NavigationController(rootViewController: arrangement)
    apply(scenario.outerHorizontal, scenario.outerDirection, to: navigation)
    apply(scenario.ownHorizontal, scenario.ownDirection, to: arrangement)
    simulator.window.rootViewController = navigation
    simulator.window.layoutIfNeeded()
    #expect(arrangement.traitCollection.horizontalSizeClass == scenario.expectedHorizontal)
    #expect(arrangement.traitCollection.layoutDirection == scenario.expectedDirection)
    let expected = rootFrame(horizontal: scenario.expectedHorizontal, direction: scenario.expectedDirection)
    #expect(same(primary.view.frame, expected), "\(primary.view.frame) against \(expected)")
  }

  @Test("T1: a change of an outer override reaches the arrangement in the next pass")
  func outerChange() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let (arrangement, primary) = Self.makeArrangement()
    let navigation = NavigationController(rootViewController: arrangement)
    simulator.window.rootViewController = navigation
    simulator.window.layoutIfNeeded()
    let before = primary.view.frame
    navigation.traitOverrides.layoutDirection = .rightToLeft
    simulator.window.layoutIfNeeded()
    let mirrored = rootFrame(horizontal: .regular, direction: .rightToLeft)
    #expect(!same(before, mirrored), "the override must move the primary pane")
    #expect(same(primary.view.frame, mirrored), "\(primary.view.frame) against \(mirrored)")
  }

  @Test("T1: an arrangement in another arrangement's slot lays out with its own traits", arguments: cases)
  func insideSlot(_ scenario: Case) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let outer = ArrangementController()
    outer.updateArrangement(.overlay)
    let (arrangement, primary) = Self.makeArrangement()
    outer.setViewController(arrangement, for: .primary)
    apply(scenario.outerHorizontal, scenario.outerDirection, to: outer)
    apply(scenario.ownHorizontal, scenario.ownDirection, to: arrangement)
    simulator.window.rootViewController = outer
    simulator.window.layoutIfNeeded()
    #expect(arrangement.traitCollection.horizontalSizeClass == scenario.expectedHorizontal)
    #expect(arrangement.traitCollection.layoutDirection == scenario.expectedDirection)
    // The inner arrangement's pane, laid out in the inner arrangement's own bounds.
    let (reference, referencePrimary) = Self.makeArrangement()
    reference.traitOverrides.horizontalSizeClass = scenario.expectedHorizontal
    reference.traitOverrides.layoutDirection = scenario.expectedDirection
    reference.view.frame = CGRect(origin: .zero, size: arrangement.view.frame.size)
    reference.view.layoutIfNeeded()
    #expect(
      same(primary.view.frame, referencePrimary.view.frame),
      "\(primary.view.frame) against \(referencePrimary.view.frame)")
  }
}
