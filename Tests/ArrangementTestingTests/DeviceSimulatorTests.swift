@_spi(Testing) import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("DeviceSimulator and Display")
struct DeviceSimulatorTests {
  @Test("Simulator: the window is key, visible and covers the display")
  func window() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    #expect(simulator.window.isKeyWindow)
    #expect(!simulator.window.isHidden)
    #expect(simulator.window.frame == rect(0, 0, 951, 669))
    #expect(simulator.display.scale == 3)
    #expect(simulator.display.hinge?.status == .partiallyOpen)
  }

  @Test(
    "Simulator: every posture × orientation matches the device configuration",
    arguments: Posture.allCases, Orientation.allCases)
  func configurations(posture: Posture, orientation: Orientation) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .portrait)
    simulator.posture = posture
    simulator.orientation = orientation
    let expected = Device.iPhoneDuo.configuration(posture: posture, orientation: orientation)
    let display = simulator.display
    #expect(display.bounds == expected.bounds)
    #expect(display.scale == expected.scale)
    #expect(display.traits.horizontalSizeClass == expected.horizontalSizeClass)
    #expect(display.traits.verticalSizeClass == expected.verticalSizeClass)
    #expect(display.reservedRegions == expected.reservedRegions)
    #expect(display.safeAreaInsets == expected.safeAreaInsets)
    #expect(display.hinge == expected.hinge)
    #expect(simulator.window.frame == expected.bounds)
  }

  @Test("Simulator: installing a controller sizes it to the display and lays it out")
  func installing() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let (arrangement, primary, secondary) = makeArrangement(primary: ViewController(), secondary: ViewController())
    simulator.window.rootViewController = arrangement
    #expect(arrangement.view.frame == rect(0, 0, 951, 669))
    #expect(same(primary.view.frame, rect(0, 0, 455.5, 669)))
    #expect(same(secondary.view.frame, rect(495.5, 0, 455.5, 669)))
    simulator.orientation = .portrait  // tabletop pose: fold across
    #expect(same(primary.view.frame, rect(0, 0, 669, 455.5)))
    #expect(same(secondary.view.frame, rect(0, 495.5, 669, 455.5)))
  }

  @Test(
    "S11/T1: installed in right-to-left, the book pose mirrors; tabletop does not",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func mirrored(direction: LayoutDirection) {
    let simulator = DeviceSimulator(
      device: .iPhoneDuo, posture: .book, orientation: .landscape,
      layoutDirection: direction)
    let (arrangement, primary, secondary) = makeArrangement(primary: ViewController(), secondary: ViewController())
    simulator.window.rootViewController = arrangement
    let leading = rect(0, 0, 455.5, 669)
    let trailing = rect(495.5, 0, 455.5, 669)
    #expect(same(primary.view.frame, direction == .leftToRight ? leading : trailing))
    #expect(same(secondary.view.frame, direction == .leftToRight ? trailing : leading))
    simulator.orientation = .portrait  // vertical split: never flipped by direction
    #expect(same(primary.view.frame, rect(0, 0, 669, 455.5)))
    #expect(same(secondary.view.frame, rect(0, 495.5, 669, 455.5)))
  }

  @Test("Display: changes outside a batch lay the window out at once")
  func displayChanges() {
    let display = Display(bounds: rect(0, 0, 1000, 600))
    let window = Window(display: display)
    let (arrangement, primary, _) = makeArrangement(primary: ViewController(), secondary: ViewController())
    window.rootViewController = arrangement
    #expect(same(primary.view.frame, rect(0, 0, 500, 600)))
    display.reservedRegions = [ReservedRegion(kind: .division, frame: rect(600, 0, 40, 600))]
    #expect(same(primary.view.frame, rect(0, 0, 600, 600)))
    display.bounds = rect(0, 0, 600, 1000)
    #expect(window.frame == rect(0, 0, 600, 1000))
    #expect(arrangement.view.frame == rect(0, 0, 600, 1000))
  }

  @Test("Display: performUpdates lays out once for several changes")
  func batching() {
    let display = Display(bounds: rect(0, 0, 1000, 600))
    let window = Window(display: display)
    let (arrangement, _, _) = makeArrangement(primary: ViewController(), secondary: ViewController())
    window.rootViewController = arrangement
    let solves = arrangement.solveCount
    display.performUpdates {
      display.bounds = rect(0, 0, 900, 600)
      display.traits.horizontalSizeClass = .regular
      display.reservedRegions = [ReservedRegion(kind: .division, frame: rect(400, 0, 40, 600))]
    }
    #expect(arrangement.solveCount == solves + 1)
  }

  @Test("Display: scale and traits.displayScale are one value")
  func scaleAndTraits() {
    let display = Display(bounds: rect(0, 0, 10, 10), scale: 3)
    #expect(display.traits.displayScale == 3)
    let fromTraits = Display(bounds: rect(0, 0, 10, 10), traits: TraitCollection(displayScale: 2))
    #expect(fromTraits.scale == 2)
    fromTraits.scale = 1
    #expect(fromTraits.traits.displayScale == 1)
    // Traits with the default scale change only what they name; another scale is adopted.
    display.traits = TraitCollection(horizontalSizeClass: .compact)
    #expect(display.scale == 3)
    #expect(display.traits == TraitCollection(horizontalSizeClass: .compact, displayScale: 3))
    display.traits = TraitCollection(displayScale: 2)
    #expect(display.scale == 2)
  }
}
