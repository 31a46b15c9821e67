import Foundation

extension View {
  /// A string that names this view for tests, audits and snapshots: UIKit's
  /// `accessibilityIdentifier`.
  ///
  /// The object model never reads it for layout. ArrangementTesting uses it to name views in
  /// screen-audit findings and window snapshots (a view path such as
  /// `PlayerScreen › toolbar › queueButton`); views without one are named by their type.
  ///
  /// ```swift
  /// let queueButton = View(frame: CGRect(x: 382, y: 20, width: 44, height: 44))
  /// queueButton.accessibilityIdentifier = "queueButton"
  /// ```
  ///
  /// Degenerate input: `nil` (the default) and the empty string both mean "no identifier";
  /// any other string is kept as given.
  public var accessibilityIdentifier: String? {
    get { storedAccessibilityIdentifier }
    set { storedAccessibilityIdentifier = newValue }
  }
}
