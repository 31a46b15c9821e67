import Foundation

// N3: presentation over the whole window. A presentation is made by the nearest full-screen
// presenter — the top of the presenting controller's parent chain — which is either the
// window's root view controller or a controller that is itself presented. That is why a sheet
// presented from an arrangement pane survives the pane's collapse (measured on the platform):
// the window's root holds it, not the pane.

extension ViewController {
  /// The controller presented by this controller or by one of its ancestors, or `nil` (N3).
  ///
  /// ```swift
  /// library.present(sheet, animated: true)
  /// library.presentedViewController === sheet       // while library is shown
  /// arrangement.presentedViewController === sheet   // the root made the presentation
  /// ```
  ///
  /// Degenerate input: none; a pane its arrangement has detached has no ancestor, so it
  /// reports `nil` even while the sheet it presented is still up.
  public var presentedViewController: ViewController? { presentationHost.storedPresented }

  /// The controller that presented this controller or its nearest presented ancestor, or
  /// `nil` (N3).
  ///
  /// Presentations are made by the nearest full-screen presenter, so a sheet presented from a
  /// pane reports the window's root controller (or the presented controller the pane is in),
  /// not the pane — as on the platform.
  ///
  /// ```swift
  /// library.present(sheet, animated: true)
  /// sheet.presentingViewController === simulator.window.rootViewController   // true
  /// ```
  ///
  /// Degenerate input: none; a controller that is not presented, nor inside a presented one,
  /// reports `nil`.
  public var presentingViewController: ViewController? { presentationHost.storedPresenting }

  /// The top of the parent chain: the controller that presents for everything below it.
  var presentationHost: ViewController {
    var host = self
    while let parent = host.storedParent { host = parent }
    return host
  }

  /// `presentationHost` when it can present: it is a window's root (its view in that window)
  /// or it is presented itself; otherwise `nil`.
  var fullScreenPresenter: (presenter: ViewController, window: Window)? {
    let host = presentationHost
    guard let hostView = host.storedView, let window = hostView.window else { return nil }
    let isRoot = window.rootViewController === host && hostView.storedSuperview === window
    guard isRoot || host.storedPresenting != nil else { return nil }
    return (host, window)
  }

  func performPresentation(of controller: ViewController, animated: Bool, completion: (() -> Void)?) {
    let operation = "ViewController.present"
    if controller === self {
      preconditionFailure("\(operation): a controller cannot present itself")
    }
    if isDescendantOrDetachedDescendant(of: controller) || presentationHost === controller {
      preconditionFailure(
        "\(operation): \(type(of: controller)) is an ancestor of the presenting \(type(of: self)); presenting it would create a cycle"
      )
    }
    if let presenter = controller.storedPresenting {
      preconditionFailure(
        "\(operation): \(type(of: controller)) is already presented by \(type(of: presenter)); dismiss it first")
    }
    if let holder = controller.holderDescription(other: controller) {
      preconditionFailure(
        "\(operation): \(type(of: controller)) \(holder); a presented controller cannot have another holder")
    }
    guard let (presenter, window) = fullScreenPresenter, presenter.storedPresented == nil else { return }
    presenter.storedPresented = controller
    controller.storedPresenting = presenter
    controller.resolveVerticalBarBehavior()  // VB2: per presentation
    let presentedView: View = controller.view
    presentedView.frame = window.bounds
    Self.marking([controller], .beingPresented) {
      window.addSubview(presentedView, animated: animated)
    }
    if controller.modalPresentationStyle.removesPresenterView, controller.storedPresenting === presenter {
      presenter.leaveWindowUnderPresentation(window, animated: animated)
    }
    completion?()
  }

  func performDismissal(animated: Bool, completion: (() -> Void)?) {
    let host = presentationHost
    if let presented = host.storedPresented {
      presented.endPresentation(animated: animated)
    } else if host.storedPresenting != nil {
      host.endPresentation(animated: animated)
    } else {
      return
    }
    completion?()
  }

  /// Ends this controller's presentation and every presentation above it, top first: each
  /// view leaves the window (disappearance callbacks) and the links are cleared. As UIKit
  /// documents, only the top-most is dismissed with `animated`; the ones below it are removed
  /// without animation (N3).
  ///
  /// A presenter this presentation took out of the window (`.fullScreen`) is put back first,
  /// below the presented view, unless `restoringPresenter` is `false` (its own presentation
  /// ends right after, or the window's root is being replaced).
  func endPresentation(animated: Bool, restoringPresenter: Bool = true) {
    guard let presenter = storedPresenting else { return }
    let isTopMost = storedPresented == nil
    storedPresented?.endPresentation(animated: animated, restoringPresenter: false)
    if restoringPresenter, let window = presenter.coveredWindow {
      presenter.returnToWindow(window, below: storedView, animated: animated)
    }
    if let presentedView = storedView, presentedView.storedSuperview is Window {
      Self.marking([self], .beingDismissed) {
        presentedView.removeFromSuperview(animated: isTopMost && animated)
      }
    }
    presenter.coveredWindow = nil
    presenter.storedPresented = nil
    storedPresenting = nil
  }

  /// A full-screen presentation over this controller is done: its view leaves `window`
  /// (disappearance callbacks); its traits stay the window's (N3).
  func leaveWindowUnderPresentation(_ window: Window, animated: Bool) {
    guard let presenterView = storedView, presenterView.storedSuperview === window else { return }
    coveredWindow = window
    presenterView.removeFromSuperview(animated: animated)
  }

  /// The presentation that covered this controller ends: its view goes back into `window`
  /// below `presentedView` (on top when that is not in the window: it was covered too),
  /// sized to the window, and appears again (V5: laid out first).
  func returnToWindow(_ window: Window, below presentedView: View?, animated: Bool) {
    guard let presenterView = storedView, presenterView.storedSuperview == nil else { return }
    presenterView.frame = window.bounds
    let index = presentedView.flatMap { window.indexOfSubview($0) } ?? window.subviews.count
    window.insertSubview(presenterView, at: index, animated: animated)
  }

  /// `show(_:sender:)`'s work: a push on the nearest navigation controller (this one, or
  /// ``navigationController``), otherwise a presentation (N1, N3), animated.
  func performShow(_ viewController: ViewController) {
    if let navigation = (self as? NavigationController) ?? navigationController {
      navigation.pushViewController(viewController, animated: true)
    } else {
      present(viewController, animated: true)
    }
  }
}

extension Window {
  /// Sizes the views of the presentations over the root to the window (N3).
  func layoutPresentedViews() {
    var presented = rootViewController?.storedPresented
    while let controller = presented {
      if let presentedView = controller.storedView, presentedView.storedSuperview === self,
        !presentedView.storedFrame.isIdentical(to: bounds)
      {
        presentedView.frame = bounds
      }
      presented = controller.storedPresented
    }
  }

  /// The root is being replaced: its presentations end with it, and a new root that was
  /// presented stops being presented (it is the root now).
  func rootWillChange(from old: ViewController?) {
    old?.storedPresented?.endPresentation(animated: false, restoringPresenter: false)
    rootViewController?.endPresentation(animated: false, restoringPresenter: false)
  }
}
