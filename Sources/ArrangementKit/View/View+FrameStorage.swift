import Foundation

extension View {
  /// Stores `newValue` as the frame when that takes more than raising flags (the frame
  /// setter's slow part, a call of its own): then marks the view for layout, resizes the subviews by
  /// their masks, and tells the subtree it moved. It gets the new frame, which the setter
  /// holds where the call takes it, rather than the old one.
  final func storeFrame(_ newValue: CGRect, sizeChanged: Bool, moved: Bool) {
    let oldSize = storedFrame.size
    storedFrame = newValue
    if sizeChanged {
      setNeedsLayout()
      if resizesSubviews { resizeSubviews(fromOldSize: oldSize) }
    }
    if moved {
      positionDidChange()
      safeAreaMayHaveMoved()  // M2
    }
    if autoLayout != nil { autoLayoutFrameDidChange(sizeChanged: sizeChanged) }
  }
}

extension View {
  /// The `bounds` setter: a new size goes through the frame setter (keeping the frame's origin),
  /// a new origin alone marks the view for layout (its subviews are measured from it).
  final func storeBounds(_ newValue: CGRect) {
    let oldOrigin = boundsOrigin
    boundsOrigin = newValue.origin
    if storedFrame.size != newValue.size {
      frame = CGRect(origin: storedFrame.origin, size: newValue.size)
    } else if oldOrigin != newValue.origin {
      setNeedsLayout()
    }
  }
}
