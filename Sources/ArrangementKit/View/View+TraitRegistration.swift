import Foundation

/// A view's trait-change handlers (T2, V6) and the traits it last reported to them.
@MainActor
final class ViewTraitRegistrations {
  var records: [TraitChangeRecord] = []
  var reported: TraitCollection

  init(reported: TraitCollection) { self.reported = reported }
}

extension View: TraitChangeObservable {
  /// Calls `handler` after every change of one of `traits` (T2), once per change: the
  /// platform's `registerForTraitChanges(_:handler:)` on views, with the controllers' machinery.
  ///
  /// The handler receives the registering view (as the type its first parameter names) and
  /// the traits before the change. A view's traits are its controller's (for a controller's
  /// view), else its superview's; they change when those do or when the view moves.
  ///
  /// ```swift
  /// badge.registerForTraitChanges([TraitLayoutDirection.self]) { (badge: View, _) in
  ///   badge.setNeedsLayout()
  /// }
  /// ```
  ///
  /// Degenerate input: an empty list, or only traits of your own, registers a handler that is
  /// never called; a first parameter type the view is not an instance of is never called
  /// either (nothing traps).
  @discardableResult
  public func registerForTraitChanges<Environment: TraitEnvironment>(
    _ traits: [any TraitDefinition.Type],
    handler: @escaping (Environment, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    addTraitChangeRecord(traits) { view, previous in
      if let environment = view as? Environment { handler(environment, previous) }
    }
  }

  /// Stops a handler registered with ``registerForTraitChanges(_:handler:)`` (T2).
  ///
  /// ```swift
  /// badge.unregisterForTraitChanges(registration)
  /// ```
  ///
  /// Degenerate input: a registration of another view or controller, or one already
  /// unregistered, changes nothing.
  public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
    traitRegistrations?.records.removeAll { $0 === registration }
  }

  func addTraitChangeRecord(
    _ traits: [any TraitDefinition.Type], handler: @escaping (any TraitEnvironment, TraitCollection) -> Void
  ) -> TraitChangeRecord {
    let record = TraitChangeRecord(traits: traits, handler: handler)
    let registrations = traitRegistrations ?? ViewTraitRegistrations(reported: traitCollection)
    registrations.records.append(record)
    traitRegistrations = registrations
    return record
  }

  /// Compares the traits with the ones last reported to the handlers; on a change calls the
  /// handlers whose traits changed.
  func refreshRegisteredTraits() {
    guard let registrations = traitRegistrations else { return }
    let current = traitCollection
    let previous = registrations.reported
    guard current != previous else { return }
    registrations.reported = current
    TraitChangeRecord.notify(
      registrations.records, of: self, previous: previous, current: current,
      stillRegistered: { record in registrations.records.contains { $0 === record } })
  }
}

extension TraitChangeObservable where Self: View {
  /// The handler shape whose first argument has the registering view's own type, so an
  /// untyped closure compiles as it does on the platform (T2).
  ///
  /// ```swift
  /// card.registerForTraitChanges([TraitHorizontalSizeClass.self]) { card, previous in
  ///   card.setNeedsLayout()
  /// }
  /// ```
  ///
  /// Degenerate input: as ``View/registerForTraitChanges(_:handler:)``.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [any TraitDefinition.Type],
    handler: @escaping (Self, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    addTraitChangeRecord(traits) { view, previous in
      if let environment = view as? Self { handler(environment, previous) }
    }
  }
}
