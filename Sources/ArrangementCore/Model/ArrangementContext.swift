import Foundation

/// Everything the solver reads besides the arrangement value: the container and its traits.
///
/// The solver is a pure function of this context and an ``Arrangement`` (behavior.md,
/// "Inputs"). Safe area, orientation names and device names are deliberately absent.
///
/// ```swift
/// let book = ArrangementContext(
///   bounds: CGRect(x: 0, y: 0, width: 951, height: 669),
///   horizontalSizeClass: .regular, verticalSizeClass: .regular,
///   reservedRegions: [ReservedRegion(kind: .division,
///                                    frame: CGRect(x: 455.5, y: 0, width: 40, height: 669))])
/// let layout = SplitArrangement().layout(in: book)
/// ```
///
/// Degenerate input: non-finite bounds components and negative sizes are sanitized with a
/// diagnostic; edges beyond a quarter of the largest finite number (±4.49e307) are clamped to
/// it, with a diagnostic, so that no length or edge computed from them overflows; a non-finite or non-positive display scale turns snapping off with a
/// diagnostic; a non-finite intrinsic size counts as "none" with a diagnostic.
public struct ArrangementContext: Hashable, Sendable, CustomStringConvertible {
  /// What the solver knows about a present view.
  public struct PlacementContent: Hashable, Sendable, CustomStringConvertible {
    /// The view's natural size; `nil` (or a non-positive length) means none along that axis.
    public var intrinsicContentSize: CGSize?

    /// Creates content, by default without an intrinsic size.
    public init(intrinsicContentSize: CGSize? = nil) {
      self.intrinsicContentSize = intrinsicContentSize
    }

    /// Whether both have no intrinsic size, or equal ones (the synthesized equality, written out
    /// so that other modules inline it).
    ///
    /// ```swift
    /// PlacementContent() == PlacementContent(intrinsicContentSize: nil)   // true
    /// ```
    ///
    /// A NaN component is unequal to everything, as `CGSize`'s own `==` has it.
    @inlinable
    public static func == (lhs: PlacementContent, rhs: PlacementContent) -> Bool {
      switch (lhs.intrinsicContentSize, rhs.intrinsicContentSize) {
      case (nil, nil): return true
      case (let a?, let b?): return a.width == b.width && a.height == b.height
      default: return false
      }
    }

    /// `intrinsic 320 × 480` or `no intrinsic size`.
    public var description: String {
      intrinsicContentSize.map { "intrinsic \(LengthFormat.size($0))" } ?? "no intrinsic size"
    }
  }

  /// The container, in its own coordinate space.
  public var bounds: CGRect
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Left-to-right or right-to-left.
  public var layoutDirection: LayoutDirection
  /// Points-to-pixels scale for snapping (P1); `nil` leaves frames exact.
  public var displayScale: CGFloat?
  /// Folds and cameras, in the container's coordinates.
  public var reservedRegions: [ReservedRegion]
  /// The primary view's content; `nil` when no primary view is present.
  public var primary: PlacementContent?
  /// The secondary view's content; `nil` when no secondary view is present.
  public var secondary: PlacementContent?

  /// Creates a context. Both placements are present by default.
  public init(
    bounds: CGRect,
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    layoutDirection: LayoutDirection = .leftToRight,
    displayScale: CGFloat? = nil,
    reservedRegions: [ReservedRegion] = [],
    primary: PlacementContent? = PlacementContent(),
    secondary: PlacementContent? = PlacementContent()
  ) {
    self.bounds = bounds
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.reservedRegions = reservedRegions
    self.primary = primary
    self.secondary = secondary
  }

  /// Whether every input is equal: the synthesized equality, written out so that other modules
  /// inline it (the object model compares each layout pass's context with the last one it
  /// solved, C5, without copying either).
  ///
  /// ```swift
  /// if context == lastSolvedContext { return }   // nothing to solve again
  /// ```
  ///
  /// Bounds are compared component by component, with `CGFloat`'s `==` as `CGRect`'s own has
  /// it: a NaN component makes two contexts unequal, even to themselves (such a context is
  /// solved every time, which is what the sanitizing needs anyway); −0 equals +0. The cheap
  /// fields are compared first, the region list last.
  @inlinable @inline(__always)
  public static func == (lhs: ArrangementContext, rhs: ArrangementContext) -> Bool {
    lhs.bounds.origin.x == rhs.bounds.origin.x && lhs.bounds.origin.y == rhs.bounds.origin.y
      && lhs.bounds.size.width == rhs.bounds.size.width
      && lhs.bounds.size.height == rhs.bounds.size.height
      && lhs.horizontalSizeClass.rawValue == rhs.horizontalSizeClass.rawValue
      && lhs.verticalSizeClass.rawValue == rhs.verticalSizeClass.rawValue
      && lhs.layoutDirection.rawValue == rhs.layoutDirection.rawValue
      && lhs.displayScale == rhs.displayScale && lhs.primary == rhs.primary
      && lhs.secondary == rhs.secondary && lhs.reservedRegions == rhs.reservedRegions
  }

  /// The content of one placement; `nil` when it is absent.
  @inlinable
  public subscript(placement: ViewPlacement) -> PlacementContent? {
    get { placement == .primary ? primary : secondary }
    set {
      if placement == .primary { primary = newValue } else { secondary = newValue }
    }
  }

  /// A one-line summary of every input.
  public var description: String {
    var text =
      "bounds \(LengthFormat.rect(bounds)), size classes \(horizontalSizeClass) × \(verticalSizeClass), \(layoutDirection)"
    if let displayScale { text += ", scale \(LengthFormat.string(displayScale))" }
    for region in reservedRegions { text += ", \(region)" }
    text += ", primary " + (primary.map { $0.description } ?? "absent")
    text += ", secondary " + (secondary.map { $0.description } ?? "absent")
    return text
  }
}
