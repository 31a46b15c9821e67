import Foundation

extension View {
  /// Inserts `view` directly above `siblingSubview` in ``subviews``, removing it from its
  /// previous superview first, with the callbacks of ``addSubview(_:)``.
  ///
  /// ```swift
  /// container.insertSubview(badge, aboveSubview: artwork)
  /// ```
  ///
  /// Degenerate input: when `siblingSubview` is not a subview of this view, `view` is added
  /// above all subviews (as ``addSubview(_:)``; the platform documents nothing for this case,
  /// AppKit's `addSubview(_:positioned:relativeTo:)` does the same for a missing sibling). A
  /// view inserted above itself stays where it is. Cycles stop with a precondition failure.
  public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
    insertSubview(view, nextTo: siblingSubview, above: true)
  }

  /// Inserts `view` directly below `siblingSubview` in ``subviews``, removing it from its
  /// previous superview first, with the callbacks of ``addSubview(_:)``.
  ///
  /// ```swift
  /// container.insertSubview(shadow, belowSubview: card)
  /// ```
  ///
  /// Degenerate input: when `siblingSubview` is not a subview of this view, `view` is added
  /// below all subviews (at index 0, mirroring the `aboveSubview` case). A view inserted below
  /// itself stays where it is. Cycles stop with a precondition failure.
  public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
    insertSubview(view, nextTo: siblingSubview, above: false)
  }

  /// Moves a subview above all its siblings (the end of ``subviews``). No callbacks: its
  /// superview stays.
  ///
  /// ```swift
  /// container.bringSubviewToFront(badge)
  /// container.subviews.last === badge   // true
  /// ```
  ///
  /// Degenerate input: a view that is not a subview of this view is left alone, as on the
  /// platform.
  public func bringSubviewToFront(_ view: View) {
    guard let index = indexOfSubview(view) else { return }
    editSubviews { subviews in subviews.append(subviews.remove(at: index)) }
  }

  /// Moves a subview below all its siblings (the start of ``subviews``). No callbacks.
  ///
  /// ```swift
  /// container.sendSubviewToBack(background)
  /// container.subviews.first === background   // true
  /// ```
  ///
  /// Degenerate input: a view that is not a subview of this view is left alone, as on the
  /// platform.
  public func sendSubviewToBack(_ view: View) {
    guard let index = indexOfSubview(view) else { return }
    editSubviews { subviews in subviews.insert(subviews.remove(at: index), at: 0) }
  }

  /// Moves a subview directly above another one (used to keep drawing order, C7).
  func placeSubview(_ view: View, above other: View) {
    // Being listed in `storedSubviews` is being a subview (insert and unlink keep the list and
    // `storedSuperview` together), so no `superview` load is needed here.
    guard let viewIndex = indexOfSubview(view), let otherIndex = indexOfSubview(other),
      viewIndex < otherIndex
    else { return }
    editSubviews { subviews in
      subviews.remove(at: viewIndex)
      subviews.insert(view, at: otherIndex)
    }
  }

  /// Inserts `view` directly above or below `sibling`, or at the top / bottom when `sibling`
  /// is not a subview.
  private func insertSubview(_ view: View, nextTo sibling: View, above: Bool) {
    if view === sibling, view.storedSuperview === self { return }
    guard let siblingIndex = indexOfSubview(sibling) else {
      insertSubview(view, at: above ? storedSubviews.count : 0)
      return
    }
    guard let current = indexOfSubview(view) else {
      insertSubview(view, at: above ? siblingIndex + 1 : siblingIndex)
      return
    }
    // Already a subview: reorder only. Removing it first shifts the sibling down when it was
    // below the sibling.
    let target = (current < siblingIndex ? siblingIndex - 1 : siblingIndex) + (above ? 1 : 0)
    editSubviews { subviews in subviews.insert(subviews.remove(at: current), at: target) }
  }
}
