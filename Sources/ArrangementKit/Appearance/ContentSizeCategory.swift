import Foundation

/// The text size a user chose (Dynamic Type, W2): the object model's `UIContentSizeCategory`.
///
/// A struct with the platform's raw strings and static members, ordered from `.extraSmall` to
/// `.accessibilityExtraExtraExtraLarge`; `.large` is the default. ``Font/preferredFont(forTextStyle:compatibleWith:)``
/// scales the text styles by it (the scale table is in the Text measurement article).
///
/// ```swift
/// ContentSizeCategory.accessibilityLarge > .extraExtraExtraLarge   // true
/// ContentSizeCategory.accessibilityLarge.isAccessibilityCategory   // true
/// ```
///
/// Degenerate input: a raw value the platform does not know is kept; it sorts with
/// `.unspecified` and scales text as `.large`.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The platform's raw value, e.g. `UICTContentSizeCategoryL`.
  public let rawValue: String

  /// Wraps a raw value.
  ///
  /// ```swift
  /// ContentSizeCategory(rawValue: "UICTContentSizeCategoryL") == .large   // true
  /// ```
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps a raw value (the platform's unlabelled initializer).
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// No category chosen (sizes as `.large`).
  public static let unspecified = ContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  /// xSmall.
  public static let extraSmall = ContentSizeCategory("UICTContentSizeCategoryXS")
  /// Small.
  public static let small = ContentSizeCategory("UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = ContentSizeCategory("UICTContentSizeCategoryM")
  /// Large: the default.
  public static let large = ContentSizeCategory("UICTContentSizeCategoryL")
  /// xLarge.
  public static let extraLarge = ContentSizeCategory("UICTContentSizeCategoryXL")
  /// xxLarge.
  public static let extraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryXXL")
  /// xxxLarge: the largest without the accessibility sizes.
  public static let extraExtraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryXXXL")
  /// Accessibility Medium (AX1).
  public static let accessibilityMedium = ContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
  /// Accessibility Large (AX2).
  public static let accessibilityLarge = ContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
  /// Accessibility xLarge (AX3).
  public static let accessibilityExtraLarge = ContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility xxLarge (AX4).
  public static let accessibilityExtraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility xxxLarge (AX5): the largest.
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve categories a user can choose, smallest first.
  ///
  /// ```swift
  /// ContentSizeCategory.allSizes.first == .extraSmall   // true
  /// ```
  public static let allSizes: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The position in ``allSizes``; -1 for `.unspecified` and unknown raw values.
  var index: Int { Self.allSizes.firstIndex(of: self) ?? -1 }

  /// Whether this is one of the five accessibility sizes.
  ///
  /// ```swift
  /// ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory   // false
  /// ```
  public var isAccessibilityCategory: Bool { index >= 7 }

  /// Smaller categories first; `.unspecified` (and unknown values) before all.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }

  /// The short name: `large`, `accessibilityExtraLarge`, or the raw value when unknown.
  public var description: String {
    let names = [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
      "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ]
    if self == .unspecified { return "unspecified" }
    let position = index
    return position >= 0 ? names[position] : rawValue
  }
}
