import Foundation

extension ArrangementLayout {
  /// Whether two layouts place every placement at the same frame (within
  /// `LengthTolerance.standard`, per edge) with the same state: what an observer would see as
  /// "nothing moved" (C8, C9). Diagnostics are not compared.
  ///
  /// ```swift
  /// let before = SplitArrangement().layout(in: context)
  /// let after = SplitArrangement().layout(in: context)
  /// ArrangementLayout.layoutsMatch(before, after)   // true
  /// ArrangementLayout.layoutsMatch(before, nil)     // false: one side has no layout
  /// ```
  ///
  /// Degenerate input: two `nil`s match; a placement present in one layout and absent in the
  /// other does not; frames with NaN components never match (NaN is not within any tolerance).
  public static func layoutsMatch(_ a: ArrangementLayout?, _ b: ArrangementLayout?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return placementsMatch(a.primary, b.primary) && placementsMatch(a.secondary, b.secondary)
  }

  private static func placementsMatch(_ a: PlacementLayout?, _ b: PlacementLayout?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.state == b.state && LengthTolerance.isEqual(a.frame, b.frame)
  }
}
