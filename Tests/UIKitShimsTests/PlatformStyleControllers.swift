// Controller code written the way platform apps and libraries write it: subclasses of the
// arrangement controller, nib-style initializers, titles and trait registration. This file
// must compile unchanged against UIKit and against ArrangementUIKitShims: do not use any
// name here that the platform does not have.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// A popup library's container: forwards the primary's title and re-notifies its children
/// whenever a child is attached.
class PopupArrangementViewController: UIArrangementViewController {
  private(set) var attachedChildren: [UIViewController] = []

  override func addChild(_ childController: UIViewController) {
    super.addChild(childController)
    attachedChildren.append(childController)
    title = viewController(for: .primary)?.title
    for child in children {
      child.viewIfLoaded?.setNeedsLayout()
    }
  }
}

/// Logs the placements' states after every layout, as debugging code does.
class LoggingArrangementViewController: UIArrangementViewController {
  private(set) var stateLog: [String] = []

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let placements: [UIArrangementViewController.ViewPlacement] = [.primary, .secondary]
    for placement in placements {
      guard let state = state(for: placement) else { continue }
      stateLog.append("\(placement) hidden \(state.isHidden)")
    }
  }
}

/// Configures its arrangement in the platform's designated `init()`, as a details screen does.
class StackedArrangementViewController: UIArrangementViewController {
  override init() {
    super.init()
    updateArrangement(UISplitArrangement().axes(.vertical))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Records what is placed and which arrangement is applied, as a library's logging subclass does.
class RecordingArrangementViewController: UIArrangementViewController {
  private(set) var placed: [String] = []
  private(set) var arrangementUpdates = 0

  override func setViewController(
    _ viewController: UIViewController?, for placement: UIArrangementViewController.ViewPlacement,
    animated: Bool = false
  ) {
    placed.append("\(placement) \(viewController?.title ?? "nil")")
    super.setViewController(viewController, for: placement, animated: animated)
  }

  override func updateArrangement(_ arrangement: some UIArrangementViewController.Arrangement, animated: Bool = false) {
    arrangementUpdates += 1
    super.updateArrangement(arrangement, animated: animated)
  }
}

/// Puts the list first when wide and the detail first when tall, swapping placements in
/// `viewWillLayoutSubviews` as a research app does.
class SwappingArrangementViewController: UIArrangementViewController {
  let listViewController: UIViewController
  let detailViewController: UIViewController

  init(list: UIViewController, detail: UIViewController) {
    listViewController = list
    detailViewController = detail
    super.init(nibName: nil, bundle: nil)
    setViewController(detail, for: .primary)
    setViewController(list, for: .secondary)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let isWide = view.bounds.width > view.bounds.height
    let first = isWide ? listViewController : detailViewController
    let second = isWide ? detailViewController : listViewController
    if viewController(for: .primary) !== first {
      setViewController(first, for: .primary)
      setViewController(second, for: .secondary)
    }
  }
}

/// A list that reflows its columns on size-class changes, registering as iOS 17 code does.
class EpisodeListViewController: UIViewController {
  private(set) var columns = 0
  private(set) var directionChanges = 0
  private(set) var layeredInArrangement = false
  private var directionRegistration: UITraitChangeRegistration?

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Episodes"
    updateColumns()
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      if self.traitCollection.horizontalSizeClass != previousTraitCollection.horizontalSizeClass {
        self.updateColumns()
      }
    }
    directionRegistration = registerForTraitChanges([UITraitLayoutDirection.self]) { viewController, _ in
      viewController.directionChanges += 1
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layeredInArrangement = (arrangementViewController?.state(for: .primary)?.zIndex ?? 0) > 0
  }

  func stopObservingDirection() {
    if let directionRegistration {
      unregisterForTraitChanges(directionRegistration)
    }
    directionRegistration = nil
  }

  private func updateColumns() {
    columns = traitCollection.horizontalSizeClass == .compact ? 1 : 2
  }
}

/// Builds the popup container the way the library's sample does.
@MainActor
func makePopup(content: UIViewController, background: UIViewController) -> PopupArrangementViewController {
  let popup = PopupArrangementViewController()
  popup.setViewController(content, for: .primary)
  popup.setViewController(background, for: .secondary)
  popup.updateArrangement(UIOverlayArrangement(), animated: false)
  popup.loadViewIfNeeded()
  return popup
}
