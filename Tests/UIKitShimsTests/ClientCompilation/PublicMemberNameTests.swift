import ArrangementTestSupport
import Foundation
import Testing

/// V6: the object model's open classes add no public member that UIKit's classes lack, so an
/// app's subclass can declare any name its UIKit version declares.
///
/// The members are read from the compiler's symbol graphs of the built modules (every public
/// and open declaration, extensions in other modules included), not from the source text, so a
/// member declared in any file or any way is seen. The test fails if the graphs cannot be made
/// or look incomplete, so it cannot pass by reading nothing.
@Suite("Public member names of the open classes")
struct PublicMemberNameTests {
  /// The classes checked, by their symbol's precise identifier, with UIKit's names for them.
  static let classes: [(name: String, usr: String, allowed: Set<String>)] = [
    ("Responder", "s:14ArrangementKit9ResponderC", UIKitMemberNames.responder),
    ("View", "s:14ArrangementKit4ViewC", UIKitMemberNames.view.union(UIKitMemberNames.responder)),
    (
      "ViewController", "s:14ArrangementKit14ViewControllerC",
      UIKitMemberNames.viewController.union(UIKitMemberNames.responder)
    ),
    (
      "NavigationController", "s:14ArrangementKit20NavigationControllerC",
      UIKitMemberNames.navigationController.union(UIKitMemberNames.viewController)
    ),
    (
      "TabBarController", "s:14ArrangementKit16TabBarControllerC",
      UIKitMemberNames.tabBarController.union(UIKitMemberNames.viewController)
    ),
  ]

  /// The modules whose public declarations clients see on these classes.
  static let modules = ["ArrangementKit", "ArrangementUIKitShims", "ArrangementSimulator", "ArrangementTesting"]

  @Test("V6: View, ViewController and the containers declare only UIKit's public member names")
  func onlyUIKitNames() throws {
    let members = try SymbolGraphMembers.extract(modules: Self.modules)
    // Completeness: the graphs must show members everyone knows are there.
    let view = members["s:14ArrangementKit4ViewC", default: []]
    let controller = members["s:14ArrangementKit14ViewControllerC", default: []]
    try #require(
      view.isSuperset(of: ["addSubview(_:)", "layoutSubviews()", "frame", "reservedRegions(kind:options:)"]))
    try #require(controller.isSuperset(of: ["viewDidLoad()", "addChild(_:)", "arrangementViewController"]))
    try #require(view.count > 30 && controller.count > 30, "\(view.count) / \(controller.count) members")
    for entry in Self.classes {
      let extra = members[entry.usr, default: []].subtracting(entry.allowed)
      #expect(extra.isEmpty, "\(entry.name) has public members UIKit lacks: \(extra.sorted())")
    }
  }

  @Test("V6: the check sees a member UIKit lacks (an ArrangementController extra is not a UIKit name)")
  func checkCanFail() throws {
    let members = try SymbolGraphMembers.extract(modules: ["ArrangementKit"])
    // The mangled name abbreviates the module name (`0A`).
    let arrangement = members["s:14ArrangementKit0A10ControllerC", default: []]
    // api.md's "beyond the platform" members live here; none is on UIViewController.
    #expect(arrangement.contains("explainLayout()"))
    #expect(!arrangement.subtracting(UIKitMemberNames.viewController).isEmpty)
  }
}

/// Public and open members per type, read from `swift symbolgraph-extract` output.
enum SymbolGraphMembers {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Member titles (`addSubview(_:)`, `frame`) per precise type identifier, over every symbol
  /// graph the modules produce (their own and their extensions of other modules).
  static func extract(modules: [String]) throws -> [String: Set<String>] {
    try members(in: graphs(modules: modules), includingSynthesized: true)
  }

  /// The types the shims' typealiases name: per alias name (`UIView`), the public members of
  /// its target type declared in `modules` (members a protocol's extension supplies left out:
  /// they are the protocol's, not the type's).
  static func shimTypes(modules: [String]) throws -> [String: Set<String>] {
    let graphs = try graphs(modules: modules)
    let members = members(in: graphs, includingSynthesized: false)
    var types: [String: Set<String>] = [:]
    for graph in graphs where graph.module.name == "ArrangementUIKitShims" {
      for symbol in graph.symbols where symbol.kind.identifier == "swift.typealias" {
        let target = symbol.declarationFragments.flatMap(aliasedType(in:))
        types[symbol.names.title] = target.map { members[$0, default: []] } ?? []
      }
    }
    return types
  }

  /// The type a typealias names: its first type identifier, followed through `.` to a nested
  /// type (`NavigationItem.VerticalBarCompressionBehavior` is the nested enum, not
  /// `NavigationItem`); generic arguments are not followed.
  private static func aliasedType(in fragments: [Graph.Symbol.Fragment]) -> String? {
    guard var index = fragments.firstIndex(where: { $0.kind == "typeIdentifier" }) else { return nil }
    while index + 2 < fragments.count, fragments[index + 1].kind == "text", fragments[index + 1].spelling == ".",
      fragments[index + 2].kind == "typeIdentifier"
    {
      index += 2
    }
    return fragments[index].preciseIdentifier
  }

  /// Member titles per precise type identifier in `graphs`.
  private static func members(in graphs: [Graph], includingSynthesized: Bool) -> [String: Set<String>] {
    var members: [String: Set<String>] = [:]
    for graph in graphs {
      var titles: [String: String] = [:]
      for symbol in graph.symbols where symbol.accessLevel == "public" || symbol.accessLevel == "open" {
        if !includingSynthesized, symbol.identifier.precise.contains("::SYNTHESIZED::") { continue }
        titles[symbol.identifier.precise] = symbol.names.title
      }
      for relation in graph.relationships where relation.kind == "memberOf" {
        guard let title = titles[relation.source] else { continue }
        // A nested type's title is qualified (`View.AutoresizingMask`): keep its own name.
        let name = title.contains("(") ? title : String(title.split(separator: ".").last ?? Substring(title))
        members[relation.target, default: []].insert(name)
      }
    }
    return members
  }

  /// The symbol graphs of `modules`, extracted from the built modules.
  private static func graphs(modules: [String]) throws -> [Graph] {
    let moduleDirectory = ClientCompiler.moduleDirectory
    guard FileManager.default.fileExists(atPath: moduleDirectory.path) else {
      throw Failure(description: "no Modules directory at \(moduleDirectory.path)")
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    // One extraction per module, run side by side.
    let processes = try modules.map { module -> Process in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swift", "symbolgraph-extract", "-module-name", module, "-I", moduleDirectory.path,
        "-target", ClientCompiler.triple, "-minimum-access-level", "public", "-output-dir", output.path,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for (process, module) in zip(processes, modules) {
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw Failure(description: "symbolgraph-extract failed for \(module) (\(process.terminationStatus))")
      }
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
      $0.hasSuffix(".symbols.json")
    }
    guard files.count >= modules.count else { throw Failure(description: "only \(files) written") }
    return try files.map { file in
      try JSONDecoder().decode(Graph.self, from: Data(contentsOf: output.appendingPathComponent(file)))
    }
  }

  struct Graph: Decodable {
    struct Module: Decodable { let name: String }
    struct Symbol: Decodable {
      struct Identifier: Decodable { let precise: String }
      struct Names: Decodable { let title: String }
      struct Kind: Decodable { let identifier: String }
      struct Fragment: Decodable {
        let kind: String
        let spelling: String?
        let preciseIdentifier: String?
      }
      let identifier: Identifier
      let names: Names
      let accessLevel: String
      let kind: Kind
      let declarationFragments: [Fragment]?
    }
    struct Relationship: Decodable {
      let kind: String
      let source: String
      let target: String
    }
    let module: Module
    let symbols: [Symbol]
    let relationships: [Relationship]
  }
}
