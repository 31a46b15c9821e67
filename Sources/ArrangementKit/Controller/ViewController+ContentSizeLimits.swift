import Foundation

extension ViewController {
  /// The smallest text size this controller and everything below it see (DT5): the
  /// platform's `UIViewController.minimumContentSizeCategory` (iOS 15). `nil` (the default)
  /// sets no limit.
  ///
  /// Applied after ``traitOverrides``; changing it refreshes the traits below (their
  /// `traitCollectionDidChange(_:)`, trait handlers) and re-measures text that follows the text
  /// size (DT1).
  ///
  /// ```swift
  /// reader.minimumContentSizeCategory = .large
  /// ```
  ///
  /// Degenerate input: an unknown category is ignored and reported; a minimum above the
  /// maximum is reported and the maximum wins.
  public var minimumContentSizeCategory: ContentSizeCategory? {
    get { storedContentSizeLimits.minimum }
    set { setContentSizeLimits { $0.minimum = newValue } }
  }

  /// The largest text size this controller and everything below it see (DT5): the platform's
  /// `UIViewController.maximumContentSizeCategory` (iOS 15). `nil` (the default) sets no limit.
  ///
  /// ```swift
  /// player.maximumContentSizeCategory = .accessibilityMedium
  /// ```
  ///
  /// Degenerate input: as ``minimumContentSizeCategory``.
  public var maximumContentSizeCategory: ContentSizeCategory? {
    get { storedContentSizeLimits.maximum }
    set { setContentSizeLimits { $0.maximum = newValue } }
  }

  /// Which content size limits changed this controller's text size, one line each from the
  /// nearest (DT5): the platform's `appliedContentSizeCategoryLimitsDescription`.
  ///
  /// ```swift
  /// print(player.appliedContentSizeCategoryLimitsDescription)
  /// // PlayerViewController: maximum accessibilityMedium applied to accessibilityExtraExtraExtraLarge
  /// ```
  public var appliedContentSizeCategoryLimitsDescription: String {
    let lines = appliedContentSizeCategoryLimitLines()
    return lines.isEmpty ? "no content size category limit applied" : lines.joined(separator: "\n")
  }

  /// The lines of ``appliedContentSizeCategoryLimitsDescription`` for this controller and its
  /// ancestors (parents, slot owners), nearest first.
  func appliedContentSizeCategoryLimitLines() -> [String] {
    var lines: [String] = []
    var controller: ViewController? = self
    while let current = controller {
      if current.hasContentSizeLimits {
        let inherited = current.storedTraitOverrides.applied(to: current.traitCollectionBeforeOwnAdjustments)
        if let line = current.storedContentSizeLimits.appliedDescription(
          owner: String(describing: type(of: current)), inherited: inherited.preferredContentSizeCategory)
        {
          lines.append(line)
        }
      }
      controller = current.storedParent ?? current.slotOwner
    }
    return lines
  }

  /// The traits this controller inherits, before its overrides and limits.
  private var traitCollectionBeforeOwnAdjustments: TraitCollection {
    if let parent = storedParent { return parent.traitCollection }
    if let owner = slotOwner { return owner.traitCollection }
    if let display = windowRootDisplay { return display.traits }
    return storedView?.storedSuperview?.traitCollection ?? TraitCollection()
  }

  /// Changes the limits, reporting bad ones, then refreshes the traits below.
  private func setContentSizeLimits(_ change: (inout ContentSizeCategoryLimits) -> Void) {
    var limits = storedContentSizeLimits
    change(&limits)
    guard limits != storedContentSizeLimits else { return }
    if let note = limits.inputDiagnostic {
      let message = "\(type(of: self)): \(note)"
      if let view = storedView { view.reportInputDiagnostic(note) } else { LayoutDiagnostics.emit(message) }
    }
    storedContentSizeLimits = limits
    refreshTraitsInHierarchy()
  }
}
