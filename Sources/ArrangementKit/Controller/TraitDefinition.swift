import Foundation

/// A trait a ``TraitCollection`` carries, named by its type: the object model's
/// `UITraitDefinition`.
///
/// The object model has four: ``TraitHorizontalSizeClass``, ``TraitVerticalSizeClass``,
/// ``TraitLayoutDirection`` and ``TraitDisplayScale``. Their types are what
/// ``ViewController/registerForTraitChanges(_:handler:)`` observes and what
/// ``TraitOverrides/contains(_:)`` and ``TraitOverrides/remove(_:)`` take.
///
/// ```swift
/// controller.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (controller: ViewController, previous) in
///   print(previous.horizontalSizeClass, "→", controller.traitCollection.horizontalSizeClass)
/// }
/// ```
///
/// Degenerate input: a type of your own may conform (it compiles, as on the platform), but a
/// trait collection carries no custom traits: registering for one never calls the handler,
/// and trait overrides never contain it.
public protocol TraitDefinition: SendableMetatype {
  /// The type of the trait's value.
  associatedtype Value
  /// The value when nothing sets the trait.
  static var defaultValue: Value { get }
  /// A stable identifier; the type's name by default.
  static var identifier: String { get }
  /// A readable name; the type's name by default.
  static var name: String { get }
}

extension TraitDefinition {
  /// The type's name, e.g. `TraitHorizontalSizeClass`.
  public static var identifier: String { String(describing: Self.self) }
  /// The type's name, e.g. `TraitHorizontalSizeClass`.
  public static var name: String { String(describing: Self.self) }
}

/// The horizontal size class trait (``TraitCollection/horizontalSizeClass``): the platform's
/// `UITraitHorizontalSizeClass`.
///
/// ```swift
/// arrangement.traitOverrides.contains(TraitHorizontalSizeClass.self)   // false by default
/// ```
///
/// Degenerate input: none; it has no instances.
public enum TraitHorizontalSizeClass: TraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UserInterfaceSizeClass { .unspecified }
}

/// The vertical size class trait (``TraitCollection/verticalSizeClass``): the platform's
/// `UITraitVerticalSizeClass`.
///
/// ```swift
/// controller.registerForTraitChanges([TraitVerticalSizeClass.self]) { (c: ViewController, _) in c.view.setNeedsLayout() }
/// ```
///
/// Degenerate input: none; it has no instances.
public enum TraitVerticalSizeClass: TraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UserInterfaceSizeClass { .unspecified }
}

/// The layout direction trait (``TraitCollection/layoutDirection``): the platform's
/// `UITraitLayoutDirection`.
///
/// ```swift
/// controller.traitOverrides.remove(TraitLayoutDirection.self)
/// ```
///
/// Degenerate input: none; it has no instances.
public enum TraitLayoutDirection: TraitDefinition {
  /// `.leftToRight`.
  public static var defaultValue: LayoutDirection { .leftToRight }
}

/// The display scale trait (``TraitCollection/displayScale``): the platform's
/// `UITraitDisplayScale`.
///
/// The scale always comes from the display: ``TraitOverrides`` cannot override it, so
/// `traitOverrides.contains(TraitDisplayScale.self)` is always `false`.
///
/// ```swift
/// controller.registerForTraitChanges([TraitDisplayScale.self]) { (c: ViewController, previous) in
///   print(previous.displayScale, "→", c.traitCollection.displayScale)
/// }
/// ```
///
/// Degenerate input: none; it has no instances.
public enum TraitDisplayScale: TraitDefinition {
  /// `1`.
  public static var defaultValue: CGFloat { 1 }
}

/// The traits the object model carries: how to read, compare and override each one.
protocol BuiltInTrait: TraitDefinition where Value: Equatable {
  static func value(in traits: TraitCollection) -> Value
  static func isOverridden(in overrides: TraitOverrides) -> Bool
  static func removeOverride(from overrides: inout TraitOverrides)
}

extension BuiltInTrait {
  static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
    value(in: a) != value(in: b)
  }
}

extension TraitHorizontalSizeClass: BuiltInTrait {
  static func value(in traits: TraitCollection) -> UserInterfaceSizeClass { traits.horizontalSizeClass }
  static func isOverridden(in overrides: TraitOverrides) -> Bool { overrides.horizontalSizeClass != nil }
  static func removeOverride(from overrides: inout TraitOverrides) { overrides.horizontalSizeClass = nil }
}

extension TraitVerticalSizeClass: BuiltInTrait {
  static func value(in traits: TraitCollection) -> UserInterfaceSizeClass { traits.verticalSizeClass }
  static func isOverridden(in overrides: TraitOverrides) -> Bool { overrides.verticalSizeClass != nil }
  static func removeOverride(from overrides: inout TraitOverrides) { overrides.verticalSizeClass = nil }
}

extension TraitLayoutDirection: BuiltInTrait {
  static func value(in traits: TraitCollection) -> LayoutDirection { traits.layoutDirection }
  static func isOverridden(in overrides: TraitOverrides) -> Bool { overrides.layoutDirection != nil }
  static func removeOverride(from overrides: inout TraitOverrides) { overrides.layoutDirection = nil }
}

extension TraitDisplayScale: BuiltInTrait {
  static func value(in traits: TraitCollection) -> CGFloat { traits.displayScale }
  static func isOverridden(in overrides: TraitOverrides) -> Bool { false }
  static func removeOverride(from overrides: inout TraitOverrides) {}
}

extension TraitOverrides {
  /// Whether these overrides set `trait` (T2), as the platform's `traitOverrides.contains(_:)`.
  ///
  /// ```swift
  /// arrangement.traitOverrides.horizontalSizeClass = .compact
  /// arrangement.traitOverrides.contains(TraitHorizontalSizeClass.self)   // true
  /// ```
  ///
  /// Degenerate input: ``TraitDisplayScale`` (never overridable) and traits of your own are
  /// never contained.
  public func contains(_ trait: any TraitDefinition.Type) -> Bool {
    (trait as? any BuiltInTrait.Type)?.isOverridden(in: self) ?? false
  }

  /// Stops overriding `trait`: it is inherited again (T2), as the platform's
  /// `traitOverrides.remove(_:)`.
  ///
  /// On a controller's ``ViewController/traitOverrides`` this refreshes the traits of its
  /// subtree like any other change of the overrides.
  ///
  /// ```swift
  /// arrangement.traitOverrides.remove(TraitHorizontalSizeClass.self)
  /// ```
  ///
  /// Degenerate input: removing a trait that is not overridden (or that cannot be) changes
  /// nothing.
  public mutating func remove(_ trait: any TraitDefinition.Type) {
    (trait as? any BuiltInTrait.Type)?.removeOverride(from: &self)
  }
}
