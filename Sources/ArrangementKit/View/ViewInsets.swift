import Foundation

/// A view's safe-area and layout-margin state (M1–M3), made the first time the view's insets
/// become non-zero or its margins are set: a view that never needs it carries one empty
/// reference.
@MainActor
final class ViewInsets {
  /// The safe-area insets last reported through `safeAreaInsetsDidChange()` (M2).
  var reportedSafeArea = EdgeInsets.zero
  /// The margins set on the view, in the form they were set; `nil`: the default (M3, M4).
  var margins: Margins?
  /// Backs ``View/insetsLayoutMarginsFromSafeArea``.
  var insetsFromSafeArea = true
  /// Backs ``View/preservesSuperviewLayoutMargins``.
  var preservesSuperviewMargins = false

  /// Layout margins as they were set: directional ones flip with the layout direction,
  /// absolute ones (set through `layoutMargins`) do not, as in UIKit.
  enum Margins {
    case directional(DirectionalEdgeInsets)
    case absolute(EdgeInsets)
  }
}

extension View {
  /// The view's inset state, made on first use.
  var insets: ViewInsets {
    if let state = insetsState { return state }
    let state = ViewInsets()
    insetsState = state
    return state
  }
}

extension EdgeInsets {
  /// Whether every side agrees with `other`'s within the standard length tolerance.
  func isClose(to other: EdgeInsets) -> Bool {
    LengthTolerance.isEqual(top, other.top) && LengthTolerance.isEqual(left, other.left)
      && LengthTolerance.isEqual(bottom, other.bottom) && LengthTolerance.isEqual(right, other.right)
  }

  /// The larger of the two on every side.
  func atLeast(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
      right: max(right, other.right))
  }

  /// The sum, side by side.
  static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }

  /// These insets with each non-finite side (and, when `allowsNegative` is false, each
  /// negative one) replaced by 0, and a note naming what was replaced (`nil`: nothing was).
  func sanitized(allowsNegative: Bool) -> (insets: EdgeInsets, note: String?) {
    var replaced: [String] = []
    func clean(_ value: CGFloat, _ name: String) -> CGFloat {
      if value.isFinite, allowsNegative || value >= 0 { return value }
      replaced.append("\(name) \(value)")
      return 0
    }
    let insets = EdgeInsets(
      top: clean(top, "top"), left: clean(left, "left"), bottom: clean(bottom, "bottom"),
      right: clean(right, "right"))
    guard !replaced.isEmpty else { return (insets, nil) }
    let kind = allowsNegative ? "a finite number" : "a finite, non-negative number"
    return (
      insets, replaced.joined(separator: ", ") + (replaced.count == 1 ? " is not " : " are not ") + kind + "; 0 used"
    )
  }
}

extension DirectionalEdgeInsets {
  /// The directional insets of absolute ones in a layout direction.
  init(_ absolute: EdgeInsets, direction: LayoutDirection) {
    let rightToLeft = direction == .rightToLeft
    self.init(
      top: absolute.top, leading: rightToLeft ? absolute.right : absolute.left, bottom: absolute.bottom,
      trailing: rightToLeft ? absolute.left : absolute.right)
  }
}
