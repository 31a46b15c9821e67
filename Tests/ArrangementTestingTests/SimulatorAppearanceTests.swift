import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Simulator: dark mode and text size (W8)")
struct SimulatorAppearanceTests {
  @Test("W8: userInterfaceStyle and preferredContentSizeCategory are simulator settings like the posture")
  func settings() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    #expect(simulator.window.traitCollection.userInterfaceStyle == .light)
    #expect(simulator.window.traitCollection.preferredContentSizeCategory == .large)
    let controller = ViewController()
    simulator.window.rootViewController = controller
    var changes: [String] = []
    _ = controller.registerForTraitChanges([TraitUserInterfaceStyle.self, TraitPreferredContentSizeCategory.self]) {
      (c: ViewController, _) in
      changes.append("\(c.traitCollection.userInterfaceStyle) \(c.traitCollection.preferredContentSizeCategory)")
    }
    simulator.userInterfaceStyle = .dark
    simulator.preferredContentSizeCategory = .accessibilityLarge
    #expect(changes == ["dark large", "dark accessibilityLarge"])
    #expect(Color.systemBackground.resolvedColor(with: controller.view.traitCollection) == .black)
    simulator.posture = .flat
    #expect(controller.traitCollection.userInterfaceStyle == .dark, "a pose change keeps the style")
  }

  @Test("W8: a pose sweep can include dark mode and text sizes")
  func sweep() {
    let poses = Device.iPhoneDuo.poses(
      userInterfaceStyles: [.light, .dark], contentSizeCategories: [.large, .extraSmall])
    #expect(poses.count == Device.iPhoneDuo.poses.count * 4)
    #expect(Set(poses.map(\.name)).count == poses.count)
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
    for pose in poses {
      simulator.pose = pose
      #expect(simulator.window.traitCollection.userInterfaceStyle == pose.userInterfaceStyle)
      #expect(simulator.window.traitCollection.preferredContentSizeCategory == pose.preferredContentSizeCategory)
    }
    #expect(Pose(.book, .landscape).with(userInterfaceStyle: .dark).name == "book-landscape-dark")
    #expect(Pose(.closed, .portrait).name == "closed-portrait")
    #expect(
      Pose(.flat, .portrait, userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge).description
        == "flat portrait, dark, text accessibilityLarge")
  }

  @Test("W: input sanitized in an audited simulator's window is recorded as a test issue, once")
  func diagnosticsAreIssues() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
    simulator.screenAudit = ScreenAudit()
    let label = Label(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
    simulator.window.addSubview(label)
    label.font = .systemFont(ofSize: .nan)
    #expect(simulator.window.inputDiagnostics.count == 1)
    withKnownIssue {
      simulator.window.setNeedsLayout()
      simulator.window.layoutIfNeeded()
    }
    simulator.window.setNeedsLayout()
    simulator.window.layoutIfNeeded()  // recorded once: no second issue
  }
}
