// A client library as a team ships it for both platforms: public API whose signatures, default
// arguments and `@inlinable` bodies use types reached through the shims' names
// (`UISplitArrangement.Dimension`, `…DimensionRange`, `UIArrangementViewController.ViewPlacement`,
// edge insets, traits …). This file must compile unchanged against UIKit and, importing only
// `ArrangementUIKitShims`, in Swift 6 mode here and Swift 5 mode in PlatformClientLibrarySwift5
// (a symbolic link). Decisions-Kit, *ArrangementUIKitShims*.
#if canImport(UIKit)
  import UIKit
#else
  import ArrangementUIKitShims
#endif

extension UISplitArrangement {
  /// Two panes side by side, the primary at `preferred` and never under `minimum`.
  public static func sideBySide(
    preferred: UISplitArrangement.Dimension = .fractional(0.5),
    minimum: UISplitArrangement.Dimension = .absolute(280)
  ) -> UISplitArrangement {
    var split = UISplitArrangement().axes(.horizontal)
    var primary = split.viewProperties(for: .primary)
    primary.width = UISplitArrangement.DimensionRange(minimum: minimum, preferred: preferred)
    split.setViewProperties(primary, for: .primary)
    return split
  }

  /// A split whose `placement` pane has `range` across, inlinable so clients specialise it.
  @inlinable
  public static func column(
    _ range: UISplitArrangement.DimensionRange = .init(minimum: .absolute(320), preferred: .fractional(0.4)),
    for placement: UIArrangementViewController.ViewPlacement = .primary,
    priority: CGFloat = 1
  ) -> UISplitArrangement {
    var split = UISplitArrangement().axes(.horizontal)
    var properties = UISplitArrangement.ViewProperties(width: range, layoutPriority: priority)
    properties.height = .init()
    split.setViewProperties(properties, for: placement)
    return split
  }
}

extension UIOverlayArrangement {
  /// An overlay whose secondary pane slides in from `edge`.
  public static func drawer(from edge: NSDirectionalRectEdge = .trailing) -> UIOverlayArrangement {
    var overlay = UIOverlayArrangement()
    overlay.setViewProperties(UIOverlayArrangement.ViewProperties(edge: edge), for: .secondary)
    return overlay
  }
}

/// The insets a card keeps from its container, in the platform's types.
public struct CardInsets: Hashable, Sendable {
  /// The insets in left/right terms.
  public var insets: UIEdgeInsets
  /// The insets in leading/trailing terms.
  public var directional: NSDirectionalEdgeInsets

  /// Insets of `inset` on every side unless given.
  public init(
    insets: UIEdgeInsets = .zero,
    directional: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
  ) {
    self.insets = insets
    self.directional = directional
  }

  /// The horizontal total, inlinable.
  @inlinable
  public var horizontal: CGFloat { insets.left + insets.right + directional.leading + directional.trailing }

  /// `rect` shrunk by both insets.
  @inlinable
  public func content(of rect: CGRect) -> CGRect {
    rect.inset(by: insets).inset(
      by: UIEdgeInsets(
        top: directional.top, left: directional.leading, bottom: directional.bottom, right: directional.trailing))
  }
}

/// Trait and Auto Layout helpers whose signatures use the platform's nested names.
@MainActor
public enum LayoutHelpers {
  /// Whether `traits` are compact across, inlinable.
  @inlinable
  public static func isCompact(
    _ traits: UITraitCollection, sizeClass: UIUserInterfaceSizeClass = .compact
  ) -> Bool {
    traits.horizontalSizeClass == sizeClass
  }

  /// Pins `view` to `container`'s margins with `priority`.
  @discardableResult
  public static func pin(
    _ view: UIView, to container: UIView, priority: UILayoutPriority = .required,
    attributes: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .top, .bottom]
  ) -> [NSLayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    let constraints = attributes.map { attribute in
      NSLayoutConstraint(
        item: view, attribute: attribute, relatedBy: .equal, toItem: container.layoutMarginsGuide,
        attribute: attribute, multiplier: 1, constant: 0)
    }
    for constraint in constraints { constraint.priority = priority }
    NSLayoutConstraint.activate(constraints)
    return constraints
  }

  /// A stack of `views` with the platform's nested option types as defaults.
  public static func stack(
    _ views: [UIView], axis: NSLayoutConstraint.Axis = .vertical,
    distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
    mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
  ) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.autoresizingMask = mask
    return stack
  }

  /// Adds `handler` to `control` for `events`.
  public static func onChange(
    _ control: UIControl, events: UIControl.Event = .valueChanged, handler: @escaping @MainActor () -> Void
  ) {
    control.addAction(UIAction { _ in handler() }, for: events)
  }

  /// The style a screen shows, inlinable.
  @inlinable
  public static func isDark(_ traits: UITraitCollection, style: UIUserInterfaceStyle = .dark) -> Bool {
    traits.userInterfaceStyle == style
  }
}
