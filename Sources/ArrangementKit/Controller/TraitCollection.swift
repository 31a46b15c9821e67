import Foundation

/// The environment traits a window, view or controller lays out with (T1).
///
/// Windows take their traits from their ``Display``; controllers inherit from their parent,
/// and ``TraitOverrides`` replace individual traits for a controller and everything below it.
///
/// ```swift
/// let inner = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular,
///                             displayScale: 3)
/// ```
///
/// Degenerate input: a non-finite or non-positive display scale is passed to the solver as
/// "no scale" (frames are not snapped).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Left-to-right or right-to-left.
  public var layoutDirection: LayoutDirection
  /// Pixels per point.
  public var displayScale: CGFloat

  /// Creates traits; every member has the platform's default.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    layoutDirection: LayoutDirection = .leftToRight,
    displayScale: CGFloat = 1
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
  }

  /// `regular × regular, leftToRight, scale 3`.
  public var description: String {
    "\(horizontalSizeClass) × \(verticalSizeClass), \(layoutDirection), scale \(LengthFormat.string(displayScale))"
  }
}

/// Traits a controller replaces for itself and its descendants (T1).
///
/// `nil` members inherit. Mirrors the platform's `traitOverrides`. There is no display scale
/// override: the scale always comes from the display.
///
/// ```swift
/// arrangementViewController.traitOverrides.horizontalSizeClass = .compact   // forces a collapse
/// ```
public struct TraitOverrides: Hashable, Sendable, CustomStringConvertible {
  /// Replaces the horizontal size class when set.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// Replaces the vertical size class when set.
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// Replaces the layout direction when set.
  public var layoutDirection: LayoutDirection?

  /// No overrides.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil,
    layoutDirection: LayoutDirection? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
  }

  /// The traits with these overrides applied.
  public func applied(to traits: TraitCollection) -> TraitCollection {
    var result = traits
    if let horizontalSizeClass { result.horizontalSizeClass = horizontalSizeClass }
    if let verticalSizeClass { result.verticalSizeClass = verticalSizeClass }
    if let layoutDirection { result.layoutDirection = layoutDirection }
    return result
  }

  /// The overridden members, e.g. `horizontal compact`, or `none`.
  public var description: String {
    var parts: [String] = []
    if let horizontalSizeClass { parts.append("horizontal \(horizontalSizeClass)") }
    if let verticalSizeClass { parts.append("vertical \(verticalSizeClass)") }
    if let layoutDirection { parts.append("\(layoutDirection)") }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }
}
