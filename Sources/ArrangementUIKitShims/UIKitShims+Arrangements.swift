// The arrangement family under its platform names.

public import ArrangementCore
public import ArrangementKit

/// The platform's name for ``ArrangementController``.
///
/// A container view controller that places a primary and a secondary child according to an
/// arrangement. Nested names work as on the platform:
/// `UIArrangementViewController.ViewPlacement.primary`,
/// `UIArrangementViewController.ViewState`.
///
/// ```swift
/// let arrangementViewController = UIArrangementViewController()
/// arrangementViewController.setViewController(player, for: .primary)
/// arrangementViewController.updateArrangement(UISplitArrangement().axes(.horizontal))
/// ```
///
/// Degenerate input follows ``ArrangementController``: bad numbers are sanitized, only
/// hierarchy-corrupting placements trap (C2).
public typealias UIArrangementViewController = ArrangementController

/// The platform's name for the ``Arrangement`` protocol.
///
/// ```swift
/// func apply(_ arrangement: some UIArrangement, to controller: UIArrangementViewController) {
///   controller.updateArrangement(arrangement, animated: true)
/// }
/// ```
public typealias UIArrangement = Arrangement

/// The platform's name for ``SplitArrangement``: two views side by side or stacked.
///
/// ```swift
/// var split = UISplitArrangement().axes(.horizontal)
/// var primary = split.viewProperties(for: .primary)
/// primary.width.preferred = .fractional(0.6)
/// split.setViewProperties(primary, for: .primary)
/// ```
public typealias UISplitArrangement = SplitArrangement

/// The platform's name for ``OverlayArrangement``: two layered views, one per page across a fold.
///
/// ```swift
/// var overlay = UIOverlayArrangement()
/// overlay.setViewProperties(.init(edge: .leading), for: .primary)
/// ```
public typealias UIOverlayArrangement = OverlayArrangement
