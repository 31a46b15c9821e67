import Foundation

/// A linear relation between two layout attributes: the object model's `NSLayoutConstraint` (L1).
///
/// `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`, or
/// one attribute related to a constant. Items are views and layout guides. A constraint takes
/// effect while it ``isActive``: activating it installs it on the items' nearest common
/// ancestor (whose ``View/constraints`` list it then) and in that view's window's engine; the
/// next layout pass gives the views it positions their frames (L8).
///
/// ```swift
/// let badge = View()
/// badge.translatesAutoresizingMaskIntoConstraints = false
/// container.addSubview(badge)
/// LayoutConstraint.activate([
///   badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
///   badge.widthAnchor.constraint(equalToConstant: 120),
/// ])
/// ```
///
/// Open, as on the platform: apps subclass it.
///
/// Degenerate input: a NaN or infinite multiplier becomes 1 and such a constant 0, each with a
/// diagnostic on standard error (L4). UIKit's own programmer errors trap with UIKit's wording:
/// leading/trailing paired with left/right, an x attribute with a y attribute, a location
/// related to a constant (no second item, or a multiplier of 0), and activating a constraint
/// whose items have no common ancestor.
@preconcurrency @MainActor
open class LayoutConstraint: @preconcurrency CustomStringConvertible {
  private var firstReference: WeakLayoutItem
  private var secondReference: WeakLayoutItem
  /// The first item while it lives.
  var firstLayoutItem: LayoutItem? { firstReference.item }
  /// The second item while it lives.
  var secondLayoutItem: LayoutItem? { secondReference.item }
  /// The attribute of the first item.
  public private(set) var firstAttribute: Attribute
  /// The attribute of the second item (`notAnAttribute` when there is none).
  public private(set) var secondAttribute: Attribute
  /// How the two sides relate.
  public private(set) var relation: Relation
  private(set) var storedMultiplier: CGFloat
  var storedConstant: CGFloat
  var storedPriority: LayoutPriority = .required
  /// The view that holds the constraint while it is active (the nearest common ancestor, or the
  /// view ``View/addConstraint(_:)`` was called on). Weak: a view holds its constraints.
  weak var holder: View?
  /// The constraint's state in its window's engine while it is installed there.
  var installation: LayoutEngine.Installation?

  /// The names a constraint is logged with: set one to find it in diagnostics and audits.
  ///
  /// ```swift
  /// constraint.identifier = "title.leading"
  /// ```
  open var identifier: String?

  /// Creates a constraint `item.attribute relatedBy multiplier × toItem.attribute + constant`.
  ///
  /// ```swift
  /// let half = LayoutConstraint(item: panel, attribute: .width, relatedBy: .equal,
  ///                             toItem: container, attribute: .width, multiplier: 0.5, constant: 0)
  /// ```
  ///
  /// The constraint starts inactive. Degenerate input: see the type's notes; an `item` that is
  /// neither a view nor a layout guide traps as UIKit's does.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    guard let first = LayoutItem(view1) else {
      fatalError(
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide."
      )
    }
    var second: LayoutItem?
    if let view2 {
      guard let item = LayoutItem(view2) else {
        fatalError(
          "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide."
        )
      }
      second = item
    }
    self.init(
      first: first, attribute: attr1, relation: relation, second: second, attribute: attr2,
      multiplier: multiplier, constant: c)
  }

  /// Creates an empty constraint: no items, `notAnAttribute` on both sides, `equal`,
  /// multiplier 1, constant 0. The designated initializer, as `NSObject.init()` is
  /// `NSLayoutConstraint`'s: it is what lets a subclass with no stored properties of its own
  /// (`final class ProportionalConstraint: LayoutConstraint {}`) inherit
  /// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``.
  ///
  /// ```swift
  /// final class ProportionalConstraint: LayoutConstraint {}
  /// let half = ProportionalConstraint(item: panel, attribute: .width, relatedBy: .equal,
  ///                                   toItem: container, attribute: .width, multiplier: 0.5, constant: 0)
  /// ```
  ///
  /// Degenerate input: an empty constraint relates nothing; activating it traps as activating
  /// a constraint whose items have no common ancestor does (UIKit raises).
  public init() {
    firstReference = WeakLayoutItem(nil)
    secondReference = WeakLayoutItem(nil)
    firstAttribute = .notAnAttribute
    secondAttribute = .notAnAttribute
    relation = .equal
    storedMultiplier = 1
    storedConstant = 0
  }

  /// The object model's own initializer: checks the attribute pairing (L4) and sanitizes the
  /// numbers. A convenience initializer over ``init()``, so subclasses inherit the public ones.
  convenience init(
    first: LayoutItem, attribute attr1: Attribute, relation: Relation, second: LayoutItem?, attribute attr2: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) {
    let secondItem = attr2 == .notAnAttribute ? nil : second
    let secondAttribute = secondItem == nil ? Attribute.notAnAttribute : attr2
    LayoutConstraint.checkPairing(attr1, secondAttribute, hasSecondItem: secondItem != nil, multiplier: multiplier)
    self.init()
    firstReference = WeakLayoutItem(first)
    secondReference = WeakLayoutItem(secondItem)
    firstAttribute = attr1
    self.secondAttribute = secondAttribute
    self.relation = relation
    storedMultiplier = LayoutConstraint.sanitized(multiplier, replacement: 1, what: "multiplier")
    storedConstant = LayoutConstraint.sanitized(constant, replacement: 0, what: "constant")
  }

  /// The first item: a ``View`` or a ``LayoutGuide``. Optional, as UIKit's.
  open var firstItem: AnyObject? { firstLayoutItem?.object }

  /// The second item, or `nil` for a constraint to a constant.
  open var secondItem: AnyObject? { secondLayoutItem?.object }

  /// The factor of the second attribute.
  ///
  /// ```swift
  /// view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5).multiplier   // 0.5
  /// ```
  open var multiplier: CGFloat { storedMultiplier }

  /// The number added to the right side.
  ///
  /// Changing it on an active constraint re-solves from the previous solution in the next
  /// layout pass (L10). Degenerate input: NaN or infinite becomes 0, with a diagnostic.
  ///
  /// ```swift
  /// heightConstraint.constant = 60
  /// view.layoutIfNeeded()
  /// ```
  open var constant: CGFloat {
    get { storedConstant }
    set {
      let value = LayoutConstraint.sanitized(newValue, replacement: 0, what: "constant")
      guard value != storedConstant else { return }
      storedConstant = value
      installation?.engine?.constantDidChange(of: self)
    }
  }

  /// How strongly the constraint is wanted (``LayoutPriority/required`` by default).
  ///
  /// Changing an optional priority of an active constraint takes effect in the next pass.
  /// Changing an active constraint from required to optional or back is UIKit's programmer
  /// error; UIKit raises, this traps with UIKit's wording.
  ///
  /// ```swift
  /// constraint.priority = .defaultHigh
  /// ```
  open var priority: LayoutPriority {
    get { storedPriority }
    set {
      guard newValue != storedPriority else { return }
      if isActive, newValue.isRequired != storedPriority.isRequired {
        fatalError(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(newValue.rawValue) and the existing priority was \(storedPriority.rawValue)."
        )
      }
      storedPriority = newValue
      installation?.engine?.priorityDidChange(of: self)
    }
  }

  /// Whether the constraint takes part in layout.
  ///
  /// Setting it to `true` installs it on the items' nearest common ancestor; `false` removes it.
  ///
  /// ```swift
  /// compactConstraint.isActive = false
  /// regularConstraint.isActive = true
  /// ```
  ///
  /// Degenerate input: activating a constraint whose items have no common ancestor traps, with
  /// UIKit's wording (L4).
  open var isActive: Bool {
    get { holder != nil }
    set {
      if newValue { activateIfNeeded() } else { deactivateIfNeeded() }
    }
  }

  /// Activates each constraint (the same as setting each one's ``isActive``).
  ///
  /// ```swift
  /// LayoutConstraint.activate([a, b, c])
  /// ```
  open class func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  ///
  /// ```swift
  /// LayoutConstraint.deactivate(view.constraints)
  /// ```
  open class func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The first item's anchor for the first attribute (a new anchor object; identity with the
  /// view's own anchors is not promised).
  open var firstAnchor: LayoutAnchor<AnyObject> {
    LayoutAnchor<AnyObject>(item: firstLayoutItem ?? .guide(LayoutGuide()), attribute: firstAttribute)
  }

  /// The second item's anchor, or `nil` for a constraint to a constant.
  open var secondAnchor: LayoutAnchor<AnyObject>? {
    secondLayoutItem.map { LayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
  }

  /// Whether the constraint is active but not enforced because it contradicts required ones (L3).
  var isBroken: Bool { installation?.isBroken ?? false }

  /// UIKit's shape: `<LayoutConstraint:0x… 'id' View:0x….width == 0.5*View:0x….width + 10 @750   (active)>`.
  open var description: String {
    let name = "\(type(of: self)):0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    let identifierPart = identifier.map { " '\($0)'" } ?? ""
    return "<\(name)\(identifierPart) \(equationDescription)   (\(isActive ? "active" : "inactive"))>"
  }

  /// `View:0x….width == 0.5*View:0x….width + 10 @750`.
  var equationDescription: String {
    var text = "\(firstLayoutItem?.debugName ?? "nil").\(firstAttribute) \(relation)"
    if let second = secondLayoutItem {
      let factor = storedMultiplier == 1 ? "" : "\(LayoutConstraint.format(storedMultiplier))*"
      text += " \(factor)\(second.debugName).\(secondAttribute)"
      if storedConstant != 0 {
        text += storedConstant < 0 ? " - " : " + "
        text += LayoutConstraint.format(abs(storedConstant))
      }
    } else {
      text += " " + LayoutConstraint.format(storedConstant)
    }
    if !storedPriority.isRequired { text += " @" + LayoutConstraint.format(CGFloat(storedPriority.rawValue)) }
    return text
  }

  /// `20`, `0.5`, `173.5`: a number as UIKit prints it in constraints.
  static func format(_ value: CGFloat) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(Double(value))
  }
}

extension LayoutConstraint {
  /// Whether either attribute is a baseline.
  var usesBaseline: Bool {
    firstAttribute == .firstBaseline || firstAttribute == .lastBaseline || secondAttribute == .firstBaseline
      || secondAttribute == .lastBaseline
  }

  /// Whether `other` relates the same items' same attributes the same way, with the same
  /// numbers and priority (its activity and identifier aside).
  func makesSameRelation(as other: LayoutConstraint, ignoringConstant: Bool = false) -> Bool {
    func same(_ a: LayoutItem?, _ b: LayoutItem?) -> Bool { a?.object === b?.object }
    return firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
      && relation == other.relation && storedMultiplier == other.storedMultiplier
      && (ignoringConstant || storedConstant == other.storedConstant) && storedPriority == other.storedPriority
      && same(firstLayoutItem, other.firstLayoutItem) && same(secondLayoutItem, other.secondLayoutItem)
  }
}
