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
      let box = container
      let natural: Axis =
        folds.fold?.axis ?? (LengthTolerance.isGreater(box.height, box.width) ? .vertical : .horizontal)
      for (placement, _, state) in shown {
        if state.zIndex != 0 { fail("split \(placement) has zIndex \(state.zIndex) (S13)") }
        if state.splitAxis != .horizontal && state.splitAxis != .vertical {
          fail("split \(placement) has splitAxis \(state.splitAxis) (S13)")
        } else if state.splitAxis != natural {
          fail("split \(placement) has splitAxis \(state.splitAxis), natural axis is \(natural) (S1, S13)")
        }
      }
      guard shown.count == 2 else { return }
      let axis = shown[0].state.splitAxis
      if shown[1].state.splitAxis != axis { fail("split views report different axes (S13)") }
    }
  }
}
