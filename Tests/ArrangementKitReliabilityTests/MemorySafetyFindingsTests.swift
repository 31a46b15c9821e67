import ArrangementKit
import Foundation
import Testing

/// Regression tests for the memory findings of the reliability pass (issue 13, item 7), and
/// for the back-references that replaced the object model's unretained ones (item 2): no
/// public call sequence reads a freed object. `Scripts/asan.sh` runs them under
/// AddressSanitizer, which reports any read of freed memory; a checked `unowned` read of a
/// freed object would trap instead. Public API only.
@Suite("ArrangementKit memory safety findings")
@MainActor
struct MemorySafetyFindingsTests {
  /// An interaction that records its callbacks and keeps its view the way the old advice
  /// said: `unowned`, which traps when read after the view was freed.
  final class UnownedViewInteraction: Interaction {
    private unowned var storedView: View?
    var events: [String] = []

    var view: View? { storedView }

    func willMove(to view: View?) { events.append(view == nil ? "willMove(nil)" : "willMove(view)") }

    func didMove(to view: View?) {
      storedView = view
      events.append(view == nil ? "didMove(nil)" : "didMove(view)")
    }
  }

  /// A display with a hinge and a visible window on it.
  static func hingedWindow() -> (Display, Window) {
    let display = Display(
      bounds: CGRect(x: 0, y: 0, width: 800, height: 600), hinge: Hinge(status: .fullyOpen, angle: .pi))
    let window = Window(display: display)
    window.makeKeyAndVisible()
    return (display, window)
  }

  @Test(
    "R3: a hinge interaction handed a view by hand that is then freed never reads it",
    arguments: ["hinge change", "re-enabled", "re-enabled, then hinge change"])
  func hingeInteractionWithFreedView(trigger: String) {
    let (display, window) = Self.hingedWindow()
    let first = View(frame: window.bounds)
    window.addSubview(first)
    var updates: [Hinge?] = []
    let interaction = HingeInteraction { _, update in updates.append(update.hinge) }
    first.addInteraction(interaction)
    #expect(updates.count == 1)
    weak var freed: View?
    do {
      let second = View()
      freed = second
      interaction.didMove(to: second)
    }
    #expect(freed == nil)
    #expect(interaction.view == nil)
    switch trigger {
    case "hinge change":
      display.hinge = Hinge(status: .partiallyOpen, angle: 2.226)
    case "re-enabled":
      interaction.isEnabled = false
      interaction.isEnabled = true
    default:
      interaction.isEnabled = false
      interaction.isEnabled = true
      display.hinge = Hinge(status: .closed, angle: 0)
    }
    // Its view is gone, so it reports nothing; the view that still lists it is unharmed.
    #expect(updates.count == 1)
    #expect(first.interactions.count == 1)
  }

  @Test("R3: a hinge interaction whose view is freed reads no view and can be added elsewhere")
  func hingeInteractionOutlivesItsView() {
    let (display, window) = Self.hingedWindow()
    var updates: [Hinge?] = []
    let interaction = HingeInteraction { _, update in updates.append(update.hinge) }
    do {
      let view = View()
      window.addSubview(view)
      view.addInteraction(interaction)
      view.removeFromSuperview()
    }
    #expect(interaction.view == nil)
    display.hinge = Hinge(status: .partiallyOpen, angle: 2.226)
    #expect(updates.count == 1)
    window.addInteraction(interaction)
    #expect(interaction.view === window)
    #expect(updates.last??.status == .partiallyOpen)
  }

  @Test("Interaction: a view being freed tells every interaction, willMove(to: nil) then didMove(to: nil)")
  func freedViewNotifiesInteractions() {
    let interactions = [UnownedViewInteraction(), UnownedViewInteraction()]
    do {
      let view = View()
      for interaction in interactions { view.addInteraction(interaction) }
    }
    for interaction in interactions {
      #expect(interaction.events == ["willMove(view)", "didMove(view)", "willMove(nil)", "didMove(nil)"])
      #expect(interaction.view == nil)
    }
  }

  @Test("Interaction: one that stores its view unowned is added elsewhere after its view was freed")
  func unownedInteractionMovesOn() {
    let interaction = UnownedViewInteraction()
    do {
      let view = View()
      view.addInteraction(interaction)
    }
    let other = View()
    other.addInteraction(interaction)
    #expect(interaction.view === other)
    #expect(other.interactions.count == 1)
    other.removeInteraction(interaction)
    #expect(interaction.view == nil)
    #expect(other.interactions.isEmpty)
  }

  @Test("V1: a subview that outlives its superview has no superview and no window, and moves on")
  func subviewOutlivesSuperview() {
    let (_, window) = Self.hingedWindow()
    let child = View()
    let grandchild = View()
    child.addSubview(grandchild)
    weak var freed: View?
    do {
      let parent = View()
      freed = parent
      window.addSubview(parent)
      parent.addSubview(child)
      parent.removeFromSuperview()
    }
    #expect(freed == nil)
    #expect(child.superview == nil)
    #expect(child.window == nil)
    #expect(grandchild.window == nil)
    child.setNeedsLayout()
    child.layoutIfNeeded()
    window.addSubview(child)
    #expect(grandchild.window === window)
  }

  @Test("V3: a root view that outlives its controller has no controller")
  func viewOutlivesController() {
    let (_, window) = Self.hingedWindow()
    let view: View
    do {
      let controller = ViewController()
      view = controller.view
      window.addSubview(view)
    }
    #expect(view.viewController == nil)
    #expect(view.traitCollection == window.traitCollection)
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    window.layoutIfNeeded()
    let next = ViewController()
    next.view = view
    #expect(view.viewController === next)
  }

  @Test("C1: a child controller that outlives its parent has no parent and can be placed again")
  func childOutlivesParent() {
    let child = ViewController()
    do {
      let parent = ViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
    }
    #expect(child.parent == nil)
    #expect(child.arrangementViewController == nil)
    child.removeFromParent()
    let arrangement = ArrangementController()
    arrangement.setViewController(child, for: .primary)
    #expect(child.parent === arrangement)
  }

  @Test("C6: a placed controller that outlives its arrangement controller is free to be placed again")
  func slotControllerOutlivesArrangement() {
    let primary = ViewController()
    let hidden = ViewController()
    do {
      let arrangement = ArrangementController()
      arrangement.view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
      arrangement.traitOverrides.horizontalSizeClass = .compact
      arrangement.setViewController(primary, for: .primary)
      arrangement.setViewController(hidden, for: .secondary)
      arrangement.view.layoutIfNeeded()
    }
    #expect(primary.parent == nil)
    #expect(hidden.arrangementViewController == nil)
    hidden.preferredContentSize = CGSize(width: 100, height: 100)
    let next = ArrangementController()
    next.setViewController(hidden, for: .primary)
    next.setViewController(primary, for: .secondary)
    #expect(next.viewController(for: .primary) === hidden)
    #expect(hidden.parent === next)
  }

  @Test("R3: a freed window leaves its display, whose changes reach only the windows left")
  func freedWindowLeavesDisplay() {
    let (display, window) = Self.hingedWindow()
    do {
      let other = Window(display: display)
      other.makeKeyAndVisible()
      #expect(display.attachedWindows.count == 2)
    }
    #expect(display.attachedWindows.count == 1)
    #expect(display.attachedWindows.first === window)
    display.bounds = CGRect(x: 0, y: 0, width: 600, height: 800)
    #expect(window.frame.size == CGSize(width: 600, height: 800))
  }
}
