import Foundation

extension View {
  /// The interactions added to this view, in the order they were added.
  ///
  /// ```swift
  /// view.addInteraction(HingeInteraction { _, update in print(update) })
  /// view.interactions.count   // 1
  /// ```
  public var interactions: [any Interaction] { storedInteractions }

  /// Adds an interaction to this view, moving it from any view it was on.
  ///
  /// The interaction gets `willMove(to:)` and `didMove(to:)`. A ``HingeInteraction`` on a
  /// view in a window is called with the current hinge at once (R3).
  ///
  /// ```swift
  /// let hinge = HingeInteraction { _, update in layoutForHinge(update.hinge) }
  /// view.addInteraction(hinge)
  /// ```
  ///
  /// Degenerate input: adding an interaction the view already has does nothing.
  public func addInteraction(_ interaction: any Interaction) {
    if interaction.view === self { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    var interactions: [any Interaction] = []
    swap(&interactions, &storedInteractions)
    interactions.append(interaction)
    swap(&interactions, &storedInteractions)
    interaction.didMove(to: self)
  }

  /// Removes an interaction from this view; it is not called any more.
  ///
  /// ```swift
  /// view.removeInteraction(hinge)
  /// ```
  ///
  /// Degenerate input: removing an interaction the view does not have does nothing.
  public func removeInteraction(_ interaction: any Interaction) {
    guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    var interactions: [any Interaction] = []
    swap(&interactions, &storedInteractions)
    interactions.remove(at: index)
    swap(&interactions, &storedInteractions)
    interaction.didMove(to: nil)
  }

  /// The view is being freed: every interaction hears `willMove(to: nil)` and
  /// `didMove(to: nil)`, as if removed, so none keeps a reference to a freed view.
  func detachInteractionsOnDeinit() {
    var interactions: [any Interaction] = []
    swap(&interactions, &storedInteractions)
    for interaction in interactions {
      interaction.willMove(to: nil)
      interaction.didMove(to: nil)
    }
  }
}
