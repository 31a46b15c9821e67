import Foundation

extension ViewController {
  /// The controller's root view, loaded on first access: ``loadView()`` then ``viewDidLoad()``.
  ///
  /// Setting a view replaces the root view (it is not added to any hierarchy by that).
  ///
  /// ```swift
  /// controller.view.frame = CGRect(x: 0, y: 0, width: 951, height: 669)
  /// ```
  ///
  /// Degenerate input: a ``loadView()`` override that sets no view gets a plain ``View``.
  public var view: View! {
    get {
      if let storedView { return storedView }
      loadViewIfNeeded()
      return storedView
    }
    set {
      if storedView === newValue { return }
      if let old = storedView, old.owningController === self { old.owningController = nil }
      storedView = newValue
      if let newValue {
        newValue.owningController?.storedView = nil
        newValue.owningController = self
        // M2; and `View.safeAreaAdditions` reads the controller only where this is set.
        if storedAdditionalSafeArea != .zero || barSafeArea != .zero { newValue.tracksSafeAreaBelow = true }
      }
    }
  }

  /// Whether the view has been loaded.
  ///
  /// ```swift
  /// _ = controller.view; controller.isViewLoaded   // true
  /// ```
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded yet.
  ///
  /// ```swift
  /// controller.loadViewIfNeeded()
  /// ```
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = View() }
    installContent()
    viewDidLoad()
  }
}
