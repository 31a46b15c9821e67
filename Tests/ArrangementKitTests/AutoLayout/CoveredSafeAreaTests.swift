import ArrangementKit
import Foundation
import Testing

/// A view that an inset band covers entirely on one side has its size there as its safe-area
/// inset (M1): when constraints to its safe-area guide decide that size, the inset changes with
/// it. The random constraint sequences' seeds 1000007633 and 1000007236, reduced.
@MainActor
@Suite("Safe-area guides of views a band covers entirely (M1, M2)")
struct CoveredSafeAreaTests {
  @Test(
    "M1: a view inside a 30-point additional inset, whose width its safe-area guide decides, settles at the width where the inset is its width"
  )
  func coveredSideSettles() {
    // content.left == owner.left and content.leading == guide.centerX − 23: (width + left
    // inset) / 2 = 23. The band reaches 30 points in, so the inset is min(30, width): the
    // layout is width 23, inset 23. Solved with the inset from the width before, it went
    // 16 → 30 → 16 … and never settled.
    let display = Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let window = Window(display: display)
    let root = ViewController()
    root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    window.rootViewController = root
    window.makeKeyAndVisible()
    guard let host = root.viewIfLoaded else {
      Issue.record("the root controller's view is not loaded")
      return
    }
    let owner = View()
    owner.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(owner)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    owner.addSubview(content)
    let guide = owner.safeAreaLayoutGuide
    LayoutConstraint.activate([
      owner.leftAnchor.constraint(equalTo: host.leftAnchor),
      owner.topAnchor.constraint(equalTo: host.topAnchor),
      owner.heightAnchor.constraint(equalToConstant: 10),
      content.leftAnchor.constraint(equalTo: owner.leftAnchor),
      content.topAnchor.constraint(equalTo: owner.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.centerXAnchor, constant: -23),
    ])
    window.layoutIfNeeded()
    #expect(owner.frame.width.isClose(to: 23), "\(owner.frame)")
    #expect(owner.safeAreaInsets.left.isClose(to: 23), "\(owner.safeAreaInsets)")
    #expect((guide.layoutFrame.midX - 23).isClose(to: content.frame.minX), "\(guide.layoutFrame) \(content.frame)")
    #expect(window.brokenLayoutConstraints.isEmpty)
    #expect(window.layoutConstraintDiagnostics.isEmpty, "\(window.layoutConstraintDiagnostics)")
  }
}
