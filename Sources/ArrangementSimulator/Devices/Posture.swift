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
/// becomes the landscape left edge; the flipped landscape is the device turned half a turn
/// from that. The two landscape poses differ where hardware or a bar sits on one side: the
/// iPhone Duo's outer display keeps its vertical bar (and camera) on the right in `landscape`
/// and on the left in `landscapeFlipped`; on its inner display the bar stays on the right in
/// both, so the two give the same screen (devices.md).
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
  /// Wider than tall; on the iPhone Duo the bar and the camera on the right
  /// (`windowScene.interfaceOrientation == .landscapeRight`).
  case landscape
  /// Wider than tall, turned half a turn from ``landscape``; on the iPhone Duo's outer display
  /// the bar and the camera on the left (`windowScene.interfaceOrientation == .landscapeLeft`).
  case landscapeFlipped

  /// Whether the display is wider than tall (either landscape).
  public var isLandscape: Bool { self != .portrait }

  /// The case name, as the command line spells it.
  public var description: String { rawValue }
}
