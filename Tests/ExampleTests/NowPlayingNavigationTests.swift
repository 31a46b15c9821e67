import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@testable import NowPlayingNavigation

// The NowPlayingNavigation example's screen the way an app's tests would check it: inside a
// navigation controller with bar items and a menu, drawn in every pose of the Duo (text and
// SVG snapshots: the bar, its title and items, the strip), its content under the bar (B2).

@MainActor
@Suite("NowPlaying inside a navigation controller (B)")
struct NowPlayingNavigationTests {
  /// The screen pushed on a library root in a navigation controller, toolbar shown.
  func install(_ pose: Pose) -> (DeviceSimulator, NavigationController, ArrangementController) {
    let screen = makeNowPlayingScreen(playback: Playback(tracks: kindOfBlue))
    screen.title = "Now Playing"
    screen.navigationItem.rightBarButtonItems = [
      BarButtonItem(image: Image(systemName: "square.and.arrow.up"), primaryAction: Action { _ in }),
      BarButtonItem(image: Image(systemName: "ellipsis.circle"), menu: Menu(children: [Action(title: "Add") { _ in }])),
      BarButtonItem(title: "Done", primaryAction: Action { _ in }),
    ]
    screen.toolbarItems = [.flexibleSpace(), BarButtonItem(systemItem: .play), .flexibleSpace()]
    let library = ViewController()
    library.title = "Library"
    let navigation = NavigationController(rootViewController: library)
    navigation.pushViewController(screen, animated: false)
    navigation.setToolbarHidden(false, animated: false)
    let simulator = DeviceSimulator(device: .iPhoneDuo, pose: pose)
    simulator.window.rootViewController = navigation
    simulator.window.layoutIfNeeded()
    return (simulator, navigation, screen)
  }

  @Test("B8: the window with its bars, drawn in every pose", arguments: Device.iPhoneDuo.poses)
  func snapshots(pose: Pose) {
    let (simulator, _, _) = install(pose)
    let snapshot = WindowSnapshot(simulator)
    assertSnapshot(of: snapshot.text, named: pose.name)
    assertSnapshot(of: snapshot.svg, as: .svg, named: pose.name)
  }

  @Test("B2: the player's content starts under the bar in every pose", arguments: Device.iPhoneDuo.poses)
  func contentTop(pose: Pose) {
    let (_, navigation, screen) = install(pose)
    let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
    let player = screen.viewController(for: .primary)!
    #expect(LengthTolerance.isEqual(player.view.safeAreaInsets.top, bar.maxY), "\(pose)")
  }
}
