import Foundation

/// Scales custom fonts and lengths with Dynamic Type (DT4): the object model's `UIFontMetrics`.
///
/// A metrics object follows one text style's curve: a value scales by the ratio of the style's
/// size at a content size category to its size at `.large` (the table of ``Font/TextStyle``).
/// That is the model, a GUESS for the platform's exact curve, stated like the font model (X6).
/// A font it scales remembers the curve, so a label or button with
/// `adjustsFontForContentSizeCategory` keeps following it when its text size changes (DT1).
///
/// Without traits (``scaledFont(for:)``, ``scaledValue(for:)``) the size is the one at
/// `.large`: there is no process-wide "current" trait collection in the object model, so pass
/// the view's `traitCollection` where the platform would read the current one.
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .title2)
/// let serif = metrics.scaledFont(for: .systemFont(ofSize: 24, weight: .semibold))
/// title.font = serif
/// title.adjustsFontForContentSizeCategory = true      // follows title2's curve from 24 pt
/// let large = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
/// metrics.scaledValue(for: 16, compatibleWith: large)  // 16 × 28 / 22 = 20.36
/// ```
///
/// Degenerate input: a non-finite value is returned as it is; a `maximumPointSize` that is 0,
/// negative or not finite sets no cap (the platform reads 0 as "no maximum"); `.unspecified`
/// and unknown categories scale by 1; an unknown text style follows body.
public final class FontMetrics: Sendable, CustomStringConvertible {
  /// The text style whose curve this object follows.
  let textStyle: Font.TextStyle

  /// The metrics of the body style: the platform's `UIFontMetrics.default`.
  ///
  /// ```swift
  /// FontMetrics.default.scaledValue(for: 8)   // 8 at .large
  /// ```
  public static var `default`: FontMetrics { FontMetrics(forTextStyle: .body) }

  /// Metrics that follow `textStyle`'s curve.
  ///
  /// ```swift
  /// let captionMetrics = FontMetrics(forTextStyle: .caption1)
  /// ```
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font` scaled for `.large` (its own size), remembering the curve (see ``FontMetrics``).
  ///
  /// ```swift
  /// label.font = FontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 18))
  /// ```
  public func scaledFont(for font: Font) -> Font {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled for `.large`, never above `maximumPointSize` at any text size.
  ///
  /// ```swift
  /// metrics.scaledFont(for: .systemFont(ofSize: 18), maximumPointSize: 30)
  /// ```
  public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for the traits' ``TraitCollection/preferredContentSizeCategory``.
  ///
  /// ```swift
  /// metrics.scaledFont(for: .systemFont(ofSize: 18), compatibleWith: view.traitCollection)
  /// ```
  public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for the traits' text size, never above `maximumPointSize`.
  ///
  /// ```swift
  /// metrics.scaledFont(for: .systemFont(ofSize: 18), maximumPointSize: 30, compatibleWith: traits)
  /// ```
  public func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    let cap: CGFloat? = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
    let base = font.metricsScaling?.basePointSize ?? font.pointSize
    let scaling = Font.MetricsScaling(style: textStyle, basePointSize: base, maximumPointSize: cap)
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    return Font(
      size: scaling.pointSize(at: category), weight: font.weight, textStyle: font.textStyle, spacing: font.spacing,
      metricsScaling: scaling)
  }

  /// `value` scaled for `.large`: `value` itself (see ``FontMetrics``).
  ///
  /// ```swift
  /// FontMetrics.default.scaledValue(for: 12)   // 12
  /// ```
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the traits' text size by this style's curve.
  ///
  /// ```swift
  /// let spacing = FontMetrics.default.scaledValue(for: 8, compatibleWith: view.traitCollection)
  /// ```
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
    guard value.isFinite else { return value }
    return value * textStyle.scale(at: traitCollection?.preferredContentSizeCategory ?? .large)
  }

  /// `font metrics (title2)`.
  public var description: String { "font metrics (\(textStyle))" }
}

extension Font {
  /// How a ``FontMetrics`` font scales (DT4): the style whose curve it follows, its size at
  /// `.large` and the cap given, if any.
  struct MetricsScaling: Hashable, Sendable {
    let style: TextStyle
    let basePointSize: CGFloat
    let maximumPointSize: CGFloat?

    /// The size at `category`: the base scaled by the style's curve, capped.
    func pointSize(at category: ContentSizeCategory) -> CGFloat {
      let scaled = basePointSize * style.scale(at: category)
      guard let maximumPointSize else { return scaled }
      return min(scaled, maximumPointSize)
    }
  }
}

extension Font.TextStyle {
  /// The style's size at `category` over its size at `.large` (DT4's model).
  func scale(at category: ContentSizeCategory) -> CGFloat {
    pointSize(for: category) / pointSize(for: .large)
  }
}
