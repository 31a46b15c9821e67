import Foundation

extension LayoutConstraint {
  /// The exception text UIKit raises from the constraint factory, and this traps with.
  static let factoryPrefix =
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

  /// Traps, with UIKit's wording, on the attribute pairings UIKit rejects (L4).
  static func checkPairing(_ first: Attribute, _ second: Attribute, hasSecondItem: Bool, multiplier: CGFloat) {
    if first == .notAnAttribute {
      fatalError(
        factoryPrefix + "Invalid pairing of layout attributes: the first attribute must not be notAnAttribute.")
    }
    if first.isLocation, !hasSecondItem || multiplier == 0 {
      fatalError(
        factoryPrefix
          + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
      )
    }
    guard hasSecondItem else { return }
    if (first.isDirectional && second.isAbsoluteHorizontalEdge)
      || (first.isAbsoluteHorizontalEdge && second.isDirectional)
    {
      fatalError(
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
      )
    }
    if first.isLocation != second.isLocation || first.axis != second.axis, !(first.isDimension && second.isDimension) {
      fatalError(factoryPrefix + "Invalid pairing of layout attributes.")
    }
  }

  /// `value`, or `replacement` with a diagnostic when it is NaN or infinite (L4).
  static func sanitized(_ value: CGFloat, replacement: CGFloat, what: String) -> CGFloat {
    guard !value.isFinite else { return value }
    LayoutDiagnostics.emit(
      "[LayoutConstraints] A constraint's \(what) is \(value); it is replaced by \(format(replacement)).")
    return replacement
  }

  /// Installs the constraint on the items' nearest common ancestor, trapping when there is none.
  func activateIfNeeded() {
    guard holder == nil else { return }
    guard let ancestor = nearestCommonAncestor() else {
      let first = "<\(firstAnchor)>"
      let second = secondAnchor.map { " and <\($0)>" } ?? ""
      fatalError(
        "Unable to activate constraint with anchors \(first)\(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
      )
    }
    ancestor.holdConstraint(self)
  }

  /// Removes the constraint from the view holding it (and from its engine).
  func deactivateIfNeeded() {
    holder?.releaseConstraint(self)
  }

  /// The nearest view that is, or is an ancestor of, both items' views (`nil`: none).
  func nearestCommonAncestor() -> View? {
    guard let firstView = firstLayoutItem?.hostView else { return nil }
    guard let second = secondLayoutItem else { return firstView }
    guard let secondView = second.hostView else { return nil }
    return View.nearestCommonAncestor(firstView, secondView)
  }
}

extension View {
  /// The nearest view that is `a` or `b` or an ancestor of both, or `nil`.
  static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
    if a === b { return a }
    // A view and its superview, or two siblings — most constraints — without walking to the
    // root (a view in a view 200 deep walked 200 views per constraint: issue 30).
    let superA = a.storedSuperview
    let superB = b.storedSuperview
    if superA === b { return b }
    if superB === a { return a }
    if let superA, superA === superB { return superA }
    var depthA = 0
    var depthB = 0
    var current: View? = a
    while let view = current {
      depthA += 1
      current = view.storedSuperview
    }
    current = b
    while let view = current {
      depthB += 1
      current = view.storedSuperview
    }
    var x: View? = a
    var y: View? = b
    while depthA > depthB {
      x = x?.storedSuperview
      depthA -= 1
    }
    while depthB > depthA {
      y = y?.storedSuperview
      depthB -= 1
    }
    while let left = x, let right = y {
      if left === right { return left }
      x = left.storedSuperview
      y = right.storedSuperview
    }
    return nil
  }
}

/// Where Auto Layout's diagnostics go: standard error, one message per event, as UIKit logs them.
enum LayoutDiagnostics {
  static func emit(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
