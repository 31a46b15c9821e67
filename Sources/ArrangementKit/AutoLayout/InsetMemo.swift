import Foundation

/// The safe regions and effective layout margins of a window's views, each computed once while
/// the engine refreshes a batch of system guides' pins.
///
/// A view's safe region is its superview's, narrowed by its own frame (M1), and its margins
/// may preserve its superview's (M3): each is a walk up to the window. Refreshing every guide
/// of a hierarchy `n` deep walked `n` times — quadratic in depth (`autolayout.nested.N.build`).
/// During a batch (`begin()` … `end()`: the pass's refresh of every pin, the end of a round
/// following inset guides, one view's own guides, the pins of a new guide, a subtree's move
/// into the window) no frame, bounds origin, hierarchy or inset changes: the engine only moves
/// constants of its solver. So a view's region and margins are kept for the rest of the batch,
/// and each walk stops at the first view already known.
///
/// Outside a batch nothing kept is read. A new guide's pins join a running batch (a
/// move's). The batches of a layout pass start afresh, and the pass ends any batch as it
/// starts: a subclass's override reached from a batch may lay the window out, which moves
/// frames, and the batch it interrupted then goes on computing every walk. A subclass's
/// override that sets a frame itself during a batch (`layoutMargins`, `intrinsicContentSize`)
/// leaves pins computed from the frames before; the frame's change asks for a pass, whose
/// refresh of every pin (a batch of its own) corrects them.
///
/// What is kept lives on the views' Auto Layout state (`ViewAutoLayout`), marked with the
/// batch's stamp: a new batch is a new stamp, so nothing is emptied and nothing is hashed. A
/// view without Auto Layout state on the way up is computed, not kept. Stamps only grow
/// within an engine; a view entering another window forgets its marks (its stamps from the
/// other engine could match this one's).
///
/// No closures: a main-actor closure called here costs a check of the executor per call.
@MainActor
final class InsetMemo {
  /// The running batch's stamp; 0 outside a batch.
  private var stamp: UInt64 = 0
  /// The last stamp given.
  private var lastStamp: UInt64 = 0

  /// Whether a batch is running (the engine passes the memo to the views only then).
  var isActive: Bool { stamp != 0 }

  /// Begins a batch unless one is running (a new guide's pins join a move's); returns whether
  /// it began one, which the caller ends.
  func beginUnlessActive() -> Bool {
    guard !isActive else { return false }
    begin()
    return true
  }

  /// Begins a batch (forgetting what a batch running kept).
  func begin() {
    lastStamp += 1
    stamp = lastStamp
  }

  /// Ends the batch running, if any: nothing kept is read again.
  func end() { stamp = 0 }

  /// The region below the window kept for `view` in this batch, if any.
  func region(of view: View) -> SafeRegion? {
    guard stamp != 0 else { return nil }
    return view.autoLayout?.memoRegion.value(at: stamp)
  }

  /// Keeps `view`'s region for the rest of the batch (nothing outside one).
  func keep(_ region: SafeRegion, for view: View) {
    guard stamp != 0 else { return }
    view.autoLayout?.memoRegion.keep(region, at: stamp)
  }

  /// The effective layout margins kept for `view` in this batch, if any.
  func margins(of view: View) -> EdgeInsets? {
    guard stamp != 0 else { return nil }
    return view.autoLayout?.memoMargins.value(at: stamp)
  }

  /// Keeps `view`'s effective layout margins for the rest of the batch (nothing outside one).
  func keep(_ margins: EdgeInsets, for view: View) {
    guard stamp != 0 else { return }
    view.autoLayout?.memoMargins.keep(margins, at: stamp)
  }
}

extension InsetMemo {
  /// `view`'s effective layout direction (`View.effectiveLayoutDirection`), kept for the rest
  /// of the batch on the views the walk up passed (a constraint's direction is resolved as it is
  /// built: a subtree `n` deep entering the window walked `n` times, L5).
  ///
  /// The walk stops where the unkept walk stops (a view with a controller or trait adjustments,
  /// or a root) or at the first view whose direction is kept; a second walk keeps the answer
  /// on the views between (no list of them is made). Outside a batch: the plain walk.
  func effectiveLayoutDirection(of start: View) -> LayoutDirection {
    guard stamp != 0 else { return start.effectiveLayoutDirection }
    var view = start
    var direction: LayoutDirection? = nil
    while true {
      if let kept = view.autoLayout?.memoDirection.value(at: stamp) {
        direction = kept
        break
      }
      guard !view.hasOwningController, !view.hasTraitAdjustments, let superview = view.storedSuperview else { break }
      view = superview
    }
    let resolved = direction ?? view.traitCollection.layoutDirection
    let end = view
    var current = start
    while current !== end {
      current.autoLayout?.memoDirection.keep(resolved, at: stamp)
      guard let superview = current.storedSuperview else { break }
      current = superview
    }
    end.autoLayout?.memoDirection.keep(resolved, at: stamp)
    return resolved
  }
}

/// A value an `InsetMemo` batch computed, marked with the batch's stamp: read only in that
/// batch (stamp 0: never kept).
struct StampedValue<Value> {
  private var stamp: UInt64 = 0
  private var value: Value

  /// Nothing kept; `placeholder` fills the storage until a batch keeps a value.
  init(_ placeholder: Value) { value = placeholder }

  /// The value kept in the batch `stamp`, if any.
  func value(at stamp: UInt64) -> Value? { self.stamp == stamp ? value : nil }

  /// Keeps `value` for the batch `stamp`.
  mutating func keep(_ value: Value, at stamp: UInt64) {
    self.stamp = stamp
    self.value = value
  }

  /// Forgets the value (a view entering another engine's window: its stamps mean nothing there).
  mutating func forget() { stamp = 0 }
}

extension LayoutEngine {
  /// The engine's memo while a batch of pin refreshes runs, else `nil` (the views then walk).
  var activeInsetMemo: InsetMemo? { insetMemo.isActive ? insetMemo : nil }
}
