// Auto Layout and stack views under their platform names (L, M, K).

public import ArrangementKit

/// The platform's name for ``LayoutConstraint``. Its nested names come along:
/// `NSLayoutConstraint.Attribute`, `.Relation`, `.Axis`.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///   title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
/// ])
/// ```
public typealias NSLayoutConstraint = LayoutConstraint

/// The platform's name for ``LayoutAnchor``.
///
/// ```swift
/// let anchor: NSLayoutAnchor<NSLayoutXAxisAnchor> = view.leadingAnchor
/// ```
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>

/// The platform's name for ``LayoutXAxisAnchor``.
///
/// ```swift
/// let leading: NSLayoutXAxisAnchor = view.leadingAnchor
/// ```
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// The platform's name for ``LayoutYAxisAnchor``.
///
/// ```swift
/// let top: NSLayoutYAxisAnchor = view.topAnchor
/// ```
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// The platform's name for ``LayoutDimension``.
///
/// ```swift
/// let width: NSLayoutDimension = view.widthAnchor
/// ```
public typealias NSLayoutDimension = LayoutDimension

/// The platform's name for ``LayoutGuide``.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// ```
public typealias UILayoutGuide = LayoutGuide

/// The platform's name for ``LayoutPriority``.
///
/// ```swift
/// constraint.priority = UILayoutPriority(999)
/// ```
public typealias UILayoutPriority = LayoutPriority

/// The platform's name for ``StackView``. Its nested names come along:
/// `UIStackView.Distribution`, `UIStackView.Alignment`.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [icon, title])
/// stack.axis = .horizontal
/// ```
public typealias UIStackView = StackView
