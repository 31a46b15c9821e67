import Foundation

/// A label's measured layouts, keyed by what the measurement depends on (W3, issue 22's
/// "text measurement cached per string, font and width").
///
/// Per label (no shared state); it forgets everything when the measurer changes (another
/// window, or the window's ``Window/textMeasurer`` replaced) and keeps at most
/// ``capacity`` layouts, dropping them all when full (labels usually see one or two widths).
struct TextLayoutCache {
  struct Key: Hashable {
    let text: String
    let font: Font
    let width: CGFloat
    let numberOfLines: Int
    let lineBreakMode: LineBreakMode
  }

  static let capacity = 8
  private(set) var measurer: AnyObject?
  private var entries: [Key: TextLayout] = [:]

  /// The cached layout, or `make()`'s, remembered.
  mutating func layout(for key: Key, measurer box: AnyObject?, make: () -> TextLayout) -> TextLayout {
    if measurer !== box {
      measurer = box
      entries = [:]
    }
    if let cached = entries[key] { return cached }
    if entries.count >= Self.capacity { entries = [:] }
    let layout = make()
    entries[key] = layout
    return layout
  }

  var count: Int { entries.count }
}

extension Label {
  /// The font measured: ``font``, or its text style at this label's text size when
  /// ``adjustsFontForContentSizeCategory`` is on.
  package var effectiveFont: Font {
    effectiveFont(traits: nil)
  }

  /// ``effectiveFont`` for `traits` (the label's own when `nil`).
  func effectiveFont(traits: TraitCollection?) -> Font {
    let font = storedFont
    guard adjustsFontForContentSizeCategory, font.followsContentSizeCategory else { return font }
    let category = (traits ?? traitCollection).preferredContentSizeCategory
    return font.adjusted(to: category) ?? font
  }

  /// What the label measures against now besides its own properties (DT2): the text size
  /// when its font follows it, and the measurer.
  func currentTextEnvironment(traits: TraitCollection?, measurer: TextMeasurerBox?) -> TextEnvironment {
    let follows = adjustsFontForContentSizeCategory && storedFont.followsContentSizeCategory
    return TextEnvironment(
      category: follows ? (traits ?? traitCollection).preferredContentSizeCategory : nil, measurer: measurer)
  }

  /// A trait or measurer change may have changed what the label measured against (DT1, DT2):
  /// if it did, the label's intrinsic size is invalidated and its superview laid out again.
  /// A label never measured, or whose font does not follow the text size and whose measurer
  /// stayed, does nothing.
  func textEnvironmentMayHaveChanged(traits: TraitCollection?, measurer: TextMeasurerBox?) {
    guard let measured = measuredEnvironment else { return }
    let current = currentTextEnvironment(traits: traits, measurer: measurer)
    guard current != measured else { return }
    if let category = current.category, !category.isKnown {
      reportInputDiagnostic("preferredContentSizeCategory \(category) is not a known category; text sized as large")
    }
    measuredEnvironment = nil
    textDidChange()
  }

  /// The text broken for `width` (`nil`: unlimited), from the cache when measured before.
  func textLayout(width: CGFloat?) -> TextLayout {
    let text = text ?? ""
    let traits = traitCollection
    let font = effectiveFont(traits: traits)
    let box = window?.textMeasurerBox
    measuredEnvironment = currentTextEnvironment(traits: traits, measurer: box)
    let key = TextLayoutCache.Key(
      text: text, font: font, width: width ?? -1, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    let lines = numberOfLines
    let mode = lineBreakMode
    return textCache.layout(for: key, measurer: box) {
      let measurer = box?.measurer ?? SystemFontModel()
      if box != nil { reportBadMeasurement(of: text, font: font, measurer: measurer) }
      return TextLayout(
        text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode, measurer: measurer)
    }
  }

  /// Reports a window measurer's unusable answers for this label's text (W2's bad input): a
  /// width or line height that is negative or not finite is read as 0 (``TextMeasurer``).
  private func reportBadMeasurement(of text: String, font: Font, measurer: any TextMeasurer) {
    let width = text.isEmpty ? 0 : measurer.width(of: Substring(text), font: font)
    let height = measurer.lineHeight(of: font)
    if !(width.isFinite && width >= 0) {
      reportInputDiagnostic("the text measurer's width \(width) for \"\(text)\" in \(font) is unusable; 0 used")
    }
    if !(height.isFinite && height >= 0) {
      reportInputDiagnostic("the text measurer's line height \(height) for \(font) is unusable; 0 used")
    }
  }

  /// The layout drawn in the current bounds: wrapped (or truncated) to the bounds' width.
  package var displayedTextLayout: TextLayout { textLayout(width: positive(bounds.width)) }

  /// Each shown line with its rectangle in the label's bounds: the text block is centred
  /// vertically (as the platform draws it) and each line aligned by ``textAlignment`` and the
  /// layout direction.
  package var textLineFrames: [(text: String, frame: CGRect)] {
    let layout = displayedTextLayout
    let block = layout.size.height
    var y = bounds.minY + (bounds.height - block) / 2
    var result: [(String, CGRect)] = []
    let rightToLeft = traitCollection.layoutDirection == .rightToLeft
    for (line, width) in zip(layout.lines, layout.lineWidths) {
      let x: CGFloat
      switch textAlignment {
      case .left: x = bounds.minX
      case .right: x = bounds.maxX - width
      case .center: x = bounds.minX + (bounds.width - width) / 2
      case .natural, .justified: x = rightToLeft ? bounds.maxX - width : bounds.minX
      }
      result.append((line, CGRect(x: x, y: y, width: width, height: layout.lineHeight)))
      y += layout.lineHeight
    }
    return result
  }

  /// The first line's baseline, from the top of the bounds (for `firstBaselineAnchor`, L1,
  /// and stack alignment, K3, once Auto Layout is in).
  package var firstBaselineOffsetFromTop: CGFloat {
    let layout = displayedTextLayout
    let font = effectiveFont
    return (bounds.height - layout.size.height) / 2 + font.ascender
  }

  /// The last line's baseline, from the bottom of the bounds (for `lastBaselineAnchor`).
  package var lastBaselineOffsetFromBottom: CGFloat {
    let layout = displayedTextLayout
    let font = effectiveFont
    return (bounds.height - layout.size.height) / 2 - font.descender
  }

  /// The text block Auto Layout measures baselines in: the layout of ``intrinsicContentSize``.
  var intrinsicTextLayout: TextLayout {
    let width: CGFloat? =
      numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : positive(bounds.width))
    return textLayout(width: width)
  }

  /// Where a baseline lies below the label's vertical centre (L1, K3): the text block is
  /// centred in the bounds, so the first baseline is the font's ascender below the block's
  /// top and the last one the font's descender above its bottom (the block is the lines'
  /// count × the line height). An empty label's baselines are its centre's offset by the
  /// ascender and the descender of one empty line of its font, as measured text would put them.
  func baselineOffsetFromCenter(last: Bool) -> CGFloat {
    let layout = intrinsicTextLayout
    let font = effectiveFont
    let block = layout.size.height
    return last ? block / 2 + font.descender : font.ascender - block / 2
  }

  /// How many layouts the label has cached (tests of the cache).
  package var cachedTextLayoutCount: Int { textCache.count }
}

extension View {
  /// `value` when it is a positive finite width, else `nil` (no wrapping).
  func positive(_ value: CGFloat) -> CGFloat? { value.isFinite && value > 0 ? value : nil }

  /// A size rounded up to the pixels of the view's display (scale 1 outside a window).
  func roundedUp(_ size: CGSize) -> CGSize {
    let traitScale = traitCollection.displayScale
    let scale = traitScale.isFinite && traitScale > 0 ? traitScale : 1
    func up(_ value: CGFloat) -> CGFloat { (value * scale - LengthTolerance.standard).rounded(.up) / scale }
    return CGSize(width: up(size.width), height: up(size.height))
  }
}

/// A window's text measurer, boxed so labels can tell when it was replaced.
final class TextMeasurerBox {
  let measurer: any TextMeasurer
  init(_ measurer: any TextMeasurer) { self.measurer = measurer }
}

extension Window {
  /// The measurer labels and buttons in this window use (W2); `nil` (the default) is
  /// ``SystemFontModel``. Beyond the platform: a test installs its own to pin text widths.
  ///
  /// ```swift
  /// simulator.window.textMeasurer = FixedAdvanceMeasurer(advance: 10)
  /// ```
  ///
  /// Setting it re-measures every label and button in the window on the next layout pass
  /// (DT2): their intrinsic sizes are invalidated, so Auto Layout, stacks, scroll views'
  /// content sizes and frame-based `sizeThatFits` all see the new widths.
  public var textMeasurer: (any TextMeasurer)? {
    get { textMeasurerBox?.measurer }
    set {
      makeAppearance().textMeasurer = newValue.map(TextMeasurerBox.init)
      forEachInSubtree { $0.setNeedsLayout() }
      refreshTextEnvironmentInSubtree()
    }
  }

  var textMeasurerBox: TextMeasurerBox? { appearance?.textMeasurer }
}
