// RecipeSteps: a recipe beside its steps.
//
// A split restricted to the horizontal axis: the recipe (primary) asks for 60 % of the width
// and never less than 320 pt; the steps (secondary) take the rest. Where the split cannot go
// side by side — a tall container, a compact width, a fold running across — the recipe is
// shown alone (S2, S3, S8). Across a book fold each view gets one page (S9).
//
// Run: swift run RecipeSteps
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

let recipe = PaneViewController(name: "recipe")
let steps = PaneViewController(name: "steps")

let arrangementViewController = ArrangementController()
arrangementViewController.setViewController(recipe, for: .primary)
arrangementViewController.setViewController(steps, for: .secondary)
arrangementViewController.updateArrangement(
  SplitArrangement().axes(.horizontal).configuring(.primary) { recipe in
    recipe.width = .init(minimum: .absolute(320), preferred: .fractional(0.6))
  })

let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
simulator.window.rootViewController = arrangementViewController

/// One line per pane: its frame in window coordinates and its state.
@MainActor
func describe(_ pane: PaneViewController, _ placement: ViewPlacement) -> String {
  let name = pane.name.padding(toLength: 7, withPad: " ", startingAt: 0)
  guard let state = arrangementViewController.state(for: placement) else { return "  \(name) not placed" }
  if state.isHidden { return "  \(name) hidden" }
  let frame = pane.view.convert(pane.view.bounds, to: nil)
  return "  \(name) \(LengthFormat.rect(frame)), splitAxis \(state.splitAxis)"
}

/// A 60-column strip of the window's width: `R` recipe, `S` steps, `|` the fold band.
@MainActor
func strip() -> String {
  let width = simulator.display.bounds.width
  var cells = Array(repeating: Character(" "), count: 60)
  func fill(_ range: ClosedRange<CGFloat>, with mark: Character) {
    let first = Int((range.lowerBound / width * 60).rounded())
    let last = Int((range.upperBound / width * 60).rounded())
    for column in max(0, first)..<min(60, max(first, last)) { cells[column] = mark }
  }
  let panes: [(PaneViewController, ViewPlacement, Character)] = [(recipe, .primary, "R"), (steps, .secondary, "S")]
  for (pane, placement, mark) in panes where arrangementViewController.state(for: placement)?.isHidden == false {
    let frame = pane.view.convert(pane.view.bounds, to: nil)
    fill(frame.minX...frame.maxX, with: mark)
  }
  for fold in simulator.window.reservedRegions(kind: .division)
  where fold.frame.height >= simulator.display.bounds.height {
    fill(fold.frame.minX...fold.frame.maxX, with: "|")
  }
  return "  [" + String(cells) + "]"
}

let tour: [(Posture, Orientation)] = [
  (.closed, .portrait), (.closed, .landscape), (.flat, .portrait), (.flat, .landscape),
  (.book, .landscape), (.tabletop, .portrait),
]
print("RecipeSteps — split, horizontal only, recipe 60 % with a 320 pt floor")
for (posture, orientation) in tour {
  simulator.posture = posture
  simulator.orientation = orientation
  let display = simulator.display
  print("")
  print(
    "iPhone Duo \(posture) \(orientation): \(LengthFormat.size(display.bounds.size)), "
      + "\(display.traits.horizontalSizeClass) × \(display.traits.verticalSizeClass)")
  print(describe(recipe, .primary))
  print(describe(steps, .secondary))
  print(strip())
}
