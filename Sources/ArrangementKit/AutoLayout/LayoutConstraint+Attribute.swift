import Foundation

extension LayoutConstraint {
  /// The part of an item a constraint relates: the object model's `NSLayoutConstraint.Attribute` (L1).
  ///
  /// Raw values are UIKit's. Location attributes (edges, centres, baselines, their margin
  /// variants) lie on the x axis or the y axis; `width` and `height` are dimensions.
  ///
  /// ```swift
  /// LayoutConstraint.Attribute.leading.rawValue   // 5
  /// ```
  ///
  /// Degenerate input: `notAnAttribute` stands for the missing second attribute of a
  /// constraint to a constant.
  public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
    /// No attribute: the second attribute of `width == 100`.
    case notAnAttribute = 0
    /// The left edge (never flips with the layout direction).
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right, right in right-to-left (L5).
    case leading
    /// The trailing edge.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line (a plain view's bottom edge).
    case lastBaseline
    /// The baseline of the first line (a plain view's bottom edge).
    case firstBaseline
    /// The left edge of the layout margins.
    case leftMargin
    /// The right edge of the layout margins.
    case rightMargin
    /// The top edge of the layout margins.
    case topMargin
    /// The bottom edge of the layout margins.
    case bottomMargin
    /// The leading edge of the layout margins.
    case leadingMargin
    /// The trailing edge of the layout margins.
    case trailingMargin
    /// The horizontal centre of the layout margins.
    case centerXWithinMargins
    /// The vertical centre of the layout margins.
    case centerYWithinMargins

    /// UIKit's name, as in a constraint's description: `leading`, `centerXWithinMargins`.
    public var description: String {
      switch self {
      case .notAnAttribute: return "notAnAttribute"
      case .left: return "left"
      case .right: return "right"
      case .top: return "top"
      case .bottom: return "bottom"
      case .leading: return "leading"
      case .trailing: return "trailing"
      case .width: return "width"
      case .height: return "height"
      case .centerX: return "centerX"
      case .centerY: return "centerY"
      case .lastBaseline: return "lastBaseline"
      case .firstBaseline: return "firstBaseline"
      case .leftMargin: return "leftMargin"
      case .rightMargin: return "rightMargin"
      case .topMargin: return "topMargin"
      case .bottomMargin: return "bottomMargin"
      case .leadingMargin: return "leadingMargin"
      case .trailingMargin: return "trailingMargin"
      case .centerXWithinMargins: return "centerXWithinMargins"
      case .centerYWithinMargins: return "centerYWithinMargins"
      }
    }

    /// The attribute without its margin: `leadingMargin` → `leading`.
    var withoutMargin: Attribute {
      switch self {
      case .leftMargin: return .left
      case .rightMargin: return .right
      case .topMargin: return .top
      case .bottomMargin: return .bottom
      case .leadingMargin: return .leading
      case .trailingMargin: return .trailing
      case .centerXWithinMargins: return .centerX
      case .centerYWithinMargins: return .centerY
      default: return self
      }
    }

    /// Whether it is a margin variant.
    var isMargin: Bool { rawValue >= Attribute.leftMargin.rawValue }

    /// Whether it is `width` or `height`.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether it is a location on the x or y axis.
    var isLocation: Bool { self != .notAnAttribute && !isDimension }

    /// The axis the attribute lies on (`nil` for `notAnAttribute`).
    var axis: Axis? {
      switch withoutMargin {
      case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: return .vertical
      default: return nil
      }
    }

    /// Whether it is leading or trailing (with or without margin).
    var isDirectional: Bool { withoutMargin == .leading || withoutMargin == .trailing }

    /// Whether it is left or right (with or without margin).
    var isAbsoluteHorizontalEdge: Bool { withoutMargin == .left || withoutMargin == .right }
  }

  /// How the two sides of a constraint relate: the object model's `NSLayoutConstraint.Relation`.
  ///
  /// ```swift
  /// LayoutConstraint.Relation.greaterThanOrEqual.rawValue   // 1
  /// ```
  public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
    /// `<=`.
    case lessThanOrEqual = -1
    /// `==`.
    case equal = 0
    /// `>=`.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as in a constraint's description.
    public var description: String {
      switch self {
      case .lessThanOrEqual: return "<="
      case .equal: return "=="
      case .greaterThanOrEqual: return ">="
      }
    }

    /// The relation with its sides swapped.
    var reversed: Relation {
      switch self {
      case .lessThanOrEqual: return .greaterThanOrEqual
      case .equal: return .equal
      case .greaterThanOrEqual: return .lessThanOrEqual
      }
    }
  }

  /// A layout axis: the object model's `NSLayoutConstraint.Axis`.
  ///
  /// ```swift
  /// view.setContentHuggingPriority(.required, for: .horizontal)
  /// ```
  public enum Axis: Int, Sendable, Hashable, CustomStringConvertible {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
  }
}
