// The porting article's rewrites of code that needs the Objective-C runtime (X5): target-action,
// `#selector`, `@objc`, selector-based trait registration and `perform(_:)`. Each block between
// BEGIN/END PORTING SNIPPET is shown verbatim in the ArrangementKit article "Porting from UIKit"
// (PortingObjectiveCRuntimeTests checks that, and runs each one). This file must compile
// unchanged against UIKit and against ArrangementUIKitShims.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

// BEGIN PORTING SNIPPET
final class TransportViewController: UIViewController {
  let playButton = UIButton(type: .system)
  private(set) var isPlaying = false

  override func viewDidLoad() {
    super.viewDidLoad()
    playButton.setTitle("Play", for: .normal)
    playButton.addAction(UIAction { [weak self] _ in self?.togglePlayback() }, for: .touchUpInside)
    view.addSubview(playButton)
  }

  func togglePlayback() {
    isPlaying.toggle()
    playButton.setTitle(isPlaying ? "Pause" : "Play", for: .normal)
  }
}
// END PORTING SNIPPET

// BEGIN PORTING SNIPPET
@MainActor
func makeSkipButton(onSkip: @escaping @MainActor () -> Void) -> UIButton {
  UIButton(primaryAction: UIAction(title: "Next") { _ in onSkip() })
}
// END PORTING SNIPPET

// BEGIN PORTING SNIPPET
final class RatingViewController: UIViewController {
  let stars = (1...5).map { _ in UIButton(type: .system) }
  private(set) var rating = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    for (index, star) in stars.enumerated() {
      star.tag = index + 1
      star.addAction(
        UIAction { [weak self] action in
          guard let sender = action.sender as? UIButton else { return }
          self?.rate(sender.tag)
        }, for: .touchUpInside)
      view.addSubview(star)
    }
  }

  func rate(_ value: Int) { rating = value }
}
// END PORTING SNIPPET

// BEGIN PORTING SNIPPET
final class ShuffleViewController: UIViewController {
  static let shuffle = UIAction.Identifier("shuffle")
  let shuffleButton = UIButton(type: .system)
  private(set) var shuffles = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let action = UIAction(identifier: Self.shuffle) { [weak self] _ in self?.shuffles += 1 }
    shuffleButton.addAction(action, for: .touchUpInside)
    view.addSubview(shuffleButton)
  }

  func stopShuffling() {
    shuffleButton.removeAction(identifiedBy: Self.shuffle, for: .touchUpInside)
  }
}
// END PORTING SNIPPET

// BEGIN PORTING SNIPPET
final class ColumnsViewController: UIViewController {
  private(set) var columns = 2

  override func viewDidLoad() {
    super.viewDidLoad()
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.updateColumns()
    }
  }

  func updateColumns() {
    columns = traitCollection.horizontalSizeClass == .compact ? 1 : 2
  }
}
// END PORTING SNIPPET

// BEGIN PORTING SNIPPET
final class SearchViewController: UIViewController {
  var reloadDelay: Duration = .milliseconds(300)
  private(set) var pendingReload: Task<Void, Never>?
  private(set) var reloads = 0

  func queryDidChange() {
    pendingReload?.cancel()
    pendingReload = Task { [weak self, reloadDelay] in
      try? await Task.sleep(for: reloadDelay)
      guard !Task.isCancelled else { return }
      self?.reload()
    }
  }

  func reload() { reloads += 1 }
}
// END PORTING SNIPPET
