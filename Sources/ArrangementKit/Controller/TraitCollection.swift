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
  /// Light or dark (W1); `.unspecified` resolves colours as light.
  public var userInterfaceStyle: UserInterfaceStyle
  /// The user's text size (W2); `.large` by default.
  public var preferredContentSizeCategory: ContentSizeCategory

  /// Creates traits; every member has the platform's default.
  ///
  /// ```swift
  /// let darkLarge = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
  /// ```
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    layoutDirection: LayoutDirection = .leftToRight,
    displayScale: CGFloat = 1,
    userInterfaceStyle: UserInterfaceStyle = .unspecified,
    preferredContentSizeCategory: ContentSizeCategory = .large
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// `regular × regular, leftToRight, scale 3`, then the style and text size when they are
  /// not the defaults (`, dark, text accessibilityLarge`).
  public var description: String {
    var text =
      "\(horizontalSizeClass) × \(verticalSizeClass), \(layoutDirection), scale \(LengthFormat.string(displayScale))"
    if userInterfaceStyle != .unspecified { text += ", \(userInterfaceStyle)" }
    if preferredContentSizeCategory != .large { text += ", text \(preferredContentSizeCategory)" }
    return text
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
  /// Replaces light or dark when set (the platform's `traitOverrides.userInterfaceStyle`).
  public var userInterfaceStyle: UserInterfaceStyle?
  /// Replaces the text size when set.
  public var preferredContentSizeCategory: ContentSizeCategory?

  /// No overrides.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil,
    layoutDirection: LayoutDirection? = nil,
    userInterfaceStyle: UserInterfaceStyle? = nil,
    preferredContentSizeCategory: ContentSizeCategory? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// The traits with these overrides applied.
  public func applied(to traits: TraitCollection) -> TraitCollection {
    var result = traits
    if let horizontalSizeClass { result.horizontalSizeClass = horizontalSizeClass }
    if let verticalSizeClass { result.verticalSizeClass = verticalSizeClass }
    if let layoutDirection { result.layoutDirection = layoutDirection }
    if let userInterfaceStyle { result.userInterfaceStyle = userInterfaceStyle }
    if let preferredContentSizeCategory { result.preferredContentSizeCategory = preferredContentSizeCategory }
    return result
  }

  /// The overridden members, e.g. `horizontal compact`, or `none`.
  public var description: String {
    var parts: [String] = []
    if let horizontalSizeClass { parts.append("horizontal \(horizontalSizeClass)") }
    if let verticalSizeClass { parts.append("vertical \(verticalSizeClass)") }
    if let layoutDirection { parts.append("\(layoutDirection)") }
    if let userInterfaceStyle { parts.append("style \(userInterfaceStyle)") }
    if let preferredContentSizeCategory { parts.append("text \(preferredContentSizeCategory)") }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }
}
