import Foundation

extension ScreenAudit {
  /// The minimum hit region, HIG (Accessibility): 44 × 44 pt.
  nonisolated static let minimumHitLength: CGFloat = 44

  /// The accessibility checks (DT6) on every visible label and control, whatever their
  /// subviews and identifiers: text clipped, Dynamic Type, hit region, contrast. Each finding
  /// names the view (its path) and the text size it was judged at; a simulator's per-pass
  /// audit adds the pose.
  @MainActor
  func accessibilityFindings(_ entries: [ViewTreeEntry], in window: Window) -> [ScreenAuditFinding] {
    var findings: [ScreenAuditFinding] = []
    let windowBounds = window.bounds
    let scale = window.display.scale
    let slack = scale.isFinite && scale > 0 ? 0.5 / scale : 0.5
    for entry in entries where entry.isVisible {
      let view = entry.view
      guard view is Label || view is Control else { continue }
      let active = checks.intersection(.accessibility).subtracting(entry.identifier.flatMap { exemptions[$0] } ?? [])
      guard !active.isEmpty, entry.frame.hasFiniteComponents else { continue }
      func add(_ problem: ScreenAuditFinding.Problem) {
        findings.append(ScreenAuditFinding(path: entry.path, frame: entry.frame, problem: problem))
      }
      let category = view.traitCollection.preferredContentSizeCategory
      if let label = view as? Label, let text = label.text, !text.isEmpty {
        if active.contains(.textClipped),
          let reason = Self.clipping(of: label, frame: entry.frame, in: windowBounds, slack: slack)
        {
          add(.textClipped(text: text, category: category, reason: reason))
        }
        // A button's title label takes the button's font: the button is judged instead.
        if active.contains(.dynamicType), !(label.superview is Button), let reason = Self.fixedSize(of: label) {
          add(.fixedTextSize(category: category, reason: reason))
        }
        if active.contains(.contrast), let problem = Self.contrast(of: label, text: text, category: category) {
          add(problem)
        }
      }
      if let button = view as? Button, button.currentTitle != nil, active.contains(.dynamicType),
        button.configuration == nil
      {
        add(.fixedTextSize(category: category, reason: "the title uses the legacy fixed 15 pt font (no configuration)"))
      }
      if let control = view as? Control, active.contains(.hitRegion), control.isEnabled,
        control.isUserInteractionEnabled
      {
        let size = entry.frame.size
        if LengthTolerance.isGreater(Self.minimumHitLength, size.width)
          || LengthTolerance.isGreater(Self.minimumHitLength, size.height)
        {
          add(.smallHitRegion(size))
        }
      }
    }
    return findings
  }

  /// Why `label`'s text does not show whole, or `nil`: truncated, taller than the bounds, or
  /// cut by the screen (outside scroll views: scrolling shows the rest there).
  @MainActor
  static func clipping(of label: Label, frame: CGRect, in window: CGRect, slack: CGFloat) -> String? {
    let layout = label.displayedTextLayout
    if layout.isTruncated {
      return
        "shows \(layout.lines.map { "\"\($0)\"" }.joined(separator: " / ")) in \(LengthFormat.size(label.bounds.size))"
    }
    let needed = layout.size.height
    if LengthTolerance.isGreater(needed, label.bounds.height + slack) {
      return "needs \(LengthFormat.string(needed)) pt of height, has \(LengthFormat.string(label.bounds.height))"
    }
    var ancestor = label.superview
    while let current = ancestor {
      if current is ScrollView { return nil }
      ancestor = current.superview
    }
    if let beyond = beyond(frame, window, slack: slack) {
      return "cut by the screen by \(ScreenAuditFinding.Problem.describe(beyond))"
    }
    return nil
  }

  /// Why `label`'s size does not follow the text size, or `nil` when it does (DT1).
  @MainActor
  static func fixedSize(of label: Label) -> String? {
    let font: Font = label.font
    guard font.followsContentSizeCategory else {
      return "\(font) is a fixed font (use preferredFont(forTextStyle:) or FontMetrics)"
    }
    guard label.adjustsFontForContentSizeCategory else { return "adjustsFontForContentSizeCategory is off" }
    return nil
  }

  /// The contrast finding of `label`'s text against its resolved background, or `nil`.
  @MainActor
  static func contrast(of label: Label, text: String, category: ContentSizeCategory) -> ScreenAuditFinding.Problem? {
    let traits = label.traitCollection
    let background = ContrastRatio.background(behind: label, traits: traits)
    let foreground = ContrastRatio.composite(label.textColor.resolvedColor(with: traits).components, over: background)
    let ratio = ContrastRatio.ratio(foreground, background)
    let font = label.effectiveFont
    let large = font.pointSize >= 18 || (font.pointSize >= 14 && font.weight >= .bold)
    let required: CGFloat = large ? 3 : 4.5
    guard ratio + 0.005 < required else { return nil }
    return .lowContrast(
      ratio: ratio, required: required, text: foreground.hexString, background: background.hexString,
      category: category)
  }
}

/// WCAG 2.x contrast (DT6): relative luminance of sRGB, with alpha composited over the
/// resolved background.
enum ContrastRatio {
  /// `top` over `bottom` (source-over), opaque when `bottom` is.
  static func composite(_ top: Color.Components, over bottom: Color.Components) -> Color.Components {
    let alpha = min(max(top.alpha, 0), 1)
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a * alpha + b * (1 - alpha) }
    return Color.Components(
      red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue),
      alpha: alpha + bottom.alpha * (1 - alpha))
  }

  /// The colour behind `view`'s content: the backgrounds of the view and its ancestors (a
  /// button's style background counts), composited from the window down over the system
  /// background of the appearance.
  @MainActor
  static func background(behind view: View, traits: TraitCollection) -> Color.Components {
    var layers: [Color.Components] = []
    var current: View? = view
    while let layer = current {
      if let color = layer.backgroundColor {
        layers.append(color.resolvedColor(with: traits).components)
      } else if let button = layer as? Button, let style = button.styleBackgroundColor {
        layers.append(style.resolvedColor(with: traits).components)
      }
      current = layer.superview
    }
    var result = Color.systemBackground.resolvedColor(with: traits).components
    for layer in layers.reversed() { result = composite(layer, over: result) }
    return result
  }

  /// The relative luminance of an opaque colour (WCAG 2.x).
  static func luminance(_ color: Color.Components) -> CGFloat {
    func channel(_ value: CGFloat) -> CGFloat {
      let c = min(max(value, 0), 1)
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
  }

  /// (lighter + 0.05) / (darker + 0.05): 1 … 21.
  static func ratio(_ a: Color.Components, _ b: Color.Components) -> CGFloat {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }
}
