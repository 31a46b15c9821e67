// LibraryNavigation: a library beside a book's details, in a navigation controller (N1, N3).
//
// The platform's own pattern: the arrangement is the root of a navigation stack. Opening a book
// from either pane pushes the reader over BOTH panes; going back brings the same panes back,
// laid out for the posture the device is in now (the arrangement lays out before its panes
// appear, so the one that no longer fits never appears, C12). A pane the
// arrangement hides is out of the hierarchy: it has no navigation controller, so its push does
// nothing (measured). A sheet presented from a pane is presented by the window's root, so it
// survives the pane's collapse.
//
// Run: swift run LibraryNavigation
import ArrangementKit
import ArrangementSimulator
import Foundation

/// A content controller that names itself and logs when it appears or disappears.
final class Screen: ViewController {
  let name: String
  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  override func viewDidAppear(_ animated: Bool) { print("    \(name) appears") }
  override func viewDidDisappear(_ animated: Bool) { print("    \(name) disappears") }
}

let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
let library = Screen("library")
let details = Screen("details")
let arrangement = ArrangementController()
arrangement.setViewController(library, for: .primary)
arrangement.setViewController(details, for: .secondary)
let navigation = NavigationController(rootViewController: arrangement)

/// What is on screen: the top of the stack, the panes, any sheet over them.
@MainActor
func show(_ title: String) {
  simulator.window.layoutIfNeeded()
  let bounds = simulator.display.bounds
  print("\(title) — \(simulator.posture) \(simulator.orientation), \(LengthFormat.size(bounds.size))")
  let top = navigation.topViewController
  let name = (top as? Screen)?.name ?? "the arrangement"
  print("  stack: \(navigation.viewControllers.count) controller(s), on top: \(name)")
  if top === arrangement {
    for (placement, pane) in [(ViewPlacement.primary, library), (.secondary, details)] {
      let state = arrangement.state(for: placement)!
      let frame = state.isHidden ? "hidden" : LengthFormat.rect(pane.view.convert(pane.view.bounds, to: nil))
      let lookup =
        pane.navigationController === navigation ? "finds the navigation controller" : "no navigation controller"
      print("  \(pane.name.padding(toLength: 8, withPad: " ", startingAt: 0)) \(frame), \(lookup)")
    }
  } else if let top {
    print("  \(name) covers \(LengthFormat.rect(top.view.convert(top.view.bounds, to: nil)))")
  }
  if let sheet = navigation.presentedViewController as? Screen {
    let presenter = sheet.presentingViewController === navigation ? "the navigation controller" : "?"
    print("  sheet \(sheet.name) over everything at \(LengthFormat.rect(sheet.view.frame)), presented by \(presenter)")
  }
  print("")
}

print("LibraryNavigation — an arrangement in a navigation controller on the iPhone Duo\n")
simulator.window.rootViewController = navigation
show("Launch")

print("  open a book from the details pane:")
details.navigationController?.pushViewController(Screen("reader"), animated: true)
show("Reading")

print("  fold the device while reading:")
simulator.posture = .closed
show("Reading, folded")

print("  go back:")
navigation.popViewController(animated: true)
show("Back, folded")

print("  open a book from the hidden details pane: nothing happens")
details.navigationController?.pushViewController(Screen("reader"), animated: true)
print("  stack: \(navigation.viewControllers.count) controller(s)\n")

print("  share from the library, then unfold:")
library.present(Screen("share"), animated: true)
simulator.posture = .book
show("Sharing, unfolded")

print("  done sharing:")
library.dismiss(animated: true)
show("Done")
