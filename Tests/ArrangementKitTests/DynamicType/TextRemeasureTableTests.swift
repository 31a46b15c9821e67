import ArrangementKit
import Foundation
import Testing

/// One row of the DT1/DT2 table: a label's state before, one change, and the size the next
/// pass must give it. Sizes are derived by hand from ``HalfEmMeasurer`` (0.5 em per
/// character, lines 1.25 em, rounded up to points at scale 1): body is 17 pt at `.large` and
/// 21 pt at `.extraExtraLarge` (the HIG table).
struct RemeasureRow: CustomTestStringConvertible, Sendable {
  let name: String
  let before: CGSize
  let after: CGSize
  let setup: @MainActor @Sendable (LabelScreen) -> Void
  let change: @MainActor @Sendable (LabelScreen) -> Void

  var testDescription: String { name }

  init(
    _ name: String, before: CGSize, after: CGSize,
    setup: @escaping @MainActor @Sendable (LabelScreen) -> Void = { _ in },
    change: @escaping @MainActor @Sendable (LabelScreen) -> Void
  ) {
    self.name = name
    self.before = before
    self.after = after
    self.setup = setup
    self.change = change
  }
}

/// "Reading", body 17: 7 × 8.5 = 59.5 → 60 wide, 21.25 → 22 tall.
private let reading = CGSize(width: 60, height: 22)
/// "Reading", body 21 (xxL): 7 × 10.5 = 73.5 → 74, 26.25 → 27.
private let readingLarge = CGSize(width: 74, height: 27)

/// "Read a lot" wrapped at 70 (8 characters of 8.5): "Read a" / "lot" by words (51 × 42.5),
/// "Read a l" / "ot" by characters (68 × 42.5).
@MainActor private func wrapped(_ screen: LabelScreen) {
  screen.label.text = "Read a lot"
  screen.label.preferredMaxLayoutWidth = 70
  screen.label.numberOfLines = 0
}

private let rows: [RemeasureRow] = [
  RemeasureRow("text", before: reading, after: CGSize(width: 77, height: 22)) { $0.label.text = "Read more" },
  RemeasureRow("font", before: reading, after: CGSize(width: 70, height: 25)) {
    $0.label.font = .systemFont(ofSize: 20)
  },
  RemeasureRow(
    "numberOfLines", before: CGSize(width: 85, height: 22), after: CGSize(width: 51, height: 43),
    setup: {
      wrapped($0)
      $0.label.numberOfLines = 1
    },
    change: { $0.label.numberOfLines = 0 }
  ),
  RemeasureRow(
    "lineBreakMode", before: CGSize(width: 51, height: 43), after: CGSize(width: 68, height: 43), setup: wrapped,
    change: { $0.label.lineBreakMode = .byCharWrapping }
  ),
  RemeasureRow(
    "preferredMaxLayoutWidth", before: CGSize(width: 51, height: 43), after: CGSize(width: 85, height: 22),
    setup: wrapped,
    change: { $0.label.preferredMaxLayoutWidth = 100 }
  ),
  RemeasureRow("category from the display (simulator)", before: reading, after: readingLarge) {
    $0.window.display.traits.preferredContentSizeCategory = .extraExtraLarge
  },
  RemeasureRow("category from a controller's trait override", before: reading, after: readingLarge) {
    $0.controller.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
  },
  RemeasureRow("category from the label's own trait override", before: reading, after: readingLarge) {
    $0.label.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
  },
  RemeasureRow("category from the superview's trait override", before: reading, after: readingLarge) {
    $0.label.superview?.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
  },
  RemeasureRow(
    "category limited by the controller's maximum (DT5)", before: readingLarge, after: reading,
    setup: { $0.window.display.traits.preferredContentSizeCategory = .extraExtraLarge },
    change: { $0.controller.maximumContentSizeCategory = .large }
  ),
  RemeasureRow(
    "category raised by the label's minimum (DT5)", before: reading, after: readingLarge,
    change: { $0.label.minimumContentSizeCategory = .extraExtraLarge }
  ),
  RemeasureRow(
    "adjustsFontForContentSizeCategory turned on", before: reading, after: readingLarge,
    setup: {
      $0.label.adjustsFontForContentSizeCategory = false
      $0.window.display.traits.preferredContentSizeCategory = .extraExtraLarge
    },
    change: { $0.label.adjustsFontForContentSizeCategory = true }
  ),
  RemeasureRow(
    "with the flag off the font keeps the size it had", before: readingLarge, after: readingLarge,
    setup: {
      $0.window.display.traits.preferredContentSizeCategory = .extraExtraLarge
      $0.window.layoutIfNeeded()
      $0.label.adjustsFontForContentSizeCategory = false
    },
    change: { $0.window.display.traits.preferredContentSizeCategory = .accessibilityMedium }
  ),
  // A measurer of 10 per character and 20 per line: 70 × 20.
  RemeasureRow("the window's measurer replaced", before: reading, after: CGSize(width: 70, height: 20)) {
    $0.window.textMeasurer = TenPointMeasurer()
  },
  RemeasureRow("moved to a window with another measurer", before: reading, after: CGSize(width: 70, height: 20)) {
    let other = Window(display: Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 400)))
    other.textMeasurer = TenPointMeasurer()
    other.makeKeyAndVisible()
    $0.window.rootViewController = nil
    other.rootViewController = $0.controller
    $0.keep(other)
  },
]

@MainActor
@Suite("DT1, DT2: no stale text measurement")
struct TextRemeasureTableTests {
  @Test(
    "DT1, DT2: every change a label is measured against re-measures it on the next pass", arguments: rows,
    TextLayoutSystem.allCases)
  func remeasures(row: RemeasureRow, system: TextLayoutSystem) {
    let screen = LabelScreen(system)
    row.setup(screen)
    #expect(screen.laidOutSize == row.before, "before \(row.name), \(system)")
    row.change(screen)
    #expect(screen.laidOutSize == row.after, "after \(row.name), \(system)")
  }

  @Test("DT1: a category change that alters no font re-measures nothing")
  func unchangedFontsMeasureNothing() {
    for system in TextLayoutSystem.allCases {
      let measurer = CountingMeasurer()
      let screen = LabelScreen(system, measurer: measurer)
      screen.label.font = .systemFont(ofSize: 17)  // a fixed font: the category does not reach it
      #expect(screen.laidOutSize == reading, "\(system)")
      let calls = measurer.calls
      screen.window.display.traits.preferredContentSizeCategory = .accessibilityExtraLarge
      #expect(screen.laidOutSize == reading, "\(system)")
      #expect(measurer.calls == calls, "\(system): nothing measured again")
      // The control: the same change with a text-style font does measure again.
      screen.label.font = .preferredFont(forTextStyle: .body)
      #expect(screen.laidOutSize != reading, "\(system)")
      #expect(measurer.calls > calls, "\(system)")
    }
  }
}
