import Foundation

/// The text-size limits a view or controller sets for itself and its subtree (DT5): the
/// platform's `minimumContentSizeCategory` / `maximumContentSizeCategory` (iOS 15).
///
/// A value, applied after the trait overrides: the inherited category is raised to the minimum,
/// then lowered to the maximum, so when the minimum is above the maximum the maximum wins (and
/// the setter reports it). `.unspecified` and unknown categories are not clamped, and a limit
/// of an unknown category is ignored (reported by the setter).
struct ContentSizeCategoryLimits: Hashable, Sendable, CustomStringConvertible {
  var minimum: ContentSizeCategory?
  var maximum: ContentSizeCategory?

  /// Whether neither limit is set.
  var isEmpty: Bool { minimum == nil && maximum == nil }

  /// `category` within the limits.
  func clamp(_ category: ContentSizeCategory) -> ContentSizeCategory {
    guard category.index >= 0 else { return category }
    var result = category
    if let minimum, minimum.index >= 0, result < minimum { result = minimum }
    if let maximum, maximum.index >= 0, result > maximum { result = maximum }
    return result
  }

  /// `traits` with the category clamped.
  func applied(to traits: TraitCollection) -> TraitCollection {
    guard !isEmpty else { return traits }
    var result = traits
    result.preferredContentSizeCategory = clamp(traits.preferredContentSizeCategory)
    return result
  }

  /// What the setters report about these limits, if anything: an unknown category, or a
  /// minimum above the maximum.
  var inputDiagnostic: String? {
    var notes: [String] = []
    if let minimum, minimum.index < 0 {
      notes.append("minimumContentSizeCategory \(minimum) is not a known category; ignored")
    }
    if let maximum, maximum.index < 0 {
      notes.append("maximumContentSizeCategory \(maximum) is not a known category; ignored")
    }
    if let minimum, let maximum, minimum.index >= 0, maximum.index >= 0, minimum > maximum {
      notes.append(
        "minimumContentSizeCategory \(minimum) is above maximumContentSizeCategory \(maximum); the maximum wins")
    }
    return notes.isEmpty ? nil : notes.joined(separator: "; ")
  }

  /// `minimum large, maximum accessibilityMedium`, or `none`.
  var description: String {
    var parts: [String] = []
    if let minimum { parts.append("minimum \(minimum)") }
    if let maximum { parts.append("maximum \(maximum)") }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  /// The sentence of `appliedContentSizeCategoryLimitsDescription`: which limit of `owner`
  /// changed `inherited` into what, or `nil` when neither did.
  func appliedDescription(owner: String, inherited: ContentSizeCategory) -> String? {
    let clamped = clamp(inherited)
    guard clamped != inherited else { return nil }
    let which = clamped == maximum ? "maximum" : "minimum"
    return "\(owner): \(which) \(clamped) applied to \(inherited)"
  }
}
