// The composition containers under their platform names (N1, N2).

public import ArrangementKit

/// The platform's name for ``NavigationController``: a stack of controllers, the top one's
/// view filling the bounds (no bar, no gesture).
///
/// ```swift
/// let navigationController = UINavigationController(rootViewController: arrangementViewController)
/// navigationController.pushViewController(details, animated: true)
/// ```
///
/// Degenerate input follows ``NavigationController``: popping the root does nothing; pushing
/// a controller twice or one that another container holds stops with a precondition failure.
public typealias UINavigationController = NavigationController

/// The platform's name for ``TabBarController``: several controllers, the selected one's view
/// filling the bounds (no tab bar).
///
/// ```swift
/// let tabBarController = UITabBarController()
/// tabBarController.viewControllers = [libraryNavigationController, settings]
/// tabBarController.selectedIndex = 1
/// ```
///
/// Degenerate input follows ``TabBarController``: an index out of range is ignored.
public typealias UITabBarController = TabBarController

/// The platform's name for ``ModalPresentationStyle``: how a presented controller covers the
/// window (N3), with the platform's cases and raw values.
///
/// ```swift
/// player.modalPresentationStyle = .fullScreen
/// present(player, animated: true)
/// ```
///
/// Degenerate input follows ``ModalPresentationStyle``: `.none` and `.custom` keep the
/// presenter in the window, as `.automatic` (a sheet on an iPhone) does.
public typealias UIModalPresentationStyle = ModalPresentationStyle
