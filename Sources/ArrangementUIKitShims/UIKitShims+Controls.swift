// The controls and their appearance (W) under their platform names.

import ArrangementKit

/// The platform's name for ``Color``.
///
/// ```swift
/// view.backgroundColor = UIColor.secondarySystemBackground
/// let dim = UIColor(white: 0, alpha: 0.4)
/// ```
public typealias UIColor = Color

/// The platform's name for ``Font``.
///
/// ```swift
/// label.font = UIFont.preferredFont(forTextStyle: .headline)
/// ```
public typealias UIFont = Font

/// The platform's name for ``Label``.
///
/// ```swift
/// let title = UILabel()
/// title.numberOfLines = 0
/// ```
public typealias UILabel = Label

/// The platform's name for ``UserInterfaceStyle``.
///
/// ```swift
/// if traitCollection.userInterfaceStyle == UIUserInterfaceStyle.dark { dim() }
/// ```
public typealias UIUserInterfaceStyle = UserInterfaceStyle

/// The platform's name for ``ContentSizeCategory``.
///
/// ```swift
/// let big = traitCollection.preferredContentSizeCategory >= UIContentSizeCategory.accessibilityMedium
/// ```
public typealias UIContentSizeCategory = ContentSizeCategory

/// The platform's name for ``TextAlignment``.
///
/// ```swift
/// label.textAlignment = NSTextAlignment.center
/// ```
public typealias NSTextAlignment = TextAlignment

/// The platform's name for ``LineBreakMode``.
///
/// ```swift
/// label.lineBreakMode = NSLineBreakMode.byTruncatingMiddle
/// ```
public typealias NSLineBreakMode = LineBreakMode

/// The platform's name for ``TraitUserInterfaceStyle``.
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in self.restyle() }
/// ```
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle

/// The platform's name for ``TraitPreferredContentSizeCategory``.
///
/// ```swift
/// traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// ```
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
