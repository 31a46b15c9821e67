import Foundation

/// An object in the responder chain: the object model's `UIResponder`, the base of ``View``
/// and ``ViewController`` (V3).
///
/// ``next`` links a view to its controller (for a controller's root view) or its superview,
/// and a controller to its view's superview, so code can walk up from any view to "the
/// controller that owns this view", as platform code does. There are no events to deliver:
/// the chain is for walking.
///
/// ```swift
/// extension View {
///   var owningViewController: ViewController? {
///     var responder: Responder? = self
///     while let current = responder {
///       if let controller = current as? ViewController { return controller }
///       responder = current.next
///     }
///     return nil
///   }
/// }
/// ```
///
/// Degenerate input: a chain always ends (a view's superviews and controllers cannot form a
/// cycle); a view outside any hierarchy and controller answers `nil`.
@preconcurrency @MainActor
open class Responder {
  /// Creates a responder; subclasses (an app's delegate object, as on the platform) call it.
  ///
  /// ```swift
  /// final class AppDelegate: Responder {}
  /// ```
  public init() {}

  /// The next responder up the chain, or `nil` at its end (V3).
  ///
  /// For a controller's root view: that controller. For any other view: its superview (a
  /// window has none). For a controller: its view's superview, or `nil` while the view is not
  /// loaded or not in a hierarchy (it is not loaded by asking). Anything else: `nil`.
  /// Subclasses may override it, as on the platform.
  ///
  /// ```swift
  /// arrangement.view.next === arrangement            // its root view
  /// player.playButton.next === player.view           // a plain subview
  /// arrangement.next === simulator.window            // the view's superview
  /// ```
  ///
  /// Degenerate input: a window's `next` is `nil` here (the platform answers its scene or
  /// application, which the object model does not chain).
  open var next: Responder? {
    // One place for both kinds: Swift cannot override from an extension, and the
    // controller's class body belongs to its own file.
    if let view = self as? View { return view.viewController ?? view.superview }
    if let controller = self as? ViewController { return controller.viewIfLoaded?.superview }
    return nil
  }
}
