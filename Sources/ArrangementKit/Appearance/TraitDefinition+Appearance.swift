import Foundation

/// The light-or-dark trait (``TraitCollection/userInterfaceStyle``): the platform's
/// `UITraitUserInterfaceStyle`.
///
/// ```swift
/// controller.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (c: ViewController, previous) in
///   print(previous.userInterfaceStyle, "→", c.traitCollection.userInterfaceStyle)
/// }
/// ```
///
/// Degenerate input: none; it has no instances.
public enum TraitUserInterfaceStyle: TraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UserInterfaceStyle { .unspecified }
}

/// The text-size trait (``TraitCollection/preferredContentSizeCategory``): the platform's
/// `UITraitPreferredContentSizeCategory`.
///
/// ```swift
/// controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// controller.traitOverrides.contains(TraitPreferredContentSizeCategory.self)   // true
/// ```
///
/// Degenerate input: none; it has no instances.
public enum TraitPreferredContentSizeCategory: TraitDefinition {
  /// `.large`.
  public static var defaultValue: ContentSizeCategory { .large }
}

extension TraitUserInterfaceStyle: BuiltInTrait {
  static func value(in traits: TraitCollection) -> UserInterfaceStyle { traits.userInterfaceStyle }
  static func isOverridden(in overrides: TraitOverrides) -> Bool { overrides.userInterfaceStyle != nil }
  static func removeOverride(from overrides: inout TraitOverrides) { overrides.userInterfaceStyle = nil }
}

extension TraitPreferredContentSizeCategory: BuiltInTrait {
  static func value(in traits: TraitCollection) -> ContentSizeCategory { traits.preferredContentSizeCategory }
  static func isOverridden(in overrides: TraitOverrides) -> Bool { overrides.preferredContentSizeCategory != nil }
  static func removeOverride(from overrides: inout TraitOverrides) { overrides.preferredContentSizeCategory = nil }
}
