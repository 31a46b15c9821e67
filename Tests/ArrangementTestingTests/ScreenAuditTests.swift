import ArrangementTesting
import Foundation
import Testing

/// A landscape display like the inner iPhone Duo's, with round numbers where the tests need
/// them: an active fold band x 455.5 … 495.5, an active camera, an inactive occlusion in the
/// top-left corner, and a safe area of top 24, bottom 34, right 84.
@MainActor
private func makeWindow() -> Window {
  let display = Display(
    bounds: CGRect(x: 0, y: 0, width: 951, height: 669), scale: 3,
    reservedRegions: [
      ReservedRegion(
        id: "fold", kind: .division, frame: CGRect(x: 455.5, y: 0, width: 40, height: 669),
        margins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), isActive: true),
      ReservedRegion(
        id: "camera", kind: .occlusion, frame: CGRect(x: 867, y: 0, width: 84, height: 120), isActive: true),
      ReservedRegion(id: "off", kind: .occlusion, frame: CGRect(x: 0, y: 0, width: 50, height: 50), isActive: false),
    ],
    safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 34, right: 84))
  let window = Window(display: display)
  window.makeKeyAndVisible()
  return window
}

@MainActor
private func leaf(_ identifier: String, _ frame: CGRect) -> View {
  let view = View(frame: frame)
  view.accessibilityIdentifier = identifier
  return view
}

final class PlayerToolbar: View {}
final class PlayerScreenController: ViewController {}

@Suite("Screen audit")
struct ScreenAuditTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let frame: CGRect
    let problems: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "ending exactly at the fold band: fine", frame: CGRect(x: 400, y: 100, width: 55.5, height: 44),
      problems: []),
    Case(
      name: "half a pixel (1/6 pt at @3x) and the tolerance into the band: fine",
      frame: CGRect(x: 400, y: 100, width: 55.5 + 1.0 / 6 + 0.0009, height: 44), problems: []),
    Case(
      name: "past half a pixel and the tolerance into the band: overlaps the fold",
      frame: CGRect(x: 400, y: 100, width: 55.668, height: 44),
      problems: ["overlaps active division fold by 0.168 × 44 at [455.5, 100, 0.168, 44]"]),
    Case(
      name: "straddling the fold", frame: CGRect(x: 430, y: 100, width: 80, height: 44),
      problems: ["overlaps active division fold by 40 × 44 at [455.5, 100, 40, 44]"]),
    Case(
      name: "under an inactive occlusion: fine", frame: CGRect(x: 0, y: 30, width: 40, height: 40), problems: []),
    Case(
      name: "under the active camera, past the safe area",
      frame: CGRect(x: 850, y: 30, width: 40, height: 40),
      problems: [
        "overlaps active occlusion camera by 23 × 40 at [867, 30, 23, 40]", "outside the safe area by 23 on the right",
      ]),
    Case(
      name: "past the window's leading edge", frame: CGRect(x: -10, y: 100, width: 50, height: 50),
      problems: ["outside the safe area by 10 on the left", "outside the window by 10 on the left"]),
    Case(
      name: "into the bottom unsafe band", frame: CGRect(x: 100, y: 600, width: 50, height: 50),
      problems: ["outside the safe area by 15 at the bottom"]),
    Case(
      name: "into the top unsafe band by half a pixel and the tolerance: fine",
      frame: CGRect(x: 100, y: 24 - 1.0 / 6 - 0.0009, width: 50, height: 50), problems: []),
    Case(
      name: "into the top unsafe band past half a pixel and the tolerance",
      frame: CGRect(x: 100, y: 23.832, width: 50, height: 50),
      problems: ["outside the safe area by 0.168 at the top"]),
    Case(name: "zero width", frame: CGRect(x: 100, y: 100, width: 0, height: 44), problems: ["zero-sized"]),
    Case(
      name: "width inside the tolerance", frame: CGRect(x: 100, y: 100, width: 0.0005, height: 44),
      problems: ["zero-sized"]),
    Case(name: "width past the tolerance", frame: CGRect(x: 100, y: 100, width: 0.002, height: 44), problems: []),
    Case(name: "negative height", frame: CGRect(x: 100, y: 100, width: 40, height: -20), problems: ["zero-sized"]),
    Case(
      name: "NaN origin", frame: CGRect(x: CGFloat.nan, y: 100, width: 40, height: 20), problems: ["non-finite frame"]),
    Case(
      name: "infinite width", frame: CGRect(x: 0, y: 100, width: CGFloat.infinity, height: 20),
      problems: ["non-finite frame"]),
  ]

  @MainActor
  @Test("each check, on both sides of its tolerance boundary", arguments: cases)
  func checks(_ testCase: Case) {
    let window = makeWindow()
    window.addSubview(leaf("probe", testCase.frame))
    let findings = ScreenAudit().findings(in: window)
    #expect(findings.map(\.problem.description) == testCase.problems)
    #expect(findings.allSatisfy { $0.path == ["probe"] })
  }

  @MainActor
  @Test("containers without an identifier are not findings; leaves and identified views are")
  func countingRule() {
    let window = makeWindow()
    let screen = View(frame: CGRect(x: 0, y: 0, width: 951, height: 669))  // over the fold, camera, edges
    let toolbar = PlayerToolbar(frame: CGRect(x: 0, y: 0, width: 951, height: 64))
    let button = leaf("queueButton", CGRect(x: 100, y: 30, width: 44, height: 30))
    window.addSubview(screen)
    screen.addSubview(toolbar)
    toolbar.addSubview(button)
    #expect(ScreenAudit().findings(in: window).isEmpty)
    // An identifier makes the container count.
    toolbar.accessibilityIdentifier = "toolbar"
    let named = ScreenAudit().findings(in: window)
    #expect(!named.isEmpty)
    #expect(named.allSatisfy { $0.path == ["View", "toolbar"] })
    // A leaf counts without an identifier, named by its type.
    toolbar.accessibilityIdentifier = nil
    button.removeFromSuperview()
    #expect(ScreenAudit().findings(in: window).first?.path == ["View", "PlayerToolbar"])
  }

  @MainActor
  @Test("view paths: identifier, else the controller's type, else the view's type")
  func paths() {
    let window = makeWindow()
    let controller = PlayerScreenController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    window.addSubview(controller.view)
    let toolbar = PlayerToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 64))
    controller.view.addSubview(toolbar)
    toolbar.addSubview(leaf("queueButton", CGRect(x: 300, y: 20, width: 0, height: 44)))
    let finding = ScreenAudit().findings(in: window).first
    #expect(finding?.pathDescription == "PlayerScreenController › PlayerToolbar › queueButton")
    #expect(finding?.description == "PlayerScreenController › PlayerToolbar › queueButton [300, 20, 0, 44]: zero-sized")
  }

  @MainActor
  @Test("hidden views are skipped with their subviews; detached views are never seen")
  func hiddenAndDetached() {
    let window = makeWindow()
    let panel = View(frame: CGRect(x: 400, y: 100, width: 200, height: 100))
    panel.addSubview(leaf("inFold", CGRect(x: 50, y: 0, width: 20, height: 20)))
    window.addSubview(panel)
    #expect(ScreenAudit().findings(in: window).count == 1)
    panel.isHidden = true
    #expect(ScreenAudit().findings(in: window).isEmpty)
    panel.isHidden = false
    panel.removeFromSuperview()
    #expect(ScreenAudit().findings(in: window).isEmpty)
  }

  @MainActor
  @Test("frames are in window coordinates: superview origins add, bounds origins shift subviews")
  func boundsOrigin() {
    let window = makeWindow()
    let scroller = View(frame: CGRect(x: 400, y: 100, width: 300, height: 300))
    let row = leaf("row", CGRect(x: 100, y: 0, width: 20, height: 20))  // window x 500: right of the fold
    scroller.addSubview(row)
    window.addSubview(scroller)
    #expect(ScreenAudit().findings(in: window).isEmpty)
    scroller.bounds = CGRect(x: 30, y: -10, width: 300, height: 300)  // scrolled: window x 470, y 110
    let finding = ScreenAudit().findings(in: window).first
    #expect(finding?.frame == CGRect(x: 470, y: 110, width: 20, height: 20))
    #expect(finding?.frame == row.convert(row.bounds, to: window))
    #expect(finding?.problem == .overlapsDivision("fold", overlap: CGRect(x: 470, y: 110, width: 20, height: 20)))
  }

  @MainActor
  @Test("exemptions: a full-bleed background, or one check for one view")
  func exemptions() {
    let window = makeWindow()
    let background = leaf("background", window.bounds)
    window.addSubview(background)
    window.addSubview(leaf("scrubber", CGRect(x: 0, y: 620, width: 400, height: 40)))
    #expect(Set(ScreenAudit().findings(in: window).map { $0.path[0] }) == ["background", "scrubber"])
    var audit = ScreenAudit().exempting("background")
    #expect(ScreenAudit().findings(in: window).count > audit.findings(in: window).count)
    #expect(audit.findings(in: window).map(\.problem.description) == ["outside the safe area by 25 at the bottom"])
    audit.exempt("scrubber", from: .safeArea)
    #expect(audit.findings(in: window).isEmpty)
    #expect(
      audit.description
        == "screen audit (division, occlusion, safe area, window, size, ambiguous layout, broken constraint; exempt: background, scrubber (safe area))"
    )
    // Only some checks.
    #expect(ScreenAudit(checks: [.division]).findings(in: window).map(\.path[0]) == ["background"])
  }

  @MainActor
  @Test("the report prints one finding per line")
  func report() {
    let window = makeWindow()
    #expect(ScreenAudit().report(for: window) == "no findings")
    window.addSubview(leaf("a", CGRect(x: 100, y: 100, width: 0, height: 10)))
    window.addSubview(leaf("b", CGRect(x: 440, y: 100, width: 30, height: 10)))
    #expect(
      ScreenAudit().report(for: window) == """
        a [100, 100, 0, 10]: zero-sized
        b [440, 100, 30, 10]: overlaps active division fold by 14.5 × 10 at [455.5, 100, 14.5, 10]
        """)
  }

  /// One view with two findings: it straddles the fold and reaches into the bottom unsafe band.
  @MainActor
  private static func windowWithTwoFindings() -> Window {
    let window = makeWindow()
    window.addSubview(leaf("probe", CGRect(x: 430, y: 600, width: 80, height: 50)))
    return window
  }

  @MainActor
  @Test(
    "exemptions: exempting an identifier again adds the checks, it does not replace them",
    arguments: [
      [ScreenAudit.Checks.division, .safeArea], [.safeArea, .division], [.division, [], .safeArea],
      [[.division, .safeArea], .division],
    ])
  func exemptingAgainAdds(_ steps: [ScreenAudit.Checks]) {
    let window = Self.windowWithTwoFindings()
    #expect(
      ScreenAudit().findings(in: window).map(\.problem.description) == [
        "overlaps active division fold by 40 × 50 at [455.5, 600, 40, 50]", "outside the safe area by 15 at the bottom",
      ])
    var audit = ScreenAudit()
    var copied = ScreenAudit()
    for checks in steps {
      audit.exempt("probe", from: checks)
      copied = copied.exempting("probe", from: checks)
    }
    #expect(audit.exemptions["probe"] == [.division, .safeArea])
    #expect(audit.findings(in: window).isEmpty)
    #expect(copied == audit)
    // One exemption alone leaves the other finding.
    #expect(
      ScreenAudit().exempting("probe", from: .division).findings(in: window).map(\.problem.description) == [
        "outside the safe area by 15 at the bottom"
      ])
  }

  @MainActor
  @Test(
    "zero-sized views: with the size check off (by checks or by exemption) they are checked for nothing else",
    arguments: [
      CGRect(x: 460, y: 100, width: 0, height: 44),  // inside the fold band
      CGRect(x: 870, y: 10, width: 20, height: 0),  // under the camera, in the unsafe band
      CGRect(x: -10, y: 100, width: 0.0005, height: 50),  // past the window's edge, width inside the tolerance
      CGRect(x: 430, y: 640, width: 80, height: -5),  // negative height across the fold and the bottom band
    ])
  func zeroSizedCheckedForNothingElse(_ frame: CGRect) {
    let window = makeWindow()
    window.addSubview(leaf("probe", frame))
    #expect(ScreenAudit().findings(in: window).map(\.problem.description) == ["zero-sized"])
    #expect(ScreenAudit(checks: ScreenAudit.Checks.all.subtracting(.size)).findings(in: window).isEmpty)
    #expect(ScreenAudit().exempting("probe", from: .size).findings(in: window).isEmpty)
    // The same view with a size: the other checks find it (the frame's place is a problem).
    let sized = CGRect(x: frame.minX, y: frame.minY, width: max(frame.width, 10), height: max(abs(frame.height), 10))
    let other = makeWindow()
    other.addSubview(leaf("probe", sized))
    #expect(!ScreenAudit(checks: ScreenAudit.Checks.all.subtracting(.size)).findings(in: other).isEmpty)
  }
}
