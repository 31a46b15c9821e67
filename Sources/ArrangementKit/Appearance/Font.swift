import Foundation

/// A system font at a size and weight (W2): the object model's `UIFont`.
///
/// No font file is read: a font is its point size, weight and (for text-style fonts) text
/// style, and its metrics come from the system-font model (``SystemFontModel``; the Text
/// measurement article states it with its error against the platform): ``ascender`` is
/// 1950/2048 of the size, ``descender`` −494/2048, ``lineHeight`` their sum (no leading), as
/// the platform's San Francisco reports them.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)        // 17 pt at the default size
/// let title = Font.systemFont(ofSize: 28, weight: .bold)
/// body.lineHeight                                            // 20.287 (the platform: 20.287)
/// ```
///
/// Degenerate input: a NaN, infinite or negative size becomes 17 pt (the platform's label
/// default), with a note in ``inputDiagnostic`` that a label or button reports when given
/// the font. Fonts are equal when size, weight and text style are.
public final class Font: Sendable, Hashable, CustomStringConvertible {
  /// The size in points (the em square).
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// The text style it was made for, if any (``preferredFont(forTextStyle:compatibleWith:)``).
  public let textStyle: TextStyle?
  /// How ``FontMetrics`` made it, when it did: the style whose curve it follows, its size at
  /// `.large` and its cap (DT4). `nil` for every other font.
  let metricsScaling: MetricsScaling?
  /// Which characters share one advance: none (the proportional system font), the digits
  /// (``monospacedDigitSystemFont(ofSize:weight:)``) or all (``monospacedSystemFont(ofSize:weight:)``).
  let spacing: Spacing
  /// What was sanitized when the font was made, if anything.
  ///
  /// ```swift
  /// Font.systemFont(ofSize: -4).inputDiagnostic   // "font size -4 is not a finite, non-negative number; 17 used"
  /// ```
  public let inputDiagnostic: String?

  /// The size a bad size is replaced with (the platform's default label font size).
  nonisolated static let fallbackSize: CGFloat = 17

  /// How a font spaces its characters.
  enum Spacing: Hashable, Sendable {
    case proportional, monospacedDigits, monospaced
  }

  init(
    size: CGFloat, weight: Weight, textStyle: TextStyle? = nil, spacing: Spacing = .proportional,
    metricsScaling: MetricsScaling? = nil
  ) {
    self.spacing = spacing
    if size.isFinite, size >= 0 {
      pointSize = size
      inputDiagnostic = nil
    } else {
      pointSize = Font.fallbackSize
      inputDiagnostic =
        "font size \(size) is not a finite, non-negative number; \(LengthFormat.string(Font.fallbackSize)) used"
    }
    self.weight = weight
    self.textStyle = textStyle
    self.metricsScaling = metricsScaling
  }

  /// The system font at `fontSize` points and `weight`.
  ///
  /// ```swift
  /// let caption = Font.systemFont(ofSize: 12, weight: .medium)
  /// ```
  ///
  /// Degenerate input: see ``Font``.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(size: fontSize, weight: weight)
  }

  /// The regular system font at `fontSize` points.
  ///
  /// ```swift
  /// Font.systemFont(ofSize: 15).weight == .regular   // true
  /// ```
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(size: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize` points.
  ///
  /// ```swift
  /// Font.boldSystemFont(ofSize: 17).weight == .bold   // true
  /// ```
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(size: fontSize, weight: .bold)
  }

  /// The monospaced system font (the platform's SF Mono) at `fontSize` points and `weight`:
  /// every character has the same advance, 0.6 em in the text model (a full-width character
  /// 1 em, a combining mark 0).
  ///
  /// ```swift
  /// let code = Font.monospacedSystemFont(ofSize: 13, weight: .regular)
  /// SystemFontModel().width(of: "il", font: code)   // 2 × 0.6 × 13 = 15.6
  /// ```
  ///
  /// Degenerate input: see ``Font``.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(size: fontSize, weight: weight, spacing: .monospaced)
  }

  /// The system font at `fontSize` points and `weight` with tabular digits: every digit has the
  /// same advance, so counters and timers do not jiggle. In the text model the digits already
  /// share one advance (0.6 em), so widths equal the proportional font's; the font differs in
  /// identity (`==`) and name.
  ///
  /// ```swift
  /// timerLabel.font = Font.monospacedDigitSystemFont(ofSize: 17, weight: .medium)
  /// ```
  ///
  /// Degenerate input: see ``Font``.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    Font(size: fontSize, weight: weight, spacing: .monospacedDigits)
  }

  /// The font of a text style at a text size: the style's size for the traits'
  /// ``TraitCollection/preferredContentSizeCategory`` (`.large` without traits).
  ///
  /// Sizes are the platform's Dynamic Type table (``TextStyle``); headline is semibold,
  /// every other style regular.
  ///
  /// ```swift
  /// Font.preferredFont(forTextStyle: .body).pointSize                                   // 17
  /// Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)).pointSize   // 23
  /// ```
  ///
  /// Degenerate input: `.unspecified` and unknown categories size as `.large`; an unknown
  /// style sizes as body.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection? = nil
  ) -> Font {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    return Font(size: style.pointSize(for: category), weight: style.weight, textStyle: style)
  }

  /// The same font at another size (text style kept).
  ///
  /// ```swift
  /// Font.systemFont(ofSize: 17).withSize(20).pointSize   // 20
  /// ```
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(size: fontSize, weight: weight, textStyle: textStyle, spacing: spacing)
  }

  /// Whether the font's size follows the text size: a text-style font or one ``FontMetrics``
  /// scaled (DT1; the Dynamic Type check of the accessibility audit, DT6).
  package var followsContentSizeCategory: Bool { textStyle != nil || metricsScaling != nil }

  /// The same font at `category` (DT1): a text-style font at its style's size there, a
  /// ``FontMetrics`` font scaled by its style's curve (capped); `nil` for a fixed font.
  ///
  /// Degenerate input: `.unspecified` and unknown categories size as `.large`.
  package func adjusted(to category: ContentSizeCategory) -> Font? {
    if let scaling = metricsScaling {
      let size = scaling.pointSize(at: category)
      return size == pointSize
        ? self : Font(size: size, weight: weight, textStyle: textStyle, spacing: spacing, metricsScaling: scaling)
    }
    guard let textStyle else { return nil }
    let size = textStyle.pointSize(for: category)
    return size == pointSize ? self : Font(size: size, weight: weight, textStyle: textStyle, spacing: spacing)
  }

  /// How far the tallest glyphs rise above the baseline: 1950/2048 of the size.
  public var ascender: CGFloat { pointSize * SystemFontModel.ascenderPerEm }
  /// How far the deepest glyphs fall below the baseline, negative: −494/2048 of the size.
  public var descender: CGFloat { pointSize * SystemFontModel.descenderPerEm }
  /// The extra space between lines: 0 for the system font.
  public var leading: CGFloat { 0 }
  /// The height of one line: ``ascender`` − ``descender`` + ``leading``.
  public var lineHeight: CGFloat { ascender - descender + leading }
  /// The height of capitals: 1443/2048 of the size.
  public var capHeight: CGFloat { pointSize * SystemFontModel.capHeightPerEm }
  /// The height of lower-case x: 1078/2048 of the size.
  public var xHeight: CGFloat { pointSize * SystemFontModel.xHeightPerEm }
  /// The platform's family name of the system font.
  public var familyName: String { spacing == .monospaced ? ".AppleSystemUIFontMonospaced" : ".AppleSystemUIFont" }

  /// Size, weight and text style compare.
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.textStyle == rhs.textStyle
      && lhs.metricsScaling == rhs.metricsScaling
      && lhs.spacing == rhs.spacing
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(textStyle)
    hasher.combine(metricsScaling)
    hasher.combine(spacing)
  }

  /// `system 17 regular`, `body 17 regular`, `system 20 regular scaled as title2`.
  public var description: String {
    let scaled = metricsScaling.map { " scaled as \($0.style)" } ?? ""
    return "\(textStyle?.description ?? "system") \(LengthFormat.string(pointSize)) \(weight)\(scaled)"
  }
}
