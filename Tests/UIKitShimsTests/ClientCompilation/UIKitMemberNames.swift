// UIKit's member names, as Swift spells them (name and argument labels), for the V6 test that
// the object model's open classes add no public member UIKit lacks. Typed from UIKit's
// documentation (UIResponder, UIView, UIViewController, UINavigationController,
// UITabBarController), plus the platform's Duo additions (`reservedRegions(kind:options:)`,
// `ReservedRegion`, `arrangementViewController`, the vertical bar API). A member the object
// model adds must be a UIKit name listed here; a name that is not UIKit's belongs on
// `package` or on `ArrangementController`/`Window`/`Display` (api.md "Beyond the platform").

/// UIKit's member names per class, keyed by the object model's class name.
enum UIKitMemberNames {
  static let responder: Set<String> = [
    "init()", "next", "isFirstResponder", "canBecomeFirstResponder", "becomeFirstResponder()",
    "canResignFirstResponder", "resignFirstResponder()", "touchesBegan(_:with:)", "touchesMoved(_:with:)",
    "touchesEnded(_:with:)", "touchesCancelled(_:with:)", "touchesEstimatedPropertiesUpdated(_:)",
    "pressesBegan(_:with:)", "pressesChanged(_:with:)", "pressesEnded(_:with:)", "pressesCancelled(_:with:)",
    "motionBegan(_:with:)", "motionEnded(_:with:)", "motionCancelled(_:with:)", "canPerformAction(_:withSender:)",
    "target(forAction:withSender:)", "undoManager", "inputView", "inputAccessoryView", "inputViewController",
    "inputAccessoryViewController", "textInputMode", "textInputContextIdentifier", "reloadInputViews()",
    "keyCommands", "buildMenu(with:)", "validate(_:)", "userActivity", "updateUserActivityState(_:)",
    "restoreUserActivityState(_:)", "editingInteractionConfiguration",
  ]

  static let view: Set<String> = [
    // Creating, geometry, hierarchy
    "init(frame:)", "init(coder:)", "init()", "frame", "bounds", "center", "transform", "transform3D",
    "contentScaleFactor", "anchorPoint", "isMultipleTouchEnabled", "isExclusiveTouch", "hitTest(_:with:)",
    "point(inside:with:)", "convert(_:to:)", "convert(_:from:)", "autoresizesSubviews", "autoresizingMask",
    "AutoresizingMask", "sizeThatFits(_:)", "sizeToFit()", "superview", "subviews", "window",
    "removeFromSuperview()", "insertSubview(_:at:)", "exchangeSubview(at:withSubviewAt:)", "addSubview(_:)",
    "insertSubview(_:belowSubview:)", "insertSubview(_:aboveSubview:)", "bringSubviewToFront(_:)",
    "sendSubviewToBack(_:)", "didAddSubview(_:)", "willRemoveSubview(_:)", "willMove(toSuperview:)",
    "didMoveToSuperview()", "willMove(toWindow:)", "didMoveToWindow()", "isDescendant(of:)", "viewWithTag(_:)",
    "tag",
    // Layout
    "setNeedsLayout()", "layoutIfNeeded()", "layoutSubviews()", "layoutMargins", "directionalLayoutMargins",
    "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "layoutMarginsDidChange()",
    "safeAreaInsets", "safeAreaInsetsDidChange()", "layoutMarginsGuide", "readableContentGuide",
    "safeAreaLayoutGuide", "keyboardLayoutGuide", "constraints", "addConstraint(_:)", "addConstraints(_:)",
    "removeConstraint(_:)", "removeConstraints(_:)", "updateConstraintsIfNeeded()", "updateConstraints()",
    "needsUpdateConstraints()", "setNeedsUpdateConstraints()", "translatesAutoresizingMaskIntoConstraints",
    "requiresConstraintBasedLayout", "alignmentRect(forFrame:)", "frame(forAlignmentRect:)",
    "alignmentRectInsets", "forFirstBaselineLayout", "forLastBaselineLayout", "intrinsicContentSize",
    "invalidateIntrinsicContentSize()", "noIntrinsicMetric", "contentHuggingPriority(for:)",
    "setContentHuggingPriority(_:for:)", "contentCompressionResistancePriority(for:)",
    "setContentCompressionResistancePriority(_:for:)", "systemLayoutSizeFitting(_:)",
    "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
    "layoutFittingCompressedSize", "layoutFittingExpandedSize", "layoutGuides", "addLayoutGuide(_:)",
    "removeLayoutGuide(_:)", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "topAnchor",
    "bottomAnchor", "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor",
    "lastBaselineAnchor", "constraintsAffectingLayout(for:)", "hasAmbiguousLayout",
    "exerciseAmbiguityInLayout()", "setNeedsUpdateProperties()", "updateProperties()",
    "updatePropertiesIfNeeded()",
    // Drawing and appearance
    "draw(_:)", "setNeedsDisplay()", "setNeedsDisplay(_:)", "clipsToBounds", "backgroundColor", "alpha",
    "isOpaque", "clearsContextBeforeDrawing", "isHidden", "contentMode", "ContentMode", "mask", "tintColor",
    "tintAdjustmentMode", "TintAdjustmentMode", "tintColorDidChange()", "layer", "layerClass",
    "overrideUserInterfaceStyle", "cornerConfiguration",
    // Events, interaction, direction
    "isUserInteractionEnabled", "semanticContentAttribute", "effectiveUserInterfaceLayoutDirection",
    "userInterfaceLayoutDirection(for:)", "userInterfaceLayoutDirection(for:relativeTo:)", "gestureRecognizers",
    "addGestureRecognizer(_:)", "removeGestureRecognizer(_:)", "gestureRecognizerShouldBegin(_:)",
    "interactions", "addInteraction(_:)", "removeInteraction(_:)", "motionEffects", "addMotionEffect(_:)",
    "removeMotionEffect(_:)",
    // Animation
    "animate(withDuration:animations:)", "animate(withDuration:animations:completion:)",
    "animate(withDuration:delay:options:animations:completion:)",
    "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
    "animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)",
    "transition(with:duration:options:animations:completion:)", "transition(from:to:duration:options:completion:)",
    "animateKeyframes(withDuration:delay:options:animations:completion:)",
    "addKeyframe(withRelativeStartTime:relativeDuration:animations:)", "performWithoutAnimation(_:)",
    "areAnimationsEnabled", "setAnimationsEnabled(_:)", "inheritedAnimationDuration", "AnimationOptions",
    "AnimationCurve", "KeyframeAnimationOptions", "AnimationTransition", "SystemAnimation",
    // Traits
    "traitCollection", "traitOverrides", "updateTraitsIfNeeded()", "registerForTraitChanges(_:handler:)",
    "registerForTraitChanges(_:target:action:)", "registerForTraitChanges(_:action:)",
    "unregisterForTraitChanges(_:)", "traitCollectionDidChange(_:)",
    // Dynamic Type limits (iOS 15, DT5).
    "minimumContentSizeCategory", "maximumContentSizeCategory", "appliedContentSizeCategoryLimitsDescription",
    // Accessibility, focus, restoration, snapshots
    "accessibilityIdentifier", "isAccessibilityElement", "accessibilityLabel", "accessibilityHint",
    "accessibilityValue", "accessibilityTraits", "accessibilityFrame", "accessibilityElements",
    "accessibilityViewIsModal", "shouldGroupAccessibilityChildren", "accessibilityLanguage",
    "largeContentTitle", "showsLargeContentViewer", "scalesLargeContentImage", "minimumContentSizeCategory",
    "maximumContentSizeCategory", "appliedContentSizeCategoryLimitsDescription", "focusGroupIdentifier",
    "canBecomeFocused", "isFocused", "restorationIdentifier", "encodeRestorableState(with:)",
    "decodeRestorableState(with:)", "snapshotView(afterScreenUpdates:)",
    "resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)", "drawHierarchy(in:afterScreenUpdates:)",
    "hoverStyle",
    // The platform's Duo API on UIView
    "reservedRegions(kind:options:)", "ReservedRegion",
  ]

  static let viewController: Set<String> = [
    // Creating, the view
    "init(nibName:bundle:)", "init(coder:)", "init()", "view", "viewIfLoaded", "isViewLoaded", "loadView()",
    "loadViewIfNeeded()", "viewDidLoad()", "nibName", "nibBundle", "storyboard", "title",
    "performSegue(withIdentifier:sender:)", "shouldPerformSegue(withIdentifier:sender:)", "prepare(for:sender:)",
    // Appearance and layout
    "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
    "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "updateViewConstraints()",
    "additionalSafeAreaInsets", "viewSafeAreaInsetsDidChange()", "systemMinimumLayoutMargins",
    "viewRespectsSystemMinimumLayoutMargins", "viewLayoutMarginsDidChange()", "edgesForExtendedLayout",
    "extendedLayoutIncludesOpaqueBars", "preferredContentSize",
    "preferredContentSizeDidChange(forChildContentContainer:)",
    "systemLayoutFittingSizeDidChange(forChildContentContainer:)",
    "size(forChildContentContainer:withParentContainerSize:)", "viewWillTransition(to:with:)",
    "willTransition(to:with:)", "setNeedsUpdateProperties()", "updateProperties()", "updatePropertiesIfNeeded()",
    "contentScrollView(for:)", "setContentScrollView(_:for:)", "setContentScrollView(_:)",
    // Containment
    "parent", "children", "addChild(_:)", "removeFromParent()", "willMove(toParent:)", "didMove(toParent:)",
    "transition(from:to:duration:options:animations:completion:)", "beginAppearanceTransition(_:animated:)",
    "endAppearanceTransition()", "shouldAutomaticallyForwardAppearanceMethods",
    "setOverrideTraitCollection(_:forChild:)", "overrideTraitCollection(forChild:)", "isMovingToParent",
    "isMovingFromParent",
    // Presentation
    "presentedViewController", "presentingViewController", "definesPresentationContext",
    "providesPresentationContextTransitionStyle", "restoresFocusAfterTransition", "isBeingPresented",
    "isBeingDismissed", "present(_:animated:completion:)", "dismiss(animated:completion:)",
    "modalTransitionStyle", "modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance",
    "isModalInPresentation", "transitioningDelegate", "transitionCoordinator", "presentationController",
    "popoverPresentationController", "sheetPresentationController", "activePresentationController",
    "preferredTransition", "show(_:sender:)", "showDetailViewController(_:sender:)",
    "targetViewController(forAction:sender:)", "disablesAutomaticKeyboardDismissal",
    // Containers
    "navigationController", "navigationItem", "hidesBottomBarWhenPushed", "toolbarItems",
    "setToolbarItems(_:animated:)", "tabBarController", "tabBarItem", "tab", "splitViewController",
    "collapseSecondaryViewController(_:for:)", "separateSecondaryViewController(for:)",
    // Traits
    "traitCollection", "traitOverrides", "traitCollectionDidChange(_:)", "registerForTraitChanges(_:handler:)",
    "minimumContentSizeCategory", "maximumContentSizeCategory", "appliedContentSizeCategoryLimitsDescription",
    "registerForTraitChanges(_:target:action:)", "registerForTraitChanges(_:action:)",
    "unregisterForTraitChanges(_:)", "updateTraitsIfNeeded()", "overrideUserInterfaceStyle",
    // Status bar, home indicator, orientation, system gestures
    "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
    "setNeedsStatusBarAppearanceUpdate()", "childForStatusBarStyle", "childForStatusBarHidden",
    "prefersHomeIndicatorAutoHidden", "childForHomeIndicatorAutoHidden", "setNeedsUpdateOfHomeIndicatorAutoHidden()",
    "preferredScreenEdgesDeferringSystemGestures", "childForScreenEdgesDeferringSystemGestures",
    "setNeedsUpdateOfScreenEdgesDeferringSystemGestures()", "prefersPointerLocked",
    "childViewControllerForPointerLock", "setNeedsUpdateOfPrefersPointerLocked()", "supportedInterfaceOrientations",
    "preferredInterfaceOrientationForPresentation", "shouldAutorotate",
    "setNeedsUpdateOfSupportedInterfaceOrientations()",
    // Editing, restoration, content unavailable
    "isEditing", "setEditing(_:animated:)", "editButtonItem", "restorationIdentifier", "restorationClass",
    "encodeRestorableState(with:)", "decodeRestorableState(with:)", "applicationFinishedRestoringState()",
    "contentUnavailableConfiguration", "setNeedsUpdateContentUnavailableConfiguration()",
    "updateContentUnavailableConfiguration(using:)", "contentUnavailableConfigurationState",
    "interactionActivityTrackingBaseName", "preferredFocusEnvironments", "setNeedsFocusUpdate()",
    // The platform's Duo API on UIViewController (C10, VB)
    "arrangementViewController", "preferredVerticalBarBehavior", "childForPreferredVerticalBarBehavior",
    "setNeedsUpdateOfVerticalBarConfiguration()",
  ]

  static let navigationController: Set<String> = [
    "init(rootViewController:)", "init(navigationBarClass:toolbarClass:)", "init(nibName:bundle:)",
    "init(coder:)", "init()", "pushViewController(_:animated:)", "popViewController(animated:)",
    "popToViewController(_:animated:)", "popToRootViewController(animated:)", "topViewController",
    "visibleViewController", "viewControllers", "setViewControllers(_:animated:)", "isNavigationBarHidden",
    "setNavigationBarHidden(_:animated:)", "navigationBar", "isToolbarHidden", "setToolbarHidden(_:animated:)",
    "toolbar", "delegate", "interactivePopGestureRecognizer", "interactiveContentPopGestureRecognizer",
    "hidesBarsWhenKeyboardAppears", "hidesBarsOnSwipe", "barHideOnSwipeGestureRecognizer",
    "hidesBarsWhenVerticallyCompact", "hidesBarsOnTap", "barHideOnTapGestureRecognizer",
  ]

  static let tabBarController: Set<String> = [
    "init(nibName:bundle:)", "init(coder:)", "init()", "init(tabs:)", "viewControllers",
    "setViewControllers(_:animated:)", "selectedViewController", "selectedIndex", "moreNavigationController",
    "customizableViewControllers", "tabBar", "delegate", "tabs", "setTabs(_:animated:)", "selectedTab",
    "tab(forIdentifier:)", "mode", "sidebar", "isTabBarHidden", "setTabBarHidden(_:animated:)",
    "compactTabIdentifiers", "customizationIdentifier", "tabBarMinimizeBehavior", "bottomAccessory",
  ]
}
