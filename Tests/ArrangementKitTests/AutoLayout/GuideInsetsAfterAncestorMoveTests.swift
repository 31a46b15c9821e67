import ArrangementKit
import Foundation
import Testing

/// A container whose own layout puts its first subview at `childOrigin`: the way an
/// arrangement controller moves a pane in a pass.
@MainActor
private final class MovingContainer: View {
  var childOrigin = CGPoint.zero
  override func layoutSubviews() {
    super.layoutSubviews()
    if let child = subviews.first, child.frame.origin != childOrigin { child.frame.origin = childOrigin }
  }
}

/// A view that keeps the safe-area insets of each `safeAreaInsetsDidChange()` call.
@MainActor
private final class InsetsReportingView: View {
  var reported: [EdgeInsets] = []
  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    reported.append(safeAreaInsets)
  }
}

/// A 400 × 800 display with a 34-point bottom inset; a moving container filling the window;
/// `mover` (400 × 100 at its top, inside the safe area wherever the tests move it) holding
/// `owner` (400 × 150) 450 points below its top, outside its bounds — at depth 2 through a
/// 20-point holder inside mover's bounds, whose insets stay 0 as well.
@MainActor
private enum AncestorMoveScene {
  static func make(depth: Int) -> (Window, MovingContainer, View, InsetsReportingView) {
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 400, height: 800),
      safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    let window = Window(display: display)
    window.makeKeyAndVisible()
    let container = MovingContainer(frame: window.bounds)
    window.addSubview(container)
    let mover = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    container.addSubview(mover)
    let owner = InsetsReportingView(frame: CGRect(x: 0, y: 450, width: 400, height: 150))
    if depth == 2 {
      let holder = View(frame: CGRect(x: 0, y: 0, width: 400, height: 20))
      mover.addSubview(holder)
      holder.addSubview(owner)
    } else {
      mover.addSubview(owner)
    }
    return (window, container, mover, owner)
  }
}

/// A view's safe-area insets change although neither its frame nor its superview's insets did:
/// an ancestor moved it in the window during the pass (M1, M2). Its guides' constraints follow
/// in that pass, and it is told. The random constraint sequences' seed 1592597529, reduced.
@MainActor
@Suite("Guides whose insets change because an ancestor moved (M2)")
struct GuideInsetsAfterAncestorMoveTests {
  @Test(
    "M2: a view that an ancestor's move takes into the display's inset band has its safe-area guide's constraints follow in the same pass"
  )
  func safeAreaGuideFollowsAncestorMove() {
    // A 400 × 800 display with a 34-point bottom inset. `mover` (100 tall, inside the safe area
    // wherever it goes here) holds `owner` 450 points below its top, outside its bounds:
    // `mover`'s insets stay 0 when it moves down by 200, `owner`'s bottom inset becomes 34.
    let (window, container, mover, owner) = AncestorMoveScene.make(depth: 1)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    owner.addSubview(content)
    let guide = owner.safeAreaLayoutGuide
    LayoutConstraint.activate([
      content.leftAnchor.constraint(equalTo: owner.leftAnchor),
      content.widthAnchor.constraint(equalToConstant: 50),
      content.heightAnchor.constraint(equalToConstant: 10),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(owner.safeAreaInsets.bottom.isClose(to: 0), "\(owner.safeAreaInsets)")
    #expect(content.frame.maxY.isClose(to: 150), "\(content.frame)")

    container.childOrigin = CGPoint(x: 0, y: 200)
    container.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(mover.safeAreaInsets.bottom.isClose(to: 0), "\(mover.safeAreaInsets)")
    #expect(owner.safeAreaInsets.bottom.isClose(to: 34), "\(owner.safeAreaInsets)")
    #expect(guide.layoutFrame.maxY.isClose(to: 116), "\(guide.layoutFrame)")
    #expect(content.frame.maxY.isClose(to: 116), "\(content.frame)")
    #expect(owner.reported.count == 1, "safeAreaInsetsDidChange() calls: \(owner.reported)")
    #expect(window.brokenLayoutConstraints.isEmpty)
  }
}

/// The same move for views with no guide in the engine: nothing but the view's own layout step
/// reports its insets, so the pass must find it although the views between kept theirs (M2).
@MainActor
@Suite("Views without guides whose insets change because an ancestor moved (M2)")
struct InsetsAfterAncestorMoveWithoutGuidesTests {
  struct Case: Sendable, CustomStringConvertible {
    /// How far down the container moves `mover`.
    let moveDown: CGFloat
    /// `owner`'s bottom inset afterwards: how far its bottom (mover's top + 450 + 150) reaches
    /// past the safe bottom edge at 766 (800 - 34), at most 34.
    let bottomInset: CGFloat
    let depth: Int
    var description: String { "down \(moveDown), depth \(depth)" }
  }

  // owner's bottom edge is at 600 + moveDown: 600 + 200 - 766 = 34; 600 + 180 - 766 = 14;
  // 600 + 166 - 766 = 0 (just touching: no inset, no report); 600 + 167 - 766 = 1 (just past).
  nonisolated static let cases: [Case] = [
    Case(moveDown: 200, bottomInset: 34, depth: 1), Case(moveDown: 180, bottomInset: 14, depth: 1),
    Case(moveDown: 166, bottomInset: 0, depth: 1), Case(moveDown: 167, bottomInset: 1, depth: 1),
    Case(moveDown: 200, bottomInset: 34, depth: 2),
  ]

  @Test(
    "M2: a view with no guide that an ancestor's move takes into the inset band gets safeAreaInsetsDidChange()",
    arguments: cases)
  func reportedAfterAncestorMove(_ row: Case) {
    // A 400 × 800 display with a 34-point bottom inset. `mover` (100 tall, inside the safe area
    // wherever it goes here) holds `owner` 450 points below its top, outside its bounds (at
    // depth 2 through a 20-point holder inside mover's bounds, whose insets stay 0 as well).
    let (window, container, mover, owner) = AncestorMoveScene.make(depth: row.depth)
    window.layoutIfNeeded()
    #expect(owner.safeAreaInsets.bottom.isClose(to: 0))
    #expect(owner.reported.isEmpty)

    container.childOrigin = CGPoint(x: 0, y: row.moveDown)
    container.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(mover.safeAreaInsets.bottom.isClose(to: 0), "\(mover.safeAreaInsets)")
    #expect(owner.safeAreaInsets.bottom.isClose(to: row.bottomInset), "\(owner.safeAreaInsets)")
    if row.bottomInset == 0 {
      #expect(owner.reported.isEmpty, "\(owner.reported)")
    } else {
      #expect(owner.reported.count == 1, "\(owner.reported)")
      #expect(owner.reported.last?.bottom.isClose(to: row.bottomInset) == true)
    }
  }
}
