import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Window snapshots")
struct WindowSnapshotTests {
  /// A 320 × 200 display with an active fold in the middle, an inactive camera and a bottom inset.
  func makeWindow() -> Window {
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 200),
      reservedRegions: [
        ReservedRegion(
          id: "fold", kind: .division, frame: CGRect(x: 150, y: 0, width: 20, height: 200), isActive: true),
        ReservedRegion(
          id: "camera", kind: .occlusion, frame: CGRect(x: 0, y: 0, width: 20, height: 20), isActive: false),
      ],
      safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    let window = Window(display: display)
    window.makeKeyAndVisible()
    return window
  }

  @Test("the text lists every view with its window frame; hidden ones are marked, not drawn")
  func text() {
    let window = makeWindow()
    let card = View(frame: CGRect(x: 10, y: 10, width: 120, height: 100))
    card.accessibilityIdentifier = "card"
    let badge = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    badge.accessibilityIdentifier = "badge"
    card.addSubview(badge)
    let ghost = View(frame: CGRect(x: 180, y: 10, width: 100, height: 100))
    ghost.accessibilityIdentifier = "ghost"
    ghost.isHidden = true
    let broken = View(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
    broken.accessibilityIdentifier = "broken"
    for view in [card, ghost, broken] { window.addSubview(view) }
    let snapshot = WindowSnapshot(window, title: "card")
    let lines = snapshot.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "card")
    #expect(lines[1] == "window 320 × 200, safe area top 0, left 0, bottom 20, right 0")
    #expect(lines[2] == "division fold [150, 0, 20, 200] active")
    #expect(lines[3] == "occlusion camera [0, 0, 20, 20] inactive")
    #expect(
      Array(lines.suffix(5)) == [
        "card [10, 10, 120, 100]", "  badge [30, 30, 40, 40]", "ghost [180, 10, 100, 100] hidden",
        "broken [nan, 0, 10, 10]", "",
      ])
    #expect(snapshot.text.contains("░"))  // the active fold
    #expect(!snapshot.text.contains("ghost   "))  // not drawn: the label appears only in the tree
    #expect(lines.filter { $0.contains("ghost") }.count == 1)
    #expect(snapshot.nodes.map(\.isHidden) == [false, false, true, false])
    #expect(!snapshot.svg.contains("data-path=\"ghost\""))
    #expect(!snapshot.svg.contains("data-path=\"broken\""))
    #expect(snapshot.svg.contains("class=\"occlusion inactive\""))
    #expect(snapshot.description == snapshot.text)
  }

  @Test("snapshots change when a view moves, and only then")
  func changes() {
    let window = makeWindow()
    let card = View(frame: CGRect(x: 10, y: 10, width: 120, height: 100))
    window.addSubview(card)
    let before = WindowSnapshot(window)
    #expect(WindowSnapshot(window) == before)
    card.frame.origin.x = 11
    let after = WindowSnapshot(window)
    #expect(after != before)
    #expect(SnapshotDiff(reference: before.text, actual: after.text).changeCount.added >= 1)
  }
}
