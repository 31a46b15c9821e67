import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// One row of devices.md's iPhone Duo tables: what the display reports in a posture and
/// orientation. The numbers are typed from devices.md, not computed from the profile.
struct DuoRow: CustomStringConvertible, Sendable {
  struct Region: Sendable {
    let kind: ReservedRegion.Kind
    let id: String
    let frame: CGRect
    let margins: EdgeInsets
    let isActive: Bool
  }

  let posture: Posture
  let orientation: Orientation
  let bounds: CGSize
  let regions: [Region]
  let hinge: Hinge
  var description: String { "\(posture) \(orientation)" }

  static let foldLandscape = CGRect(x: 455.5, y: 0, width: 40, height: 669)
  static let foldPortrait = CGRect(x: 0, y: 455.5, width: 669, height: 40)
  static let book = Hinge(status: .partiallyOpen, angle: 2.226)

  static func fold(_ frame: CGRect, landscape: Bool, active: Bool) -> Region {
    let margins =
      landscape
      ? EdgeInsets(top: 0, left: 20, bottom: 0, right: 20) : EdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
    return Region(kind: .division, id: "fold", frame: frame, margins: margins, isActive: active)
  }

  static func occlusion(_ id: String, _ frame: CGRect, active: Bool) -> Region {
    Region(kind: .occlusion, id: id, frame: frame, margins: EdgeInsets(), isActive: active)
  }

  // Outer display: camera and bar strip, active. Landscape: rotated with the display as the
  // profile rotates its safe area (the portrait trailing edge becomes the top edge).
  static let outerPortrait = [
    occlusion("camera", CGRect(x: 399.667, y: 29.333, width: 37, height: 37), active: true),
    occlusion("bar strip", CGRect(x: 382, y: 0, width: 84, height: 170), active: true),
  ]
  static let outerLandscape = [
    occlusion("camera", CGRect(x: 29.333, y: 29.333, width: 37, height: 37), active: true),
    occlusion("bar strip", CGRect(x: 0, y: 0, width: 170, height: 84), active: true),
  ]
  // Inner display: the camera, inactive (the camera is off).
  static let innerLandscapeCamera = occlusion("camera", CGRect(x: 867, y: 0, width: 84, height: 120), active: false)
  static let innerPortraitCamera = occlusion("camera", CGRect(x: 535, y: 0, width: 134, height: 82), active: false)

  static let all: [DuoRow] = [
    .init(
      posture: .closed, orientation: .portrait, bounds: CGSize(width: 466, height: 678), regions: outerPortrait,
      hinge: Hinge(status: .closed, angle: 0)),
    .init(
      posture: .closed, orientation: .landscape, bounds: CGSize(width: 678, height: 466), regions: outerLandscape,
      hinge: Hinge(status: .closed, angle: 0)),
    .init(
      posture: .flat, orientation: .landscape, bounds: CGSize(width: 951, height: 669),
      regions: [fold(foldLandscape, landscape: true, active: false), innerLandscapeCamera],
      hinge: Hinge(status: .fullyOpen, angle: .pi)),
    .init(
      posture: .flat, orientation: .portrait, bounds: CGSize(width: 669, height: 951),
      regions: [fold(foldPortrait, landscape: false, active: false), innerPortraitCamera],
      hinge: Hinge(status: .fullyOpen, angle: .pi)),
    .init(
      posture: .book, orientation: .landscape, bounds: CGSize(width: 951, height: 669),
      regions: [fold(foldLandscape, landscape: true, active: true), innerLandscapeCamera], hinge: book),
    .init(
      posture: .book, orientation: .portrait, bounds: CGSize(width: 669, height: 951),
      regions: [fold(foldPortrait, landscape: false, active: true), innerPortraitCamera], hinge: book),
    .init(
      posture: .tabletop, orientation: .portrait, bounds: CGSize(width: 669, height: 951),
      regions: [fold(foldPortrait, landscape: false, active: true), innerPortraitCamera], hinge: book),
    .init(
      posture: .tabletop, orientation: .landscape, bounds: CGSize(width: 951, height: 669),
      regions: [fold(foldLandscape, landscape: true, active: true), innerLandscapeCamera], hinge: book),
  ]
}

@MainActor
@Suite("Device profiles: the iPhone Duo reports devices.md's numbers")
struct DeviceProfileTests {
  @Test(
    "devices.md: regions (kind, id, frame, margins, activity) and hinge per posture × orientation",
    arguments: DuoRow.all)
  func duo(_ row: DuoRow) {
    let configuration = Device.iPhoneDuo.configuration(posture: row.posture, orientation: row.orientation)
    #expect(configuration.bounds.size == row.bounds)
    #expect(configuration.hinge == row.hinge)
    #expect(configuration.reservedRegions.count == row.regions.count)
    for (got, want) in zip(configuration.reservedRegions, row.regions) {
      #expect(got.kind == want.kind && got.id.rawValue == want.id, "\(got)")
      #expect(LengthTolerance.isEqual(got.frame, want.frame), "\(got.id): \(got.frame) ≠ \(want.frame)")
      #expect(got.margins == want.margins, "\(got.id)")
      #expect(got.isActive == want.isActive, "\(got.id)")
    }
  }

  @Test(
    "R1: the default query sees the active occlusions; the inactive inner camera only with .includeInactive",
    arguments: DuoRow.all)
  func queries(_ row: DuoRow) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: row.posture, orientation: row.orientation)
    let window = simulator.window
    let expected = row.regions.filter { $0.kind == .occlusion }
    #expect(window.reservedRegions(kind: .occlusion).map(\.id.rawValue) == expected.filter(\.isActive).map(\.id))
    #expect(
      window.reservedRegions(kind: .occlusion, options: .includeInactive).map(\.id.rawValue) == expected.map(\.id))
  }

  @Test("The outer landscape regions are the portrait ones rotated like the safe area, inside the top inset")
  func outerRotation() {
    let landscape = Device.iPhoneDuo.configuration(posture: .closed, orientation: .landscape)
    #expect(landscape.safeAreaInsets == EdgeInsets(top: 84, left: 0, bottom: 0, right: 34))
    let strip = landscape.reservedRegions.first { $0.id.rawValue == "bar strip" }
    #expect(strip.map { LengthTolerance.isEqual($0.frame.height, landscape.safeAreaInsets.top) } == true)
    for region in landscape.reservedRegions {
      #expect(landscape.bounds.contains(region.frame), "\(region)")
    }
  }

  @Test("The book and tabletop hinge angle is 2.226 rad (≈127.5°, the simulator's book pose)")
  func hingeAngle() {
    #expect(Device.partiallyOpenAngle == 2.226)
    #expect(abs(Device.partiallyOpenAngle * 180 / .pi - 127.5) < 0.1)
  }
}
