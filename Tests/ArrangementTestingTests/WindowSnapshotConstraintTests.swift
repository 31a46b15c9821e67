import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Window snapshots: listing constraints (L12)")
struct WindowSnapshotConstraintTests {
  @Test("L12: the text snapshot lists each view's constraints when asked; the default text is unchanged")
  func listsConstraints() {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
    window.makeKeyAndVisible()
    let container = View(frame: window.bounds)
    container.accessibilityIdentifier = "container"
    window.addSubview(container)
    let box = View()
    box.accessibilityIdentifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 12)
    leading.identifier = "box.leading"
    let width = box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
    width.priority = LayoutPriority(750)
    LayoutConstraint.activate([
      leading, box.topAnchor.constraint(equalTo: container.topAnchor, constant: -4), width,
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    // A second required height contradicts the first: it is the one broken (L3).
    let tall = box.heightAnchor.constraint(equalToConstant: 50)
    tall.identifier = "box.tall"
    tall.isActive = true

    let snapshot = WindowSnapshot(window)
    #expect(snapshot.text(options: []) == snapshot.text)
    #expect(!snapshot.text.contains("constraint "))
    let listed = snapshot.text(options: .constraints).split(separator: "\n").map(String.init)
    // Without the constraint lines, the listing is the default text.
    #expect(listed.filter { !$0.contains("constraint ") } == snapshot.text.split(separator: "\n").map(String.init))
    // The margins guide's leading edge is 8 in: the box starts at 8 + 12; half the width; 40 high.
    let expected = [
      "container [0, 0, 400, 800]",
      "  constraint box.leading == container.UIViewLayoutMarginsGuide.leading + 12 'box.leading'",
      "  constraint box.top == container.top - 4",
      "  constraint box.width == 0.5*container.width @750",
      "  box [20, -4, 200, 40]",
      "    constraint box.height == 40",
      "    constraint box.height == 50 'box.tall' broken",
    ]
    #expect(Array(listed.suffix(expected.count)) == expected)
  }

  @Test("L12: the options print as their names")
  func optionNames() {
    #expect(WindowSnapshot.TextOptions.constraints.description == "[constraints]")
    #expect(WindowSnapshot.TextOptions().description == "[]")
  }
}
