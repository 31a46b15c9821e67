import Foundation

extension View {
  /// The traits this view replaces for itself and the views below it (T1): the platform's
  /// `UIView.traitOverrides` (iOS 17).
  ///
  /// Changing them tells the views below whose traits changed (`traitCollectionDidChange(_:)`,
  /// `registerForTraitChanges` handlers), re-measures the text that follows the text size
  /// (DT1) and lays the view out again. Controllers keep their own traits: a child
  /// controller's view inherits from its controller, not from this view.
  ///
  /// ```swift
  /// sidebar.traitOverrides.preferredContentSizeCategory = .extraSmall
  /// ```
  ///
  /// Degenerate input: on a window they are ignored with an input diagnostic (a window's
  /// traits are its display's: set them on the root controller instead).
  public var traitOverrides: TraitOverrides {
    get { appearance?.traitOverrides ?? TraitOverrides() }
    set {
      guard newValue != traitOverrides else { return }
      guard !(self is Window) else {
        reportInputDiagnostic("traitOverrides on a window are ignored; set them on the root view controller")
        return
      }
      adjustTraits { $0.traitOverrides = newValue }
    }
  }

  /// The smallest text size this view and the views below it see (DT5): the platform's
  /// `minimumContentSizeCategory`. `nil` (the default) sets no limit.
  ///
  /// ```swift
  /// badge.minimumContentSizeCategory = .medium
  /// ```
  ///
  /// Degenerate input: an unknown category is ignored and reported; a minimum above the
  /// maximum is reported and the maximum wins. On a window, ignored and reported.
  public var minimumContentSizeCategory: ContentSizeCategory? {
    get { appearance?.contentSizeLimits.minimum }
    set { setContentSizeLimits { $0.minimum = newValue } }
  }

  /// The largest text size this view and the views below it see (DT5): the platform's
  /// `maximumContentSizeCategory`. `nil` (the default) sets no limit.
  ///
  /// ```swift
  /// toolbar.maximumContentSizeCategory = .accessibilityMedium
  /// ```
  ///
  /// Degenerate input: as ``minimumContentSizeCategory``.
  public var maximumContentSizeCategory: ContentSizeCategory? {
    get { appearance?.contentSizeLimits.maximum }
    set { setContentSizeLimits { $0.maximum = newValue } }
  }

  /// Which content size limits changed this view's text size, one line each from the
  /// nearest (DT5): the platform's `appliedContentSizeCategoryLimitsDescription`.
  ///
  /// Each line names the view or controller whose limit applied, the limit and the category
  /// it was applied to; with no limit applied it says so.
  ///
  /// ```swift
  /// print(toolbar.appliedContentSizeCategoryLimitsDescription)
  /// // Toolbar: maximum accessibilityMedium applied to accessibilityExtraExtraExtraLarge
  /// ```
  public var appliedContentSizeCategoryLimitsDescription: String {
    var lines: [String] = []
    var view: View? = self
    while let current = view {
      if current.hasTraitAdjustments, let appearance = current.appearance {
        let inherited = appearance.traitOverrides.applied(to: current.inheritedTraitCollection)
        if let line = appearance.contentSizeLimits.appliedDescription(
          owner: ViewDiagnosticName.of(current), inherited: inherited.preferredContentSizeCategory)
        {
          lines.append(line)
        }
      }
      if let controller = current.owningController {
        lines += controller.appliedContentSizeCategoryLimitLines()
        break
      }
      view = current.storedSuperview
    }
    return lines.isEmpty ? "no content size category limit applied" : lines.joined(separator: "\n")
  }

  /// Changes the limits, reporting bad ones, then follows the change.
  private func setContentSizeLimits(_ change: (inout ContentSizeCategoryLimits) -> Void) {
    var limits = appearance?.contentSizeLimits ?? ContentSizeCategoryLimits()
    change(&limits)
    guard limits != (appearance?.contentSizeLimits ?? ContentSizeCategoryLimits()) else { return }
    guard !(self is Window) else {
      reportInputDiagnostic(
        "content size category limits on a window are ignored; set them on the root view controller")
      return
    }
    if let note = limits.inputDiagnostic { reportInputDiagnostic(note) }
    adjustTraits { $0.contentSizeLimits = limits }
  }

  /// Applies a change of this view's own trait adjustments and tells the subtree (DT1, DT3).
  private func adjustTraits(_ change: (ViewAppearance) -> Void) {
    let previous = traitCollection
    let appearance = makeAppearance()
    change(appearance)
    hasTraitAdjustments = appearance.traitOverrides != TraitOverrides() || !appearance.contentSizeLimits.isEmpty
    let current = traitCollection
    setNeedsLayout()
    if previous.layoutDirection != current.layoutDirection {
      existingLayoutEngine?.setNeedsLayoutWhereDirectionChanged()
    }
    traitsDidChange(from: previous, to: current, measurer: window?.textMeasurerBox)
  }
}
