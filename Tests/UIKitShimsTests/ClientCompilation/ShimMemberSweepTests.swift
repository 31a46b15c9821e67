import ArrangementTestSupport
import Foundation
import Testing

/// The sweep of the shims against the platform's declarations (issue 28): every type a shim
/// name stands for has only the platform's members (cases, static members, initializers and
/// the members in scope, PlatformDeclarations.swift) or members listed as beyond the platform,
/// and the platform's members it lacks are exactly the ones listed as staying out (the Porting
/// from UIKit article gives the reasons). Members are read from the compiler's symbol graphs of
/// the built modules, so a member declared anywhere is seen.
@Suite("Shim types against the platform's declarations")
struct ShimMemberSweepTests {
  /// The modules whose public declarations clients see on the shim types.
  static let modules = PublicMemberNameTests.modules + ["ArrangementCore"]

  /// What does not match `entry` for a type with `members`, as messages (empty: it matches).
  static func discrepancies(_ name: String, members: Set<String>, entry: PlatformDeclaration) -> [String] {
    var found: [String] = []
    let extra = members.subtracting(entry.platform).subtracting(entry.beyond)
      .subtracting(PlatformDeclarations.conformances)
    if !extra.isEmpty {
      found.append("\(name) has members neither the platform's nor listed beyond it: \(extra.sorted())")
    }
    let unknownBeyond = entry.beyond.subtracting(members)
    if !unknownBeyond.isEmpty {
      found.append("\(name) lists beyond the platform members it lacks: \(unknownBeyond.sorted())")
    }
    if !entry.beyond.isDisjoint(with: entry.platform) {
      found.append("\(name) lists platform members as beyond: \(entry.beyond.intersection(entry.platform).sorted())")
    }
    if let staysOut = entry.staysOut {
      let missing = entry.platform.subtracting(members)
      if missing != staysOut {
        found.append(
          "\(name): the platform's members it lacks are \(missing.sorted()), listed as staying out \(staysOut.sorted())"
        )
      }
    }
    return found
  }

  @Test("sweep: every shim type's members match the platform's declarations, with what stays out listed")
  func sweep() throws {
    let types = try SymbolGraphMembers.shimTypes(modules: Self.modules)
    // Completeness: the graphs must show the aliases and members everyone knows are there.
    try #require(types.count >= 60, "\(types.count) shim types")
    try #require(types["UIView", default: []].isSuperset(of: ["addSubview(_:)", "frame"]))
    try #require(types["UIUserInterfaceIdiom", default: []].isSuperset(of: ["phone", "pad"]))
    for (name, members) in types.sorted(by: { $0.key < $1.key }) {
      guard let entry = PlatformDeclarations.table[name] else {
        Issue.record(
          "no platform declaration for \(name) in PlatformDeclarations.swift; its members: \(members.sorted())")
        continue
      }
      for message in Self.discrepancies(name, members: members, entry: entry) {
        Issue.record(Comment(rawValue: message))
      }
    }
    let stale = Set(PlatformDeclarations.table.keys).subtracting(types.keys)
    #expect(stale.isEmpty, "entries for names the shims do not declare: \(stale.sorted())")
  }

  @Test(
    "sweep: the comparison sees an extra member, a lost platform member and a stale list",
    arguments: [
      // An extra: `components` is not the platform's.
      ("extra", Set(["red", "components"]), PlatformDeclaration(platform: ["red"]), 1),
      // A platform member gone without being listed as staying out.
      ("lost", Set(["red"]), PlatformDeclaration(platform: ["red", "blue"]), 1),
      // Listed as staying out although it is there.
      ("stale", Set(["red", "blue"]), PlatformDeclaration(platform: ["red", "blue"], staysOut: ["blue"]), 1),
      // All in order.
      (
        "ok", Set(["red", "components"]),
        PlatformDeclaration(platform: ["red", "blue"], beyond: ["components"], staysOut: ["blue"]), 0
      ),
    ])
  func comparisonCanFail(name: String, members: Set<String>, entry: PlatformDeclaration, expected: Int) {
    #expect(Self.discrepancies(name, members: members, entry: entry).count == expected)
  }
}
