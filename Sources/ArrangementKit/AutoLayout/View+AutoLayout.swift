import Foundation

extension View {
  // MARK: Anchors (L1)

  /// The leading edge: left in left-to-right layout, right in right-to-left (L5).
  ///
  /// ```swift
  /// label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16).isActive = true
  /// ```
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .trailing) }
  /// The left edge (never flips).
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .left) }
  /// The right edge (never flips).
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .view(self), attribute: .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .centerY) }
  /// The baseline of the first line of text (a plain view's bottom edge).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .firstBaseline) }
  /// The baseline of the last line of text (a plain view's bottom edge).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .view(self), attribute: .lastBaseline) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: .view(self), attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: .view(self), attribute: .height) }

  // MARK: Autoresizing masks as constraints (L6)

  /// Whether the view's frame and ``autoresizingMask`` position it (`true`, the default for
  /// views made in code) or constraints do (`false`).
  ///
  /// While `true` and a constraint refers to the view, its frame becomes required constraints;
  /// set it to `false` on every view you position with constraints.
  ///
  /// ```swift
  /// badge.translatesAutoresizingMaskIntoConstraints = false
  /// ```
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      let state = autoLayoutState
      state.translatesAutoresizingMask = newValue
      if !newValue { storedSuperview?.autoLayoutState.hasPositionedSubviewsHint = true }
      if let record = state.record { record.engine?.kindDidChange(record) }
    }
  }

  // MARK: Held constraints (L12)

  /// The constraints this view holds: those activated with it as the items' nearest common
  /// ancestor, and those added with ``addConstraint(_:)``.
  ///
  /// ```swift
  /// container.constraints.count
  /// ```
  public var constraints: [LayoutConstraint] { autoLayout?.heldConstraints ?? [] }

  /// Holds and activates `constraint` (the older API; prefer ``LayoutConstraint/isActive``).
  ///
  /// Degenerate input: a constraint active elsewhere is left where it is.
  public func addConstraint(_ constraint: LayoutConstraint) { holdConstraint(constraint) }

  /// Holds and activates each constraint.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { holdConstraint(constraint) }
  }

  /// Deactivates `constraint` if this view holds it; otherwise does nothing.
  public func removeConstraint(_ constraint: LayoutConstraint) { releaseConstraint(constraint) }

  /// Deactivates each constraint this view holds.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { releaseConstraint(constraint) }
  }

  // MARK: Layout guides

  /// The guides this view owns (the system guides once they were asked for).
  public var layoutGuides: [LayoutGuide] { autoLayout?.layoutGuides ?? [] }

  /// Makes this view the guide's owner.
  ///
  /// ```swift
  /// let gap = LayoutGuide()
  /// container.addLayoutGuide(gap)
  /// ```
  ///
  /// Degenerate input: a guide owned by another view moves here (its constraints are
  /// deactivated); adding it twice does nothing.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if guide.owningView === self { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    autoLayoutState.layoutGuides.append(guide)
  }

  /// Removes a guide this view owns and deactivates its constraints.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, guide.systemKind == nil else { return }
    LayoutConstraint.deactivate(guide.referencingConstraints)
    autoLayout?.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  // MARK: Content priorities (L7)

  /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
  ///
  /// ```swift
  /// label.contentHuggingPriority(for: .horizontal)   // 250
  /// ```
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    autoLayout?.hugging[axis] ?? .defaultLow
  }

  /// Sets the content hugging priority along `axis`; takes effect in the next pass.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    autoLayoutState.hugging[axis] = priority
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    autoLayout?.compressionResistance[axis] ?? .defaultHigh
  }

  /// Sets the compression resistance priority along `axis`; takes effect in the next pass.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    autoLayoutState.compressionResistance[axis] = priority
    invalidateIntrinsicContentSize()
  }

  /// Tells Auto Layout that ``intrinsicContentSize`` changed: the next pass reads it again (L7).
  ///
  /// ```swift
  /// title = "Longer"; invalidateIntrinsicContentSize()
  /// ```
  public func invalidateIntrinsicContentSize() {
    // A stack view made its arranged views' constraints from their intrinsic lengths (K2):
    // it makes them again in the next pass (DT1, DT2: no stale size survives in a stack).
    if hasSuperview, let stack = storedSuperview as? StackView { stack.arrangementDidChange() }
    guard let record = autoLayout?.record, let engine = record.engine else { return }
    engine.intrinsicInvalidated.append(record)
    engine.setNeedsPass()
  }

  // MARK: Looking inside (L2, L12)

  /// Whether the constraints leave this view's frame undetermined (L2).
  ///
  /// `false` for a view no constraint positions (it translates its frame) and outside a window.
  public var hasAmbiguousLayout: Bool {
    guard let record = autoLayout?.record, record.isPositioned, let engine = record.engine else { return false }
    return engine.isAmbiguous(record)
  }

  /// The active constraints on this view along `axis`: those naming it as an item.
  ///
  /// ```swift
  /// view.constraintsAffectingLayout(for: .horizontal).map(\.identifier)
  /// ```
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    LayoutConstraint.affecting(autoLayout?.referencingConstraints ?? [], axis: axis)
  }
}
