// DetailsColumn: a details column with a minimum, a preferred and a maximum width.
//
// A split whose secondary is a details column: at least 280 pt, preferably 35 % of the width,
// at most 400 pt; stacked, it prefers 40 % of the height with a 240 pt floor. The content
// (primary) has priority 0 like the column, so the content is sized first (S7) but never
// takes the column's minimum. The tour shows where each bound wins: the preference on a flat
// inner display, the maximum on a wide iPad, the fold on a folded Duo (S9), and the single
// view where the column cannot fit (S2, S6, S8).
//
// Run: swift run DetailsColumn
import ArrangementKit
import ArrangementSimulator
import Foundation

/// A content view beside a details column; returns the container and the column.
@MainActor
func makeScreen() -> (container: ArrangementController, details: ViewController) {
  let details = ViewController()
  let container = ArrangementController()
  container.setViewController(ViewController(), for: .primary)
  container.setViewController(details, for: .secondary)
  container.updateArrangement(
    SplitArrangement().configuring(.secondary) { column in
      column.width = .init(minimum: .absolute(280), preferred: .fractional(0.35), maximum: .absolute(400))
      column.height = .init(minimum: .absolute(240), preferred: .fractional(0.4))
    })
  return (container, details)
}

/// Which bound decided the column's length along the split axis.
@MainActor
func reason(length: CGFloat, along axis: Axis, containerLength: CGFloat, folded: Bool) -> String {
  if folded { return "one page across the fold" }
  let range =
    axis == .horizontal
    ? (minimum: CGFloat(280), preferred: 0.35 * containerLength, maximum: CGFloat(400))
    : (minimum: CGFloat(240), preferred: 0.4 * containerLength, maximum: CGFloat.infinity)
  if LengthTolerance.isEqual(length, range.maximum, tolerance: 0.5) { return "maximum" }
  if LengthTolerance.isEqual(length, range.minimum, tolerance: 0.5) { return "minimum" }
  if LengthTolerance.isEqual(length, range.preferred, tolerance: 0.5) { return "preferred" }
  return "what the content left"
}

/// A smaller foldable (600 × 780 inner display) where 35 % of the width is below the minimum.
let smallFoldable = Device.foldable(
  name: "Small foldable", identifier: "small", portraitSize: CGSize(width: 600, height: 780))

let tour: [(Device, Posture, Orientation)] = [
  (.iPhoneDuo, .closed, .portrait), (.iPhoneDuo, .closed, .landscape), (.iPhoneDuo, .flat, .portrait),
  (.iPhoneDuo, .flat, .landscape), (.iPhoneDuo, .book, .landscape), (.iPhoneDuo, .tabletop, .portrait),
  (.iPad, .flat, .portrait), (.iPad, .flat, .landscape), (smallFoldable, .flat, .landscape),
]
print("DetailsColumn — width min 280 / preferred 35 % / max 400; height min 240 / preferred 40 %")
for (device, posture, orientation) in tour {
  let simulator = DeviceSimulator(device: device, posture: posture, orientation: orientation)
  let (container, details) = makeScreen()
  simulator.window.rootViewController = container
  simulator.window.layoutIfNeeded()
  let bounds = simulator.display.bounds
  let label = "\(device.name) \(posture) \(orientation)".padding(toLength: 31, withPad: " ", startingAt: 0)
  guard let state = container.state(for: .secondary), !state.isHidden else {
    print("\(label) \(LengthFormat.size(bounds.size)): column hidden, content alone")
    continue
  }
  let frame = details.view.convert(details.view.bounds, to: nil)
  let horizontal = state.splitAxis == .horizontal
  let length = horizontal ? frame.width : frame.height
  let folded = !simulator.window.reservedRegions(kind: .division).isEmpty
  let why = reason(
    length: length, along: state.splitAxis, containerLength: horizontal ? bounds.width : bounds.height,
    folded: folded)
  print(
    "\(label) \(LengthFormat.size(bounds.size)): column \(horizontal ? "width" : "height") "
      + "\(LengthFormat.string(length)) (\(why)) at \(LengthFormat.rect(frame))")
}
