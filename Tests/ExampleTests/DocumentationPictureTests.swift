import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Keeps the pictures in the DocC articles truthful.
///
/// A picture is a code block whose first line is `$ arrange …` or `$ swift run <Example>`: the
/// rest of the block must be exactly what that command prints today. Re-record every picture with
/// `ARRANGE_RECORD_SNAPSHOTS=1 swift test --filter DocumentationPictureTests` (the recording run
/// fails, as every snapshot assertion's does; run again to compare).
@Suite("Documentation pictures")
struct DocumentationPictureTests {
  /// One `$ arrange …` or `$ swift run …` block in an article.
  struct Picture: CustomStringConvertible {
    var file: URL
    var line: Int
    var executable: String
    var arguments: [String]
    var body: [String]
    var bodyRange: Range<Int>
    var description: String {
      "\(file.lastPathComponent):\(line + 1) \(([executable] + arguments).joined(separator: " "))"
    }
  }

  /// Every article of every catalog in the package.
  static func articles() throws -> [URL] {
    let sources = ProductRunner.packageRoot.appendingPathComponent("Sources")
    var result: [URL] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
      guard let files = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
      for file in files.sorted() where file.hasSuffix(".md") && !file.hasSuffix(".new.md") {
        result.append(catalog.appendingPathComponent(file))
      }
    }
    return result
  }

  /// The pictures of one article, in order.
  static func pictures(in lines: [String], file: URL) -> [Picture] {
    var pictures: [Picture] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index].hasPrefix("```"), index + 1 < lines.count else { continue }
      let words = lines[index + 1].split(separator: " ").map(String.init)
      let executable: String
      let arguments: [String]
      if words.count >= 2 && words[0] == "$" && words[1] == "arrange" {
        executable = "arrange"
        arguments = Array(words.dropFirst(2))
      } else if words.count >= 4 && words[0] == "$" && words[1] == "swift" && words[2] == "run" {
        executable = words[3]
        arguments = Array(words.dropFirst(4))
      } else {
        continue
      }
      var end = index + 2
      while end < lines.count && !lines[end].hasPrefix("```") { end += 1 }
      pictures.append(
        Picture(
          file: file, line: index + 1, executable: executable, arguments: arguments,
          body: Array(lines[(index + 2)..<end]),
          bodyRange: (index + 2)..<end))
      index = end
    }
    return pictures
  }

  /// SVG images in the catalogs' Resources and the `arrange` command that draws each.
  static let images: [(file: String, arguments: [String])] = [
    (
      "Sources/ArrangementCore/ArrangementCore.docc/Resources/iphone-duo-split-matrix.svg",
      ["matrix", "--format", "svg"]
    ),
    (
      "Sources/ArrangementCore/ArrangementCore.docc/Resources/iphone-duo-overlay-matrix.svg",
      ["matrix", "--style", "overlay", "--format", "svg"]
    ),
  ]

  @Test("Every SVG image in the catalogs is the tool's current output")
  func imagesAreCurrent() throws {
    for image in Self.images {
      let output = try ProductRunner.run("arrange", image.arguments)
      #expect(output.status == 0, "\(image.file): \(output.stderr)")
      let url = ProductRunner.packageRoot.appendingPathComponent(image.file)
      assertSnapshot(of: output.stdout, matching: SnapshotReference(url: url))
    }
  }

  @Test("Every `$ arrange` or `$ swift run` picture in the articles is the tool's current output")
  func picturesAreCurrent() throws {
    var count = 0
    for article in try Self.articles() {
      let text = try String(contentsOf: article, encoding: .utf8)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let pictures = Self.pictures(in: lines, file: article)
      count += pictures.count
      guard !pictures.isEmpty else { continue }
      // The article with every picture replaced by what its command prints today is the
      // snapshot; the article on disk is its reference.
      for picture in pictures.reversed() {
        let output = try ProductRunner.run(picture.executable, picture.arguments)
        #expect(output.status == 0, "\(picture): \(output.stderr)")
        var produced = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if produced.last == "" { produced.removeLast() }
        lines.replaceSubrange(picture.bodyRange, with: produced)
      }
      assertSnapshot(of: lines.joined(separator: "\n"), matching: SnapshotReference(url: article))
    }
    #expect(count > 0, "no pictures found in any catalog")
  }
}
