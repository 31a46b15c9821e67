import Foundation

/// A view that lays out a row or column of views with constraints it owns: the object model's
/// `UIStackView` (K1–K4).
///
/// The stack positions its ``arrangedSubviews`` along its ``axis`` by its ``distribution`` and
/// across it by its ``alignment``, ``spacing`` apart (``setCustomSpacing(_:after:)`` per view).
/// Arranging a view adds it as a subview and sets its
/// `translatesAutoresizingMaskIntoConstraints` to `false`; a hidden arranged view takes no
/// space and no spacing. The constraints are rebuilt in the update-constraints phase after any
/// change (K4: linear in the arranged views). The stack draws nothing of its own.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// ```
///
/// Degenerate input: a NaN or infinite spacing is treated as 0 with a diagnostic; arranging a
/// view twice does nothing; removing one that is not arranged does nothing.
@preconcurrency @MainActor
open class StackView: View {
  /// How the arranged views share the stack's length along the axis.
  public enum Distribution: Int, Sendable, Hashable {
    /// They fill the axis; too much or too little room goes to the lowest compression
    /// resistance or hugging, ties by index (the last arranged view gives first).
    case fill = 0
    /// They fill the axis with equal lengths.
    case fillEqually
    /// They fill the axis in proportion to their intrinsic lengths.
    case fillProportionally
    /// Equal gaps (at least the spacing) between views at their intrinsic lengths.
    case equalSpacing
    /// Equal distances between the views' centres.
    case equalCentering
  }

  /// How the arranged views sit across the axis.
  public enum Alignment: Int, Sendable, Hashable {
    /// They fill the stack across the axis.
    case fill = 0
    /// Leading edges aligned (top, in a horizontal stack).
    case leading
    /// First baselines aligned (horizontal stacks).
    case firstBaseline
    /// Centred.
    case center
    /// Trailing edges aligned (bottom, in a horizontal stack).
    case trailing
    /// Last baselines aligned (horizontal stacks).
    case lastBaseline
    /// Top edges aligned in a horizontal stack.
    public static let top = Alignment.leading
    /// Bottom edges aligned in a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  /// ``customSpacing(after:)``'s answer for a view without custom spacing (UIKit's `FLT_MAX`).
  nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// A custom spacing meaning "the system spacing" (8 points; UIKit's `FLT_MIN`).
  nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  var storedArrangedSubviews: [View] = []
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack made, active while the stack is arranged.
  var ownedConstraints: [LayoutConstraint] = []
  /// Guides between views for the equal-spacing distributions.
  var spacingGuides: [LayoutGuide] = []
  /// The arranged views that were visible when the constraints were made.
  var arrangedAtLastBuild: [ObjectIdentifier] = []
  /// Whether the visible arranged views may differ from ``arrangedAtLastBuild``: set by
  /// everything that can change them (the arranged list, an arranged view's `isHidden`, a
  /// subview added or removed), cleared by a rebuild. While it is clear, `layoutSubviews`
  /// skips listing the visible views (two arrays per stack on every resize).
  var arrangementMayHaveChanged = true

  /// A stack with no arranged views.
  ///
  /// ```swift
  /// let column = StackView()
  /// ```
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    setNeedsUpdateConstraints()
  }

  /// A stack arranging `views`, in order.
  ///
  /// ```swift
  /// let stack = StackView(arrangedSubviews: [title, subtitle])
  /// ```
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The arranged views, in layout order. A view removed from the stack's subviews is no
  /// longer arranged either, as on the platform.
  public var arrangedSubviews: [View] {
    storedArrangedSubviews.filter { $0.superview === self }
  }

  /// The axis the views are laid out along (`.horizontal` by default).
  public var axis: LayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
  /// How the views share the axis (`.fill` by default).
  public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  /// How the views sit across the axis (`.fill` by default).
  public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  /// The gap between adjacent views (0 by default).
  ///
  /// Degenerate input: NaN or infinite counts as 0, with a diagnostic.
  public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
  /// Whether the views are laid out inside the stack's layout margins instead of its bounds.
  public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

  /// Adds `view` at the end of the arranged views (and as the last subview if it is not one).
  ///
  /// ```swift
  /// stack.addArrangedSubview(button)
  /// ```
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: storedArrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `stackIndex`.
  ///
  /// Degenerate input: the index is clamped; a view already arranged moves to it.
  public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    guard view !== self else { return }
    storedArrangedSubviews.removeAll { $0 === view }
    storedArrangedSubviews.insert(view, at: min(max(stackIndex, 0), storedArrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Stops arranging `view`; it stays a subview, as UIKit keeps it.
  ///
  /// ```swift
  /// stack.removeArrangedSubview(button); button.removeFromSuperview()
  /// ```
  public func removeArrangedSubview(_ view: View) {
    let count = storedArrangedSubviews.count
    storedArrangedSubviews.removeAll { $0 === view }
    guard storedArrangedSubviews.count != count else { return }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the gap after `arrangedSubview`, instead of ``spacing``.
  ///
  /// ```swift
  /// stack.setCustomSpacing(24, after: header)
  /// ```
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementDidChange()
  }

  /// The gap after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
  }

  /// Rebuilds the stack's constraints, then lets the view update its own.
  open override func updateConstraints() {
    rebuildArrangementConstraints()
    super.updateConstraints()
  }

  /// Rebuilds the constraints first when an arranged view's visibility changed, then lays out.
  open override func layoutSubviews() {
    if arrangementMayHaveChanged, visibleArrangedIdentifiers != arrangedAtLastBuild {
      rebuildArrangementConstraints()
    }
    super.layoutSubviews()
  }

  /// Entering a window: the arrangement's constraints are made now, so that they enter the
  /// engine with the subtree (the update-constraints phase then finds them made).
  func makeOwnConstraintsBeforeEnteringEngine() {
    if needsUpdateConstraints() { rebuildArrangementConstraints() }
  }

  /// Something the arrangement depends on changed: rebuild in the next pass.
  func arrangementDidChange() {
    arrangementMayHaveChanged = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// The identities of the arranged views that are not hidden.
  var visibleArrangedIdentifiers: [ObjectIdentifier] {
    storedArrangedSubviews.filter { !$0.isHidden && $0.superview === self }.map(ObjectIdentifier.init)
  }
}
