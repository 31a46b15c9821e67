import Foundation

extension ContentSizeCategory {
  /// Posted on `NotificationCenter.default` when a display's text size changes (DT3): the
  /// platform's `UIContentSizeCategory.didChangeNotification`.
  ///
  /// The window whose display changed is the notification's object; the new category is in
  /// `userInfo` under ``newValueUserInfoKey``. It is posted before the traits of the window's
  /// views and controllers are refreshed and before the layout pass that re-measures their
  /// text. A trait override (on a controller or a view) changes the text size of a subtree
  /// without a notification, as on the platform, where the notification reports the user's
  /// setting.
  ///
  /// ```swift
  /// let observer = NotificationCenter.default.addObserver(
  ///   forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil
  /// ) { note in
  ///   let size = note.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory
  ///   print(size ?? .large)
  /// }
  /// simulator.preferredContentSizeCategory = .extraExtraLarge   // posts it
  /// ```
  ///
  /// Degenerate input: a change to an unknown category is posted with that category.
  nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

  /// The `userInfo` key of ``didChangeNotification`` holding the new category: the platform's
  /// `UIContentSizeCategoryNewValueKey`.
  ///
  /// ```swift
  /// note.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory
  /// ```
  nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// Whether the platform knows this category: one of ``allSizes`` or `.unspecified`.
  package var isKnown: Bool { index >= 0 || self == .unspecified }
}
