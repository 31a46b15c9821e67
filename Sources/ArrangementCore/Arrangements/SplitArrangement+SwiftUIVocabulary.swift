import Foundation

// The platform's SwiftUI split modifiers as view-property values, so that a screen kept in
// both frameworks states its intent once. Each builder sets exactly the range members named by
// its parameters (nil = `.automatic`, the modifiers' default) and leaves every other member as
// it was; the table is in the Sizing and Priorities article.

extension SplitArrangement.ViewProperties {
  /// A copy whose preferred length is a share of the container, along either split axis — the
  /// platform's `splitArrangementLayoutRatio(_:)`.
  ///
  /// Sets `width.preferred` and `height.preferred` to `.fractional(ratio)`, or to `.automatic`
  /// when `ratio` is `nil`; minimums, maximums and the priority are left as they were.
  ///
  /// ```swift
  /// var split = SplitArrangement.split.axes(.horizontal)
  /// split.setViewProperties(.layoutRatio(0.3), for: .primary)   // SwiftUI: .splitArrangementLayoutRatio(0.3)
  /// ```
  ///
  /// Degenerate input: the ratio is stored as given; the solver sanitizes it (S5): a negative
  /// ratio becomes 0, one above 1 becomes 1, a non-finite one unspecified, each with a diagnostic.
  ///
  /// - Parameter ratio: the share of the container's length along the split axis (0…1).
  /// - Returns: the changed copy.
  public func layoutRatio(_ ratio: CGFloat?) -> Self {
    var copy = self
    copy.width.preferred = Self.fraction(ratio)
    copy.height.preferred = Self.fraction(ratio)
    return copy
  }

  /// A copy with fractional ranges for horizontal and vertical splits — the platform's
  /// `splitArrangementLayoutRatio(minHorizontal:idealHorizontal:maxHorizontal:minVertical:idealVertical:maxVertical:)`.
  ///
  /// The horizontal arguments set `width` (minimum, preferred, maximum), the vertical ones
  /// `height`, each as `.fractional(value)` or `.automatic` when `nil`. All six members are set;
  /// the priority is left as it was.
  ///
  /// ```swift
  /// let list = SplitArrangement.ViewProperties.layoutRatio(minHorizontal: 0.25, idealHorizontal: 0.4)
  /// // list.width == .init(minimum: .fractional(0.25), preferred: .fractional(0.4))
  /// ```
  ///
  /// Degenerate input: values are stored as given and sanitized by the solver (S5); a minimum
  /// above the maximum raises the maximum, with a diagnostic.
  ///
  /// - Parameters:
  ///   - minHorizontal: the minimum share in a horizontal split.
  ///   - idealHorizontal: the preferred share in a horizontal split.
  ///   - maxHorizontal: the maximum share in a horizontal split.
  ///   - minVertical: the minimum share in a vertical split.
  ///   - idealVertical: the preferred share in a vertical split.
  ///   - maxVertical: the maximum share in a vertical split.
  /// - Returns: the changed copy.
  public func layoutRatio(
    minHorizontal: CGFloat? = nil, idealHorizontal: CGFloat? = nil, maxHorizontal: CGFloat? = nil,
    minVertical: CGFloat? = nil, idealVertical: CGFloat? = nil, maxVertical: CGFloat? = nil
  ) -> Self {
    withRanges(
      Self.fraction, width: (minHorizontal, idealHorizontal, maxHorizontal),
      height: (minVertical, idealVertical, maxVertical))
  }

  /// A copy with point ranges for horizontal and vertical splits — the platform's
  /// `splitArrangementLayoutSize(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
  ///
  /// The width arguments set `width` (minimum, preferred, maximum), the height ones `height`,
  /// each as `.absolute(value)` or `.automatic` when `nil`. All six members are set; the priority
  /// is left as it was.
  ///
  /// ```swift
  /// let player = SplitArrangement.ViewProperties.layoutSize(minWidth: 280, idealWidth: 330, maxWidth: 440)
  /// // player.width == .init(minimum: .absolute(280), preferred: .absolute(330), maximum: .absolute(440))
  /// ```
  ///
  /// Degenerate input: values are stored as given and sanitized by the solver (S5): negative
  /// lengths become 0, non-finite ones unspecified, a minimum above the container's length
  /// becomes that length, each with a diagnostic.
  ///
  /// - Parameters:
  ///   - minWidth: the minimum width in a horizontal split.
  ///   - idealWidth: the preferred width in a horizontal split.
  ///   - maxWidth: the maximum width in a horizontal split.
  ///   - minHeight: the minimum height in a vertical split.
  ///   - idealHeight: the preferred height in a vertical split.
  ///   - maxHeight: the maximum height in a vertical split.
  /// - Returns: the changed copy.
  public func layoutSize(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil
  ) -> Self {
    withRanges(Self.points, width: (minWidth, idealWidth, maxWidth), height: (minHeight, idealHeight, maxHeight))
  }

  /// A copy that prefers its intrinsic length — the platform's
  /// `splitArrangementFixedLayoutSize(horizontal:vertical:)`.
  ///
  /// `horizontal` sets `width.preferred` to `.intrinsic` (`true`) or `.automatic` (`false`),
  /// `vertical` does the same for `height.preferred`; minimums, maximums and the priority are left
  /// as they were. The view still shrinks when its neighbour needs the room (S7), as the platform
  /// documents. An all-automatic range already prefers the intrinsic length (S4); the builder
  /// says so explicitly and replaces an earlier preference such as a ratio.
  ///
  /// ```swift
  /// let chart = SplitArrangement.ViewProperties.fixedLayoutSize(horizontal: true, vertical: false)
  /// // chart.width.preferred == .intrinsic, chart.height.preferred == .automatic
  /// ```
  ///
  /// Degenerate input: a view without an intrinsic size (or with a non-positive one) has no
  /// preference along that axis (S4).
  ///
  /// - Parameters:
  ///   - horizontal: whether to prefer the intrinsic width in a horizontal split (default `true`).
  ///   - vertical: whether to prefer the intrinsic height in a vertical split (default `true`).
  /// - Returns: the changed copy.
  public func fixedLayoutSize(horizontal: Bool = true, vertical: Bool = true) -> Self {
    var copy = self
    copy.width.preferred = horizontal ? .intrinsic : .automatic
    copy.height.preferred = vertical ? .intrinsic : .automatic
    return copy
  }

  /// A copy with another layout priority — SwiftUI's `layoutPriority(_:)` on an arrangement's view.
  ///
  /// ```swift
  /// let list = SplitArrangement.ViewProperties.layoutSize(minWidth: 360).layoutPriority(1)
  /// ```
  ///
  /// Degenerate input: a non-finite priority is replaced by 0 by the solver, with a diagnostic (S5).
  ///
  /// - Parameter value: the priority; the higher one is sized first and survives a collapse (S7, S8).
  /// - Returns: the changed copy.
  public func layoutPriority(_ value: Double) -> Self {
    var copy = self
    copy.layoutPriority = CGFloat(value)
    return copy
  }

  /// Default properties with ``layoutRatio(_:)`` applied.
  ///
  /// ```swift
  /// split.setViewProperties(.layoutRatio(0.3), for: .primary)
  /// ```
  ///
  /// Degenerate input: as ``layoutRatio(_:)``.
  public static func layoutRatio(_ ratio: CGFloat?) -> Self { Self().layoutRatio(ratio) }

  /// Default properties with
  /// ``layoutRatio(minHorizontal:idealHorizontal:maxHorizontal:minVertical:idealVertical:maxVertical:)`` applied.
  ///
  /// ```swift
  /// split.setViewProperties(.layoutRatio(minHorizontal: 0.25, idealHorizontal: 0.4), for: .primary)
  /// ```
  ///
  /// Degenerate input: as the instance method.
  public static func layoutRatio(
    minHorizontal: CGFloat? = nil, idealHorizontal: CGFloat? = nil, maxHorizontal: CGFloat? = nil,
    minVertical: CGFloat? = nil, idealVertical: CGFloat? = nil, maxVertical: CGFloat? = nil
  ) -> Self {
    Self().layoutRatio(
      minHorizontal: minHorizontal, idealHorizontal: idealHorizontal, maxHorizontal: maxHorizontal,
      minVertical: minVertical, idealVertical: idealVertical, maxVertical: maxVertical)
  }

  /// Default properties with
  /// ``layoutSize(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`` applied.
  ///
  /// ```swift
  /// split.setViewProperties(.layoutSize(minWidth: 360), for: .secondary)
  /// ```
  ///
  /// Degenerate input: as the instance method.
  public static func layoutSize(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil
  ) -> Self {
    Self().layoutSize(
      minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight)
  }

  /// Default properties with ``fixedLayoutSize(horizontal:vertical:)`` applied.
  ///
  /// ```swift
  /// split.setViewProperties(.fixedLayoutSize(vertical: false), for: .primary)
  /// ```
  ///
  /// Degenerate input: as the instance method.
  public static func fixedLayoutSize(horizontal: Bool = true, vertical: Bool = true) -> Self {
    Self().fixedLayoutSize(horizontal: horizontal, vertical: vertical)
  }

  /// A copy with both ranges replaced: each (minimum, preferred, maximum) value through `member`.
  func withRanges(
    _ member: (CGFloat?) -> SplitArrangement.Dimension, width: (CGFloat?, CGFloat?, CGFloat?),
    height: (CGFloat?, CGFloat?, CGFloat?)
  ) -> Self {
    var copy = self
    copy.width = .init(minimum: member(width.0), preferred: member(width.1), maximum: member(width.2))
    copy.height = .init(minimum: member(height.0), preferred: member(height.1), maximum: member(height.2))
    return copy
  }

  /// `.fractional(value)`, or `.automatic` for `nil`.
  static func fraction(_ value: CGFloat?) -> SplitArrangement.Dimension {
    value.map { .fractional($0) } ?? .automatic
  }

  /// `.absolute(value)`, or `.automatic` for `nil`.
  static func points(_ value: CGFloat?) -> SplitArrangement.Dimension {
    value.map { .absolute($0) } ?? .automatic
  }
}

extension Arrangement where Self == SplitArrangement {
  /// The automatic arrangement style: a split, as SwiftUI's `.automatic` arrangement view style
  /// resolves on the platform (measured: both panes stacked on the cover display, side by side
  /// unfolded).
  ///
  /// ```swift
  /// controller.updateArrangement(.automatic)   // the same as .split
  /// ```
  ///
  /// Degenerate input: none; it is a constant.
  public static var automatic: SplitArrangement { SplitArrangement() }
}
