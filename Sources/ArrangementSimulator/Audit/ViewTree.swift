import Foundation

/// One view of a window's tree as the screen audit and window snapshots see it.
@MainActor
package struct ViewTreeEntry {
  /// The view.
  package let view: View
  /// Names from the window's child down to the view (``ViewTree/name(of:)``).
  package let path: [String]
  /// 0 for the window's direct subviews.
  package let depth: Int
  /// The view's rectangle in window coordinates (its bounds converted to the window).
  package let frame: CGRect
  /// Whether the view and all its ancestors are shown.
  package let isVisible: Bool
  /// The part of ``frame`` inside the bounds of every scroll view above it (W6), or `nil` when
  /// it is scrolled out of sight; ``frame`` itself outside scroll views.
  package let visibleFrame: CGRect?

  /// Whether the view has no subviews.
  package var isLeaf: Bool { view.subviews.isEmpty }
  /// The view's identifier, when it has a non-empty one.
  package var identifier: String? {
    guard let identifier = view.accessibilityIdentifier, !identifier.isEmpty else { return nil }
    return identifier
  }
  /// `PlayerScreen › toolbar › queueButton`.
  package var pathDescription: String { ViewTree.describe(path) }
}

/// Walks a window's view tree in drawing order (a view before its subviews, earlier siblings
/// first), naming each view and placing it in window coordinates.
@MainActor
package enum ViewTree {
  /// The separator between the names of a view path.
  nonisolated package static let separator = " › "

  /// Every view below `window` (not the window itself), hidden ones included.
  package static func entries(in window: Window) -> [ViewTreeEntry] {
    var entries: [ViewTreeEntry] = []
    for subview in window.subviews {
      visit(subview, path: [], depth: 0, offset: .zero, ancestorsVisible: true, clip: nil, into: &entries)
    }
    return entries
  }

  private static func visit(
    _ view: View, path: [String], depth: Int, offset: CGPoint, ancestorsVisible: Bool, clip: CGRect?,
    into entries: inout [ViewTreeEntry]
  ) {
    let frame = view.frame
    let origin = CGPoint(x: offset.x + frame.origin.x, y: offset.y + frame.origin.y)
    let path = path + [name(of: view)]
    let isVisible = ancestorsVisible && !view.isHidden
    let windowFrame = CGRect(origin: origin, size: frame.size)
    var visibleFrame: CGRect? = windowFrame
    if let clip {
      let part = windowFrame.intersection(clip)
      visibleFrame = part.isNull || (part.isEmpty && !windowFrame.isEmpty) ? nil : part
    }
    entries.append(
      ViewTreeEntry(
        view: view, path: path, depth: depth, frame: windowFrame, isVisible: isVisible, visibleFrame: visibleFrame))
    // A scroll view shows its content only inside its own bounds (W6).
    var inner = clip
    if view is ScrollView {
      inner = clip.map { $0.intersection(windowFrame) } ?? windowFrame
    }
    // Subviews are placed in this view's bounds: its bounds origin shifts them.
    let bounds = view.bounds
    let innerOrigin = CGPoint(x: origin.x - bounds.origin.x, y: origin.y - bounds.origin.y)
    for subview in view.subviews {
      visit(
        subview, path: path, depth: depth + 1, offset: innerOrigin, ancestorsVisible: isVisible, clip: inner,
        into: &entries)
    }
  }

  /// A view's name in a path: its `accessibilityIdentifier`, else the type name of the
  /// controller whose root view it is, else its own type name.
  package static func name(of view: View) -> String {
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
    if let controller = view.viewController { return String(describing: type(of: controller)) }
    return String(describing: type(of: view))
  }

  /// Joins path names with ``separator``.
  nonisolated package static func describe(_ path: [String]) -> String { path.joined(separator: separator) }

  /// The overlap of two finite rectangles with positive sizes, or `nil` when they do not
  /// overlap by more than `slack` plus `LengthTolerance.standard` in both dimensions.
  nonisolated package static func overlap(_ a: CGRect, _ b: CGRect, slack: CGFloat = 0) -> CGRect? {
    guard a.hasFiniteComponents, b.hasFiniteComponents else { return nil }
    let minX = max(a.minX, b.minX)
    let maxX = min(a.maxX, b.maxX)
    let minY = max(a.minY, b.minY)
    let maxY = min(a.maxY, b.maxY)
    guard LengthTolerance.isGreater(maxX - minX, slack), LengthTolerance.isGreater(maxY - minY, slack) else {
      return nil
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
