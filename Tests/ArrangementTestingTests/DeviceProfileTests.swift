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

  // Outer display: the camera and the status part of the bar, active, on the bar's side:
  // right in portrait and `landscape`, left in `landscapeFlipped` (devices.md).
  static let outerPortrait = [
    occlusion("camera", CGRect(x: 399.667, y: 29.333, width: 37, height: 37), active: true),
    occlusion("bar strip", CGRect(x: 382, y: 0, width: 84, height: 170), active: true),
  ]
  static let outerLandscape = [
    occlusion("camera", CGRect(x: 611.667, y: 399.667, width: 37, height: 37), active: true),
    occlusion("bar strip", CGRect(x: 594, y: 384, width: 84, height: 82), active: true),
  ]
  static let outerLandscapeFlipped = [
    occlusion("camera", CGRect(x: 29.333, y: 29.333, width: 37, height: 37), active: true),
    occlusion("bar strip", CGRect(x: 0, y: 0, width: 84, height: 82), active: true),
  ]
  // Inner display: the status display, active, and the inner camera, inactive (it is off).
  static let innerLandscape = [
    occlusion("status display", CGRect(x: 867, y: 0, width: 84, height: 120), active: true),
    occlusion("camera", CGRect(x: 677, y: 21, width: 58, height: 37), active: false),
  ]
  static let innerPortrait = [
    occlusion("status display", CGRect(x: 535, y: 0, width: 134, height: 82), active: true),
    occlusion("camera", CGRect(x: 21, y: 216, width: 37, height: 58), active: false),
  ]

  static let all: [DuoRow] = [
    .init(
      posture: .closed, orientation: .portrait, bounds: CGSize(width: 466, height: 678), regions: outerPortrait,
      hinge: Hinge(status: .closed, angle: 0)),
    .init(
      posture: .closed, orientation: .landscape, bounds: CGSize(width: 678, height: 466), regions: outerLandscape,
      hinge: Hinge(status: .closed, angle: 0)),
    .init(
      posture: .closed, orientation: .landscapeFlipped, bounds: CGSize(width: 678, height: 466),
      regions: outerLandscapeFlipped, hinge: Hinge(status: .closed, angle: 0)),
    .init(
      posture: .flat, orientation: .landscape, bounds: CGSize(width: 951, height: 669),
      regions: [fold(foldLandscape, landscape: true, active: false)] + innerLandscape,
      hinge: Hinge(status: .fullyOpen, angle: .pi)),
    .init(
      posture: .flat, orientation: .portrait, bounds: CGSize(width: 669, height: 951),
      regions: [fold(foldPortrait, landscape: false, active: false)] + innerPortrait,
      hinge: Hinge(status: .fullyOpen, angle: .pi)),
    .init(
      posture: .book, orientation: .landscape, bounds: CGSize(width: 951, height: 669),
      regions: [fold(foldLandscape, landscape: true, active: true)] + innerLandscape, hinge: book),
    .init(
      posture: .book, orientation: .portrait, bounds: CGSize(width: 669, height: 951),
      regions: [fold(foldPortrait, landscape: false, active: true)] + innerPortrait, hinge: book),
    .init(
      posture: .tabletop, orientation: .portrait, bounds: CGSize(width: 669, height: 951),
      regions: [fold(foldPortrait, landscape: false, active: true)] + innerPortrait, hinge: book),
    .init(
      posture: .tabletop, orientation: .landscape, bounds: CGSize(width: 951, height: 669),
      regions: [fold(foldLandscape, landscape: true, active: true)] + innerLandscape, hinge: book),
    // The inner display's bar stays on the right in both landscape rotations, and the fold is
    // symmetric: the flipped landscape reports what landscape does.
    .init(
      posture: .flat, orientation: .landscapeFlipped, bounds: CGSize(width: 951, height: 669),
      regions: [fold(foldLandscape, landscape: true, active: false)] + innerLandscape,
      hinge: Hinge(status: .fullyOpen, angle: .pi)),
    .init(
      posture: .book, orientation: .landscapeFlipped, bounds: CGSize(width: 951, height: 669),
      regions: [fold(foldLandscape, landscape: true, active: true)] + innerLandscape, hinge: book),
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

  /// devices.md's window safe areas (top, left, bottom, right) per display and orientation,
  /// typed from the table, and the usable size each leaves.
  nonisolated static let safeAreas: [(Posture, Orientation, EdgeInsets, CGSize)] = [
    (.closed, .portrait, EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), CGSize(width: 382, height: 644)),
    (.closed, .landscape, EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), CGSize(width: 594, height: 432)),
    (.closed, .landscapeFlipped, EdgeInsets(top: 0, left: 84, bottom: 34, right: 0), CGSize(width: 594, height: 432)),
    (.flat, .landscape, EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), CGSize(width: 867, height: 635)),
    (.book, .landscapeFlipped, EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), CGSize(width: 867, height: 635)),
    (.flat, .portrait, EdgeInsets(top: 82, left: 0, bottom: 34, right: 0), CGSize(width: 669, height: 835)),
    (.tabletop, .portrait, EdgeInsets(top: 82, left: 0, bottom: 34, right: 0), CGSize(width: 669, height: 835)),
  ]

  @Test(
    "devices.md: window safe areas per display and orientation, and the usable size they leave",
    arguments: 0..<safeAreas.count)
  func safeArea(_ index: Int) {
    let (posture, orientation, insets, usable) = Self.safeAreas[index]
    let configuration = Device.iPhoneDuo.configuration(posture: posture, orientation: orientation)
    #expect(configuration.safeAreaInsets == insets, "\(posture) \(orientation)")
    let content = CGRect(
      x: insets.left, y: insets.top, width: configuration.bounds.width - insets.left - insets.right,
      height: configuration.bounds.height - insets.top - insets.bottom)
    #expect(
      LengthTolerance.isEqual(content.width, usable.width) && LengthTolerance.isEqual(content.height, usable.height),
      "\(posture) \(orientation)")
  }

  @Test("devices.md: the outer landscape poses keep the bar on a side, its status region inside the bar's inset")
  func outerLandscapeBar() {
    for orientation in [Orientation.landscape, .landscapeFlipped] {
      let configuration = Device.iPhoneDuo.configuration(posture: .closed, orientation: orientation)
      let insets = configuration.safeAreaInsets
      let strip = configuration.reservedRegions.first { $0.id.rawValue == "bar strip" }
      #expect(strip != nil)
      guard let strip else { continue }
      // The status region lies in the bar: within the side inset, touching that edge.
      let bar =
        orientation == .landscape
        ? CGRect(
          x: configuration.bounds.width - insets.right, y: 0, width: insets.right, height: configuration.bounds.height)
        : CGRect(x: 0, y: 0, width: insets.left, height: configuration.bounds.height)
      #expect(bar.width == 84, "\(orientation)")
      #expect(bar.contains(strip.frame), "\(orientation): \(strip.frame) outside \(bar)")
      for region in configuration.reservedRegions {
        #expect(configuration.bounds.contains(region.frame), "\(region)")
      }
    }
  }

  @Test("devices.md: the vertical bar's side per display and orientation (none on the inner portrait)")
  func barSides() {
    let cases: [(Posture, Orientation, Display.VerticalBar.Side?, CGFloat)] = [
      (.closed, .portrait, .right, 74), (.closed, .landscape, .right, 74), (.closed, .landscapeFlipped, .left, 74),
      (.flat, .landscape, .right, 82), (.flat, .landscapeFlipped, .right, 82), (.book, .landscape, .right, 82),
      (.flat, .portrait, nil, 0), (.tabletop, .portrait, nil, 0),
    ]
    for (posture, orientation, side, top) in cases {
      let bar = Device.iPhoneDuo.configuration(posture: posture, orientation: orientation).verticalBar
      #expect(bar?.side == side, "\(posture) \(orientation)")
      if side != nil { #expect(bar?.disabledTopInset == top, "\(posture) \(orientation)") }
    }
    for orientation in Orientation.allCases {
      #expect(Device.iPhone.configuration(posture: .flat, orientation: orientation).verticalBar == nil)
      #expect(Device.iPad.configuration(posture: .flat, orientation: orientation).verticalBar == nil)
    }
  }

  @Test("The book and tabletop hinge angle is 2.226 rad (≈127.5°, the simulator's book pose)")
  func hingeAngle() {
    #expect(Device.partiallyOpenAngle == 2.226)
    #expect(abs(Device.partiallyOpenAngle * 180 / .pi - 127.5) < 0.1)
  }
}
