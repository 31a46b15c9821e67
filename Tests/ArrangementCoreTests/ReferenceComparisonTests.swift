import ArrangementCore
import ArrangementTesting
import Foundation
import Testing

/// Differential tests: the solver against a second, plain implementation of the rules
/// (Support/ReferenceSolver.swift) on seeded random inputs.
@Suite("S/O/P: solver against an independent reference implementation")
struct ReferenceComparisonTests {
  static let baseSeed: UInt64 = 0xC0FF_EE00
  static let cases = 10_000

  @Test("S1–S13, O1–O6, P1: random layouts equal the reference's")
  func compare() {
    var failures = 0
    for index in 0..<Self.cases {
      let seed = Self.baseSeed &+ UInt64(index)
      var random = SeededGenerator(seed: seed)
      let context = RandomScenarios.context(using: &random)
      let split = RandomScenarios.split(using: &random)
      let overlay = RandomScenarios.overlay(using: &random)
      let splitDiff = LayoutSymmetry.differences(split.layout(in: context), ReferenceSolver.split(split, context))
      let overlayDiff = LayoutSymmetry.differences(overlay.layout(in: context), ReferenceSolver.overlay(overlay, context))
      if !splitDiff.isEmpty || !overlayDiff.isEmpty {
        failures += 1
        if failures <= 5 {
          Issue.record(
            """
            seed \(seed): solver vs reference
            split: \(splitDiff)
            overlay: \(overlayDiff)
            context: \(context)
            \(split)
            \(overlay)
            """)
        }
      }
    }
    #expect(failures == 0, "\(failures) of \(Self.cases) random cases differ from the reference")
  }
}
