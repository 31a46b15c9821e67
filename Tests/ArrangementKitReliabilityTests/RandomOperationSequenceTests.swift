import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

/// Random operation sequences on the object model (issue 7): seeded, replayable, public API
/// only. Each sequence builds a simulated device with a root arrangement controller and runs
/// `steps` random operations — placing, replacing, moving and removing controllers in slots,
/// nesting arrangement controllers, updating arrangements, changing postures, orientations,
/// traits, bounds and preferred sizes, adding and removing observers and hinge interactions,
/// plain containment and dropping controllers, pushing, popping and replacing navigation stacks,
/// selecting and replacing tabs, presenting and dismissing (N1–N3) — checking every invariant
/// after each step and, at the end, that everything the test dropped was freed.
///
/// Environment: `ARRANGEMENT_RELIABILITY_SEQUENCES` (default 10 000 in optimized builds, 1 000
/// in debug builds, where 10 000 × 50 steps take about 30 s of CPU — `.ci/run` sets it to
/// 10 000), `ARRANGEMENT_RELIABILITY_STEPS` (default 50), `ARRANGEMENT_RELIABILITY_SEED` (the
/// first seed; when given without a count, only that sequence runs — how a failure is
/// replayed).
@Suite("ArrangementKit reliability")
struct RandomOperationSequenceTests {
  @MainActor
  @Test(
    "C1–C10, N1–N3, S12, R3: random operation sequences keep hierarchy, slots and layouts consistent and free what they drop"
  )
  func randomOperationSequences() {
    Self.runSequences(constraints: false)
  }

  @MainActor
  @Test(
    "L1–L12, M1–M4, K1–K3: random sequences with constraint, stack, margin and inset operations among posture changes keep required constraints held or reported and frames finite"
  )
  func randomConstraintSequences() {
    Self.runSequences(constraints: true)
  }

  /// Runs the sequences the environment asks for (see the type's notes); `constraints`: with
  /// the Auto Layout operations.
  @MainActor
  static func runSequences(constraints: Bool) {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["ARRANGEMENT_RELIABILITY_SEED"].flatMap { UInt64($0) }
    let count =
      environment["ARRANGEMENT_RELIABILITY_SEQUENCES"].flatMap { Int($0) } ?? (seed == nil ? Self.defaultCount : 1)
    let steps = environment["ARRANGEMENT_RELIABILITY_STEPS"].flatMap { Int($0) } ?? 50
    let firstSeed = seed ?? 0x5EED_0007
    var failures = 0
    var knownGaps = 0
    var totalSteps = 0
    let start = ContinuousClock.now
    for index in 0..<count {
      let sequenceSeed = firstSeed &+ UInt64(index)
      let outcome = Self.run(seed: sequenceSeed, steps: steps, constraints: constraints)
      totalSteps += outcome.steps
      if let failure = outcome.failure, constraints, Self.knownConstraintGapSeeds[sequenceSeed] != nil {
        // One of the listed seeds, still failing: shown, but not a failure of the run.
        knownGaps += 1
        withKnownIssue("L3 gap, seed \(sequenceSeed): \(Self.knownConstraintGapSeeds[sequenceSeed] ?? "")") {
          Issue.record(Comment(rawValue: failure))
        }
      } else if let failure = outcome.failure {
        failures += 1
        Issue.record(Comment(rawValue: failure))
        if failures >= 3 { break }
      }
    }
    print(
      "ArrangementKit reliability\(constraints ? " (constraints)" : ""): \(count) sequences from seed \(firstSeed), \(totalSteps) steps, \(failures) failing\(constraints ? ", \(knownGaps) of the listed known-gap seeds" : ""), in \(ContinuousClock.now - start)"
    )
    #expect(totalSteps > 0)
  }

  /// The constraint sequences of CI's range (the default first seed, 10 000 sequences) that
  /// still end with a required constraint that neither holds nor is reported, each with its
  /// shape (Docs/Reliability.md, "Known gaps"). Listed by seed, not by the text of the problem:
  /// any other sequence that fails that way fails the run.
  static let knownConstraintGapSeeds: [UInt64: String] = [:]

  #if DEBUG
    static let defaultCount = 1_000
  #else
    static let defaultCount = 10_000
  #endif

  /// Runs one sequence; returns the number of steps run and, on a failure, a message naming
  /// the seed, the step and the operations that led there.
  @MainActor
  static func run(seed: UInt64, steps: Int, constraints: Bool = false) -> (steps: Int, failure: String?) {
    let world = RandomWorld(seed: seed)
    world.includesConstraintOperations = constraints
    world.includesBarOperations = true
    var history: [String] = []
    for step in 0..<steps {
      let before = world.snapshot()
      history.append(world.randomOperation())
      // The links are checked before the layout pass, the other checks or the next operation
      // walk them: a broken one fails with the seed instead of crashing the process.
      var problems = world.structuralViolations()
      if problems.isEmpty {
        world.window.layoutIfNeeded()
        problems = world.structuralViolations()
      }
      if problems.isEmpty { problems = world.violations(before: before) }
      if problems.isEmpty, constraints { problems = world.constraintViolations() }
      if !problems.isEmpty {
        // Tearing down walks the hierarchy: only when its links are sound.
        if world.structuralViolations().isEmpty { _ = world.tearDown() }
        return (step + 1, failure(seed: seed, step: step, history: history, problems: problems))
      }
    }
    let leaks = world.tearDown()
    if !leaks.isEmpty {
      return (
        steps,
        failure(
          seed: seed, step: steps, history: history,
          problems: ["still alive after the test dropped everything: \(leaks.joined(separator: ", "))"])
      )
    }
    return (steps, nil)
  }

  static func failure(seed: UInt64, step: Int, history: [String], problems: [String]) -> String {
    // A replay (one seed given) shows the whole history; a run of many shows the last steps.
    let shown = ProcessInfo.processInfo.environment["ARRANGEMENT_RELIABILITY_SEED"] == nil ? 8 : history.count
    return """
      seed \(seed) failed at step \(step + 1): \(problems.first ?? "") — replay with ARRANGEMENT_RELIABILITY_SEED=\(seed)
      last operations:
      \(history.suffix(shown).enumerated().map { "  \(history.count - min(history.count, shown) + $0.offset + 1). \($0.element)" }.joined(separator: "\n"))
      problems:
      \(problems.map { "  - \($0)" }.joined(separator: "\n"))
      """
  }
}
