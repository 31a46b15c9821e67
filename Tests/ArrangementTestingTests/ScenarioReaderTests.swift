import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

@Suite("scenario reader and checker (vectors.md)")
struct ScenarioReaderTests {

  @Test("examples.json: every scenario passes through the CLI's path (decode → solve → check)")
  func examplesPassInProcess() throws {
    let scenarios = try ScenarioReader.read(contentsOf: ProductRunner.examplesURL, displayName: "examples.json")
    #expect(scenarios.count == 12)
    for scenario in scenarios {
      #expect(scenario.expect != nil)
      let mismatches = scenario.check(scenario.explain().layout)
      #expect(mismatches.isEmpty, "\(scenario.label): \(mismatches)")
    }
  }

  @Test("examples.json: the strict parser agrees with JSONSerialization on valid input")
  func parserAgreesWithFoundation() throws {
    let data = try Data(contentsOf: ProductRunner.examplesURL)
    let ours = try JSONParser.parse(data)
    let theirs = try JSONSerialization.jsonObject(with: data)
    #expect(Self.equal(ours, theirs))
  }

  static func equal(_ value: JSONValue, _ any: Any) -> Bool {
    switch value {
    case .null: return any is NSNull
    case .string(let text): return (any as? String) == text
    case .bool(let flag): return (any as? NSNumber)?.boolValue == flag
    case .number(let number): return (any as? NSNumber)?.doubleValue == number
    case .array(let elements):
      guard let list = any as? [Any], list.count == elements.count else { return false }
      return zip(elements, list).allSatisfy { equal($0, $1) }
    case .object(let members):
      guard let dictionary = any as? [String: Any], dictionary.count == members.count else { return false }
      return members.allSatisfy { member in dictionary[member.key].map { equal(member.value, $0) } ?? false }
    }
  }

  @Test("writer: a written scenario reads back equal (device shorthand expanded)")
  func roundTrip() throws {
    let scenarios = try ScenarioReader.read(contentsOf: ProductRunner.examplesURL, displayName: "examples.json")
    for scenario in scenarios {
      let text = JSONWriter.pretty(ScenarioEncoding.scenario(scenario))
      let again = try ScenarioReader.read(Data(text.utf8), file: "examples.json")
      #expect(again.count == 1)
      var expected = scenario
      expected.number = 1
      #expect(again.first == expected, "\(scenario.label) did not round-trip:\n\(text)")
    }
  }

  @Test("scenario arrangement: same type and settings are equal with equal hashes; a split never equals an overlay")
  func arrangementEquality() {
    let horizontal = ScenarioArrangement.split(SplitArrangement().axes(.horizontal))
    #expect(horizontal == .split(SplitArrangement().axes(.horizontal)))
    #expect(horizontal.hashValue == ScenarioArrangement.split(SplitArrangement().axes(.horizontal)).hashValue)
    #expect(horizontal != .split(SplitArrangement().axes(.vertical)))
    #expect(ScenarioArrangement.split(.split) != .overlay(.overlay))
    #expect(Set([horizontal, .split(SplitArrangement().axes(.horizontal)), .overlay(.overlay)]).count == 2)
    #expect((horizontal.base as? SplitArrangement)?.axes == .horizontal)
  }

  @Test("writer: every style's non-default settings read back equal")
  func everyStyleRoundTrips() throws {
    let context = ArrangementContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    let split = SplitArrangement().axes(.vertical).configuring(.secondary) {
      $0.width = .init(minimum: .absolute(280), preferred: .fractional(0.4))
      $0.layoutPriority = 2
    }
    let overlay = OverlayArrangement().axes([]).configuring(.primary) { $0.edge = [.top, .trailing] }
    for arrangement in [ScenarioArrangement.split(split), .overlay(overlay)] {
      let scenario = Scenario(name: arrangement.style, context: context, arrangement: arrangement)
      let text = JSONWriter.pretty(ScenarioEncoding.scenario(scenario))
      let again = try ScenarioReader.read(Data(text.utf8), file: "styles.json")
      #expect(again.first?.arrangement == arrangement, "\(arrangement.style) did not round-trip:\n\(text)")
    }
  }

  @Test("device shorthand: profile values, explicit fields beside it override them")
  func deviceShorthand() throws {
    let json = #"""
      [{"name": "book", "context": {"device": {"profile": "iphone-duo", "posture": "book", "orientation": "landscape",
                                             "layoutDirection": "rightToLeft"}},
        "arrangement": {"style": "split"}},
       {"name": "override", "context": {"device": {"profile": "iphone-duo", "posture": "book", "orientation": "landscape"},
                                        "sizeClasses": ["compact", "compact"], "regions": [], "displayScale": 3},
        "arrangement": {"style": "split"}}]
      """#
    let scenarios = try ScenarioReader.read(Data(json.utf8), file: "device.json")
    let profile = Device.iPhoneDuo.context(posture: .book, orientation: .landscape, layoutDirection: .rightToLeft)
    #expect(scenarios[0].context == profile)
    #expect(scenarios[1].context.bounds == profile.bounds)
    #expect(scenarios[1].context.horizontalSizeClass == .compact)
    #expect(scenarios[1].context.reservedRegions.isEmpty)
    #expect(scenarios[1].context.displayScale == 3)
  }

  struct PresenceCase: CustomStringConvertible, Sendable {
    let members: String
    let primary: ArrangementContext.PlacementContent?
    let secondary: ArrangementContext.PlacementContent?
    var description: String { members.isEmpty ? "neither named" : members }

    static let sized = ArrangementContext.PlacementContent(intrinsicContentSize: CGSize(width: 300, height: 200))
    static let plain = ArrangementContext.PlacementContent()
    static let all: [PresenceCase] = [
      .init(members: "", primary: plain, secondary: plain),
      .init(members: #""primary": {"intrinsicSize": [300, 200]}"#, primary: sized, secondary: plain),
      .init(members: #""secondary": {"intrinsicSize": [300, 200]}"#, primary: plain, secondary: sized),
      .init(members: #""primary": {}"#, primary: plain, secondary: plain),
      .init(members: #""primary": {"intrinsicSize": null}"#, primary: plain, secondary: plain),
      .init(members: #""secondary": null"#, primary: plain, secondary: nil),
      .init(members: #""primary": null"#, primary: nil, secondary: plain),
      .init(members: #""primary": {}, "secondary": null"#, primary: plain, secondary: nil),
      .init(members: #""primary": null, "secondary": {"intrinsicSize": [300, 200]}"#, primary: nil, secondary: sized),
      .init(members: #""primary": null, "secondary": null"#, primary: nil, secondary: nil),
    ]
  }

  @Test(
    "placements: a missing member is present with no intrinsic size; only null is absent", arguments: PresenceCase.all)
  func presence(_ input: PresenceCase) throws {
    let fields = input.members.isEmpty ? "" : ", " + input.members
    for base in [
      #""bounds": [0, 0, 10, 10]"#,
      #""device": {"profile": "iphone-duo", "posture": "book", "orientation": "landscape"}"#,
    ] {
      let json = #"{"context": {\#(base)\#(fields)}, "arrangement": {"style": "split"}}"#
      let context = try ScenarioReader.read(Data(json.utf8), file: "p.json")[0].context
      #expect(context.primary == input.primary, "\(base)")
      #expect(context.secondary == input.secondary, "\(base)")
    }
  }

  @Test("placements: a missing member reads like the Swift initializer's default")
  func presenceMatchesInitializer() throws {
    let json = #"{"context": {"bounds": [0, 0, 10, 10]}, "arrangement": {"style": "split"}}"#
    let context = try ScenarioReader.read(Data(json.utf8), file: "p.json")[0].context
    #expect(context == ArrangementContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)))
  }

  @Test("writer: a present view without intrinsic size is {}, an absent one null, both always written")
  func writerPresence() throws {
    var context = ArrangementContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    context.secondary = nil
    let text = JSONWriter.compact(ScenarioEncoding.context(context))
    #expect(text.contains(#""primary": {}"#), "\(text)")
    #expect(text.contains(#""secondary": null"#), "\(text)")
    context.secondary = PresenceCase.sized
    context.primary = nil
    let again = JSONWriter.compact(ScenarioEncoding.context(context))
    #expect(again.contains(#""primary": null"#), "\(again)")
    #expect(again.contains(#""secondary": {"intrinsicSize": [300, 200]}"#), "\(again)")
  }

  @Test("all fields decode: dimensions, ranges, priority, axes, edges, regions with ids")
  func allFields() throws {
    let json = #"""
      [{"name": "split", "context": {"bounds": [0, 0, 951, 669], "sizeClasses": ["regular", "compact"],
          "regions": [{"kind": "division", "frame": [455.5, 0, 40, 669], "margins": [0, 20, 0, 20], "active": false},
                      {"id": "camera", "kind": "occlusion", "frame": [1, 2, 3, 4]}]},
        "arrangement": {"style": "split", "axes": ["vertical"],
          "primary": {"width": {"minimum": {"absolute": 280}, "preferred": {"fractional": 0.4}, "maximum": "intrinsic"},
                      "height": {"preferred": "automatic"}, "layoutPriority": 2}}},
       {"name": "overlay", "context": {"bounds": [0, 0, 10, 10]},
        "arrangement": {"style": "overlay", "axes": [], "secondary": {"edge": ["top", "trailing"]}}}]
      """#
    let scenarios = try ScenarioReader.read(Data(json.utf8), file: "all.json")
    let context = scenarios[0].context
    #expect(context.verticalSizeClass == .compact)
    #expect(context.reservedRegions.map(\.id.rawValue) == ["region 1", "camera"])
    #expect(context.reservedRegions[0].isActive == false)
    #expect(context.reservedRegions[0].margins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(context.reservedRegions[1].kind == .occlusion && context.reservedRegions[1].isActive)
    guard let split = scenarios[0].arrangement.base as? SplitArrangement else {
      Issue.record("not a split")
      return
    }
    #expect(split.axes == .vertical)
    #expect(split.primary.width == .init(minimum: .absolute(280), preferred: .fractional(0.4), maximum: .intrinsic))
    #expect(split.primary.layoutPriority == 2)
    #expect(split.secondary == SplitArrangement.ViewProperties())
    guard let overlay = scenarios[1].arrangement.base as? OverlayArrangement else {
      Issue.record("not an overlay")
      return
    }
    #expect(overlay.axes == [])
    #expect(overlay.secondary.edge == [.top, .trailing])
  }

  @Test("documentation members are allowed; a lone axis or edge string counts as a list")
  func lenientButSafe() throws {
    let json = #"""
      [{"name": "doc", "description": "d", "rule": "S7", "tags": ["a"], "notes": {"x": 1},
        "context": {"bounds": [0, 0, 10, 10]}, "arrangement": {"style": "split", "axes": "horizontal"}},
       {"context": {"bounds": [0, 0, 10, 10]}, "arrangement": {"style": "overlay", "primary": {"edge": "leading"}}}]
      """#
    let scenarios = try ScenarioReader.read(Data(json.utf8), file: "doc.json")
    #expect(scenarios[0].arrangement.axes == .horizontal)
    #expect(scenarios[1].name == "scenario 2")
    guard let overlay = scenarios[1].arrangement.base as? OverlayArrangement else {
      Issue.record("not an overlay")
      return
    }
    #expect(overlay.primary.edge == .leading)
  }

  @Test("check: frames compare within 0.001 pt; each differing field is one mismatch")
  func checkTolerance() throws {
    let json = #"""
      {"name": "halves", "context": {"bounds": [0, 0, 1200, 800]}, "arrangement": {"style": "split"},
       "expect": {"primary": {"frame": [0, 0, 600.0009, 800], "hidden": false, "splitAxis": "horizontal", "zIndex": 0},
                  "secondary": {"frame": [600, 0, 600.002, 800], "hidden": true, "splitAxis": "vertical", "zIndex": 1}}}
      """#
    let scenario = try ScenarioReader.read(Data(json.utf8), file: "t.json")[0]
    let mismatches = scenario.check(scenario.solve())
    #expect(
      mismatches.map(\.description) == [
        "secondary.frame: expected [600, 0, 600.002, 800], got [600, 0, 600, 800]",
        "secondary.hidden: expected true, got false",
        "secondary.splitAxis: expected vertical, got horizontal",
        "secondary.zIndex: expected 1, got 0",
      ])
  }

  @Test("check: absent expected but present, and present expected but absent")
  func checkPresence() throws {
    let json = #"""
      {"name": "presence", "context": {"bounds": [0, 0, 1200, 800], "primary": {}, "secondary": null},
       "arrangement": {"style": "split"}, "expect": {"primary": null, "secondary": {}}}
      """#
    let scenario = try ScenarioReader.read(Data(json.utf8), file: "t.json")[0]
    #expect(
      scenario.check(scenario.solve()).map(\.description) == [
        "primary.presence: expected absent, got present",
        "secondary.presence: expected present, got absent",
      ])
  }
}
