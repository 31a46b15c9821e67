import Foundation

/// What a layout pass hands each subview's step about safe areas (M2): nothing below views
/// that track none, the superview's safe region below views that do.
///
/// The pass is generic over it, so a window that tracks no safe area runs a pass that neither
/// computes nor carries a region (no cost for it per view), and a tracked pass places each
/// view's frame in its superview's region instead of walking to the window for every view
/// it lays out (`Docs/Decisions-Kit.md`, "Safe regions handed down").
protocol SafeAreaHandoff {
  /// Whether the pass checks safe-area changes here (M2).
  static var tracks: Bool { get }
  /// The superview's safe region, or `nil` (untracked, or the superview is outside a window).
  var parentRegion: SafeRegion? { get }
  /// The handoff for the subviews of a view whose region is `parentRegion`.
  init(parentRegion: SafeRegion?)
}

/// The handoff below views that track no safe area: it carries nothing.
struct UntrackedSafeArea: SafeAreaHandoff {
  static var tracks: Bool { false }
  var parentRegion: SafeRegion? { nil }
  init(parentRegion: SafeRegion? = nil) {}
}

/// The handoff below views that track safe areas: the superview's region.
struct TrackedSafeArea: SafeAreaHandoff {
  static var tracks: Bool { true }
  let parentRegion: SafeRegion?
}
