import ArrangementCore
import Foundation
import Testing

/// `ArrangementLayout.replace(with:)`, the part-by-part store the arrangement controller keeps
/// its latest solve with: for every pair of layouts it must leave exactly what `self = other`
/// leaves — frames, states and diagnostics, inline (up to eight) or spilled (beyond).
@Suite("E2: replacing a stored layout part by part is plain assignment")
struct LayoutReplacementTests {
  /// A layout with `count` diagnostics (beyond eight they spill into the array), frames
  /// offset by `shift`, and an absent secondary when `lone`.
  static func layout(diagnostics count: Int, shift: CGFloat, lone: Bool = false) -> ArrangementLayout {
    let state = ViewState(isHidden: false, splitAxis: .horizontal, zIndex: 0)
    let diagnostics = (0..<count).map { index in
      ArrangementDiagnostic(
        kind: .invalidRegionFrame, subject: .region(index), value: CGFloat(index) + shift, replacement: -shift)
    }
    return ArrangementLayout(
      primary: .init(frame: CGRect(x: shift, y: 0, width: 400, height: 600), state: state),
      secondary: lone ? nil : .init(frame: CGRect(x: 400 + shift, y: 0, width: 600, height: 600), state: state),
      diagnostics: diagnostics)
  }

  /// None, a few, exactly the inline eight, and twelve (four spilled).
  static let counts = [0, 3, 8, 12]
  static let pairs: [(old: Int, new: Int)] = counts.flatMap { old in counts.map { new in (old, new) } }

  @Test("E2: replace(with:) leaves what assignment leaves, inline and spilled diagnostics alike", arguments: pairs)
  func replacementIsAssignment(_ pair: (old: Int, new: Int)) {
    var replaced = Self.layout(diagnostics: pair.old, shift: 1)
    var assigned = replaced
    let new = Self.layout(diagnostics: pair.new, shift: 7, lone: pair.new == 3)
    replaced.replace(with: new)
    assigned = new
    #expect(replaced == assigned)
    #expect(replaced.diagnosticCount == pair.new)
    #expect(replaced.diagnostics == new.diagnostics)
    #expect(replaced.secondary == new.secondary)
    #expect(replaced.hashValue == new.hashValue)
  }

  @Test("E2: a replaced layout's copy is unaffected by the next replacement")
  func copiesStayIndependent() {
    var stored = Self.layout(diagnostics: 12, shift: 1)
    let copy = stored
    stored.replace(with: Self.layout(diagnostics: 0, shift: 2))
    #expect(copy == Self.layout(diagnostics: 12, shift: 1))
    #expect(copy.diagnosticCount == 12)
    #expect(stored.diagnosticCount == 0)
  }
}
