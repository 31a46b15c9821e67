import Foundation

extension View {
  /// The default `layoutSubviews`' work (L8): brings this view's own pins up to date (its
  /// frame, when it translates its mask, and its system guides' insets), re-reads the
  /// window's solution if it moved, and gives each subview the engine positions its
  /// pixel-aligned frame (L9).
  func applyConstraintLayout() {
    guard let state = autoLayout else { return }
    // Every pin first, then the solution read once: the guides' insets follow the frame this
    // view was just given, and a change moves this view in its superview's next round even
    // when no subview here is positioned (seeds 1592596380 and 1592600048).
    var pinned: LayoutEngine?
    if let record = state.record, let engine = record.engine {
      engine.refreshPins(of: record)
      pinned = engine
    }
    // One batch (`InsetMemo`): the view's region and margins are computed once for its guides.
    var batch: InsetMemo?
    for guide in [state.safeAreaGuide, state.marginsGuide, state.readableGuide] {
      if let record = guide?.record, let engine = record.engine {
        if batch == nil {
          batch = engine.insetMemo
          engine.insetMemo.begin()
        }
        engine.refreshPins(of: record)
        pinned = engine
      }
    }
    batch?.end()
    // A new frame refused against its guides' pins from before may fit the ones just made
    // (seed 1592592256).
    pinned?.retryRefusedPins()
    if let pinned, pinned.solutionMoved { pinned.refreshIfNeeded(applyingIn: self) }
    guard state.hasPositionedSubviewsHint else { return }
    var found = false
    var index = 0
    while index < storedSubviews.count {
      let subview = storedSubviews[index]
      index += 1
      guard let subviewState = subview.autoLayout, !subviewState.translatesAutoresizingMask else { continue }
      found = true
      guard let record = subviewState.record, record.isPositioned, let engine = record.engine else { continue }
      engine.refreshIfNeeded(applyingIn: self)
      let frame = engine.frame(of: record)
      if !subview.storedFrame.isIdentical(to: frame) { subview.frame = frame }
    }
    if !found { state.hasPositionedSubviewsHint = false }
  }

  /// The frame of a view that translates its mask changed: its pins follow at once; a move
  /// that keeps the size (no `layoutSubviews` of its own follows) asks the window for a pass,
  /// as does a refused shift.
  func autoLayoutFrameDidChange(sizeChanged: Bool) {
    guard let state = autoLayout, state.translatesAutoresizingMask, let record = state.record,
      let engine = record.engine
    else { return }
    engine.refreshPins(of: record)
    // A refused shift is tried again in the pass, when the other pins follow too (a new size
    // lays the view out, which does).
    if !sizeChanged, engine.solutionMoved || !engine.refusedPins.isEmpty { engine.setNeedsPass() }
  }

  /// The start of a window's layout pass (L8): the update-constraints phase, then the pins of
  /// every item brought up to date and the solution read once.
  func prepareAutoLayoutPass() {
    guard let engine = autoLayout?.engine else { return }
    engine.insetMemo.end()  // frames move from here on (`InsetMemo`)
    engine.needsPass = false
    engine.runUpdateConstraintsPhase()
    engine.refreshAllPins()
    engine.reinstallDirectionalConstraintsIfNeeded()
    engine.refreshIfNeeded(applyingIn: nil)
    applyConstraintLayout()
  }

  // MARK: Updating constraints (L8)

  /// Override to change constraints in the update-constraints phase of the next pass; call
  /// `super` last. Runs bottom-up on the views that asked with ``setNeedsUpdateConstraints()``.
  ///
  /// (The overridable `updateConstraints()` is declared in the class body.)
  func performConstraintUpdate() {
    guard let state = autoLayout, state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = false
    if let controller = owningController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// Asks for ``updateConstraints()`` in the next layout pass.
  ///
  /// ```swift
  /// isExpanded = true
  /// setNeedsUpdateConstraints()
  /// ```
  public func setNeedsUpdateConstraints() {
    let state = autoLayoutState
    guard !state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = true
    if let engine = windowLayoutEngine {
      engine.viewsNeedingConstraintUpdate.append(self)
      engine.setNeedsPass()
    }
  }

  /// Runs the update-constraints phase for this view and its subviews now, bottom-up.
  ///
  /// ```swift
  /// view.updateConstraintsIfNeeded()
  /// ```
  public func updateConstraintsIfNeeded() {
    var asking: [View] = []
    forEachInSubtree { view in if view.autoLayout?.needsUpdateConstraints == true { asking.append(view) } }
    for view in asking.reversed() { view.performConstraintUpdate() }
  }

  /// Whether the view asked for ``updateConstraints()`` and has not had it yet.
  public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }
}

extension LayoutEngine {
  /// Calls `updateConstraints()` (a root view: its controller's `updateViewConstraints()`) on
  /// every view that asked, deepest first (L8).
  func runUpdateConstraintsPhase() {
    var rounds = 0
    while !viewsNeedingConstraintUpdate.isEmpty, rounds < View.maximumLayoutRounds {
      rounds += 1
      let asking = viewsNeedingConstraintUpdate
      viewsNeedingConstraintUpdate = []
      let ordered = asking.map { ($0, $0.depth) }.sorted { $0.1 > $1.1 }
      for (view, _) in ordered where view.isInWindow(window) { view.performConstraintUpdate() }
    }
  }

  /// Re-resolves leading/trailing constraints whose item's layout direction changed (L5).
  func reinstallDirectionalConstraintsIfNeeded() {
    guard directionsMayHaveChanged else { return }
    directionsMayHaveChanged = false
    for (constraint, _) in directionalConstraintsWithChangedDirection() { reinstall(constraint) }
  }

  /// Asks for a window pass when leading/trailing constraints resolved to another direction
  /// than their items' traits now give (L5): a trait change that keeps the window's size lays
  /// out only what it reaches (V4); the pass re-resolves them and lays out the superviews whose
  /// subviews moved.
  func setNeedsLayoutWhereDirectionChanged() {
    directionsMayHaveChanged = true
    if !directionalConstraintsWithChangedDirection().isEmpty { setNeedsPass() }
  }

  /// The installed leading/trailing constraints whose item's layout direction differs from the
  /// one they were resolved with, each with that item.
  private func directionalConstraintsWithChangedDirection() -> [(LayoutConstraint, View)] {
    guard directionalCount > 0 else { return [] }
    var changed: [(LayoutConstraint, View)] = []
    for case .constraint(let constraint) in owners.values {
      guard let direction = constraint.installation?.direction,
        let item = constraint.firstLayoutItem?.hostView ?? constraint.holder
      else { continue }
      if item.effectiveLayoutDirection != direction { changed.append((constraint, item)) }
    }
    return changed
  }
}

extension View {
  /// How many superviews lie above this view.
  var depth: Int {
    var count = 0
    var current = storedSuperview
    while let view = current {
      count += 1
      current = view.storedSuperview
    }
    return count
  }
}

/// Pixel alignment of frames from constraints (L9).
enum PixelGrid {
  /// `value` rounded to the nearest 1/scale point, ties away from zero; a value within 1e-6 px
  /// of a half pixel counts as the tie. A non-positive or non-finite scale leaves it as it is.
  static func round(_ value: Double, scale: CGFloat) -> CGFloat {
    let scale = Double(scale)
    guard scale > 0, scale.isFinite, value.isFinite else { return CGFloat(value) }
    let pixels = value * scale
    let floor = pixels.rounded(.down)
    let fraction = pixels - floor
    let rounded: Double
    if abs(fraction - 0.5) <= 1e-6 {
      rounded = pixels >= 0 ? floor + 1 : floor
    } else {
      rounded = pixels.rounded(.toNearestOrAwayFromZero)
    }
    return CGFloat(rounded / scale)
  }
}

extension View {
  /// A pass is about to start at this view (L10): at a window whose engine changed, the
  /// window's own layout runs (its default prepares the engine, L8); below a window, the
  /// window's engine runs its update-constraints phase and solve first, and only this view's
  /// subtree is laid out.
  func prepareEngineForPass() {
    if !hasSuperview {
      if let engine = autoLayout?.engine, engine.needsPass { needsLayoutFlag = true }
    } else if let window, let engine = window.autoLayout?.engine, engine.needsPass {
      window.prepareAutoLayoutPass()
    }
  }
}
