import Foundation

// UIKit's `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed`,
// for the transitions of the containers (N1, N2) and of presentation (N3). Each controller
// keeps its own marks, set for the duration of one container operation.

/// The container transitions a controller is in the middle of.
struct TransitionMarks: OptionSet, Hashable, Sendable, CustomStringConvertible {
  let rawValue: UInt8
  static let movingToParent = TransitionMarks(rawValue: 1 << 0)
  static let movingFromParent = TransitionMarks(rawValue: 1 << 1)
  static let beingPresented = TransitionMarks(rawValue: 1 << 2)
  static let beingDismissed = TransitionMarks(rawValue: 1 << 3)

  var description: String {
    let names: [(TransitionMarks, String)] = [
      (.movingToParent, "movingToParent"), (.movingFromParent, "movingFromParent"),
      (.beingPresented, "beingPresented"), (.beingDismissed, "beingDismissed"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}

extension ViewController {
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
  public var isMovingToParent: Bool { transitionMarks.contains(.movingToParent) }

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
  public var isMovingFromParent: Bool { transitionMarks.contains(.movingFromParent) }

  /// Whether this controller is being presented right now (its appearance callbacks of
  /// ``present(_:animated:completion:)``).
  ///
  /// ```swift
  /// override func viewWillAppear(_ animated: Bool) { if isBeingPresented { focusSearchField() } }
  /// ```
  ///
  /// Degenerate input: none; a rejected presentation sets nothing.
  public var isBeingPresented: Bool { transitionMarks.contains(.beingPresented) }

  /// Whether this controller is being dismissed right now (its disappearance callbacks of
  /// ``dismiss(animated:completion:)``).
  ///
  /// ```swift
  /// override func viewWillDisappear(_ animated: Bool) { if isBeingDismissed { saveDraft() } }
  /// ```
  ///
  /// Degenerate input: none; controllers dismissed because one below them was are marked too.
  public var isBeingDismissed: Bool { transitionMarks.contains(.beingDismissed) }

  /// Runs `body` with `controllers` marked (the marks it added are removed afterwards; a
  /// mark a controller already had, from an enclosing operation, stays).
  static func marking<T>(_ controllers: [ViewController], _ mark: TransitionMarks, _ body: () -> T) -> T {
    let fresh = controllers.filter { !$0.transitionMarks.contains(mark) }
    for controller in fresh { controller.transitionMarks.insert(mark) }
    defer { for controller in fresh { controller.transitionMarks.remove(mark) } }
    return body()
  }
}
