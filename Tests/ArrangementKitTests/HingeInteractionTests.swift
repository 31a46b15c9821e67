import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Hinge interaction (R3)")
struct HingeInteractionTests {
  @Test("R3: called with the current hinge once the view is in a window, then after every change")
  func deliveries() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    var updates: [HingeInteraction.Update] = []
    let interaction = HingeInteraction { _, update in updates.append(update) }
    let view = View()
    view.addInteraction(interaction)
    #expect(updates.isEmpty)  // not in a window yet
    simulator.window.addSubview(view)
    #expect(updates.map(\.hinge?.status) == [.fullyOpen])
    simulator.posture = .book
    #expect(updates.map(\.hinge?.status) == [.fullyOpen, .partiallyOpen])
    #expect(updates.last?.hinge?.angle == 2.226)  // devices.md: the book pose
    simulator.orientation = .portrait  // the hinge does not change
    #expect(updates.count == 2)
    simulator.posture = .closed
    #expect(updates.last?.hinge == Hinge(status: .closed, angle: 0))
    #expect(interaction.view === view)
  }

  @Test("R3: disabled: not called, nothing queued; re-enabled: called with the current state")
  func disabling() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    var updates: [Hinge?] = []
    let interaction = HingeInteraction { _, update in updates.append(update.hinge) }
    simulator.window.addInteraction(interaction)
    #expect(updates.count == 1)
    interaction.isEnabled = false
    simulator.posture = .book
    simulator.posture = .closed
    #expect(updates.count == 1)
    interaction.isEnabled = true
    #expect(updates.count == 2)
    #expect(updates.last??.status == .closed)
    interaction.isEnabled = true  // already enabled: nothing
    #expect(updates.count == 2)
  }

  @Test("R3: where the display has no hinge, the update's hinge is nil")
  func noHinge() {
    let simulator = DeviceSimulator(device: .iPad, posture: .flat, orientation: .portrait)
    var updates: [HingeInteraction.Update] = []
    simulator.window.addInteraction(HingeInteraction { _, update in updates.append(update) })
    #expect(updates == [HingeInteraction.Update(hinge: nil)])
  }

  @Test("R3: a removed interaction is not called any more")
  func removal() {
    let display = Display(bounds: rect(0, 0, 100, 100), hinge: Hinge(status: .fullyOpen, angle: .pi))
    let window = Window(display: display)
    var calls = 0
    let interaction = HingeInteraction { _, _ in calls += 1 }
    window.addInteraction(interaction)
    #expect(window.interactions.count == 1)
    window.removeInteraction(interaction)
    #expect(interaction.view == nil)
    display.hinge = Hinge(status: .partiallyOpen, angle: 2)
    #expect(calls == 1)
  }
}
