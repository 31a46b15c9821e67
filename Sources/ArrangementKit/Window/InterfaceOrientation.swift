import Foundation

/// How the interface is turned on its display: the platform's `UIInterfaceOrientation`, read
/// from `windowScene.interfaceOrientation`. Raw values are the platform's.
///
/// ```swift
/// if view.window?.windowScene?.interfaceOrientation == .landscapeLeft { mirrorToolbar() }
/// ```
///
/// Degenerate input: `InterfaceOrientation(rawValue:)` is `nil` outside 0–4.
public enum InterfaceOrientation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Not known (0).
  case unknown = 0
  /// Upright (1).
  case portrait = 1
  /// Upside down (2).
  case portraitUpsideDown = 2
  /// Landscape, home button or bottom edge on the right (3).
  case landscapeRight = 3
  /// Landscape, home button or bottom edge on the left (4).
  case landscapeLeft = 4

  /// Whether the interface is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the interface is turned either way onto its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The case name.
  public var description: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeRight: "landscapeRight"
    case .landscapeLeft: "landscapeLeft"
    }
  }
}

/// The kind of device an interface runs on: the platform's `UIUserInterfaceIdiom`, read from
/// `traitCollection.userInterfaceIdiom`. Raw values are the platform's.
///
/// ```swift
/// let columns = traitCollection.userInterfaceIdiom == .pad ? 3 : 2
/// ```
///
/// Degenerate input: `UserInterfaceIdiom(rawValue:)` is `nil` for values the platform does not use.
public enum UserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Not known (-1): traits made by hand.
  case unspecified = -1
  /// A phone, the iPhone Duo included (0).
  case phone = 0
  /// A tablet (1).
  case pad = 1
  /// A television (2). No device profile here has it; traits may carry it.
  case tv = 2
  /// An in-car display (3). No device profile here has it; traits may carry it.
  case carPlay = 3
  /// A Mac (5; there is no 4, as on the platform). No device profile here has it.
  case mac = 5
  /// A spatial display (6). No device profile here has it.
  case vision = 6

  /// The case name.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    case .tv: "tv"
    case .carPlay: "carPlay"
    case .mac: "mac"
    case .vision: "vision"
    }
  }
}

extension Display {
  /// The display's size in pixels, held upright: the platform's `UIScreen.nativeBounds`. It does
  /// not change when the display turns.
  ///
  /// ```swift
  /// cover.nativeBounds.size   // 1398 × 2034 on the iPhone Duo's outer display
  /// ```
  ///
  /// Degenerate input: computed from ``bounds`` and ``scale`` as given (non-finite in, non-finite out).
  public var nativeBounds: CGRect {
    let width = abs(bounds.width) * scale
    let height = abs(bounds.height) * scale
    return CGRect(x: 0, y: 0, width: min(width, height), height: max(width, height))
  }

  /// Pixels per point of the physical display: the platform's `UIScreen.nativeScale`, equal to
  /// ``scale`` here (no display zoom).
  ///
  /// ```swift
  /// display.nativeScale   // 3 on the iPhone Duo
  /// ```
  public var nativeScale: CGFloat { scale }
}

extension WindowScene {
  /// How the scene's interface is turned: its display's ``Display/interfaceOrientation``.
  ///
  /// ```swift
  /// simulator.orientation = .landscapeFlipped
  /// simulator.window.windowScene?.interfaceOrientation   // .landscapeLeft
  /// ```
  public var interfaceOrientation: InterfaceOrientation { screen.interfaceOrientation }
}
