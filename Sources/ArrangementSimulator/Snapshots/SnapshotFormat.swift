import Foundation

/// The kind of text a snapshot holds, which names its reference file's extension.
///
/// Snapshots are text: a rendered window, an SVG picture, JSON, Markdown or a command's output.
/// The format only decides the path extension of the reference file, so that an SVG reference
/// opens in a browser and a Markdown one renders on a code host.
///
/// ```swift
/// assertSnapshot(of: WindowSnapshot(simulator.window).svg, as: .svg, named: "closed-portrait")
/// // compares with __Snapshots__/<test file>/closed-portrait.svg
/// ```
///
/// Degenerate input: an empty extension names files without one (`closed-portrait`); a leading
/// dot is dropped (`.svg` and `svg` are the same format).
public struct SnapshotFormat: Sendable, Hashable, CustomStringConvertible {
  /// The reference file's extension, without the dot (`txt`, `svg`).
  public let pathExtension: String

  /// Creates a format for reference files ending in `pathExtension`.
  ///
  /// ```swift
  /// let yaml = SnapshotFormat(pathExtension: "yaml")
  /// ```
  ///
  /// Degenerate input: leading dots are dropped; the empty string means no extension.
  public init(pathExtension: String) {
    self.pathExtension = String(pathExtension.drop { $0 == "." })
  }

  /// Plain text (`.txt`): window pictures, command output.
  public static let text = SnapshotFormat(pathExtension: "txt")
  /// An SVG picture (`.svg`).
  public static let svg = SnapshotFormat(pathExtension: "svg")
  /// JSON text (`.json`).
  public static let json = SnapshotFormat(pathExtension: "json")
  /// Markdown text (`.md`).
  public static let markdown = SnapshotFormat(pathExtension: "md")

  /// The extension, e.g. `svg`.
  public var description: String { pathExtension }
}
