import Foundation

/// An object attached to a view that reacts to what happens to it: the object model's
/// `UIInteraction`.
///
/// Add one with ``View/addInteraction(_:)``. The view calls ``willMove(to:)`` and
/// ``didMove(to:)`` when the interaction is added to or removed from it, and with `nil` when
/// the view itself is freed (``View`` tells every interaction it still holds, as if each were
/// removed). The view holds its interactions strongly; keep a `weak` reference back in
/// ``view``. Do not store the view `unowned`: an interaction can outlive its view (kept
/// elsewhere, or handed a view by hand), and reading an `unowned` reference to a freed view
/// traps.
///
/// ```swift
/// final class TapCounter: Interaction {
///   private(set) weak var view: View?
///   func willMove(to view: View?) {}
///   func didMove(to view: View?) { self.view = view }
/// }
/// ```
///
/// Degenerate input: the object model never calls these out of order; an interaction whose
/// `view` disagrees with the view it is stored in is simply moved on the next `addInteraction`.
/// A view freed off the main actor (its last reference dropped on another thread) cannot call
/// the interactions; a `weak` ``view`` then reads `nil` all the same.
@preconcurrency @MainActor
public protocol Interaction: AnyObject {
  /// The view the interaction is attached to, or `nil`.
  ///
  /// ```swift
  /// interaction.view === playerView
  /// ```
  var view: View? { get }

  /// Called before the interaction is attached to `view` (or detached, with `nil`).
  ///
  /// ```swift
  /// func willMove(to view: View?) { if view == nil { stopObserving() } }
  /// ```
  func willMove(to view: View?)

  /// Called after the interaction was attached to `view` (or detached, with `nil`, also when
  /// its view is being freed); store the view here, weakly, to answer ``view``.
  ///
  /// ```swift
  /// func didMove(to view: View?) { self.view = view }
  /// ```
  func didMove(to view: View?)
}
