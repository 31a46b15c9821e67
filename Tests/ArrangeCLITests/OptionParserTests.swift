import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@testable import arrange

/// A command line that must be refused, and what the message must say.
struct BadCommandLine: CustomTestStringConvertible, Sendable {
  let arguments: [String]
  let expected: [String]
  init(_ arguments: [String], _ expected: [String]) {
    self.arguments = arguments
    self.expected = expected
  }
  var testDescription: String { "arrange " + arguments.joined(separator: " ") }

  static let all: [BadCommandLine] = [
    .init(["draw"], ["unknown command \"draw\"", "solve, render, matrix, explain"]),
    .init(["--verbose"], ["unknown option --verbose"]),
    .init(["render", "--fromat", "svg"], ["unknown option --fromat", "did you mean --format?"]),
    .init(
      ["render", "--format", "png"],
      ["--format: invalid value \"png\"", "expected one of text, svg, json, markdown, scenario"]),
    .init(["matrix", "--format", "scenario"], ["--format: invalid value \"scenario\"", "text, markdown, svg, json"]),
    .init(["render", "--posture"], ["--posture: missing value POSTURE", "e.g. --posture tabletop"]),
    .init(["render", "--posture", "tent"], ["--posture: invalid value \"tent\"", "closed, flat, book, tabletop"]),
    .init(["render", "--device", "pixel"], ["--device: invalid value \"pixel\"", "iphone-duo, iphone, ipad"]),
    .init(
      ["render", "--primary-width", "min=abc"],
      ["--primary-width: invalid value \"min=abc\"", "330, 40%, auto or intrinsic"]),
    .init(["render", "--primary-width", "smallest=3"], ["--primary-width: invalid value \"smallest=3\""]),
    .init(["render", "--primary-width", "min=3,min=4"], ["--primary-width: invalid value \"min=3,min=4\""]),
    .init(["render", "--secondary-height", "40%%"], ["--secondary-height: invalid value \"40%%\""]),
    .init(["render", "--bounds", "12"], ["--bounds: invalid value \"12\"", "W×H or X,Y,W,H"]),
    .init(["render", "--bounds", "1e999x5"], ["--bounds: invalid value \"1e999x5\""]),
    .init(["render", "--scale", "inf"], ["--scale: invalid value \"inf\"", "a finite number"]),
    .init(["render", "--scale", "nan"], ["--scale: invalid value \"nan\""]),
    .init(["render", "--axes", "diagonal"], ["--axes: invalid value \"diagonal\"", "horizontal, vertical, both"]),
    .init(
      ["render", "--style", "overlay", "--primary-edge", "left"],
      ["--primary-edge: invalid value \"left\"", "top, leading, bottom, trailing"]),
    .init(["render", "--primary-edge", "leading"], ["--primary-edge applies to --style overlay only"]),
    .init(
      ["render", "--style", "overlay", "--primary-width", "300"], ["--primary-width applies to --style split only"]),
    .init(
      ["render", "--size-classes", "big"], ["--size-classes: invalid value \"big\"", "unspecified, compact or regular"]),
    .init(
      ["render", "--region", "hinge:1,2,3,4"], ["--region: invalid value \"hinge:1,2,3,4\"", "division or occlusion"]),
    .init(["render", "--region", "division:1,2,3"], ["--region: invalid value \"division:1,2,3\""]),
    .init(["render", "--primary-intrinsic", "320"], ["--primary-intrinsic: invalid value \"320\"", "W×H"]),
    .init(
      ["render", "--primary-priority", "high"], ["--primary-priority: invalid value \"high\"", "a finite number"]),
    .init(["render", "--bounds", "100x100", "--device", "ipad"], ["--bounds and --device cannot be combined"]),
    .init(["render", "--format", "svg", "--format", "text"], ["--format given twice"]),
    .init(["render", "extra"], ["unexpected argument \"extra\""]),
    .init(["solve", "--check=yes", "x.json"], ["--check takes no value"]),
    .init(["solve"], ["missing FILE"]),
    .init(["matrix", "--posture", "book"], ["unknown option --posture"]),
    .init(
      ["explain", "--layout-direction", "up"], ["--layout-direction: invalid value \"up\"", "leftToRight, rightToLeft"]),
  ]
}

@Suite("option parser (table-driven) and command-line errors")
struct OptionParserTests {
  @Test("parses --name value, --name=value, flags, repeats and --")
  func parses() throws {
    let parsed = try OptionParser.parse(
      ["--format=svg", "--region", "division:1,0,2,10", "--region", "occlusion:0,0,1,1", "--posture", "book"],
      for: RenderCommand.spec)
    #expect(parsed.value(.format) == "svg")
    #expect(parsed.all(.region) == ["division:1,0,2,10", "occlusion:0,0,1,1"])
    #expect(parsed.value(.posture) == "book")
    let solve = try OptionParser.parse(["--check", "--", "--odd-name.json", "a.json"], for: SolveCommand.spec)
    #expect(solve.has(.check))
    #expect(!solve.has(.explain))
    #expect(solve.positionals == ["--odd-name.json", "a.json"])
  }

  @Test("option names are typed constants: every one is in a table, no table names one twice")
  func optionNames() {
    let specs = ArrangeTool.commands.map { $0.spec }
    let used = Set(specs.flatMap { $0.options.map(\.name) })
    #expect(used.union([.help]) == Set(OptionName.allCases))
    for spec in specs {
      let names = spec.options.map(\.name)
      #expect(Set(names).count == names.count, "\(spec.displayName) lists an option twice")
    }
  }

  @Test(
    "every option's help example parses with its command's table",
    arguments: ArrangeTool.commands.flatMap { command in command.spec.options.map { (command.spec.name, $0.name) } })
  func examplesParse(_ command: String, _ name: OptionName) throws {
    let spec = try #require(ArrangeTool.command(named: command)?.spec)
    let option = try #require(spec.option(named: name.rawValue))
    var words = option.example.split(separator: " ").map(String.init)
    if words.first == "arrange" { words.removeFirst(2) }
    let parsed = try OptionParser.parse(words, for: spec)
    #expect(parsed.has(name) || parsed.value(name) != nil, "\(option.example)")
  }

  @Test(
    "value parsers: dimensions, ranges, bounds, regions, axes, edges",
    arguments: [
      ("330", SplitArrangement.Dimension.absolute(330)), ("40%", .fractional(0.4)), ("auto", .automatic),
      ("automatic", .automatic), ("intrinsic", .intrinsic), ("-5", .absolute(-5)), ("12.5%", .fractional(0.125)),
    ])
  func dimensions(_ text: String, _ expected: SplitArrangement.Dimension) {
    #expect(ValueParsers.dimension(text) == expected)
  }

  @Test("value parsers: the rest")
  func otherValues() {
    #expect(
      ValueParsers.range("min=280,preferred=330,max=440")
        == .init(minimum: .absolute(280), preferred: .absolute(330), maximum: .absolute(440)))
    #expect(ValueParsers.range("40%") == .init(preferred: .fractional(0.4)))
    #expect(ValueParsers.range("max=intrinsic") == .init(maximum: .intrinsic))
    #expect(ValueParsers.bounds("951x669") == CGRect(x: 0, y: 0, width: 951, height: 669))
    #expect(ValueParsers.bounds("951×669") == CGRect(x: 0, y: 0, width: 951, height: 669))
    #expect(ValueParsers.bounds("10,20,30,40") == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      ValueParsers.region("division:455.5,0,40,669:inactive", ordinal: 2)
        == ReservedRegion(
          id: "region 2", kind: .division, frame: CGRect(x: 455.5, y: 0, width: 40, height: 669), isActive: false))
    #expect(ValueParsers.axes("horizontal") == .horizontal)
    #expect(ValueParsers.axes("both") == .both)
    #expect(ValueParsers.edges("top,trailing") == [.top, .trailing])
    #expect(ValueParsers.edges("none") == [])
    #expect(ValueParsers.sizeClasses("regular") ?? (.unspecified, .unspecified) == (.regular, .regular))
  }

  @Test("every option of every command appears in its --help with an example")
  func helpListsEveryOption() throws {
    for command in ArrangeTool.commands {
      let help = HelpText.command(command.spec)
      for option in command.spec.options {
        #expect(help.contains(option.signature), "\(command.spec.name) help lacks \(option.signature)")
        #expect(
          help.contains("e.g. arrange \(command.spec.name) \(option.example)")
            || help.contains("e.g. \(option.example)"),
          "\(command.spec.name) help lacks the example of \(option.name)")
      }
      for line in help.split(separator: "\n") {
        #expect(line.count <= 120, "\(command.spec.name) help line too wide: \(line)")
      }
    }
  }

  @Test("arrange --help and arrange COMMAND --help exit 0 and list the commands / options")
  func helpThroughCLI() throws {
    let overview = try ProductRunner.arrange(["--help"])
    #expect(overview.status == 0)
    for name in ["solve", "render", "matrix", "explain"] { #expect(overview.stdout.contains("  \(name)")) }
    for name in ["solve", "render", "matrix", "explain"] {
      let result = try ProductRunner.arrange([name, "--help"])
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("arrange \(name) — "))
      let viaHelp = try ProductRunner.arrange(["help", name])
      #expect(viaHelp.stdout == result.stdout)
    }
  }

  @Test("a bad command line exits 2 naming the option and what was expected", arguments: BadCommandLine.all)
  func badCommandLine(_ input: BadCommandLine) throws {
    let result = try ProductRunner.arrange(input.arguments)
    expectUsageFailure(result, naming: input.expected)
    #expect(result.stderr.contains("--help' for usage"))
  }
}
