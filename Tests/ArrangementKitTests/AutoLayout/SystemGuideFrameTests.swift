import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// The system guides' `layoutFrame` and the constraints to them agree (M1, M3, L2): the cases
/// the random constraint sequences found (seeds 1592590452, 1592590456, 1592590458), reduced.
@MainActor
@Suite("System guides' frames agree with the constraints to them (M1, M3)")
struct SystemGuideFrameTests {
  /// A view pinned to the guide's four edges, so that its frame shows what constraints see.
  private func pinnedProbe(to guide: LayoutGuide, in fixture: AutoLayoutFixture) -> View {
    let probe = fixture.constrainedView(in: guide.owningView, "probe")
    LayoutConstraint.activate([
      probe.leftAnchor.constraint(equalTo: guide.leftAnchor), probe.rightAnchor.constraint(equalTo: guide.rightAnchor),
      probe.topAnchor.constraint(equalTo: guide.topAnchor), probe.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return probe
  }

  /// Whether `frame` is `rect`'s edges on the pixel grid of scale 1 (L9).
  private func isSnapped(_ frame: CGRect, from rect: CGRect) -> Bool {
    let left = snapped(rect.origin.x, scale: 1)
    let top = snapped(rect.origin.y, scale: 1)
    let right = snapped(rect.origin.x + rect.size.width, scale: 1)
    let bottom = snapped(rect.origin.y + rect.size.height, scale: 1)
    return frame.origin.x.isClose(to: left) && frame.origin.y.isClose(to: top)
      && frame.size.width.isClose(to: right - left) && frame.size.height.isClose(to: bottom - top)
  }

  @Test(
    "M3: the readable content guide stays inside the margins guide when the margins change after a pass",
    arguments: [
      // (left, right margin) → the guide's width: min(688 − left − right, 672), centred in the margins.
      [(CGFloat(18), CGFloat(8))], [(18, 8), (8, 8)], [(100, 50), (8, 8), (8, 300)],
    ])
  func readableGuideFollowsMargins(_ changes: [(CGFloat, CGFloat)]) {
    let width: CGFloat = 688
    let fixture = AutoLayoutFixture(width: width, height: 400)
    let guide = fixture.container.readableContentGuide
    let probe = pinnedProbe(to: guide, in: fixture)
    fixture.layout()
    for (left, right) in changes {
      fixture.container.layoutMargins = EdgeInsets(top: 8, left: left, bottom: 8, right: right)
      fixture.layout()
      let available = width - left - right
      let expectedWidth = min(available, 672)
      let expected = CGRect(x: left + (available - expectedWidth) / 2, y: 8, width: expectedWidth, height: 384)
      #expect(guide.layoutFrame.isClose(to: expected), "margins \(left), \(right): \(guide.layoutFrame)")
      #expect(isSnapped(probe.frame, from: expected), "margins \(left), \(right): \(probe.frame)")
    }
  }

  @Test(
    "M1, M3: a view that constraints give a negative height gives its guides a negative height, as constraints to them see",
    arguments: ["safe area", "margins", "readable content"])
  func negativeHeightOwner(_ kind: String) {
    let fixture = AutoLayoutFixture(width: 400, height: 400)
    let owner = fixture.constrainedView(in: nil, "owner")
    LayoutConstraint.activate([
      owner.leftAnchor.constraint(equalTo: fixture.container.leftAnchor),
      owner.topAnchor.constraint(equalTo: fixture.container.topAnchor, constant: 70),
      owner.widthAnchor.constraint(equalToConstant: 200), owner.heightAnchor.constraint(equalToConstant: -5),
    ])
    let guide =
      switch kind {
      case "safe area": owner.safeAreaLayoutGuide
      case "margins": owner.layoutMarginsGuide
      default: owner.readableContentGuide
      }
    // Seed 1592590452's shape: a width that follows the guide's (negative) height.
    let follower = fixture.constrainedView(in: owner, "follower")
    LayoutConstraint.activate([
      follower.leftAnchor.constraint(equalTo: owner.leftAnchor),
      follower.topAnchor.constraint(equalTo: owner.topAnchor),
      follower.heightAnchor.constraint(equalToConstant: 1),
      follower.widthAnchor.constraint(equalTo: guide.heightAnchor, constant: 21),
    ])
    let probe = pinnedProbe(to: guide, in: fixture)
    fixture.layout()
    // The display has no safe-area insets; the margins are 8 on every side (M3).
    let inset: CGFloat = kind == "safe area" ? 0 : 8
    let expected = CGRect(x: inset, y: inset, width: 200 - 2 * inset, height: -5 - 2 * inset)
    #expect(owner.frame.size.height.isClose(to: -5))
    #expect(guide.layoutFrame.isClose(to: expected), "\(guide.layoutFrame)")
    #expect(isSnapped(probe.frame, from: expected), "\(probe.frame)")
    #expect(follower.frame.size.width.isClose(to: expected.size.height + 21), "\(follower.frame)")
  }

  @Test(
    "M1: a view that constraints give a negative height lies empty at its origin: no safe-area inset on that axis, and constraints to its guide settle",
    arguments: [
      // follower.width == safe.height + 140 == width: the owner's height is width − 140 + top inset.
      // 240: 150 tall, under the display's 50-point top band. 0: −140 tall, empty at y = 0,
      // so no inset (read as the rectangle from −140 to 0 it would be 140, then 0, and so on:
      // the layout never settled, seeds 1592590651 and 1592591121).
      (CGFloat(240), CGFloat(150), CGFloat(50)), (0, -140, 0),
    ])
  func negativeHeightSafeArea(_ followerWidth: CGFloat, _ expectedHeight: CGFloat, _ expectedTop: CGFloat) {
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 400, height: 800),
      safeAreaInsets: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let owner = View()
    owner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(owner)
    let follower = View()
    follower.translatesAutoresizingMaskIntoConstraints = false
    owner.addSubview(follower)
    let guide = owner.safeAreaLayoutGuide
    LayoutConstraint.activate([
      owner.leftAnchor.constraint(equalTo: window.leftAnchor), owner.topAnchor.constraint(equalTo: window.topAnchor),
      owner.widthAnchor.constraint(equalToConstant: 200),
      follower.leftAnchor.constraint(equalTo: owner.leftAnchor),
      follower.topAnchor.constraint(equalTo: owner.topAnchor),
      follower.heightAnchor.constraint(equalToConstant: 1),
      follower.widthAnchor.constraint(equalTo: guide.heightAnchor, constant: 140),
      follower.widthAnchor.constraint(equalToConstant: followerWidth),
    ])
    window.layoutIfNeeded()
    #expect(owner.frame.size.height.isClose(to: expectedHeight), "\(owner.frame)")
    #expect(owner.safeAreaInsets.top.isClose(to: expectedTop), "\(owner.safeAreaInsets)")
    #expect(follower.frame.size.width.isClose(to: followerWidth), "\(follower.frame)")
    let expectedGuide = CGRect(x: 0, y: expectedTop, width: 200, height: expectedHeight - expectedTop)
    #expect(guide.layoutFrame.isClose(to: expectedGuide), "\(guide.layoutFrame)")
    #expect(window.brokenLayoutConstraints.isEmpty)
  }

  /// A required constraint on the readable guide's width, and the width it leaves the guide:
  /// `nil` when the constraint cannot hold (it is broken, L3) or does not squeeze it.
  enum Squeeze: CustomStringConvertible {
    /// `guide.width == constant`.
    case width(CGFloat)
    /// `guide.width >= constant`.
    case atLeast(CGFloat)
    /// Seed 1592590456: a translating view `fixed` wide, `fixed.width == guide.width + offset`.
    case fixedView(CGFloat, offset: CGFloat)
    /// Seed 1592590458: a zero-width view at `x` whose right edge is `gap` before the guide's left.
    case edge(x: CGFloat, gap: CGFloat)

    var description: String {
      switch self {
      case .width(let width): "width == \(width)"
      case .atLeast(let width): "width >= \(width)"
      case .fixedView(let width, let offset): "fixed \(width) == guide.width + \(offset)"
      case .edge(let x, let gap): "view at \(x) == guide.left - \(gap)"
      }
    }
  }

  @Test(
    "M3, L2, L3: a required constraint that squeezes the readable content guide wins, and layoutFrame is the squeezed frame",
    arguments: [
      // The container is 1000 wide; margins 8: the rule gives 672, centred at 500.
      (Squeeze.width(300), CGFloat?(300)), (.fixedView(111, offset: 158), -47), (.edge(x: 300, gap: 40), 320),
      // Not squeezed: the rule's width.
      (.atLeast(100), 672), (.width(672), 672),
      // Wider than the margins allow (984): broken and reported, the rule's width stays.
      (.width(1000), nil), (.atLeast(985), nil),
    ])
  func squeezedReadableGuide(_ squeeze: Squeeze, _ expectedWidth: CGFloat?) {
    let fixture = AutoLayoutFixture(width: 1000, height: 400)
    let container = fixture.container
    let guide = container.readableContentGuide
    let probe = pinnedProbe(to: guide, in: fixture)
    let constraint: LayoutConstraint
    switch squeeze {
    case .width(let width): constraint = guide.widthAnchor.constraint(equalToConstant: width)
    case .atLeast(let width): constraint = guide.widthAnchor.constraint(greaterThanOrEqualToConstant: width)
    case .fixedView(let width, let offset):
      let fixed = View(frame: CGRect(x: 0, y: 0, width: width, height: 80))
      container.addSubview(fixed)
      constraint = fixed.widthAnchor.constraint(equalTo: guide.widthAnchor, constant: offset)
    case .edge(let x, let gap):
      let edge = fixture.constrainedView(in: nil, "edge")
      LayoutConstraint.activate([
        edge.leftAnchor.constraint(equalTo: container.leftAnchor, constant: x),
        edge.widthAnchor.constraint(equalToConstant: 0), edge.topAnchor.constraint(equalTo: container.topAnchor),
        edge.heightAnchor.constraint(equalToConstant: 0),
      ])
      constraint = edge.rightAnchor.constraint(equalTo: guide.leftAnchor, constant: -gap)
    }
    constraint.isActive = true
    fixture.layout()
    let width = expectedWidth ?? 672
    let expected = CGRect(x: 500 - width / 2, y: 8, width: width, height: 384)
    let isBroken = fixture.window.brokenLayoutConstraints.contains { $0 === constraint }
    #expect(isBroken == (expectedWidth == nil), "\(squeeze)")
    #expect(guide.layoutFrame.isClose(to: expected), "\(squeeze): \(guide.layoutFrame)")
    #expect(isSnapped(probe.frame, from: expected), "\(squeeze): \(probe.frame)")
  }
}
