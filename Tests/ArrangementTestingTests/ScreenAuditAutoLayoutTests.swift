import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Screen audit: Auto Layout checks (L12)")
struct ScreenAuditAutoLayoutTests {
  /// A visible 400 × 800 window (no insets) with a 'box' view positioned by constraints.
  func makeWindow() -> (Window, View, View) {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
    window.makeKeyAndVisible()
    let container = View(frame: window.bounds)
    window.addSubview(container)
    let box = View()
    box.accessibilityIdentifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    return (window, container, box)
  }

  @Test("L12: a view whose constraints leave its position open is reported with its constraints")
  func ambiguous() {
    let (window, container, box) = makeWindow()
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.identifier = "box.width"
    let height = box.heightAnchor.constraint(equalToConstant: 40)
    height.identifier = "box.height"
    let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
    top.identifier = "box.top"
    LayoutConstraint.activate([width, height, top])
    window.layoutIfNeeded()
    let findings = ScreenAudit(checks: .ambiguousLayout).findings(in: window)
    #expect(findings.map(\.problem) == [.ambiguousLayout(constraints: ["box.width", "box.height", "box.top"])])
    // Pinning the leading edge settles it: no finding.
    box.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(ScreenAudit(checks: .ambiguousLayout).findings(in: window).isEmpty)
    #expect(ScreenAudit().findings(in: window).isEmpty)
  }

  @Test(
    "L9, L12: a view pinned to the safe area inside a pane at 495.5 pt is no finding, though rounding puts it 1/6 pt past",
    arguments: [(3, 1.0 / 6), (2, 0), (1, 0.5)] as [(CGFloat, CGFloat)])
  func pixelRoundingIsNoFinding(scale: CGFloat, overhang: CGFloat) {
    // The book pose's secondary page: x 495.5 … 951, the bar's 84 pt on the right (devices.md).
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 951, height: 669), scale: scale,
      safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let pane = View(frame: CGRect(x: 495.5, y: 0, width: 455.5, height: 669))
    window.addSubview(pane)
    let list = View()
    list.accessibilityIdentifier = "list"
    list.translatesAutoresizingMaskIntoConstraints = false
    pane.addSubview(list)
    let guide = pane.safeAreaLayoutGuide
    let trailing = list.trailingAnchor.constraint(equalTo: guide.trailingAnchor)
    LayoutConstraint.activate([
      list.leadingAnchor.constraint(equalTo: guide.leadingAnchor), trailing,
      list.topAnchor.constraint(equalTo: guide.topAnchor),
      list.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    // L9: the far edge, 371.5 in the pane, rounds to the pixel grid in the pane's space (ties away
    // from zero): to 371.667 at @3x, 1/6 pt past the safe area's 867; at @2x it is on the grid;
    // at @1x it rounds to 372, half a point past.
    let frame = list.convert(list.bounds, to: nil)
    #expect(LengthTolerance.isEqual(frame.maxX, 867 + overhang))
    #expect(ScreenAudit().findings(in: window) == [])
    // A point past the guide is a finding.
    trailing.constant = 1
    window.layoutIfNeeded()
    let problems = ScreenAudit().findings(in: window).map(\.problem.description)
    #expect(
      problems.contains { $0.hasPrefix("outside the safe area by") && $0.hasSuffix("on the right") }, "\(problems)")
  }

  @Test("L3, L12: a broken constraint is reported on its first item by identifier")
  func broken() {
    let (window, container, box) = makeWindow()
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.widthAnchor.constraint(equalToConstant: 100),
    ])
    let conflicting = box.widthAnchor.constraint(equalToConstant: 150)
    conflicting.identifier = "box.wide"
    conflicting.isActive = true
    window.layoutIfNeeded()
    let findings = ScreenAudit(checks: .brokenConstraint).findings(in: window)
    #expect(findings.map(\.problem) == [.brokenConstraint("box.wide")])
    #expect(findings.first?.path.last == "box")
    #expect(ScreenAudit(checks: .all.subtracting(.brokenConstraint)).findings(in: window).isEmpty)
    conflicting.isActive = false
    window.layoutIfNeeded()
    #expect(ScreenAudit().findings(in: window).isEmpty)
  }
}
