// More client idioms: presentation without a completion, navigation pops whose results are
// discarded, state polling and animations. This file must compile unchanged against UIKit and
// against ArrangementUIKitShims.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

/// An Expo-style bridge module: owns a window-level controller and reports the arrangement.
final class PortingBridgeModule {
  weak var hostViewController: UIViewController?
  private(set) var reports: [String] = []

  @MainActor
  func report(_ controller: UIArrangementViewController) {
    for placement in UIArrangementViewController.ViewPlacement.allCases {
      guard let state = controller.state(for: placement) else { continue }
      let side = state.splitAxis == .horizontal ? "side by side" : "stacked"
      reports.append("\(placement): \(state.isHidden ? "hidden" : side) z\(state.zIndex)")
    }
  }

  @MainActor
  func showModal(_ modal: UIViewController) {
    hostViewController?.present(modal, animated: true)
  }

  @MainActor
  func closeModal() {
    hostViewController?.dismiss(animated: true, completion: nil)
  }
}

/// A book sample's chapter list that pops back and animates its arrangement changes.
final class PortingChapterViewController: UIViewController {
  private(set) var animationsCompleted = 0
  private(set) var previousHorizontalSizeClass: UIUserInterfaceSizeClass?

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousHorizontalSizeClass = previousTraitCollection?.horizontalSizeClass
  }

  func goBack() {
    navigationController?.popViewController(animated: true)
  }

  func goToStart() {
    navigationController?.popToRootViewController(animated: false)
  }

  func stack(_ arrangement: UIArrangementViewController) {
    UIView.animate(withDuration: 0.25) {
      arrangement.updateArrangement(UISplitArrangement().axes(.vertical))
    }
    UIView.animate(
      withDuration: 0.25,
      animations: {
        arrangement.view.layoutIfNeeded()
      },
      completion: { [weak self] finished in
        if finished { self?.animationsCompleted += 1 }
      })
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let arrangement = parent as? UIArrangementViewController {
      title = arrangement.title
    }
    view.isHidden = false
  }
}

/// A podcast details screen that re-lays out its columns alongside a rotation.
final class PortingDetailsViewController: UIViewController {
  private(set) var transitions: [String] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let oldWidth = view.bounds.width
    transitions.append("will \(Int(oldWidth)) -> \(Int(size.width))")
    coordinator.animate(alongsideTransition: { [weak self] _ in
      guard let self = self else { return }
      self.transitions.append("alongside \(Int(self.view.bounds.width))")
    })
    coordinator.animate(
      alongsideTransition: nil,
      completion: { [weak self] context in
        self?.transitions.append("done animated \(context.isAnimated)")
      })
  }
}
