import ArrangementKit
import Foundation
import Testing

/// A pass whose rounds run out while a system guide's insets still follow the frame the
/// constraints to it give its view is reported (L3): the random constraint sequences' seed
/// 1592594703, reduced. A stack view placed past the window's right edge, a quarter of its
/// width plus 2000 points high, whose arranged view is as wide as twice its margins guide's
/// height: the margins measure from the safe area (M3), so their bottom inset grows with the
/// stack's height past the window's bottom. Solved with the inset of the round before, the
/// height goes 4013 → 1111 → 4013 … and never settles.
@MainActor
@Suite("Guides that do not settle in a pass (L3, M1, M3)")
struct UnsettledGuideTests {
  /// The scene; `pastTheEdge`: the stack starts 67 points right of the window's safe area
  /// (the loop), or 10 points inside it with a fixed height (a layout that settles).
  func makeScene(pastTheEdge: Bool) -> (Window, StackView, LayoutConstraint) {
    let window = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 845, height: 1111)))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let host = root.view!
    let stack = StackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(stack)
    let content = View()
    stack.addArrangedSubview(content)
    let width = content.widthAnchor.constraint(
      equalTo: stack.layoutMarginsGuide.heightAnchor, multiplier: 2, constant: 58)
    width.identifier = "k1"
    if pastTheEdge {
      LayoutConstraint.activate([
        stack.leftAnchor.constraint(equalTo: host.safeAreaLayoutGuide.rightAnchor, constant: 67),
        stack.topAnchor.constraint(equalTo: host.topAnchor),
        stack.heightAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.25, constant: 2000), width,
      ])
    } else {
      LayoutConstraint.activate([
        stack.leftAnchor.constraint(equalTo: host.safeAreaLayoutGuide.leftAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: host.topAnchor, constant: 100),
        stack.heightAnchor.constraint(equalToConstant: 300), width,
      ])
    }
    return (window, stack, width)
  }

  @Test(
    "L3: a margins guide whose insets grow with the frame its constraints give is reported, naming the constraints to it"
  )
  func feedbackLoopIsReported() {
    let (window, stack, width) = makeScene(pastTheEdge: true)
    window.layoutIfNeeded()
    let report = window.layoutConstraintDiagnostics.first { $0.contains("did not settle") }
    #expect(report != nil, "\(window.layoutConstraintDiagnostics)")
    #expect(report?.contains(String(width.description.prefix { $0 != " " })) == true, "\(report ?? "")")
    #expect(stack.frame.hasFiniteComponents, "\(stack.frame)")
    // The constraints between views hold in their frames (the last solution's): the stack's
    // height from its width, the arranged view filling it.
    #expect(stack.frame.size.height.isClose(to: stack.frame.size.width / 4 + 2000), "\(stack.frame)")
    if let content = stack.arrangedSubviews.first {
      #expect(content.frame.size.width.isClose(to: stack.frame.size.width), "\(content.frame) in \(stack.frame)")
    }
    // Another pass neither traps nor loses the report.
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(window.layoutConstraintDiagnostics.contains { $0.contains("did not settle") })
  }

  @Test("L3: the same constraints inside the safe area settle, with no report")
  func settledLayoutIsNotReported() {
    let (window, stack, _) = makeScene(pastTheEdge: false)
    window.layoutIfNeeded()
    #expect(window.layoutConstraintDiagnostics.isEmpty, "\(window.layoutConstraintDiagnostics)")
    // Margins 8 on each side: the guide is 284 high, the content 2 × 284 + 58 wide.
    #expect(stack.frame.width.isClose(to: 626), "\(stack.frame)")
    #expect(stack.layoutMarginsGuide.layoutFrame.height.isClose(to: 284), "\(stack.layoutMarginsGuide.layoutFrame)")
  }
}
