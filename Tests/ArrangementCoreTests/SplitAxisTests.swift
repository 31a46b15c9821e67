import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// S1–S3: the natural axis, whether it is usable, and no fallback.
@Suite("S1–S3: split axis")
struct SplitAxisTests {
  static let bookFold = foldX(455.5, 40, height: 669)

  static let s1Cases: [LayoutCase] = [
    LayoutCase(
      name: "S1: a wide container splits horizontally",
      context: box(1000, 800), subject: split(),
      primary: .shown(rect(0, 0, 500, 800), H, 0), secondary: .shown(rect(500, 0, 500, 800), H, 0)),
    LayoutCase(
      name: "S1: a tall container splits vertically",
      context: box(800, 1000), subject: split(),
      primary: .shown(rect(0, 0, 800, 500), V, 0), secondary: .shown(rect(0, 500, 800, 500), V, 0)),
    LayoutCase(
      name: "S1: a square container splits horizontally",
      context: box(800, 800), subject: split(),
      primary: .shown(rect(0, 0, 400, 800), H, 0), secondary: .shown(rect(400, 0, 400, 800), H, 0),
      variants: .mirrored),
    LayoutCase(
      name: "S1: taller by less than 0.001 pt still counts as square",
      context: box(800, 800.0005), subject: split(),
      primary: .shown(rect(0, 0, 400, 800.0005), H, 0), secondary: .shown(rect(400, 0, 400, 800.0005), H, 0),
      variants: .mirrored),
    LayoutCase(
      name: "S1: a fold across a wide container makes the natural axis vertical",
      context: box(1200, 800, regions: [foldY(380, 40, width: 1200)]), subject: split(),
      primary: .shown(rect(0, 0, 1200, 380), V, 0), secondary: .shown(rect(0, 420, 1200, 380), V, 0)),
  ]

  static let s2Cases: [LayoutCase] = [
    LayoutCase(
      name: "S2: a compact horizontal size class blocks a horizontal split",
      context: box(1000, 800, (.compact, .regular)), subject: split(),
      primary: .shown(rect(0, 0, 1000, 800), H, 0), secondary: .hidden),
    LayoutCase(
      name: "S2: a compact vertical size class blocks a vertical split",
      context: box(800, 1000, (.regular, .compact)), subject: split(),
      primary: .shown(rect(0, 0, 800, 1000), V, 0), secondary: .hidden),
    LayoutCase(
      name: "S2: closed device in portrait (compact × regular) splits vertically",
      context: box(466, 678, (.compact, .regular)), subject: split(),
      primary: .shown(rect(0, 0, 466, 339), V, 0), secondary: .shown(rect(0, 339, 466, 339), V, 0)),
    LayoutCase(
      name: "S2: closed device in landscape (compact × compact) shows only the primary",
      context: box(678, 466, (.compact, .compact)), subject: split(),
      primary: .shown(rect(0, 0, 678, 466), H, 0), secondary: .hidden),
    LayoutCase(
      name: "S2: the natural axis must be in axes",
      context: box(1000, 800), subject: split(axes: .vertical),
      primary: .shown(rect(0, 0, 1000, 800), H, 0), secondary: .hidden),
    LayoutCase(
      name: "S2: empty axes mean both",
      context: box(1000, 800, (.regular, .regular)), subject: split(axes: []),
      primary: .shown(rect(0, 0, 500, 800), H, 0), secondary: .shown(rect(500, 0, 500, 800), H, 0)),
    LayoutCase(
      name: "S2: size classes do not matter across a fold",
      context: box(951, 669, (.compact, .compact), regions: [bookFold]), subject: split(),
      primary: .shown(rect(0, 0, 455.5, 669), H, 0), secondary: .shown(rect(495.5, 0, 455.5, 669), H, 0)),
    LayoutCase(
      name: "S2: a fold whose axis is not in axes shows a single view on its own side",
      context: box(951, 669, (.regular, .regular), regions: [bookFold]), subject: split(axes: .vertical),
      primary: .shown(rect(0, 0, 455.5, 669), H, 0), secondary: .hidden),
  ]

  static let s3Cases: [LayoutCase] = [
    LayoutCase(
      name: "S3: a tall container restricted to horizontal does not fall back",
      context: box(700, 1000, (.regular, .regular)), subject: split(axes: .horizontal),
      primary: .shown(rect(0, 0, 700, 1000), V, 0), secondary: .hidden),
    LayoutCase(
      name: "S3: a higher-priority secondary survives instead of falling back",
      context: box(700, 1000), subject: split(axes: .horizontal, priorities: (0, 1)),
      primary: .hidden, secondary: .shown(rect(0, 0, 700, 1000), V, 0)),
    LayoutCase(
      name: "S3: a compact natural axis does not fall back to the regular one",
      context: box(1000, 800, (.compact, .regular)), subject: split(axes: .both, priorities: (0, 1)),
      primary: .hidden, secondary: .shown(rect(0, 0, 1000, 800), H, 0)),
  ]

  @Test("S1: natural axis from the fold, else the container's shape", arguments: s1Cases)
  func s1(_ row: LayoutCase) { row.verify() }

  @Test("S2: the natural axis is usable when allowed and, without a fold, not compact", arguments: s2Cases)
  func s2(_ row: LayoutCase) { row.verify() }

  @Test("S3: no fallback axis", arguments: s3Cases)
  func s3(_ row: LayoutCase) { row.verify() }
}
