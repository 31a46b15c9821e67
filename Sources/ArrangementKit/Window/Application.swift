import Foundation

/// The running app: the object model's `UIApplication`, reduced to the scenes (V6).
///
/// ``shared`` is the one instance, as on the platform. ``connectedScenes`` lists the scenes of
/// the windows alive now — one ``WindowScene`` per ``Display`` with a window — so platform code
/// that finds its window scene through the application compiles and finds the simulator's.
/// There is no app life cycle (no delegate, no activation, no `open(_:)`).
///
/// ```swift
/// let simulator = DeviceSimulator(device: .iPhoneDuo, pose: Pose(.flat, .landscape))
/// let scene = Application.shared.connectedScenes.first { $0.screen === simulator.display }
/// scene?.windows.contains { $0 === simulator.window }   // true
/// ```
///
/// Degenerate input: with no window alive the set is empty. The application holds the scenes
/// weakly: a scene leaves the set when its last window is freed (Decisions-Kit.md).
@preconcurrency @MainActor
public final class Application {
  /// The application (the platform's `UIApplication.shared`).
  ///
  /// ```swift
  /// Application.shared.connectedScenes.count   // 1 with one simulator
  /// ```
  public static let shared = Application()

  /// The scenes created so far, weakly; freed ones are dropped when the set is read.
  private var scenes: [WeakScene] = []

  private init() {}

  /// The scenes of the windows alive now, one per display with a window (the platform's
  /// `connectedScenes`, whose elements are window scenes here).
  ///
  /// ```swift
  /// for scene in Application.shared.connectedScenes { print(scene.screen.bounds) }
  /// ```
  ///
  /// Degenerate input: none; an empty set when no window lives.
  public var connectedScenes: Set<WindowScene> {
    scenes.removeAll { $0.scene == nil }
    return Set(scenes.compactMap(\.scene))
  }

  /// A scene was created (its display's first window asked for it).
  func sceneDidConnect(_ scene: WindowScene) {
    scenes.removeAll { $0.scene == nil }
    scenes.append(WeakScene(scene: scene))
  }
}

/// A scene the application does not keep alive.
private struct WeakScene {
  weak var scene: WindowScene?
}

extension WindowScene: Hashable {
  /// Scenes are equal when they are the same object (the platform's `UIScene` is an
  /// `NSObject`: equality is identity).
  ///
  /// ```swift
  /// window.windowScene == otherWindowOnTheSameDisplay.windowScene   // true
  /// ```
  nonisolated public static func == (lhs: WindowScene, rhs: WindowScene) -> Bool { lhs === rhs }

  /// Hashes the scene's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
