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
