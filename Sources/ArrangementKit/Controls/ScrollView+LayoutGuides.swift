import Foundation

extension ScrollView {
  /// The scrollable content's rectangle for constraints (W6): the platform's
  /// `UIScrollView.contentLayoutGuide`.
  ///
  /// Its origin is the content origin, `(0, 0)` in the scroll view's coordinates, whatever
  /// ``contentOffset`` is; its width and height are what the constraints to it make them. After
  /// each layout pass the scroll view takes its solved size as ``contentSize``, axis by axis:
  /// where a constraint on that axis refers to the guide and the constraints determine its size.
  /// Views pinned to it get frames in content space, which scrolling does not change. The guide
  /// is made on first use (a scroll view that never asks costs nothing) and is listed in
  /// ``View/layoutGuides``, with the scroll view as its owning view.
  ///
  /// ```swift
  /// stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor).isActive = true
  /// stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor).isActive = true
  /// stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor).isActive = true
  /// stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor).isActive = true
  /// stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
  /// scroll.layoutIfNeeded()
  /// scroll.contentSize   // (the scroll view's width, the stack's height)
  /// ```
  ///
  /// Degenerate input: on an axis no constraint to the guide determines (none refers to it, or
  /// they leave its size free), ``contentSize`` keeps the value set by hand; a solved negative
  /// or non-finite size is read as 0 and reported, as the ``contentSize`` setter does. Outside a
  /// window its ``LayoutGuide/layoutFrame`` is `(0, 0)` and ``contentSize``.
  public var contentLayoutGuide: LayoutGuide {
    if let guide = storedContentLayoutGuide { return guide }
    let guide = makeSystemGuide(.scrollContent, "UIScrollView-contentLayoutGuide")
    storedContentLayoutGuide = guide
    return guide
  }

  /// The scroll view's own rectangle for constraints (W6): the platform's
  /// `UIScrollView.frameLayoutGuide`.
  ///
  /// Its edges are fixed, like a system guide's, to the scroll view's bounds rectangle: at
  /// ``contentOffset``, the size of the scroll view, in the scroll view's coordinates, so a view
  /// pinned to it stays in place on screen while the content scrolls, as on the platform (a
  /// floating button). Its width and height are the scroll view's,
  /// so `content.widthAnchor == frameLayoutGuide.widthAnchor` makes content as wide as the
  /// scroll view (vertical scrolling only). Made on first use and listed in
  /// ``View/layoutGuides``, with the scroll view as its owning view.
  ///
  /// ```swift
  /// let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 600))
  /// scroll.contentOffset = CGPoint(x: 0, y: 300)
  /// scroll.frameLayoutGuide.layoutFrame   // (0, 300, 375, 600)
  /// ```
  ///
  /// Degenerate input: a zero-sized scroll view gives a zero-sized guide; constraints that ask
  /// the guide for another size conflict with its required pins and break (L3).
  public var frameLayoutGuide: LayoutGuide {
    if let guide = storedFrameLayoutGuide { return guide }
    let guide = makeSystemGuide(.scrollFrame, "UIScrollView-frameLayoutGuide")
    storedFrameLayoutGuide = guide
    return guide
  }

  /// The content guide's size where its constraints determine it, ``contentSize`` elsewhere.
  var contentLayoutGuideSize: CGSize {
    var size = contentSize
    guard let guide = storedContentLayoutGuide, let record = guide.record, let engine = existingLayoutEngine else {
      return size
    }
    engine.refreshIfNeeded(applyingIn: nil)
    let solved = engine.exactFrame(of: record).size
    let constraints = guide.referencingConstraints
    if constraints.contains(where: { $0.firstAttribute.axis == .horizontal }), !engine.solver.isAmbiguous(record.width)
    {
      size.width = solved.width
    }
    if constraints.contains(where: { $0.firstAttribute.axis == .vertical }), !engine.solver.isAmbiguous(record.height) {
      size.height = solved.height
    }
    return size
  }

  /// Sets ``contentSize`` to the content guide's solved size (W6); nothing without the guide.
  func applyContentLayoutGuideSize() {
    guard storedContentLayoutGuide?.record != nil else { return }
    let size = contentLayoutGuideSize
    if !size.isIdentical(to: contentSize) { contentSize = size }
  }

  /// The content offset changed: the frame guide's pins follow it, and the window lays out
  /// again if that moved anything pinned to the guide (W6).
  func frameLayoutGuideDidScroll() {
    guard let record = storedFrameLayoutGuide?.record, let engine = record.engine else { return }
    engine.refreshPins(of: record)
    if engine.solutionMoved { engine.setNeedsPass() }
  }
}
