import Foundation

extension Display {
  /// The vertical bar of a display: the strip on one side that holds the status bar, the camera
  /// and the app's bar items (behavior.md VB, devices.md).
  ///
  /// A display with a bar reports it in ``Display/verticalBar``. The bar's inset is part of the
  /// display's ``Display/safeAreaInsets`` (84 pt on the bar's side on the iPhone Duo); a
  /// controller that resolves to `VerticalBarBehavior.disabled` gets that inset removed and
  /// ``disabledTopInset`` on the top edge instead (VB3). The side is physical: in a right-to-left
  /// layout a right-hand bar is on the leading edge (VB4).
  ///
  /// ```swift
  /// let outerPortrait = Display.VerticalBar(side: .right, disabledTopInset: 74)
  /// ```
  ///
  /// Degenerate input: a non-finite or negative `disabledTopInset` is used as 0.
  public struct VerticalBar: Sendable, Hashable, CustomStringConvertible {
    /// The physical side of a display a bar sits on.
    public enum Side: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
      /// The display's left edge.
      case left
      /// The display's right edge.
      case right

      /// The case name.
      public var description: String { rawValue }
    }

    /// The side the bar sits on.
    public var side: Side
    /// The top inset the status bar takes when the bar is disabled (82 on the iPhone Duo's inner
    /// display, 74 on its outer one).
    public var disabledTopInset: CGFloat

    /// Creates a bar description.
    ///
    /// ```swift
    /// let innerLandscape = Display.VerticalBar(side: .right, disabledTopInset: 82)
    /// ```
    public init(side: Side, disabledTopInset: CGFloat) {
      self.side = side
      self.disabledTopInset = disabledTopInset
    }

    /// `right, top 82 when disabled`.
    public var description: String {
      "\(side), top \(LengthFormat.string(disabledTopInset)) when disabled"
    }
  }
}
