// Client code written the way platform apps write Auto Layout: anchors pinned to the safe area
// and the margins, a stack view, priorities, a constraint toggled in updateConstraints. This
// file must compile unchanged against UIKit and against ArrangementUIKitShims: do not use any
// name here that the platform does not have.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// A now-playing card: artwork, a title and a row of buttons, laid out with anchors and a stack.
final class PortingConstrainedPlayerViewController: UIViewController {
  let artwork = UIView()
  let titleView = UIView()
  let controls = UIStackView()
  private var compactConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    artwork.translatesAutoresizingMaskIntoConstraints = false
    titleView.translatesAutoresizingMaskIntoConstraints = false
    controls.translatesAutoresizingMaskIntoConstraints = false
    controls.axis = .horizontal
    controls.distribution = .fillEqually
    controls.alignment = .center
    controls.spacing = UIStackView.spacingUseSystem == 0 ? 0 : 8
    for _ in 0..<3 {
      let button = UIView()
      button.heightAnchor.constraint(equalToConstant: 44).isActive = true
      controls.addArrangedSubview(button)
    }
    view.addSubview(artwork)
    view.addSubview(titleView)
    view.addSubview(controls)
    let margins = view.layoutMarginsGuide
    let aspect = artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor, multiplier: 1)
    aspect.priority = UILayoutPriority(rawValue: 999)
    NSLayoutConstraint.activate([
      artwork.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      artwork.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      artwork.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      aspect,
      titleView.topAnchor.constraint(equalToSystemSpacingBelow: artwork.bottomAnchor, multiplier: 2),
      titleView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleView.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      titleView.heightAnchor.constraint(equalToConstant: 24),
      titleView.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
      controls.topAnchor.constraint(equalTo: titleView.bottomAnchor, constant: 12),
      controls.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      controls.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      controls.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
    let fixedHeight = NSLayoutConstraint(
      item: controls, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 44)
    fixedHeight.identifier = "controls.height"
    compactConstraints = [fixedHeight]
  }

  override func updateViewConstraints() {
    let compact = traitCollection.horizontalSizeClass == .compact
    if compact {
      NSLayoutConstraint.activate(compactConstraints)
    } else {
      NSLayoutConstraint.deactivate(compactConstraints)
    }
    super.updateViewConstraints()
  }
}
