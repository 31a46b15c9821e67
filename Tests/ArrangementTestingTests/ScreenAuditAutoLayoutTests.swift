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
