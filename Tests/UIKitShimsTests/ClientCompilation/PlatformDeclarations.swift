// The platform's declarations of every type the shims name, for the sweep test
// (ShimMemberSweepTests): per shim name, the members of the platform's declaration that the
// sweep covers — cases, static members, initializers and the instance members of the areas in
// scope — as Swift spells them (name and argument labels), typed from the platform's
// documentation; what the object model adds beyond them (each with its reason); and which of
// the platform's members stay out (listed, with the reason, in the Porting from UIKit article).
// A new shim name needs an entry here: the sweep fails for a name without one, printing its
// members ready to sort into the three sets.

/// The platform's declaration of one shim type, as the sweep compares it.
struct PlatformDeclaration {
  /// The platform's members the sweep covers.
  let platform: Set<String>
  /// Members the object model adds beyond the platform (api.md "Beyond the platform").
  var beyond: Set<String> = []
  /// The platform's members the object model does not have; `nil`: not enumerated member by
  /// member (the large view and controller classes: by area in the porting article, and the V6
  /// test holds them to UIKit's names).
  var staysOut: Set<String>? = []
}

/// The sweep's table, by shim name.
enum PlatformDeclarations {
  /// What every value type has for the house rules (Hashable, CustomStringConvertible).
  static let conformances: Set<String> = ["description", "hash(into:)", "==(_:_:)"]

  static let table: [String: PlatformDeclaration] = [
    "NSDirectionalEdgeInsets": PlatformDeclaration(
      platform: ["init()", "init(top:leading:bottom:trailing:)", "top", "leading", "bottom", "trailing", "zero"],
      beyond: ["edgeInsets(for:)"], staysOut: ["init()"]),
    "NSDirectionalRectEdge": PlatformDeclaration(
      platform: ["init(rawValue:)", "rawValue", "all", "top", "leading", "bottom", "trailing"]),
    "NSLayoutAnchor": PlatformDeclaration(
      platform: [
        "constraint(equalTo:)", "constraint(equalTo:constant:)", "constraint(greaterThanOrEqualTo:)",
        "constraint(greaterThanOrEqualTo:constant:)", "constraint(lessThanOrEqualTo:)",
        "constraint(lessThanOrEqualTo:constant:)", "item", "name", "hasAmbiguousLayout",
        "constraintsAffectingLayout",
      ],
      staysOut: ["item", "name", "hasAmbiguousLayout", "constraintsAffectingLayout"]),
    "NSLayoutConstraint": PlatformDeclaration(
      platform: [
        "init()", "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)", "activate(_:)",
        "deactivate(_:)", "constant", "firstAnchor", "firstAttribute", "firstItem", "identifier", "isActive",
        "multiplier", "priority", "relation", "secondAnchor", "secondAttribute", "secondItem", "Attribute",
        "Relation", "Axis", "shouldBeArchived", "constraints(withVisualFormat:options:metrics:views:)",
        "FormatOptions",
      ],
      staysOut: ["shouldBeArchived", "constraints(withVisualFormat:options:metrics:views:)", "FormatOptions"]),
    "NSLayoutDimension": PlatformDeclaration(
      platform: [
        "constraint(equalTo:multiplier:)", "constraint(equalTo:multiplier:constant:)", "constraint(equalToConstant:)",
        "constraint(greaterThanOrEqualTo:multiplier:)", "constraint(greaterThanOrEqualTo:multiplier:constant:)",
        "constraint(greaterThanOrEqualToConstant:)", "constraint(lessThanOrEqualTo:multiplier:)",
        "constraint(lessThanOrEqualTo:multiplier:constant:)", "constraint(lessThanOrEqualToConstant:)",
      ]),
    "NSLayoutXAxisAnchor": PlatformDeclaration(
      platform: [
        "constraint(equalToSystemSpacingAfter:multiplier:)",
        "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)",
        "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)", "anchorWithOffset(to:)",
      ],
      staysOut: ["anchorWithOffset(to:)"]),
    "NSLayoutYAxisAnchor": PlatformDeclaration(
      platform: [
        "constraint(equalToSystemSpacingBelow:multiplier:)",
        "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)",
        "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)", "anchorWithOffset(to:)",
      ],
      staysOut: ["anchorWithOffset(to:)"]),
    "NSLineBreakMode": PlatformDeclaration(
      platform: [
        "init(rawValue:)", "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
        "byTruncatingMiddle",
      ]),
    "NSTextAlignment": PlatformDeclaration(
      platform: ["init(rawValue:)", "left", "center", "right", "justified", "natural", "init(_:)"],
      staysOut: ["init(_:)"]),
    "UIAction": PlatformDeclaration(
      platform: [
        "init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)", "title",
        "subtitle", "image", "selectedImage", "identifier", "Identifier", "discoverabilityTitle", "attributes", "state",
        "sender", "captureTextFromCameraAction(for:)",
      ],
      // The platform's initializer without subtitle, selected image and discoverability title
      // (their defaults): calls that leave those out compile unchanged (B5).
      beyond: ["init(title:image:identifier:attributes:state:handler:)"],
      staysOut: [
        "init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)",
        "subtitle", "selectedImage", "discoverabilityTitle", "captureTextFromCameraAction(for:)",
      ]),
    "UIApplication": PlatformDeclaration(
      platform: ["shared", "connectedScenes", "delegate", "applicationState", "open(_:options:completionHandler:)"],
      staysOut: ["delegate", "applicationState", "open(_:options:completionHandler:)"]),
    "UIArrangement": PlatformDeclaration(platform: ["automatic", "split", "overlay", "isEqual(to:)"]),
    "UIArrangementViewController": PlatformDeclaration(
      platform: [
        "init()", "init(nibName:bundle:)", "ViewPlacement", "ViewState", "setViewController(_:for:animated:)",
        "viewController(for:)", "placement(for:)", "state(for:)", "updateArrangement(_:animated:)",
      ],
      beyond: ["Arrangement", "arrangement", "snapsToPixels", "currentLayout", "explainLayout()", "addObserver(_:)"]),
    "UIAxis": PlatformDeclaration(
      platform: ["init(rawValue:)", "rawValue", "horizontal", "vertical", "both", "neither"],
      beyond: ["listDescription"]),
    "UIButton": PlatformDeclaration(
      platform: [
        "init(frame:)", "init(type:)", "init(type:primaryAction:)", "init(configuration:primaryAction:)",
        "ButtonType", "Configuration", "buttonType", "configuration", "configurationUpdateHandler", "currentImage",
        "currentTitle", "currentTitleColor", "image(for:)", "imageView", "setImage(_:for:)",
        "setNeedsUpdateConfiguration()", "setTitle(_:for:)", "setTitleColor(_:for:)", "subtitleLabel", "title(for:)",
        "titleColor(for:)", "titleLabel", "updateConfiguration()", "intrinsicContentSize", "layoutSubviews()",
        "sizeThatFits(_:)", "systemButton(with:target:action:)", "setAttributedTitle(_:for:)", "attributedTitle(for:)",
        "setBackgroundImage(_:for:)", "backgroundImage(for:)", "menu", "showsMenuAsPrimaryAction", "role",
        "changesSelectionAsPrimaryAction", "isPointerInteractionEnabled",
      ],
      staysOut: [
        "systemButton(with:target:action:)", "setAttributedTitle(_:for:)", "attributedTitle(for:)",
        "setBackgroundImage(_:for:)", "backgroundImage(for:)", "role",
        "changesSelectionAsPrimaryAction", "isPointerInteractionEnabled",
      ]),
    "UIColor": PlatformDeclaration(
      platform: [
        "init(red:green:blue:alpha:)", "init(white:alpha:)", "init(dynamicProvider:)",
        "init(hue:saturation:brightness:alpha:)",
        "init(displayP3Red:green:blue:alpha:)", "init(named:)", "init(patternImage:)", "init(cgColor:)",
        "resolvedColor(with:)", "withAlphaComponent(_:)", "getRed(_:green:blue:alpha:)", "getWhite(_:alpha:)",
        "getHue(_:saturation:brightness:alpha:)", "cgColor", "black", "blue", "brown", "clear", "cyan", "darkGray",
        "gray", "green", "lightGray", "magenta", "orange", "purple", "red", "white", "yellow", "label", "link",
        "opaqueSeparator", "placeholderText", "quaternaryLabel", "quaternarySystemFill", "secondaryLabel",
        "secondarySystemBackground", "secondarySystemFill", "secondarySystemGroupedBackground", "separator",
        "systemBackground", "systemBlue", "systemBrown", "systemCyan", "systemFill", "systemGray", "systemGray2",
        "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemGreen", "systemGroupedBackground",
        "systemIndigo", "systemMint", "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal",
        "systemYellow", "tertiaryLabel", "tertiarySystemBackground", "tertiarySystemFill",
        "tertiarySystemGroupedBackground", "tintColor",
      ],
      beyond: ["Components", "components", "inputDiagnostic"],
      staysOut: [
        "init(hue:saturation:brightness:alpha:)", "init(displayP3Red:green:blue:alpha:)", "init(named:)",
        "init(patternImage:)", "init(cgColor:)", "getRed(_:green:blue:alpha:)", "getWhite(_:alpha:)",
        "getHue(_:saturation:brightness:alpha:)", "cgColor",
      ]),
    "UIContentSizeCategory": PlatformDeclaration(
      platform: [
        "init(rawValue:)", "init(_:)", "rawValue", "unspecified", "extraSmall", "small", "medium", "large",
        "extraLarge",
        "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
        "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge", "isAccessibilityCategory", "<(_:_:)",
        "didChangeNotification", "newValueUserInfoKey",
      ],
      beyond: ["allSizes"]),
    "UIFontMetrics": PlatformDeclaration(
      platform: [
        "init(forTextStyle:)", "default", "scaledFont(for:)", "scaledFont(for:maximumPointSize:)",
        "scaledFont(for:compatibleWith:)", "scaledFont(for:maximumPointSize:compatibleWith:)", "scaledValue(for:)",
        "scaledValue(for:compatibleWith:)",
      ],
      beyond: ["description"]),
    "UIControl": PlatformDeclaration(
      platform: [
        "init(frame:)", "init(frame:primaryAction:)", "Event", "State", "addAction(_:for:)", "removeAction(_:for:)",
        "removeAction(identifiedBy:for:)", "sendAction(_:)", "sendActions(for:)", "isEnabled", "isHighlighted",
        "isSelected", "state", "didMoveToWindow()", "addTarget(_:action:for:)", "removeTarget(_:action:for:)",
        "contentHorizontalAlignment", "contentVerticalAlignment", "isTracking", "isTouchInside",
      ],
      staysOut: [
        "addTarget(_:action:for:)", "removeTarget(_:action:for:)", "contentHorizontalAlignment",
        "contentVerticalAlignment", "isTracking", "isTouchInside",
      ]),
    "UIEdgeInsets": PlatformDeclaration(
      platform: ["init()", "init(top:left:bottom:right:)", "top", "left", "bottom", "right", "zero"],
      staysOut: ["init()"]),
    "UIFont": PlatformDeclaration(
      platform: [
        "TextStyle", "Weight", "ascender", "boldSystemFont(ofSize:)", "capHeight", "descender", "familyName", "leading",
        "lineHeight", "monospacedDigitSystemFont(ofSize:weight:)", "monospacedSystemFont(ofSize:weight:)", "pointSize",
        "preferredFont(forTextStyle:compatibleWith:)", "systemFont(ofSize:)", "systemFont(ofSize:weight:)",
        "withSize(_:)", "xHeight", "init(name:size:)", "init(descriptor:size:)", "italicSystemFont(ofSize:)",
        "systemFont(ofSize:weight:width:)", "fontName", "fontDescriptor", "systemFontSize", "labelFontSize",
        "buttonFontSize", "smallSystemFontSize", "familyNames", "fontNames(forFamilyName:)",
      ],
      beyond: ["weight", "textStyle", "inputDiagnostic"],
      staysOut: [
        "init(name:size:)", "init(descriptor:size:)", "italicSystemFont(ofSize:)", "systemFont(ofSize:weight:width:)",
        "fontName", "fontDescriptor", "systemFontSize", "labelFontSize", "buttonFontSize", "smallSystemFontSize",
        "familyNames", "fontNames(forFamilyName:)",
      ]),
    "UIHinge": PlatformDeclaration(platform: ["Status", "status", "angle"], beyond: ["init(status:angle:)"]),
    "UIHingeInteraction": PlatformDeclaration(
      platform: ["init(updateHandler:)", "Update", "isEnabled", "view", "willMove(to:)", "didMove(to:)"]),
    "UIImage": PlatformDeclaration(
      platform: [
        "init(named:)", "init(named:in:compatibleWith:)", "init(systemName:)", "init(systemName:withConfiguration:)",
        "SymbolConfiguration", "isSymbolImage", "size", "symbolConfiguration", "withConfiguration(_:)", "init(data:)",
        "init(contentsOfFile:)", "init(cgImage:)", "scale", "imageOrientation", "renderingMode",
        "withRenderingMode(_:)", "withTintColor(_:)", "resizableImage(withCapInsets:)", "pngData()",
        "jpegData(compressionQuality:)",
      ],
      beyond: ["name", "register(named:size:)", "knownSymbolBaseNames", "knownSymbolSuffixes"],
      staysOut: [
        "init(data:)", "init(contentsOfFile:)", "init(cgImage:)", "scale", "imageOrientation", "renderingMode",
        "withRenderingMode(_:)", "withTintColor(_:)", "resizableImage(withCapInsets:)", "pngData()",
        "jpegData(compressionQuality:)",
      ]),
    "UIImageView": PlatformDeclaration(
      platform: [
        "init(frame:)", "init(image:)", "init(image:highlightedImage:)", "image", "highlightedImage", "isHighlighted",
        "intrinsicContentSize", "sizeThatFits(_:)", "preferredSymbolConfiguration", "animationImages",
        "startAnimating()", "stopAnimating()", "isAnimating",
      ],
      staysOut: [
        "preferredSymbolConfiguration", "animationImages", "startAnimating()", "stopAnimating()", "isAnimating",
      ]),
    "UIInteraction": PlatformDeclaration(platform: []),
    "UIInterfaceOrientation": PlatformDeclaration(
      platform: [
        "init(rawValue:)", "unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
        "isLandscape",
        "isPortrait",
      ]),
    "UILabel": PlatformDeclaration(
      platform: [
        "init(frame:)", "adjustsFontForContentSizeCategory", "font", "isEnabled", "lineBreakMode", "numberOfLines",
        "preferredMaxLayoutWidth", "text", "textAlignment", "textColor", "intrinsicContentSize", "sizeThatFits(_:)",
        "layoutSubviews()", "didMoveToWindow()", "attributedText", "adjustsFontSizeToFitWidth",
        "minimumScaleFactor", "highlightedTextColor", "isHighlighted", "shadowColor", "shadowOffset",
        "textRect(forBounds:limitedToNumberOfLines:)", "drawText(in:)",
      ],
      staysOut: [
        "attributedText", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "highlightedTextColor", "isHighlighted",
        "shadowColor", "shadowOffset", "textRect(forBounds:limitedToNumberOfLines:)", "drawText(in:)",
      ]),
    "UILayoutGuide": PlatformDeclaration(
      platform: [
        "init()", "bottomAnchor", "centerXAnchor", "centerYAnchor", "constraintsAffectingLayout(for:)",
        "hasAmbiguousLayout", "heightAnchor", "identifier", "layoutFrame", "leadingAnchor", "leftAnchor", "owningView",
        "rightAnchor", "topAnchor", "trailingAnchor", "widthAnchor",
      ]),
    "UILayoutPriority": PlatformDeclaration(
      platform: [
        "init(_:)", "init(rawValue:)", "rawValue", "required", "defaultHigh", "defaultLow", "fittingSizeLevel",
        "dragThatCanResizeScene", "sceneSizeStayPut", "dragThatCannotResizeScene", "+(_:_:)", "-(_:_:)", "<(_:_:)",
      ],
      beyond: ["init(floatLiteral:)", "init(integerLiteral:)"], staysOut: ["dragThatCannotResizeScene"]),
    "UIModalPresentationStyle": PlatformDeclaration(
      platform: [
        "init(rawValue:)", "automatic", "none", "fullScreen", "pageSheet", "formSheet", "currentContext", "custom",
        "overFullScreen", "overCurrentContext", "popover", "blurOverFullScreen",
      ],
      staysOut: ["blurOverFullScreen"]),
    "UIOverlayArrangement": PlatformDeclaration(
      platform: ["init()", "ViewProperties", "axes", "primary", "secondary"],
      beyond: ["HorizontalEdge", "VerticalEdge", "defaultViewProperties", "layout(in:)", "explainLayout(in:)"]),
    "UIScreen": PlatformDeclaration(
      platform: [
        "bounds", "nativeBounds", "nativeScale", "scale", "traits", "hinge", "reservedRegions", "main", "screens",
        "traitCollection", "coordinateSpace", "brightness", "maximumFramesPerSecond", "mirrored", "currentMode",
      ],
      beyond: [
        "init(bounds:scale:traits:reservedRegions:safeAreaInsets:hinge:verticalBar:)", "VerticalBar", "verticalBar",
        "attachedWindows", "interfaceOrientation", "performUpdates(_:)", "safeAreaInsets",
      ],
      staysOut: [
        "main", "screens", "traitCollection", "coordinateSpace", "brightness", "maximumFramesPerSecond", "mirrored",
        "currentMode",
      ]),
    "UIScrollView": PlatformDeclaration(
      platform: [
        "init(frame:)", "ContentInsetAdjustmentBehavior", "adjustedContentInset", "adjustedContentInsetDidChange()",
        "alwaysBounceHorizontal", "alwaysBounceVertical", "bounces", "contentInset", "contentInsetAdjustmentBehavior",
        "contentLayoutGuide", "contentOffset", "contentSize", "delegate", "frameLayoutGuide", "isPagingEnabled",
        "isScrollEnabled", "setContentOffset(_:animated:)", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "layoutSubviews()", "didMoveToWindow()", "zoomScale", "minimumZoomScale",
        "maximumZoomScale", "scrollRectToVisible(_:animated:)", "isDragging", "isDecelerating", "refreshControl",
        "keyboardDismissMode", "scrollIndicatorInsets",
      ],
      staysOut: [
        "zoomScale", "minimumZoomScale", "maximumZoomScale", "scrollRectToVisible(_:animated:)", "isDragging",
        "isDecelerating", "refreshControl", "keyboardDismissMode", "scrollIndicatorInsets",
      ]),
    "UIScrollViewDelegate": PlatformDeclaration(platform: []),
    "UISplitArrangement": PlatformDeclaration(
      platform: ["init()", "Dimension", "DimensionRange", "ViewProperties", "axes", "primary", "secondary"],
      beyond: ["defaultViewProperties", "layout(in:)", "explainLayout(in:)"]),
    "UIStackView": PlatformDeclaration(
      platform: [
        "init(frame:)", "init(arrangedSubviews:)", "Alignment", "Distribution", "addArrangedSubview(_:)", "alignment",
        "arrangedSubviews", "axis", "customSpacing(after:)", "distribution", "insertArrangedSubview(_:at:)",
        "isLayoutMarginsRelativeArrangement", "removeArrangedSubview(_:)", "setCustomSpacing(_:after:)", "spacing",
        "spacingUseDefault", "spacingUseSystem", "layoutSubviews()", "updateConstraints()",
        "isBaselineRelativeArrangement",
      ],
      staysOut: ["isBaselineRelativeArrangement"]),
    "UITrait": PlatformDeclaration(platform: []),
    "UITraitChangeObservable": PlatformDeclaration(
      platform: [
        "TraitChangeHandler", "registerForTraitChanges(_:handler:)", "registerForTraitChanges(_:target:action:)",
      ],
      staysOut: ["registerForTraitChanges(_:target:action:)"]),
    "UITraitChangeRegistration": PlatformDeclaration(platform: []),
    "UITraitCollection": PlatformDeclaration(
      platform: [
        "displayScale", "horizontalSizeClass", "verticalSizeClass", "layoutDirection", "preferredContentSizeCategory",
        "userInterfaceIdiom", "userInterfaceStyle", "verticalBarEdge", "systemTraitsAffectingVerticalBarEdge",
        "current", "init(traitsFrom:)", "modifyingTraits(_:)", "hasDifferentColorAppearance(comparedTo:)",
        "displayGamut", "accessibilityContrast", "legibilityWeight", "userInterfaceLevel",
      ],
      beyond: [
        "init(horizontalSizeClass:verticalSizeClass:layoutDirection:displayScale:userInterfaceStyle:preferredContentSizeCategory:userInterfaceIdiom:)"
      ],
      staysOut: [
        "current", "init(traitsFrom:)", "modifyingTraits(_:)", "hasDifferentColorAppearance(comparedTo:)",
        "displayGamut", "accessibilityContrast", "legibilityWeight", "userInterfaceLevel",
      ]),
    "UITraitDefinition": PlatformDeclaration(platform: []),
    "UITraitDisplayScale": PlatformDeclaration(platform: ["defaultValue"]),
    "UITraitEnvironment": PlatformDeclaration(platform: []),
    "UITraitEnvironmentLayoutDirection": PlatformDeclaration(
      platform: ["init(rawValue:)", "unspecified", "leftToRight", "rightToLeft"], staysOut: ["unspecified"]),
    "UITraitHorizontalSizeClass": PlatformDeclaration(platform: ["defaultValue"]),
    "UITraitLayoutDirection": PlatformDeclaration(platform: ["defaultValue"]),
    "UITraitOverrides": PlatformDeclaration(
      platform: [
        "contains(_:)", "remove(_:)", "horizontalSizeClass", "verticalSizeClass", "layoutDirection",
        "preferredContentSizeCategory", "userInterfaceStyle",
      ],
      beyond: [
        "init(horizontalSizeClass:verticalSizeClass:layoutDirection:userInterfaceStyle:preferredContentSizeCategory:)",
        "applied(to:)",
      ]),
    "UITraitPreferredContentSizeCategory": PlatformDeclaration(platform: ["defaultValue"]),
    "UITraitUserInterfaceStyle": PlatformDeclaration(platform: ["defaultValue"]),
    "UITraitVerticalSizeClass": PlatformDeclaration(platform: ["defaultValue"]),
    "UIUserInterfaceIdiom": PlatformDeclaration(
      platform: ["init(rawValue:)", "unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"]),
    "UIUserInterfaceLayoutDirection": PlatformDeclaration(platform: ["init(rawValue:)", "leftToRight", "rightToLeft"]),
    "UIUserInterfaceSizeClass": PlatformDeclaration(platform: ["init(rawValue:)", "unspecified", "compact", "regular"]),
    "UIUserInterfaceStyle": PlatformDeclaration(platform: ["init(rawValue:)", "unspecified", "light", "dark"]),
    "UIVerticalBarBehavior": PlatformDeclaration(platform: ["init(rawValue:)", "automatic", "disabled"]),

    // Bars, items and menus (B5), from UIKit's documentation; 27.1's vertical-bar members
    // (`axisBehavior`, `verticalBarCompressionBehavior`) from the SDK headers' research.
    "UIBarItem": PlatformDeclaration(
      platform: [
        "title", "image", "isEnabled", "tag", "landscapeImagePhone", "largeContentSizeImage", "imageInsets",
        "landscapeImagePhoneInsets", "largeContentSizeImageInsets", "setTitleTextAttributes(_:for:)",
        "titleTextAttributes(for:)",
      ],
      staysOut: [
        "landscapeImagePhone", "largeContentSizeImage", "imageInsets", "landscapeImagePhoneInsets",
        "largeContentSizeImageInsets", "setTitleTextAttributes(_:for:)", "titleTextAttributes(for:)",
      ]),
    "UIBarButtonItem": PlatformDeclaration(
      platform: [
        "AxisBehavior", "Style", "SystemItem", "axisBehavior", "customView", "fixedSpace(_:)", "flexibleSpace()",
        "init(customView:)", "init(systemItem:primaryAction:menu:)", "init(title:image:primaryAction:menu:)", "menu",
        "primaryAction", "style", "tintColor", "width", "init(image:style:target:action:)",
        "init(title:style:target:action:)", "init(barButtonSystemItem:target:action:)", "target", "action",
        "possibleTitles", "isSelected", "isHidden", "changesSelectionAsPrimaryAction",
      ],
      // `systemItem` is what the item was made with (the platform keeps it private);
      // `performPrimaryAction()` is a tap in a test (B7).
      beyond: ["systemItem", "performPrimaryAction()"],
      staysOut: [
        "init(image:style:target:action:)", "init(title:style:target:action:)",
        "init(barButtonSystemItem:target:action:)", "target", "action", "possibleTitles", "isSelected", "isHidden",
        "changesSelectionAsPrimaryAction",
      ]),
    "UIBarButtonItemGroup": PlatformDeclaration(
      platform: [
        "barButtonItems", "init(barButtonItems:representativeItem:)", "isDisplayingRepresentativeItem", "isHidden",
        "representativeItem", "fixedGroup(representativeItem:items:)",
        "movableGroup(customizationIdentifier:representativeItem:items:)",
      ],
      staysOut: [
        "fixedGroup(representativeItem:items:)", "movableGroup(customizationIdentifier:representativeItem:items:)",
      ]),
    "UIDeferredMenuElement": PlatformDeclaration(platform: ["init(_:)", "uncached(_:)"]),
    "UIMenu": PlatformDeclaration(
      platform: [
        "Identifier", "Options", "children", "identifier", "options", "replacingChildren(_:)",
        "init(title:subtitle:image:identifier:options:preferredElementSize:children:)", "preferredElementSize",
        "selectedElements", "displayPreferences",
      ],
      // The platform's initializer without subtitle and element size (their defaults).
      beyond: ["init(title:image:identifier:options:children:)"],
      staysOut: [
        "init(title:subtitle:image:identifier:options:preferredElementSize:children:)", "preferredElementSize",
        "selectedElements", "displayPreferences",
      ]),
    "UIMenuElement": PlatformDeclaration(
      platform: ["Attributes", "State", "image", "title", "subtitle"], staysOut: ["subtitle"]),
    "UINavigationBar": PlatformDeclaration(
      platform: [
        "backItem", "init(frame:)", "items", "prefersLargeTitles", "topItem", "pushItem(_:animated:)",
        "popItem(animated:)", "setItems(_:animated:)", "delegate", "barStyle", "isTranslucent", "standardAppearance",
        "compactAppearance", "scrollEdgeAppearance",
      ],
      staysOut: [
        "pushItem(_:animated:)", "popItem(animated:)", "setItems(_:animated:)", "delegate", "barStyle",
        "isTranslucent", "standardAppearance", "compactAppearance", "scrollEdgeAppearance",
      ]),
    "UINavigationItem": PlatformDeclaration(
      platform: [
        "LargeTitleDisplayMode", "VerticalBarCompressionBehavior", "backBarButtonItem", "backButtonTitle",
        "hidesBackButton", "init(title:)", "largeTitleDisplayMode", "leadingItemGroups", "leftBarButtonItem",
        "leftBarButtonItems", "leftItemsSupplementBackButton", "prompt", "rightBarButtonItem", "rightBarButtonItems",
        "setHidesBackButton(_:animated:)", "setLeftBarButton(_:animated:)", "setLeftBarButtonItems(_:animated:)",
        "setRightBarButton(_:animated:)", "setRightBarButtonItems(_:animated:)", "title", "titleView",
        "trailingItemGroups", "verticalBarCompressionBehavior", "searchController", "hidesSearchBarWhenScrolling",
        "standardAppearance", "compactAppearance", "scrollEdgeAppearance", "backButtonDisplayMode", "backAction",
        "centerItemGroups", "titleMenuProvider", "style",
      ],
      // The strip's pinned prominent group (measurements.md "Bars"; no header name known).
      beyond: ["pinnedTrailingGroup"],
      staysOut: [
        "searchController", "hidesSearchBarWhenScrolling", "standardAppearance", "compactAppearance",
        "scrollEdgeAppearance", "backButtonDisplayMode", "backAction", "centerItemGroups", "titleMenuProvider",
        "style",
      ]),
    "UITabBar": PlatformDeclaration(
      platform: [
        "init(frame:)", "items", "selectedItem", "setItems(_:animated:)", "delegate", "standardAppearance",
        "scrollEdgeAppearance",
      ],
      staysOut: ["setItems(_:animated:)", "delegate", "standardAppearance", "scrollEdgeAppearance"]),
    "UITabBarItem": PlatformDeclaration(
      platform: [
        "badgeValue", "init(title:image:selectedImage:)", "init(title:image:tag:)", "selectedImage",
        "init(tabBarSystemItem:tag:)", "badgeColor", "standardAppearance", "scrollEdgeAppearance",
      ],
      staysOut: ["init(tabBarSystemItem:tag:)", "badgeColor", "standardAppearance", "scrollEdgeAppearance"]),
    "UIToolbar": PlatformDeclaration(
      platform: ["init(frame:)", "items", "setItems(_:animated:)", "delegate", "barStyle", "standardAppearance"],
      staysOut: ["setItems(_:animated:)", "delegate", "barStyle", "standardAppearance"]),
    "UIVerticalBarCompressionBehavior": PlatformDeclaration(
      platform: ["init(rawValue:)", "automatic", "prefersBarItems", "prefersTabBar"]),
    "UIVerticalBarEdge": PlatformDeclaration(platform: ["init(rawValue:)", "unspecified", "leading", "trailing"]),
    "UIViewControllerTransitionCoordinator": PlatformDeclaration(
      platform: [
        "animate(alongsideTransition:)", "animate(alongsideTransition:completion:)",
        "notifyWhenInteractionChanges(_:)",
      ],
      staysOut: ["animate(alongsideTransition:completion:)", "notifyWhenInteractionChanges(_:)"]),
    "UIViewControllerTransitionCoordinatorContext": PlatformDeclaration(platform: []),
    "UIWindow": PlatformDeclaration(
      platform: [
        "isKeyWindow", "makeKeyAndVisible()", "rootViewController", "screen", "windowScene", "layoutSubviews()",
        "init(windowScene:)", "makeKey()", "windowLevel", "canBecomeKey", "becomeKey()", "resignKey()",
      ],
      beyond: [
        "init(display:)", "display", "brokenLayoutConstraints", "layoutConstraintDiagnostics", "inputDiagnostics",
        "textMeasurer",
      ],
      staysOut: ["init(windowScene:)", "makeKey()", "windowLevel", "canBecomeKey", "becomeKey()", "resignKey()"]),
    "UIWindowScene": PlatformDeclaration(
      platform: [
        "interfaceOrientation", "keyWindow", "screen", "traitCollection", "windows", "coordinateSpace",
        "sizeRestrictions", "statusBarManager", "requestGeometryUpdate(_:errorHandler:)",
      ],
      staysOut: ["coordinateSpace", "sizeRestrictions", "statusBarManager", "requestGeometryUpdate(_:errorHandler:)"]),
    // The large classes: UIKit's names (UIKitMemberNames, the V6 lists); what stays out is
    // listed by area in the porting article.
    "UIResponder": PlatformDeclaration(platform: UIKitMemberNames.responder, staysOut: nil),
    "UIView": PlatformDeclaration(platform: UIKitMemberNames.view.union(UIKitMemberNames.responder), staysOut: nil),
    "UIViewController": PlatformDeclaration(
      platform: UIKitMemberNames.viewController.union(UIKitMemberNames.responder), staysOut: nil),
    "UINavigationController": PlatformDeclaration(
      platform: UIKitMemberNames.navigationController.union(UIKitMemberNames.viewController), staysOut: nil),
    "UITabBarController": PlatformDeclaration(
      platform: UIKitMemberNames.tabBarController.union(UIKitMemberNames.viewController), staysOut: nil),
  ]
}
