import Foundation

// The platform's SwiftUI `overlayArrangementEdge(_:)` modifiers (one takes a horizontal edge,
// one a vertical edge) as view-property values.

extension OverlayArrangement {
  /// An edge on the horizontal axis, as SwiftUI's `HorizontalEdge` names it.
  ///
  /// ```swift
  /// let controls = OverlayArrangement.ViewProperties.edge(.trailing)
  /// ```
  ///
  /// Degenerate input: none; two cases.
  public enum HorizontalEdge: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The trailing edge.
    case trailing

    /// The same edge as a ``DirectionalRectEdge``.
    public var directionalEdge: DirectionalRectEdge { self == .leading ? .leading : .trailing }

    /// `leading` or `trailing`.
    public var description: String { self == .leading ? "leading" : "trailing" }
  }

  /// An edge on the vertical axis, as SwiftUI's `VerticalEdge` names it.
  ///
  /// ```swift
  /// let controls = OverlayArrangement.ViewProperties.edge(.top)
  /// ```
  ///
  /// Degenerate input: none; two cases.
  public enum VerticalEdge: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// The same edge as a ``DirectionalRectEdge``.
    public var directionalEdge: DirectionalRectEdge { self == .top ? .top : .bottom }

    /// `top` or `bottom`.
    public var description: String { self == .top ? "top" : "bottom" }
  }
}

extension OverlayArrangement.ViewProperties {
  /// A copy that takes `edge` when a fold puts the views side by side — the platform's
  /// `overlayArrangementEdge(_:)` with a `HorizontalEdge`.
  ///
  /// Replaces the horizontal part of ``edge`` (leading or trailing) and keeps its vertical part,
  /// so `.edge(.trailing).edge(.top)` is `[.top, .trailing]`. `nil` removes the horizontal part:
  /// the default side (O2).
  ///
  /// ```swift
  /// var overlay = OverlayArrangement.overlay
  /// overlay.setViewProperties(.edge(.trailing), for: .primary)   // SwiftUI: .overlayArrangementEdge(.trailing)
  /// ```
  ///
  /// Degenerate input: none; a conflicting choice between the two views is resolved by the
  /// solver with a diagnostic (O3). Pass a typed `nil` (`HorizontalEdge?.none`) to clear: a bare
  /// `nil` is ambiguous between the two overloads, as it is in SwiftUI.
  ///
  /// - Parameter edge: the side in a horizontal (side-by-side) layout.
  /// - Returns: the changed copy.
  public func edge(_ edge: OverlayArrangement.HorizontalEdge?) -> Self {
    var copy = self
    copy.edge.subtract([.leading, .trailing])
    if let edge { copy.edge.insert(edge.directionalEdge) }
    return copy
  }

  /// A copy that takes `edge` when a fold stacks the views — the platform's
  /// `overlayArrangementEdge(_:)` with a `VerticalEdge`.
  ///
  /// Replaces the vertical part of ``edge`` (top or bottom) and keeps its horizontal part. `nil`
  /// removes the vertical part: the default side (O2).
  ///
  /// ```swift
  /// overlay.setViewProperties(.edge(.top), for: .primary)   // SwiftUI: .overlayArrangementEdge(.top)
  /// ```
  ///
  /// Degenerate input: as the horizontal overload.
  ///
  /// - Parameter edge: the side in a vertical (stacked) layout.
  /// - Returns: the changed copy.
  public func edge(_ edge: OverlayArrangement.VerticalEdge?) -> Self {
    var copy = self
    copy.edge.subtract([.top, .bottom])
    if let edge { copy.edge.insert(edge.directionalEdge) }
    return copy
  }

  /// Default properties with the horizontal `edge(_:)` applied.
  ///
  /// ```swift
  /// overlay.setViewProperties(.edge(.leading), for: .primary)
  /// ```
  ///
  /// Degenerate input: as the instance method.
  public static func edge(_ edge: OverlayArrangement.HorizontalEdge?) -> Self { Self().edge(edge) }

  /// Default properties with the vertical `edge(_:)` applied.
  ///
  /// ```swift
  /// overlay.setViewProperties(.edge(.bottom), for: .secondary)
  /// ```
  ///
  /// Degenerate input: as the instance method.
  public static func edge(_ edge: OverlayArrangement.VerticalEdge?) -> Self { Self().edge(edge) }
}
