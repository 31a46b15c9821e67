// The platform's names for the size-transition types. (`arrangementViewController`, C10, is the
// object model's own name: ViewController+Containment.swift.)

public import ArrangementCore
public import ArrangementKit

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
