@_spi(Testing) import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@Suite("Poses")
struct PoseTests {
  @Test("a device's distinct poses, for test arguments: the Duo's outer display adds its flipped landscape")
  func devicePoses() {
    // devices.md: the outer display's two landscape poses differ (the bar changes sides); the
    // inner display's do not (the bar stays on the right), so only the closed one is added.
    #expect(
      Device.iPhoneDuo.poses.map(\.name) == [
        "closed-portrait", "closed-landscape", "closed-landscapeFlipped", "flat-portrait", "flat-landscape",
        "book-landscape", "tabletop-portrait",
      ])
    #expect(Device.iPad.poses.map(\.name) == ["flat-portrait", "flat-landscape"])
    let plainCover = Device.foldable(
      portraitSize: CGSize(width: 600, height: 900), coverSize: CGSize(width: 400, height: 700))
    #expect(plainCover.poses.count == 6)
    #expect(Device.iPhone.poses.map(\.name) == ["flat-portrait", "flat-landscape"])
    let noCover = Device.foldable(portraitSize: CGSize(width: 600, height: 900))
    #expect(noCover.poses.map(\.name) == ["flat-portrait", "flat-landscape", "book-landscape", "tabletop-portrait"])
    let both = Device.iPhoneDuo.poses(layoutDirections: [.leftToRight, .rightToLeft])
    #expect(both.count == 14)
    #expect(both.last?.name == "tabletop-portrait-rtl")
    #expect(both.last?.description == "tabletop portrait, right to left")
    #expect(Device.iPhoneDuo.poses(layoutDirections: []).isEmpty)
  }

  @MainActor
  @Test(
    "DeviceSimulator(device:pose:) is the posture/orientation/direction initializer",
    arguments: Device.iPhoneDuo.poses(layoutDirections: [.leftToRight, .rightToLeft]))
  func simulatorInPose(pose: Pose) {
    let byPose = DeviceSimulator(device: .iPhoneDuo, pose: pose)
    let byParts = DeviceSimulator(
      device: .iPhoneDuo, posture: pose.posture, orientation: pose.orientation, layoutDirection: pose.layoutDirection)
    #expect(byPose.pose == pose)
    #expect(byPose.display.bounds == byParts.display.bounds)
    #expect(byPose.display.traits == byParts.display.traits)
    #expect(byPose.display.reservedRegions == byParts.display.reservedRegions)
    #expect(byPose.display.hinge == byParts.display.hinge)
  }

  @MainActor
  @Test("setting pose changes all three parts with one layout pass")
  func settablePose() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
    let arrangement = ArrangementController()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    simulator.window.rootViewController = arrangement
    let solves = arrangement.solveCount
    simulator.pose = Pose(.book, .landscape, layoutDirection: .rightToLeft)
    #expect(arrangement.solveCount == solves + 1)
    #expect(simulator.posture == .book && simulator.orientation == .landscape)
    #expect(simulator.display.traits.layoutDirection == .rightToLeft)
    #expect(simulator.display.reservedRegions.contains { $0.kind == .division && $0.isActive })
    simulator.pose = simulator.pose  // the same pose: nothing
    #expect(arrangement.solveCount == solves + 1)
  }
}
