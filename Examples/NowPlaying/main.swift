// NowPlaying: a now-playing screen built with Auto Layout, stack views and controls.
//
// The player (primary) is one vertical stack — artwork, title, artist, elapsed time and the
// previous / play-pause / next buttons — centred in its safe area between its layout margins;
// the queue (secondary) is a scroll view filling its safe area, holding a stack of rows. The
// tour holds the iPhone Duo in every pose and checks the screen with the audit (fold, cameras,
// bars, safe area, ambiguous and broken constraints), then taps the buttons the way a test
// does, with `sendActions(for:)`, and prints the window in the book pose.
//
// Run: swift run NowPlaying
import ArrangementKit
import ArrangementSimulator
import Foundation

let playback = Playback(tracks: kindOfBlue)
let screen = makeNowPlayingScreen(playback: playback)
let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
simulator.window.rootViewController = screen
guard let player = screen.viewController(for: .primary) as? PlayerViewController,
  let queue = screen.viewController(for: .secondary) as? UpNextViewController
else { fatalError("the screen holds the player and the queue") }

/// `[x, y, width, height]` of a view in window coordinates.
@MainActor
func windowFrame(_ view: View) -> String { LengthFormat.rect(view.convert(view.bounds, to: nil)) }

print("NowPlaying — anchors, stack views and controls in both panes, iPhone Duo")
print("")
print("The screen audit, every pose:")
for pose in Device.iPhoneDuo.poses {
  simulator.pose = pose
  let findings = ScreenAudit().findings(in: simulator.window)
  print("  \(pose): " + (findings.isEmpty ? "no findings" : "\(findings.count) finding(s)"))
  for finding in findings { print("    \(finding)") }
  print("    artwork \(windowFrame(player.artwork)), play \(windowFrame(player.playPauseButton))")
  if screen.state(for: .secondary)?.isHidden == false {
    print("    up next \(windowFrame(queue.scrollView)), content \(LengthFormat.size(queue.scrollView.contentSize))")
  } else {
    print("    up next hidden")
  }
}

print("")
simulator.pose = Pose(.book, .landscape)
@MainActor
func showButtons() {
  simulator.window.layoutIfNeeded()
  print(
    "  \(player.titleLabel.text ?? "") · \(player.playPauseButton.configuration?.title ?? "")"
      + " \(windowFrame(player.playPauseButton)) · up next: \(queue.list.arrangedSubviews.count - 1) tracks")
}
print("Tapping the buttons, book landscape:")
showButtons()
for (name, button) in [
  ("play", player.playPauseButton), ("next", player.nextButton), ("previous", player.previousButton),
  ("pause", player.playPauseButton),
] {
  button.sendActions(for: .touchUpInside)
  print("after \(name):")
  showButtons()
}

print("")
print(WindowSnapshot(simulator).text, terminator: "")
