import Foundation

extension ViewController {
  /// The nearest ``NavigationController`` among the ancestors (not this controller), or `nil`
  /// (N1).
  ///
  /// A pane of an arrangement wrapped in a navigation controller finds that navigation
  /// controller: its push covers both panes. A hidden pane, detached by its arrangement (C6),
  /// has no parent and so no navigation controller: its push does nothing (measured on the
  /// platform).
  ///
  /// ```swift
  /// let navigation = NavigationController(rootViewController: arrangement)
  /// library.navigationController === navigation   // while library is shown
  /// library.navigationController?.pushViewController(book, animated: true)
  /// ```
  ///
  /// Degenerate input: none; a navigation controller at the top of the hierarchy, a
  /// presented controller and a detached pane all have `nil`.
  public var navigationController: NavigationController? {
    var current = storedParent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.storedParent
    }
    return nil
  }

  /// The nearest ``TabBarController`` among the ancestors (not this controller), or `nil` (N2).
  ///
  /// ```swift
  /// tabs.viewControllers = [navigation, settings]
  /// library.tabBarController?.selectedIndex = 1
  /// ```
  ///
  /// Degenerate input: none; without such an ancestor (a detached pane included), `nil`.
  public var tabBarController: TabBarController? {
    var current = storedParent
    while let controller = current {
      if let tabs = controller as? TabBarController { return tabs }
      current = controller.storedParent
    }
    return nil
  }
}
