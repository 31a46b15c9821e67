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

/// The platform's name for ``Control``.
///
/// ```swift
/// control.addAction(UIAction { _ in refresh() }, for: UIControl.Event.valueChanged)
/// ```
public typealias UIControl = Control

/// The platform's name for ``Button``.
///
/// ```swift
/// let play = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Play") { _ in start() })
/// ```
public typealias UIButton = Button

/// The platform's name for ``Action``.
///
/// ```swift
/// let close = UIAction(title: "Close", image: UIImage(systemName: "xmark")) { _ in dismiss() }
/// ```
public typealias UIAction = Action

/// The platform's name for ``Image``.
///
/// ```swift
/// let star = UIImage(systemName: "star.fill")
/// ```
public typealias UIImage = Image

/// The platform's name for ``ImageView``.
///
/// ```swift
/// let cover = UIImageView(image: UIImage(named: "cover"))
/// ```
public typealias UIImageView = ImageView

/// The platform's name for ``ScrollView``.
///
/// ```swift
/// let scroll = UIScrollView()
/// scroll.contentInsetAdjustmentBehavior = .always
/// ```
public typealias UIScrollView = ScrollView

/// The platform's name for ``ScrollViewDelegate``.
///
/// ```swift
/// extension Feed: UIScrollViewDelegate { func scrollViewDidScroll(_ scrollView: UIScrollView) {} }
/// ```
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// The platform's name for ``DirectionalEdgeInsets``.
///
/// ```swift
/// configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
