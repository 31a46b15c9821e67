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
  /// The identity of the window among this view's ancestors (the nearest), or nil: set on the
  /// whole subtree where it enters or leaves a window (`View+Hierarchy.swift`, the walk its
  /// window callbacks take anyway) and where a window is freed (so no identity outlives its
  /// window, and none can name a later object at the same address). So ``View/window`` of a
  /// view outside any window answers without walking to its root (a detached chain built view
  /// by view stays linear), and whether a view is in a given window takes no walk at all
  /// (``View/isInWindow(_:)``: a subtree 200 deep asked it once per guide).
  var windowIdentity: ObjectIdentifier?
}

extension View {
  /// Whether a window is among this view's ancestors (``ViewLayoutState/windowIdentity``).
  var isBelowWindow: Bool { layoutState.windowIdentity != nil }

  /// Whether this view is `window` or in it: `window === self.window`, without the walk up.
  @inline(__always)
  func isInWindow(_ window: Window) -> Bool {
    self === window || layoutState.windowIdentity == ObjectIdentifier(window)
  }

  /// Sets ``ViewLayoutState/windowIdentity`` on this view and every view below it: `window`'s,
  /// or nil.
  func setSubtreeWindow(_ window: Window?) {
    setSubtreeWindowIdentity(window.map(ObjectIdentifier.init))
  }

  private func setSubtreeWindowIdentity(_ identity: ObjectIdentifier?) {
    layoutState.windowIdentity = identity
    var index = 0
    while index < storedSubviews.count {
      storedSubviews[index].setSubtreeWindowIdentity(identity)
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
