import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// Both sides of every 0.001 pt tolerance boundary the solver decides on, and every non-finite
/// component of a region frame (D7).
///
/// Each "within" row misses the boundary by 0.0005 pt, which the tolerance absorbs; each
/// "beyond" row by 0.002 pt, which it does not. A solver comparing raw lengths at one of these
/// boundaries decides the "within" row the other way. Like every rule table, each row is also
/// checked mirrored (right-to-left) and transposed (vertical).
@Suite("Tolerance boundaries (0.001 pt) and non-finite region frames")
struct ToleranceBoundaryTests {
  static let within: CGFloat = 0.0005
  static let beyond: CGFloat = 0.002

  static let whole = Want.shown(rect(0, 0, 1000, 800), H, 0)
  static func p(_ x: CGFloat, _ w: CGFloat) -> Want { .shown(rect(x, 0, w, 800), H, 0) }
  static func o(_ x: CGFloat, _ w: CGFloat) -> Want { .shown(rect(x, 0, w, 800), N, 0) }

  static let s6Cases: [LayoutCase] = [
    LayoutCase(
      name: "S6: minimums exceeding L by 0.0005 pt fit: no collapse",
      context: box(1000, 800), subject: split(range(.absolute(600)), range(.absolute(400 + within))),
      primary: p(0, 600 - within), secondary: p(600 - within, 400 + within), diagnostics: []),
    LayoutCase(
      name: "S6: minimums exceeding L by 0.002 pt collapse to the primary",
      context: box(1000, 800), subject: split(range(.absolute(600)), range(.absolute(400 + beyond))),
      primary: whole, secondary: .hidden, diagnostics: []),
  ]

  static let d2d4Cases: [LayoutCase] = [
    LayoutCase(
      name: "D4: 0.0005 pt of room before the band is no room: the band shrinks the container",
      context: box(1000, 800, regions: [foldX(within, 40, height: 800)]), subject: split(),
      primary: p(40 + within, (960 - within) / 2), secondary: p(40 + within + (960 - within) / 2, (960 - within) / 2),
      diagnostics: []),
    LayoutCase(
      name: "D2: 0.002 pt of room before the band is room: the band separates",
      context: box(1000, 800, regions: [foldX(beyond, 40, height: 800)]), subject: split(),
      primary: p(0, beyond), secondary: p(40 + beyond, 960 - beyond), diagnostics: []),
    LayoutCase(
      name: "D4: 0.0005 pt of room after the band is no room: the band shrinks the container",
      context: box(1000, 800, regions: [foldX(960 - within, 40, height: 800)]), subject: split(),
      primary: p(0, (960 - within) / 2), secondary: p((960 - within) / 2, (960 - within) / 2), diagnostics: []),
    LayoutCase(
      name: "D2: 0.002 pt of room after the band is room: the band separates",
      context: box(1000, 800, regions: [foldX(960 - beyond, 40, height: 800)]), subject: split(),
      primary: p(0, 960 - beyond), secondary: p(1000 - beyond, beyond), diagnostics: []),
  ]

  // The first fold's centre is 100 pt from the container's; the second's is nearer by 0.0005
  // or 0.002 pt.
  static let d6Cases: [LayoutCase] = [
    LayoutCase(
      name: "D6: a fold 0.0005 pt nearer the centre ties: the one listed first is used",
      context: box(1000, 800, regions: [foldX(380, 40, height: 800), foldX(580 - within, 40, height: 800)]),
      subject: split(), primary: p(0, 380), secondary: p(420, 580), diagnostics: [.divisionNotNearestCentre]),
    LayoutCase(
      name: "D6: a fold 0.002 pt nearer the centre is used",
      context: box(1000, 800, regions: [foldX(380, 40, height: 800), foldX(580 - beyond, 40, height: 800)]),
      subject: split(), primary: p(0, 580 - beyond), secondary: p(620 - beyond, 380 + beyond),
      diagnostics: [.divisionNotNearestCentre]),
  ]

  // The lone view's own side is the shorter one, by 0.0005 or 0.002 pt.
  static let segmentTieCases: [LayoutCase] = [
    LayoutCase(
      name: "S8: segments 0.0005 pt apart tie: a lone primary keeps its leading side",
      context: box(1000, 800, regions: [foldX(480 - within / 2, 40, height: 800)], secondary: nil),
      subject: split(), primary: p(0, 480 - within / 2), secondary: .absent, diagnostics: []),
    LayoutCase(
      name: "S8: segments 0.002 pt apart: a lone primary fills the longer, trailing one",
      context: box(1000, 800, regions: [foldX(480 - beyond / 2, 40, height: 800)], secondary: nil),
      subject: split(), primary: p(520 - beyond / 2, 480 + beyond / 2), secondary: .absent, diagnostics: []),
    LayoutCase(
      name: "O4: segments 0.0005 pt apart tie: the primary keeps its O2 side, trailing",
      context: box(1000, 800, regions: [foldX(480 + within / 2, 40, height: 800)]), subject: overlay(axes: .vertical),
      primary: o(520 + within / 2, 480 - within / 2), secondary: .hidden, diagnostics: []),
    LayoutCase(
      name: "O4: segments 0.002 pt apart: the primary fills the longer, leading one",
      context: box(1000, 800, regions: [foldX(480 + beyond / 2, 40, height: 800)]), subject: overlay(axes: .vertical),
      primary: o(0, 480 + beyond / 2), secondary: .hidden, diagnostics: []),
  ]

  // Both segments are 480 pt long.
  static let s9Cases: [LayoutCase] = [
    LayoutCase(
      name: "S9: a primary minimum 0.0005 pt above its segment fits it",
      context: box(1000, 800, regions: [foldX(480, 40, height: 800)]),
      subject: split(range(.absolute(480 + within))), primary: p(0, 480), secondary: p(520, 480), diagnostics: []),
    LayoutCase(
      name: "S9: a primary minimum 0.002 pt above its segment does not fit: one view is shown",
      context: box(1000, 800, regions: [foldX(480, 40, height: 800)]),
      subject: split(range(.absolute(480 + beyond))), primary: p(0, 480), secondary: .hidden, diagnostics: []),
    LayoutCase(
      name: "S9: a secondary minimum 0.0005 pt above its segment fits it",
      context: box(1000, 800, regions: [foldX(480, 40, height: 800)]),
      subject: split(range(), range(.absolute(480 + within))), primary: p(0, 480), secondary: p(520, 480),
      diagnostics: []),
    LayoutCase(
      name: "S9: a secondary minimum 0.002 pt above its segment does not fit: one view is shown",
      context: box(1000, 800, regions: [foldX(480, 40, height: 800)]),
      subject: split(range(), range(.absolute(480 + beyond))), primary: p(0, 480), secondary: .hidden,
      diagnostics: []),
  ]

  /// A centred fold frame with one component replaced by a non-finite value.
  static func d7Case(_ component: String, _ value: CGFloat) -> LayoutCase {
    var frame = rect(480, 0, 40, 800)
    switch component {
    case "x": frame.origin.x = value
    case "y": frame.origin.y = value
    case "width": frame.size.width = value
    default: frame.size.height = value
    }
    return LayoutCase(
      name: "D7: a division whose \(component) is \(value) is ignored",
      context: box(1000, 800, regions: [ReservedRegion(kind: .division, frame: frame)]), subject: split(),
      primary: p(0, 500), secondary: p(500, 500), diagnostics: [.invalidRegionFrame])
  }

  static let d7Cases: [LayoutCase] = ["x", "y", "width", "height"].flatMap { component in
    [CGFloat.nan, .infinity, -.infinity].map { d7Case(component, $0) }
  }

  @Test("S6: the collapse check has a 0.001 pt tolerance", arguments: s6Cases)
  func s6(_ row: LayoutCase) { row.verify() }

  @Test("D2/D4: room on either side of a band has a 0.001 pt tolerance", arguments: d2d4Cases)
  func d2d4(_ row: LayoutCase) { row.verify() }

  @Test("D6: centre distances within 0.001 pt tie, to the first listed", arguments: d6Cases)
  func d6(_ row: LayoutCase) { row.verify() }

  @Test("S8/O4: segments within 0.001 pt tie, to the lone view's own side", arguments: segmentTieCases)
  func segmentTie(_ row: LayoutCase) { row.verify() }

  @Test("S9: a minimum fits its segment within 0.001 pt", arguments: s9Cases)
  func s9(_ row: LayoutCase) { row.verify() }

  @Test("D7: every non-finite component of a region frame makes it invalid", arguments: d7Cases)
  func d7(_ row: LayoutCase) { row.verify() }
}
