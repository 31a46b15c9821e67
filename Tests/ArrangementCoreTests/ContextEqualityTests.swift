import ArrangementCore
import Foundation
import Testing

/// `ArrangementContext.==` and `PlacementContent.==` are written out (so that the object model
/// inlines them, C5); they must stay the synthesized equality: every input counts, NaN is
/// unequal, −0 equals +0, and equal contexts hash alike.
@Suite("C5/E3: context equality compares every input")
struct ContextEqualityTests {
  static let base = ArrangementContext(
    bounds: CGRect(x: 1, y: 2, width: 300, height: 400), horizontalSizeClass: .regular,
    verticalSizeClass: .compact, layoutDirection: .leftToRight, displayScale: 2,
    reservedRegions: [ReservedRegion(kind: .division, frame: CGRect(x: 140, y: 0, width: 20, height: 400))],
    primary: .init(intrinsicContentSize: CGSize(width: 10, height: 20)), secondary: .init())

  /// One change to each field.
  static let changes: [(String, @Sendable (inout ArrangementContext) -> Void)] = [
    ("x", { $0.bounds.origin.x += 1 }), ("y", { $0.bounds.origin.y += 1 }),
    ("width", { $0.bounds.size.width += 1 }), ("height", { $0.bounds.size.height += 1 }),
    ("horizontal size class", { $0.horizontalSizeClass = .compact }),
    ("vertical size class", { $0.verticalSizeClass = .regular }),
    ("direction", { $0.layoutDirection = .rightToLeft }), ("scale", { $0.displayScale = 3 }),
    ("no scale", { $0.displayScale = nil }), ("regions", { $0.reservedRegions = [] }),
    (
      "region activity",
      {
        $0.reservedRegions = [
          ReservedRegion(kind: .division, frame: CGRect(x: 140, y: 0, width: 20, height: 400), isActive: false)
        ]
      }
    ),
    ("primary absent", { $0.primary = nil }), ("primary intrinsic none", { $0.primary = .init() }),
    ("primary intrinsic width", { $0.primary?.intrinsicContentSize?.width = 11 }),
    ("primary intrinsic height", { $0.primary?.intrinsicContentSize?.height = 21 }),
    ("secondary absent", { $0.secondary = nil }),
    ("secondary intrinsic", { $0.secondary = .init(intrinsicContentSize: .zero) }),
  ]

  @Test("C5: a change to any one input makes contexts unequal", arguments: changes.indices)
  func eachFieldCounts(index: Int) {
    var changed = Self.base
    Self.changes[index].1(&changed)
    #expect(changed != Self.base, "\(Self.changes[index].0)")
    #expect(Self.base != changed, "\(Self.changes[index].0)")
  }

  @Test("C5: equal inputs are equal and hash alike; −0 equals +0")
  func equalInputs() {
    let copy = Self.base
    #expect(copy == Self.base)
    #expect(copy.hashValue == Self.base.hashValue)
    var zero = Self.base
    zero.bounds.origin.x = 0
    var negativeZero = Self.base
    negativeZero.bounds.origin.x = -0.0
    #expect(zero == negativeZero)
    #expect(zero.hashValue == negativeZero.hashValue)
  }

  @Test("C5: a NaN bound or intrinsic size is unequal, even to itself")
  func nanIsUnequal() {
    var nanBounds = Self.base
    nanBounds.bounds.size.width = .nan
    #expect(nanBounds != nanBounds)
    var nanSize = Self.base
    nanSize.primary?.intrinsicContentSize?.height = .nan
    #expect(nanSize != nanSize)
  }
}
