import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// S8 (single view), S9 (fold layout), S10 (cross axis), S11 (order), S13 (state).
@Suite("S8–S13: placing split views")
struct SplitPlacementTests {
  static let offCentre = foldX(600, 40, height: 800)
  static let centred = foldX(480, 40, height: 800)
  static let book = foldX(455.5, 40, height: 669)
  static let bookShown = (Want.shown(rect(0, 0, 455.5, 669), H, 0), Want.shown(rect(495.5, 0, 455.5, 669), H, 0))

  static let s8Cases: [LayoutCase] = [
    LayoutCase(
      name: "S8: only the primary present fills the container",
      context: box(1000, 800, secondary: nil), subject: split(),
      primary: .shown(rect(0, 0, 1000, 800), H, 0), secondary: .absent),
    LayoutCase(
      name: "S8: only the secondary present fills the container",
      context: box(800, 1000, primary: nil), subject: split(),
      primary: .absent, secondary: .shown(rect(0, 0, 800, 1000), V, 0)),
    LayoutCase(
      name: "S8: no view present gives an empty layout",
      context: box(1000, 800, primary: nil, secondary: nil), subject: split(),
      primary: .absent, secondary: .absent),
    LayoutCase(
      name: "S8: the survivor fills the longer segment",
      context: box(1000, 800, regions: [offCentre]), subject: split(axes: .vertical),
      primary: .shown(rect(0, 0, 600, 800), H, 0), secondary: .hidden),
    LayoutCase(
      name: "S8: a secondary survivor fills the longer segment even on the leading side",
      context: box(1000, 800, regions: [offCentre]), subject: split(axes: .vertical, priorities: (0, 1)),
      primary: .hidden, secondary: .shown(rect(0, 0, 600, 800), H, 0)),
    LayoutCase(
      name: "S8: on equal segments a secondary survivor takes the trailing one",
      context: box(1000, 800, regions: [centred]), subject: split(axes: .vertical, priorities: (0, 1)),
      primary: .hidden, secondary: .shown(rect(520, 0, 480, 800), H, 0)),
    LayoutCase(
      name: "S8: a lone secondary across a centred fold takes the trailing segment",
      context: box(1000, 800, regions: [centred], primary: nil), subject: split(),
      primary: .absent, secondary: .shown(rect(520, 0, 480, 800), H, 0)),
    LayoutCase(
      name: "S8: a lone primary across a vertical fold takes the longer (bottom) segment",
      context: box(800, 1000, regions: [foldY(300, 40, width: 800)], secondary: nil), subject: split(),
      primary: .shown(rect(0, 340, 800, 660), V, 0), secondary: .absent),
  ]

  static let s9Cases: [LayoutCase] = [
    LayoutCase(
      name: "S9: book pose puts one view on each page",
      context: box(951, 669, (.regular, .regular), regions: [book]),
      subject: split(range(.automatic, .fractional(0.3))),
      primary: bookShown.0, secondary: bookShown.1),
    LayoutCase(
      name: "S9: off-centre fold, each view fills its whole segment",
      context: box(1200, 800, regions: [foldX(800, 40, height: 800)]), subject: split(),
      primary: .shown(rect(0, 0, 800, 800), H, 0), secondary: .shown(rect(840, 0, 360, 800), H, 0)),
    LayoutCase(
      name: "S9: preferred sizes, maximums and priorities do not apply across a fold",
      context: box(951, 669, regions: [book]),
      subject: split(range(.absolute(280), .absolute(330), .absolute(440)), range(.absolute(360)), priorities: (0, 5)),
      primary: bookShown.0, secondary: bookShown.1),
    LayoutCase(
      name: "S9: a minimum above its segment collapses to the longer segment",
      context: box(1000, 800, regions: [offCentre]), subject: split(range(), range(.absolute(400))),
      primary: .shown(rect(0, 0, 600, 800), H, 0), secondary: .hidden),
    LayoutCase(
      name: "S9: the survivor of a fold collapse follows priority",
      context: box(1000, 800, regions: [offCentre]), subject: split(range(), range(.absolute(400)), priorities: (0, 1)),
      primary: .hidden, secondary: .shown(rect(0, 0, 600, 800), H, 0)),
    LayoutCase(
      name: "S9: fractional minimums resolve against the whole container",
      context: box(951, 669, regions: [book]), subject: split(range(), range(.fractional(0.48))),
      primary: bookShown.0, secondary: .hidden),
    LayoutCase(
      name: "S9: a fractional minimum that fits its segment keeps both views",
      context: box(951, 669, regions: [book]), subject: split(range(), range(.fractional(0.47))),
      primary: bookShown.0, secondary: bookShown.1),
    LayoutCase(
      name: "S9: tabletop pose stacks one view per half",
      context: box(669, 951, regions: [foldY(455.5, 40, width: 669)]), subject: split(),
      primary: .shown(rect(0, 0, 669, 455.5), V, 0), secondary: .shown(rect(0, 495.5, 669, 455.5), V, 0)),
    LayoutCase(
      name: "S9: minimums summing above L still fit their segments",
      context: box(1000, 800, regions: [centred]), subject: split(range(.absolute(470)), range(.absolute(480))),
      primary: .shown(rect(0, 0, 480, 800), H, 0), secondary: .shown(rect(520, 0, 480, 800), H, 0)),
  ]

  static let s10to13Cases: [LayoutCase] = [
    LayoutCase(
      name: "S10: shown views span the full cross length of an offset container",
      context: ArrangementContext(bounds: rect(100, 50, 1000, 800)), subject: split(range(.automatic, .absolute(300))),
      primary: .shown(rect(100, 50, 300, 800), H, 0), secondary: .shown(rect(400, 50, 700, 800), H, 0)),
    LayoutCase(
      name: "S11: right-to-left puts the primary on the right",
      context: box(1200, 800, rtl: true), subject: split(range(.automatic, .absolute(300))),
      primary: .shown(rect(900, 0, 300, 800), H, 0), secondary: .shown(rect(0, 0, 900, 800), H, 0)),
    LayoutCase(
      name: "S11: layout direction never flips a vertical split",
      context: box(800, 1000, rtl: true), subject: splitHeights(range(.automatic, .absolute(300))),
      primary: .shown(rect(0, 0, 800, 300), V, 0), secondary: .shown(rect(0, 300, 800, 700), V, 0)),
    LayoutCase(
      name: "S11: right-to-left book pose puts the primary on the right page",
      context: box(951, 669, rtl: true, regions: [book]), subject: split(),
      primary: .shown(rect(495.5, 0, 455.5, 669), H, 0), secondary: .shown(rect(0, 0, 455.5, 669), H, 0)),
    LayoutCase(
      name: "S13: a collapsed survivor reports the natural axis; the hidden view neither and frame zero",
      context: box(700, 1000), subject: split(axes: .horizontal),
      primary: .shown(rect(0, 0, 700, 1000), V, 0), secondary: .hidden),
  ]

  @Test("S8: a single view: survivor by priority, longer segment, own side on a tie", arguments: s8Cases)
  func s8(_ row: LayoutCase) { row.verify() }

  @Test("S9: one whole segment per view across a fold", arguments: s9Cases)
  func s9(_ row: LayoutCase) { row.verify() }

  @Test("S10–S13: cross axis, order and state", arguments: s10to13Cases)
  func s10to13(_ row: LayoutCase) { row.verify() }

  @Test("S13: hidden views have frame zero, no axis and zIndex 0")
  func s13Hidden() {
    let layout = SplitArrangement().axes(.horizontal).layout(in: box(700, 1000))
    let hidden = try! #require(layout[.secondary])
    #expect(hidden.frame == .zero)
    #expect(hidden.state == ViewState(isHidden: true, splitAxis: .neither, zIndex: 0))
  }
}
