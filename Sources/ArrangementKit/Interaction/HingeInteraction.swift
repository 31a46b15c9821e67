import Foundation

/// Tells a view about the display's hinge: the object model's hinge interaction (R3).
///
/// Once the view it is added to is in a window, the handler is called with the display's
/// current hinge, then again after every change of the hinge (a posture change in
/// `DeviceSimulator` changes it). While ``isEnabled`` is `false` the handler is not called
/// and nothing is queued; enabling it again calls the handler with the current state. On a
/// display without a hinge, ``Update/hinge`` is `nil`.
///
/// ```swift
/// let interaction = HingeInteraction { interaction, update in
///   player.isTabletop = update.hinge?.status == .partiallyOpen
/// }
/// player.view.addInteraction(interaction)
/// ```
///
/// Degenerate input: a handler that removes or disables its own interaction while being
/// called is safe; no further calls follow.
@preconcurrency @MainActor
public final class HingeInteraction: Interaction {
  /// What the handler is told: the display's hinge, or `nil` where there is none.
  public struct Update: Hashable, Sendable, CustomStringConvertible {
    /// The hinge state, or `nil` on a display without a hinge.
    public let hinge: Hinge?

    /// Creates an update.
    public init(hinge: Hinge?) { self.hinge = hinge }

    /// `hinge partiallyOpen 2.226 rad` or `no hinge`.
    public var description: String { hinge.map { "hinge \($0)" } ?? "no hinge" }
  }

  /// Whether the handler is called. Setting it back to `true` on a view in a window calls the
  /// handler with the current state; nothing that happened while disabled is replayed.
  ///
  /// ```swift
  /// interaction.isEnabled = false   // no calls
  /// interaction.isEnabled = true    // one call with the current hinge
  /// ```
  public var isEnabled: Bool = true {
    didSet {
      if isEnabled && !oldValue { deliverCurrent() }
    }
  }

  /// The view this interaction is attached to.
  public var view: View? { attachedView }

  // Weak: the view owns this interaction, and a view passed to `didMove(to:)` by hand may be
  // freed while this interaction lives on; it then reads `nil` and reports nothing.
  weak var attachedView: View?

  private let updateHandler: @MainActor (HingeInteraction, Update) -> Void

  /// Creates a hinge interaction; add it to a view to start receiving updates.
  ///
  /// ```swift
  /// let interaction = HingeInteraction { _, update in print(update) }
  /// ```
  public init(updateHandler: @escaping @MainActor (HingeInteraction, Update) -> Void) {
    self.updateHandler = updateHandler
  }

  /// Part of ``Interaction``; nothing to prepare.
  public func willMove(to view: View?) {}

  /// Part of ``Interaction``: remembers the view and, when it is in a window, reports the
  /// current hinge.
  public func didMove(to view: View?) {
    attachedView = view
    deliverCurrent()
  }

  /// The view entered or left a window.
  func viewDidMove(toWindow window: Window?) {
    if window != nil { deliverCurrent() }
  }

  /// The display's hinge changed.
  func hingeDidChange() {
    deliverCurrent()
  }

  private func deliverCurrent() {
    guard isEnabled, let window = attachedView?.window else { return }
    updateHandler(self, Update(hinge: window.display.hinge))
  }
}
