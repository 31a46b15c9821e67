import ArrangementKit
import Foundation

/// Whether two rectangles match within the spec's 0.001 pt tolerance (`LengthTolerance`).
package func same(_ a: CGRect, _ b: CGRect) -> Bool { LengthTolerance.isEqual(a, b) }

/// A length on the pixel grid as P1 and L9 round it: the nearest multiple of `1 / scale`, half
/// away from zero (scale 3 by default, the iPhone Duo's).
///
/// ```swift
/// snapped(371.5)              // 371.667: a tie rounds away from zero
/// snapped(371.5, scale: 2)    // 371.5: already on the grid
/// ```
package func snapped(_ value: CGFloat, scale: CGFloat = 3) -> CGFloat {
  (value * scale).rounded(.toNearestOrAwayFromZero) / scale
}

/// An arrangement controller of `width` × `height` holding `primary` and `secondary` (a default
/// split), laid out once.
///
/// ```swift
/// let (arrangement, primary, _) = makeArrangement(primary: ViewController(), secondary: ViewController())
/// same(primary.view.frame, rect(0, 0, 600, 800))   // true
/// ```
@MainActor
package func makeArrangement<Primary: ViewController, Secondary: ViewController>(
  width: CGFloat = 1200, height: CGFloat = 800, primary: Primary, secondary: Secondary
) -> (ArrangementController, Primary, Secondary) {
  let arrangement = ArrangementController()
  arrangement.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
  arrangement.setViewController(primary, for: .primary)
  arrangement.setViewController(secondary, for: .secondary)
  arrangement.view.layoutIfNeeded()
  return (arrangement, primary, secondary)
}
