// Trait registration (T2) under its platform names.

public import ArrangementCore
public import ArrangementKit

/// The platform's name for ``TraitDefinition``: a trait, named by its type.
///
/// ```swift
/// let observed: [UITrait] = [UITraitHorizontalSizeClass.self, UITraitLayoutDirection.self]
/// ```
public typealias UITraitDefinition = TraitDefinition

/// The platform's name for a trait type, the element of a `registerForTraitChanges` list.
///
/// ```swift
/// let traits: [UITrait] = [UITraitVerticalSizeClass.self]
/// ```
public typealias UITrait = any TraitDefinition.Type

/// The platform's name for ``TraitHorizontalSizeClass``.
///
/// ```swift
/// registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///   self.view.setNeedsLayout()
/// }
/// ```
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass

/// The platform's name for ``TraitVerticalSizeClass``.
///
/// ```swift
/// traitOverrides.remove(UITraitVerticalSizeClass.self)
/// ```
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass

/// The platform's name for ``TraitLayoutDirection``.
///
/// ```swift
/// traitOverrides.contains(UITraitLayoutDirection.self)
/// ```
public typealias UITraitLayoutDirection = TraitLayoutDirection

/// The platform's name for ``TraitDisplayScale``.
///
/// ```swift
/// registerForTraitChanges([UITraitDisplayScale.self]) { (controller: UIViewController, _) in
///   controller.view.setNeedsLayout()
/// }
/// ```
public typealias UITraitDisplayScale = TraitDisplayScale

/// The platform's name for ``TraitChangeRegistration``, what `registerForTraitChanges` returns.
///
/// ```swift
/// var registration: (any UITraitChangeRegistration)?
/// ```
public typealias UITraitChangeRegistration = TraitChangeRegistration

/// The platform's name for ``TraitEnvironment``: views and controllers.
///
/// ```swift
/// func isCompact(_ environment: some UITraitEnvironment) -> Bool {
///   environment.traitCollection.horizontalSizeClass == .compact
/// }
/// ```
public typealias UITraitEnvironment = TraitEnvironment

/// The platform's name for ``TraitChangeObservable``: controllers.
///
/// ```swift
/// func observe(_ observable: some UITraitChangeObservable) {}
/// ```
public typealias UITraitChangeObservable = TraitChangeObservable
