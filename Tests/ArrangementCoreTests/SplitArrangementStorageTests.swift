import ArrangementCore
import Foundation
import Testing

/// `SplitArrangement` keeps both views' settings in one shared, immutable box (issue 14): it
/// must still behave as a plain value — a copy never sees the other's mutations, equality and
/// hashing are by content.
@Suite("S4: a split's view properties behave as a value")
struct SplitArrangementStorageTests {
  static var tuned: SplitArrangement {
    var split = SplitArrangement()
    split.primary.width = .init(minimum: .absolute(280), preferred: .fractional(0.4))
    split.secondary.layoutPriority = 2
    return split
  }

  @Test("S4: mutating a copy leaves the original unchanged, for either view")
  func copiesAreIndependent() {
    let original = Self.tuned
    var copy = original
    copy.primary.width.maximum = .absolute(500)
    copy.secondary.height.minimum = .absolute(10)
    #expect(original.primary.width.maximum == .automatic)
    #expect(original.secondary.height.minimum == .automatic)
    #expect(copy.primary.width.maximum == .absolute(500))
    #expect(copy.secondary.height.minimum == .absolute(10))
    #expect(copy != original)
  }

  @Test("S4: equal settings are equal and hash alike, however they were built")
  func equalityIsByContent() {
    var rebuilt = SplitArrangement()
    rebuilt.setViewProperties(Self.tuned.primary, for: .primary)
    rebuilt.setViewProperties(Self.tuned.secondary, for: .secondary)
    #expect(rebuilt == Self.tuned)
    #expect(rebuilt.hashValue == Self.tuned.hashValue)
    #expect(rebuilt.axes(.vertical) != Self.tuned)
  }

  @Test("S4: a copy solves like the original")
  func copySolvesTheSame() {
    let context = ArrangementContext(
      bounds: CGRect(x: 0, y: 0, width: 1000, height: 700), horizontalSizeClass: .regular,
      verticalSizeClass: .regular)
    let copy = Self.tuned
    #expect(copy.layout(in: context) == Self.tuned.layout(in: context))
    let width = Self.tuned.layout(in: context).primary?.frame.width ?? .nan
    #expect(LengthTolerance.isEqual(width, 400))
  }
}
