import Foundation

/// Measures text for labels and buttons (W2): how wide a run of text is in a font, and how
/// tall its lines are.
///
/// The object model measures with ``SystemFontModel`` unless a window has its own measurer
/// (``Window/textMeasurer``), so a test can pin the widths it reasons about. Line breaking
/// and truncation (``Label``) are done by the object model from these two answers.
///
/// ```swift
/// struct TenPerCharacter: TextMeasurer {
///   func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
/// }
/// window.textMeasurer = TenPerCharacter()
/// ```
///
/// Degenerate input: negative or non-finite answers are read as 0.
public protocol TextMeasurer: Sendable {
  /// The advance of `text` on one line in `font` (no wrapping; newlines are not passed).
  func width(of text: Substring, font: Font) -> CGFloat
  /// The height of one line in `font`; ``Font/lineHeight`` by default.
  func lineHeight(of font: Font) -> CGFloat
}

extension TextMeasurer {
  /// ``Font/lineHeight``.
  public func lineHeight(of font: Font) -> CGFloat { font.lineHeight }
}

/// The object model's deterministic model of the system font (W2, X6): an advance per
/// character class, scaled by the size and widened by the weight; San Francisco's vertical
/// metrics.
///
/// Per em (the font's point size), regular weight:
///
/// | Class | Characters | Advance |
/// |---|---|---|
/// | space | U+0020, no-break space | 0.26 |
/// | narrow | `i j l f t r I ! . , : ; ' \| ( ) [ ]` and `‘ ’` | 0.30 |
/// | wide | `m w M W @ % & —` | 0.86 |
/// | upper case | other A–Z, Latin-1 capitals | 0.66 |
/// | digits | 0–9 | 0.60 |
/// | lower case | other a–z, other letters | 0.53 |
/// | symbols | other ASCII punctuation | 0.50 |
/// | full width | CJK, kana, Hangul, emoji (U+1100… wide ranges) | 1.00 |
/// | marks | combining marks, zero-width characters | 0 |
///
/// A character is an extended grapheme cluster (an emoji sequence is one). Weight widens
/// every advance by `1 + 0.15 × weight` (bold, 0.4: 6 % wider; clamped to −0.8…0.62). The
/// vertical metrics are San Francisco's: ascender 1950/2048 em, descender −494/2048 em, no
/// leading, so a 17 pt line is 20.287 pt (the platform logs `lineHeight` 17.900391 for
/// 15 pt and ascender 19.04 / descender −4.82 for 20 pt, which these ratios reproduce).
///
/// ```swift
/// let model = SystemFontModel()
/// model.width(of: "Play", font: .systemFont(ofSize: 17))   // (0.66 + 0.30 + 0.53 + 0.53) × 17 = 34.34
/// ```
///
/// Known error (X6): widths are class averages, so a word of narrow or wide letters is
/// off by up to 40 %; typical English words by about 10 %, no kerning or optical-size
/// tracking. Heights match the platform to a thousandth of a point.
///
/// Degenerate input: an empty string is 0 wide; a font of size 0 measures 0.
public struct SystemFontModel: TextMeasurer, Hashable, CustomStringConvertible {
  /// Ascender per em: 1950/2048.
  nonisolated public static let ascenderPerEm: CGFloat = 1950 / 2048
  /// Descender per em, negative: −494/2048.
  nonisolated public static let descenderPerEm: CGFloat = -494 / 2048
  /// Cap height per em: 1443/2048.
  nonisolated public static let capHeightPerEm: CGFloat = 1443 / 2048
  /// x-height per em: 1078/2048.
  nonisolated public static let xHeightPerEm: CGFloat = 1078 / 2048

  /// The model.
  public init() {}

  /// The sum of the advances of the characters of `text`.
  public func width(of text: Substring, font: Font) -> CGFloat {
    var ems: CGFloat = 0
    if font.spacing == .monospaced {
      for character in text { ems += Self.monospacedAdvance(of: character) }
    } else {
      for character in text { ems += Self.advance(of: character) }
    }
    let weight = min(max(font.weight.rawValue, -0.8), 0.62)
    return ems * font.pointSize * (1 + 0.15 * weight)
  }

  /// The advance of one character in ems at regular weight (the table above).
  ///
  /// ```swift
  /// SystemFontModel.advance(of: "m")   // 0.86
  /// ```
  public static func advance(of character: Character) -> CGFloat {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if character == " " || value == 0xA0 { return 0.26 }
    if "ijlftrI!.,:;'|()[]\u{2018}\u{2019}".contains(character) { return 0.30 }
    if "mwMW@%&\u{2014}".contains(character) { return 0.86 }
    if value >= 0x41 && value <= 0x5A { return 0.66 }
    if value >= 0x30 && value <= 0x39 { return 0.60 }
    if value >= 0x61 && value <= 0x7A { return 0.53 }
    if value < 0x80 { return value < 0x20 ? 0 : 0.50 }
    if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .format {
      return 0
    }
    if isFullWidth(value) || scalar.properties.isEmojiPresentation { return 1 }
    if scalar.properties.isUppercase { return 0.66 }
    return 0.53
  }

  /// The advance of one character in ems in the monospaced font: 0.6, a full-width character
  /// 1, a mark or control character 0.
  static func monospacedAdvance(of character: Character) -> CGFloat {
    switch advance(of: character) {
    case 0: return 0
    case 1: return 1
    default: return 0.6
    }
  }

  private static func isFullWidth(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
  }

  /// `system font model`.
  public var description: String { "system font model" }
}
