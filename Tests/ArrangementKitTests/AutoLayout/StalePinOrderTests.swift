import ArrangementKit
import Foundation
import Testing

/// A translating view's new frame (L6) read against its safe-area guide's pins from the moment
/// before: the two stale pins contradict each other for a moment, not the constraints. The
/// random constraint sequences' seed 1592592256, reduced.
@MainActor
@Suite("Pins refreshed in one pass that contradict each other only while stale (L3, L6)")
struct StalePinOrderTests {
  /// A view whose own layout makes its first subview fill its bounds: the way an arrangement
  /// controller sizes a pane, after the window's pass has brought every pin up to date.
  private final class FillingContainer: View {
    override func layoutSubviews() {
      super.layoutSubviews()
      if let child = subviews.first, child.frame != bounds { child.frame = bounds }
    }
  }

  @Test(
    "L6: a translating view's new width that contradicts only its safe-area guide's pins from before the resize is taken, and no conflict is reported"
  )
  func newWidthAfterGuidePins() {
    // 400 wide, then the display is 258 wide. The window's pass refreshes the pins first: the
    // owner is still 400 wide and reaches 142 points out of the window, so its guide gets a
    // 142-point right inset. Then the container gives the owner 258: with that inset still in
    // the guide's pins, `content` has no room (k1 and k2 need owner.width ≥ 74 + 2 × 142), but
    // the guide's own refresh in the same pass drops the inset, and 258 is wide enough.
    let display = Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 200))
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let container = FillingContainer(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(container)
    let owner = View(frame: container.bounds)
    container.addSubview(owner)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    owner.addSubview(content)
    let guide = owner.safeAreaLayoutGuide
    let leading = content.leadingAnchor.constraint(equalTo: guide.centerXAnchor, constant: 38)
    LayoutConstraint.activate([
      leading,
      content.centerXAnchor.constraint(lessThanOrEqualTo: guide.rightAnchor, constant: 13),
      content.centerXAnchor.constraint(greaterThanOrEqualTo: owner.centerXAnchor, constant: 50),
      content.topAnchor.constraint(equalTo: owner.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(content.frame.minX.isClose(to: 238), "\(content.frame)")

    display.bounds = CGRect(x: 0, y: 0, width: 258, height: 200)
    window.layoutIfNeeded()
    #expect(owner.frame.width.isClose(to: 258), "\(owner.frame)")
    #expect(owner.safeAreaInsets.right.isClose(to: 0), "\(owner.safeAreaInsets)")
    #expect(content.frame.minX.isClose(to: 129 + 38), "\(content.frame)")
    #expect(window.layoutConstraintDiagnostics.isEmpty, "\(window.layoutConstraintDiagnostics)")
    #expect(window.brokenLayoutConstraints.isEmpty)
  }
}
