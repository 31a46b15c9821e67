import ArrangementCore
import ArrangementTestSupport
import Foundation
import Testing

/// One builder named after a SwiftUI modifier, next to the same intent written with ranges.
struct VocabularyCase: Sendable, CustomTestStringConvertible {
  let name: String
  let built: SplitArrangement.ViewProperties
  let ranges: SplitArrangement.ViewProperties
  var testDescription: String { name }

  typealias Properties = SplitArrangement.ViewProperties
  static let base = Properties(
    width: range(.absolute(100), .absolute(200), .absolute(300)),
    height: range(.fractional(0.1), .fractional(0.2), .fractional(0.3)), layoutPriority: 2)

  static let all: [VocabularyCase] = [
    .init(
      name: "layoutRatio(0.3): preferred 30 % along either axis",
      built: .layoutRatio(0.3),
      ranges: Properties(width: range(.automatic, .fractional(0.3)), height: range(.automatic, .fractional(0.3)))),
    .init(
      name: "layoutRatio(nil): preferred automatic", built: .layoutRatio(nil), ranges: Properties()),
    .init(
      name: "layoutRatio(_:) keeps minimums, maximums and priority",
      built: base.layoutRatio(0.45),
      ranges: Properties(
        width: range(.absolute(100), .fractional(0.45), .absolute(300)),
        height: range(.fractional(0.1), .fractional(0.45), .fractional(0.3)), layoutPriority: 2)),
    .init(
      name: "layoutRatio(nil) on a set preference resets it to automatic",
      built: base.layoutRatio(nil),
      ranges: Properties(
        width: range(.absolute(100), .automatic, .absolute(300)),
        height: range(.fractional(0.1), .automatic, .fractional(0.3)), layoutPriority: 2)),
    .init(
      name: "layoutRatio(min/ideal/max horizontal and vertical): six fractions",
      built: .layoutRatio(
        minHorizontal: 0.2, idealHorizontal: 0.4, maxHorizontal: 0.6, minVertical: 0.25, idealVertical: 0.5,
        maxVertical: 0.75),
      ranges: Properties(
        width: range(.fractional(0.2), .fractional(0.4), .fractional(0.6)),
        height: range(.fractional(0.25), .fractional(0.5), .fractional(0.75)))),
    .init(
      name: "layoutRatio(minHorizontal:idealHorizontal:): missing arguments are automatic, priority kept",
      built: base.layoutRatio(minHorizontal: 0.25, idealHorizontal: 0.4),
      ranges: Properties(width: range(.fractional(0.25), .fractional(0.4)), layoutPriority: 2)),
    .init(
      name: "layoutRatio(idealVertical:) only: the width range is automatic",
      built: .layoutRatio(idealVertical: 0.7), ranges: Properties(height: range(.automatic, .fractional(0.7)))),
    .init(
      name: "layoutSize(min/ideal/max width and height): six point lengths",
      built: .layoutSize(
        minWidth: 280, idealWidth: 330, maxWidth: 440, minHeight: 200, idealHeight: 300, maxHeight: 400),
      ranges: Properties(
        width: range(.absolute(280), .absolute(330), .absolute(440)),
        height: range(.absolute(200), .absolute(300), .absolute(400)))),
    .init(
      name: "layoutSize(minWidth:): the measured secondary minimum 360, the rest automatic",
      built: .layoutSize(minWidth: 360), ranges: Properties(width: range(.absolute(360)))),
    .init(
      name: "layoutSize() on set ranges: every member automatic, priority kept",
      built: base.layoutSize(), ranges: Properties(layoutPriority: 2)),
    .init(
      name: "fixedLayoutSize(): preferred intrinsic along both axes",
      built: .fixedLayoutSize(),
      ranges: Properties(width: range(.automatic, .intrinsic), height: range(.automatic, .intrinsic))),
    .init(
      name: "fixedLayoutSize(horizontal: true, vertical: false) replaces a ratio only where fixed",
      built: base.fixedLayoutSize(horizontal: true, vertical: false),
      ranges: Properties(
        width: range(.absolute(100), .intrinsic, .absolute(300)),
        height: range(.fractional(0.1), .automatic, .fractional(0.3)), layoutPriority: 2)),
    .init(
      name: "fixedLayoutSize(horizontal: false): the width preference is automatic",
      built: .fixedLayoutSize(horizontal: false), ranges: Properties(height: range(.automatic, .intrinsic))),
    .init(
      name: "layoutPriority(_:) chains with the other builders",
      built: .layoutSize(minWidth: 360).layoutPriority(1),
      ranges: Properties(width: range(.absolute(360)), layoutPriority: 1)),
    .init(
      name: "builders compose: layoutSize then layoutRatio(_:) keeps the point minimum",
      built: .layoutSize(minWidth: 280, maxWidth: 440).layoutRatio(0.3),
      ranges: Properties(
        width: range(.absolute(280), .fractional(0.3), .absolute(440)), height: range(.automatic, .fractional(0.3)))),
    .init(
      name: "the Sizing and Priorities article's primary: 280 … 600 points, preferring 45 %",
      built: .layoutSize(minWidth: 280, maxWidth: 600).layoutRatio(0.45),
      ranges: Properties(
        width: range(.absolute(280), .fractional(0.45), .absolute(600)), height: range(.automatic, .fractional(0.45)))),
    .init(
      name: "degenerate lengths pass through for the solver to sanitize (S5)",
      built: .layoutSize(minWidth: -20, idealWidth: .infinity, maxHeight: -1),
      ranges: Properties(
        width: range(.absolute(-20), .absolute(.infinity)), height: range(.automatic, .automatic, .absolute(-1)))),
    .init(
      name: "degenerate ratios pass through for the solver to sanitize (S5)",
      built: .layoutRatio(idealHorizontal: 1.5, minVertical: -0.5),
      ranges: Properties(width: range(.automatic, .fractional(1.5)), height: range(.fractional(-0.5)))),
    .init(
      name: "layoutRatio(min…) after layoutSize replaces all six members",
      built: .layoutSize(minWidth: 280).layoutRatio(minVertical: 0.2),
      ranges: Properties(height: range(.fractional(0.2)))),
  ]

  /// Contexts that exercise both split axes, a fold and intrinsic sizes.
  static let contexts: [(String, ArrangementContext)] = [
    (
      "flat 951 × 669",
      box(951, 669, (.regular, .regular), primary: intrinsic(320, 500), secondary: intrinsic(300, 400))
    ),
    (
      "tall 669 × 951",
      box(669, 951, (.regular, .regular), primary: intrinsic(320, 500), secondary: intrinsic(300, 400))
    ),
    ("book pose", box(951, 669, (.regular, .regular), regions: [foldX(455.5, 40, height: 669)])),
    ("right-to-left 1200 × 800", box(1200, 800, rtl: true)),
    ("no intrinsic sizes 1000 × 600", box(1000, 600)),
  ]
}

@Suite("SwiftUI vocabulary: each builder maps exactly onto ranges")
struct SwiftUIVocabularyTests {
  @Test("S4: the builder gives the same properties and layouts as the ranges", arguments: VocabularyCase.all)
  func sameAsRanges(_ input: VocabularyCase) {
    #expect(input.built == input.ranges, "\(input.built) ≠ \(input.ranges)")
    for placement in ViewPlacement.allCases {  // mirrored: the builder on either view
      var built = SplitArrangement.split
      built.setViewProperties(input.built, for: placement)
      var written = SplitArrangement.split
      written.setViewProperties(input.ranges, for: placement)
      for (label, context) in VocabularyCase.contexts {
        let a = built.layout(in: context)
        let b = written.layout(in: context)
        #expect(a == b, "\(placement) in \(label): \(a) ≠ \(b)")
      }
    }
  }

  @Test("S7: the platform's ratio example (0.3 on the primary, horizontal) gives 30 % of 951")
  func ratioExample() throws {
    var split = SplitArrangement.split.axes(.horizontal)
    split.setViewProperties(.layoutRatio(0.3), for: .primary)
    let layout = split.layout(in: box(951, 669, (.regular, .regular)))
    let primary = try #require(layout[.primary])
    let secondary = try #require(layout[.secondary])
    #expect(LengthTolerance.isEqual(primary.frame, rect(0, 0, 285.3, 669)), "\(primary.frame)")
    #expect(LengthTolerance.isEqual(secondary.frame, rect(285.3, 0, 665.7, 669)), "\(secondary.frame)")
  }

  @Test("measured: layoutSize(280/330/440) + secondary minWidth 360 gives 330 / 621 flat, one page each folded")
  func layoutSizeExample() throws {
    var split = SplitArrangement.split.axes(.horizontal)
    split.setViewProperties(.layoutSize(minWidth: 280, idealWidth: 330, maxWidth: 440), for: .primary)
    split.setViewProperties(.layoutSize(minWidth: 360), for: .secondary)
    let flat = split.layout(in: box(951, 669, (.regular, .regular)))
    #expect(flat[.primary].map { LengthTolerance.isEqual($0.frame.width, 330) } == true)
    #expect(flat[.secondary].map { LengthTolerance.isEqual($0.frame.width, 621) } == true)
    let book = split.layout(in: box(951, 669, (.regular, .regular), regions: [foldX(455.5, 40, height: 669)]))
    #expect(book[.primary].map { LengthTolerance.isEqual($0.frame, rect(0, 0, 455.5, 669)) } == true)
    #expect(book[.secondary].map { LengthTolerance.isEqual($0.frame, rect(495.5, 0, 455.5, 669)) } == true)
  }

  @Test(".automatic resolves to the split (measured: automatic style = split)")
  func automaticIsSplit() {
    let automatic: SplitArrangement = .automatic
    #expect(automatic == .split)
    #expect(automatic.axes == .both)
    let context = box(466, 678, (.compact, .regular))
    #expect(SplitArrangement.automatic.layout(in: context) == SplitArrangement.split.layout(in: context))
  }
}

/// One overlay-edge builder next to the same edge set.
struct EdgeCase: Sendable, CustomTestStringConvertible {
  let name: String
  let built: OverlayArrangement.ViewProperties
  let edge: DirectionalRectEdge
  var testDescription: String { name }

  typealias Properties = OverlayArrangement.ViewProperties
  static let all: [EdgeCase] = [
    .init(name: "edge(.leading)", built: .edge(.leading), edge: .leading),
    .init(name: "edge(.trailing)", built: .edge(.trailing), edge: .trailing),
    .init(name: "edge(.top)", built: .edge(.top), edge: .top),
    .init(name: "edge(.bottom)", built: .edge(.bottom), edge: .bottom),
    .init(
      name: "a horizontal then a vertical edge combine", built: .edge(.trailing).edge(.top), edge: [.top, .trailing]),
    .init(
      name: "a vertical then a horizontal edge combine", built: .edge(.bottom).edge(.leading),
      edge: [.leading, .bottom]),
    .init(name: "a second horizontal edge replaces the first", built: .edge(.leading).edge(.trailing), edge: .trailing),
    .init(name: "a second vertical edge replaces the first", built: .edge(.top).edge(.bottom), edge: .bottom),
    .init(
      name: "nil horizontal clears only the horizontal part",
      built: Properties(edge: [.top, .leading]).edge(OverlayArrangement.HorizontalEdge?.none), edge: .top),
    .init(
      name: "nil vertical clears only the vertical part",
      built: Properties(edge: [.bottom, .trailing]).edge(OverlayArrangement.VerticalEdge?.none), edge: .trailing),
    .init(
      name: "nil on default properties keeps the default side",
      built: .edge(OverlayArrangement.HorizontalEdge?.none), edge: []),
  ]

  static let contexts: [(String, ArrangementContext)] = [
    ("book pose", box(951, 669, (.regular, .regular), regions: [foldX(455.5, 40, height: 669)])),
    (
      "book pose, right-to-left",
      box(951, 669, (.regular, .regular), rtl: true, regions: [foldX(455.5, 40, height: 669)])
    ),
    ("tabletop", box(669, 951, (.regular, .regular), regions: [foldY(455.5, 40, width: 669)])),
    ("flat", box(951, 669, (.regular, .regular))),
  ]
}

@Suite("SwiftUI vocabulary: overlay edges from a horizontal or a vertical edge")
struct OverlayEdgeVocabularyTests {
  @Test("O3: the builder gives the same edge set and layouts as DirectionalRectEdge", arguments: EdgeCase.all)
  func sameAsEdges(_ input: EdgeCase) {
    #expect(input.built.edge == input.edge, "\(input.built.edge) ≠ \(input.edge)")
    for placement in ViewPlacement.allCases {
      var built = OverlayArrangement.overlay
      built.setViewProperties(input.built, for: placement)
      var written = OverlayArrangement.overlay
      written.setViewProperties(.init(edge: input.edge), for: placement)
      for (label, context) in EdgeCase.contexts {
        #expect(built.layout(in: context) == written.layout(in: context), "\(placement) in \(label)")
      }
    }
  }

  @Test("O3: edge(.leading) on the primary puts it on the leading page of a book fold")
  func leadingPage() throws {
    var overlay = OverlayArrangement.overlay
    overlay.setViewProperties(.edge(.leading), for: .primary)
    let layout = overlay.layout(in: EdgeCase.contexts[0].1)
    let primary = try #require(layout[.primary])
    #expect(LengthTolerance.isEqual(primary.frame, rect(0, 0, 455.5, 669)), "\(primary.frame)")
  }

  @Test("the edge enums name the same edges as DirectionalRectEdge")
  func enums() {
    #expect(OverlayArrangement.HorizontalEdge.allCases.map(\.directionalEdge) == [.leading, .trailing])
    #expect(OverlayArrangement.VerticalEdge.allCases.map(\.directionalEdge) == [.top, .bottom])
    #expect(OverlayArrangement.HorizontalEdge.allCases.map(\.description) == ["leading", "trailing"])
    #expect(OverlayArrangement.VerticalEdge.allCases.map(\.description) == ["top", "bottom"])
  }
}
