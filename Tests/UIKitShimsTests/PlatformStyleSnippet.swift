// Written the way the platform's documentation and sample code write arrangement code. This
// file must compile unchanged against UIKit and against ArrangementUIKitShims: do not use any
// name here that the platform does not have.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// The now-playing screen of a music app.
class PlayerViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let artwork = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    view.addSubview(artwork)
  }
}

/// The queue of upcoming tracks, which compacts itself while the player covers it.
class UpNextViewController: UIViewController {
  private(set) var isCompact = false

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let arrangementViewController = parent as? UIArrangementViewController,
      let playerState = arrangementViewController.state(for: .primary)
    else { return }
    isCompact = !playerState.isHidden && playerState.zIndex > 0
  }
}

/// Builds the arrangement the way the platform's sample code does.
@MainActor
func makeNowPlayingViewController() -> UIArrangementViewController {
  let arrangementViewController = UIArrangementViewController()
  arrangementViewController.setViewController(PlayerViewController(), for: .primary)
  arrangementViewController.setViewController(UpNextViewController(), for: .secondary)

  var arrangement = UISplitArrangement()
  arrangement.axes = [.horizontal]
  var playerProperties = arrangement.viewProperties(for: .primary)
  playerProperties.width = UISplitArrangement.DimensionRange(
    minimum: .absolute(280), preferred: .fractional(0.45), maximum: .absolute(440))
  playerProperties.layoutPriority = 1
  arrangement.setViewProperties(playerProperties, for: .primary)
  arrangementViewController.updateArrangement(arrangement, animated: false)
  return arrangementViewController
}

/// Switches to an overlay with the player on the leading page, as sample code does on a fold.
@MainActor
func showPlayerOverQueue(in arrangementViewController: UIArrangementViewController) {
  var overlay = UIOverlayArrangement()
  overlay.setViewProperties(UIOverlayArrangement.ViewProperties(edge: NSDirectionalRectEdge.leading), for: .primary)
  arrangementViewController.updateArrangement(overlay, animated: true)
}

/// Reads the states the way adaptive content does.
@MainActor
func describeArrangement(of arrangementViewController: UIArrangementViewController) -> [String] {
  var lines: [String] = []
  let placements: [UIArrangementViewController.ViewPlacement] = [.primary, .secondary]
  for placement in placements {
    guard let state: UIArrangementViewController.ViewState = arrangementViewController.state(for: placement) else {
      lines.append("\(placement): empty")
      continue
    }
    let axis: UIAxis = state.splitAxis
    lines.append("\(placement): hidden \(state.isHidden), axis \(axis), zIndex \(state.zIndex)")
  }
  return lines
}

/// Listens to the hinge the way the platform's foldable sample does.
@MainActor
func makeHingeInteraction(onChange: @escaping @MainActor (Bool) -> Void) -> UIHingeInteraction {
  UIHingeInteraction { _, update in
    onChange(update.hinge != nil)
  }
}

/// Size-class and layout-direction checks as platform code writes them.
@MainActor
func prefersSingleColumn(_ traitCollection: UITraitCollection) -> Bool {
  let horizontal: UIUserInterfaceSizeClass = traitCollection.horizontalSizeClass
  let direction: UITraitEnvironmentLayoutDirection = traitCollection.layoutDirection
  let insets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
  return horizontal == .compact && direction == .leftToRight && insets.left == 20
}
