import Foundation

/// Two views layered on top of each other, or one per segment when a fold separates them.
///
/// Mirrors the platform's overlay arrangement. Without a separating fold both views fill the
/// container and the primary is drawn above (O1). Across a fold each view takes one segment:
/// by default the primary the trailing (or bottom) one (O2), unless an ``ViewProperties/edge``
/// says otherwise (O3).
///
/// ```swift
/// var overlay = OverlayArrangement()
/// overlay.setViewProperties(.init(edge: .leading), for: .primary)   // card on the leading page
/// ```
///
/// Degenerate input: conflicting edge preferences follow the primary with a diagnostic (O3).
public struct OverlayArrangement: TwoPaneArrangement, Hashable, CustomStringConvertible {
  /// The fold axes across which the views may separate; empty means both. Default `.both`.
  public var axes: Axis
  /// The primary's settings.
  public var primary: ViewProperties
  /// The secondary's settings.
  public var secondary: ViewProperties

  /// An overlay along both axes without edge preferences.
  public init() {
    axes = .both
    primary = ViewProperties()
    secondary = ViewProperties()
  }

  /// No edge preference.
  public var defaultViewProperties: ViewProperties { ViewProperties() }

  /// Solves the overlay (see <doc:HowTheSolverWorks>).
  @inline(__always)
  public func layout(in context: ArrangementContext) -> ArrangementLayout {
    var trace = SilentTrace()
    return ArrangementSolver.solve(overlay: self, in: context, trace: &trace)
  }

  /// Solves the overlay and lists every decision (E1).
  public func explainLayout(in context: ArrangementContext) -> ArrangementExplanation {
    var trace = RecordingTrace()
    let layout = ArrangementSolver.solve(overlay: self, in: context, trace: &trace)
    return ArrangementExplanation(layout: layout, steps: trace.steps)
  }

  /// `overlay axes [horizontal, vertical]; primary edge [leading]; secondary edge []`.
  public var description: String {
    "overlay axes \(axes.listDescription); primary \(primary); secondary \(secondary)"
  }
}

extension OverlayArrangement {
  /// The per-view settings of an overlay.
  ///
  /// ```swift
  /// let card = OverlayArrangement.ViewProperties(edge: .leading)
  /// ```
  public struct ViewProperties: Hashable, Sendable, CustomStringConvertible {
    /// The side the view takes once a fold separates the views; empty = the default side.
    public var edge: DirectionalRectEdge

    /// Properties with the given edge preference (default none).
    public init(edge: DirectionalRectEdge = []) { self.edge = edge }

    /// `edge [leading]`.
    public var description: String { "edge \(edge)" }
  }
}
