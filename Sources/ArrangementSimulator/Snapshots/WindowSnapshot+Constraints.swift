import Foundation

extension WindowSnapshot {
  /// What the text drawing adds to its default content (L12).
  ///
  /// ```swift
  /// WindowSnapshot(simulator).text(options: .constraints)
  /// ```
  public struct TextOptions: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The options' bits.
    public let rawValue: Int

    /// Options from their bits; unknown bits are kept and ignored.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Under each view of the tree, the constraints the view holds (`View.constraints`), one
    /// per line, in the order they were added.
    public static let constraints = TextOptions(rawValue: 1 << 0)

    /// `[constraints]`, or `[]`.
    public var description: String { contains(.constraints) ? "[constraints]" : "[]" }
  }

  /// The text drawing (``text``) with the additions `options` ask for.
  ///
  /// With ``TextOptions/constraints`` every view of the tree is followed by the constraints it
  /// holds, indented under it: each as `constraint first.attribute relation
  /// multiplier*second.attribute + constant @priority`, items named as in the tree (a guide as
  /// its owning view's name and its identifier), then the identifier in quotes, and `broken`
  /// for an active constraint the window could not enforce (L3). Without options the text is
  /// ``text`` itself.
  ///
  /// ```swift
  /// assertSnapshot(of: WindowSnapshot(simulator).text(options: .constraints), named: "player-constraints")
  /// // …
  /// //   PlayerScreen [0, 0, 466, 678]
  /// //     constraint artwork.leading == PlayerScreen.UIViewLayoutMarginsGuide.leading 'artwork-leading'
  /// ```
  ///
  /// Degenerate input: a view holding no constraints adds no lines; a constraint whose items
  /// were freed names them `nil`.
  public func text(options: TextOptions) -> String {
    guard options.contains(.constraints) else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let treeStart = lines.count - nodes.count
    var result = Array(lines[..<treeStart])
    for (index, node) in nodes.enumerated() {
      result.append(lines[treeStart + index])
      let indent = String(repeating: "  ", count: node.depth + 1)
      for constraint in node.constraints { result.append(indent + "constraint " + constraint) }
    }
    return result.joined(separator: "\n") + "\n"
  }
}

/// How a window snapshot names constraints: items by their names in the view tree.
@MainActor
enum ConstraintListing {
  /// The description of each constraint `view` holds, items named as in the view tree.
  static func lines(of view: View, broken: [LayoutConstraint]) -> [String] {
    view.constraints.map { constraint in
      var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation)"
      if let second = constraint.secondItem {
        let factor = constraint.multiplier == 1 ? "" : "\(number(constraint.multiplier))*"
        text += " \(factor)\(item(second)).\(constraint.secondAttribute)"
        if constraint.constant != 0 {
          text += (constraint.constant < 0 ? " - " : " + ") + number(abs(constraint.constant))
        }
      } else {
        text += " " + number(constraint.constant)
      }
      if constraint.priority != .required { text += " @" + number(CGFloat(constraint.priority.rawValue)) }
      if let identifier = constraint.identifier, !identifier.isEmpty { text += " '\(identifier)'" }
      if broken.contains(where: { $0 === constraint }) { text += " broken" }
      return text
    }
  }

  /// A view's name in the tree (its type outside it), a guide's as its owner's and its identifier.
  private static func item(_ object: AnyObject?) -> String {
    if let view = object as? View { return ViewTree.name(of: view) }
    if let guide = object as? LayoutGuide {
      let owner = guide.owningView.map { ViewTree.name(of: $0) } ?? "nil"
      return "\(owner).\(guide.identifier)"
    }
    return "nil"
  }

  /// `20`, `0.5`, `173.5`.
  private static func number(_ value: CGFloat) -> String { LengthFormat.string(value) }
}
