import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Screens and scenes: orientation, native bounds, idiom")
struct ScreenAndSceneTests {
  @Test(
    "devices.md: windowScene.interfaceOrientation is .landscapeRight for landscape, .landscapeLeft for landscapeFlipped",
    arguments: [
      (Orientation.portrait, InterfaceOrientation.portrait), (.landscape, .landscapeRight),
      (.landscapeFlipped, .landscapeLeft),
    ])
  func interfaceOrientation(_ orientation: Orientation, _ expected: InterfaceOrientation) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    simulator.orientation = orientation
    #expect(simulator.window.windowScene?.interfaceOrientation == expected)
    #expect(InterfaceOrientation.landscapeRight.rawValue == 3 && InterfaceOrientation.landscapeLeft.rawValue == 4)
  }

  @Test("nativeBounds is the display in pixels held upright, whichever way it turns; nativeScale is the scale")
  func nativeBounds() {
    // measurements.md: framebuffers 1398 × 2034 (outer) and 2007 × 2853 (inner), scale 3.
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .landscape)
    #expect(simulator.display.nativeBounds == CGRect(x: 0, y: 0, width: 1398, height: 2034))
    simulator.posture = .flat
    #expect(simulator.display.nativeBounds == CGRect(x: 0, y: 0, width: 2007, height: 2853))
    simulator.orientation = .portrait
    #expect(simulator.display.nativeBounds == CGRect(x: 0, y: 0, width: 2007, height: 2853))
    #expect(simulator.display.nativeScale == 3)
  }

  @Test("api.md: userInterfaceIdiom is .phone on the iPhone Duo and the iPhone, .pad on the iPad")
  func idiom() {
    for (device, expected) in [(Device.iPhoneDuo, UserInterfaceIdiom.phone), (.iPhone, .phone), (.iPad, .pad)] {
      let simulator = DeviceSimulator(device: device, posture: .flat, orientation: .portrait)
      let root = ViewController()
      simulator.window.rootViewController = root
      #expect(root.traitCollection.userInterfaceIdiom == expected, "\(device)")
      #expect(root.view.traitCollection.userInterfaceIdiom == expected)
    }
    #expect(TraitCollection().userInterfaceIdiom == .unspecified)
  }
}
