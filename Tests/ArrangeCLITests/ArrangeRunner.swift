import Foundation

/// Runs the built `arrange` executable as a subprocess, from the package root.
///
/// The executable is found, in order: `$ARRANGE_EXECUTABLE`; next to the running test binary
/// (SwiftPM puts products and the test bundle in one directory); `.build/debug/arrange` under
/// the package root. A missing executable is a recorded failure, not a crash.
enum ArrangeRunner {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  struct NotFound: Error, CustomStringConvertible {
    let searched: [String]
    var description: String { "arrange executable not found; searched: " + searched.joined(separator: ", ") }
  }

  /// The package root: three levels above this file (Tests/ArrangeCLITests/ArrangeRunner.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func executable() throws -> URL {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["ARRANGE_EXECUTABLE"], !path.isEmpty {
      candidates.append(URL(fileURLWithPath: path))
    }
    let selfPath =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
    // On macOS the test binary sits inside an .xctest bundle: climb out of it.
    while directory.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
      directory = directory.deletingLastPathComponent()
    }
    candidates.append(directory.appendingPathComponent("arrange"))
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("arrange"))
    candidates.append(packageRoot.appendingPathComponent(".build/debug/arrange"))
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw NotFound(searched: candidates.map(\.path))
  }

  /// Runs `arrange arguments…` in `directory` (default: the package root).
  static func run(
    _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:], input: Data? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-test-\(UUID().uuidString)")
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

  /// Writes `contents` to a fresh temporary file named `name` and returns its directory.
  static func temporaryFile(named name: String, contents: Data) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try contents.write(to: directory.appendingPathComponent(name))
    return directory
  }
}
