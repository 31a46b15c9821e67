import Foundation

extension Button {
  /// The insets around the content: the configuration's (sanitized) or the legacy 6/0/6/0.
  var effectiveInsets: DirectionalEdgeInsets {
    guard let configuration else {
      return buttonType == .system || buttonType == .custom || buttonType == .plain
        ? DirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0) : .zero
    }
    let insets = configuration.contentInsets
    return DirectionalEdgeInsets(
      top: Self.clean(insets.top), leading: Self.clean(insets.leading), bottom: Self.clean(insets.bottom),
      trailing: Self.clean(insets.trailing))
  }

  static func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

  /// Reports insets or paddings the configuration gives that are read as 0.
  func reportBadConfiguration() {
    guard let configuration else { return }
    let insets = configuration.contentInsets
    let values: [(String, CGFloat)] = [
      ("contentInsets.top", insets.top), ("contentInsets.leading", insets.leading),
      ("contentInsets.bottom", insets.bottom), ("contentInsets.trailing", insets.trailing),
      ("imagePadding", configuration.imagePadding), ("titlePadding", configuration.titlePadding),
    ]
    for (name, value) in values where !(value.isFinite && value >= 0) {
      reportInputDiagnostic("configuration.\(name) \(value) is not a finite, non-negative number; 0 used")
    }
  }

  /// The title font: body for configurations, 15 pt for the legacy look.
  var titleFont: Font {
    configuration == nil
      ? .systemFont(ofSize: 15) : .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
  }

  /// Makes, updates or removes the title, subtitle and image subviews for what is shown.
  func syncSubviews() {
    storedTitleLabel = synced(storedTitleLabel, text: currentTitle, font: titleFont)
    let subtitleFont = Font.preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
    storedSubtitleLabel = synced(storedSubtitleLabel, text: configuration?.subtitle, font: subtitleFont)
    if let image = currentImage {
      let view = storedImageView ?? ImageView()
      if view.superview !== self { addSubview(view) }
      view.image = image
      storedImageView = view
    } else {
      storedImageView?.removeFromSuperview()
      storedImageView = nil
    }
  }

  /// `label` showing `text` (made and added when needed), or `nil` (removed) without text.
  private func synced(_ label: Label?, text: String?, font: Font) -> Label? {
    guard let text else {
      label?.removeFromSuperview()
      return nil
    }
    let shown = label ?? Label()
    if shown.superview !== self { addSubview(shown) }
    shown.text = text
    shown.font = font
    shown.textColor = currentTitleColor
    shown.textAlignment = .center
    return shown
  }

  /// The content laid out in `bounds`: the image's and labels' frames.
  struct ContentLayout {
    var image: CGRect?
    var title: CGRect?
    var subtitle: CGRect?
    var size: CGSize
  }

  /// Measures (and, in `rect`, places) the image and the titles.
  func contentLayout(in rect: CGRect?) -> ContentLayout {
    let titleSize = titleLabel.map { $0.intrinsicContentSize } ?? .zero
    let subtitleSize = subtitleLabel.map { $0.intrinsicContentSize } ?? .zero
    let imageSize = imageView?.image?.size ?? .zero
    let titlePadding = titleLabel != nil && subtitleLabel != nil ? Self.clean(configuration?.titlePadding ?? 0) : 0
    let textSize = CGSize(
      width: max(titleSize.width, subtitleSize.width), height: titleSize.height + subtitleSize.height + titlePadding)
    let hasText = titleLabel != nil || subtitleLabel != nil
    let hasImage = imageView != nil
    let padding = hasText && hasImage ? Self.clean(configuration?.imagePadding ?? 0) : 0
    let placement = configuration?.imagePlacement ?? .leading
    let vertical = placement == .top || placement == .bottom
    let size =
      vertical
      ? CGSize(width: max(textSize.width, imageSize.width), height: textSize.height + padding + imageSize.height)
      : CGSize(width: textSize.width + padding + imageSize.width, height: max(textSize.height, imageSize.height))
    var layout = ContentLayout(size: size)
    guard let rect else { return layout }
    // The content block is centred in the rectangle; image and text are placed inside it.
    let origin = CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
    let rightToLeft = traitCollection.layoutDirection == .rightToLeft
    let imageFirst = (placement == .leading) != rightToLeft || placement == .top
    var textOrigin = origin
    if hasImage {
      var imageOrigin = origin
      if vertical {
        imageOrigin.x = rect.midX - imageSize.width / 2
        if imageFirst { textOrigin.y += imageSize.height + padding } else { imageOrigin.y += textSize.height + padding }
        textOrigin.x = rect.midX - textSize.width / 2
      } else {
        imageOrigin.y = rect.midY - imageSize.height / 2
        if imageFirst { textOrigin.x += imageSize.width + padding } else { imageOrigin.x += textSize.width + padding }
        textOrigin.y = rect.midY - textSize.height / 2
      }
      layout.image = CGRect(origin: imageOrigin, size: imageSize)
    }
    if titleLabel != nil {
      layout.title = CGRect(
        x: textOrigin.x + (textSize.width - titleSize.width) / 2, y: textOrigin.y, width: titleSize.width,
        height: titleSize.height)
    }
    if subtitleLabel != nil {
      layout.subtitle = CGRect(
        x: textOrigin.x + (textSize.width - subtitleSize.width) / 2, y: textOrigin.y + titleSize.height + titlePadding,
        width: subtitleSize.width, height: subtitleSize.height)
    }
    return layout
  }

  /// The content's size plus the insets, rounded up to pixels.
  var contentSizeWithInsets: CGSize {
    measuredEnvironment = currentTextEnvironment(traits: nil, measurer: window?.textMeasurerBox)
    let content = contentLayout(in: nil).size
    let insets = effectiveInsets
    return roundedUp(
      CGSize(
        width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom))
  }

  /// Places the image and title labels in the bounds less the insets.
  func placeContent() {
    let insets = effectiveInsets.edgeInsets(for: traitCollection.layoutDirection)
    let content = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    let layout = contentLayout(in: content)
    if let frame = layout.image { imageView?.frame = frame }
    if let frame = layout.title { titleLabel?.frame = frame }
    if let frame = layout.subtitle { subtitleLabel?.frame = frame }
  }

  /// What the titles are measured against now besides the button's own properties: the
  /// text size for a configuration's titles (they follow it, DT1), and the measurer (DT2).
  func currentTextEnvironment(traits: TraitCollection?, measurer: TextMeasurerBox?) -> TextEnvironment {
    TextEnvironment(
      category: configuration != nil ? (traits ?? traitCollection).preferredContentSizeCategory : nil,
      measurer: measurer)
  }

  /// A trait or measurer change may have changed what the titles were measured against (DT1,
  /// DT2): if so the titles take their fonts again and the button's size is invalidated.
  func textEnvironmentMayHaveChanged(traits: TraitCollection?, measurer: TextMeasurerBox?) {
    guard let measured = measuredEnvironment else { return }
    guard currentTextEnvironment(traits: traits, measurer: measurer) != measured else { return }
    measuredEnvironment = nil
    contentDidChange()
  }

  /// The background the button's style shows (snapshots), resolved by the caller.
  package var styleBackgroundColor: Color? { configuration?.background(tint: tintColor) }
}
