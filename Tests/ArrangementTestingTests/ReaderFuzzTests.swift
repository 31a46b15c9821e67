import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@Suite("reader robustness")
struct ReaderFuzzTests {
  static let tokens: [[UInt8]] =
    ["{", "}", "[", "]", ",", ":", "\"", "1e999", "-0", "null", "true", "\"big\"", "\\u", "\u{FF}"]
    .map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00]]

  @Test("bad input never crashes: 2,000 seeded mutations of examples.json read or fail with a ScenarioError")
  func mutations() throws {
    let original = [UInt8](try Data(contentsOf: ProductRunner.examplesURL))
    let baseSeed: UInt64 = 20_261_130
    var accepted = 0
    for offset in 0..<2_000 {
      let seed = baseSeed + UInt64(offset)
      var random = SeededGenerator(seed: seed)
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.remove(at: position)
        case 1: bytes.insert(contentsOf: Self.tokens.randomElement(using: &random)!, at: position)
        default: bytes[position] = UInt8.random(in: 0...255, using: &random)
        }
        if bytes.isEmpty { bytes = [0x7B] }
      }
      do {
        let scenarios = try ScenarioReader.read(Data(bytes), file: "fuzz.json")
        accepted += 1
        for scenario in scenarios {
          let explanation = scenario.explain()
          _ = scenario.check(explanation.layout)
          _ = JSONWriter.pretty(ScenarioEncoding.result(of: scenario, layout: explanation.layout))
        }
      } catch {
        #expect("\(error)".hasPrefix("fuzz.json: "), "seed \(seed): \(error)")
      }
    }
    // Some mutations only touch numbers or names inside strings and stay valid.
    #expect(accepted > 0)
  }
}
