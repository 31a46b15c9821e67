import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("N3: modalPresentationStyle")
struct ModalPresentationStyleTests {
  /// A recording root in a window and a recording sheet with `style`.
  static func make(_ style: ModalPresentationStyle?) -> (
    DeviceSimulator, RecordingController, RecordingController, EventLog
  ) {
    let log = EventLog()
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    let root = RecordingController("root", log: log)
    simulator.window.rootViewController = root
    let sheet = RecordingController("sheet", log: log)
    if let style { sheet.modalPresentationStyle = style }
    log.clear()
    return (simulator, root, sheet, log)
  }

  static func appearance(_ log: EventLog) -> [String] { log.events.filter { $0.contains("ppear") } }

  @Test("N3: the default style is .automatic, which keeps the presenter in the window as a sheet does")
  func automaticByDefault() {
    let (simulator, root, sheet, log) = Self.make(nil)
    #expect(sheet.modalPresentationStyle == .automatic)
    root.present(sheet, animated: false)
    #expect(root.view.window === simulator.window)
    #expect(Self.appearance(log) == ["sheet.viewWillAppear(false)", "sheet.viewDidAppear(false)"])
  }

  @Test(
    "N3: styles that keep the presenter in the window give it no appearance callback",
    arguments: [
      ModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .overCurrentContext, .popover, .custom, .none,
    ])
  func keepingStyles(_ style: ModalPresentationStyle) {
    let (simulator, root, sheet, log) = Self.make(style)
    root.present(sheet, animated: true)
    #expect(root.view.window === simulator.window)
    sheet.dismiss(animated: true)
    #expect(root.view.window === simulator.window)
    #expect(
      Self.appearance(log) == [
        "sheet.viewWillAppear(true)", "sheet.viewDidAppear(true)",
        "sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)",
      ])
  }

  @Test("N3: .fullScreen removes the presenter's view after the transition and puts it back on dismissal, balanced")
  func fullScreen() {
    let (simulator, root, sheet, log) = Self.make(.fullScreen)
    let traits = root.traitCollection
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(root.view.window == nil)
    #expect(sheet.view.window === simulator.window)
    #expect(root.presentedViewController === sheet)
    #expect(root.traitCollection == traits, "the covered presenter keeps the window's traits")
    #expect(
      Self.appearance(log) == [
        "sheet.viewWillAppear(true)", "sheet.viewDidAppear(true)",
        "root.viewWillDisappear(true)", "root.viewDidDisappear(true)",
      ])
    log.clear()
    sheet.dismiss(animated: true)
    #expect(root.view.window === simulator.window)
    #expect(simulator.window.subviews.first === root.view)
    #expect(LengthTolerance.isEqual(root.view.frame, simulator.window.bounds))
    #expect(sheet.view.window == nil)
    #expect(
      Self.appearance(log) == [
        "root.viewWillAppear(true)", "root.viewDidAppear(true)",
        "sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)",
      ])
  }

  @Test("N3: dismissing a stack of full-screen presentations puts back only the presenter at the bottom")
  func fullScreenStack() {
    let (simulator, root, sheet, log) = Self.make(.fullScreen)
    root.present(sheet, animated: false)
    let second = RecordingController("second", log: log)
    second.modalPresentationStyle = .fullScreen
    sheet.present(second, animated: false)
    #expect(sheet.view.window == nil)
    log.clear()
    root.dismiss(animated: true)
    #expect(root.view.window === simulator.window)
    #expect(sheet.view.window == nil && second.view.window == nil)
    #expect(log.events(of: "sheet").filter { $0.contains("ppear") }.isEmpty, "the covered middle one stays out")
    #expect(log.events(of: "root").filter { $0.contains("ppear") } == ["viewWillAppear(true)", "viewDidAppear(true)"])
  }

  @Test("N3: ModalPresentationStyle keeps the platform's raw values")
  func rawValues() {
    let expected: [(ModalPresentationStyle, Int)] = [
      (.fullScreen, 0), (.pageSheet, 1), (.formSheet, 2), (.currentContext, 3), (.custom, 4),
      (.overFullScreen, 5), (.overCurrentContext, 6), (.popover, 7), (.none, -1), (.automatic, -2),
    ]
    for (style, raw) in expected {
      #expect(style.rawValue == raw, "\(style)")
      #expect(ModalPresentationStyle(rawValue: raw) == style)
    }
  }
}
