import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// A controller with a settable preference, as apps override it.
@MainActor
private final class BarController: ViewController {
  var behavior: VerticalBarBehavior = .automatic
  override var preferredVerticalBarBehavior: VerticalBarBehavior { behavior }

  convenience init(_ behavior: VerticalBarBehavior) {
    self.init()
    self.behavior = behavior
  }
}

private func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// behavior.md VB, with devices.md's numbers: outer display bar right (portrait, `landscape`)
/// or left (`landscapeFlipped`), 84 pt; inner display bar right in landscape, none in portrait;
/// disabled, the status bar takes 74 (outer) or 82 (inner) on top; the bottom stays 34.
@MainActor
@Suite("VB: the vertical bar")
struct VerticalBarTests {
  @Test("VB1: raw values and defaults; navigation defers to its top, tab bar to its selected, arrangement to none")
  func defaults() {
    #expect(VerticalBarBehavior.automatic.rawValue == 0 && VerticalBarBehavior.disabled.rawValue == 1)
    #expect(VerticalBarEdge.unspecified.rawValue == 0)
    #expect(VerticalBarEdge.leading.rawValue == 1 && VerticalBarEdge.trailing.rawValue == 2)
    let plain = ViewController()
    #expect(plain.preferredVerticalBarBehavior == .automatic)
    #expect(plain.childForPreferredVerticalBarBehavior == nil)
    let top = ViewController()
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.pushViewController(top, animated: false)
    #expect(navigation.childForPreferredVerticalBarBehavior === top)
    let tabs = TabBarController()
    let first = ViewController()
    let second = ViewController()
    tabs.viewControllers = [first, second]
    tabs.selectedIndex = 1
    #expect(tabs.childForPreferredVerticalBarBehavior === second)
    #expect(ArrangementController().childForPreferredVerticalBarBehavior == nil)
  }

  /// Posture, orientation, the root view's insets automatic, and disabled (devices.md, VB3).
  nonisolated static let cases: [(Posture, Orientation, EdgeInsets, EdgeInsets)] = [
    (.closed, .portrait, insets(0, 0, 34, 84), insets(74, 0, 34, 0)),
    (.closed, .landscape, insets(0, 0, 34, 84), insets(74, 0, 34, 0)),
    (.closed, .landscapeFlipped, insets(0, 84, 34, 0), insets(74, 0, 34, 0)),
    (.flat, .landscape, insets(0, 0, 34, 84), insets(82, 0, 34, 0)),
    (.book, .landscapeFlipped, insets(0, 0, 34, 84), insets(82, 0, 34, 0)),
    // No bar on the inner display in portrait: nothing changes.
    (.flat, .portrait, insets(82, 0, 34, 0), insets(82, 0, 34, 0)),
  ]

  @Test(
    "VB3: a disabled window root loses the bar's side inset and gets the status inset on top",
    arguments: 0..<cases.count)
  func disabledRoot(_ index: Int) {
    let (posture, orientation, automatic, disabled) = Self.cases[index]
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: posture, orientation: orientation)
    let root = BarController(.disabled)
    simulator.window.rootViewController = root
    #expect(root.view.safeAreaInsets == disabled, "\(posture) \(orientation)")
    root.behavior = .automatic
    root.setNeedsUpdateOfVerticalBarConfiguration()
    #expect(root.view.safeAreaInsets == automatic, "\(posture) \(orientation)")
  }

  @Test("VB3: where there is no bar (the iPhone), disabling changes nothing")
  func noBar() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .portrait)
    let root = BarController(.disabled)
    simulator.window.rootViewController = root
    #expect(root.view.safeAreaInsets == simulator.display.safeAreaInsets)
    #expect(root.traitCollection.verticalBarEdge == .unspecified)
  }

  @Test("VB2: the preference is read again only after setNeedsUpdateOfVerticalBarConfiguration()")
  func needsUpdate() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let root = BarController(.automatic)
    simulator.window.rootViewController = root
    root.behavior = .disabled
    #expect(root.view.safeAreaInsets.right == 84)
    let child = ViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.view.frame = root.view.bounds
    child.didMove(toParent: root)
    child.setNeedsUpdateOfVerticalBarConfiguration()  // from anywhere in the presentation
    #expect(root.view.safeAreaInsets == insets(74, 0, 34, 0))
    #expect(child.view.safeAreaInsets == insets(74, 0, 34, 0))
  }

  @Test("VB2: a navigation controller resolves through its top controller; push and pop re-resolve")
  func navigation() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let navigation = NavigationController(rootViewController: BarController(.automatic))
    simulator.window.rootViewController = navigation
    #expect(navigation.view.safeAreaInsets.right == 84)
    let player = BarController(.disabled)
    navigation.pushViewController(player, animated: false)
    #expect(player.view.safeAreaInsets == insets(74, 0, 34, 0))
    #expect(player.traitCollection.verticalBarEdge == .unspecified)
    navigation.popViewController(animated: false)
    #expect(navigation.view.safeAreaInsets == insets(0, 0, 34, 84))
    #expect(navigation.traitCollection.verticalBarEdge == .trailing)
  }

  @Test("VB2: a tab bar controller resolves through its selected controller; a tab switch re-resolves")
  func tabs() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let tabs = TabBarController()
    let library = BarController(.automatic)
    let player = BarController(.disabled)
    tabs.viewControllers = [library, player]
    simulator.window.rootViewController = tabs
    #expect(library.view.safeAreaInsets == insets(0, 0, 34, 84))
    tabs.selectedIndex = 1
    #expect(player.view.safeAreaInsets == insets(82, 0, 34, 0))
    tabs.selectedIndex = 0
    #expect(library.view.safeAreaInsets == insets(0, 0, 34, 84))
  }

  @Test("VB2: resolved per presentation: a presented controller that disables the bar leaves its presenter's")
  func presentation() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let root = BarController(.automatic)
    simulator.window.rootViewController = root
    let sheet = BarController(.disabled)
    root.present(sheet, animated: false)
    #expect(sheet.view.safeAreaInsets == insets(74, 0, 34, 0))
    #expect(sheet.traitCollection.verticalBarEdge == .unspecified)
    #expect(root.view.safeAreaInsets == insets(0, 0, 34, 84))
    #expect(root.traitCollection.verticalBarEdge == .trailing)
  }

  /// Posture, orientation, layout direction, the expected edge (devices.md, VB4).
  nonisolated static let edges: [(Posture, Orientation, LayoutDirection, VerticalBarEdge)] = [
    (.closed, .portrait, .leftToRight, .trailing),
    (.closed, .landscape, .leftToRight, .trailing),
    (.closed, .landscapeFlipped, .leftToRight, .leading),
    (.flat, .landscape, .leftToRight, .trailing),
    (.flat, .landscapeFlipped, .leftToRight, .trailing),
    (.book, .landscape, .leftToRight, .trailing),
    (.flat, .portrait, .leftToRight, .unspecified),
    (.tabletop, .portrait, .leftToRight, .unspecified),
    // Right to left the bar keeps its physical side, so the edge flips.
    (.closed, .portrait, .rightToLeft, .leading),
    (.closed, .landscapeFlipped, .rightToLeft, .trailing),
    (.book, .landscape, .rightToLeft, .leading),
    (.flat, .portrait, .rightToLeft, .unspecified),
  ]

  @Test("VB4: traitCollection.verticalBarEdge per pose, flipped in right-to-left", arguments: 0..<edges.count)
  func edge(_ index: Int) {
    let (posture, orientation, direction, expected) = Self.edges[index]
    let simulator = DeviceSimulator(
      device: .iPhoneDuo, posture: posture, orientation: orientation, layoutDirection: direction)
    let root = ViewController()
    simulator.window.rootViewController = root
    let label = View()
    root.view.addSubview(label)
    #expect(root.traitCollection.verticalBarEdge == expected, "\(posture) \(orientation) \(direction)")
    #expect(label.traitCollection.verticalBarEdge == expected)
  }

  @Test("VB4: no bar on the iPhone or the iPad, and in traits made by hand")
  func edgeWithoutBar() {
    for device in [Device.iPhone, .iPad] {
      let simulator = DeviceSimulator(device: device, posture: .flat, orientation: .landscape)
      let root = ViewController()
      simulator.window.rootViewController = root
      #expect(root.traitCollection.verticalBarEdge == .unspecified)
    }
    #expect(TraitCollection().verticalBarEdge == .unspecified)
  }

  @Test("VB4: registering for systemTraitsAffectingVerticalBarEdge hears the bar change sides")
  func registration() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .landscape)
    let root = ViewController()
    simulator.window.rootViewController = root
    var edges: [VerticalBarEdge] = []
    root.registerForTraitChanges(TraitCollection.systemTraitsAffectingVerticalBarEdge) {
      (controller: ViewController, _: TraitCollection) in
      edges.append(controller.traitCollection.verticalBarEdge)
    }
    simulator.orientation = .landscapeFlipped
    simulator.orientation = .landscapeFlipped
    simulator.layoutDirection = .rightToLeft
    #expect(edges == [.leading, .trailing])
  }
}
