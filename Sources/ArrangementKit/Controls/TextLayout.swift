import Foundation

/// Text broken into lines for a width (W3): what a label shows and how big it is.
///
/// Made by ``Label`` from its text, font, ``Label/numberOfLines`` and
/// ``Label/lineBreakMode`` with a ``TextMeasurer``; a test may make one to check a measurer.
///
/// ```swift
/// let layout = TextLayout(
///   text: "Up next in the queue", font: .systemFont(ofSize: 17), width: 100, numberOfLines: 0,
///   lineBreakMode: .byTruncatingTail, measurer: SystemFontModel())
/// layout.lines   // ["Up next in the", "queue"]
/// ```
///
/// Degenerate input: an empty text has no lines and size zero; a non-finite or non-positive
/// width wraps nothing (one line per paragraph); a word wider than the width is broken
/// between characters; negative `numberOfLines` is read as 0 (any).
public struct TextLayout: Sendable, Hashable, CustomStringConvertible {
  /// The lines shown, truncation marks included.
  public let lines: [String]
  /// Each line's width.
  public let lineWidths: [CGFloat]
  /// The height of one line.
  public let lineHeight: CGFloat
  /// Whether text was cut off or truncated.
  public let isTruncated: Bool

  /// The widest line by the lines' total height (unrounded).
  public var size: CGSize {
    CGSize(width: lineWidths.max() ?? 0, height: CGFloat(lines.count) * lineHeight)
  }

  /// Breaks `text` into lines no wider than `width` (`nil`: unlimited).
  public init(
    text: String, font: Font, width: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
    measurer: any TextMeasurer
  ) {
    let measure = { (text: Substring) -> CGFloat in
      let value = measurer.width(of: text, font: font)
      return value.isFinite && value > 0 ? value : 0
    }
    let height = measurer.lineHeight(of: font)
    lineHeight = height.isFinite && height > 0 ? height : 0
    let limit = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    let maximumLines = max(numberOfLines, 0)
    guard !text.isEmpty else {
      lines = []
      lineWidths = []
      isTruncated = false
      return
    }
    var wrapped: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let limit, maximumLines != 1 else {
        wrapped.append(paragraph)
        continue
      }
      wrapped += TextLayout.wrap(
        paragraph, limit: limit, byCharacter: lineBreakMode == .byCharWrapping, measure: measure)
    }
    var shown = wrapped
    var truncated = false
    if maximumLines > 0, shown.count > maximumLines {
      shown = Array(wrapped.prefix(maximumLines))
      truncated = true
    }
    var result = shown.map(String.init)
    if let limit, let last = shown.last {
      // The last line shown carries the rest of the text when lines were dropped.
      let rest =
        truncated ? wrapped[(shown.count - 1)...].joined(separator: " ") : String(last)
      let fitted = TextLayout.fit(rest, limit: limit, mode: lineBreakMode, measure: measure)
      result[result.count - 1] = fitted.text
      truncated = truncated || fitted.cut
    }
    lines = result
    lineWidths = result.map { line in min(measure(Substring(line)), limit ?? .infinity) }
    isTruncated = truncated
  }

  /// Splits one paragraph into lines that fit `limit`, at spaces (or anywhere).
  private static func wrap(
    _ paragraph: Substring, limit: CGFloat, byCharacter: Bool, measure: (Substring) -> CGFloat
  ) -> [Substring] {
    var lines: [Substring] = []
    var rest = paragraph
    while !rest.isEmpty {
      if measure(rest) <= limit + LengthTolerance.standard {
        lines.append(rest)
        break
      }
      // The longest prefix that fits, by characters.
      var end = rest.startIndex
      var index = rest.startIndex
      while index < rest.endIndex {
        let next = rest.index(after: index)
        if measure(rest[rest.startIndex..<next]) > limit + LengthTolerance.standard { break }
        end = next
        index = next
      }
      if end == rest.startIndex { end = rest.index(after: rest.startIndex) }  // one character per line at least
      var breakAt = end
      if !byCharacter, end < rest.endIndex, rest[end] != " " {
        // Back up to the last space inside the prefix, if there is one.
        if let space = rest[rest.startIndex..<end].lastIndex(of: " ") { breakAt = rest.index(after: space) }
      }
      var line = rest[rest.startIndex..<breakAt]
      while line.last == " " { line = line.dropLast() }
      lines.append(line)
      rest = rest[breakAt...].drop { $0 == " " }
    }
    return lines.isEmpty ? [paragraph] : lines
  }

  /// Fits one line into `limit` per the line break mode.
  private static func fit(
    _ line: String, limit: CGFloat, mode: LineBreakMode, measure: (Substring) -> CGFloat
  ) -> (text: String, cut: Bool) {
    let whole = Substring(line)
    guard measure(whole) > limit + LengthTolerance.standard else { return (line, false) }
    let characters = Array(line)
    func fits(_ candidate: String) -> Bool { measure(Substring(candidate)) <= limit + LengthTolerance.standard }
    switch mode {
    case .byTruncatingTail:
      var count = characters.count
      while count > 0, !fits(String(characters[0..<count]).trimmingTrailingSpaces + "…") { count -= 1 }
      return (String(characters[0..<count]).trimmingTrailingSpaces + "…", true)
    case .byTruncatingHead:
      var start = 0
      while start < characters.count, !fits("…" + String(characters[start...])) { start += 1 }
      return ("…" + String(characters[start...]), true)
    case .byTruncatingMiddle:
      var head = (characters.count + 1) / 2
      var tail = characters.count / 2
      while head + tail > 0 {
        let candidate = String(characters[0..<head]) + "…" + String(characters[(characters.count - tail)...])
        if fits(candidate) { return (candidate, true) }
        if head > tail { head -= 1 } else { tail -= 1 }
      }
      return ("…", true)
    case .byClipping, .byWordWrapping, .byCharWrapping:
      return (line, true)
    }
  }

  /// `2 lines, 96 × 40.573: Up next in the / queue`.
  public var description: String {
    "\(lines.count) line\(lines.count == 1 ? "" : "s"), \(LengthFormat.size(size))"
      + (lines.isEmpty ? "" : ": " + lines.joined(separator: " / "))
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate var trimmingTrailingSpaces: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
