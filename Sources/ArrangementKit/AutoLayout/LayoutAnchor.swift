import Foundation

/// One attribute of a view or layout guide, to make constraints from: the object model's `NSLayoutAnchor`.
///
/// Get anchors from a view (``View/leadingAnchor`` …) or a ``LayoutGuide``; the subclasses fix
/// the axis, so `leadingAnchor.constraint(equalTo: topAnchor)` does not compile, as on the
/// platform. The constraints they make start inactive.
///
/// ```swift
/// title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor).isActive = true
/// ```
///
/// Degenerate input: NaN or infinite constants are sanitized by the constraint (L4).
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject>: @preconcurrency CustomStringConvertible {
  let item: LayoutItem
  let attribute: LayoutConstraint.Attribute

  init(item: LayoutItem, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint `self == anchor`.
  ///
  /// ```swift
  /// a.topAnchor.constraint(equalTo: b.topAnchor)
  /// ```
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// A constraint `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// A constraint `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// A constraint `self == anchor + c`.
  ///
  /// ```swift
  /// label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
  /// ```
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, constant: c)
  }

  /// A constraint `self >= anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// A constraint `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  func make(
    _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: item, attribute: attribute, relation: relation, second: anchor.item, attribute: anchor.attribute,
      multiplier: multiplier, constant: constant)
  }

  /// `LayoutXAxisAnchor:0x… "View:0x….leading"`, as UIKit prints anchors.
  open var description: String {
    let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    return "\(type(of: self)):\(address) \"\(item.debugName).\(attribute)\""
  }
}

/// The standard spacing between two sibling views, which UIKit's system-spacing anchors use: 8 points.
let systemSpacing: CGFloat = 8

/// An anchor on the x axis (leading, trailing, left, right, centerX): the object model's `NSLayoutXAxisAnchor`.
///
/// ```swift
/// label.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1)
/// ```
@preconcurrency @MainActor
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (8 points): this anchor after `anchor`.
  ///
  /// Degenerate input: a NaN or infinite multiplier makes the constant 0, with a diagnostic.
  open func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
    makeSpaced(.equal, anchor, multiplier)
  }

  /// As ``constraint(equalToSystemSpacingAfter:multiplier:)``, at least that far after.
  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  { makeSpaced(.greaterThanOrEqual, anchor, multiplier) }

  /// As ``constraint(equalToSystemSpacingAfter:multiplier:)``, at most that far after.
  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  { makeSpaced(.lessThanOrEqual, anchor, multiplier) }
}

/// An anchor on the y axis (top, bottom, centerY, baselines): the object model's `NSLayoutYAxisAnchor`.
///
/// Its system-spacing constraints place this anchor below `anchor` by `multiplier` × 8 points,
/// as the x-axis anchor's place one after another (same degenerate input).
///
/// ```swift
/// subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1)
/// ```
@preconcurrency @MainActor
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// This anchor exactly `multiplier` system spacings below `anchor`.
  open func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
    makeSpaced(.equal, anchor, multiplier)
  }

  /// This anchor at least `multiplier` system spacings below `anchor`.
  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  { makeSpaced(.greaterThanOrEqual, anchor, multiplier) }

  /// This anchor at most `multiplier` system spacings below `anchor`.
  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  { makeSpaced(.lessThanOrEqual, anchor, multiplier) }
}

extension LayoutAnchor {
  /// `self relation anchor + multiplier × system spacing`: both axes' system-spacing families.
  func makeSpaced(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>, _ multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(relation, anchor, constant: multiplier * systemSpacing)
  }
}

/// A width or height anchor: the object model's `NSLayoutDimension`.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 44)
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1)
/// ```
@preconcurrency @MainActor
open class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { makeConstant(.equal, c) }
  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    makeConstant(.greaterThanOrEqual, c)
  }
  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { makeConstant(.lessThanOrEqual, c) }

  /// `self == m × anchor`.
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }
  /// `self >= m × anchor`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// `self <= m × anchor`.
  open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self == m × anchor + c`.
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  /// `self >= m × anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// `self <= m × anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }

  private func makeConstant(_ relation: LayoutConstraint.Relation, _ c: CGFloat) -> LayoutConstraint {
    LayoutConstraint(
      first: item, attribute: attribute, relation: relation, second: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: c)
  }
}
