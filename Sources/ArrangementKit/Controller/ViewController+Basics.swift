import Foundation

extension ViewController {
  /// The controller's view if it is loaded, without loading it; `nil` otherwise.
  ///
  /// Reading ``view`` loads the view (``loadView()``, then ``viewDidLoad()``); reading this
  /// never does, as on the platform.
  ///
  /// ```swift
  /// let details = ViewController()
  /// details.viewIfLoaded            // nil, and still not loaded
  /// details.loadViewIfNeeded()
  /// details.viewIfLoaded != nil     // true
  /// ```
  ///
  /// Degenerate input: a view assigned with `view = someView` counts as loaded; assigning
  /// `nil` makes this `nil` again (the next ``view`` access loads a new one).
  public var viewIfLoaded: View? { storedView }

  /// The size this controller would like, fed to `intrinsic` sizing in an arrangement;
  /// `.zero` means none.
  ///
  /// Changing it while the controller is in an arrangement's slot marks that arrangement as
  /// needing layout (C5).
  ///
  /// ```swift
  /// sidebar.preferredContentSize = CGSize(width: 320, height: 0)
  /// ```
  ///
  /// Degenerate input: negative or non-finite sizes are passed on; the solver treats them as
  /// "no intrinsic size" with a diagnostic.
  public var preferredContentSize: CGSize {
    get { storedPreferredContentSize }
    set {
      guard newValue != storedPreferredContentSize else { return }
      storedPreferredContentSize = newValue
      slotOwner?.inputsDidChange()
    }
  }
}
