import ArrangementTestSupport
import Foundation

/// Compiles client code against the package's built modules with the toolchain's own tools,
/// for tests about what a client file sees and how it links (V6, the shims' names, C10).
///
/// Everything comes from the build directory of the running tests (`.build/<triple>/debug`, or
/// `.build/asan/…`): the `Modules` directory for imports and the libraries' object files for
/// linking, so the client is built against exactly what the tests run.
enum ClientCompiler {
  /// The build directory of the running tests.
  static var buildDirectory: URL { ProductRunner.testBinaryDirectory() }
  /// Where the built modules' interfaces are.
  static var moduleDirectory: URL { buildDirectory.appendingPathComponent("Modules") }

  /// The target triple, from the build directory (`.build/<triple>/debug`).
  static var triple: String {
    let parent = buildDirectory.deletingLastPathComponent().lastPathComponent
    return parent.contains("-") ? parent : "x86_64-unknown-linux-gnu"
  }

  /// `swiftc arguments…` through `env`, so the toolchain on `PATH` is used.
  static func swiftc(_ arguments: [String]) throws -> ProductRunner.Result {
    try ProductRunner.run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
  }

  /// Type-checks `source` (one file) as a client module that may import the package's modules.
  static func typecheck(_ source: String, languageMode: Int = 6) throws -> ProductRunner.Result {
    let file = try write(source)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    return try swiftc([
      "-typecheck", "-swift-version", "\(languageMode)", "-I", moduleDirectory.path, "-module-name", "Client",
      file.path,
    ])
  }

  /// Compiles `source` as a program (`-Onone` or `-O`), links it with the object files of
  /// `libraries`, runs it and returns what it printed; a failed build returns the compiler's
  /// output with a non-zero status.
  static func buildAndRun(_ source: String, optimized: Bool, libraries: [String]) throws -> ProductRunner.Result {
    let file = try write(source)
    let directory = file.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: directory) }
    let binary = directory.appendingPathComponent("client")
    var objects: [String] = []
    for library in libraries {
      // The build's own list of the library's objects (a folder listing would also pick up
      // stale objects of files that were removed or renamed).
      let map = buildDirectory.appendingPathComponent("\(library).build/output-file-map.json")
      let entries = try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: map))
      objects += entries.values.compactMap { $0["object"] }.sorted()
    }
    let build = try swiftc(
      [optimized ? "-O" : "-Onone", "-I", moduleDirectory.path, "-module-name", "Client", file.path]
        + objects + ["-o", binary.path])
    guard build.status == 0 else { return build }
    return try ProductRunner.run(executable: binary)
  }

  /// Writes `source` to `main.swift` in a fresh temporary directory.
  private static func write(_ source: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("main.swift")
    try Data(source.utf8).write(to: file)
    return file
  }
}
