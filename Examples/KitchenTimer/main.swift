// KitchenTimer: a panel that reads its split axis and stacks its content across it.
//
// A default split (both axes) puts a recipe (primary) and a timer panel (secondary) side by
// side or stacked, following the screen and the fold. The timer panel holds three parts — the
// dial, the time and the controls — and lays them out *across* the split axis it is given
// (ViewState.splitAxis): in a side-by-side column (split axis horizontal) it stacks them top
// to bottom; in a stacked row (split axis vertical) it lines them up left to right. When the
// panel is hidden there is nothing to lay out.
//
// Run: swift run KitchenTimer
import ArrangementKit
import ArrangementSimulator
import Foundation

/// A view that lays its subviews out in equal slices along `axis`.
final class StackView: View {
  var axis: Axis = .vertical {
    didSet { if axis != oldValue { setNeedsLayout() } }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let count = CGFloat(max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      let offset = CGFloat(index)
      if axis == .horizontal {
        let width = bounds.width / count
        subview.frame = CGRect(x: offset * width, y: 0, width: width, height: bounds.height)
      } else {
        let height = bounds.height / count
        subview.frame = CGRect(x: 0, y: offset * height, width: bounds.width, height: height)
      }
    }
  }
}

/// The timer panel: a stack of dial, time and controls, oriented across its split axis.
final class TimerViewController: ViewController {
  let parts = ["dial", "time", "controls"]
  var stack: StackView { view as! StackView }

  override func loadView() {
    let stack = StackView()
    for _ in parts { stack.addSubview(View()) }
    view = stack
  }

  /// Reads the panel's split axis and stacks across it.
  func adapt(to state: ViewState) {
    stack.axis = state.splitAxis == .vertical ? .horizontal : .vertical
  }
}

let recipe = ViewController()
let timer = TimerViewController()
let container = ArrangementController()
container.setViewController(recipe, for: .primary)
container.setViewController(timer, for: .secondary)

// The panel follows every layout change (C9); the token keeps the observer registered.
let observation = container.addObserver { transition in
  if let state = transition.to[.secondary]?.state, !state.isHidden { timer.adapt(to: state) }
}

let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .closed, orientation: .portrait)
simulator.window.rootViewController = container

print("KitchenTimer — the timer panel stacks its content across its split axis")
let tour: [(Posture, Orientation)] = [
  (.closed, .portrait), (.closed, .landscape), (.flat, .landscape), (.book, .landscape), (.tabletop, .portrait),
]
for (posture, orientation) in tour {
  simulator.posture = posture
  simulator.orientation = orientation
  simulator.window.layoutIfNeeded()
  print("")
  print("iPhone Duo \(posture) \(orientation): \(LengthFormat.size(simulator.display.bounds.size))")
  guard let state = container.state(for: .secondary), !state.isHidden else {
    print("  timer hidden: the recipe is shown alone")
    continue
  }
  let panel = timer.view.convert(timer.view.bounds, to: nil)
  print("  timer \(LengthFormat.rect(panel)), splitAxis \(state.splitAxis) -> content stacked \(timer.stack.axis)")
  for (name, part) in zip(timer.parts, timer.stack.subviews) {
    print("    \(name.padding(toLength: 8, withPad: " ", startingAt: 0)) \(LengthFormat.rect(part.frame))")
  }
}
withExtendedLifetime(observation) {}
