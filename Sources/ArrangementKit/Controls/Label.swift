import Foundation

/// A view that shows text (W3): the object model's `UILabel`.
///
/// Its size comes from the text measurement model (W2, ``SystemFontModel``, or the window's
/// ``Window/textMeasurer``): ``intrinsicContentSize`` is the text on one line when
/// ``numberOfLines`` is 1, and otherwise the text wrapped to ``preferredMaxLayoutWidth`` (or,
/// when that is 0, to the label's current width, the second pass of a layout that did not
/// know the width yet), at most ``numberOfLines`` lines (0: any). Sizes are rounded up to the
/// display's pixels, as the platform's are. Text is measured once per string, font and width
/// (a small cache on the label).
///
/// ```swift
/// let title = Label()
/// title.text = "Up next"
/// title.font = .preferredFont(forTextStyle: .headline)
/// title.intrinsicContentSize   // 60 × 21 at scale 1 (the model's 59.33 × 20.287, rounded up)
/// ```
///
/// Degenerate input: `nil` or empty text has size zero; a font with a bad size, a negative
/// or non-finite ``preferredMaxLayoutWidth`` and a negative ``numberOfLines`` are sanitized
/// (17 pt, 0, 0) and reported (``Window/inputDiagnostics``).
@preconcurrency @MainActor
open class Label: View {
  /// The text shown; `nil` by default.
  ///
  /// ```swift
  /// label.text = "Kitchen timer"
  /// ```
  open var text: String? {
    get { storedText }
    set {
      let oldValue = storedText
      storedText = newValue
      if newValue != oldValue { textDidChange() }
    }
  }
  /// Backs ``text``: read without a run-time exclusivity check (an observed stored `open`
  /// property is checked on every read; a bar's title is read every pass).
  private var storedText: String?

  /// The font; the system font at 17 pt by default. Setting `nil` restores the default.
  ///
  /// ```swift
  /// label.font = .systemFont(ofSize: 13, weight: .medium)
  /// ```
  ///
  /// With ``adjustsFontForContentSizeCategory`` on, a text-style or ``FontMetrics`` font
  /// reads at the label's current text size (DT1).
  ///
  /// Degenerate input: a font made with a bad size is kept (at 17 pt) and reported.
  open var font: Font! {
    get { adjustsFontForContentSizeCategory ? effectiveFont : storedFont }
    set {
      let font = newValue ?? Label.defaultFont
      if let note = font.inputDiagnostic { reportInputDiagnostic("font: " + note) }
      guard font != storedFont else { return }
      storedFont = font
      textDidChange()
    }
  }
  var storedFont: Font = Label.defaultFont

  /// The text colour; ``Color/label`` by default. Setting `nil` restores the default.
  ///
  /// ```swift
  /// label.textColor = .secondaryLabel
  /// ```
  open var textColor: Color! {
    get { storedTextColor }
    set {
      if let note = newValue?.inputDiagnostic { reportInputDiagnostic("textColor: " + note) }
      storedTextColor = newValue ?? .label
    }
  }
  private var storedTextColor: Color = .label

  /// How lines are aligned; `.natural` (leading) by default.
  open var textAlignment: TextAlignment = .natural

  /// The most lines shown; 1 by default, 0 for any number.
  ///
  /// ```swift
  /// caption.numberOfLines = 0   // wraps to the width it is given
  /// ```
  ///
  /// Degenerate input: a negative number is read as 0 and reported.
  open var numberOfLines: Int {
    get { storedNumberOfLines }
    set {
      var lines = newValue
      if lines < 0 {
        reportInputDiagnostic("numberOfLines \(lines) is negative; 0 used")
        lines = 0
      }
      guard lines != storedNumberOfLines else { return }
      storedNumberOfLines = lines
      textDidChange()
    }
  }
  private var storedNumberOfLines = 1

  /// How the last line wraps or truncates; `.byTruncatingTail` by default.
  open var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }

  /// The width a multi-line label wraps to for its intrinsic size; 0 (the default) wraps
  /// to the label's own width.
  ///
  /// ```swift
  /// caption.preferredMaxLayoutWidth = 280
  /// ```
  ///
  /// Degenerate input: negative or non-finite widths are read as 0 and reported.
  open var preferredMaxLayoutWidth: CGFloat {
    get { storedPreferredMaxLayoutWidth }
    set {
      var width = newValue
      if !width.isFinite || width < 0 {
        reportInputDiagnostic("preferredMaxLayoutWidth \(width) is not a finite, non-negative number; 0 used")
        width = 0
      }
      guard width != storedPreferredMaxLayoutWidth else { return }
      storedPreferredMaxLayoutWidth = width
      textDidChange()
    }
  }
  private var storedPreferredMaxLayoutWidth: CGFloat = 0

  /// Whether the label draws as enabled; informational (snapshots mark disabled labels).
  open var isEnabled = true

  /// Whether a text-style font follows the traits' text size (W8, DT1): when `true` and the
  /// font came from ``Font/preferredFont(forTextStyle:compatibleWith:)`` or
  /// ``FontMetrics/scaledFont(for:)``, the label measures with that style (or curve) at its own
  /// ``View/traitCollection``'s ``TraitCollection/preferredContentSizeCategory``, and a change of
  /// that category re-measures it in the next layout pass, without `setNeedsLayout()`. Off, the
  /// font keeps its size (as on the platform).
  ///
  /// ```swift
  /// body.font = .preferredFont(forTextStyle: .body)
  /// body.adjustsFontForContentSizeCategory = true
  /// ```
  open var adjustsFontForContentSizeCategory: Bool {
    get { storedAdjustsFont }
    set {
      let oldValue = storedAdjustsFont
      storedAdjustsFont = newValue
      guard newValue != oldValue else { return }
      // Turned off, the font keeps the size it had reached (UIKit replaces the font itself).
      if oldValue, storedFont.followsContentSizeCategory {
        storedFont = storedFont.adjusted(to: traitCollection.preferredContentSizeCategory) ?? storedFont
      }
      textDidChange()
    }
  }
  /// Backs ``adjustsFontForContentSizeCategory`` (read without a run-time exclusivity check).
  private var storedAdjustsFont = false

  /// The measured layouts of this label, by text, font, width and measurer.
  var textCache = TextLayoutCache()
  /// What the label last measured against besides its own properties (DT2); `nil` before
  /// its first measurement.
  var measuredEnvironment: TextEnvironment?

  /// The default font: the system font at 17 pt.
  nonisolated static let defaultFont = Font.systemFont(ofSize: 17)

  /// Creates a label with no text.
  ///
  /// ```swift
  /// let label = Label(frame: CGRect(x: 16, y: 16, width: 200, height: 21))
  /// ```
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isOpaque = false
    measuresText = true
  }

  /// The text on one line, or wrapped as described in ``Label``, rounded up to pixels.
  open override var intrinsicContentSize: CGSize {
    let wrapsToBounds = numberOfLines != 1 && preferredMaxLayoutWidth == 0
    // After its text changed, a label that wraps to its own width is measured unwrapped until
    // it is given another width (as before its first layout), then wrapped to that width (the
    // second pass): wrapped to its old width, a text grown larger (DT1) could never widen it.
    if let changedAt = unwrappedUntilWidthChanges, changedAt != positive(bounds.width) {
      unwrappedUntilWidthChanges = nil  // given another width since: wrap to it
    }
    let width: CGFloat? =
      numberOfLines == 1 || (wrapsToBounds && unwrappedUntilWidthChanges != nil)
      ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : positive(bounds.width))
    measuredBoundsWidth = width == nil && wrapsToBounds ? nil : positive(bounds.width)
    return roundedUp(textLayout(width: width).size)
  }

  /// The bounds' width the last intrinsic size was measured at (`nil`: measured unwrapped).
  private var measuredBoundsWidth: CGFloat?
  /// The bounds' width when the text or what it is measured against last changed, while the
  /// label has not been given another (`.some(nil)`: no width then); see ``intrinsicContentSize``.
  private var unwrappedUntilWidthChanges: CGFloat??

  /// The second pass (W3): a multi-line label that wraps to its own width and was measured
  /// at another width than the one the layout gave it tells Auto Layout its size changed.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if numberOfLines != 1, preferredMaxLayoutWidth == 0, measuredBoundsWidth != positive(bounds.width) {
      measuredBoundsWidth = positive(bounds.width)
      unwrappedUntilWidthChanges = nil
      invalidateIntrinsicContentSize()
    }
  }

  /// The size that shows the text within `size`'s width (wrapping multi-line labels to it),
  /// rounded up to pixels.
  ///
  /// A one-line label answers its whole text's width whatever `size` is, as the platform's.
  ///
  /// ```swift
  /// caption.numberOfLines = 0
  /// caption.sizeThatFits(CGSize(width: 120, height: .greatestFiniteMagnitude))
  /// ```
  ///
  /// Degenerate input: a zero, negative or non-finite width does not wrap.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    roundedUp(textLayout(width: numberOfLines == 1 ? nil : positive(size.width)).size)
  }

  /// Reports diagnostics kept while outside a window. Subclasses that override it call `super`.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    reportPendingInputDiagnostics()
  }

  /// Something the size depends on changed.
  func textDidChange() {
    unwrappedUntilWidthChanges = .some(positive(bounds.width))
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }
}
