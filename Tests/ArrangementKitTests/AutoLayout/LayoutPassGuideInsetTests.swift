import ArrangementKit
import Foundation
import Testing

/// The layout pass (L8) when a view's system guide moves because the view took its frame from
/// the engine: the guide's new insets change the solution, which the same pass applies, also
/// when every subview of the view translates its mask (no positioned subview of its own to
/// apply). The random constraint sequences' seeds 1592596380 and 1592600048, reduced.
@MainActor
@Suite("Layout pass: guides whose insets move during the pass (L8, M1, M2)")
struct LayoutPassGuideInsetTests {
  /// A visible window on a display with `safeArea` insets, holding a plain container that fills
  /// it, `owner` in the container (positioned by constraints, its left and top at the
  /// container's) and, inside it, `follower`, which translates its mask (its frame holds as
  /// required constraints, L6).
  private func makeOwner(safeArea: EdgeInsets, follower frame: CGRect) -> (Window, owner: View, follower: View) {
    let display = Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800), safeAreaInsets: safeArea)
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let container = View(frame: window.bounds)
    window.addSubview(container)
    let owner = View()
    owner.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(owner)
    let follower = View(frame: frame)
    owner.addSubview(follower)
    LayoutConstraint.activate([
      owner.leftAnchor.constraint(equalTo: container.leftAnchor),
      owner.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    return (window, owner, follower)
  }

  @Test(
    "L8: a view whose safe-area inset appears as it takes its width from the engine is solved again in the same pass"
  )
  func safeAreaInsetAppearsInPass() {
    // follower.height == 2 × safe.width + 94 with the follower 160 tall: the guide is 33 wide.
    // The owner starts empty (no inset); at any width it gets the display's 30-point left
    // inset, so it is 63 wide. Read with the inset it had before the pass, it stayed 33.
    let (window, owner, follower) = makeOwner(
      safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 0), follower: CGRect(x: 0, y: 0, width: 49, height: 160))
    let guide = owner.safeAreaLayoutGuide
    owner.heightAnchor.constraint(equalToConstant: 10).isActive = true
    window.layoutIfNeeded()
    #expect(owner.safeAreaInsets.left.isClose(to: 0), "\(owner.safeAreaInsets)")
    follower.heightAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 2, constant: 94).isActive = true
    window.layoutIfNeeded()
    #expect(owner.safeAreaInsets.left.isClose(to: 30), "\(owner.safeAreaInsets)")
    #expect(owner.frame.size.width.isClose(to: 30 + (160 - 94) / 2), "\(owner.frame)")
    #expect((2 * guide.layoutFrame.size.width + 94).isClose(to: follower.frame.size.height), "\(guide.layoutFrame)")
    #expect(window.brokenLayoutConstraints.isEmpty)
  }

  @Test(
    "L8: a view that the engine gives a negative height loses its safe-area inset, and its margins guide is solved again in the same pass"
  )
  func marginsGuideAfterNegativeHeight() {
    // follower.height == margins.height + 132 with the follower 23 tall: the guide is −109 tall.
    // 287 tall, the owner has the display's 20-point top inset (margins 28 and 8); −73 tall it
    // lies empty at its origin (no inset, M1), so the margins are 8 and 8 and it is −93 tall.
    let (window, owner, follower) = makeOwner(
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), follower: CGRect(x: 0, y: 0, width: 134, height: 23))
    let guide = owner.layoutMarginsGuide
    owner.widthAnchor.constraint(equalToConstant: 200).isActive = true
    let height = owner.heightAnchor.constraint(equalToConstant: 287)
    height.isActive = true
    window.layoutIfNeeded()
    #expect(owner.safeAreaInsets.top.isClose(to: 20), "\(owner.safeAreaInsets)")
    height.isActive = false
    follower.heightAnchor.constraint(equalTo: guide.heightAnchor, constant: 132).isActive = true
    window.layoutIfNeeded()
    #expect(owner.safeAreaInsets.top.isClose(to: 0), "\(owner.safeAreaInsets)")
    #expect(owner.frame.size.height.isClose(to: -93), "\(owner.frame)")
    #expect((guide.layoutFrame.size.height + 132).isClose(to: follower.frame.size.height), "\(guide.layoutFrame)")
    #expect(window.brokenLayoutConstraints.isEmpty)
  }
}
