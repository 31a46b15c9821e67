@_spi(Testing) import ArrangementKit
import Foundation
import Testing

/// A view that counts its layouts and still applies the engine's frames (calls `super`).
@MainActor
final class CountingConstrainedView: View {
  var layoutCount = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
  }
}

@MainActor
@Suite("layoutIfNeeded on a view (L10)")
struct LayoutIfNeededTests {
  /// Two sibling containers in a window's container; the first holds a view constrained to a
  /// height of `height`.
  @MainActor
  struct Scene {
    let fixture = AutoLayoutFixture()
    let first = CountingConstrainedView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    let second = CountingConstrainedView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
    let content = View()
    let height: LayoutConstraint

    init() {
      fixture.container.addSubview(first)
      fixture.container.addSubview(second)
      content.translatesAutoresizingMaskIntoConstraints = false
      first.addSubview(content)
      height = content.heightAnchor.constraint(equalToConstant: 44)
      LayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: first.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: first.trailingAnchor),
        content.topAnchor.constraint(equalTo: first.topAnchor), height,
      ])
      fixture.layout()
    }
  }

  @Test("L10: layoutIfNeeded on a view lays out that view's subtree, not its siblings")
  func subtreeOnly() {
    let scene = Scene()
    let (first, second) = (scene.first, scene.second)
    let before = (first.layoutCount, second.layoutCount)
    first.setNeedsLayout()
    second.setNeedsLayout()
    first.layoutIfNeeded()
    #expect(first.layoutCount == before.0 + 1)
    #expect(second.layoutCount == before.1)
    scene.fixture.layout()
    #expect(second.layoutCount == before.1 + 1)
  }

  @Test("L10: layoutIfNeeded below a changed engine solves it and applies the frames in its subtree only")
  func staleEngine() {
    let scene = Scene()
    let solves = scene.fixture.window.layoutEngineSolveCount
    let secondLayouts = scene.second.layoutCount
    scene.second.setNeedsLayout()
    scene.height.constant = 60
    scene.first.layoutIfNeeded()
    #expect(scene.content.frame.height.isClose(to: 60))
    #expect(scene.fixture.window.layoutEngineSolveCount == solves + 1)
    #expect(scene.second.layoutCount == secondLayouts)
    // The window's own pass lays out the rest, without another solve.
    scene.fixture.layout()
    #expect(scene.second.layoutCount == secondLayouts + 1)
    #expect(scene.fixture.window.layoutEngineSolveCount == solves + 1)
  }

  @Test("L10: layoutIfNeeded with nothing pending lays out nothing and solves nothing")
  func nothingPending() {
    let scene = Scene()
    let counts = (scene.first.layoutCount, scene.second.layoutCount)
    let solves = scene.fixture.window.layoutEngineSolveCount
    scene.first.layoutIfNeeded()
    scene.fixture.layout()
    #expect((scene.first.layoutCount, scene.second.layoutCount) == counts)
    #expect(scene.fixture.window.layoutEngineSolveCount == solves)
  }
}
