import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// D1–D7: which division regions separate the container, and how.
@Suite("D: folds (division regions)")
struct FoldRuleTests {
  static let halves = (Want.shown(rect(0, 0, 500, 800), H, 0), Want.shown(rect(500, 0, 500, 800), H, 0))
  static let centredFold = (Want.shown(rect(0, 0, 480, 800), H, 0), Want.shown(rect(520, 0, 480, 800), H, 0))

  static let d1Cases: [LayoutCase] = [
    LayoutCase(
      name: "D1: an inactive division never moves a view",
      context: box(1000, 800, regions: [foldX(480, 40, height: 800, active: false)]), subject: split(),
      primary: halves.0, secondary: halves.1, diagnostics: []),
    LayoutCase(
      name: "D1: an occlusion never moves a view",
      context: box(1000, 800, regions: [ReservedRegion(kind: .occlusion, frame: rect(480, 0, 40, 800))]),
      subject: split(), primary: halves.0, secondary: halves.1, diagnostics: []),
    LayoutCase(
      name: "D1: an occlusion never separates an overlay",
      context: box(1000, 800, regions: [ReservedRegion(kind: .occlusion, frame: rect(480, 0, 40, 800))]),
      subject: overlay(), primary: .shown(rect(0, 0, 1000, 800), N, 1), secondary: .shown(rect(0, 0, 1000, 800), N, 0)),
  ]

  static let d2Cases: [LayoutCase] = [
    LayoutCase(
      name: "D2: a centred fold covering the full height separates; its band is given to no view",
      context: box(1000, 800, regions: [foldX(480, 40, height: 800)]), subject: split(),
      primary: centredFold.0, secondary: centredFold.1, diagnostics: []),
    LayoutCase(
      name: "D2: a band 1 pt short of the full height still separates",
      context: box(1000, 800, regions: [foldX(480, 40, height: 799, y: 0.5)]), subject: split(),
      primary: centredFold.0, secondary: centredFold.1, diagnostics: []),
    LayoutCase(
      name: "D2: a band overhanging the container is clipped to it",
      context: box(1000, 800, regions: [foldX(480, 40, height: 900, y: -50)]), subject: split(),
      primary: centredFold.0, secondary: centredFold.1, diagnostics: []),
    LayoutCase(
      name: "D2: a band across the full width separates vertically",
      context: box(800, 1000, regions: [foldY(480, 40, width: 800)]), subject: split(),
      primary: .shown(rect(0, 0, 800, 480), V, 0), secondary: .shown(rect(0, 520, 800, 480), V, 0)),
  ]

  static let d3Cases: [LayoutCase] = [
    LayoutCase(
      name: "D3: in right-to-left layout the leading segment is the right one",
      context: box(1000, 800, rtl: true, regions: [foldX(600, 40, height: 800)]), subject: split(),
      primary: .shown(rect(640, 0, 360, 800), H, 0), secondary: .shown(rect(0, 0, 600, 800), H, 0)),
    LayoutCase(
      name: "D3: segments span the full cross length of an offset container",
      context: ArrangementContext(
        bounds: rect(100, 50, 1000, 800), reservedRegions: [foldX(700, 40, height: 800, y: 50)]),
      subject: split(), primary: .shown(rect(100, 50, 600, 800), H, 0),
      secondary: .shown(rect(740, 50, 360, 800), H, 0)),
  ]

  static let d4Cases: [LayoutCase] = [
    LayoutCase(
      name: "D4: a band over the left edge shrinks the container",
      context: box(1000, 800, regions: [foldX(0, 40, height: 800)]), subject: split(),
      primary: .shown(rect(40, 0, 480, 800), H, 0), secondary: .shown(rect(520, 0, 480, 800), H, 0),
      diagnostics: []),
    LayoutCase(
      name: "D4: a band overhanging the right edge shrinks the container to the uncovered part",
      context: box(1000, 800, regions: [foldX(980, 40, height: 800)]), subject: split(),
      primary: .shown(rect(0, 0, 490, 800), H, 0), secondary: .shown(rect(490, 0, 490, 800), H, 0)),
    LayoutCase(
      name: "D4: a band over the top edge shrinks the container's height",
      context: box(1000, 800, regions: [foldY(0, 100, width: 1000)]), subject: split(),
      primary: .shown(rect(0, 100, 500, 700), H, 0), secondary: .shown(rect(500, 100, 500, 700), H, 0)),
    LayoutCase(
      name: "D4: the shrunk container decides the natural axis",
      context: box(1000, 800, regions: [foldX(0, 400, height: 800)]), subject: split(),
      primary: .shown(rect(400, 0, 600, 400), V, 0), secondary: .shown(rect(400, 400, 600, 400), V, 0)),
    LayoutCase(
      name: "D4: a fold in the shrunk container separates it into equal segments",
      context: box(1000, 800, regions: [foldX(0, 100, height: 800), foldX(530, 40, height: 800)]),
      subject: split(), primary: .shown(rect(100, 0, 430, 800), H, 0),
      secondary: .shown(rect(570, 0, 430, 800), H, 0), diagnostics: []),
    LayoutCase(
      name: "D4: a fold covering the container left by a top band separates it",
      context: box(1000, 800, regions: [foldY(0, 100, width: 1000), foldX(480, 40, height: 700, y: 100)]),
      subject: split(), primary: .shown(rect(0, 100, 480, 700), H, 0),
      secondary: .shown(rect(520, 100, 480, 700), H, 0), diagnostics: []),
    LayoutCase(
      name: "D4: a band over the edge of the shrunk container shrinks it again",
      context: box(1000, 800, regions: [foldX(40, 40, height: 800), foldX(0, 40, height: 800)]),
      subject: split(), primary: .shown(rect(80, 0, 460, 800), H, 0),
      secondary: .shown(rect(540, 0, 460, 800), H, 0), diagnostics: []),
    LayoutCase(
      name: "D4: overlay views fill the shrunk container",
      context: box(1000, 800, regions: [foldX(0, 40, height: 800)]), subject: overlay(),
      primary: .shown(rect(40, 0, 960, 800), N, 1), secondary: .shown(rect(40, 0, 960, 800), N, 0)),
  ]

  static let d5Cases: [LayoutCase] = [
    LayoutCase(
      name: "D5: a division covering half the height does not separate",
      context: box(1000, 800, regions: [foldX(480, 40, height: 400)]), subject: split(),
      primary: halves.0, secondary: halves.1, diagnostics: [.divisionNotSpanning]),
    LayoutCase(
      name: "D5: a division 1.5 pt short of the full height does not separate",
      context: box(1000, 800, regions: [foldX(480, 40, height: 798.5, y: 1.5)]), subject: split(),
      primary: halves.0, secondary: halves.1, diagnostics: [.divisionNotSpanning]),
    LayoutCase(
      name: "D5: a non-spanning division leaves an overlay layered",
      context: box(1000, 800, regions: [foldX(480, 40, height: 400)]), subject: overlay(),
      primary: .shown(rect(0, 0, 1000, 800), N, 1), secondary: .shown(rect(0, 0, 1000, 800), N, 0),
      diagnostics: [.divisionNotSpanning]),
    LayoutCase(
      name: "D5: a division outside the container is ignored",
      context: box(1000, 800, regions: [foldX(1100, 40, height: 800)]), subject: split(),
      primary: halves.0, secondary: halves.1, diagnostics: [.divisionOutsideContainer]),
  ]

  static let d6Cases: [LayoutCase] = [
    LayoutCase(
      name: "D6: of two separating folds the one nearer the centre is used",
      context: box(1000, 800, regions: [foldX(280, 40, height: 800), foldX(580, 40, height: 800)]),
      subject: split(), primary: .shown(rect(0, 0, 580, 800), H, 0),
      secondary: .shown(rect(620, 0, 380, 800), H, 0), diagnostics: [.divisionNotNearestCentre]),
    LayoutCase(
      name: "D6: on a tie the fold listed first is used",
      context: box(1000, 800, regions: [foldX(380, 40, height: 800), foldX(580, 40, height: 800)]),
      subject: split(), primary: .shown(rect(0, 0, 380, 800), H, 0),
      secondary: .shown(rect(420, 0, 580, 800), H, 0), diagnostics: [.divisionNotNearestCentre]),
    LayoutCase(
      name: "D6: a fold across the middle beats an off-centre fold running top to bottom",
      context: box(1000, 800, regions: [foldX(600, 40, height: 800), foldY(380, 40, width: 1000)]),
      subject: split(), primary: .shown(rect(0, 0, 1000, 380), V, 0),
      secondary: .shown(rect(0, 420, 1000, 380), V, 0), diagnostics: [.divisionNotNearestCentre]),
    LayoutCase(
      name: "D6: distance is measured from the centre of the frame clipped to the container",
      context: box(1000, 800, regions: [foldX(560, 40, height: 800), foldX(480, 40, height: 1600)]),
      subject: split(), primary: .shown(rect(0, 0, 480, 800), H, 0),
      secondary: .shown(rect(520, 0, 480, 800), H, 0), diagnostics: [.divisionNotNearestCentre]),
  ]

  static let d7Cases: [LayoutCase] = [
    LayoutCase(
      name: "D7: a division with a NaN origin is ignored",
      context: box(1000, 800, regions: [ReservedRegion(kind: .division, frame: rect(.nan, 0, 40, 800))]),
      subject: split(), primary: halves.0, secondary: halves.1, diagnostics: [.invalidRegionFrame]),
    LayoutCase(
      name: "D7: a division with an infinite height is ignored",
      context: box(1000, 800, regions: [ReservedRegion(kind: .division, frame: rect(480, 0, 40, .infinity))]),
      subject: split(), primary: halves.0, secondary: halves.1, diagnostics: [.invalidRegionFrame]),
    LayoutCase(
      name: "D7: a division with zero width is ignored",
      context: box(1000, 800, regions: [ReservedRegion(kind: .division, frame: rect(500, 0, 0, 800))]),
      subject: split(), primary: halves.0, secondary: halves.1, diagnostics: [.invalidRegionFrame]),
    LayoutCase(
      name: "D7: a division with negative width is empty and ignored",
      context: box(1000, 800, regions: [ReservedRegion(kind: .division, frame: rect(520, 0, -40, 800))]),
      subject: split(), primary: halves.0, secondary: halves.1, diagnostics: [.invalidRegionFrame]),
    LayoutCase(
      name: "D7: a division with zero height is ignored",
      context: box(800, 1000, regions: [ReservedRegion(kind: .division, frame: rect(0, 500, 800, 0))]),
      subject: split(), primary: .shown(rect(0, 0, 800, 500), V, 0), secondary: .shown(rect(0, 500, 800, 500), V, 0),
      diagnostics: [.invalidRegionFrame]),
    LayoutCase(
      name: "D7: a division with a minus-infinite origin is ignored, a valid fold still separates",
      context: box(
        1000, 800,
        regions: [ReservedRegion(kind: .division, frame: rect(-.infinity, 0, 40, 800)), foldX(480, 40, height: 800)]),
      subject: split(), primary: centredFold.0, secondary: centredFold.1, diagnostics: [.invalidRegionFrame]),
    LayoutCase(
      name: "D7: an occlusion with a non-finite frame is reported too",
      context: box(1000, 800, regions: [ReservedRegion(kind: .occlusion, frame: rect(0, 0, .nan, 37))]),
      subject: split(), primary: halves.0, secondary: halves.1, diagnostics: [.invalidRegionFrame]),
    LayoutCase(
      name: "D7: an inactive division with an empty frame is reported too",
      context: box(1000, 800, regions: [ReservedRegion(kind: .division, frame: rect(480, 0, 40, 0), isActive: false)]),
      subject: overlay(), primary: .shown(rect(0, 0, 1000, 800), N, 1), secondary: .shown(rect(0, 0, 1000, 800), N, 0),
      diagnostics: [.invalidRegionFrame]),
  ]

  @Test("D1: only active divisions affect placement", arguments: d1Cases)
  func d1(_ row: LayoutCase) { row.verify() }

  @Test("D2: a full-height (within 1 pt) band with room on both sides separates", arguments: d2Cases)
  func d2(_ row: LayoutCase) { row.verify() }

  @Test("D3: segments, leading mirrored in right-to-left", arguments: d3Cases)
  func d3(_ row: LayoutCase) { row.verify() }

  @Test("D4: a band over an edge shrinks the container", arguments: d4Cases)
  func d4(_ row: LayoutCase) { row.verify() }

  @Test("D5: a division not covering the full cross extent is ignored with a diagnostic", arguments: d5Cases)
  func d5(_ row: LayoutCase) { row.verify() }

  @Test("D6: the separating division nearest the centre wins, ties to the first listed", arguments: d6Cases)
  func d6(_ row: LayoutCase) { row.verify() }

  @Test("D7: regions with a non-finite or empty frame are ignored with a diagnostic", arguments: d7Cases)
  func d7(_ row: LayoutCase) { row.verify() }

  @Test("D6: ignored folds are named in the diagnostics")
  func d6Subjects() {
    let context = box(
      1000, 800, regions: [foldX(280, 40, height: 800), foldX(480, 40, height: 800), foldX(680, 40, height: 800)])
    let diagnostics = SplitArrangement().layout(in: context).diagnostics
    #expect(diagnostics.map(\.kind) == [.divisionNotNearestCentre, .divisionNotNearestCentre])
    #expect(Set(diagnostics.map(\.subject)) == [.region(0), .region(2)])
  }
}
