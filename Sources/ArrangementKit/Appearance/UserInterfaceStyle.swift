import Foundation

/// Light or dark appearance (W1): the object model's `UIUserInterfaceStyle`.
///
/// The trait ``TraitCollection/userInterfaceStyle`` carries it; dynamic colours
/// (``Color/init(dynamicProvider:)``) and the system colours resolve by it, and
/// `.unspecified` resolves as `.light`, as on the platform.
///
/// ```swift
/// let dark = TraitCollection(userInterfaceStyle: .dark)
/// Color.label.resolvedColor(with: dark) == .white   // true
/// ```
///
/// Degenerate input: none; the raw values are the platform's (0, 1, 2).
public enum UserInterfaceStyle: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No style chosen: resolves as light.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance (Dark Mode).
  case dark = 2

  /// `unspecified`, `light` or `dark`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}
