// The platform's name for C10.

extension ViewController {
  /// The platform's name for ``ViewController/arrangementController``: the nearest
  /// arrangement controller among this controller's ancestors (not itself), or `nil` (C10).
  ///
  /// A hidden child that its arrangement detached has none (C6).
  ///
  /// ```swift
  /// override func viewDidLayoutSubviews() {
  ///   super.viewDidLayoutSubviews()
  ///   let layered = (arrangementViewController?.state(for: .primary)?.zIndex ?? 0) > 0
  /// }
  /// ```
  ///
  /// Degenerate input: a controller without ancestors returns `nil`.
  public var arrangementViewController: UIArrangementViewController? { arrangementController }
}

/// The platform's name for ``ViewControllerTransitionCoordinator``, the type of the second
/// argument of `viewWillTransition(to:with:)`.
///
/// ```swift
/// override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
///   super.viewWillTransition(to: size, with: coordinator)
/// }
/// ```
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator

/// The platform's name for ``ViewControllerTransitionCoordinatorContext``.
///
/// ```swift
/// coordinator.animate(alongsideTransition: { (context: UIViewControllerTransitionCoordinatorContext) in })
/// ```
public typealias UIViewControllerTransitionCoordinatorContext =
  ViewControllerTransitionCoordinatorContext
