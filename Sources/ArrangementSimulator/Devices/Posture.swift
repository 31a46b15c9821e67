import Foundation

/// How a device is held open (devices.md).
///
/// On a foldable, `closed` uses the cover display and reports no division (R2); `flat` uses
/// the inner display with the fold inactive; `book` and `tabletop` are the same partially
/// folded hinge with the fold active, named after the orientation that usually goes with them.
/// Devices without a hinge map every posture to their one display.
///
/// ```swift
/// let context = Device.iPhoneDuo.context(posture: .book, orientation: .landscape)
/// ```
public enum Posture: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Folded shut: the cover display.
  case closed
  /// Opened flat: the inner display, fold inactive.
  case flat
  /// Partly folded, usually held in landscape: views side by side.
  case book
  /// Partly folded, usually held in portrait: views above and below.
  case tabletop

  /// The case name, as the command line spells it.
  public var description: String { rawValue }
}

/// Which way up a display is held.
///
/// Landscape rotates the portrait display a quarter turn so that the portrait top edge
/// becomes the landscape left edge.
///
/// ```swift
/// let tabletop = Device.iPhoneDuo.context(posture: .tabletop, orientation: .portrait)   // 669 × 951
/// ```
///
/// Any posture combines with either orientation; a partially folded device held in landscape
/// is the book pose whichever posture name was used (devices.md).
public enum Orientation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape

  /// The case name, as the command line spells it.
  public var description: String { rawValue }
}
