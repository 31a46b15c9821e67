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
}

extension ViewController {
  /// The `preferredContentSize` setter: a new size marks the arrangement whose slot holds this controller (C5).
  func storePreferredContentSize(_ newValue: CGSize) {
    guard newValue != storedPreferredContentSize else { return }
    storedPreferredContentSize = newValue
    slotOwner?.inputsDidChange()
  }
}
