import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout: a view
/// that never does carries one empty reference and costs nothing else (L6).
@MainActor
final class ViewAutoLayout {
  /// Backs ``View/translatesAutoresizingMaskIntoConstraints``.
  var translatesAutoresizingMask = true
  /// The constraints this view holds (``View/constraints``), in the order they were added.
  var heldConstraints: [LayoutConstraint] = []
  /// Active constraints whose first or second item is this view.
  var referencingConstraints: [LayoutConstraint] = []
  /// ``View/layoutGuides``.
  var layoutGuides: [LayoutGuide] = []
  var hugging = PerAxis(horizontal: .defaultLow, vertical: .defaultLow)
  var compressionResistance = PerAxis(horizontal: .defaultHigh, vertical: .defaultHigh)
  /// Backs ``View/needsUpdateConstraints()``.
  var needsUpdateConstraints = false
  /// The engine, on a window that has one.
  var engine: LayoutEngine?
  /// The view's record in its window's engine.
  var record: ItemRecord?
  /// Some subview may be positioned by the engine: the default `layoutSubviews` looks.
  var hasPositionedSubviewsHint = false
  var safeAreaGuide: LayoutGuide?
  var marginsGuide: LayoutGuide?
  var readableGuide: LayoutGuide?
  /// The view's safe region, effective margins and effective layout direction as a batch of
  /// the engine's `InsetMemo` computed them.
  var memoRegion = StampedValue(SafeRegion.zero)
  var memoMargins = StampedValue(EdgeInsets.zero)
  var memoDirection = StampedValue(LayoutDirection.leftToRight)

  /// A priority per axis.
  struct PerAxis {
    var horizontal: LayoutPriority
    var vertical: LayoutPriority

    subscript(axis: LayoutConstraint.Axis) -> LayoutPriority {
      get { axis == .horizontal ? horizontal : vertical }
      set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
  }
}

extension View {
  /// The view's Auto Layout state, made on first use.
  var autoLayoutState: ViewAutoLayout {
    if let state = autoLayout { return state }
    let state = ViewAutoLayout()
    autoLayout = state
    return state
  }

  /// This view's window's engine, made on first use; `nil` outside a window.
  var windowLayoutEngine: LayoutEngine? {
    guard let window else { return nil }
    let state = window.autoLayoutState
    if let engine = state.engine { return engine }
    let engine = LayoutEngine(window: window)
    state.engine = engine
    return engine
  }

  /// The engine of this view's window if it has one already.
  var existingLayoutEngine: LayoutEngine? { window?.autoLayout?.engine }

  // MARK: Holding constraints

  /// Holds an active constraint (activation, ``addConstraint(_:)``) and installs it in the engine.
  func holdConstraint(_ constraint: LayoutConstraint) {
    guard constraint.holder == nil else { return }
    constraint.holder = self
    autoLayoutState.heldConstraints.append(constraint)
    for item in [constraint.firstLayoutItem, constraint.secondLayoutItem] {
      if case .view(let view)? = item { view.autoLayoutState.referencingConstraints.append(constraint) }
      if case .guide(let guide)? = item { guide.referencingConstraints.append(constraint) }
    }
    windowLayoutEngine?.install(constraint)
  }

  /// Lets go of a constraint it holds (deactivation, ``removeConstraint(_:)``).
  func releaseConstraint(_ constraint: LayoutConstraint) {
    guard constraint.holder === self, let state = autoLayout else { return }
    constraint.installation?.engine?.uninstall(constraint)
    constraint.holder = nil
    state.heldConstraints.removeAll { $0 === constraint }
    for item in [constraint.firstLayoutItem, constraint.secondLayoutItem] {
      if case .view(let view)? = item { view.autoLayout?.referencingConstraints.removeAll { $0 === constraint } }
      if case .guide(let guide)? = item { guide.referencingConstraints.removeAll { $0 === constraint } }
    }
  }
}
