import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

@MainActor
@Suite("Client code with its own View, EdgeInsets, Window and Color")
struct ClientOwnNamesTests {
  @Test("shims: a client's own View protocol, EdgeInsets, Window and Color coexist with the platform's names")
  func ownNamesWork() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let screen = ClientOwnNamesViewController()
    simulator.window.rootViewController = screen
    simulator.window.layoutIfNeeded()
    // The app's names are the app's types.
    #expect(screen.card.title.body.string == "UP NEXT")
    #expect(screen.card.padding == EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    #expect(screen.document.title == "Queue")
    #expect(screen.card.accent == Color(name: "accent"))
    // The platform's names still reach the object model: both panes shown in book pose (S9).
    #expect(screen.arrangementController.state(for: .primary)?.isHidden == false)
    #expect(screen.arrangementController.state(for: .secondary)?.isHidden == false)
    #expect(screen.card.window === simulator.window)
  }
}
