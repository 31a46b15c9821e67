// Swift 5 language mode. Helper classes written as platform apps write them: plain classes
// with no actor annotation that create and drive view controllers (the platform's classes
// are `@MainActor` imported as preconcurrency, so this compiles without `@MainActor` or
// `await`). This file must compile unchanged against UIKit and against ArrangementUIKitShims.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// Tells whoever listens that the now-playing layout changed (a plain, nonisolated protocol).
protocol NowPlayingCoordinatorDelegate: AnyObject {
  func coordinator(_ coordinator: NowPlayingCoordinator, didChangeCompactness isCompact: Bool)
}

/// Owns the now-playing screen: builds the arrangement, switches it, reads its states.
final class NowPlayingCoordinator {
  let arrangementViewController = UIArrangementViewController()
  let player = PlayerViewController()
  let queue = UpNextViewController()
  weak var delegate: NowPlayingCoordinatorDelegate?
  private(set) var sizeClassChanges = 0
  private var registration: UITraitChangeRegistration?

  init() {
    arrangementViewController.title = "Now Playing"
    arrangementViewController.setViewController(player, for: .primary)
    arrangementViewController.setViewController(queue, for: .secondary)
    var split = UISplitArrangement()
    split.axes = [.horizontal]
    var playerProperties = split.viewProperties(for: .primary)
    playerProperties.width = UISplitArrangement.DimensionRange(
      minimum: .absolute(280), preferred: .fractional(0.45), maximum: .absolute(440))
    split.setViewProperties(playerProperties, for: .primary)
    arrangementViewController.updateArrangement(split, animated: false)
    registration = arrangementViewController.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      [weak self] (controller: UIArrangementViewController, previous: UITraitCollection) in
      guard let self else { return }
      self.sizeClassChanges += 1
      self.delegate?.coordinator(self, didChangeCompactness: controller.traitCollection.horizontalSizeClass == .compact)
    }
  }

  func install(in window: UIWindow) {
    window.rootViewController = arrangementViewController
  }

  func showPlayerOverQueue() {
    var overlay = UIOverlayArrangement()
    overlay.setViewProperties(UIOverlayArrangement.ViewProperties(edge: .leading), for: .primary)
    arrangementViewController.updateArrangement(overlay, animated: true)
  }

  func forceCompact(_ compact: Bool) {
    if compact {
      arrangementViewController.traitOverrides.horizontalSizeClass = .compact
    } else {
      arrangementViewController.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    }
  }

  func stopObserving() {
    if let registration {
      arrangementViewController.unregisterForTraitChanges(registration)
    }
    registration = nil
  }

  var isQueueVisible: Bool {
    arrangementViewController.state(for: .secondary).map { !$0.isHidden } ?? false
  }

  var queueArrangement: UIArrangementViewController? {
    queue.arrangementViewController
  }
}

/// Listens to the coordinator (a plain class conforming to a plain protocol).
final class CompactnessRecorder: NowPlayingCoordinatorDelegate {
  private(set) var changes: [Bool] = []
  func coordinator(_ coordinator: NowPlayingCoordinator, didChangeCompactness isCompact: Bool) {
    changes.append(isCompact)
  }
}

/// Builds a list/detail screen with the research app's swapping container and a popup.
final class LibraryFlow {
  let list = EpisodeListViewController()
  let detail = UIViewController(nibName: nil, bundle: nil)
  lazy var container = SwappingArrangementViewController(list: list, detail: detail)

  func popup() -> PopupArrangementViewController {
    let popup = PopupArrangementViewController()
    popup.setViewController(UIViewController(), for: .primary)
    popup.setViewController(UIViewController(), for: .secondary)
    popup.loadViewIfNeeded()
    return popup
  }
}
