import ArrangementSimulator
import Foundation

// libFuzzer target for `arrange solve`'s JSON scenario reader (ScenarioReader and JSONParser).
// Whatever the bytes, reading must either throw a ScenarioError that names the file and says
// what is wrong, or return scenarios that solve to finite frames, encode to JSON the parser
// reads back, and survive a write-then-read round trip unchanged. Traps, sanitizer reports,
// stack overflows and timeouts are findings too. Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  // A first byte below 0x08 can never start JSON: such inputs are built by the grammar instead.
  if let first = bytes.first, first < 0x08 {
    var grammar = ScenarioGrammar(reader: FuzzReader(UnsafeRawBufferPointer(start: data, count: size)))
    _ = grammar.reader.byte()
    bytes = Data(grammar.file().utf8)
    if ScenarioFuzzChecks.printsGrammar { print(String(decoding: bytes, as: UTF8.self)) }
  }
  var violations: [String] = []
  do {
    let scenarios = try ScenarioReader.read(bytes, file: "fuzz.json")
    for scenario in scenarios {
      violations += ScenarioFuzzChecks.check(scenario)
    }
  } catch {
    if error.message.isEmpty { violations.append("an error without a message: \(error)") }
    if !error.description.contains("fuzz.json") { violations.append("the error does not name the file: \(error)") }
  }
  if !violations.isEmpty {
    let input = String(decoding: bytes, as: UTF8.self)
    let report = "ScenarioFuzz: invariant violated\n--- input\n\(input)\n--- violations\n"
      + violations.joined(separator: "\n") + "\n"
    FileHandle.standardError.write(report.data(using: .utf8)!)
    abort()
  }
  return 0
}
