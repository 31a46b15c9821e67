import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Stack views (K1–K4)")
struct StackViewTests {
  /// A stack pinned to the container's top-left corner with a fixed size.
  func makeStack(_ fixture: AutoLayoutFixture, width: CGFloat, height: CGFloat, _ views: [View]) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    fixture.container.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
      stack.topAnchor.constraint(equalTo: fixture.container.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: width),
      stack.heightAnchor.constraint(equalToConstant: height),
    ])
    return stack
  }

  func boxes(_ widths: [CGFloat], height: CGFloat = 20) -> [IntrinsicView] {
    widths.map { IntrinsicView(CGSize(width: $0, height: height)) }
  }

  @Test("K1: arranging sets translatesAutoresizingMaskIntoConstraints; removing keeps the subview; spacing applies")
  func arranging() {
    let fixture = AutoLayoutFixture()
    let views = boxes([50, 60])
    let stack = makeStack(fixture, width: 300, height: 20, views)
    stack.spacing = 10
    stack.distribution = .equalSpacing
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    #expect(stack.subviews.count == 2)
    fixture.layout()
    #expect(views[0].frame.isClose(to: CGRect(x: 0, y: 0, width: 50, height: 20)))
    // equalSpacing pushes the last view to the end: 300 − 60 = 240.
    #expect(views[1].frame.minX.isClose(to: 240))
    stack.removeArrangedSubview(views[1])
    #expect(stack.arrangedSubviews.count == 1)
    #expect(stack.subviews.count == 2)
    #expect(StackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
  }

  @Test("K1: custom spacing after a view; a hidden arranged view takes no space and no spacing")
  func customSpacingAndHidden() {
    let fixture = AutoLayoutFixture()
    let views = boxes([50, 60, 70])
    let stack = makeStack(fixture, width: 300, height: 20, views)
    stack.distribution = .equalSpacing
    stack.spacing = 5
    stack.setCustomSpacing(30, after: views[0])
    stack.axis = .horizontal
    let column = StackView(arrangedSubviews: boxes([10, 10, 10], height: 40))
    column.axis = .vertical
    column.spacing = 4
    column.setCustomSpacing(12, after: column.arrangedSubviews[0])
    column.translatesAutoresizingMaskIntoConstraints = false
    fixture.container.addSubview(column)
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
      column.topAnchor.constraint(equalTo: fixture.container.topAnchor, constant: 100),
      column.widthAnchor.constraint(equalToConstant: 10),
    ])
    fixture.layout()
    // The column's height hugs its content: 3 × 40 + 12 + 4.
    #expect(column.frame.height.isClose(to: 136))
    #expect(column.arrangedSubviews[1].frame.minY.isClose(to: 52))
    #expect(column.arrangedSubviews[2].frame.minY.isClose(to: 96))
    column.arrangedSubviews[1].isHidden = true
    fixture.layout()
    // The hidden view and the spacing after it are gone: 40 + 12 + 40.
    #expect(column.frame.height.isClose(to: 92))
    #expect(column.arrangedSubviews[2].frame.minY.isClose(to: 52))
    #expect(views[0].frame.maxX.isClose(to: 50))
  }

  @Test("K2: fill gives the extra room to the lowest hugging, ties to the last view")
  func fill() {
    let fixture = AutoLayoutFixture()
    let views = boxes([50, 60, 70])
    let stack = makeStack(fixture, width: 300, height: 20, views)
    stack.spacing = 10
    fixture.layout()
    // 300 − 20 spacing − 180 content = 100 extra, all to the last view (equal hugging).
    #expect(views[0].frame.width.isClose(to: 50))
    #expect(views[1].frame.width.isClose(to: 60))
    #expect(views[2].frame.width.isClose(to: 170))
    views[0].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
    stack.setNeedsUpdateConstraints()
    fixture.layout()
    #expect(views[0].frame.width.isClose(to: 150))
    #expect(views[2].frame.width.isClose(to: 70))
    #expect(views[2].frame.maxX.isClose(to: 300))
  }

  @Test("K2: fill takes missing room from the lowest compression resistance")
  func fillCompressed() {
    let fixture = AutoLayoutFixture()
    let views = boxes([100, 100, 100])
    let stack = makeStack(fixture, width: 240, height: 20, views)
    views[1].setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
    fixture.layout()
    #expect(views[0].frame.width.isClose(to: 100))
    #expect(views[1].frame.width.isClose(to: 40))
    #expect(views[2].frame.width.isClose(to: 100))
    _ = stack
  }

  @Test("K2: fillEqually, fillProportionally, equalSpacing and equalCentering")
  func distributions() {
    struct Case {
      let distribution: StackView.Distribution
      let expectedMinX: [CGFloat]
      let expectedWidths: [CGFloat]
    }
    // Intrinsic widths 20, 40, 60 in a 300 pt stack with spacing 10, at @3x (thirds of a
    // point lie on the pixel grid, L9).
    let cases = [
      // (300 − 20) / 3 = 93.333 each.
      Case(
        distribution: .fillEqually, expectedMinX: [0, 103.333, 206.667], expectedWidths: [93.333, 93.333, 93.333]),
      // 280 in proportion 1 : 2 : 3 → 46.667, 93.333, 140.
      Case(
        distribution: .fillProportionally, expectedMinX: [0, 56.667, 160], expectedWidths: [46.667, 93.333, 140]),
      // Gaps (300 − 120) / 2 = 90.
      Case(distribution: .equalSpacing, expectedMinX: [0, 110, 240], expectedWidths: [20, 40, 60]),
      // Centres at 10 and 270 with the middle one halfway: centre 140 → minX 120.
      Case(distribution: .equalCentering, expectedMinX: [0, 120, 240], expectedWidths: [20, 40, 60]),
    ]
    for testCase in cases {
      let fixture = AutoLayoutFixture(scale: 3)
      let views = boxes([20, 40, 60])
      let stack = makeStack(fixture, width: 300, height: 20, views)
      stack.spacing = 10
      stack.distribution = testCase.distribution
      fixture.layout()
      for (index, view) in views.enumerated() {
        #expect(
          LengthTolerance.isEqual(view.frame.minX, testCase.expectedMinX[index], tolerance: 0.001),
          "\(testCase.distribution) \(index): \(view.frame)")
        #expect(
          LengthTolerance.isEqual(view.frame.width, testCase.expectedWidths[index], tolerance: 0.001),
          "\(testCase.distribution) \(index): \(view.frame)")
      }
    }
  }

  @Test("K3: fill, leading, center, trailing and baseline alignments")
  func alignments() {
    struct Case {
      let alignment: StackView.Alignment
      let minY: CGFloat
      let height: CGFloat
    }
    // A 20 pt tall view in a 100 pt tall horizontal stack; a 60 pt view sets the baseline.
    let cases = [
      Case(alignment: .fill, minY: 0, height: 100),
      Case(alignment: .top, minY: 0, height: 20),
      Case(alignment: .center, minY: 40, height: 20),
      Case(alignment: .bottom, minY: 80, height: 20),
      // A plain view's baseline is its bottom: both bottoms align at the taller view's.
      Case(alignment: .firstBaseline, minY: 40, height: 20),
      Case(alignment: .lastBaseline, minY: 40, height: 20),
    ]
    for testCase in cases {
      let fixture = AutoLayoutFixture()
      let tall = IntrinsicView(CGSize(width: 10, height: 60))
      let short = IntrinsicView(CGSize(width: 10, height: 20))
      let stack = makeStack(fixture, width: 100, height: 100, [tall, short])
      stack.alignment = testCase.alignment
      fixture.layout()
      #expect(short.frame.minY.isClose(to: testCase.minY), "\(testCase.alignment)")
      #expect(short.frame.height.isClose(to: testCase.height), "\(testCase.alignment)")
    }
  }

  @Test("K4: nested stacks lay out; the stack owns a number of constraints linear in its views")
  func nestedAndLinear() {
    let fixture = AutoLayoutFixture()
    var rows: [View] = []
    for _ in 0..<20 {
      let row = StackView(arrangedSubviews: boxes([40, 80]))
      row.spacing = 8
      rows.append(row)
    }
    let column = makeStack(fixture, width: 300, height: 400, rows)
    column.axis = .vertical
    column.distribution = .fillEqually
    fixture.layout()
    #expect(rows[19].frame.isClose(to: CGRect(x: 0, y: 380, width: 300, height: 20)))
    let inner = rows[19].subviews
    #expect(inner[1].frame.isClose(to: CGRect(x: 48, y: 0, width: 252, height: 20)))
    // Main axis: 2 ends + one per gap + one per view; cross axis: 2 per view.
    #expect(column.constraints.filter { $0.identifier == "StackView" }.count == 2 + 19 + 19 + 40)
  }

  @Test("K1: an arranged view taken out of the stack's subviews takes no space; added back, it is arranged again")
  func arrangedViewLeavesAndReturns() {
    let fixture = AutoLayoutFixture()
    let views = boxes([10, 10, 10])
    let stack = makeStack(fixture, width: 300, height: 20, views)
    stack.distribution = .fillEqually
    let width = stack.constraints.first {
      $0.firstItem === stack && $0.firstAttribute == .width && $0.secondItem == nil
    }
    #expect(width != nil)
    fixture.layout()
    #expect(views[2].frame.width.isClose(to: 100))
    let made = stack.constraints.filter { $0.identifier == "StackView" }
    // A resize that changes nothing in the arrangement keeps the stack's constraints.
    width?.constant = 330
    fixture.layout()
    let kept = stack.constraints.filter { $0.identifier == "StackView" }
    #expect(kept.count == made.count && zip(kept, made).allSatisfy { $0 === $1 && $0.isActive })
    #expect(views[2].frame.isClose(to: CGRect(x: 220, y: 0, width: 110, height: 20)))
    views[2].removeFromSuperview()
    width?.constant = 240
    fixture.layout()
    #expect(stack.arrangedSubviews.count == 2)
    // Two views share 240 points.
    #expect(views[1].frame.isClose(to: CGRect(x: 120, y: 0, width: 120, height: 20)))
    stack.addSubview(views[2])
    width?.constant = 300
    fixture.layout()
    #expect(stack.arrangedSubviews.count == 3)
    #expect(views[2].frame.isClose(to: CGRect(x: 200, y: 0, width: 100, height: 20)))
  }
}
