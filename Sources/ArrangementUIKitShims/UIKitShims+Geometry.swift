// Geometry and trait values under their platform names.

public import ArrangementCore
public import ArrangementKit

/// The platform's name for ``Axis``.
///
/// ```swift
/// let axes: UIAxis = [.horizontal]
/// ```
public typealias UIAxis = Axis

/// The platform's name for ``DirectionalRectEdge``.
///
/// ```swift
/// let edge: NSDirectionalRectEdge = .leading
/// ```
public typealias NSDirectionalRectEdge = DirectionalRectEdge

/// The platform's name for ``EdgeInsets``.
///
/// ```swift
/// let margins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
/// ```
public typealias UIEdgeInsets = EdgeInsets

/// The platform's name for ``UserInterfaceSizeClass``.
///
/// ```swift
/// let sizeClass: UIUserInterfaceSizeClass = .regular
/// ```
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// The platform's name for ``LayoutDirection``, the type of `traitCollection.layoutDirection`.
///
/// ```swift
/// let direction: UITraitEnvironmentLayoutDirection = .rightToLeft
/// ```
public typealias UITraitEnvironmentLayoutDirection = LayoutDirection

extension CGRect {
  /// The rectangle shrunk by `insets`, the platform's `CGRect.inset(by:)` for `UIEdgeInsets`.
  ///
  /// The origin moves right by `left` and down by `top`; the size shrinks by `left + right`
  /// and `top + bottom`. Negative insets grow the rectangle.
  ///
  /// ```swift
  /// let content = view.bounds.inset(by: view.safeAreaInsets)
  /// ```
  ///
  /// Degenerate input: as on the platform (`UIEdgeInsetsInsetRect`), plain arithmetic on the
  /// rectangle as given, without standardizing: insets larger than the rectangle give a
  /// negative width or height, which the caller sees unchanged.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
