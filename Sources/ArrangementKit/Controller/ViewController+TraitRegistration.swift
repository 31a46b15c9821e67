import Foundation

/// An object with traits: the object model's `UITraitEnvironment`. Views and controllers are
/// trait environments.
///
/// It is the type a trait-change handler's first argument conforms to.
///
/// ```swift
/// func isCompact(_ environment: some TraitEnvironment) -> Bool {
///   environment.traitCollection.horizontalSizeClass == .compact
/// }
/// ```
///
/// Degenerate input: none; the traits are computed on every read (T1).
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
  /// The traits this object lays out with (T1).
  var traitCollection: TraitCollection { get }
}

extension View: TraitEnvironment {}

/// An object whose trait changes can be observed with a handler: the object model's
/// `UITraitChangeObservable`. Controllers and views are observable (T2, V6).
///
/// The protocol exists for the handler shape whose first argument is the registering
/// object's own type, `{ controller, previous in … }`; see
/// ``ViewController/registerForTraitChanges(_:handler:)``.
///
/// ```swift
/// final class EpisodesViewController: ViewController {
///   override func viewDidLoad() {
///     registerForTraitChanges([TraitHorizontalSizeClass.self]) { controller, previous in
///       controller.rebuildColumns()   // `controller` is an EpisodesViewController
///     }
///   }
///   func rebuildColumns() {}
/// }
/// ```
///
/// Degenerate input: none.
@preconcurrency @MainActor
public protocol TraitChangeObservable: TraitEnvironment {
  /// The platform's handler shape: the observed object and the traits before the change.
  typealias TraitChangeHandler<Environment: TraitEnvironment> = (Environment, TraitCollection) -> Void
}

/// What ``ViewController/registerForTraitChanges(_:handler:)`` returns: pass it to
/// ``ViewController/unregisterForTraitChanges(_:)`` to stop the handler (T2). The platform's
/// `UITraitChangeRegistration`.
///
/// Keeping it is optional: registrations end with their controller, as on the platform.
///
/// ```swift
/// let registration = controller.registerForTraitChanges([TraitLayoutDirection.self]) { (c: ViewController, _) in
///   c.view.setNeedsLayout()
/// }
/// controller.unregisterForTraitChanges(registration)
/// ```
///
/// Degenerate input: unregistering twice, or with another controller, does nothing.
public protocol TraitChangeRegistration: AnyObject {}

/// One registered trait-change handler.
@preconcurrency @MainActor
final class TraitChangeRecord: TraitChangeRegistration {
  let traits: [any BuiltInTrait.Type]
  /// Called with the registering controller or view and the traits before the change.
  let handler: (any TraitEnvironment, TraitCollection) -> Void

  init(traits: [any TraitDefinition.Type], handler: @escaping (any TraitEnvironment, TraitCollection) -> Void) {
    // Only the object model's own traits can change; others are kept out of the comparison.
    self.traits = traits.compactMap { $0 as? any BuiltInTrait.Type }
    self.handler = handler
  }

  /// Calls the handlers of `records` whose traits changed (T2), in registration order, with
  /// `environment`; a handler unregistered by an earlier one in the same round is skipped.
  static func notify(
    _ records: [TraitChangeRecord], of environment: any TraitEnvironment, previous: TraitCollection,
    current: TraitCollection, stillRegistered: (TraitChangeRecord) -> Bool
  ) {
    for record in records where record.observesChange(from: previous, to: current) {
      guard stillRegistered(record) else { continue }
      record.handler(environment, previous)
    }
  }

  /// Whether one of the registered traits differs between `previous` and `current`.
  func observesChange(from previous: TraitCollection, to current: TraitCollection) -> Bool {
    traits.contains { $0.differs(previous, current) }
  }
}

extension ViewController: TraitChangeObservable {
  /// Calls `handler` after every change of one of `traits` (T2), once per change, after
  /// ``traitCollectionDidChange(_:)``: the platform's `registerForTraitChanges(_:handler:)`.
  ///
  /// The handler receives the registering controller (as the type its first parameter names)
  /// and the traits before the change. Write it as platform code does, naming the types:
  ///
  /// ```swift
  /// registerForTraitChanges([TraitHorizontalSizeClass.self]) { (self: Self, previous: TraitCollection) in
  ///   self.updateColumns(compact: self.traitCollection.horizontalSizeClass == .compact)
  /// }
  /// ```
  ///
  /// (Without types, `{ controller, previous in … }`, the controller's own type is used.)
  /// Use the first argument rather than capturing the controller: the registration lives as
  /// long as the controller, and a handler that captures it strongly keeps it alive.
  ///
  /// Degenerate input: an empty list, or only traits of your own, registers a handler that is
  /// never called; a first parameter type the controller is not an instance of is never
  /// called either (nothing traps).
  @discardableResult
  public func registerForTraitChanges<Environment: TraitEnvironment>(
    _ traits: [any TraitDefinition.Type],
    handler: @escaping (Environment, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    addTraitChangeRecord(traits) { controller, previous in
      if let environment = controller as? Environment { handler(environment, previous) }
    }
  }

  func addTraitChangeRecord(
    _ traits: [any TraitDefinition.Type], handler: @escaping (any TraitEnvironment, TraitCollection) -> Void
  ) -> TraitChangeRecord {
    let record = TraitChangeRecord(traits: traits, handler: handler)
    // Copied, changed and stored through the accessors, never changed in place: a mutation of
    // `controllerState` that calls out (an array growing, a filter's closure) would make every
    // access to it on the layout path a checked one (Docs/Performance.md).
    var registrations = traitChangeRegistrations
    registrations.append(record)
    traitChangeRegistrations = registrations
    return record
  }

  /// Stops a handler registered with ``registerForTraitChanges(_:handler:)`` (T2).
  ///
  /// ```swift
  /// controller.unregisterForTraitChanges(registration)
  /// ```
  ///
  /// Degenerate input: a registration of another controller, or one already unregistered,
  /// changes nothing.
  public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
    // Filtered, then stored (see `registerForTraitChanges`).
    let remaining = traitChangeRegistrations.filter { $0 !== registration }
    traitChangeRegistrations = remaining
  }

  /// Brings the traits of this controller and everything below it up to date now (T2):
  /// ``traitCollectionDidChange(_:)`` and registered handlers run for every controller whose
  /// traits changed since they were last reported. Lays out nothing (changed controllers are
  /// only marked as needing layout).
  ///
  /// ```swift
  /// arrangement.traitOverrides.horizontalSizeClass = .compact
  /// child.updateTraitsIfNeeded()
  /// ```
  ///
  /// Degenerate input: with nothing changed it does nothing.
  public func updateTraitsIfNeeded() {
    refreshTraitsInHierarchy()
  }

  /// Calls the handlers whose traits changed (T2), in registration order; a handler
  /// unregistered by an earlier one in the same round is skipped.
  func notifyTraitChangeHandlers(previous: TraitCollection, current: TraitCollection) {
    TraitChangeRecord.notify(
      traitChangeRegistrations, of: self, previous: previous, current: current,
      stillRegistered: { record in self.traitChangeRegistrations.contains { $0 === record } })
  }
}

extension TraitChangeObservable where Self: ViewController {
  /// The handler shape whose first argument has the registering controller's own type, so an
  /// untyped closure compiles as it does on the platform (T2).
  ///
  /// ```swift
  /// episodes.registerForTraitChanges([TraitHorizontalSizeClass.self]) { episodes, previous in
  ///   episodes.rebuildColumns()
  /// }
  /// ```
  ///
  /// Degenerate input: as ``ViewController/registerForTraitChanges(_:handler:)``.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [any TraitDefinition.Type],
    handler: @escaping (Self, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    addTraitChangeRecord(traits) { controller, previous in
      if let environment = controller as? Self { handler(environment, previous) }
    }
  }
}
