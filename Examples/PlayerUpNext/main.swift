// PlayerUpNext: a player over its Up Next queue.
//
// An overlay: the player (primary) is layered above the queue (secondary) on a single screen,
// and each gets a page across a fold (O1, O2).
//
// The queue shows a compact list while it is layered under the player, and the full list when
// it has a page of its own. Which z-index says so? Per rule O6 only the primary's zIndex is
// ever above 0 (1 while it is layered over a shown secondary); the secondary's is always 0.
// So the queue reads the *primary's* state: "the view above me has zIndex > 0" is exactly
// "I am covered". Reading its own zIndex would never make it compact. (Decision recorded in
// the ArrangementCore article "Split versus Overlay".)
//
// Run: swift run PlayerUpNext
import ArrangementKit
import ArrangementSimulator
import Foundation

/// The player: names itself.
final class PlayerViewController: ViewController {}

/// The Up Next queue: renders its list compact or full depending on the layer above it.
final class UpNextViewController: ViewController {
  let tracks = ["Blue in Green", "So What", "Freddie Freeloader", "All Blues", "Flamenco Sketches"]

  /// Whether the player is layered over this view right now (O6: the primary's zIndex).
  var isCovered: Bool {
    guard let container = arrangementViewController, let player = container.state(for: .primary) else { return false }
    return !player.isHidden && player.zIndex > 0
  }

  /// The list as it would be drawn: two rows when compact, every track otherwise.
  func render() -> [String] {
    if isCovered {
      return ["    (compact) next: \(tracks[0]) · +\(tracks.count - 1) more"]
    }
    return tracks.enumerated().map { "    \($0.offset + 1). \($0.element)" }
  }
}

let player = PlayerViewController()
let upNext = UpNextViewController()
let container = ArrangementController()
container.updateArrangement(OverlayArrangement())
container.setViewController(player, for: .primary)
container.setViewController(upNext, for: .secondary)

let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
simulator.window.rootViewController = container

/// `player [0, 0, 466, 678] zIndex 1` or `player hidden`.
@MainActor
func describe(_ name: String, _ placement: ViewPlacement, _ controller: ViewController) -> String {
  guard let state = container.state(for: placement) else { return "  \(name) not placed" }
  if state.isHidden { return "  \(name) hidden" }
  let frame = controller.view.convert(controller.view.bounds, to: nil)
  return "  \(name) \(LengthFormat.rect(frame)), zIndex \(state.zIndex)"
}

print("PlayerUpNext — overlay, player (primary) over the Up Next queue (secondary)")
let tour: [(Posture, Orientation)] = [
  (.closed, .portrait), (.flat, .portrait), (.tabletop, .portrait), (.book, .landscape), (.flat, .landscape),
]
for (posture, orientation) in tour {
  simulator.posture = posture
  simulator.orientation = orientation
  print("")
  print("iPhone Duo \(posture) \(orientation): \(LengthFormat.size(simulator.display.bounds.size))")
  print(describe("player", .primary, player))
  print(describe("up next", .secondary, upNext))
  if container.state(for: .secondary)?.isHidden == false {
    print("  up next list (\(upNext.isCovered ? "covered by the player" : "own page")):")
    for line in upNext.render() { print(line) }
  }
}
