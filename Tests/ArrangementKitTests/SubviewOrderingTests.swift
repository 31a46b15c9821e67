import ArrangementKit
import ArrangementTestSupport
import Foundation
import Testing

@MainActor
@Suite("View: inserting above and below, bringing to front, sending to back")
struct SubviewOrderingTests {
  /// One ordering call on a container with subviews `a b c` (bottom to top) and a loose `x`.
  struct Case: CustomStringConvertible, Sendable {
    let description: String
    let action: @MainActor @Sendable (_ container: View, _ views: [String: View]) -> Void
    let expected: String
  }

  nonisolated static let cases: [Case] = [
    Case(description: "x above a", action: { $0.insertSubview($1["x"]!, aboveSubview: $1["a"]!) }, expected: "a x b c"),
    Case(
      description: "x above c (the top)", action: { $0.insertSubview($1["x"]!, aboveSubview: $1["c"]!) },
      expected: "a b c x"),
    Case(
      description: "x below a (the bottom)", action: { $0.insertSubview($1["x"]!, belowSubview: $1["a"]!) },
      expected: "x a b c"),
    Case(description: "x below c", action: { $0.insertSubview($1["x"]!, belowSubview: $1["c"]!) }, expected: "a b x c"),
    Case(
      description: "a (a subview) above c", action: { $0.insertSubview($1["a"]!, aboveSubview: $1["c"]!) },
      expected: "b c a"),
    Case(
      description: "c (a subview) above a", action: { $0.insertSubview($1["c"]!, aboveSubview: $1["a"]!) },
      expected: "a c b"),
    Case(
      description: "a (a subview) below c", action: { $0.insertSubview($1["a"]!, belowSubview: $1["c"]!) },
      expected: "b a c"),
    Case(
      description: "c (a subview) below a", action: { $0.insertSubview($1["c"]!, belowSubview: $1["a"]!) },
      expected: "c a b"),
    Case(
      description: "b above itself: stays", action: { $0.insertSubview($1["b"]!, aboveSubview: $1["b"]!) },
      expected: "a b c"),
    Case(
      description: "b below itself: stays", action: { $0.insertSubview($1["b"]!, belowSubview: $1["b"]!) },
      expected: "a b c"),
    Case(
      description: "x above a sibling that is not a subview: on top",
      action: { $0.insertSubview($1["x"]!, aboveSubview: View()) }, expected: "a b c x"),
    Case(
      description: "x below a sibling that is not a subview: at the bottom",
      action: { $0.insertSubview($1["x"]!, belowSubview: View()) }, expected: "x a b c"),
    Case(
      description: "a above a sibling that is not a subview: moves to the top",
      action: { $0.insertSubview($1["a"]!, aboveSubview: View()) }, expected: "b c a"),
    Case(description: "bring a to front", action: { $0.bringSubviewToFront($1["a"]!) }, expected: "b c a"),
    Case(description: "bring c (already in front)", action: { $0.bringSubviewToFront($1["c"]!) }, expected: "a b c"),
    Case(description: "send c to back", action: { $0.sendSubviewToBack($1["c"]!) }, expected: "c a b"),
    Case(description: "send a (already at the back)", action: { $0.sendSubviewToBack($1["a"]!) }, expected: "a b c"),
    Case(
      description: "bring x (not a subview): nothing", action: { $0.bringSubviewToFront($1["x"]!) }, expected: "a b c"),
    Case(description: "send x (not a subview): nothing", action: { $0.sendSubviewToBack($1["x"]!) }, expected: "a b c"),
  ]

  @Test("View: subview order after each ordering call (bottom to top)", arguments: cases)
  func ordering(testCase: Case) {
    let container = View()
    var views: [String: View] = [:]
    for name in ["a", "b", "c", "x"] {
      let view = View()
      view.accessibilityIdentifier = name
      views[name] = view
    }
    for name in ["a", "b", "c"] { container.addSubview(views[name]!) }
    testCase.action(container, views)
    #expect(container.subviews.map { $0.accessibilityIdentifier ?? "?" }.joined(separator: " ") == testCase.expected)
    for subview in container.subviews { #expect(subview.superview === container) }
    if !container.subviews.contains(where: { $0 === views["x"]! }) { #expect(views["x"]!.superview == nil) }
  }

  @Test("View: inserting above a sibling takes the view from its previous superview")
  func insertFromAnotherSuperview() {
    let old = View()
    let container = View()
    let moving = View()
    let sibling = View()
    old.addSubview(moving)
    container.addSubview(sibling)
    container.addSubview(View())
    container.insertSubview(moving, aboveSubview: sibling)
    #expect(old.subviews.isEmpty)
    #expect(container.subviews[1] === moving)
    #expect(moving.superview === container)
  }
}
