import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Layout margins and system minimum margins (M3, M4, M5)")
struct MarginsTests {
  @Test("M3: margins are 8 by default; directional ones follow the layout direction, absolute ones keep their sides")
  func directionalMargins() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let window = insetWindow(direction: direction)
      let view = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
      window.addSubview(view)
      #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
      #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 4)
      let rtl = direction == .rightToLeft
      #expect(
        view.layoutMargins == EdgeInsets(top: 1, left: rtl ? 4 : 30, bottom: 2, right: rtl ? 30 : 4), "\(direction)")
      view.layoutMargins = EdgeInsets(top: 1, left: 30, bottom: 2, right: 4)
      #expect(
        view.directionalLayoutMargins
          == DirectionalEdgeInsets(top: 1, leading: rtl ? 4 : 30, bottom: 2, trailing: rtl ? 30 : 4), "\(direction)")
      // The guide keeps them from the bounds (the view lies outside the inset bands).
      #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 1, width: 166, height: 197))
    }
  }

  @Test("M3: margins set by side stay on their side across a direction change; directional ones flip")
  func directionChange() {
    let window = insetWindow()
    let absolute = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let directional = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    window.addSubview(absolute)
    window.addSubview(directional)
    absolute.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 4)
    directional.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 4)
    window.display.traits = TraitCollection(layoutDirection: .rightToLeft)
    #expect(absolute.layoutMargins.left == 30)
    #expect(directional.layoutMargins.left == 4 && directional.layoutMargins.right == 30)
  }

  @Test("M3: the margins guide is measured from the safe area, or from the bounds when asked")
  func measuredFromSafeArea() {
    let window = insetWindow()
    // Reaches 20 into the right band (400 − 40 = 360) and 16 into the bottom one (766).
    let view = View(frame: CGRect(x: 180, y: 582, width: 200, height: 200))
    window.addSubview(view)
    #expect(view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 16, right: 20))
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 200 - 8 - 28, height: 200 - 8 - 24))
    let log = EventLog()
    let recording = InsetsRecordingView(frame: view.frame)
    recording.name = "v"
    recording.log = log
    window.addSubview(recording)
    recording.insetsLayoutMarginsFromSafeArea = false
    #expect(log.events == ["v.margins"])
    #expect(recording.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 184))
    recording.insetsLayoutMarginsFromSafeArea = false
    #expect(log.events == ["v.margins"])
  }

  @Test("M3: layoutMarginsDidChange runs for a change beyond the tolerance, not for an equal value")
  func marginCallback() {
    let log = EventLog()
    let view = InsetsRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.name = "v"
    view.log = log
    view.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8 + LengthTolerance.standard / 2)
    #expect(log.events.isEmpty)
    view.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8 + LengthTolerance.standard * 2)
    #expect(log.events == ["v.margins"])
    view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 20)
    #expect(log.events == ["v.margins", "v.margins"])
  }

  @Test("M3: constraints to the margins guide follow a margin change in the next pass")
  func guideFollowsMargins() {
    let fixture = AutoLayoutFixture()
    let content = fixture.viewAlongTop(of: fixture.container.layoutMarginsGuide)
    fixture.layout()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 384, height: 10))
    fixture.container.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 0, trailing: 10)
    fixture.layout()
    #expect(content.frame == CGRect(x: 30, y: 20, width: 360, height: 10))
  }

  @Test("M3: a view that preserves its superview's margins keeps the part that reaches into it")
  func preservesSuperviewMargins() {
    let window = insetWindow()
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(container)
    container.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let row = View(frame: CGRect(x: 4, y: 100, width: 292, height: 50))
    container.addSubview(row)
    #expect(row.layoutMarginsGuide.layoutFrame.minX == 8)
    row.preservesSuperviewLayoutMargins = true
    // 20 − 4 = 16 on the left and right; top and bottom lie far from the container's edges.
    #expect(row.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 8, width: 292 - 32, height: 34))
    let log = EventLog()
    let follower = InsetsRecordingView(frame: row.frame)
    follower.name = "follower"
    follower.log = log
    follower.preservesSuperviewLayoutMargins = true
    container.addSubview(follower)
    log.clear()
    container.layoutMargins = EdgeInsets(top: 20, left: 40, bottom: 20, right: 20)
    #expect(log.events == ["follower.margins"])
  }

  @Test("M3: the readable content guide is centred in the margins guide and at most 672 wide")
  func readableContentGuide() {
    for (width, expectedWidth) in [(CGFloat(600), CGFloat(584)), (688, 672), (689, 672), (1000, 672)] {
      let display = Display(bounds: CGRect(x: 0, y: 0, width: width, height: 400))
      let window = Window(display: display)
      let view = View(frame: display.bounds)
      window.addSubview(view)
      let frame = view.readableContentGuide.layoutFrame
      #expect(frame.width.isClose(to: expectedWidth), "\(width)")
      #expect(frame.midX.isClose(to: width / 2), "\(width)")
      #expect(frame.minY.isClose(to: 8), "\(width)")
    }
  }

  @Test("M3: constraints to the readable content guide see its frame, below and above the 672 limit")
  func constraintsToReadableGuide() {
    for width in [CGFloat(600), 687, 689, 1000] {
      let fixture = AutoLayoutFixture(width: width, height: 400)
      let column = fixture.constrainedView()
      let guide = fixture.container.readableContentGuide
      LayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        column.topAnchor.constraint(equalTo: guide.topAnchor), column.heightAnchor.constraint(equalToConstant: 10),
      ])
      fixture.layout()
      // The guide's edges, on the pixel grid (L9, scale 1): 8.5 becomes 9.
      let guideFrame = guide.layoutFrame
      #expect(column.frame.minX.isClose(to: snapped(guideFrame.minX, scale: 1)), "\(width)")
      #expect(column.frame.maxX.isClose(to: snapped(guideFrame.maxX, scale: 1)), "\(width)")
      #expect(guideFrame.width.isClose(to: min(width - 16, 672)), "\(width)")
    }
  }

  @Test("M3: non-finite margins are stored as 0, with a diagnostic")
  func sanitizedMargins() {
    let window = insetWindow()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    view.layoutMargins = EdgeInsets(top: .nan, left: -4, bottom: .infinity, right: 3)
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: -4, bottom: 0, right: 3))
    #expect(window.inputDiagnostics.last?.contains("layoutMargins: top nan, bottom inf") == true)
  }

  // MARK: M4

  @Test(
    "M4: a root view's margins are the larger of its own (0) and the minimum, from the safe area; mirrored",
    arguments: [
      (Orientation.portrait, LayoutDirection.leftToRight), (.landscape, .leftToRight),
      (.landscapeFlipped, .leftToRight),
      (.portrait, .rightToLeft), (.landscapeFlipped, .rightToLeft),
    ])
  func rootViewMargins(_ orientation: Orientation, _ direction: LayoutDirection) {
    let simulator = DeviceSimulator(
      device: .iPhoneDuo, posture: .closed, orientation: orientation, layoutDirection: direction)
    let root = ViewController()
    simulator.window.rootViewController = root
    #expect(root.view.directionalLayoutMargins == .zero)
    let size = simulator.window.bounds.size
    // The bar (84) is on the left only in `landscapeFlipped`; the other side gets the minimum 20.
    let barOnLeft = orientation == .landscapeFlipped
    let left: CGFloat = barOnLeft ? 84 : 20
    let right: CGFloat = barOnLeft ? 20 : 84
    #expect(
      root.view.layoutMarginsGuide.layoutFrame
        == CGRect(x: left, y: 0, width: size.width - left - right, height: size.height - 34), "\(orientation)")
    let barIsLeading = barOnLeft == (direction == .leftToRight)
    #expect(
      root.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: barIsLeading ? 0 : 20, bottom: 0, trailing: barIsLeading ? 20 : 0),
      "\(orientation) \(direction)")
  }

  @Test("M4: an own margin above the minimum wins; below it, the minimum does; without respect, the own one")
  func ownMarginsAgainstMinimum() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let root = ViewController()
    simulator.window.rootViewController = root
    let log = EventLog()
    for (own, expected) in [(CGFloat(19.99), CGFloat(20)), (20.01, 20.01), (30, 30)] {
      root.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: own, bottom: 0, trailing: 0)
      #expect(root.view.layoutMarginsGuide.layoutFrame.minX.isClose(to: expected), "\(own)")
    }
    root.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
    let recording = InsetsRecordingController("c", log: log)
    simulator.window.rootViewController = recording
    log.clear()
    recording.viewRespectsSystemMinimumLayoutMargins = false
    #expect(log.events == ["c.view.margins", "c.viewMargins"])
    #expect(recording.view.layoutMarginsGuide.layoutFrame.minX == 0)
    // Still measured from the safe area: the bar's 84 on the right.
    #expect(recording.view.layoutMarginsGuide.layoutFrame.maxX.isClose(to: 466 - 84))
  }

  @Test(
    "M4: the minimum is the profile's: 20 on the Duo's displays, 16 compact / 20 regular on the iPhone",
    arguments: [
      (Device.iPhoneDuo, Posture.closed, Orientation.portrait, CGFloat(20)),
      (.iPhoneDuo, .flat, .portrait, 20), (.iPhone, .flat, .portrait, 16), (.iPhone, .flat, .landscape, 16),
      (.iPad, .flat, .portrait, 20),
    ])
  func minimumPerProfile(_ device: Device, _ posture: Posture, _ orientation: Orientation, _ expected: CGFloat) {
    let simulator = DeviceSimulator(device: device, posture: posture, orientation: orientation)
    let root = ViewController()
    simulator.window.rootViewController = root
    let insets = root.view.safeAreaInsets
    let minimum = root.systemMinimumLayoutMargins
    #expect(minimum.leading == (insets.left > 0 ? 0 : expected), "\(device) \(orientation)")
    #expect(minimum.trailing == (insets.right > 0 ? 0 : expected), "\(device) \(orientation)")
    #expect(minimum.top == 0 && minimum.bottom == 0)
  }

  @Test("M4: a plain subview keeps M3's 8, not the system minimum")
  func subviewsKeepEight() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let root = ViewController()
    simulator.window.rootViewController = root
    let card = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.view.addSubview(card)
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 84))
  }

  // MARK: M5

  @Test(
    "M5: in book pose the pane right of the fold carries the 84 pt trailing inset, the other none on that side",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func paneSafeAreas(_ direction: LayoutDirection) {
    let simulator = DeviceSimulator(
      device: .iPhoneDuo, posture: .book, orientation: .landscape, layoutDirection: direction)
    let arrangement = ArrangementController()
    let primary = ViewController()
    let secondary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    simulator.window.rootViewController = arrangement
    let panes = [primary, secondary].map { $0.view! }
    let right = panes.max { $0.frame.maxX < $1.frame.maxX }!
    let left = panes.min { $0.frame.maxX < $1.frame.maxX }!
    #expect(right.frame.maxX.isClose(to: 951))
    #expect(right.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
    #expect(left.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    if direction == .leftToRight { #expect(right === secondary.view) }
    // The pane on the bar side keeps its margin there at the inset (M4's 0 minimum).
    #expect(right.layoutMarginsGuide.layoutFrame.maxX.isClose(to: right.bounds.width - 84))
    #expect(left.layoutMarginsGuide.layoutFrame.maxX.isClose(to: left.bounds.width - 20))
  }
}
