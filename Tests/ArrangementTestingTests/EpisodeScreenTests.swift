import ArrangementTesting
import Foundation
import Testing

// A test file written the way an app's own tests would be: the app's screen, every pose of
// the device, the screen audit and snapshots of the window.

/// The app's screen: the episode list beside (or above) the player.
@MainActor
func makeEpisodeScreen() -> ArrangementController {
  let screen = ArrangementController()
  screen.setViewController(EpisodeList(), for: .primary)
  screen.setViewController(PlayerPane(), for: .secondary)
  return screen
}

/// Rows inside the safe area.
final class EpisodeList: ViewController {
  override func viewDidLoad() {
    for index in 1...3 {
      let row = View()
      row.accessibilityIdentifier = "episode\(index)"
      view.addSubview(row)
    }
  }

  override func viewDidLayoutSubviews() {
    let safe = view.safeAreaInsets
    for (index, row) in view.subviews.enumerated() {
      row.frame = CGRect(
        x: safe.left + 16, y: safe.top + 8 + CGFloat(index) * 56,
        width: max(1, view.bounds.width - safe.left - safe.right - 32), height: 48)
    }
  }
}

/// Full-bleed artwork under a play button that stays inside the safe area.
final class PlayerPane: ViewController {
  let artwork = View()
  let playButton = View()
  /// A bug to catch: the play button pinned to the display's top trailing corner.
  var pinsButtonToCorner = false

  override func viewDidLoad() {
    artwork.accessibilityIdentifier = "artwork"
    playButton.accessibilityIdentifier = "playButton"
    view.addSubview(artwork)
    view.addSubview(playButton)
  }

  override func viewDidLayoutSubviews() {
    artwork.frame = view.bounds
    let safe = view.safeAreaInsets
    playButton.frame = CGRect(
      x: safe.left + (view.bounds.width - safe.left - safe.right - 64) / 2,
      y: view.bounds.height - safe.bottom - 80, width: 64, height: 64)
    if pinsButtonToCorner, let window = view.window {
      playButton.frame = view.convert(CGRect(x: window.bounds.width - 66, y: 10, width: 50, height: 50), from: window)
    }
  }
}

@MainActor
@Suite("Episode screen on the iPhone Duo")
struct EpisodeScreenTests {
  /// The artwork is a full-bleed background: under the camera and the fold on purpose.
  let audit = ScreenAudit().exempting("artwork")

  @Test("no control under the fold, a camera or the bars, in any pose", arguments: Device.iPhoneDuo.poses)
  func fitsTheScreen(pose: Pose) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: pose)
    simulator.window.rootViewController = makeEpisodeScreen()
    #expect(audit.findings(in: simulator.window) == [], "\(audit.report(for: simulator.window))")
  }

  @Test("the window looks as reviewed", arguments: Device.iPhoneDuo.poses)
  func looksAsReviewed(pose: Pose) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: pose)
    simulator.window.rootViewController = makeEpisodeScreen()
    let snapshot = WindowSnapshot(simulator)
    assertSnapshot(of: snapshot.text, named: pose.name)
    assertSnapshot(of: snapshot.svg, as: .svg, named: pose.name)
  }

  @Test("auditing after every layout pass catches a control moved under the camera")
  func auditsEveryPass() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
    simulator.screenAudit = audit
    let screen = makeEpisodeScreen()
    simulator.window.rootViewController = screen
    #expect(simulator.auditFindings.isEmpty)
    let player = screen.viewController(for: .secondary) as! PlayerPane
    withKnownIssue("the audit records the finding as a test issue") {
      simulator.pose = Pose(.closed, .portrait)
      player.pinsButtonToCorner = true
      player.view.setNeedsLayout()
      simulator.window.layoutIfNeeded()  // a pass that puts the button under the camera
    }
    #expect(simulator.auditFindings.contains { $0.path.last == "playButton" && "\($0.problem)".contains("camera") })
    // Each finding is recorded once, however many passes see it.
    let count = simulator.auditFindings.count
    simulator.stepLayoutPass()
    #expect(simulator.auditFindings.count == count)
    simulator.screenAudit = nil
  }

  @Test("window snapshots are deterministic and list every view")
  func deterministic() {
    let first = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.book, .landscape))
    first.window.rootViewController = makeEpisodeScreen()
    let second = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.book, .landscape))
    second.window.rootViewController = makeEpisodeScreen()
    #expect(WindowSnapshot(first) == WindowSnapshot(second))
    #expect(WindowSnapshot(first).text == WindowSnapshot(second).text)
    #expect(WindowSnapshot(first).svg == WindowSnapshot(second).svg)
    let snapshot = WindowSnapshot(first)
    #expect(snapshot.nodes.map(\.name).contains("playButton"))
    #expect(snapshot.text.contains("division fold [455.5, 0, 40, 669] active"))
    #expect(snapshot.svg.contains("class=\"division active\""))
    #expect(snapshot.svg.contains("data-path=\"ArrangementController › PlayerPane › playButton\""))
    // An empty window is a picture of the display alone.
    let empty = DeviceSimulator(device: .iPhone, pose: Pose(.flat, .portrait))
    #expect(WindowSnapshot(empty).nodes.isEmpty)
    #expect(WindowSnapshot(empty).text.hasPrefix("iPhone, flat portrait\nwindow 402 × 874"))
  }
}
