import Foundation

/// What an arrangement decided for one view: shown or hidden, split axis and layer.
///
/// Mirrors the platform's per-placement state. Rules S13 and O6 say what each field holds:
/// a hidden view reports `isHidden == true`, `splitAxis == .neither` and `zIndex == 0`; an
/// overlaid primary drawn above a shown secondary reports `zIndex == 1`.
///
/// ```swift
/// if controller.state(for: .secondary)?.isHidden == true { showPagedUI() }
/// ```
public struct ViewState: Hashable, Sendable, CustomStringConvertible {
  /// Whether the view is off screen in this layout.
  public let isHidden: Bool
  /// The axis the view was split along; `.neither` in an overlay or when hidden.
  public let splitAxis: Axis
  /// The view's layer: 1 for an overlaid primary above a shown secondary, otherwise 0.
  public let zIndex: Int

  /// Creates a state.
  ///
  /// Custom arrangements build states with this. Any combination is stored as given; the
  /// package's arrangements only produce the ones rules S13 and O6 describe (for example a
  /// hidden view always has `splitAxis == .neither` and `zIndex == 0`).
  public init(isHidden: Bool, splitAxis: Axis, zIndex: Int) {
    self.isHidden = isHidden
    self.splitAxis = splitAxis
    self.zIndex = zIndex
  }

  /// The state of a hidden view (S13).
  public static let hidden = ViewState(isHidden: true, splitAxis: .neither, zIndex: 0)

  /// `shown, splitAxis horizontal, zIndex 0` or `hidden`.
  public var description: String {
    isHidden ? "hidden" : "shown, splitAxis \(splitAxis), zIndex \(zIndex)"
  }
}
