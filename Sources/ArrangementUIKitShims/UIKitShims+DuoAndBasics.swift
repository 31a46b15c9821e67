// The platform's Duo API and the view basics under their platform names (VB, V6).

public import ArrangementKit

/// The platform's name for ``Hinge``: the hinge state a hinge interaction reports (`status`,
/// `angle` in radians).
///
/// ```swift
/// let interaction = UIHingeInteraction { _, update in
///   let hinge: UIHinge? = update.hinge
///   isBook = hinge?.status == .partiallyOpen
/// }
/// ```
public typealias UIHinge = Hinge

/// The platform's name for ``VerticalBarBehavior``.
///
/// ```swift
/// override var preferredVerticalBarBehavior: UIVerticalBarBehavior { .disabled }
/// ```
public typealias UIVerticalBarBehavior = VerticalBarBehavior

/// The platform's name for ``VerticalBarEdge``, the type of `traitCollection.verticalBarEdge`.
///
/// ```swift
/// let edge: UIVerticalBarEdge = traitCollection.verticalBarEdge
/// ```
public typealias UIVerticalBarEdge = VerticalBarEdge

/// The platform's name for ``UserInterfaceLayoutDirection``.
///
/// ```swift
/// let rtl = view.effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirection.rightToLeft
/// ```
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// The platform's name for ``InterfaceOrientation``.
///
/// ```swift
/// let orientation: UIInterfaceOrientation = windowScene.interfaceOrientation
/// ```
public typealias UIInterfaceOrientation = InterfaceOrientation

/// The platform's name for ``UserInterfaceIdiom``.
///
/// ```swift
/// let isPhone = traitCollection.userInterfaceIdiom == UIUserInterfaceIdiom.phone
/// ```
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
