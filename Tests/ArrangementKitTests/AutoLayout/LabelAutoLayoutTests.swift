import ArrangementKit
import Foundation
import Testing

@MainActor
@Suite("Labels and buttons in Auto Layout (W3, W4, L7)")
struct LabelAutoLayoutTests {
  @Test("W3: a multi-line label pinned to a width wraps to it in a second pass, as on the platform")
  func secondPass() {
    let fixture = AutoLayoutFixture(width: 100, height: 400)
    fixture.window.textMeasurer = TenPointMeasurer()
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "aaa bbb ccc"
    fixture.container.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: fixture.container.trailingAnchor),
      label.topAnchor.constraint(equalTo: fixture.container.topAnchor),
    ])
    fixture.layout()
    // 100 wide: "aaa bbb" (70) / "ccc": two 20 pt lines.
    #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("W3, W4: changing a label's text or a button's title re-measures it (invalidateIntrinsicContentSize)")
  func textChanges() {
    let fixture = AutoLayoutFixture()
    fixture.window.textMeasurer = TenPointMeasurer()
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Play"
    let button = Button(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("Go", for: .normal)
    fixture.container.addSubview(label)
    fixture.container.addSubview(button)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
      label.topAnchor.constraint(equalTo: fixture.container.topAnchor),
      button.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
      button.topAnchor.constraint(equalTo: label.bottomAnchor),
    ])
    fixture.layout()
    #expect(label.frame.size == CGSize(width: 40, height: 20))
    #expect(button.frame == CGRect(x: 0, y: 20, width: 20, height: 32))
    label.text = "Pause"
    button.setTitle("Stop", for: .normal)
    fixture.layout()
    #expect(label.frame.size == CGSize(width: 50, height: 20))
    #expect(button.frame.size == CGSize(width: 40, height: 32))
  }
}
