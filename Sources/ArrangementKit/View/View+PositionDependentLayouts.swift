import Foundation

// C5: a view's move within its window moves the display's regions in the coordinates of every
// arrangement controller below it, which must solve again. Each view counts the views of its
// subtree whose controllers' layout depends on their position (`ViewLayoutState`), so a frame
// change below no such controller knows it without a walk of its subtree.

extension View {
  /// The view moved within its window: the display's regions moved in the coordinates of
  /// every arrangement controller in this subtree, which must solve again (C5).
  func positionDidChange() {
    guard containsPositionDependentLayout, window != nil else { return }
    forEachInSubtree { view in
      if view.ownerLayoutDependsOnPosition { view.setNeedsLayout() }
    }
  }

  /// Whether a controller whose layout depends on its position owns a view in this subtree
  /// (this one included): read from the subtree's count, without a walk.
  var containsPositionDependentLayout: Bool { layoutState.positionDependentLayouts > 0 }

  /// Adds `delta` to the count of this view and of every view above it: a subtree holding
  /// `delta` such views entered (or, negative, left) this view, or this view's owner changed.
  func addPositionDependentLayouts(_ delta: Int32) {
    guard delta != 0 else { return }
    var current: View? = self
    while let view = current {
      view.layoutState.positionDependentLayouts += delta
      current = view.storedSuperview
    }
  }
}
