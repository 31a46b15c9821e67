import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// Regression tests for what the random operation sequences found in ArrangementKit; each is a
/// minimized finding named after the rule it broke (Docs/Reliability.md lists them).
@Suite("ArrangementKit reliability findings")
@MainActor
struct KitFindingsTests {
  /// Finding K1: `reservedRegions(kind:)` trapped inside Foundation's `CGRect.intersects` when
  /// the view's frame or a region's frame held NaN (or `-inf` with an infinite size).
  @Test(
    "R1: reservedRegions never traps on non-finite view or region frames",
    arguments: [
      CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100),
      CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 100),
      CGRect(x: CGFloat.nan, y: CGFloat.nan, width: 10, height: 10),
    ])
  func nonFiniteFrames(bad: CGRect) {
    let fold = ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 100, y: 0, width: 20, height: 400))
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 220, height: 400),
      reservedRegions: [fold, ReservedRegion(id: "bad", kind: .division, frame: bad)])
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let good = View(frame: CGRect(x: 0, y: 0, width: 220, height: 400))
    let broken = View(frame: bad)
    window.addSubview(good)
    window.addSubview(broken)
    // The bad region is never returned; the good fold still is.
    #expect(good.reservedRegions(kind: .division).map(\.id) == ["fold"])
    // A view with a bad frame intersects nothing.
    #expect(broken.reservedRegions(kind: .division, options: .includeInactive).isEmpty)
  }

  /// Finding K2: removing a hidden (detached) child from its slot cut its trait inheritance
  /// (it inherits through the slot while detached) without refreshing its traits, so an
  /// arrangement controller kept a layout solved for its old traits.
  @Test("T1: a hidden child taken out of its slot gets its new traits and re-lays out")
  func hiddenChildLeavesSlot() {
    let simulator = DeviceSimulator(device: .iPhone, posture: .flat, orientation: .landscape)
    let root = ArrangementController()
    simulator.window.rootViewController = root
    let inner = ArrangementController()
    inner.view.frame = CGRect(x: 0, y: 0, width: 874, height: 402)
    inner.setViewController(ViewController(), for: .primary)
    inner.setViewController(ViewController(), for: .secondary)
    root.setViewController(ViewController(), for: .primary)
    root.setViewController(inner, for: .secondary)
    simulator.window.layoutIfNeeded()
    // Landscape iPhone: compact × compact, so the root shows its primary alone and the inner
    // arrangement, hidden, inherits compact through its slot: it shows one view too.
    #expect(root.state(for: .secondary)?.isHidden == true)
    #expect(inner.traitCollection.horizontalSizeClass == .compact)
    #expect(inner.state(for: .secondary)?.isHidden == true)

    root.setViewController(ViewController(), for: .secondary)
    // Out of every hierarchy its traits are the defaults (unspecified never blocks a split).
    #expect(inner.traitCollection.horizontalSizeClass == .unspecified)
    #expect(inner.state(for: .secondary)?.isHidden == false)
    #expect(
      ArrangementLayout.layoutsMatch(
        inner.currentLayout, inner.arrangement.layout(in: ArrangementContext(bounds: inner.view.bounds))))
  }

  /// Finding K3: moving a plain ancestor view moved the fold in the coordinates of the
  /// arrangement controllers below it, but they kept their old layout (only a controller's own
  /// view reacted to a move).
  @Test("C5: moving an ancestor view re-lays out the arrangements below it against the moved fold")
  func ancestorMoves() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let holder = ViewController()
    simulator.window.rootViewController = holder
    let box = ViewController()
    holder.addChild(box)
    holder.view.addSubview(box.view)
    box.didMove(toParent: holder)
    box.view.frame = CGRect(x: 0, y: 0, width: 951, height: 669)
    let inner = ArrangementController()
    box.addChild(inner)
    box.view.addSubview(inner.view)
    inner.didMove(toParent: box)
    inner.view.frame = CGRect(x: 0, y: 0, width: 951, height: 669)
    inner.setViewController(ViewController(), for: .primary)
    inner.setViewController(ViewController(), for: .secondary)
    simulator.window.layoutIfNeeded()
    #expect(
      LengthTolerance.isEqual(
        inner.currentLayout?[.primary]?.frame ?? .null, CGRect(x: 0, y: 0, width: 455.5, height: 669)))

    box.view.frame = CGRect(x: -300, y: 0, width: 951, height: 669)
    simulator.window.layoutIfNeeded()
    // The fold now lies at x 755.5–795.5 in the inner arrangement's coordinates.
    #expect(
      LengthTolerance.isEqual(
        inner.currentLayout?[.primary]?.frame ?? .null, CGRect(x: 0, y: 0, width: 755.5, height: 669)))
    #expect(
      LengthTolerance.isEqual(
        inner.currentLayout?[.secondary]?.frame ?? .null, CGRect(x: 795.5, y: 0, width: 155.5, height: 669)))
  }

  /// Finding K4: querying a nested arrangement controller laid out the outermost view that
  /// needed layout; that pass hid (detached) the nested one, which then never ran its own
  /// pending layout, so `currentLayout` still listed a controller its slot no longer held.
  @Test("C3: a query runs the pending layout even when the outer pass detaches the queried arrangement")
  func queryAfterOuterPassDetaches() {
    let outer = ArrangementController()
    outer.view.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
    let inner = ArrangementController()
    inner.setViewController(ViewController(), for: .primary)
    inner.setViewController(ViewController(), for: .secondary)
    outer.setViewController(ViewController(), for: .primary)
    outer.setViewController(inner, for: .secondary)
    outer.view.layoutIfNeeded()
    #expect(outer.state(for: .secondary)?.isHidden == false)
    #expect(inner.currentLayout?[.secondary] != nil)

    inner.setViewController(nil, for: .secondary)
    outer.updateArrangement(SplitArrangement().axes(.vertical))  // 1000 × 800 is wide: one view (S3)
    #expect(inner.currentLayout?[.secondary] == nil)
    #expect(inner.currentLayout?[.primary] != nil)
    #expect(outer.state(for: .secondary)?.isHidden == true)
  }

  /// Finding K5: when a parent controller is freed, its children lose it silently (no
  /// callback, as in UIKit) and with it the traits they inherited; an arrangement controller
  /// among them kept answering queries from a layout solved for the old traits.
  @Test("T1: an arrangement controller whose parent was freed answers queries with its new traits")
  func parentFreed() {
    let inner = ArrangementController()
    inner.setViewController(ViewController(), for: .primary)
    inner.setViewController(ViewController(), for: .secondary)
    weak var weakParent: ViewController?
    do {
      let parent = ViewController()
      parent.traitOverrides = TraitOverrides(horizontalSizeClass: .compact, verticalSizeClass: .compact)
      parent.addChild(inner)
      parent.view.addSubview(inner.view)
      inner.didMove(toParent: parent)
      inner.view.frame = CGRect(x: 0, y: 0, width: 600, height: 900)
      // Taller than wide, vertical size class compact: one view (S2, S3).
      #expect(inner.state(for: .secondary)?.isHidden == true)
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(inner.parent == nil)
    #expect(inner.traitCollection.verticalSizeClass == .unspecified)
    #expect(inner.state(for: .secondary)?.isHidden == false)
  }
}
