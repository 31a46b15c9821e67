// Written the way UIKit client code composes an arrangement with containers. This file must
// compile unchanged against UIKit and against ArrangementUIKitShims: do not use any name here
// that the platform does not have.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// A book's page, pushed from the library; stops reading aloud when popped, not when covered.
class BookViewController: UIViewController {
  private(set) var wasPopped = false

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { wasPopped = true }
  }
}

/// A sheet presented from a pane.
class ShareSheetViewController: UIViewController {}

/// The library pane: pushes a book, presents a share sheet, knows what wraps it.
class LibraryViewController: UIViewController {
  private(set) var isInNavigation = false
  private(set) var isInTabs = false

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    isInNavigation = parent is UINavigationController || navigationController != nil
    isInTabs = parent is UITabBarController || tabBarController != nil
  }

  func open(_ book: BookViewController) {
    navigationController?.pushViewController(book, animated: true)
  }

  func openTheUIKitWay(_ book: BookViewController) {
    show(book, sender: self)
  }

  func share() {
    present(ShareSheetViewController(), animated: true)
  }

  func showSettings() {
    tabBarController?.selectedIndex = 1
  }
}

/// A navigation controller subclass that counts pushes, as apps do for analytics.
class CountingNavigationController: UINavigationController {
  private(set) var pushes = 0

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushes += 1
    super.pushViewController(viewController, animated: animated)
  }

  @discardableResult
  override func popViewController(animated: Bool) -> UIViewController? {
    super.popViewController(animated: animated)
  }
}

/// The platform's talk sample: the arrangement wrapped in a navigation controller, under tabs.
@MainActor
func makeLibraryApp() -> (UITabBarController, CountingNavigationController, LibraryViewController) {
  let library = LibraryViewController()
  let arrangementViewController = UIArrangementViewController()
  arrangementViewController.setViewController(library, for: .primary)
  arrangementViewController.setViewController(UIViewController(), for: .secondary)
  let navigationController = CountingNavigationController(rootViewController: arrangementViewController)
  let tabBarController = UITabBarController()
  tabBarController.setViewControllers([navigationController, UIViewController()], animated: false)
  return (tabBarController, navigationController, library)
}

/// Goes back to the arrangement, the way apps do from a button.
@MainActor
func goBack(in navigationController: UINavigationController) {
  navigationController.popViewController(animated: true)
  navigationController.popToRootViewController(animated: false)
  if let root = navigationController.viewControllers.first {
    navigationController.popToViewController(root, animated: false)
  }
  navigationController.dismiss(animated: true, completion: nil)
}
