import Foundation

extension View {
  /// Which parts of a view stretch when its superview's size changes: the object model's
  /// `UIView.AutoresizingMask` (V2).
  ///
  /// Along each axis a view has three parts: the margin before it (left or top), its length
  /// (width or height) and the margin after it (right or bottom), in its superview's bounds.
  /// When the superview's size changes by Δ, the flexible parts take Δ between them in
  /// proportion to their current lengths; the fixed ones keep theirs. No flexible part on an
  /// axis: nothing moves along it (the left and top margins stay).
  ///
  /// ```swift
  /// badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]   // pinned top right
  /// content.autoresizingMask = [.flexibleWidth, .flexibleHeight]            // fills its superview
  /// ```
  ///
  /// Degenerate input: raw values are the platform's (bit 0 left margin … bit 5 bottom
  /// margin); unknown bits are kept and ignored.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits, as on the platform.
    public let rawValue: UInt

    /// A mask from its bits.
    ///
    /// ```swift
    /// View.AutoresizingMask(rawValue: 18) == [.flexibleWidth, .flexibleHeight]   // true
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    private static let names: [(AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
      (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
      (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
    ]

    /// The members' names, e.g. `[flexibleWidth, flexibleHeight]`; `[]` for none.
    public var description: String {
      "[" + Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
  }

  /// How this view stretches when its superview's size changes (V2); empty by default.
  ///
  /// The superview applies it at once when its ``bounds`` size changes (through ``frame`` or
  /// ``bounds``), before its next layout pass, if its ``autoresizesSubviews`` is `true`. A
  /// controller's root view installed by a container gets its frame from the container; the
  /// mask matters for views you add yourself.
  ///
  /// ```swift
  /// let arrangementView = arrangement.view!
  /// arrangementView.frame = host.bounds
  /// arrangementView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  /// host.addSubview(arrangementView)   // follows host's size from now on
  /// ```
  public var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set {
      storedAutoresizingMask = newValue
      if !newValue.isEmpty, hasSuperview { storedSuperview?.subviewsMayAutoresize = true }
    }
  }

  /// Whether this view resizes its subviews by their ``autoresizingMask`` when its size
  /// changes; `true` by default, as on the platform.
  ///
  /// ```swift
  /// container.autoresizesSubviews = false   // subviews keep their frames
  /// ```
  public var autoresizesSubviews: Bool {
    get { storedAutoresizesSubviews }
    set { storedAutoresizesSubviews = newValue }
  }

  /// Whether a change of this view's size resizes subviews by their masks (or looks for one
  /// that has a mask).
  var resizesSubviews: Bool { storedAutoresizesSubviews && subviewsMayAutoresize }

  /// This view's size changed from `oldSize`: resizes the subviews that have a mask.
  ///
  /// The frame setter calls it only when `autoresizesSubviews` is on and a subview may have
  /// a mask (`subviewsMayAutoresize`), which this loop finds out again: the layout path,
  /// where masks are usually empty, then skips it. The resizing itself is a function of its own.
  func resizeSubviews(fromOldSize oldSize: CGSize) {
    let newSize = storedFrame.size
    // Set again for each subview with a mask met below (and by any subview added meanwhile).
    subviewsMayAutoresize = false
    var index = 0
    while index < storedSubviews.count {
      let subview = storedSubviews[index]
      let mask = subview.storedAutoresizingMask
      if !mask.isEmpty {
        subviewsMayAutoresize = true
        subview.resize(mask: mask, in: boundsOrigin, from: oldSize, to: newSize)
      }
      index += 1
    }
  }

  /// Applies `mask` to this view's frame for a superview that went from `oldSize` to
  /// `newSize`, its bounds starting at `origin`.
  private func resize(mask: AutoresizingMask, in origin: CGPoint, from oldSize: CGSize, to newSize: CGSize) {
    let old = storedFrame
    let horizontal = View.distribute(
      newSize.width - oldSize.width,
      before: old.minX - origin.x, length: old.width, after: oldSize.width - (old.maxX - origin.x),
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let vertical = View.distribute(
      newSize.height - oldSize.height,
      before: old.minY - origin.y, length: old.height, after: oldSize.height - (old.maxY - origin.y),
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
      ))
    let resized = CGRect(
      x: old.minX + horizontal.offset, y: old.minY + vertical.offset,
      width: old.width + horizontal.growth, height: old.height + vertical.growth)
    if resized != old { frame = resized }
  }

  /// Shares `delta` among the flexible parts of one axis in proportion to their lengths;
  /// returns how far the view moves and how much it grows.
  ///
  /// Equal shares when the flexible lengths add up to zero or less (or are not finite); no
  /// change for a zero or non-finite `delta`, or when nothing is flexible.
  static func distribute(
    _ delta: CGFloat, before: CGFloat, length: CGFloat, after: CGFloat,
    flexible: (before: Bool, length: Bool, after: Bool)
  ) -> (offset: CGFloat, growth: CGFloat) {
    guard delta != 0, delta.isFinite else { return (0, 0) }
    let parts = [(flexible.before, before), (flexible.length, length), (flexible.after, after)]
    let flexibleCount = parts.filter(\.0).count
    guard flexibleCount > 0 else { return (0, 0) }
    let total = parts.filter(\.0).map(\.1).reduce(0, +)
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      guard total > 0, total.isFinite else { return delta / CGFloat(flexibleCount) }
      return delta * part.1 / total
    }
    return (share(parts[0]), share(parts[1]))
  }
}
