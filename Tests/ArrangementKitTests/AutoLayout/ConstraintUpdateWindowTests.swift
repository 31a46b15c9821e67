import ArrangementKit
import ArrangementSimulator
import Foundation
import Testing

/// L8's update-constraints phase runs for the views of the window being laid out: a view that
/// asked and then moved to another window is updated by that window's pass, not the first one's.
@MainActor
@Suite("L8: the update-constraints phase and moves between windows")
struct ConstraintUpdateWindowTests {
  /// A view counting its `updateConstraints()` calls.
  final class CountingView: View {
    var updates = 0
    override func updateConstraints() {
      updates += 1
      super.updateConstraints()
    }
  }

  static func makeWindow() -> Window {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), scale: 2))
    window.makeKeyAndVisible()
    return window
  }

  @Test(
    "L8: a view that asked for a constraint update, moved to another window, is updated by that window's pass only",
    arguments: [1, 8])
  func askedThenMoved(depth: Int) {
    let first = Self.makeWindow()
    let second = Self.makeWindow()
    // The view sits `depth` levels below a root that moves (its window is the root's).
    let root = View(frame: first.bounds)
    var parent = root
    for _ in 1..<depth {
      let level = View(frame: parent.bounds)
      parent.addSubview(level)
      parent = level
    }
    let view = CountingView(frame: parent.bounds)
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50)])
    first.addSubview(root)
    first.layoutIfNeeded()
    let before = view.updates
    view.setNeedsUpdateConstraints()
    second.addSubview(root)
    first.layoutIfNeeded()
    #expect(view.updates == before, "the first window's pass leaves a view now in the second alone")
    second.layoutIfNeeded()
    #expect(view.updates == before + 1, "the second window's pass updates it once")
    #expect(view.window === second)
  }
}
