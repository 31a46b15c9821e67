// CoverCamera: a player screen whose queue button sits under the cover display's camera.
//
// The player's toolbar puts its queue button 12 pt from the trailing edge. On the iPhone Duo's
// cover display (closed, portrait) that is under the camera hole and the bar strip, outside the
// safe area: the bug a developer hit porting a player app. The screen audit reports it; the
// fixed toolbar lays out inside the view's safe area and passes in every pose.
//
// Run: swift run CoverCamera
import ArrangementKit
import ArrangementSimulator
import Foundation

/// The player: full-bleed artwork, a toolbar with a title and the queue button.
final class PlayerScreen: ViewController {
  let fixed: Bool
  init(fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
  }
  override func loadView() { view = PlayerView(fixed: fixed) }
}

final class PlayerView: View {
  let fixed: Bool
  let artwork = View()
  let toolbar = View()
  let titleLabel = View()
  let queueButton = View()

  init(fixed: Bool) {
    self.fixed = fixed
    super.init()
    artwork.accessibilityIdentifier = "artwork"
    toolbar.accessibilityIdentifier = "toolbar"
    titleLabel.accessibilityIdentifier = "title"
    queueButton.accessibilityIdentifier = "queueButton"
    for view in [artwork, toolbar] { addSubview(view) }
    for view in [titleLabel, queueButton] { toolbar.addSubview(view) }
  }

  override func layoutSubviews() {
    artwork.frame = bounds
    // The bug: the whole width. The fix: the part of the view inside the safe area.
    let insets = fixed ? safeAreaInsets : EdgeInsets()
    let width = bounds.width - insets.left - insets.right
    toolbar.frame = CGRect(x: insets.left, y: insets.top, width: width, height: 64)
    titleLabel.frame = CGRect(x: 16, y: 20, width: max(0, width - 88), height: 24)
    queueButton.frame = CGRect(x: width - 56, y: 10, width: 44, height: 44)
  }
}

/// The queue: one row per track, inside the safe area.
final class QueueScreen: ViewController {
  override func viewDidLayoutSubviews() {
    if view.subviews.isEmpty {
      for index in 1...3 {
        let row = View()
        row.accessibilityIdentifier = "track\(index)"
        view.addSubview(row)
      }
    }
    let insets = view.safeAreaInsets
    for (index, row) in view.subviews.enumerated() {
      row.frame = CGRect(
        x: insets.left + 16, y: insets.top + 16 + CGFloat(index) * 52,
        width: max(0, view.bounds.width - insets.left - insets.right - 32), height: 44)
    }
  }
}

@MainActor
func screen(fixed: Bool) -> ArrangementController {
  let arrangement = ArrangementController()
  arrangement.setViewController(PlayerScreen(fixed: fixed), for: .primary)
  arrangement.setViewController(QueueScreen(), for: .secondary)
  return arrangement
}

// The artwork is a full-bleed background: it may run under the camera and the fold.
let audit = ScreenAudit().exempting("artwork")

print("CoverCamera — the screen audit on a player screen, iPhone Duo")
print("")
print("The first toolbar, closed portrait:")
let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
simulator.window.rootViewController = screen(fixed: false)
print(audit.report(for: simulator.window))

print("")
print("The fixed toolbar (inside the safe area), every pose:")
simulator.window.rootViewController = screen(fixed: true)
for pose in Device.iPhoneDuo.poses {
  simulator.pose = pose
  let findings = audit.findings(in: simulator.window)
  print("  \(pose): " + (findings.isEmpty ? "no findings" : "\(findings.count) finding(s)"))
  for finding in findings { print("    \(finding)") }
}

print("")
simulator.pose = Pose(.closed, .portrait)
print(WindowSnapshot(simulator).text, terminator: "")
