import ArrangementKit
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// A controller that registers for trait changes the way platform code does and logs, into
/// the shared event log, both `traitCollectionDidChange` and its handlers.
@MainActor
final class RegisteringController: RecordingController {
  var handlerPrevious: [TraitCollection] = []
  var registration: (any TraitChangeRegistration)?

  func registerTyped(_ traits: [any TraitDefinition.Type]) {
    registration = registerForTraitChanges(traits) { (self: Self, previous: TraitCollection) in
      self.handlerPrevious.append(previous)
      self.log.record("\(self.name).handler")
    }
  }

  func registerUntyped(_ traits: [any TraitDefinition.Type]) {
    registration = registerForTraitChanges(traits) { controller, previous in
      controller.handlerPrevious.append(previous)
      controller.log.record("\(controller.name).handler")
    }
  }
}

@MainActor
@Suite("Trait registration (T2)")
struct TraitRegistrationTests {
  /// One trait type, and how to change only it on a flat, landscape iPhone Duo.
  struct Change: Sendable, CustomStringConvertible {
    let trait: any TraitDefinition.Type
    let apply: @MainActor @Sendable (DeviceSimulator, ViewController) -> Void
    var description: String { "\(trait)" }
  }

  nonisolated static let changes: [Change] = [
    Change(trait: TraitHorizontalSizeClass.self) { _, root in root.traitOverrides.horizontalSizeClass = .compact },
    Change(trait: TraitVerticalSizeClass.self) { _, root in root.traitOverrides.verticalSizeClass = .compact },
    Change(trait: TraitLayoutDirection.self) { simulator, _ in simulator.layoutDirection = .rightToLeft },
    Change(trait: TraitDisplayScale.self) { simulator, _ in simulator.display.scale = 2 },
  ]

  static func world(log: EventLog) -> (DeviceSimulator, ArrangementController, RegisteringController) {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .flat, orientation: .landscape)
    let arrangement = ArrangementController()
    let child = RegisteringController("child", log: log)
    arrangement.setViewController(child, for: .primary)
    simulator.window.rootViewController = arrangement
    return (simulator, arrangement, child)
  }

  @Test("T2: a handler is called once per change of its trait, after traitCollectionDidChange", arguments: changes)
  func calledOnceAfterDidChange(_ change: Change) {
    for typed in [true, false] {
      let log = EventLog()
      let (simulator, arrangement, child) = Self.world(log: log)
      if typed { child.registerTyped([change.trait]) } else { child.registerUntyped([change.trait]) }
      let before = child.traitCollection
      log.clear()
      change.apply(simulator, arrangement)
      arrangement.view.layoutIfNeeded()
      #expect(
        log.events(of: "child").filter { $0 == "traitCollectionDidChange" || $0 == "handler" }
          == ["traitCollectionDidChange", "handler"], "typed \(typed)")
      #expect(child.handlerPrevious == [before], "typed \(typed)")
      #expect(child.traitCollection != before)
    }
  }

  @Test("T2: a handler is not called when only other traits change", arguments: changes)
  func notCalledForOtherTraits(_ change: Change) {
    let log = EventLog()
    let (simulator, arrangement, child) = Self.world(log: log)
    let others = Self.changes.map(\.trait).filter { ObjectIdentifier($0) != ObjectIdentifier(change.trait) }
    child.registerTyped(others)
    log.clear()
    // Only the one trait changes: the handler registered for the other three stays silent.
    change.apply(simulator, arrangement)
    arrangement.view.layoutIfNeeded()
    #expect(log.events(of: "child").contains("traitCollectionDidChange"))
    #expect(!log.events(of: "child").contains("handler"))
  }

  @Test("T2: several registered traits changing at once call the handler once")
  func severalTraitsOnce() {
    let log = EventLog()
    let (simulator, arrangement, child) = Self.world(log: log)
    child.registerUntyped([TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self])
    log.clear()
    arrangement.traitOverrides = TraitOverrides(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    #expect(log.events(of: "child").filter { $0 == "handler" }.count == 1)
    withExtendedLifetime(simulator) {}
  }

  @Test("T2: an unregistered handler is not called again; unregistering twice does nothing")
  func unregister() {
    let log = EventLog()
    let (simulator, arrangement, child) = Self.world(log: log)
    child.registerTyped([TraitHorizontalSizeClass.self])
    arrangement.traitOverrides.horizontalSizeClass = .compact
    #expect(child.handlerPrevious.count == 1)
    let registration = try! #require(child.registration)
    child.unregisterForTraitChanges(registration)
    child.unregisterForTraitChanges(registration)
    arrangement.traitOverrides.horizontalSizeClass = nil
    #expect(child.handlerPrevious.count == 1)
    #expect(log.events(of: "child").filter { $0 == "traitCollectionDidChange" }.count >= 2)
    withExtendedLifetime(simulator) {}
  }

  @Test("T2: a handler whose first parameter type the controller is not is never called")
  func mismatchedEnvironmentType() {
    let (simulator, arrangement, child) = Self.world(log: EventLog())
    var calls = 0
    child.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (_: ArrangementController, _) in calls += 1 }
    child.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (_: ViewController, _) in calls += 10 }
    arrangement.traitOverrides.horizontalSizeClass = .compact
    #expect(calls == 10)
    withExtendedLifetime(simulator) {}
  }

  @Test("T2: traitOverrides.contains and remove take the trait types")
  func overridesContainAndRemove() {
    let log = EventLog()
    let (simulator, arrangement, child) = Self.world(log: log)
    #expect(!arrangement.traitOverrides.contains(TraitHorizontalSizeClass.self))
    arrangement.traitOverrides.horizontalSizeClass = .compact
    arrangement.traitOverrides.layoutDirection = .rightToLeft
    #expect(arrangement.traitOverrides.contains(TraitHorizontalSizeClass.self))
    #expect(arrangement.traitOverrides.contains(TraitLayoutDirection.self))
    #expect(!arrangement.traitOverrides.contains(TraitVerticalSizeClass.self))
    #expect(!arrangement.traitOverrides.contains(TraitDisplayScale.self))  // never overridable
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    arrangement.traitOverrides.remove(TraitHorizontalSizeClass.self)
    #expect(!arrangement.traitOverrides.contains(TraitHorizontalSizeClass.self))
    #expect(arrangement.traitOverrides.contains(TraitLayoutDirection.self))
    #expect(child.traitCollection.horizontalSizeClass == .regular)  // inherited again
    log.clear()
    arrangement.traitOverrides.remove(TraitVerticalSizeClass.self)  // not overridden: no change
    arrangement.traitOverrides.remove(TraitDisplayScale.self)
    #expect(log.events.isEmpty)
    withExtendedLifetime(simulator) {}
  }

  @Test("T2: updateTraitsIfNeeded brings the traits up to date at once and lays out nothing")
  func updateTraitsIfNeeded() {
    let log = EventLog()
    let child = RegisteringController("child", log: log)
    child.registerTyped([TraitHorizontalSizeClass.self])
    _ = child.view
    do {
      let parent = ViewController()
      parent.traitOverrides.horizontalSizeClass = .compact
      parent.addChild(child)
      #expect(child.handlerPrevious.count == 1)
      // The parent goes away without a callback: the inherited trait is gone, unreported.
    }
    #expect(child.parent == nil)
    #expect(child.handlerPrevious.count == 1)
    log.clear()
    child.updateTraitsIfNeeded()
    #expect(log.events(of: "child") == ["traitCollectionDidChange", "handler"])
    #expect(child.handlerPrevious.last?.horizontalSizeClass == .compact)
    #expect(child.traitCollection.horizontalSizeClass == .unspecified)
    // Up to date now: a second call reports nothing. Neither ran a layout pass.
    child.updateTraitsIfNeeded()
    #expect(log.events(of: "child") == ["traitCollectionDidChange", "handler"])
  }
}
