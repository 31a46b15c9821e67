// Client code written the way platform apps write it: a now-playing screen, a details screen
// with a hinge interaction, a popup subclass, a bridge probe and a navigation flow. This file
// must compile unchanged against UIKit and against ArrangementUIKitShims: do not use any
// name here that the platform does not have.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// A plain content screen, as every sample has one.
final class PortingContentViewController: UIViewController {
  private let identifier: String
  private let preferredWidth: CGFloat?
  private(set) var layoutCount = 0
  private(set) var lastTransitionSize: CGSize = .zero

  init(identifier: String, title: String? = nil, preferredWidth: CGFloat? = nil) {
    self.identifier = identifier
    self.preferredWidth = preferredWidth
    super.init(nibName: nil, bundle: nil)
    self.title = title ?? identifier
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = identifier
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutCount += 1
  }

  override var preferredContentSize: CGSize {
    get {
      guard let width = preferredWidth else { return super.preferredContentSize }
      return CGSize(width: width, height: 200)
    }
    set { super.preferredContentSize = newValue }
  }
}

/// A now-playing screen that embeds an arrangement controller as a child, the usual way.
final class PortingNowPlayingViewController: UIViewController {
  let splitController = UIArrangementViewController()
  let player = PortingContentViewController(identifier: "player")
  let queue = PortingContentViewController(identifier: "queue")
  private(set) var compactChanges = 0
  private(set) var divisionWidths: [CGFloat] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Now Playing"
  }

  required init?(coder: NSCoder) {
    fatalError()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(splitController)
    view.addSubview(splitController.view)
    splitController.view.frame = view.bounds
    splitController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    splitController.didMove(toParent: self)

    splitController.setViewController(player, for: .primary)
    splitController.setViewController(queue, for: .secondary)
    splitController.updateArrangement(UISplitArrangement().axes(.horizontal), animated: false)

    registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (self: PortingNowPlayingViewController, previous: UITraitCollection) in
      self.compactChanges += 1
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let regions = view.reservedRegions(kind: .division)
    divisionWidths = regions.map { $0.frame.width }
    view.bringSubviewToFront(splitController.view)
  }

  var isCompact: Bool {
    traitCollection.horizontalSizeClass == .compact
  }

  var screenBounds: CGRect {
    view.window?.windowScene?.screen.bounds ?? .zero
  }

  /// The window's own screen, the shorter path older code takes.
  var windowScreenWidth: CGFloat? {
    view.window?.screen.bounds.width
  }

  /// The player's frame in this screen's coordinates.
  var playerFrameInScreen: CGRect {
    guard player.isViewLoaded else { return .zero }
    return player.view.convert(player.view.bounds, to: view)
  }

  /// The content area inside the safe area, as layout code computes it.
  var safeContentFrame: CGRect {
    view.bounds.inset(by: view.safeAreaInsets)
  }

  func showQueueOverPlayer() {
    UIView.performWithoutAnimation {
      splitController.updateArrangement(UIOverlayArrangement(), animated: false)
      splitController.view.setNeedsLayout()
      splitController.view.layoutIfNeeded()
    }
  }

  func narrowQueue() {
    var arrangement = UISplitArrangement()
    var properties = arrangement.viewProperties(for: .secondary)
    properties.width = UISplitArrangement.DimensionRange(preferred: .fractional(0.4))
    arrangement.setViewProperties(properties, for: .secondary)
    splitController.updateArrangement(arrangement, animated: true)
  }
}

/// A details screen that follows the hinge, as a journal app does.
final class PortingJournalViewController: UIViewController {
  private(set) var hingeUpdates: [Bool] = []
  private(set) var lastAngle: CGFloat?
  private var hingeInteraction: UIHingeInteraction?

  override func viewDidLoad() {
    super.viewDidLoad()
    let interaction = UIHingeInteraction { [weak self] _, update in
      self?.hingeUpdates.append(update.hinge != nil)
      self?.lastAngle = update.hinge?.angle
    }
    view.addInteraction(interaction)
    hingeInteraction = interaction
  }

  func stopFollowingHinge() {
    if let interaction = hingeInteraction {
      view.removeInteraction(interaction)
    }
    hingeInteraction = nil
  }
}

/// A popup library's subclass: polls the placements' states after every layout.
class PortingPopupArrangementViewController: UIArrangementViewController {
  private(set) var hiddenPlacements: [UIArrangementViewController.ViewPlacement] = []
  private(set) var primaryFrames: [CGRect] = []

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    hiddenPlacements = []
    for placement in [ViewPlacement.primary, .secondary] {
      if let state = state(for: placement), state.isHidden {
        hiddenPlacements.append(placement)
      }
    }
    if let primary = viewController(for: .primary), primary.isViewLoaded {
      primaryFrames.append(primary.view.frame)
    }
  }

  func presentPopup(_ popup: UIViewController) {
    present(popup, animated: true, completion: nil)
  }

  func dismissPopup() {
    dismiss(animated: true)
  }
}

/// A research app: list and detail inside a navigation controller, swapped on demand.
@MainActor
final class PortingResearchFlow {
  let list = PortingContentViewController(identifier: "list")
  let detail = PortingContentViewController(identifier: "detail")
  let arrangement = PortingPopupArrangementViewController()
  let navigation: UINavigationController

  init() {
    arrangement.setViewController(list, for: .primary)
    arrangement.setViewController(detail, for: .secondary)
    navigation = UINavigationController(rootViewController: arrangement)
  }

  func swap() {
    let primary = arrangement.viewController(for: .primary)
    let secondary = arrangement.viewController(for: .secondary)
    arrangement.setViewController(nil, for: .primary)
    arrangement.setViewController(nil, for: .secondary)
    arrangement.setViewController(secondary, for: .primary)
    arrangement.setViewController(primary, for: .secondary)
  }

  func pushSettings() -> UIViewController {
    let settings = PortingContentViewController(identifier: "settings", title: "Settings")
    arrangement.navigationController?.pushViewController(settings, animated: true)
    return settings
  }

  var isInsideNavigation: Bool {
    (arrangement.parent as? UINavigationController) != nil
      && navigation.children.first === arrangement
  }
}

/// A bridge probe: answers the frames a Flutter or React Native module asks for.
@MainActor
func portingProbeFrames(of controller: UIArrangementViewController) -> [String: CGRect] {
  var frames: [String: CGRect] = [:]
  for placement: UIArrangementViewController.ViewPlacement in [.primary, .secondary] {
    guard let child = controller.viewController(for: placement), child.isViewLoaded else {
      continue
    }
    let name = child.view.accessibilityIdentifier ?? child.title ?? "\(placement)"
    frames[name] = child.view.frame
  }
  let insets: UIEdgeInsets = .zero
  _ = controller.view.bounds.inset(by: insets)
  _ = UIScreen.self
  return frames
}
