import Foundation

/// A view whose content is larger than itself and moves under it (W6): the object model's
/// `UIScrollView`.
///
/// ``contentOffset`` is the bounds' origin, so scrolling moves every subview (their frames stay;
/// where they appear in the window changes). ``adjustedContentInset`` is ``contentInset`` plus
/// the parts of the safe area that ``contentInsetAdjustmentBehavior`` takes: all of them
/// (`.always`), none (`.never`), those of the scrollable axes (`.scrollableAxes`: an axis
/// scrolls when the content is larger than the bounds in it, or bounces always), or — the
/// default `.automatic` — as `.scrollableAxes`, plus top and bottom always when the scroll
/// view is the root view of a controller inside a navigation or tab bar controller. Constraints
/// reach the content through ``contentLayoutGuide`` (whose solved size becomes ``contentSize``)
/// and the visible rectangle through ``frameLayoutGuide``.
///
/// ```swift
/// let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
/// scroll.contentSize = CGSize(width: 375, height: 2000)
/// scroll.contentOffset = CGPoint(x: 0, y: 300)   // the content moves up by 300
/// scroll.bounds.origin.y                          // 300
/// ```
///
/// Degenerate input: a negative or non-finite content size or inset is read as 0, a
/// non-finite offset as 0, each reported (``Window/inputDiagnostics``); offsets are not
/// clamped to the content (as on the platform, code may scroll anywhere).
@preconcurrency @MainActor
open class ScrollView: View {
  /// How the safe area is added to the content inset: the platform's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CustomStringConvertible {
    /// Scrollable axes, plus top and bottom inside navigation and tab bar controllers.
    case automatic = 0
    /// The axes that scroll.
    case scrollableAxes = 1
    /// None.
    case never = 2
    /// Every side.
    case always = 3

    /// The case name.
    public var description: String { ["automatic", "scrollableAxes", "never", "always"][rawValue] }
  }

  /// The size of the scrollable content; zero by default.
  ///
  /// Degenerate input: negative or non-finite dimensions are read as 0 and reported.
  open var contentSize: CGSize {
    get { storedContentSize }
    set {
      var size = newValue
      if !(size.width.isFinite && size.width >= 0) || !(size.height.isFinite && size.height >= 0) {
        reportInputDiagnostic("contentSize \(LengthFormat.size(newValue)) is not finite and non-negative; 0 used")
        size = CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
      }
      guard size != storedContentSize else { return }
      storedContentSize = size
      insetInputsDidChange()
    }
  }
  private var storedContentSize: CGSize = .zero

  /// Where the content is scrolled to: the bounds' origin.
  ///
  /// ```swift
  /// scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)   // the top
  /// ```
  ///
  /// Degenerate input: non-finite coordinates are read as 0 and reported.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      var offset = newValue
      if !offset.x.isFinite || !offset.y.isFinite {
        reportInputDiagnostic("contentOffset (\(offset.x), \(offset.y)) is not finite; 0 used")
        offset = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
      }
      guard offset != bounds.origin else { return }
      bounds = CGRect(origin: offset, size: bounds.size)
      frameLayoutGuideDidScroll()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Scrolls to `contentOffset`; `animated` is accepted and ignored (no clock: it ends at once).
  ///
  /// ```swift
  /// scroll.setContentOffset(CGPoint(x: 0, y: 480), animated: true)
  /// ```
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Extra space around the content; zero by default.
  ///
  /// Degenerate input: negative insets are kept (the platform allows them); non-finite ones
  /// are read as 0 and reported.
  open var contentInset: EdgeInsets {
    get { storedContentInset }
    set {
      var inset = newValue
      let sides = [inset.top, inset.left, inset.bottom, inset.right]
      if sides.contains(where: { !$0.isFinite }) {
        reportInputDiagnostic("contentInset \(newValue) is not finite; 0 used for the non-finite sides")
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        inset = EdgeInsets(
          top: finite(inset.top), left: finite(inset.left), bottom: finite(inset.bottom), right: finite(inset.right))
      }
      guard inset != storedContentInset else { return }
      storedContentInset = inset
      insetInputsDidChange()
    }
  }
  private var storedContentInset = EdgeInsets()

  /// How the safe area adds to the inset; `.automatic` by default.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { insetInputsDidChange() } }
  }

  /// Whether the user may scroll; `true` by default. Code may always set the offset.
  open var isScrollEnabled = true
  /// Whether it stops on multiples of its bounds (informational).
  open var isPagingEnabled = false
  /// Whether it bounces at the ends (informational).
  open var bounces = true
  /// Whether the vertical axis counts as scrollable even when the content fits.
  open var alwaysBounceVertical = false {
    didSet { if alwaysBounceVertical != oldValue { insetInputsDidChange() } }
  }
  /// Whether the horizontal axis counts as scrollable even when the content fits.
  open var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { insetInputsDidChange() } }
  }
  /// Whether a vertical indicator shows (informational).
  open var showsVerticalScrollIndicator = true
  /// Whether a horizontal indicator shows (informational).
  open var showsHorizontalScrollIndicator = true

  /// Told when the offset changes.
  open weak var delegate: (any ScrollViewDelegate)?

  /// The adjusted inset last reported by ``adjustedContentInsetDidChange()``.
  private var reportedAdjustedInset = EdgeInsets()

  /// ``contentLayoutGuide`` once asked for.
  var storedContentLayoutGuide: LayoutGuide?
  /// ``frameLayoutGuide`` once asked for.
  var storedFrameLayoutGuide: LayoutGuide?

  /// Creates a scroll view.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// ``contentInset`` plus the safe area per ``contentInsetAdjustmentBehavior``.
  ///
  /// ```swift
  /// // In the secondary pane in book pose, with .always: the bar's 84 pt on the trailing side.
  /// scroll.adjustedContentInset.right   // 84
  /// ```
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    let inset = contentInset
    var vertical = false
    var horizontal = false
    switch contentInsetAdjustmentBehavior {
    case .never: break
    case .always:
      vertical = true
      horizontal = true
    case .scrollableAxes, .automatic:
      vertical = alwaysBounceVertical || contentSize.height > bounds.height + LengthTolerance.standard
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width + LengthTolerance.standard
      if contentInsetAdjustmentBehavior == .automatic, let owner = viewController,
        owner.navigationController != nil || owner.tabBarController != nil
      {
        vertical = true
      }
    }
    return EdgeInsets(
      top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
  }

  /// Called when ``adjustedContentInset`` changed: after a change of its inputs that the scroll
  /// view sees (content size, inset, behaviour, bounce flags) and in each of its layout passes
  /// (the safe area moves with the frame). The default does nothing.
  ///
  /// ```swift
  /// override func adjustedContentInsetDidChange() { updateHeader() }
  /// ```
  open func adjustedContentInsetDidChange() {}

  /// Lays out as a view does, takes the content guide's solved size as ``contentSize`` (W6),
  /// then checks the adjusted inset.
  open override func layoutSubviews() {
    super.layoutSubviews()
    applyContentLayoutGuideSize()
    checkAdjustedInset()
  }

  /// Reports diagnostics kept while outside a window. Subclasses that override it call `super`.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    reportPendingInputDiagnostics()
    checkAdjustedInset()
  }

  private func insetInputsDidChange() {
    checkAdjustedInset()
    setNeedsLayout()
  }

  private func checkAdjustedInset() {
    let current = adjustedContentInset
    guard current != reportedAdjustedInset else { return }
    reportedAdjustedInset = current
    adjustedContentInsetDidChange()
  }

  private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

  /// The part of the content visible in the bounds, in the scroll view's coordinates: the
  /// bounds intersected with the content rectangle (for the screen audit).
  package var visibleContentRect: CGRect {
    bounds.intersection(CGRect(origin: .zero, size: contentSize))
  }
}

/// What a scroll view tells its delegate: the platform's `UIScrollViewDelegate`, reduced to
/// the calls the object model makes. Every method has a default that does nothing.
///
/// ```swift
/// extension FeedController: ScrollViewDelegate {
///   func scrollViewDidScroll(_ scrollView: ScrollView) { loadMoreIfNeeded() }
/// }
/// ```
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
