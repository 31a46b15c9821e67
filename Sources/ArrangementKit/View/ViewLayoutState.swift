/// What the layout pass keeps on each view: its dirty flags, whether a pass runs on it, the
/// two facts that decide which views a display change lays out, and the autoresizing settings.
///
/// One stored value of ``View`` (`layoutState`), read and written through the accessors below,
/// so the class body lists it in one line. Plain flags, no behaviour.
struct ViewLayoutState: Sendable, Hashable {
  /// Whether this view is a window with a layout-pass observer (Window+LayoutPassObserver.swift):
  /// a pass started at a window without one tells nobody, without a call.
  var hasLayoutPassObserver = false
  /// Whether ``View/reservedRegions(kind:options:)`` was ever asked of this view: a display
  /// change that keeps the window's size lays out such views, not their siblings (V4).
  var readsReservedRegions = false
  /// This view needs `layoutSubviews`.
  var needsLayout = true
  /// This view or one of its descendants needs layout (kept true on every ancestor of a dirty view).
  var subtreeNeedsLayout = true
  /// A layout pass is running on this view's subtree (guards re-entrant `layoutIfNeeded`).
  var isInLayoutPass = false
  /// Backs ``View/autoresizingMask``.
  var autoresizingMask: View.AutoresizingMask = []
  /// Backs ``View/autoresizesSubviews``.
  var autoresizesSubviews = true
  /// Whether a subview may have a non-empty ``View/autoresizingMask``: set when a subview with
  /// a mask is added or a subview gets one, cleared by `resizeSubviews` when it finds none.
  /// While it is false no subview has a mask, and a size change skips the loop over them.
  var subviewsMayAutoresize = false
  /// Whether the view has trait overrides or content size limits of its own (DT1, DT5): while
  /// false, its traits are its controller's or superview's, read without the appearance box.
  var hasTraitAdjustments = false
  /// Whether the view measures text (a label or a button, DT1, DT2): trait and measurer
  /// changes ask it whether what it measured against changed.
  var measuresText = false
  /// How many views of this subtree (this one included) are the root views of controllers
  /// whose layout depends on where they sit (arrangement controllers, C5): kept by
  /// `View+PositionDependentLayouts.swift` as subtrees move and views change owners.
  var positionDependentLayouts: Int32 = 0
  /// Whether a window is among this view's ancestors: set on the whole subtree where it enters
  /// or leaves a window (`View+Hierarchy.swift`, the walk its window callbacks take anyway) and
  /// where a window is freed, so that ``View/window`` of a view outside any window answers
  /// without walking to its root (a detached chain built view by view stays linear).
  var isBelowWindow = false
}

extension View {
  /// See ``ViewLayoutState/isBelowWindow``.
  var isBelowWindow: Bool {
    get { layoutState.isBelowWindow }
    set { layoutState.isBelowWindow = newValue }
  }
  /// Sets ``isBelowWindow`` on this view and every view below it.
  func setSubtreeIsBelowWindow(_ value: Bool) {
    isBelowWindow = value
    var index = 0
    while index < storedSubviews.count {
      storedSubviews[index].setSubtreeIsBelowWindow(value)
      index += 1
    }
  }
  /// See ``ViewLayoutState/hasTraitAdjustments``.
  var hasTraitAdjustments: Bool {
    get { layoutState.hasTraitAdjustments }
    set { layoutState.hasTraitAdjustments = newValue }
  }
  /// See ``ViewLayoutState/measuresText``.
  var measuresText: Bool {
    get { layoutState.measuresText }
    set { layoutState.measuresText = newValue }
  }
  /// See ``ViewLayoutState/hasLayoutPassObserver``.
  var hasLayoutPassObserver: Bool {
    get { layoutState.hasLayoutPassObserver }
    set { layoutState.hasLayoutPassObserver = newValue }
  }
  /// See ``ViewLayoutState/readsReservedRegions``.
  var readsReservedRegions: Bool {
    get { layoutState.readsReservedRegions }
    set { layoutState.readsReservedRegions = newValue }
  }
  /// See ``ViewLayoutState/needsLayout``.
  var needsLayoutFlag: Bool {
    get { layoutState.needsLayout }
    set { layoutState.needsLayout = newValue }
  }
  /// See ``ViewLayoutState/subtreeNeedsLayout``.
  var subtreeNeedsLayout: Bool {
    get { layoutState.subtreeNeedsLayout }
    set { layoutState.subtreeNeedsLayout = newValue }
  }
  /// See ``ViewLayoutState/isInLayoutPass``.
  var isInLayoutPass: Bool {
    get { layoutState.isInLayoutPass }
    set { layoutState.isInLayoutPass = newValue }
  }
  /// See ``ViewLayoutState/autoresizingMask``.
  var storedAutoresizingMask: AutoresizingMask {
    get { layoutState.autoresizingMask }
    set { layoutState.autoresizingMask = newValue }
  }
  /// See ``ViewLayoutState/autoresizesSubviews``.
  var storedAutoresizesSubviews: Bool {
    get { layoutState.autoresizesSubviews }
    set { layoutState.autoresizesSubviews = newValue }
  }
  /// See ``ViewLayoutState/subviewsMayAutoresize``.
  var subviewsMayAutoresize: Bool {
    get { layoutState.subviewsMayAutoresize }
    set { layoutState.subviewsMayAutoresize = newValue }
  }
}
