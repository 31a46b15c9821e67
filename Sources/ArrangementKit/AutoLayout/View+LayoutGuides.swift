import Foundation

extension View {
  /// The part of the view the safe area leaves (M1): bounds inset by ``safeAreaInsets``.
  ///
  /// ```swift
  /// content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
  /// ```
  public var safeAreaLayoutGuide: LayoutGuide {
    systemGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// The view's bounds inset by its layout margins (M3).
  public var layoutMarginsGuide: LayoutGuide {
    systemGuide(\.marginsGuide, .margins, "UIViewLayoutMarginsGuide")
  }

  /// A column of readable width inside the margins guide, centred (M3).
  ///
  /// Its width is the margins guide's, at most `readableContentWidth` (672 pt: the width
  /// UIKit gives it at the default Large text size on a regular-width display); the rule is
  /// written down in Docs/Decisions-Kit.md. In the engine that width is preferred, not
  /// required: a required constraint that needs the guide narrower wins, and the guide's
  /// ``LayoutGuide/layoutFrame`` is then the narrower frame the constraints to it see.
  ///
  /// ```swift
  /// text.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor).isActive = true
  /// text.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor).isActive = true
  /// ```
  ///
  /// Degenerate input: a view narrower than its margins gives the guide a negative width.
  public var readableContentGuide: LayoutGuide {
    systemGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide")
  }

  /// The widest a readable content guide gets.
  static let readableContentWidth: CGFloat = 672

  private func systemGuide(
    _ keyPath: ReferenceWritableKeyPath<ViewAutoLayout, LayoutGuide?>, _ kind: LayoutGuide.SystemKind,
    _ identifier: String
  ) -> LayoutGuide {
    let state = autoLayoutState
    if let guide = state[keyPath: keyPath] { return guide }
    let guide = makeSystemGuide(kind, identifier)
    state[keyPath: keyPath] = guide
    return guide
  }

  /// A new system guide of this view, listed in its ``layoutGuides``.
  func makeSystemGuide(_ kind: LayoutGuide.SystemKind, _ identifier: String) -> LayoutGuide {
    let guide = LayoutGuide(systemKind: kind, identifier: identifier, owningView: self)
    autoLayoutState.layoutGuides.append(guide)
    return guide
  }

  /// The insets a system guide keeps from the view's bounds.
  func insets(for kind: LayoutGuide.SystemKind, memo: InsetMemo? = nil) -> EdgeInsets {
    switch kind {
    case .safeArea: return safeRegion(memo: memo)?.insets ?? .zero
    case .margins, .readableContent: return effectiveLayoutMargins(memo: memo)
    case .scrollFrame, .scrollContent: return EdgeInsets()
    }
  }

  /// A system guide's frame in this view's coordinates.
  func systemGuideFrame(_ kind: LayoutGuide.SystemKind, memo: InsetMemo? = nil) -> CGRect {
    switch kind {
    case .scrollFrame: return bounds
    case .scrollContent: return CGRect(origin: .zero, size: (self as? ScrollView)?.contentLayoutGuideSize ?? .zero)
    case .safeArea, .margins, .readableContent: break
    }
    let insets = insets(for: kind, memo: memo)
    let bounds = self.bounds
    // Not clamped at zero: a view smaller than its insets gives the guide a negative size, as
    // its constraints in the engine do, so constraints to it and its frame agree. The bounds'
    // origin and size are read as they are, not standardized (`minY`, `height`): a view that
    // constraints give a negative size has it in the engine too.
    var frame = CGRect(
      x: bounds.origin.x + insets.left, y: bounds.origin.y + insets.top,
      width: bounds.size.width - insets.left - insets.right, height: bounds.size.height - insets.top - insets.bottom)
    if kind == .readableContent, frame.width > View.readableContentWidth {
      frame.origin.x += (frame.width - View.readableContentWidth) / 2
      frame.size.width = View.readableContentWidth
    }
    return frame
  }
}
