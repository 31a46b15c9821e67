import Foundation

/// Runs a built executable of the package — `arrange` or an example — as a subprocess and
/// captures what it printed.
///
/// The executable `name` is found, in order: `$ARRANGE_EXECUTABLE` (for `arrange`) or
/// `$ARRANGE_EXAMPLES_DIR/name`; next to the running test binary (SwiftPM builds the products
/// a test target depends on into the same directory); else the most recently built `name` in
/// `.build/<configuration>` or `.build/<triple>/<configuration>`. A missing executable is a thrown
/// ``NotFound`` naming every place searched, so the test records a failure instead of crashing.
///
/// ```swift
/// let result = try ProductRunner.arrange(["solve", "Conformance/examples.json"])
/// #expect(result.status == 0, "\(result.stderr)")
/// let recipe = try ProductRunner.run("RecipeSteps")
/// ```
package enum ProductRunner {
  /// What a run produced.
  package struct Result: Sendable {
    /// The exit status.
    package var status: Int32
    /// Everything written to standard output, decoded as UTF-8.
    package var stdout: String
    /// Everything written to standard error, decoded as UTF-8.
    package var stderr: String
  }

  /// A failure to find the executable, with what was searched.
  package struct NotFound: Error, CustomStringConvertible {
    package let name: String
    package let searched: [String]
    package var description: String {
      "executable '\(name)' was not found; searched:\n" + searched.map { "  \($0)" }.joined(separator: "\n")
    }
  }

  /// The package root: three levels above this file (Tests/ArrangementTestSupport/ProductRunner.swift).
  package static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Conformance/examples.json`, the spec's examples (read by the reader and `arrange solve` tests).
  package static let examplesURL = packageRoot.appendingPathComponent("Conformance/examples.json")

  /// Runs `arrange arguments…` (see ``run(_:_:in:environment:input:)``).
  package static func arrange(
    _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:], input: Data? = nil
  ) throws -> Result {
    try run("arrange", arguments, in: directory, environment: environment, input: input)
  }

  /// Runs the executable `name` with `arguments` in `directory` (default: the package root), with
  /// `environment` added to the test's own, `input` (or nothing) on standard input, to completion.
  package static func run(
    _ name: String, _ arguments: [String] = [], in directory: URL = packageRoot,
    environment: [String: String] = [:], input: Data? = nil
  ) throws -> Result {
    try run(executable: try locate(name), arguments, in: directory, environment: environment, input: input)
  }

  /// Runs the program at `executable` (a toolchain tool such as `/usr/bin/env swiftc …`, or a
  /// built product) the same way as ``run(_:_:in:environment:input:)``.
  package static func run(
    executable: URL, _ arguments: [String] = [], in directory: URL = packageRoot,
    environment: [String: String] = [:], input: Data? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // Files rather than pipes: a large output can never fill a pipe and block the child.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    if let input {
      let inURL = scratch.appendingPathComponent("stdin")
      try input.write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// The built executable `name`.
  package static func locate(_ name: String) throws -> URL {
    let fileManager = FileManager.default
    var searched: [URL] = []
    let environment = ProcessInfo.processInfo.environment
    if name == "arrange", let path = environment["ARRANGE_EXECUTABLE"], !path.isEmpty {
      searched.append(URL(fileURLWithPath: path))
    }
    if let directory = environment["ARRANGE_EXAMPLES_DIR"], !directory.isEmpty {
      searched.append(URL(fileURLWithPath: directory).appendingPathComponent(name))
    }
    searched.append(testBinaryDirectory().appendingPathComponent(name))
    for candidate in searched where fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
    // Fall back to the most recently built copy anywhere under .build.
    var best: (url: URL, date: Date)?
    for directory in buildDirectories() {
      let url = directory.appendingPathComponent(name)
      searched.append(url)
      guard fileManager.isExecutableFile(atPath: url.path) else { continue }
      let date = (try? fileManager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
      if best == nil || date > best!.date { best = (url, date) }
    }
    guard let best else { throw NotFound(name: name, searched: searched.map(\.path)) }
    return best.url
  }

  /// The directory of the running test binary, out of an `.xctest` bundle on macOS.
  package static func testBinaryDirectory() -> URL {
    let selfPath =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: selfPath).resolvingSymlinksInPath().deletingLastPathComponent()
    while directory.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }

  /// `.build/<configuration>` and `.build/<triple>/<configuration>` under the package root.
  static func buildDirectories() -> [URL] {
    let build = packageRoot.appendingPathComponent(".build")
    var directories = ["debug", "release"].map { build.appendingPathComponent($0) }
    let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    for triple in triples.sorted() where triple.contains("-") {
      directories += ["debug", "release"].map { build.appendingPathComponent(triple).appendingPathComponent($0) }
    }
    return directories
  }

  /// Writes `contents` to a fresh temporary file named `name` and returns its directory.
  package static func temporaryFile(named name: String, contents: Data) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try contents.write(to: directory.appendingPathComponent(name))
    return directory
  }
}
