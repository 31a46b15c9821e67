import ArrangementTesting
import Foundation
import Testing

/// A plain window at scale 1 (400 × 400, white), measured 10 pt per character and 20 per line.
@MainActor
private func plainWindow() -> Window {
  let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 400)))
  window.textMeasurer = TenPerCharacter()
  window.makeKeyAndVisible()
  return window
}

private struct TenPerCharacter: TextMeasurer {
  func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
  func lineHeight(of font: Font) -> CGFloat { 20 }
}

/// A label that follows Dynamic Type (so only the check under test can find something).
@MainActor
private func label(_ text: String, frame: CGRect, id: String = "label") -> Label {
  let label = Label(frame: frame)
  label.text = text
  label.font = .preferredFont(forTextStyle: .body)
  label.adjustsFontForContentSizeCategory = true
  label.accessibilityIdentifier = id
  return label
}

@MainActor
private func problems(_ window: Window, _ checks: ScreenAudit.Checks = .accessibility) -> [String] {
  ScreenAudit(checks: checks).findings(in: window).map { "\($0.pathDescription): \($0.problem)" }
}

@MainActor
@Suite("DT6: the accessibility audit")
struct AccessibilityAuditTests {
  @Test("DT6 text clipped: a truncated label is a finding; one that fits is not")
  func textClipped() {
    let window = plainWindow()
    window.addSubview(label("Chapter", frame: CGRect(x: 0, y: 0, width: 70, height: 20)))
    #expect(problems(window).isEmpty)
    window.subviews[0].frame.size.width = 60
    #expect(problems(window) == [#"label: text "Chapter" clipped at large: shows "Chapt…" in 60 × 20"#])
  }

  @Test("DT6 text clipped: cut by its height or by the screen, on both sides of half a pixel")
  func textCut() {
    let window = plainWindow()
    let short = label("Hi", frame: CGRect(x: 0, y: 0, width: 40, height: 19.4), id: "short")
    let fine = label("Hi", frame: CGRect(x: 0, y: 50, width: 40, height: 19.6), id: "fine")
    let edge = label("Hi", frame: CGRect(x: 361, y: 100, width: 40, height: 20), id: "edge")
    for view in [short, fine, edge] { window.addSubview(view) }
    #expect(
      problems(window) == [
        #"short: text "Hi" clipped at large: needs 20 pt of height, has 19.4"#,
        #"edge: text "Hi" clipped at large: cut by the screen by 1 on the right"#,
      ])
  }

  @Test("DT6 Dynamic Type: fixed fonts and the flag off are findings, with the reason")
  func dynamicType() {
    let window = plainWindow()
    let fixed = label("Fixed", frame: CGRect(x: 0, y: 0, width: 100, height: 20), id: "fixed")
    fixed.font = .systemFont(ofSize: 17)
    let off = label("Off", frame: CGRect(x: 0, y: 30, width: 100, height: 20), id: "off")
    off.adjustsFontForContentSizeCategory = false
    let scaled = label("Scaled", frame: CGRect(x: 0, y: 60, width: 100, height: 20), id: "scaled")
    scaled.font = FontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15))
    let legacy = Button(type: .system)
    legacy.setTitle("Go", for: .normal)
    legacy.frame = CGRect(x: 0, y: 100, width: 60, height: 44)
    legacy.accessibilityIdentifier = "legacy"
    let modern = Button(configuration: .filled())
    modern.configuration?.title = "Go"
    modern.frame = CGRect(x: 100, y: 100, width: 60, height: 44)
    modern.accessibilityIdentifier = "modern"
    for view in [fixed, off, scaled, legacy, modern] { window.addSubview(view) }
    #expect(
      problems(window, .dynamicType) == [
        "fixed: text does not follow Dynamic Type at large: system 17 regular is a fixed font (use preferredFont(forTextStyle:) or FontMetrics)",
        "off: text does not follow Dynamic Type at large: adjustsFontForContentSizeCategory is off",
        "legacy: text does not follow Dynamic Type at large: the title uses the legacy fixed 15 pt font (no configuration)",
      ])
  }

  @Test("DT6 hit region: enabled controls under 44 × 44 are findings, on both sides of the tolerance")
  func hitRegion() {
    let window = plainWindow()
    func button(_ id: String, _ size: CGSize, enabled: Bool = true) -> Button {
      let button = Button(configuration: .plain())
      button.frame = CGRect(origin: CGPoint(x: 0, y: CGFloat(window.subviews.count) * 50), size: size)
      button.accessibilityIdentifier = id
      button.isEnabled = enabled
      window.addSubview(button)
      return button
    }
    _ = button("small", CGSize(width: 30, height: 30))
    _ = button("enough", CGSize(width: 44, height: 44))
    _ = button("withinTolerance", CGSize(width: 44 - 0.0005, height: 44))
    _ = button("pastTolerance", CGSize(width: 43.99, height: 60))
    _ = button("disabled", CGSize(width: 30, height: 30), enabled: false)
    #expect(
      problems(window, .hitRegion) == [
        "small: hit region 30 × 30 is smaller than 44 × 44",
        "pastTolerance: hit region 43.99 × 60 is smaller than 44 × 44",
      ])
  }

  @Test("DT6 contrast: WCAG ratios against the resolved background, 4.5 : 1 and 3 : 1 for large text")
  func contrast() {
    let window = plainWindow()
    let grey = Color(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255, alpha: 1)  // 4.48 : 1 on white
    let passing = Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255, alpha: 1)  // 4.54 : 1
    let small = label("Small", frame: CGRect(x: 0, y: 0, width: 100, height: 20), id: "small")
    small.textColor = grey
    let enough = label("Enough", frame: CGRect(x: 0, y: 30, width: 100, height: 20), id: "enough")
    enough.textColor = passing
    let large = label("Large", frame: CGRect(x: 0, y: 60, width: 100, height: 20), id: "large")
    large.textColor = grey
    large.font = .systemFont(ofSize: 18)
    // On a 50 % black panel the grey text falls to 2.27 : 1 (the panel composites to #808080).
    let panel = View(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    panel.backgroundColor = Color.black.withAlphaComponent(0.5)
    panel.accessibilityIdentifier = "panel"
    let onPanel = label("Panel", frame: CGRect(x: 0, y: 0, width: 100, height: 20), id: "onPanel")
    onPanel.textColor = grey
    panel.addSubview(onPanel)
    for view in [small, enough, large, panel] { window.addSubview(view) }
    let found = problems(window, .contrast)
    #expect(found.count == 2)
    #expect(found.first == "small: text contrast 4.48 : 1 is below 4.5 : 1 (#777777 on #FFFFFF) at large")
    #expect(found.last?.hasPrefix("panel › onPanel: text contrast 1.") == true)
  }

  @Test("DT6: the default checks find nothing new; exemptions are per check; findings name the text size")
  func optInAndExemptions() {
    let window = plainWindow()
    let bad = label("Chapter one", frame: CGRect(x: 0, y: 0, width: 30, height: 20), id: "bad")
    bad.font = .systemFont(ofSize: 12)
    bad.textColor = Color(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
    window.addSubview(bad)
    #expect(ScreenAudit().findings(in: window).isEmpty)
    #expect(problems(window).count == 3)  // clipped, fixed, contrast
    let exempt = ScreenAudit(checks: .accessibility).exempting("bad", from: [.contrast, .dynamicType])
    #expect(
      exempt.findings(in: window).map(\.problem.description).allSatisfy { $0.hasPrefix("text \"Chapter one\" clipped") }
    )
    #expect(exempt.findings(in: window).count == 1)
  }

  @Test("DT6, DT7: a sweep of poses × text sizes names the pose and the text size of each finding")
  func sweep() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    let title = label("Now playing", frame: CGRect(x: 20, y: 100, width: 200, height: 30), id: "title")
    simulator.window.addSubview(title)
    var found: [String] = []
    for pose in Device.iPhoneDuo.poses(contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge]) {
      simulator.pose = pose
      for finding in ScreenAudit(checks: .textClipped).findings(in: simulator.window) {
        found.append("\(pose): \(finding.problem)")
      }
    }
    // 200 × 30 holds "Now playing" at large (body 17 is 20.29 tall) but not at AX5 (53 pt).
    #expect(found.count == Device.iPhoneDuo.poses.count)
    #expect(
      found.allSatisfy {
        $0.contains("text accessibilityExtraExtraExtraLarge")
          && $0.contains("clipped at accessibilityExtraExtraExtraLarge")
      })
  }
}
