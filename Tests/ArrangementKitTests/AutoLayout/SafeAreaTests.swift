import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// A view that logs its safe-area and margin callbacks and its layouts, as `name.event`.
@MainActor
final class InsetsRecordingView: View {
  var name = ""
  var log: EventLog?
  /// Runs in `layoutSubviews`, after `super`.
  var onLayout: ((InsetsRecordingView) -> Void)?
  /// A view logging to `log` as `name`.
  convenience init(_ name: String, log: EventLog, frame: CGRect) {
    self.init(frame: frame)
    self.name = name
    self.log = log
  }
  override func safeAreaInsetsDidChange() { log?.record("\(name).safeArea") }
  override func layoutMarginsDidChange() { log?.record("\(name).margins") }
  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?(self)
    log?.record("\(name).layout")
  }
}

/// A controller whose root view is an ``InsetsRecordingView`` and that logs its own callbacks.
@MainActor
final class InsetsRecordingController: ViewController {
  let name: String
  let log: EventLog
  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  override func loadView() {
    let root = InsetsRecordingView()
    root.name = name + ".view"
    root.log = log
    view = root
  }
  override func viewSafeAreaInsetsDidChange() { log.record("\(name).viewSafeArea") }
  override func viewLayoutMarginsDidChange() { log.record("\(name).viewMargins") }
  override func viewWillLayoutSubviews() { log.record("\(name).willLayout") }

  /// A recording subview of the root view with `frame`.
  func addRecordingSubview(_ name: String, frame: CGRect) -> InsetsRecordingView {
    let subview = InsetsRecordingView(frame: frame)
    subview.name = name
    subview.log = log
    view.addSubview(subview)
    return subview
  }
}

/// A window on a 400 × 800 display whose bottom 34 and right 40 points are unsafe.
@MainActor
func insetWindow(direction: LayoutDirection = .leftToRight) -> Window {
  let display = Display(
    bounds: CGRect(x: 0, y: 0, width: 400, height: 800), traits: TraitCollection(layoutDirection: direction),
    safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 40))
  let window = Window(display: display)
  window.makeKeyAndVisible()
  return window
}

@MainActor
@Suite("Safe area: additional insets and change callbacks (M1, M2)")
struct SafeAreaTests {
  @Test("M1: additional insets add to the root view's safe area and shape the safe area below it")
  func additionalInsets() {
    let window = insetWindow()
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    window.rootViewController = root
    let footer = root.addRecordingSubview("footer", frame: CGRect(x: 0, y: 700, width: 400, height: 100))
    let middle = root.addRecordingSubview("middle", frame: CGRect(x: 100, y: 300, width: 100, height: 100))
    root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 10, bottom: 50, right: 0)
    window.layoutIfNeeded()
    // The root view: the window's overlap (bottom 34, right 40) plus the additional insets.
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 20, left: 10, bottom: 84, right: 40))
    // The footer (700…800) reaches 800 − 84 = 716 → 84 below the enlarged band's edge.
    #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 10, bottom: 84, right: 40))
    // The middle view overlaps none of the bands.
    #expect(middle.safeAreaInsets == .zero)
    // The guide is the bounds inset by the insets.
    #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 10, y: 20, width: 350, height: 696))

    // A child controller's root view adds its own on top.
    let child = InsetsRecordingController("child", log: log)
    root.addChild(child)
    child.view.frame = CGRect(x: 0, y: 400, width: 400, height: 400)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 6, right: 0)
    #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 10, bottom: 90, right: 40))
  }

  @Test("M1: additional insets are mirrored side for side", arguments: [false, true])
  func additionalInsetsMirrored(_ mirrored: Bool) {
    let display = Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let root = ViewController()
    window.rootViewController = root
    let edgeView = View(frame: CGRect(x: mirrored ? 370 : 0, y: 0, width: 30, height: 30))
    root.view.addSubview(edgeView)
    root.additionalSafeAreaInsets = mirrored ? EdgeInsets(right: 12) : EdgeInsets(left: 12)
    #expect(edgeView.safeAreaInsets == (mirrored ? EdgeInsets(right: 12) : EdgeInsets(left: 12)))
  }

  @Test("M1: NaN, infinite and negative additional insets are stored as 0, with a diagnostic")
  func sanitized() {
    let window = insetWindow()
    let root = ViewController()
    window.rootViewController = root
    root.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 10)
    #expect(root.additionalSafeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
    let diagnostic = window.inputDiagnostics.last ?? ""
    #expect(diagnostic.contains("additionalSafeAreaInsets"))
    #expect(diagnostic.contains("top nan") && diagnostic.contains("left -5") && diagnostic.contains("bottom inf"))
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 50))
    let count = window.inputDiagnostics.count
    root.additionalSafeAreaInsets = EdgeInsets(top: 1)
    #expect(window.inputDiagnostics.count == count)
  }

  @Test("M1, M2: constraints to the safe-area guide follow additional insets in the next pass")
  func guideFollowsAdditionalInsets() {
    let window = insetWindow()
    let root = ViewController()
    window.rootViewController = root
    let toolbar = View()
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(toolbar)
    let guide = root.view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      toolbar.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(toolbar.frame == CGRect(x: 0, y: 800 - 34 - 44, width: 360, height: 44))
    root.additionalSafeAreaInsets = EdgeInsets(bottom: 56)
    window.layoutIfNeeded()
    #expect(toolbar.frame == CGRect(x: 0, y: 800 - 34 - 56 - 44, width: 360, height: 44))
  }

  @Test("M2: an additional-insets change calls back, before layout, only the views whose insets changed")
  func additionalInsetsCallbacks() {
    let window = insetWindow()
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    window.rootViewController = root
    let footer = root.addRecordingSubview("footer", frame: CGRect(x: 0, y: 700, width: 400, height: 100))
    _ = root.addRecordingSubview("middle", frame: CGRect(x: 100, y: 300, width: 100, height: 100))
    window.layoutIfNeeded()
    log.clear()
    root.additionalSafeAreaInsets = EdgeInsets(bottom: 50)
    window.layoutIfNeeded()
    #expect(
      log.events.filter { !$0.hasSuffix("margins") && !$0.hasSuffix("Margins") } == [
        "root.view.safeArea", "root.viewSafeArea", "root.willLayout", "root.view.layout", "footer.safeArea",
        "footer.layout",
      ])
    #expect(footer.safeAreaInsets.bottom == 84)
    log.clear()
    // The same value again: nothing changes, nobody is called.
    root.additionalSafeAreaInsets = EdgeInsets(bottom: 50)
    window.layoutIfNeeded()
    #expect(log.events.isEmpty)
    // Back to zero: reported again.
    root.additionalSafeAreaInsets = .zero
    window.layoutIfNeeded()
    #expect(log.events.contains("footer.safeArea"))
    #expect(footer.safeAreaInsets.bottom == 34)
  }

  /// Moves `view` so that its bottom edge lies `overlap` points into the bottom band
  /// (the band starts at 800 − 34 = 766) and returns whether it reported a change.
  private func reportsAfterMoving(overlap: CGFloat) -> Bool {
    let window = insetWindow()
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    window.rootViewController = root
    let card = root.addRecordingSubview("card", frame: CGRect(x: 0, y: 600, width: 100, height: 100))
    window.layoutIfNeeded()
    log.clear()
    card.frame.origin.y = 766 - 100 + overlap
    window.layoutIfNeeded()
    return log.events.contains("card.safeArea")
  }

  @Test("M2: a frame change reports a change beyond the length tolerance, not within it")
  func frameChangeTolerance() {
    #expect(!reportsAfterMoving(overlap: LengthTolerance.standard / 2))
    #expect(reportsAfterMoving(overlap: LengthTolerance.standard * 2))
    #expect(reportsAfterMoving(overlap: 10))
  }

  @Test("M2: a superview's layout that moves a subview into a band reports it before the subview's layout")
  func moveInLayout() {
    let window = insetWindow()
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    window.rootViewController = root
    let card = root.addRecordingSubview("card", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.layoutIfNeeded()
    log.clear()
    // The root view's own layout puts the card at the bottom right, into both bands.
    (root.view as? InsetsRecordingView)?.onLayout = { view in
      card.frame.origin = CGPoint(x: view.bounds.maxX - 100, y: view.bounds.maxY - 100)
    }
    root.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(card.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 40))
    #expect(
      log.events.firstIndex(of: "card.safeArea").map { $0 < (log.events.firstIndex(of: "card.layout") ?? -1) } == true)
  }

  @Test(
    "M2: a posture change calls back the views whose insets changed, before the pass that lays them out",
    arguments: [Orientation.landscape, .landscapeFlipped])
  func postureChange(_ orientation: Orientation) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: orientation)
    let log = EventLog()
    let root = InsetsRecordingController("root", log: log)
    simulator.window.rootViewController = root
    // On the outer display in landscape the bar is on the right (`landscape`) or the left
    // (`landscapeFlipped`): a view on the bar's side overlaps it, a centred one does not.
    let flipped = orientation == .landscapeFlipped
    // The bar's band starts at 678 − 84 = 594 (`landscape`) or ends at 84 (`landscapeFlipped`).
    let side = root.addRecordingSubview("side", frame: CGRect(x: flipped ? 0 : 544, y: 100, width: 100, height: 100))
    let centre = root.addRecordingSubview("centre", frame: CGRect(x: 289, y: 100, width: 100, height: 100))
    let pinned = View()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(pinned)
    LayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
      pinned.leadingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.leadingAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
    ])
    simulator.window.layoutIfNeeded()
    #expect(side.safeAreaInsets == (flipped ? EdgeInsets(left: 84) : EdgeInsets(right: 50)))
    log.clear()
    // Unfolding flat in portrait: the inner display's insets are 82 on top, 34 at the bottom.
    simulator.pose = Pose(.flat, .portrait)
    #expect(side.safeAreaInsets == .zero)
    #expect(log.events.contains("side.safeArea"))
    #expect(log.events.contains("root.view.safeArea") && log.events.contains("root.viewSafeArea"))
    #expect(!log.events.contains("centre.safeArea"))
    #expect(centre.safeAreaInsets == .zero)
    #expect(log.events.firstIndex(of: "root.viewSafeArea")! < log.events.firstIndex(of: "root.willLayout")!)
    // The constraint to the guide followed in the same pass.
    #expect(pinned.frame.origin == CGPoint(x: 0, y: 82))
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 82, left: 0, bottom: 34, right: 0))
  }
}
