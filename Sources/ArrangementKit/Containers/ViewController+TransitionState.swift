import Foundation

// UIKit's `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed`,
// for the transitions of the containers (N1, N2) and of presentation (N3). The marks live in
// main-actor sets for the duration of one container operation, not in every controller.

extension ViewController {
  /// A transition a controller is in the middle of.
  enum TransitionMark: Hashable { case movingToParent, movingFromParent, beingPresented, beingDismissed }

  /// The controllers in the middle of each transition.
  static var transitionMarks: [TransitionMark: Set<ObjectIdentifier>] = [:]

  func isMarked(_ mark: TransitionMark) -> Bool {
    Self.transitionMarks[mark]?.contains(ObjectIdentifier(self)) ?? false
  }

  /// Whether a navigation or tab bar controller is adding this controller right now: `true`
  /// from its `willMove(toParent:)` to its `didMove(toParent:)` during a push,
  /// `setViewControllers` or new tabs — so in the `viewWillAppear(_:)` and `viewDidAppear(_:)`
  /// of that change.
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) {
  ///   if isMovingToParent { startOnboarding() }
  /// }
  /// ```
  ///
  /// Degenerate input: an arrangement's slots (C1, C6) and plain `addChild(_:)` do not set it.
  public var isMovingToParent: Bool { isMarked(.movingToParent) }

  /// Whether a navigation or tab bar controller is removing this controller right now: `true`
  /// from its `willMove(toParent: nil)` to its `didMove(toParent: nil)` during a pop,
  /// `setViewControllers` or new tabs — so in the `viewWillDisappear(_:)` and
  /// `viewDidDisappear(_:)` of a pop, not in those of a push over it.
  ///
  /// ```swift
  /// override func viewDidDisappear(_ animated: Bool) {
  ///   if isMovingFromParent { player.stop() }   // popped, not covered
  /// }
  /// ```
  ///
  /// Degenerate input: an arrangement hiding a pane (C6) does not set it.
  public var isMovingFromParent: Bool { isMarked(.movingFromParent) }

  /// Whether this controller is being presented right now (its appearance callbacks of
  /// ``present(_:animated:completion:)``).
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) { if isBeingPresented { focusSearchField() } }
  /// ```
  ///
  /// Degenerate input: none; a rejected presentation sets nothing.
  public var isBeingPresented: Bool { isMarked(.beingPresented) }

  /// Whether this controller is being dismissed right now (its disappearance callbacks of
  /// ``dismiss(animated:completion:)``).
  ///
  /// ```swift
  /// override func viewWillDisappear(_ animated: Bool) { if isBeingDismissed { saveDraft() } }
  /// ```
  ///
  /// Degenerate input: none; controllers dismissed because one below them was are marked too.
  public var isBeingDismissed: Bool { isMarked(.beingDismissed) }

  /// Runs `body` with `controllers` marked (the marks it added are removed afterwards).
  static func marking<T>(_ controllers: [ViewController], _ mark: TransitionMark, _ body: () -> T) -> T {
    let fresh = controllers.map(ObjectIdentifier.init).filter { !(transitionMarks[mark]?.contains($0) ?? false) }
    transitionMarks[mark, default: []].formUnion(fresh)
    defer { transitionMarks[mark, default: []].subtract(fresh) }
    return body()
  }
}
