import ArrangementCore
import Foundation

/// E3 for the fuzzer: two layouts of the same input must be identical to the bit.
enum SolverFuzzDeterminism {
  /// Bit-identical frames and states, and equal diagnostics.
  static func identical(_ a: ArrangementLayout, _ b: ArrangementLayout) -> Bool {
    func bits(_ entry: ArrangementLayout.PlacementLayout?) -> [UInt64]? {
      entry.map { [$0.frame.origin.x, $0.frame.origin.y, $0.frame.size.width, $0.frame.size.height].map { Double($0).bitPattern } }
    }
    for placement in ViewPlacement.allCases {
      if bits(a[placement]) != bits(b[placement]) || a[placement]?.state != b[placement]?.state { return false }
    }
    return a.diagnostics.count == b.diagnostics.count
      && zip(a.diagnostics, b.diagnostics).allSatisfy { x, y in
        x.kind == y.kind && x.subject == y.subject && Double(x.value).bitPattern == Double(y.value).bitPattern
          && Double(x.replacement).bitPattern == Double(y.replacement).bitPattern
      }
  }
}
