import Foundation

/// The scene of the windows on one display: the object model's `UIWindowScene`.
///
/// Every window on a ``Display`` reports the same scene in ``Window/windowScene`` while any
/// of them lives. The scene answers what platform code asks a window scene for: its screen
/// (the display), its traits and its windows. There is no scene life cycle (no connection,
/// activation or sessions).
///
/// ```swift
/// let scene = simulator.window.windowScene!
/// scene.screen === simulator.display                            // true
/// scene.traitCollection.horizontalSizeClass                    // the display's
/// ```
///
/// Degenerate input: a scene kept after its windows are gone still answers for its display.
@preconcurrency @MainActor
public final class WindowScene: Responder {
  /// The display this scene's windows are on (the platform's `UIScreen`).
  ///
  /// ```swift
  /// window.windowScene?.screen.bounds   // the display's bounds
  /// ```
  public let screen: Display

  /// The scene's traits: its display's (T1).
  ///
  /// ```swift
  /// window.windowScene?.traitCollection.displayScale   // 3 on the iPhone Duo
  /// ```
  public var traitCollection: TraitCollection { screen.traits }

  /// The windows of this scene: those on its display, in the order they were created.
  ///
  /// ```swift
  /// scene.windows.contains { $0 === simulator.window }   // true
  /// ```
  public var windows: [Window] { screen.attachedWindows }

  /// The scene's key window: the last of its windows made key, or `nil`.
  ///
  /// ```swift
  /// window.makeKeyAndVisible(); window.windowScene?.keyWindow === window   // true
  /// ```
  public var keyWindow: Window? { windows.last { $0.isKeyWindow } }

  /// A scene for `screen`; windows get it from their display.
  init(screen: Display) {
    self.screen = screen
    super.init()
    Application.shared.sceneDidConnect(self)
  }
}
