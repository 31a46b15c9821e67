import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@testable import NowPlaying

// The NowPlaying example's screen tested the way an app's own tests would test it: every pose of
// the device, the screen audit, snapshots of the window in light and dark, and its buttons tapped
// with `sendActions(for:)`.

@MainActor
@Suite("NowPlaying screen on the iPhone Duo")
struct NowPlayingScreenTests {
  /// The screen installed in a simulator held in `pose`.
  func install(_ pose: Pose, playback: Playback = Playback(tracks: kindOfBlue))
    -> (DeviceSimulator, PlayerViewController, UpNextViewController)
  {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: pose)
    let screen = makeNowPlayingScreen(playback: playback)
    simulator.window.rootViewController = screen
    simulator.window.layoutIfNeeded()
    let player = screen.viewController(for: .primary) as! PlayerViewController
    let queue = screen.viewController(for: .secondary) as! UpNextViewController
    return (simulator, player, queue)
  }

  @Test(
    "L12, W6: no view under the fold, a camera or the bars, none ambiguous, no broken constraint, in any pose",
    arguments: Device.iPhoneDuo.poses(layoutDirections: [.leftToRight, .rightToLeft]))
  func auditIsClean(pose: Pose) {
    let (simulator, player, queue) = install(pose)
    #expect(ScreenAudit().findings(in: simulator.window) == [], "\(ScreenAudit().report(for: simulator.window))")
    // The audit is only as good as what it sees: every control of a shown pane is laid out and
    // on screen. The player is shown in every pose; the queue where the arrangement shows it.
    let screen = simulator.window.rootViewController as! ArrangementController
    #expect(screen.state(for: .primary)?.isHidden == false)
    var controls: [View] = [
      player.artwork, player.titleLabel, player.artistLabel, player.elapsedLabel, player.previousButton,
      player.playPauseButton, player.nextButton,
    ]
    if screen.state(for: .secondary)?.isHidden == false { controls += [queue.scrollView] + queue.list.arrangedSubviews }
    for view in controls {
      #expect(view.window === simulator.window, "\(view) is in the window")
      #expect(view.bounds.width > 0 && view.bounds.height > 0, "\(view) has a size")
      #expect(!view.hasAmbiguousLayout, "\(view)")
    }
  }

  @Test(
    "W7, W8: the window looks as reviewed, light and dark",
    arguments: Device.iPhoneDuo.poses(userInterfaceStyles: [.light, .dark]))
  func looksAsReviewed(pose: Pose) {
    let (simulator, _, _) = install(pose)
    let snapshot = WindowSnapshot(simulator)
    assertSnapshot(of: snapshot.text, named: pose.name)
    assertSnapshot(of: snapshot.svg, as: .svg, named: pose.name)
  }

  @Test(
    "L5, K1: right to left, the buttons run from the right: previous, play, next",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func transportDirection(direction: LayoutDirection) {
    // The simulator stays alive to the end: the margins guide is read in its window (M4's
    // minimum is the display's; out of a window it falls back to the size-class rule).
    let (simulator, player, _) = install(Pose(.book, .landscape, layoutDirection: direction))
    defer { withExtendedLifetime(simulator) {} }
    let order = [player.previousButton, player.playPauseButton, player.nextButton].map {
      $0.convert($0.bounds, to: nil).midX
    }
    #expect(order == (direction == .leftToRight ? order.sorted() : order.sorted(by: >)), "\(order)")
    // The stack still starts at the leading margin's edge: M4's 20 on the Duo (no safe-area
    // inset on either side of the primary's page), in both directions.
    let stack = player.artwork.superview!
    #expect(LengthTolerance.isEqual(stack.frame.minX, 20))
    // The guide's frame agrees with the constraints pinned to it (read while the window lives).
    let margins = player.view.layoutMarginsGuide.layoutFrame
    #expect(LengthTolerance.isEqual(stack.frame.minX, snapped(margins.minX)))
  }

  @Test("W1, W8: dark mode changes the colours, not the layout", arguments: Device.iPhoneDuo.poses)
  func darkModeKeepsTheLayout(pose: Pose) {
    let (light, _, _) = install(pose)
    let (dark, player, queue) = install(pose.with(userInterfaceStyle: .dark))
    let lightSnapshot = WindowSnapshot(light)
    let darkSnapshot = WindowSnapshot(dark)
    #expect(darkSnapshot.nodes.map(\.path) == lightSnapshot.nodes.map(\.path))
    #expect(darkSnapshot.nodes.map(\.frame) == lightSnapshot.nodes.map(\.frame))
    // The system colours resolve to their dark values (W1): white text, a black player pane.
    let traits = dark.window.traitCollection
    #expect(player.titleLabel.textColor.resolvedColor(with: traits) == Color.white)
    #expect(player.view.backgroundColor?.resolvedColor(with: traits) == Color.black)
    #expect(queue.view.backgroundColor?.resolvedColor(with: traits) != Color.black)
    #expect(darkSnapshot.svg != lightSnapshot.svg)
  }

  @Test("W4, L7: tapping play with sendActions(for:) plays, retitles the button and resizes it to its new title")
  func playPause() {
    let playback = Playback(tracks: kindOfBlue)
    let (simulator, player, _) = install(Pose(.book, .landscape), playback: playback)
    let button = player.playPauseButton
    #expect(button.configuration?.title == "Play")
    let transport = try! #require(button.superview)

    button.sendActions(for: .touchUpInside)
    #expect(playback.isPlaying)
    #expect(button.configuration?.title == "Pause")
    simulator.window.layoutIfNeeded()
    // The new title's intrinsic size (W4) is the button's frame (L7: hugging and compression
    // resistance both hold when nothing squeezes it), and the row stays centred (K3).
    #expect(LengthTolerance.isEqual(button.bounds.width, button.intrinsicContentSize.width))
    #expect(LengthTolerance.isEqual(button.bounds.height, button.intrinsicContentSize.height))
    // Both edges are on the pixel grid (L9), so the centre is within half a pixel of the stack's.
    let stack = try! #require(transport.superview)
    #expect(abs(transport.frame.midX - stack.bounds.midX) <= 0.5 / 3 + LengthTolerance.standard)

    button.sendActions(for: .touchUpInside)
    #expect(!playback.isPlaying)
    #expect(button.configuration?.title == "Play")
    // A disabled button delivers nothing (W4).
    button.isEnabled = false
    button.sendActions(for: .touchUpInside)
    #expect(!playback.isPlaying)
  }

  @Test("W4: next and previous change the track shown by both panes")
  func nextAndPrevious() {
    let (simulator, player, queue) = install(Pose(.book, .landscape))
    #expect(player.titleLabel.text == kindOfBlue[0].title)
    #expect(queue.list.arrangedSubviews.count == kindOfBlue.count)  // the header and the four after the first
    player.nextButton.sendActions(for: .touchUpInside)
    simulator.window.layoutIfNeeded()
    #expect(player.titleLabel.text == kindOfBlue[1].title)
    #expect(player.elapsedLabel.text == "0:00 / 9:49")
    #expect(queue.list.arrangedSubviews.count == kindOfBlue.count - 1)
    #expect((queue.list.arrangedSubviews[1] as? Label)?.text == "1. \(kindOfBlue[2])")
    player.previousButton.sendActions(for: .touchUpInside)
    player.previousButton.sendActions(for: .touchUpInside)
    #expect(player.titleLabel.text == kindOfBlue[kindOfBlue.count - 1].title, "before the first comes the last")
    #expect(ScreenAudit().findings(in: simulator.window) == [])
  }

  @Test("W6: a long queue scrolls; the audit judges only the rows in sight, before and after scrolling")
  func longQueue() {
    let album = (1...24).map { Track(title: "Track \($0)", artist: "Miles Davis", duration: 300) }
    let (simulator, _, queue) = install(Pose(.closed, .portrait), playback: Playback(tracks: album))
    let scroll = queue.scrollView
    // 24 rows of one line and a header: taller than the scroll view, which ends at the safe area.
    #expect(scroll.contentSize.height > scroll.bounds.height)
    let lastRow = queue.list.arrangedSubviews.last!
    #expect(lastRow.convert(lastRow.bounds, to: nil).minY > 678 - 34, "the last row is below the safe area")
    #expect(ScreenAudit().findings(in: simulator.window) == [], "\(ScreenAudit().report(for: simulator.window))")
    // Scrolled to the end, the last row is in sight and inside the safe area.
    scroll.setContentOffset(CGPoint(x: 0, y: scroll.contentSize.height - scroll.bounds.height), animated: false)
    simulator.window.layoutIfNeeded()
    let last = lastRow.convert(lastRow.bounds, to: nil)
    let visible = scroll.convert(scroll.bounds, to: nil)
    #expect(last.maxY <= visible.maxY + LengthTolerance.standard && last.minY >= visible.minY)
    #expect(ScreenAudit().findings(in: simulator.window) == [], "\(ScreenAudit().report(for: simulator.window))")
  }

  @Test("W3, K3: a long title wraps to two lines inside the margins, and the screen stays unambiguous")
  func longTitle() {
    let long = Track(title: String(repeating: "Flamenco Sketches ", count: 4), artist: "Miles Davis", duration: 566)
    let (simulator, player, _) = install(Pose(.book, .landscape), playback: Playback(tracks: [long] + kindOfBlue))
    player.titleLabel.numberOfLines = 2
    simulator.window.layoutIfNeeded()
    let title = player.titleLabel
    let stack = title.superview!
    #expect(title.frame.width <= stack.bounds.width + LengthTolerance.standard)
    let lineHeight = title.font.lineHeight
    #expect(title.frame.height > lineHeight * 1.5, "two lines: \(title.frame)")
    #expect(title.frame.height < lineHeight * 2.5 + 1, "at most two lines: \(title.frame)")
    #expect(ScreenAudit().findings(in: simulator.window) == [], "\(ScreenAudit().report(for: simulator.window))")
  }

  @Test(
    "M1, M5: in the book pose the queue fills the trailing page inside its safe area; the player sits between its margins"
  )
  func bookPose() throws {
    let (simulator, player, queue) = install(Pose(.book, .landscape))
    // devices.md: the inner display in landscape is 951 × 669 with the fold at x 455.5–495.5,
    // safe area bottom 34 and right 84 (the bar); the secondary's page starts after the fold.
    let display = simulator.window.bounds
    #expect(LengthTolerance.isEqual(display.width, 951) && LengthTolerance.isEqual(display.height, 669))
    // L9: the pane is not on the grid (P2); the scroll view's edges round in the pane's space,
    // at @3x, so its far edge, 951 - 84 - 495.5 = 371.5 into the pane, is 371.667.
    let scroll = queue.scrollView.convert(queue.scrollView.bounds, to: nil)
    #expect(LengthTolerance.isEqual(scroll.minX, 495.5))
    #expect(LengthTolerance.isEqual(scroll.maxX, 495.5 + snapped(951 - 84 - 495.5)))
    #expect(LengthTolerance.isEqual(scroll.minY, 0))
    #expect(LengthTolerance.isEqual(scroll.maxY, 669 - 34))
    // The rows fill the scroll view's width less 16 on each side, and the content is as tall as they need.
    #expect(LengthTolerance.isEqual(queue.list.frame.minX, 16))
    #expect(LengthTolerance.isEqual(queue.list.frame.maxX, snapped(16 + scroll.width - 32)))
    #expect(LengthTolerance.isEqual(queue.scrollView.contentSize.height, queue.list.frame.maxY + 16))
    // The player's stack spans its layout margins and is centred in its safe area.
    let stack = try #require(player.artwork.superview)
    let margins = player.view.layoutMarginsGuide.layoutFrame
    let safeArea = player.view.safeAreaLayoutGuide.layoutFrame
    #expect(LengthTolerance.isEqual(stack.frame.minX, snapped(margins.minX)))
    #expect(LengthTolerance.isEqual(stack.frame.maxX, snapped(margins.maxX)))
    #expect(abs(stack.frame.midY - safeArea.midY) <= 0.5, "centred to the pixel (L9)")
    // The artwork is square and as large as the pane allows, never larger than the image.
    let artwork = player.artwork.frame
    #expect(LengthTolerance.isEqual(artwork.width, artwork.height))
    #expect(artwork.width <= 600)
    #expect(stack.frame.minY >= safeArea.minY + 8 - LengthTolerance.standard)
  }
}
