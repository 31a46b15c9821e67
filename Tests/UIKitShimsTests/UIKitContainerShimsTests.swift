import ArrangementTesting
import ArrangementUIKitShims
import Foundation
import Testing

/// Runs the platform-style container code (PlatformStyleContainers.swift) on a simulated
/// iPhone Duo.
@MainActor
@Suite("UIKit shims: containers")
struct UIKitContainerShimsTests {
  @Test("N1–N3: platform-style container code compiles against the shims and runs")
  func platformStyleContainersRun() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let (tabBarController, navigationController, library) = makeLibraryApp()
    simulator.window.rootViewController = tabBarController
    simulator.window.layoutIfNeeded()
    #expect(library.isInNavigation && library.isInTabs)

    let book = BookViewController()
    library.open(book)
    #expect(navigationController.pushes == 2)  // the root, then the book
    #expect(navigationController.topViewController === book)
    goBack(in: navigationController)
    #expect(navigationController.viewControllers.count == 1)
    #expect(book.wasPopped)
    library.openTheUIKitWay(BookViewController())
    #expect(navigationController.pushes == 3)
    navigationController.popViewController(animated: false)

    library.share()
    #expect(tabBarController.presentedViewController is ShareSheetViewController)
    library.dismiss(animated: true)
    #expect(tabBarController.presentedViewController == nil)

    library.showSettings()
    #expect(tabBarController.selectedIndex == 1)
    #expect(library.view.window == nil)
  }

  @Test("Container typealiases name the package's types")
  func containerTypealiases() {
    #expect(UINavigationController.self == NavigationController.self)
    #expect(UITabBarController.self == TabBarController.self)
  }
}
