import Foundation

/// How lines of text are aligned in a label: the platform's `NSTextAlignment`.
///
/// `.natural` is leading: left in a left-to-right layout, right in a right-to-left one.
///
/// ```swift
/// label.textAlignment = .center
/// ```
///
/// Degenerate input: none; the raw values are the platform's (left 0 … natural 4).
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Flush left.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush right.
  case right = 2
  /// Justified (drawn flush leading: lines are not stretched in snapshots).
  case justified = 3
  /// Flush leading.
  case natural = 4

  /// `left`, `center`, `right`, `justified`, `natural`.
  public var description: String { ["left", "center", "right", "justified", "natural"][rawValue] }
}

/// How a label wraps and truncates its text: the platform's `NSLineBreakMode`.
///
/// In a multi-line label every line but the last wraps at word boundaries (`.byCharWrapping`:
/// at characters); the mode decides what the last line does with text that does not fit:
/// `.byTruncatingTail` (the default) ends it with "…", `.byTruncatingHead` starts it with
/// "…", `.byTruncatingMiddle` puts "…" in the middle, `.byClipping` and the wrapping modes
/// cut it off.
///
/// ```swift
/// label.lineBreakMode = .byTruncatingMiddle
/// ```
///
/// Degenerate input: none; the raw values are the platform's.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at characters.
  case byCharWrapping = 1
  /// Cut off what does not fit.
  case byClipping = 2
  /// "…" replaces the start of the last line.
  case byTruncatingHead = 3
  /// "…" replaces the end of the last line.
  case byTruncatingTail = 4
  /// "…" replaces the middle of the last line.
  case byTruncatingMiddle = 5

  /// The case name, e.g. `byTruncatingTail`.
  public var description: String {
    [
      "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
      "byTruncatingMiddle",
    ][rawValue]
  }
}
