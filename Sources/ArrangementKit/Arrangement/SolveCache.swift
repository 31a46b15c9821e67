import Foundation

/// What an ``ArrangementController`` last solved: the solver's input, and the bounds origin
/// its frames were applied at. The next layout pass solves again only when its input differs
/// (C5); a different origin (a scrolled container) only moves the frames.
///
/// The controller drops the cache when the input changes in a way the context does not show
/// (another arrangement, other slot content), so the next pass solves.
struct SolveCache {
  /// The context the controller's `storedLayout` was solved from.
  let context: ArrangementContext
  /// The container's bounds origin the frames were offset by.
  var appliedOrigin: CGPoint

  /// Whether `context` is the input already solved.
  func isInput(_ context: ArrangementContext) -> Bool { self.context == context }
}
