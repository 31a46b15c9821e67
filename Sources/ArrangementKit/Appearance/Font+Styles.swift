import Foundation

extension Font {
  /// A font weight: the platform's `UIFont.Weight`, with its raw values (−1…1, regular 0).
  ///
  /// ```swift
  /// Font.Weight.semibold.rawValue   // 0.3
  /// ```
  ///
  /// Degenerate input: any raw value is kept; the measurement model widens text by weight
  /// (see ``SystemFontModel``), clamping to the range of the named weights.
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The platform's raw value.
    public let rawValue: CGFloat
    /// Wraps a raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Wraps a raw value (the platform's unlabelled initializer).
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// −0.8.
    public static let ultraLight = Weight(-0.8)
    /// −0.6.
    public static let thin = Weight(-0.6)
    /// −0.4.
    public static let light = Weight(-0.4)
    /// 0.
    public static let regular = Weight(0)
    /// 0.23.
    public static let medium = Weight(0.23)
    /// 0.3.
    public static let semibold = Weight(0.3)
    /// 0.4.
    public static let bold = Weight(0.4)
    /// 0.56.
    public static let heavy = Weight(0.56)
    /// 0.62.
    public static let black = Weight(0.62)

    /// Lighter first.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `regular`, `semibold`, or the raw value.
    public var description: String {
      let names: [(Weight, String)] = [
        (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"), (.medium, "medium"),
        (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
      ]
      return names.first { $0.0 == self }?.1 ?? "weight \(LengthFormat.string(rawValue))"
    }
  }

  /// A Dynamic Type text style: the platform's `UIFont.TextStyle`, with its raw strings.
  ///
  /// Sizes per content size category (points), from the Human Interface Guidelines,
  /// Typography, "Dynamic Type sizes" (iOS, iPadOS); the Large column is measurements.md's:
  ///
  /// | Style | xS | S | M | **L** | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
  /// |---|---|---|---|---|---|---|---|---|---|---|---|---|
  /// | largeTitle | 31 | 32 | 33 | **34** | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
  /// | title1 | 25 | 26 | 27 | **28** | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
  /// | title2 | 19 | 20 | 21 | **22** | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56 |
  /// | title3 | 17 | 18 | 19 | **20** | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55 |
  /// | headline (semibold) | 14 | 15 | 16 | **17** | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
  /// | body | 14 | 15 | 16 | **17** | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
  /// | callout | 13 | 14 | 15 | **16** | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51 |
  /// | subheadline | 12 | 13 | 14 | **15** | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
  /// | footnote | 12 | 12 | 12 | **13** | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44 |
  /// | caption1 | 11 | 11 | 11 | **12** | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43 |
  /// | caption2 | 11 | 11 | 11 | **11** | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 41 |
  ///
  /// ```swift
  /// Font.TextStyle.headline.pointSize(for: .large)   // 17
  /// ```
  ///
  /// Degenerate input: a raw value the platform does not know sizes as body.
  public struct TextStyle: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The platform's raw value, e.g. `UICTFontTextStyleBody`.
    public let rawValue: String
    /// Wraps a raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a raw value (the platform's unlabelled initializer).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Large title: 34 pt.
    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    /// Title 1: 28 pt.
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    /// Title 2: 22 pt.
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    /// Title 3: 20 pt.
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    /// Headline: 17 pt semibold.
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    /// Subheadline: 15 pt.
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    /// Body: 17 pt.
    public static let body = TextStyle("UICTFontTextStyleBody")
    /// Callout: 16 pt.
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    /// Footnote: 13 pt.
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    /// Caption 1: 12 pt.
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    /// Caption 2: 11 pt.
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

    /// Every style with its name and its sizes (xS … AX5), as in the table above.
    private static let table: [(TextStyle, String, [CGFloat])] = [
      (.largeTitle, "largeTitle", [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
      (.title1, "title1", [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
      (.title2, "title2", [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
      (.title3, "title3", [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
      (.headline, "headline", [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
      (.body, "body", [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
      (.callout, "callout", [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
      (.subheadline, "subheadline", [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
      (.footnote, "footnote", [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
      (.caption1, "caption1", [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
      (.caption2, "caption2", [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    /// The style's size at a content size category (the table above).
    ///
    /// ```swift
    /// Font.TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge)   // 53
    /// ```
    ///
    /// Degenerate input: `.unspecified` and unknown categories give the Large size.
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
      let sizes = Self.table.first { $0.0 == self }?.2 ?? Self.table[5].2
      let index = category.index
      return sizes[index >= 0 ? index : 3]
    }

    /// Semibold for headline, regular for every other style.
    var weight: Weight { self == .headline ? .semibold : .regular }

    /// `body`, `largeTitle`, or the raw value.
    public var description: String { Self.table.first { $0.0 == self }?.1 ?? rawValue }
  }
}
