import Foundation

/// Finds and runs a built example executable.
///
/// The examples are executable targets that this test target depends on, so `swift test`
/// builds them next to the test bundle. The runner looks for `<Name>` (a) in the directory
/// named by `ARRANGE_EXAMPLES_DIR`, (b) next to the running test executable, then (c) in every
/// `.build/<triple>/<configuration>` and `.build/<configuration>` directory of the package, and
/// takes the most recently built match.
enum ExampleRunner {
  /// What running an example produced.
  struct Output {
    var standardOutput: String
    var standardError: String
    var status: Int32
  }

  /// A failure to find or start an example, with what was searched.
  struct NotFound: Error, CustomStringConvertible {
    let name: String
    let searched: [String]
    var description: String {
      "example '\(name)' was not found; searched:\n" + searched.map { "  \($0)" }.joined(separator: "\n")
    }
  }

  /// The package root: three levels above this file (Tests/ExampleTests/ExampleRunner.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Directories that may hold the built example, most specific first.
  static func candidateDirectories() -> [URL] {
    var directories: [URL] = []
    if let override = ProcessInfo.processInfo.environment["ARRANGE_EXAMPLES_DIR"], !override.isEmpty {
      directories.append(URL(fileURLWithPath: override))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // On macOS the test runner sits inside `<name>.xctest/Contents/MacOS`.
    while directory.pathComponents.count > 1 {
      directories.append(directory)
      if directory.lastPathComponent == ".build" { break }
      if !directory.path.contains(".xctest") { break }
      directory = directory.deletingLastPathComponent()
    }
    let build = packageRoot.appendingPathComponent(".build")
    let fileManager = FileManager.default
    for configuration in ["debug", "release"] {
      directories.append(build.appendingPathComponent(configuration))
    }
    if let triples = try? fileManager.contentsOfDirectory(atPath: build.path) {
      for triple in triples.sorted() where triple.contains("-") {
        for configuration in ["debug", "release"] {
          directories.append(build.appendingPathComponent(triple).appendingPathComponent(configuration))
        }
      }
    }
    return directories
  }

  /// The built executable of an example.
  static func locate(_ name: String) throws -> URL {
    let fileManager = FileManager.default
    let directories = candidateDirectories()
    if let override = ProcessInfo.processInfo.environment["ARRANGE_EXAMPLES_DIR"], !override.isEmpty {
      let url = URL(fileURLWithPath: override).appendingPathComponent(name)
      if fileManager.isExecutableFile(atPath: url.path) { return url }
    }
    var best: (url: URL, date: Date)?
    for directory in directories {
      let url = directory.appendingPathComponent(name)
      guard fileManager.isExecutableFile(atPath: url.path) else { continue }
      let date = (try? fileManager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
      if best == nil || date > best!.date { best = (url, date) }
    }
    guard let best else { throw NotFound(name: name, searched: directories.map(\.path)) }
    return best.url
  }

  /// Runs an example (or the `arrange` tool) to completion and captures its output.
  static func run(_ name: String, arguments: [String] = []) throws -> Output {
    let process = Process()
    process.executableURL = try locate(name)
    process.arguments = arguments
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    // Read before waiting so that a large output cannot fill the pipe and block the child.
    let outputData = standardOutput.fileHandleForReading.readDataToEndOfFile()
    let errorData = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self),
      status: process.terminationStatus)
  }
}
