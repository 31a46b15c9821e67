import ArrangementCore
import ArrangementTestSupport
import ArrangementTesting
import Foundation
import Testing

/// O1–O6: the overlay arrangement.
@Suite("O1–O6: overlay")
struct OverlayTests {
  static let book = foldX(455.5, 40, height: 669)
  static let tabletop = foldY(455.5, 40, width: 669)
  static let leftPage = rect(0, 0, 455.5, 669)
  static let rightPage = rect(495.5, 0, 455.5, 669)
  static let topHalf = rect(0, 0, 669, 455.5)
  static let bottomHalf = rect(0, 495.5, 669, 455.5)
  static func bookContext(
    rtl: Bool = false, primary: ArrangementContext.PlacementContent? = .init(),
    secondary: ArrangementContext.PlacementContent? = .init()
  ) -> ArrangementContext {
    box(951, 669, (.regular, .regular), rtl: rtl, regions: [book], primary: primary, secondary: secondary)
  }
  static let tabletopContext = box(669, 951, (.regular, .regular), regions: [tabletop])

  static let o1Cases: [LayoutCase] = [
    LayoutCase(
      name: "O1: without a fold both views fill the container, the primary above",
      context: box(669, 951, (.regular, .regular), regions: [foldY(455.5, 40, width: 669, active: false)]),
      subject: overlay(),
      primary: .shown(rect(0, 0, 669, 951), N, 1), secondary: .shown(rect(0, 0, 669, 951), N, 0)),
    LayoutCase(
      name: "O1: edges do not matter without a fold",
      context: box(1000, 800), subject: overlay(.leading, .leading),
      primary: .shown(rect(0, 0, 1000, 800), N, 1), secondary: .shown(rect(0, 0, 1000, 800), N, 0),
      diagnostics: []),
    LayoutCase(
      name: "O1: size classes and axes do not matter without a fold",
      context: box(678, 466, (.compact, .compact)), subject: overlay(axes: .vertical),
      primary: .shown(rect(0, 0, 678, 466), N, 1), secondary: .shown(rect(0, 0, 678, 466), N, 0)),
  ]

  static let o2Cases: [LayoutCase] = [
    LayoutCase(
      name: "O2: book pose puts the primary on the trailing page",
      context: bookContext(), subject: overlay(),
      primary: .shown(rightPage, N, 0), secondary: .shown(leftPage, N, 0)),
    LayoutCase(
      name: "O2: tabletop puts the secondary on top, the primary at the bottom",
      context: tabletopContext, subject: overlay(),
      primary: .shown(bottomHalf, N, 0), secondary: .shown(topHalf, N, 0)),
    LayoutCase(
      name: "O2: off-centre fold, the primary on the trailing segment",
      context: box(1000, 800, regions: [foldX(600, 40, height: 800)]), subject: overlay(),
      primary: .shown(rect(640, 0, 360, 800), N, 0), secondary: .shown(rect(0, 0, 600, 800), N, 0)),
    LayoutCase(
      name: "O2: right-to-left book pose puts the primary on the left (trailing) page",
      context: bookContext(rtl: true), subject: overlay(),
      primary: .shown(leftPage, N, 0), secondary: .shown(rightPage, N, 0)),
  ]

  static let o3Cases: [LayoutCase] = [
    LayoutCase(
      name: "O3: primary asks for the leading page",
      context: bookContext(), subject: overlay(.leading),
      primary: .shown(leftPage, N, 0), secondary: .shown(rightPage, N, 0), diagnostics: []),
    LayoutCase(
      name: "O3: the secondary's preference places it, the primary takes the other side",
      context: bookContext(), subject: overlay([], .trailing),
      primary: .shown(leftPage, N, 0), secondary: .shown(rightPage, N, 0)),
    LayoutCase(
      name: "O3: a secondary asking for its default side changes nothing",
      context: bookContext(), subject: overlay([], .leading),
      primary: .shown(rightPage, N, 0), secondary: .shown(leftPage, N, 0)),
    LayoutCase(
      name: "O3: both opposite edges state no preference",
      context: bookContext(), subject: overlay([.leading, .trailing], [.leading, .trailing]),
      primary: .shown(rightPage, N, 0), secondary: .shown(leftPage, N, 0), diagnostics: []),
    LayoutCase(
      name: "O3: top and bottom do not count for a fold running top to bottom",
      context: bookContext(), subject: overlay(.top, .bottom),
      primary: .shown(rightPage, N, 0), secondary: .shown(leftPage, N, 0)),
    LayoutCase(
      name: "O3: all edges state no preference",
      context: bookContext(), subject: overlay(.all, []),
      primary: .shown(rightPage, N, 0), secondary: .shown(leftPage, N, 0)),
    LayoutCase(
      name: "O3: conflicting preferences follow the primary with a diagnostic",
      context: bookContext(), subject: overlay(.leading, .leading),
      primary: .shown(leftPage, N, 0), secondary: .shown(rightPage, N, 0), diagnostics: [.conflictingEdges]),
    LayoutCase(
      name: "O3: agreeing preferences produce no diagnostic",
      context: bookContext(), subject: overlay(.leading, .trailing),
      primary: .shown(leftPage, N, 0), secondary: .shown(rightPage, N, 0), diagnostics: []),
    LayoutCase(
      name: "O3: tabletop, the primary asks for the top",
      context: tabletopContext, subject: overlay(.top),
      primary: .shown(topHalf, N, 0), secondary: .shown(bottomHalf, N, 0)),
    LayoutCase(
      name: "O3: tabletop, the secondary asks for the bottom",
      context: tabletopContext, subject: overlay([.leading], .bottom),
      primary: .shown(topHalf, N, 0), secondary: .shown(bottomHalf, N, 0)),
    LayoutCase(
      name: "O3: tabletop, conflicting bottoms follow the primary",
      context: tabletopContext, subject: overlay(.bottom, .bottom),
      primary: .shown(bottomHalf, N, 0), secondary: .shown(topHalf, N, 0), diagnostics: [.conflictingEdges]),
    LayoutCase(
      name: "O3: leading is the right page in right-to-left layout",
      context: bookContext(rtl: true), subject: overlay(.leading),
      primary: .shown(rightPage, N, 0), secondary: .shown(leftPage, N, 0)),
  ]

  static let o4Cases: [LayoutCase] = [
    LayoutCase(
      name: "O4: a fold axis not in axes shows only the primary, on its O2 side on a tie",
      context: bookContext(), subject: overlay(axes: .vertical),
      primary: .shown(rightPage, N, 0), secondary: .hidden),
    LayoutCase(
      name: "O4: the primary fills the longer segment",
      context: box(1000, 800, regions: [foldX(600, 40, height: 800)]), subject: overlay(axes: .vertical),
      primary: .shown(rect(0, 0, 600, 800), N, 0), secondary: .hidden),
    LayoutCase(
      name: "O4: on a tie the primary takes its O3 side",
      context: bookContext(), subject: overlay(.leading, axes: .vertical),
      primary: .shown(leftPage, N, 0), secondary: .hidden),
    LayoutCase(
      name: "O4: on a tie the secondary's preference still sets the primary's side",
      context: bookContext(), subject: overlay([], .trailing, axes: .vertical),
      primary: .shown(leftPage, N, 0), secondary: .hidden),
    LayoutCase(
      name: "O4: tabletop with horizontal-only axes shows the primary at the bottom",
      context: tabletopContext, subject: overlay(axes: .horizontal),
      primary: .shown(bottomHalf, N, 0), secondary: .hidden),
  ]

  static let o5Cases: [LayoutCase] = [
    LayoutCase(
      name: "O5: a lone primary fills the container without a fold, zIndex 0",
      context: box(1000, 800, secondary: nil), subject: overlay(),
      primary: .shown(rect(0, 0, 1000, 800), N, 0), secondary: .absent),
    LayoutCase(
      name: "O5: a lone secondary fills the container without a fold",
      context: box(1000, 800, primary: nil), subject: overlay(),
      primary: .absent, secondary: .shown(rect(0, 0, 1000, 800), N, 0)),
    LayoutCase(
      name: "O5: a lone secondary takes its leading side on equal pages",
      context: bookContext(primary: nil), subject: overlay(),
      primary: .absent, secondary: .shown(leftPage, N, 0)),
    LayoutCase(
      name: "O5: a lone primary takes its trailing side on equal pages",
      context: bookContext(secondary: nil), subject: overlay(),
      primary: .shown(rightPage, N, 0), secondary: .absent),
    LayoutCase(
      name: "O5: a lone view fills the longer segment",
      context: box(1000, 800, regions: [foldX(200, 40, height: 800)], primary: nil), subject: overlay(),
      primary: .absent, secondary: .shown(rect(240, 0, 760, 800), N, 0)),
    LayoutCase(
      name: "O5: a lone secondary with a fold axis not in axes fills the longer segment",
      context: box(1000, 800, regions: [foldX(200, 40, height: 800)], primary: nil), subject: overlay(axes: .vertical),
      primary: .absent, secondary: .shown(rect(240, 0, 760, 800), N, 0)),
    LayoutCase(
      name: "O5: no view present gives an empty layout",
      context: bookContext(primary: nil, secondary: nil), subject: overlay(),
      primary: .absent, secondary: .absent),
  ]

  @Test("O1: layered without a fold", arguments: o1Cases)
  func o1(_ row: LayoutCase) { row.verify() }

  @Test("O2: separated by a fold, primary trailing or at the bottom", arguments: o2Cases)
  func o2(_ row: LayoutCase) { row.verify() }

  @Test("O3: edge preferences, the primary's wins", arguments: o3Cases)
  func o3(_ row: LayoutCase) { row.verify() }

  @Test("O4: fold axis not allowed shows only the primary", arguments: o4Cases)
  func o4(_ row: LayoutCase) { row.verify() }

  @Test("O5: one view present", arguments: o5Cases)
  func o5(_ row: LayoutCase) { row.verify() }

  @Test("O6: zIndex 1 only for a primary layered over a shown secondary; splitAxis always neither")
  func o6() {
    let contexts = [box(1000, 800), Self.bookContext(), box(1000, 800, secondary: nil), Self.tabletopContext]
    let expectedZ = [1, 0, 0, 0]
    for (context, z) in zip(contexts, expectedZ) {
      let layout = OverlayArrangement().layout(in: context)
      #expect(layout[.primary]?.state.zIndex == z, "\(context)")
      #expect((layout[ViewPlacement.secondary]?.state.zIndex ?? 0) == 0)
      for placement in ViewPlacement.allCases {
        #expect((layout[placement]?.state.splitAxis ?? Axis.neither) == Axis.neither)
      }
    }
    let hidden = OverlayArrangement().axes(.vertical).layout(in: Self.bookContext())[.secondary]
    #expect(hidden == .hidden)
  }
}
