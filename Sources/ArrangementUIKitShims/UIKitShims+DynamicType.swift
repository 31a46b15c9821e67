// Dynamic Type under its platform names (DT).

public import ArrangementKit
public import Foundation

/// The platform's name for ``FontMetrics``: scales custom fonts and lengths with the text size.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .title2)
/// title.font = metrics.scaledFont(for: UIFont.systemFont(ofSize: 24, weight: .semibold))
/// title.adjustsFontForContentSizeCategory = true
/// let gap = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: traitCollection)
/// ```
///
/// Degenerate input follows ``FontMetrics``: without traits sizes are those at `.large`.
public typealias UIFontMetrics = FontMetrics

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The platform's `UIContentSizeCategoryNewValueKey`: the `userInfo` key of
/// `UIContentSizeCategory.didChangeNotification` holding the new category.
///
/// ```swift
/// NotificationCenter.default.addObserver(
///   forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
/// ) { note in
///   let size = note.userInfo?[UIContentSizeCategoryNewValueKey] as? UIContentSizeCategory
///   print(size ?? .large)
/// }
/// ```
public let UIContentSizeCategoryNewValueKey: String = ContentSizeCategory.newValueUserInfoKey
