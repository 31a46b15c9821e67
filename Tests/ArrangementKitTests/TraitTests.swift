import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Traits (T1)")
struct TraitTests {
  @Test("T1: windows take traits from their display, controllers from their parent")
  func inheritance() {
    let simulator = DeviceSimulator(
      device: .iPhoneDuo, posture: .flat, orientation: .landscape,
      layoutDirection: .rightToLeft)
    let expected = TraitCollection(
      horizontalSizeClass: .regular, verticalSizeClass: .regular,
      layoutDirection: .rightToLeft, displayScale: 3, userInterfaceStyle: .light)
    #expect(simulator.window.traitCollection == expected)
    let (arrangement, primary, _) = makeArrangement()
    simulator.window.rootViewController = arrangement
    #expect(arrangement.traitCollection == expected)
    #expect(primary.traitCollection == expected)
    #expect(primary.view.traitCollection == expected)
    let loose = View()
    primary.view.addSubview(loose)
    #expect(loose.traitCollection == expected)
  }

  @Test("T1: a controller outside any window has the default traits")
  func defaults() {
    #expect(ViewController().traitCollection == TraitCollection())
  }

  @Test("T1: traitOverrides replace traits for the controller and everything below it")
  func overrides() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let log = EventLog()
    let (arrangement, primary, secondary) = makeArrangement(log: log)
    simulator.window.rootViewController = arrangement
    log.clear()
    primary.previousTraits.removeAll()
    arrangement.traitOverrides.horizontalSizeClass = .compact
    #expect(arrangement.traitCollection.horizontalSizeClass == .compact)
    #expect(primary.traitCollection.horizontalSizeClass == .compact)
    #expect(primary.traitCollection.verticalSizeClass == .regular)
    #expect(simulator.window.traitCollection.horizontalSizeClass == .regular)
    #expect(log.events(of: "primary").filter { $0 == "traitCollectionDidChange" }.count == 1)
    #expect(primary.previousTraits.first??.horizontalSizeClass == .regular)
    // Overrides lower down win over those above.
    secondary.traitOverrides.horizontalSizeClass = .regular
    #expect(secondary.traitCollection.horizontalSizeClass == .regular)
    #expect(secondary.view.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("T1: a trait change re-lays out the arrangement and calls traitCollectionDidChange")
  func traitChangeRelayouts() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let log = EventLog()
    let (arrangement, primary, _) = makeArrangement(log: log)
    simulator.window.rootViewController = arrangement
    #expect(arrangement.state(for: .secondary)?.isHidden == false)
    log.clear()
    simulator.display.traits.horizontalSizeClass = .compact  // display change: laid out at once
    #expect(log.events(of: "primary").contains("traitCollectionDidChange"))
    #expect(arrangement.currentLayout?[.secondary]?.state.isHidden == true)
    #expect(same(primary.view.frame, rect(0, 0, 951, 669)))
  }

  @Test("T1: layout direction from the traits mirrors the split")
  func layoutDirection() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let (arrangement, primary, secondary) = makeArrangement()
    simulator.window.rootViewController = arrangement
    #expect(primary.view.frame.minX == 0)
    simulator.layoutDirection = .rightToLeft
    #expect(secondary.view.frame.minX == 0)
    #expect(same(primary.view.frame, rect(475.5, 0, 475.5, 669)))  // unsnapped halves (P2)
    arrangement.traitOverrides.layoutDirection = .leftToRight
    arrangement.view.layoutIfNeeded()
    #expect(primary.view.frame.minX == 0)
  }

  @Test("T1: a hidden, detached child keeps its arrangement's traits")
  func detachedChildTraits() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let (arrangement, _, secondary) = makeArrangement()
    arrangement.updateArrangement(SplitArrangement().axes(.horizontal))
    simulator.window.rootViewController = arrangement
    #expect(secondary.parent == nil)  // hidden on the cover display in portrait
    #expect(secondary.traitCollection.displayScale == 3)
    #expect(secondary.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("T1: a parentless controller's view takes the traits of the window or view it is moved into")
  func traitsFollowTheSuperview() {
    let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
    let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
    let wide = Window(display: Display(bounds: rect(0, 0, 1024, 768), scale: 2, traits: regular))
    let narrow = Window(display: Display(bounds: rect(0, 0, 390, 844), scale: 3, traits: compact))
    let container = View()
    narrow.addSubview(container)
    let controller = ViewController()
    // Each step moves the view on from where the previous one left it.
    let steps: [(label: String, destination: View?, expected: TraitCollection)] = [
      ("into the wide window", wide, regular),
      ("into the narrow window", narrow, compact),
      ("into a view in the narrow window", container, compact),
      ("back into the wide window", wide, regular),
      ("out of every window", nil, TraitCollection()),
    ]
    for step in steps {
      if let destination = step.destination {
        destination.addSubview(controller.view)
      } else {
        controller.view.removeFromSuperview()
      }
      #expect(controller.traitCollection == step.expected, "\(step.label)")
      #expect(controller.view.traitCollection == step.expected, "\(step.label)")
    }
  }

  @Test("T1: a controller whose window was freed has the default traits")
  func traitsAfterTheWindowIsFreed() {
    let controller = ViewController()
    var window: Window? = Window(display: Display(bounds: rect(0, 0, 390, 844), scale: 3))
    window?.addSubview(controller.view)
    #expect(controller.traitCollection.displayScale == 3)
    window = nil
    #expect(controller.view.superview == nil)
    #expect(controller.traitCollection == TraitCollection())
  }
}
