// Interactions and the hinge under their platform names.

public import ArrangementCore
public import ArrangementKit

/// The platform's name for ``Interaction``, the protocol of objects added with
/// `addInteraction(_:)`.
public typealias UIInteraction = Interaction

/// The platform's name for ``HingeInteraction``: reports the hinge of a foldable (R3).
///
/// ```swift
/// let hinge = UIHingeInteraction { interaction, update in
///   print(update.hinge?.status ?? .unknown)
/// }
/// view.addInteraction(hinge)
/// ```
public typealias UIHingeInteraction = HingeInteraction
