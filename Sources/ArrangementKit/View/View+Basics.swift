import Foundation

/// The direction of a view's content (V6): the platform's `UIUserInterfaceLayoutDirection`,
/// the type of ``View/effectiveUserInterfaceLayoutDirection``.
///
/// ```swift
/// let mirrored = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
/// ```
///
/// Degenerate input: `UserInterfaceLayoutDirection(rawValue:)` is `nil` outside 0–1.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Left to right (0).
  case leftToRight = 0
  /// Right to left (1).
  case rightToLeft = 1

  /// The case name.
  public var description: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}

extension View {
  /// The frame's midpoint in the superview's coordinates (V6); setting it moves the frame and
  /// keeps its size.
  ///
  /// ```swift
  /// badge.center = CGPoint(x: 100, y: 50)   // a 40 × 20 badge: frame (80, 40, 40, 20)
  /// ```
  ///
  /// Degenerate input: computed from the frame as given (a negative size gives the midpoint of
  /// the standardized rectangle); a non-finite point is stored in the frame as given.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      let size = frame.size
      frame = CGRect(
        x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
    }
  }

  /// This view or the first view below it, depth first in subview order, whose ``tag`` is
  /// `tag` (V6).
  ///
  /// ```swift
  /// let play = container.viewWithTag(7)
  /// ```
  ///
  /// Degenerate input: `nil` when no view has the tag; a view with tag 0 (the default) is
  /// found like any other.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The direction the view's content is laid out in, from its traits (V6, L5).
  ///
  /// ```swift
  /// simulator.layoutDirection = .rightToLeft
  /// view.effectiveUserInterfaceLayoutDirection   // .rightToLeft
  /// ```
  ///
  /// Degenerate input: a view outside every window reads `.leftToRight` (the default traits).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
