// NowPlayingNavigation: the NowPlaying screen inside a navigation controller, with bar items
// and a menu (behavior.md B).
//
// A library screen is the root; the now-playing arrangement is pushed on it, so the bar shows a
// back button, the title, a share item, a "more" item with a menu and a Done item kept in the top
// row, and the toolbar shows the transport controls. The tour holds the iPhone Duo in every pose
// and prints where the bar is, where the content starts (the safe area the bar pushes in) and
// where each item went: the top row, or the vertical bar's strip. Then it opens the menu and
// performs one of its actions by title, and prints the window in the book pose.
//
// Run: swift run NowPlayingNavigation
import ArrangementKit
import ArrangementSimulator
import Foundation

let playback = Playback(tracks: kindOfBlue)
let screen = makeNowPlayingScreen(playback: playback)
screen.title = "Now Playing"
var log: [String] = []
let more = Menu(children: [
  Action(title: "Add to Queue", image: Image(systemName: "plus")) { _ in log.append("added to the queue") },
  Menu(
    title: "Sort", options: .singleSelection,
    children: [Action(title: "By Album", state: .on) { _ in }, Action(title: "By Artist") { _ in }]),
  DeferredMenuElement { completion in completion([Action(title: "Recently Played") { _ in }]) },
  Action(title: "Remove", attributes: .destructive) { _ in log.append("removed") },
])
let done = BarButtonItem(title: "Done", primaryAction: Action { _ in log.append("done") })
done.axisBehavior = .horizontalOnly
screen.navigationItem.rightBarButtonItems = [
  BarButtonItem(image: Image(systemName: "square.and.arrow.up"), primaryAction: Action { _ in log.append("shared") }),
  BarButtonItem(image: Image(systemName: "ellipsis.circle"), menu: more),
  done,
]
screen.toolbarItems = [
  .flexibleSpace(), BarButtonItem(systemItem: .rewind), BarButtonItem(systemItem: .play),
  BarButtonItem(systemItem: .fastForward), .flexibleSpace(),
]
let library = ViewController()
library.title = "Library"
let navigation = NavigationController(rootViewController: library)
navigation.pushViewController(screen, animated: false)
navigation.setToolbarHidden(false, animated: false)

let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.closed, .portrait))
simulator.window.rootViewController = navigation
guard let player = screen.viewController(for: .primary) as? PlayerViewController else {
  fatalError("the screen holds the player")
}

/// The titles of the bar items under `bar` in the snapshot (`NavigationBar`, `VerticalBarStrip`,
/// `Toolbar`), in drawing order.
@MainActor
func items(on bar: String) -> String {
  let names = WindowSnapshot(simulator).nodes.filter { node in
    node.path.dropLast().last == bar && node.name != "title"
  }.map(\.name)
  return names.isEmpty ? "none" : names.joined(separator: ", ")
}

print("NowPlayingNavigation — the now-playing screen under a navigation bar, iPhone Duo")
print("")
for pose in Device.iPhoneDuo.poses {
  simulator.pose = pose
  simulator.window.layoutIfNeeded()
  let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
  let findings = ScreenAudit().findings(in: simulator.window)
  print("\(pose):")
  print(
    "  navigation bar \(LengthFormat.rect(bar)), content top \(LengthFormat.string(player.view.safeAreaInsets.top))")
  print("  top row: \(items(on: "NavigationBar"))")
  print("  strip: \(items(on: "VerticalBarStrip"))")
  print("  toolbar: \(navigation.toolbar.isHidden ? "in the strip" : items(on: "Toolbar"))")
  print("  audit: " + (findings.isEmpty ? "no findings" : "\(findings.count) finding(s)"))
  for finding in findings { print("    \(finding)") }
}

print("")
simulator.pose = Pose(.book, .landscape)
screen.navigationItem.rightBarButtonItems?[1].performPrimaryAction()
if let menu = simulator.presentedMenu {
  print("The more menu: \(menu.titles.joined(separator: " · "))")
  menu.performAction(titled: "Add to Queue")
}
print("After \"Add to Queue\": \(log.joined(separator: ", ")); menu shown: \(simulator.presentedMenu != nil)")
print("")
print(WindowSnapshot(simulator).text, terminator: "")
