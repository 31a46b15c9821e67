import Foundation

extension Window {
  /// Hands the ownership of this window to its root controller: from now on the window lives
  /// as long as the root controller does (and stops holding it strongly, so no cycle forms).
  ///
  /// For owners that go away while the root they installed may still be in use — a test's
  /// `DeviceSimulator` that goes out of scope before the controller it hosts: without this the
  /// window, its display and with them the fold, the traits and the reserved regions would
  /// vanish on the next layout. Replacing or removing the root ends the arrangement (the old
  /// root hands the window to the new one, or, with `nil`, lets it go).
  ///
  /// ```swift
  /// var simulator: DeviceSimulator? = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
  /// simulator!.window.rootViewController = arrangement
  /// simulator = nil                  // its deinit calls this
  /// arrangement.view.window != nil   // true, still on the book-pose display
  /// ```
  ///
  /// Degenerate input: without a root controller, or when already handed over, nothing changes.
  package func keepAliveWithRootViewController() {
    guard let root = ownedRootViewController else { return }
    root.keptWindow = self
    rootViewControllerKeepingWindow = root
    ownedRootViewController = nil
  }

  /// The root changed while a root kept this window alive: the new root (if any) keeps it
  /// now, then the previous one lets go (last, as that may free the window).
  func handOverKeepAlive(from previous: ViewController?) {
    keepAliveWithRootViewController()
    if let previous, previous.keptWindow === self { previous.keptWindow = nil }
  }
}
