import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

// Issue 7, bad input: the malformed shapes and bad option values that MalformedInputTests and
// OptionParserTests do not already cover. Every case must exit 2 (never crash, never print a
// result) with a message naming the field or option; the reader must throw a ScenarioError
// naming the field. Whatever can be parsed but is only unusual (a negative scale, a negative
// size) is passed to the solver, which sanitizes it with a diagnostic (S5): those are not
// errors.

/// Builders and the table of malformed scenario files (cases are `MalformedInputCase`s).
enum BadScenarioFile {
  static let context = #""context": {"bounds": [0, 0, 10, 10]}"#
  static let arrangement = #""arrangement": {"style": "split"}"#
  static let valid = context + ", " + arrangement

  /// `{"name": "a", <members>}`
  static func scenario(_ members: String) -> String { #"{"name": "a", "# + members + "}" }

  static func withContext(_ fields: String) -> String {
    scenario(#""context": {"bounds": [0, 0, 10, 10], "# + fields + "}, " + arrangement)
  }

  static func withArrangement(_ fields: String) -> String {
    scenario(context + #", "arrangement": {"style": "split", "# + fields + "}")
  }

  static func withExpect(_ expect: String) -> String { scenario(valid + #", "expect": "# + expect) }

  static func repeated(_ element: String, _ count: Int) -> String {
    Array(repeating: element, count: count).joined(separator: ",")
  }

  static let all: [MalformedInputCase] = [
    // Wrong types.
    .init(
      "context is an array", scenario(#""context": [1], "# + arrangement),
      ["bad.json", "scenario 1 \"a\"", "context", "expected an object, got an array"]),
    .init(
      "arrangement is a string", scenario(context + #", "arrangement": "split""#),
      ["arrangement", "expected an object, got a string"]),
    .init(
      "regions is an object", withContext(#""regions": {"kind": "division"}"#),
      ["context.regions", "expected an array of regions, got an object"]),
    .init(
      "a region is a number", withContext(#""regions": [5]"#),
      ["context.regions[0]", "expected an object, got a number"]),
    .init(
      "region margins of two numbers",
      withContext(#""regions": [{"kind": "division", "frame": [0, 0, 1, 10], "margins": [1, 2]}]"#),
      ["context.regions[0].margins", "expected 4 elements"]),
    .init(
      "region active is a string",
      withContext(#""regions": [{"kind": "division", "frame": [0, 0, 1, 10], "active": "yes"}]"#),
      ["context.regions[0].active", "expected true or false, got a string"]),
    .init(
      "axes is a number", withArrangement(#""axes": 3"#),
      ["arrangement.axes", "expected an array of axes, got a number"]),
    .init(
      "edge is a number", scenario(context + #", "arrangement": {"style": "overlay", "primary": {"edge": 7}}"#),
      ["arrangement.primary.edge", "expected an array of edges, got a number"]),
    .init(
      "layoutPriority is a string", withArrangement(#""primary": {"layoutPriority": "high"}"#),
      ["arrangement.primary.layoutPriority", "expected a number, got a string"]),
    .init(
      "context placement is a boolean", withContext(#""primary": true"#),
      ["context.primary", "expected an object (a present view", "or null (no view), got a boolean"]),
    .init("expect is an array", withExpect("[1]"), ["expect", "expected an object, got an array"]),
    .init(
      "expected placement is a number", withExpect(#"{"primary": 5}"#),
      ["expect.primary", "expected an object, got a number"]),
    .init(
      "expected frame of three numbers", withExpect(#"{"primary": {"frame": [0, 0, 1]}}"#),
      ["expect.primary.frame", "expected 4 elements"]),
    .init(
      "layoutDirection is a number", withContext(#""layoutDirection": 1"#), ["context.layoutDirection", "got a number"]),
    .init(
      "displayScale is a string", withContext(#""displayScale": "3""#),
      ["context.displayScale", "expected a number, got a string"]),
    .init(
      "device is a string", scenario(#""context": {"device": "iphone-duo"}, "# + arrangement),
      ["context.device", "expected an object, got a string"]),
    .init(
      "sizeClasses is a string", withContext(#""sizeClasses": "regular""#), ["context.sizeClasses", "got a string"]),
    .init(
      "style is a number", scenario(context + #", "arrangement": {"style": 1}"#), ["arrangement.style", "got a number"]),
    .init(
      "intrinsicSize of three numbers", withContext(#""primary": {"intrinsicSize": [1, 2, 3]}"#),
      ["context.primary.intrinsicSize", "expected 2 elements"]),
    .init(
      "zIndex is a string", withExpect(#"{"primary": {"zIndex": "1"}}"#),
      ["expect.primary.zIndex", "expected a number, got a string"]),
    .init(
      "zIndex beyond Int", withExpect(#"{"primary": {"zIndex": 1e300}}"#),
      ["expect.primary.zIndex", "expected an integer"]),
    .init(
      "dimension object with two members",
      withArrangement(#""primary": {"width": {"minimum": {"absolute": 3, "fractional": 0.5}}}"#),
      ["arrangement.primary.width.minimum", "exactly one member"]),
    .init(
      "empty dimension object", withArrangement(#""primary": {"width": {"minimum": {}}}"#),
      ["arrangement.primary.width.minimum", "exactly one member"]),
    // Missing fields.
    .init("no context", scenario(arrangement), ["scenario 1 \"a\"", "context", "missing"]),
    .init("no arrangement", scenario(context), ["scenario 1 \"a\"", "arrangement", "missing"]),
    .init(
      "region without kind", withContext(#""regions": [{"frame": [0, 0, 1, 10]}]"#),
      ["context.regions[0].kind", "missing"]),
    .init(
      "device without profile",
      scenario(#""context": {"device": {"posture": "book", "orientation": "landscape"}}, "# + arrangement),
      ["context.device.profile", "missing"]),
    .init(
      "device without posture",
      scenario(#""context": {"device": {"profile": "iphone", "orientation": "landscape"}}, "# + arrangement),
      ["context.device.posture", "missing"]),
    // Unknown values and fields.
    .init(
      "unknown orientation",
      scenario(
        #""context": {"device": {"profile": "iphone", "posture": "book", "orientation": "sideways"}}, "# + arrangement),
      ["context.device.orientation", "unknown orientation \"sideways\""]),
    .init("unknown top-level field", scenario(valid + #", "extra": 1"#), ["extra", "unknown field"]),
    .init("unknown arrangement field", withArrangement(#""ratio": 2"#), ["arrangement.ratio", "unknown field"]),
    .init(
      "unknown range member", withArrangement(#""primary": {"width": {"min": {"absolute": 3}}}"#),
      ["arrangement.primary.width.min", "unknown field"]),
    .init(
      "unknown region field",
      withContext(#""regions": [{"kind": "division", "frame": [0, 0, 1, 10], "color": "red"}]"#),
      ["context.regions[0].color", "unknown field"]),
    .init(
      "unknown expected field", withExpect(#"{"primary": {"width": 3}}"#), ["expect.primary.width", "unknown field"]),
    .init("unknown expected placement", withExpect(#"{"tertiary": {}}"#), ["expect.tertiary", "unknown field"]),
    // Non-finite numbers in every numeric field family.
    .init(
      "non-finite intrinsic size", withContext(#""primary": {"intrinsicSize": [1e999, 2]}"#),
      ["context.primary.intrinsicSize[0]", "not finite"]),
    .init(
      "non-finite region frame", withContext(#""regions": [{"kind": "division", "frame": [0, 0, 1e999, 1]}]"#),
      ["context.regions[0].frame[2]", "not finite"]),
    .init(
      "non-finite absolute length", withArrangement(#""primary": {"width": {"minimum": {"absolute": -1e999}}}"#),
      ["arrangement.primary.width.minimum.absolute", "not finite"]),
    .init(
      "non-finite fraction", withArrangement(#""secondary": {"height": {"preferred": {"fractional": 1e999}}}"#),
      ["arrangement.secondary.height.preferred.fractional", "not finite"]),
    .init(
      "exponent beyond any Double", withContext(#""displayScale": 1e99999999999999999999"#),
      ["context.displayScale", "not finite"]),
    .init(
      "a 100 000-digit number",
      scenario(#""context": {"bounds": [0, 0, "# + String(repeating: "9", count: 100_000) + #", 10]}, "# + arrangement),
      ["context.bounds[2]", "not finite"]),
    // Huge arrays where the shape is fixed.
    .init(
      "bounds of 200 000 numbers",
      scenario(#""context": {"bounds": ["# + repeated("1", 200_000) + "]}, " + arrangement),
      ["context.bounds", "expected 4 elements", "got 200000"]),
    .init(
      "sizeClasses of 100 000 names", withContext(#""sizeClasses": ["# + repeated(#""regular""#, 100_000) + "]"),
      ["context.sizeClasses", "expected 2 elements"]),
    .init(
      "region frame of 100 000 numbers",
      withContext(#""regions": [{"kind": "division", "frame": ["# + repeated("0", 100_000) + "]}]"),
      ["context.regions[0].frame", "expected 4 elements"]),
    .init(
      "a top-level array of 100 000 numbers", "[" + repeated("1", 100_000) + "]",
      ["scenario 1", "expected an object, got a number"]),
    .init(
      "10 000 scenarios, the last one malformed",
      "[" + repeated(scenario(valid), 9_999) + "," + scenario(context) + "]",
      ["scenario 10000", "arrangement", "missing"]),
    // Deep nesting.
    .init(
      "deep nesting inside a field",
      scenario(#""name2": "# + String(repeating: "[", count: 65) + String(repeating: "]", count: 65) + ", " + valid),
      ["bad.json", "nesting deeper than 64"]),
    .init(
      "objects nested 100 000 deep",
      String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000),
      ["bad.json", "nesting deeper than 64"]),
    .init(
      "arrays nested 100 000 deep, unclosed", String(repeating: "[", count: 100_000),
      ["bad.json", "nesting deeper than 64"]),
    .init(
      "nesting exactly at the limit is read, and the shape is reported",
      withExpect(#"{"primary": "# + String(repeating: "[", count: 61) + String(repeating: "]", count: 61) + "}"),
      ["expect.primary", "expected an object, got an array"]),
    // Encodings.
    .init(
      "invalid UTF-8 in a string",
      bytes: Array(#"{"name": ""#.utf8) + [0xFF, 0xFE] + Array(#"", "#.utf8) + Array(valid.utf8) + [0x7D],
      ["bad.json", "not valid UTF-8"]),
    .init(
      "invalid UTF-8 in a member name",
      bytes: Array(#"{"na"#.utf8) + [0xC3] + Array(#"me": "a", "#.utf8) + Array(valid.utf8) + [0x7D],
      ["bad.json", "not valid UTF-8"]),
    .init(
      "overlong UTF-8 encoding",
      bytes: Array(#"{"name": ""#.utf8) + [0xC0, 0xAF] + Array(#"", "#.utf8) + Array(valid.utf8) + [0x7D],
      ["bad.json", "not valid UTF-8"]),
    .init(
      "UTF-8-encoded surrogate",
      bytes: Array(#"{"name": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#"", "#.utf8) + Array(valid.utf8) + [0x7D],
      ["bad.json", "not valid UTF-8"]),
    .init(
      "truncated UTF-8 sequence",
      bytes: Array(#"{"name": ""#.utf8) + [0xE2, 0x82] + Array(#"", "#.utf8) + Array(valid.utf8) + [0x7D],
      ["bad.json", "not valid UTF-8"]),
    .init(
      "UTF-16 text", bytes: [0xFF, 0xFE] + Array(#"{"name": "a"}"#.utf8).flatMap { [$0, 0] },
      ["bad.json", "not valid UTF-8"]),
    .init("arbitrary binary", bytes: Array(0...255), ["bad.json", "not valid UTF-8"]),
    .init("unpaired surrogate escape", scenario(#""name2": "\ud800", "# + valid), ["bad.json", "unpaired surrogate"]),
    .init(
      "raw NUL in a string",
      bytes: Array(#"{"name": "a"#.utf8) + [0x00] + Array(#"", "#.utf8) + Array(valid.utf8) + [0x7D],
      ["bad.json", "control character"]),
    .init(
      "byte-order mark", bytes: [0xEF, 0xBB, 0xBF] + Array(scenario(valid).utf8), ["bad.json", "line 1, column 1"]),
  ]
}

extension BadCommandLine {
  /// Every option given a value it cannot use.
  static let badValues: [BadCommandLine] =
    [
      .init(["render", "--absent", "tertiary"], ["--absent: invalid value \"tertiary\"", "primary, secondary"]),
      .init(
        ["render", "--orientation", "sideways"], ["--orientation: invalid value \"sideways\"", "portrait, landscape"]),
      .init(["render", "--style", "grid"], ["--style: invalid value \"grid\"", "split, overlay"]),
      .init(["render", "--primary-height", "max=-"], ["--primary-height: invalid value \"max=-\""]),
      .init(["render", "--secondary-width", "min=1e999"], ["--secondary-width: invalid value \"min=1e999\""]),
      .init(["render", "--secondary-height", ""], ["--secondary-height: invalid value \"\""]),
      .init(["render", "--primary-width", "min=3,"], ["--primary-width: invalid value \"min=3,\""]),
      .init(
        ["render", "--style", "overlay", "--secondary-edge", "middle"],
        ["--secondary-edge: invalid value \"middle\"", "top, leading, bottom, trailing"]),
      .init(["render", "--secondary-intrinsic", "3x"], ["--secondary-intrinsic: invalid value \"3x\"", "W×H"]),
      .init(["render", "--secondary-intrinsic", "nanxnan"], ["--secondary-intrinsic: invalid value \"nanxnan\""]),
      .init(["render", "--primary-intrinsic", "1e999x3"], ["--primary-intrinsic: invalid value \"1e999x3\""]),
      .init(
        ["render", "--secondary-priority", "nan"], ["--secondary-priority: invalid value \"nan\"", "a finite number"]),
      .init(["render", "--primary-priority", "1e999"], ["--primary-priority: invalid value \"1e999\""]),
      .init(["render", "--scale", "1e400"], ["--scale: invalid value \"1e400\"", "a finite number"]),
      .init(["render", "--bounds", "nanx3"], ["--bounds: invalid value \"nanx3\""]),
      .init(
        ["render", "--size-classes", "regular,regular,regular"],
        ["--size-classes: invalid value \"regular,regular,regular\""]),
      .init(
        ["render", "--region", "division:1,2,3,4:broken"], ["--region: invalid value \"division:1,2,3,4:broken\""]),
      .init(["render", "--region", "division:nan,0,1,1"], ["--region: invalid value \"division:nan,0,1,1\""]),
      .init(["render", "--axes", ""], ["--axes: invalid value \"\""]),
      .init(["render", "--layout-direction", "up"], ["--layout-direction: invalid value \"up\""]),
      .init(["matrix", "--device", "nokia"], ["--device: invalid value \"nokia\""]),
      .init(["matrix", "--layout-direction", "sideways"], ["--layout-direction: invalid value \"sideways\""]),
      .init(["matrix", "--absent", "both"], ["--absent: invalid value \"both\""]),
      .init(["explain", "--format", "pdf"], ["--format: invalid value \"pdf\"", "text, json, markdown"]),
      .init(["explain", "--posture", "tent"], ["--posture: invalid value \"tent\""]),
      .init(["solve", "--explain=1", "x.json"], ["--explain takes no value"]),
    ] + missingValues

  /// Every value option of `render`, given last without its value.
  static let missingValues: [BadCommandLine] = [
    "--absent", "--axes", "--bounds", "--device", "--format", "--layout-direction", "--orientation", "--posture",
    "--primary-height", "--primary-intrinsic", "--primary-priority", "--primary-width", "--region", "--scale",
    "--secondary-height", "--secondary-intrinsic", "--secondary-priority", "--secondary-width", "--size-classes",
    "--style",
  ].map { .init(["render", $0], ["\($0): missing value"]) }
}

@Suite("Reliability: bad input exits 2 naming the field or option")
struct ReliabilityBadInputTests {
  @Test("reader: every malformed shape throws a ScenarioError naming the field", arguments: BadScenarioFile.all)
  func readerRejects(_ input: MalformedInputCase) {
    expectReaderRejects(input.contents, naming: input.expected)
  }

  @Test("arrange solve: every malformed shape exits 2 with the message on stderr", arguments: BadScenarioFile.all)
  func cliRejects(_ input: MalformedInputCase) throws {
    try expectSolveRejects(input)
  }

  @Test("arrange: every option with a bad or missing value exits 2 naming it", arguments: BadCommandLine.badValues)
  func badOption(_ input: BadCommandLine) throws {
    let result = try ProductRunner.arrange(input.arguments)
    expectUsageFailure(result, naming: input.expected)
  }

  @Test("long lists are not errors: 10 000 regions, 10 000 axes entries and a 1 MB name are read and solved")
  func longListsAreRead() throws {
    let regions = BadScenarioFile.repeated(#"{"kind": "occlusion", "frame": [0, 0, 1, 1]}"#, 10_000)
    let axes = BadScenarioFile.repeated(#""horizontal""#, 10_000)
    let json =
      #"{"name": ""# + String(repeating: "x", count: 1_000_000)
      + #"", "context": {"bounds": [0, 0, 100, 50], "regions": ["#
      + regions + #"]}, "arrangement": {"style": "split", "axes": ["# + axes + "]}}"
    let scenarios = try ScenarioReader.read(Data(json.utf8), file: "long.json")
    #expect(scenarios.count == 1)
    #expect(scenarios.first?.context.reservedRegions.count == 10_000)
    let layout = try #require(scenarios.first).solve()
    #expect(layout[.primary]?.state.isHidden == false)
  }

  @Test("values the solver sanitizes are passed through with a diagnostic, not refused (S5)")
  func sanitizedValuesPass() throws {
    for arguments in [
      ["render", "--scale", "0", "--format", "json"], ["render", "--bounds", "-5x10", "--format", "json"],
    ] {
      let result = try ProductRunner.arrange(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout.contains("S5"), "\(arguments): \(result.stdout)")
    }
  }
}
