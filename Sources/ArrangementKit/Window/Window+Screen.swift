import Foundation

extension Window {
  /// The display this window sits on, under the platform's name (`UIWindow.screen`).
  ///
  /// The same object as ``display`` and as `windowScene?.screen`; it never changes for a
  /// window, and is never `nil`, as on the platform.
  ///
  /// ```swift
  /// let width = view.window?.screen.bounds.width   // 951 on the inner Duo display in landscape
  /// ```
  ///
  /// Degenerate input: none; every window has a display.
  public var screen: Display { display }
}
