import Foundation

/// A line diff between a snapshot's reference and what a test produced.
///
/// The diff is computed from the longest common subsequence of lines and printed as hunks of a
/// unified diff, ASCII only: a `@@ -a,n +b,m @@` header, then up to two unchanged context lines
/// (` `), the reference's lines (`-`) and the new lines (`+`). ``unifiedDiff(from:to:)`` adds
/// the `---`/`+++` header: that is the `<name>.<ext>.diff` file a mismatching snapshot writes,
/// which `patch` applies to the reference.
///
/// ```swift
/// let diff = SnapshotDiff(reference: "a\nb\nc\n", actual: "a\nB\nc\n")
/// print(diff)
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
///
/// Degenerate input: equal texts give an empty diff (``isEmpty``); a missing final newline
/// counts as a difference of the last line, which is followed by unified diff's
/// `\ No newline at end of file` line, so a diff is never empty for texts that differ.
public struct SnapshotDiff: Sendable, Hashable, CustomStringConvertible {
  /// One line of the diff.
  public enum Line: Sendable, Hashable, CustomStringConvertible {
    /// A line both texts have, shown as context.
    case unchanged(String)
    /// A line only the reference has.
    case removed(String)
    /// A line only the new text has.
    case added(String)

    /// The line with its unified-diff marker: ` ` unchanged, `-` removed, `+` added.
    public var description: String {
      switch self {
      case .unchanged(let value): " " + value
      case .removed(let value): "-" + value
      case .added(let value): "+" + value
      }
    }

    /// The line's text (without the `\ No newline at end of file` marker).
    public var text: String {
      let value: String
      switch self {
      case .unchanged(let line), .removed(let line), .added(let line): value = line
      }
      return value.hasSuffix(SnapshotDiff.noNewlineMarker)
        ? String(value.dropLast(SnapshotDiff.noNewlineMarker.count)) : value
    }
  }

  /// A run of changes with its context and where it starts (1-based line numbers).
  public struct Hunk: Sendable, Hashable, CustomStringConvertible {
    /// The first reference line of the hunk.
    public let referenceStart: Int
    /// The first new line of the hunk.
    public let actualStart: Int
    /// The hunk's lines, in order.
    public let lines: [Line]

    /// The `@@ -a,n +b,m @@` header and the lines, `\n`-separated.
    public var description: String {
      var removed = 0
      var added = 0
      for line in lines {
        switch line {
        case .unchanged:
          removed += 1
          added += 1
        case .removed: removed += 1
        case .added: added += 1
        }
      }
      // As GNU diff: an empty side starts at the line before the hunk.
      let old = removed == 0 ? referenceStart - 1 : referenceStart
      let new = added == 0 ? actualStart - 1 : actualStart
      return (["@@ -\(old),\(removed) +\(new),\(added) @@"] + lines.map(\.description))
        .joined(separator: "\n")
    }
  }

  /// The hunks, in order; empty when the texts are equal.
  public let hunks: [Hunk]

  /// How many unchanged lines surround each change.
  public static let contextLines = 2

  /// Compares two texts line by line.
  ///
  /// ```swift
  /// SnapshotDiff(reference: "x\n", actual: "x\n").isEmpty   // true
  /// ```
  public init(reference: String, actual: String) {
    let old = Self.lines(of: reference)
    let new = Self.lines(of: actual)
    hunks = Self.hunks(Self.script(old, new))
  }

  /// Whether the texts were equal.
  public var isEmpty: Bool { hunks.isEmpty }

  /// How many lines were removed and added.
  ///
  /// ```swift
  /// SnapshotDiff(reference: "a\n", actual: "b\nc\n").changeCount   // (removed: 1, added: 2)
  /// ```
  public var changeCount: (removed: Int, added: Int) {
    var removed = 0
    var added = 0
    for hunk in hunks {
      for line in hunk.lines {
        if case .removed = line { removed += 1 }
        if case .added = line { added += 1 }
      }
    }
    return (removed, added)
  }

  /// The hunks in the unified style, one line each, `\n`-separated.
  public var description: String { hunks.map(\.description).joined(separator: "\n") }

  /// The whole unified diff, `---`/`+++` header and hunks, ending with a newline; `patch`
  /// applies it to the reference to give the new text. Empty when the texts are equal.
  ///
  /// ```swift
  /// SnapshotDiff(reference: "a\n", actual: "b\n").unifiedDiff(from: "ref.txt", to: "ref.new.txt")
  /// // "--- ref.txt\n+++ ref.new.txt\n@@ -1,1 +1,1 @@\n-a\n+b\n"
  /// ```
  public func unifiedDiff(from referencePath: String, to newPath: String) -> String {
    isEmpty ? "" : "--- \(referencePath)\n+++ \(newPath)\n\(description)\n"
  }

  /// The first line of the reference that differs and what replaced it (`nil` for a line that
  /// was only added or only removed), with the reference's line number.
  ///
  /// ```swift
  /// SnapshotDiff(reference: "a\nb\n", actual: "a\nB\n").firstDifference
  /// // (line: 2, reference: "b", actual: "B")
  /// ```
  public var firstDifference: (line: Int, reference: String?, actual: String?)? {
    guard let hunk = hunks.first else { return nil }
    var line = hunk.referenceStart
    var index = hunk.lines.startIndex
    while index < hunk.lines.endIndex, case .unchanged = hunk.lines[index] {
      line += 1
      index += 1
    }
    var removed: String?
    var added: String?
    for change in hunk.lines[index...] {
      switch change {
      case .removed where removed == nil: removed = change.text
      case .added where added == nil: added = change.text
      case .unchanged: break
      default: continue
      }
      if case .unchanged = change { break }
    }
    return (line, removed, added)
  }

  /// What follows the last line of a text without a final newline, as unified diff marks it.
  static let noNewlineMarker = "\n\\ No newline at end of file"

  /// The text's lines; the last line of a text without a final newline carries
  /// ``noNewlineMarker``, so it differs from the same line with one.
  static func lines(of text: String) -> [String] {
    if text.isEmpty { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" {
      lines.removeLast()
    } else {
      lines[lines.count - 1] += noNewlineMarker
    }
    return lines
  }

  /// The edit script: every line of both texts, in order, from the longest common subsequence.
  static func script(_ old: [String], _ new: [String]) -> [Line] {
    // Trim the common prefix and suffix: snapshots usually differ in a few lines.
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    // lengths[i][j]: the LCS length of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var middle: [Line] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        middle.append(.unchanged(a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        // Removals before additions, as unified diffs print them.
        middle.append(.removed(a[i]))
        i += 1
      } else {
        middle.append(.added(b[j]))
        j += 1
      }
    }
    return old[..<prefix].map { .unchanged($0) } + middle + old[(old.count - suffix)...].map { .unchanged($0) }
  }

  /// Groups an edit script into hunks with ``contextLines`` of context.
  static func hunks(_ script: [Line]) -> [Hunk] {
    let changed = script.indices.filter { if case .unchanged = script[$0] { false } else { true } }
    guard !changed.isEmpty else { return [] }
    // Merge changes whose context would touch.
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - contextLines)...min(script.count - 1, index + contextLines)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    // Line numbers at each script position.
    var oldLine = 1
    var newLine = 1
    var starts: [(old: Int, new: Int)] = []
    for line in script {
      starts.append((oldLine, newLine))
      switch line {
      case .unchanged:
        oldLine += 1
        newLine += 1
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    return ranges.map { range in
      Hunk(
        referenceStart: starts[range.lowerBound].old, actualStart: starts[range.lowerBound].new,
        lines: Array(script[range]))
    }
  }
}
