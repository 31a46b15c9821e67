import ArrangementTestSupport
import Foundation
import Testing

/// Docs/Architecture.md's tables list folders and solver files; these tests keep them true.
@Suite("Architecture.md (issue 19 §3: tables that cannot go stale)")
struct ArchitectureDocTests {
  static let root = ProductRunner.packageRoot

  static func architecture() throws -> String {
    try String(contentsOf: root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
  }

  /// The first column of every table row that names a path in backquotes.
  static func rowPaths(_ text: String, prefix: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("| `\(prefix)") else { return nil }
      let cell = line.dropFirst(3)
      return cell.firstIndex(of: "`").map { String(cell[..<$0]) }
    }
  }

  static func directories(_ url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return !name.hasSuffix(".docc") && !name.hasPrefix(".") && name != "include"
        && FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted()
  }

  /// `Sources/<Module>/<Folder>/` for each folder, or `Sources/<Module>/` for a module without.
  static func sourceFolders() -> [String] {
    directories(root.appendingPathComponent("Sources")).flatMap { module -> [String] in
      let folders = directories(root.appendingPathComponent("Sources/\(module)"))
      return folders.isEmpty ? ["Sources/\(module)/"] : folders.map { "Sources/\(module)/\($0)/" }
    }
  }

  @Test("every source folder has a row in the folder table, and every row names a folder that exists")
  func folderTable() throws {
    let rows = Self.rowPaths(try Self.architecture(), prefix: "Sources/")
    let folders = Self.sourceFolders()
    #expect(!folders.isEmpty)
    for folder in folders where !rows.contains(folder) {
      Issue.record("Docs/Architecture.md: add a row \"| `\(folder)` | what it holds |\" to the folder table")
    }
    for row in rows where !folders.contains(row) {
      Issue.record("Docs/Architecture.md: the row `\(row)` names no folder under Sources")
    }
  }

  @Test("the solver table lists every file of ArrangementCore/Solver, and only those")
  func solverTable() throws {
    let text = try Self.architecture()
    let listed = Set(
      text.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("| `"), line.contains(".swift` |") else { return nil }
        let cell = line.dropFirst(3)
        return cell.firstIndex(of: "`").map { String(cell[..<$0]) }
      })
    let solver = Self.root.appendingPathComponent("Sources/ArrangementCore/Solver")
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: solver.path).filter { $0.hasSuffix(".swift") })
    #expect(listed == files, "listed but missing: \(listed.subtracting(files)); unlisted: \(files.subtracting(listed))")
  }
}
