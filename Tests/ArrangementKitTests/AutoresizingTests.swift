import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("View: autoresizing masks (V2)")
struct AutoresizingTests {
  /// One axis: a superview of length 100 → `newLength` and a subview at `origin`, `length`;
  /// the row is run along x (left/width/right) and mirrored along y (top/height/bottom).
  struct Row: CustomStringConvertible, Sendable {
    let description: String
    let before: Bool
    let length: Bool
    let after: Bool
    let origin: CGFloat
    let size: CGFloat
    let newLength: CGFloat
    let expectedOrigin: CGFloat
    let expectedSize: CGFloat
  }

  nonisolated static let rows: [Row] = [
    Row(
      description: "nothing flexible: unchanged", before: false, length: false, after: false,
      origin: 10, size: 30, newLength: 160, expectedOrigin: 10, expectedSize: 30),
    Row(
      description: "flexible length only: the margins stay", before: false, length: true, after: false,
      origin: 10, size: 30, newLength: 160, expectedOrigin: 10, expectedSize: 90),
    Row(
      description: "flexible leading margin only: pinned to the trailing edge", before: true, length: false,
      after: false, origin: 10, size: 30, newLength: 160, expectedOrigin: 70, expectedSize: 30),
    Row(
      description: "flexible trailing margin only: pinned to the leading edge", before: false, length: false,
      after: true, origin: 10, size: 30, newLength: 160, expectedOrigin: 10, expectedSize: 30),
    Row(
      description: "both margins flexible: 10 and 60 share +70 as 10:60", before: true, length: false, after: true,
      origin: 10, size: 30, newLength: 170, expectedOrigin: 20, expectedSize: 30),
    Row(
      description: "all three flexible: +100 shared 10:30:60", before: true, length: true, after: true,
      origin: 10, size: 30, newLength: 200, expectedOrigin: 20, expectedSize: 60),
    Row(
      description: "length and trailing margin: -50 shared 30:60", before: false, length: true, after: true,
      origin: 10, size: 30, newLength: 50, expectedOrigin: 10, expectedSize: 30 - 50.0 / 3),
    Row(
      description: "flexible parts all zero long: equal shares", before: true, length: true, after: false,
      origin: 0, size: 0, newLength: 140, expectedOrigin: 20, expectedSize: 20),
    Row(
      description: "a subview filling the superview, width flexible: keeps filling", before: false, length: true,
      after: false, origin: 0, size: 100, newLength: 37.5, expectedOrigin: 0, expectedSize: 37.5),
  ]

  /// The flexible parts of `row` along `axis`.
  static func mask(_ row: Row, vertical: Bool) -> View.AutoresizingMask {
    var mask: View.AutoresizingMask = []
    if row.before { mask.insert(vertical ? .flexibleTopMargin : .flexibleLeftMargin) }
    if row.length { mask.insert(vertical ? .flexibleHeight : .flexibleWidth) }
    if row.after { mask.insert(vertical ? .flexibleBottomMargin : .flexibleRightMargin) }
    return mask
  }

  @Test(
    "V2: the superview's change is shared among the flexible parts by their lengths", arguments: rows, [false, true])
  func resizing(row: Row, vertical: Bool) {
    let superview = View(frame: vertical ? rect(0, 0, 50, 100) : rect(0, 0, 100, 50))
    let subview = View(frame: vertical ? rect(5, row.origin, 20, row.size) : rect(row.origin, 5, row.size, 20))
    subview.autoresizingMask = Self.mask(row, vertical: vertical)
    superview.addSubview(subview)
    superview.frame.size =
      vertical ? CGSize(width: 50, height: row.newLength) : CGSize(width: row.newLength, height: 50)
    let expected =
      vertical
      ? rect(5, row.expectedOrigin, 20, row.expectedSize) : rect(row.expectedOrigin, 5, row.expectedSize, 20)
    let frame = subview.frame
    #expect(LengthTolerance.isEqual(frame.minX, expected.minX), "\(frame) vs \(expected)")
    #expect(LengthTolerance.isEqual(frame.minY, expected.minY), "\(frame) vs \(expected)")
    #expect(LengthTolerance.isEqual(frame.width, expected.width), "\(frame) vs \(expected)")
    #expect(LengthTolerance.isEqual(frame.height, expected.height), "\(frame) vs \(expected)")
  }

  @Test("V2: both axes at once, through bounds, and down the hierarchy")
  func bothAxesAndNesting() {
    let host = View(frame: rect(0, 0, 400, 300))
    let content = View(frame: host.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let badge = View(frame: rect(360, 10, 30, 20))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    host.addSubview(content)
    content.addSubview(badge)
    host.bounds = rect(0, 0, 600, 500)
    #expect(content.frame == rect(0, 0, 600, 500))
    #expect(badge.frame == rect(560, 10, 30, 20))
  }

  @Test("V2: no resizing when autoresizesSubviews is false, when only the origin moves, or for equal sizes")
  func noResizing() {
    let host = View(frame: rect(0, 0, 400, 300))
    let content = View(frame: host.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    host.addSubview(content)
    host.frame.origin = CGPoint(x: 50, y: 50)
    host.frame.size = CGSize(width: 400, height: 300)
    #expect(content.frame == rect(0, 0, 400, 300))
    host.autoresizesSubviews = false
    host.frame.size = CGSize(width: 200, height: 100)
    #expect(content.frame == rect(0, 0, 400, 300))
    #expect(host.autoresizesSubviews == false)
    #expect(View().autoresizesSubviews)
    #expect(View().autoresizingMask.isEmpty)
  }

  @Test("V2: non-finite sizes change nothing")
  func nonFinite() {
    let host = View(frame: rect(0, 0, 400, 300))
    let content = View(frame: host.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin]
    host.addSubview(content)
    host.frame.size = CGSize(width: CGFloat.nan, height: .infinity)
    #expect(content.frame == rect(0, 0, 400, 300))
  }

  @Test("V2: the pattern 'pin the arrangement's view to my bounds' follows the host on a rotation")
  func pinnedArrangement() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let host = ViewController()
    simulator.window.rootViewController = host
    let arrangement = ArrangementController()
    arrangement.setViewController(ViewController(), for: .primary)
    arrangement.setViewController(ViewController(), for: .secondary)
    host.addChild(arrangement)
    arrangement.view.frame = host.view.bounds
    arrangement.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    host.view.addSubview(arrangement.view)
    arrangement.didMove(toParent: host)
    simulator.orientation = .portrait
    #expect(arrangement.view.frame == host.view.bounds)
    #expect(arrangement.state(for: .primary) != nil)
  }

  @Test("V2: masks keep the platform's raw values and print their names")
  func rawValues() {
    let masks: [(View.AutoresizingMask, UInt)] = [
      (.flexibleLeftMargin, 1), (.flexibleWidth, 2), (.flexibleRightMargin, 4),
      (.flexibleTopMargin, 8), (.flexibleHeight, 16), (.flexibleBottomMargin, 32),
    ]
    for (mask, raw) in masks { #expect(mask.rawValue == raw) }
    #expect("\(View.AutoresizingMask([.flexibleWidth, .flexibleHeight]))" == "[flexibleWidth, flexibleHeight]")
    #expect("\(View.AutoresizingMask())" == "[]")
  }

  /// How the subview of `maskTiming` comes to have its mask (or loses it).
  enum MaskTiming: String, CaseIterable, CustomStringConvertible, Sendable {
    case setBeforeAdding = "mask set before the subview is added"
    case setAfterAdding = "mask set after the subview is added"
    case setAfterAResizeWithoutMasks = "mask set after a resize that found no mask"
    case movedInFromAnotherView = "moved in from another view with its mask"
    case clearedAfterAdding = "mask cleared after the subview is added"

    var description: String { rawValue }
  }

  @Test(
    "V2: a subview resizes with its superview however it got its mask, and not once it is cleared",
    arguments: MaskTiming.allCases)
  func maskTiming(_ timing: MaskTiming) {
    let host = View(frame: rect(0, 0, 100, 50))
    let subview = View(frame: rect(0, 0, 100, 20))
    switch timing {
    case .setBeforeAdding:
      subview.autoresizingMask = .flexibleWidth
      host.addSubview(subview)
    case .setAfterAdding:
      host.addSubview(subview)
      subview.autoresizingMask = .flexibleWidth
    case .setAfterAResizeWithoutMasks:
      let earlier = View(frame: rect(0, 30, 100, 20))
      earlier.autoresizingMask = .flexibleWidth
      host.addSubview(earlier)
      earlier.autoresizingMask = []
      host.addSubview(subview)
      host.frame.size = CGSize(width: 100, height: 60)  // no subview has a mask now
      #expect(earlier.frame == rect(0, 30, 100, 20))
      subview.autoresizingMask = .flexibleWidth
    case .movedInFromAnotherView:
      let other = View(frame: rect(0, 0, 100, 50))
      subview.autoresizingMask = .flexibleWidth
      other.addSubview(subview)
      host.addSubview(subview)
    case .clearedAfterAdding:
      subview.autoresizingMask = .flexibleWidth
      host.addSubview(subview)
      subview.autoresizingMask = []
    }
    host.frame.size.width = 160
    let expectedWidth: CGFloat = timing == .clearedAfterAdding ? 100 : 160
    #expect(subview.frame == rect(0, 0, expectedWidth, 20))
  }
}
