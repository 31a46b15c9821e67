import Foundation

extension View {
  /// Converts a rectangle from this view's coordinates into `view`'s (or into window
  /// coordinates when `view` is `nil`).
  ///
  /// Works between any two views of a window, in any direction. Views in different
  /// hierarchies are converted as if their topmost views shared one coordinate space (windows
  /// on one display do).
  ///
  /// ```swift
  /// let inWindow = child.view.convert(child.view.bounds, to: nil)
  /// ```
  ///
  /// Degenerate input: non-finite values propagate as in `CGRect` arithmetic; nothing traps.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    let mine = offsetToRoot()
    let theirs = view?.offsetToRoot() ?? .zero
    return rect.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
  }

  /// Converts a rectangle from `view`'s coordinates (or from window coordinates when `view`
  /// is `nil`) into this view's.
  ///
  /// ```swift
  /// let fold = arrangement.view.convert(regionInWindow, from: nil)
  /// ```
  ///
  /// Degenerate input: as ``convert(_:to:)``.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    let mine = offsetToRoot()
    let theirs = view?.offsetToRoot() ?? .zero
    return rect.offsetBy(dx: theirs.x - mine.x, dy: theirs.y - mine.y)
  }

  /// Where this view's coordinate origin lies in its topmost ancestor's coordinates.
  func offsetToRoot() -> CGPoint {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var current: View = self
    while let parent = current.storedSuperview {
      x += current.storedFrame.origin.x - current.boundsOrigin.x
      y += current.storedFrame.origin.y - current.boundsOrigin.y
      current = parent
    }
    return CGPoint(x: x, y: y)
  }
}
