import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Views whose `bounds.origin` is not zero (a scrolled container): R1's regions come out in the
/// view's own coordinate space, V2's margins are measured from the superview's bounds origin.
@MainActor
@Suite("Reserved regions and autoresizing in a scrolled container (R1, V2)")
struct ScrolledContainerTests {
  /// The book's fold in the window of an iPhone Duo in landscape (devices.md): x 455.5–495.5.
  nonisolated static let foldInWindow = rect(455.5, 0, 40, 669)

  /// A bounds origin and the frame of the scrolled container in the window.
  struct Scroll: Sendable, CustomStringConvertible {
    let frame: CGRect
    let boundsOrigin: CGPoint
    var description: String { "frame \(frame), bounds origin \(boundsOrigin)" }
    /// Where the container's coordinate origin lies in the window: frame origin − bounds origin.
    var originInWindow: CGPoint {
      CGPoint(x: frame.minX - boundsOrigin.x, y: frame.minY - boundsOrigin.y)
    }
  }

  nonisolated static let scrolls = [
    Scroll(frame: rect(0, 0, 951, 669), boundsOrigin: CGPoint(x: 0, y: 300)),
    Scroll(frame: rect(100, 50, 600, 500), boundsOrigin: CGPoint(x: 30, y: 200)),
    Scroll(frame: rect(0, 0, 951, 669), boundsOrigin: CGPoint(x: -120, y: 0)),
  ]

  /// The container in a window; the caller keeps the simulator (it owns the window).
  @MainActor
  private func makeScrolled(_ scroll: Scroll) -> (DeviceSimulator, View) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let container = View(frame: scroll.frame)
    container.bounds = CGRect(origin: scroll.boundsOrigin, size: scroll.frame.size)
    simulator.window.addSubview(container)
    return (simulator, container)
  }

  @Test("R1: a scrolled view's regions are in its own coordinates: its bounds origin is included", arguments: scrolls)
  func regionsOfScrolledView(_ scroll: Scroll) {
    let (simulator, container) = makeScrolled(scroll)
    defer { withExtendedLifetime(simulator) {} }
    let folds = container.reservedRegions(kind: .division)
    let origin = scroll.originInWindow
    #expect(folds.count == 1)
    #expect(same(folds.first?.frame ?? .null, Self.foldInWindow.offsetBy(dx: -origin.x, dy: -origin.y)))
  }

  @Test("R1: a subview of a scrolled view gets the regions in its own coordinates", arguments: scrolls)
  func regionsOfSubviewOfScrolledView(_ scroll: Scroll) {
    let (simulator, container) = makeScrolled(scroll)
    defer { withExtendedLifetime(simulator) {} }
    let child = View(
      frame: CGRect(x: scroll.boundsOrigin.x + 300, y: scroll.boundsOrigin.y + 20, width: 200, height: 100))
    container.addSubview(child)
    let origin = scroll.originInWindow
    let expected = Self.foldInWindow.offsetBy(dx: -(origin.x + child.frame.minX), dy: -(origin.y + child.frame.minY))
    let folds = child.reservedRegions(kind: .division)
    #expect(folds.count == 1)
    #expect(same(folds.first?.frame ?? .null, expected))
  }

  @Test("R1, S9: an arrangement in a scrolled view splits at the fold where it shows on screen", arguments: scrolls)
  func arrangementInScrolledView(_ scroll: Scroll) {
    let (simulator, container) = makeScrolled(scroll)
    defer { withExtendedLifetime(simulator) {} }
    let arrangement = ArrangementController()
    let primary = ViewController()
    let secondary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    // The arrangement covers the container's visible area.
    arrangement.view.frame = CGRect(origin: scroll.boundsOrigin, size: scroll.frame.size)
    container.addSubview(arrangement.view)
    arrangement.view.layoutIfNeeded()
    // The fold in the arrangement's coordinates: the window's, less where its origin is.
    let fold = Self.foldInWindow.offsetBy(dx: -scroll.frame.minX, dy: -scroll.frame.minY)
    let size = scroll.frame.size
    #expect(same(primary.view.frame, rect(0, 0, fold.minX, size.height)))
    #expect(same(secondary.view.frame, rect(fold.maxX, 0, size.width - fold.maxX, size.height)))
  }

  @Test("R1, C6: an arrangement whose own bounds origin is not zero offsets its frames by it", arguments: scrolls)
  func arrangementWithOwnBoundsOrigin(_ scroll: Scroll) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let arrangement = ArrangementController()
    let primary = ViewController()
    let secondary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    arrangement.view.frame = scroll.frame
    arrangement.view.bounds = CGRect(origin: scroll.boundsOrigin, size: scroll.frame.size)
    simulator.window.addSubview(arrangement.view)
    arrangement.view.layoutIfNeeded()
    let fold = Self.foldInWindow.offsetBy(dx: -scroll.frame.minX, dy: -scroll.frame.minY)
    let size = scroll.frame.size
    let (dx, dy) = (scroll.boundsOrigin.x, scroll.boundsOrigin.y)
    #expect(same(primary.view.frame, rect(dx, dy, fold.minX, size.height)))
    #expect(same(secondary.view.frame, rect(dx + fold.maxX, dy, size.width - fold.maxX, size.height)))
  }

  /// V2's flexible parts for a subview at `frame` in a superview whose bounds are `bounds`:
  /// the margins run from the bounds' edges, not from zero.
  struct AutoresizingCase: Sendable, CustomStringConvertible {
    let mask: View.AutoresizingMask
    let description: String
  }

  @Test(
    "V2: a scrolled superview's margins are measured from its bounds origin",
    arguments: [
      AutoresizingCase(mask: [.flexibleLeftMargin, .flexibleRightMargin], description: "both margins"),
      AutoresizingCase(mask: [.flexibleLeftMargin, .flexibleWidth], description: "left margin and width"),
      AutoresizingCase(mask: [.flexibleWidth, .flexibleRightMargin], description: "width and right margin"),
      AutoresizingCase(mask: [.flexibleTopMargin, .flexibleHeight], description: "top margin and height"),
      AutoresizingCase(mask: [.flexibleHeight, .flexibleBottomMargin], description: "height and bottom margin"),
    ])
  func autoresizingInScrolledSuperview(_ testCase: AutoresizingCase) {
    // Bounds (50, 30, 300, 200); the subview (60, 40, 100, 100) has margins left 10,
    // right 300 − (160 − 50) = 190, top 10, bottom 200 − (140 − 30) = 90.
    let host = View(frame: rect(0, 0, 300, 200))
    host.bounds = rect(50, 30, 300, 200)
    let child = View(frame: rect(60, 40, 100, 100))
    child.autoresizingMask = testCase.mask
    host.addSubview(child)
    host.frame = rect(0, 0, 400, 260)  // +100 wide, +60 high
    let (left, width, right) = (10.0, 100.0, 190.0)
    let (top, height, bottom) = (10.0, 100.0, 90.0)
    func shares(_ delta: CGFloat, _ parts: [(Bool, CGFloat)]) -> [CGFloat] {
      let total = parts.filter(\.0).map(\.1).reduce(0, +)
      return parts.map { $0.0 ? delta * $0.1 / total : 0 }
    }
    let mask = testCase.mask
    let h = shares(
      100,
      [
        (mask.contains(.flexibleLeftMargin), left), (mask.contains(.flexibleWidth), width),
        (mask.contains(.flexibleRightMargin), right),
      ])
    let v = shares(
      60,
      [
        (mask.contains(.flexibleTopMargin), top), (mask.contains(.flexibleHeight), height),
        (mask.contains(.flexibleBottomMargin), bottom),
      ])
    #expect(same(child.frame, rect(60 + h[0], 40 + v[0], 100 + h[1], 100 + v[1])), "\(child.frame)")
    #expect(host.bounds.origin == CGPoint(x: 50, y: 30))
  }
}
