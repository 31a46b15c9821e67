import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout without being a view:
/// the object model's `UILayoutGuide`.
///
/// Add a guide to a view with ``View/addLayoutGuide(_:)`` and constrain it like a view (it has
/// no baselines); its ``layoutFrame`` is what the constraints give it, in the owning view's
/// coordinates. The system guides (``View/safeAreaLayoutGuide``, ``View/layoutMarginsGuide``,
/// ``View/readableContentGuide``) follow their view's insets.
///
/// ```swift
/// let spacer = LayoutGuide()
/// container.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalToConstant: 24).isActive = true
/// ```
///
/// Degenerate input: a guide not added to a view has no owning view; activating a constraint
/// with it traps as UIKit's does (no common ancestor).
@preconcurrency @MainActor
open class LayoutGuide: @preconcurrency CustomStringConvertible {
  /// A name for diagnostics (empty by default; the system guides have UIKit's names).
  open var identifier: String = ""
  /// The view the guide belongs to.
  open internal(set) weak var owningView: View?
  /// Which system guide this is, if it is one.
  let systemKind: SystemKind?
  /// Active constraints whose first or second item is this guide.
  var referencingConstraints: [LayoutConstraint] = []
  /// The guide's record in its window's engine.
  var record: ItemRecord?

  /// The system guides: a view's three, and a scroll view's frame and content guides (W6).
  enum SystemKind {
    case safeArea, margins, readableContent, scrollFrame, scrollContent
  }

  /// Whether the guide is inset by its view's safe area or margins, which change when the view
  /// moves in its window (M1, M3); not a scroll view's frame and content guides.
  var followsInsets: Bool { systemKind == .safeArea || systemKind == .margins || systemKind == .readableContent }

  /// A guide to add to a view.
  ///
  /// ```swift
  /// let guide = LayoutGuide()
  /// ```
  public init() { systemKind = nil }

  init(systemKind: SystemKind, identifier: String, owningView: View) {
    self.systemKind = systemKind
    self.identifier = identifier
    self.owningView = owningView
  }

  /// The guide's rectangle in its owning view's coordinates.
  ///
  /// A system guide's is its view's bounds inset by its insets (a scroll view's frame guide:
  /// `(0, 0)` and the bounds' size; its content guide: `(0, 0)` and ``ScrollView/contentSize``);
  /// any other guide's is what the last layout pass solved (`.zero` before one, or outside a
  /// window).
  ///
  /// The readable content guide is both: its width is only preferred in the engine (M3), so a
  /// required constraint can make it narrower than the rule. While constraints refer to it, its
  /// frame is the engine's, as UIKit's `layoutFrame` is, with its insets brought up to date
  /// first; otherwise the rule's (``View/readableContentGuide``).
  ///
  /// ```swift
  /// view.safeAreaLayoutGuide.layoutFrame   // bounds inset by safeAreaInsets
  /// ```
  ///
  /// Degenerate input: a view smaller than its insets gives its system guides a negative size
  /// (not clamped), which is what constraints to them see.
  open var layoutFrame: CGRect {
    if let kind = systemKind, let view = owningView {
      guard kind == .readableContent, let solved = solvedFrame(refreshingPins: true) else {
        return view.systemGuideFrame(kind)
      }
      return solved
    }
    return solvedFrame(refreshingPins: false) ?? .zero
  }

  /// The frame the window's engine gives the guide, unrounded; `nil` when no constraint to the
  /// guide is installed in its owning view's window. `refreshingPins`: a system guide's pins
  /// follow its view's insets first.
  private func solvedFrame(refreshingPins: Bool) -> CGRect? {
    guard let record, let engine = owningView?.existingLayoutEngine, record.engine === engine else { return nil }
    if refreshingPins { engine.refreshPins(of: record) }
    engine.refreshIfNeeded(applyingIn: nil)
    return engine.exactFrame(of: record)
  }

  /// The leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: .guide(self), attribute: .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .guide(self), attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .guide(self), attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: .guide(self), attribute: .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: .guide(self), attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: .guide(self), attribute: .height) }

  /// Whether the constraints leave the guide's frame undetermined (L2); `false` outside a window.
  open var hasAmbiguousLayout: Bool {
    guard let record, let engine = owningView?.existingLayoutEngine else { return false }
    return engine.isAmbiguous(record)
  }

  /// The active constraints on the guide along `axis`.
  ///
  /// ```swift
  /// guide.constraintsAffectingLayout(for: .horizontal)
  /// ```
  open func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    LayoutConstraint.affecting(referencingConstraints, axis: axis)
  }

  /// `<LayoutGuide: 0x…; frame = (0 0; 320 480); identifier = 'UIViewSafeAreaLayoutGuide'>`.
  open var description: String {
    let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    let frame = layoutFrame
    return
      "<\(type(of: self)): \(address); frame = (\(LayoutConstraint.format(frame.minX)) \(LayoutConstraint.format(frame.minY)); \(LayoutConstraint.format(frame.width)) \(LayoutConstraint.format(frame.height))); identifier = '\(identifier)'>"
  }
}

extension LayoutConstraint {
  /// The constraints among `constraints` on `axis`.
  static func affecting(_ constraints: [LayoutConstraint], axis: Axis) -> [LayoutConstraint] {
    constraints.filter { $0.firstAttribute.axis == axis }
  }
}

extension LayoutEngine {
  /// Whether any of the record's four variables is undetermined.
  func isAmbiguous(_ record: ItemRecord) -> Bool {
    refreshIfNeeded(applyingIn: nil)
    return solver.isAmbiguous(record.x) || solver.isAmbiguous(record.y) || solver.isAmbiguous(record.width)
      || solver.isAmbiguous(record.height)
  }
}
