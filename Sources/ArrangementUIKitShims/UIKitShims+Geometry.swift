// Geometry and trait values under their platform names.

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
