import Foundation

extension LayoutCheck {
  /// The state invariants of S1, S13 and O6.
  mutating func checkStates(_ shown: [Shown], style: LayoutInvariants.Style) {
    switch style {
    case .overlay:
      let bothLayered = shown.count == 2 && folds.fold == nil
      for (placement, _, state) in shown {
        if state.splitAxis != .neither { fail("overlay \(placement) has splitAxis \(state.splitAxis) (O6)") }
        let z = placement == .primary && bothLayered ? 1 : 0
        if state.zIndex != z { fail("overlay \(placement) has zIndex \(state.zIndex), expected \(z) (O6)") }
      }
    case .split:
      let natural = naturalAxes()
      for (placement, _, state) in shown {
        if state.zIndex != 0 { fail("split \(placement) has zIndex \(state.zIndex) (S13)") }
        if state.splitAxis != .horizontal && state.splitAxis != .vertical {
          fail("split \(placement) has splitAxis \(state.splitAxis) (S13)")
        } else if !natural.contains(state.splitAxis) {
          fail("split \(placement) has splitAxis \(state.splitAxis), natural axis is \(natural) (S1, S13)")
        }
      }
      guard shown.count == 2 else { return }
      let axis = shown[0].state.splitAxis
      if shown[1].state.splitAxis != axis { fail("split views report different axes (S13)") }
    }
  }

  /// The axes S1 allows as natural: the fold's axis, else horizontal when the container is at
  /// least as wide as tall. Far from the origin (beyond about 10¹¹ pt, where a `Double` cannot
  /// resolve 0.001 pt) a container whose sides are equal within the magnitude's tolerance may
  /// come out of the solver's edge arithmetic a few ulps wider or taller: either axis is then
  /// natural (found by SolverFuzz: a square 8.9 × 10¹⁹⁴ pt container at x 6 × 10¹⁹⁷).
  func naturalAxes() -> [Axis] {
    if let fold = folds.fold { return [fold.axis] }
    let box = container
    let resolution = max(Self.tolerance(horizontal: true, box), Self.tolerance(horizontal: false, box))
    if resolution > LengthTolerance.standard
      && LengthTolerance.isEqual(box.width, box.height, tolerance: resolution)
    {
      return [.horizontal, .vertical]
    }
    return [LengthTolerance.isGreater(box.height, box.width) ? .vertical : .horizontal]
  }
}
