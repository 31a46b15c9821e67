// PlaceBrowser: a place card over a map.
//
// An overlay: the card (primary) is layered above the map (secondary) while nothing separates
// the screen (O1, zIndex 1). Across a fold each takes a page; the card asks for the leading
// edge (O3), so in a book pose it sits on the leading page — the left one in left-to-right
// layout, the right one in right-to-left layout — and the map gets the other page. A fold that
// runs across (tabletop) has no leading side, so the default applies there: map on top, card at
// the bottom (O2).
//
// Run: swift run PlaceBrowser
import ArrangementKit
import ArrangementSimulator
import Foundation

/// A content controller that only names itself; its view is what the arrangement places.
final class PaneViewController: ViewController {
  let name: String

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
}

/// Builds the browser: card primary on the leading edge, map secondary.
@MainActor
func makeBrowser() -> (ArrangementController, card: PaneViewController, map: PaneViewController) {
  let card = PaneViewController(name: "card")
  let map = PaneViewController(name: "map")
  let controller = ArrangementController()
  var overlay = OverlayArrangement()
  overlay.setViewProperties(OverlayArrangement.ViewProperties(edge: .leading), for: .primary)
  controller.updateArrangement(overlay)
  controller.setViewController(card, for: .primary)
  controller.setViewController(map, for: .secondary)
  return (controller, card, map)
}

/// One line per pane: where it is on screen and how it is layered.
@MainActor
func describe(_ controller: ArrangementController, _ pane: PaneViewController, _ placement: ViewPlacement) -> String {
  let name = pane.name.padding(toLength: 5, withPad: " ", startingAt: 0)
  guard let state = controller.state(for: placement) else { return "  \(name) not placed" }
  if state.isHidden { return "  \(name) hidden" }
  let frame = pane.view.convert(pane.view.bounds, to: nil)
  let layer = state.zIndex > 0 ? "above the other view" : "its own layer"
  return "  \(name) \(LengthFormat.rect(frame)), zIndex \(state.zIndex) (\(layer))"
}

/// Where the card is relative to the map, in words.
@MainActor
func summary(_ controller: ArrangementController, card: PaneViewController, map: PaneViewController) -> String {
  guard let cardState = controller.state(for: .primary), let mapState = controller.state(for: .secondary) else {
    return "  -> incomplete"
  }
  if cardState.isHidden || mapState.isHidden { return "  -> one view only" }
  if cardState.zIndex > 0 { return "  -> card floats over the map" }
  let cardFrame = card.view.convert(card.view.bounds, to: nil)
  let mapFrame = map.view.convert(map.view.bounds, to: nil)
  if cardFrame.maxX <= mapFrame.minX { return "  -> card on the left page, map on the right" }
  if mapFrame.maxX <= cardFrame.minX { return "  -> map on the left page, card on the right" }
  return cardFrame.minY >= mapFrame.maxY ? "  -> map on top, card at the bottom" : "  -> card on top, map at the bottom"
}

print("PlaceBrowser — overlay, card (primary) on the leading edge, map secondary")
let tour: [(Posture, Orientation, LayoutDirection)] = [
  (.closed, .portrait, .leftToRight), (.flat, .landscape, .leftToRight), (.book, .landscape, .leftToRight),
  (.book, .landscape, .rightToLeft), (.tabletop, .portrait, .leftToRight),
]
for (posture, orientation, direction) in tour {
  let simulator = DeviceSimulator(
    device: .iPhoneDuo, posture: posture, orientation: orientation, layoutDirection: direction)
  let (controller, card, map) = makeBrowser()
  simulator.window.rootViewController = controller
  simulator.window.layoutIfNeeded()
  print("")
  print("iPhone Duo \(posture) \(orientation), \(direction): \(LengthFormat.size(simulator.display.bounds.size))")
  print(describe(controller, card, .primary))
  print(describe(controller, map, .secondary))
  print(summary(controller, card: card, map: map))
}
