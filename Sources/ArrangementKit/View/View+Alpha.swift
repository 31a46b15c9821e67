import Foundation

extension View {
  /// ``alpha``'s setter (V6): clamps into 0…1; NaN becomes 1 with an input diagnostic.
  func storeAlpha(_ value: CGFloat) {
    guard !value.isNaN else {
      reportInputDiagnostic("alpha: nan is not a number; 1 is used")
      if appearance != nil { makeAppearance().alpha = 1 }
      return
    }
    let clamped = min(max(value, 0), 1)
    // Most views never set it: no appearance box for the default.
    if appearance == nil && clamped == 1 { return }
    makeAppearance().alpha = clamped
  }
}
