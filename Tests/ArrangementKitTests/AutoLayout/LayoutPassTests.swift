@_spi(Testing) import ArrangementKit
import ArrangementTesting
import Foundation
import Testing

@MainActor
@Suite("Auto Layout layout pass (L5–L12)")
struct LayoutPassTests {
  /// Pins `view` to the container's four edges with `inset`.
  func pinToEdges(_ view: View, of container: View, inset: CGFloat = 0) {
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset),
    ])
  }

  @Test("L5: leading and trailing follow the layout direction, left and right never flip")
  func direction() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let fixture = AutoLayoutFixture(width: 400, direction: direction)
      let lead = fixture.constrainedView()
      let left = fixture.constrainedView()
      LayoutConstraint.activate([
        lead.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor, constant: 20),
        lead.widthAnchor.constraint(equalToConstant: 100),
        left.leftAnchor.constraint(equalTo: fixture.container.leftAnchor, constant: 20),
        left.widthAnchor.constraint(equalToConstant: 100),
      ])
      for view in [lead, left] {
        view.topAnchor.constraint(equalTo: fixture.container.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
      }
      fixture.layout()
      // Right to left: the leading edge is 20 from the right: 400 − 20 − 100 = 280.
      #expect(lead.frame.minX.isClose(to: (direction == .leftToRight ? 20 : 280)), "\(direction)")
      #expect(left.frame.minX.isClose(to: 20), "\(direction)")
    }
  }

  @Test("L5: a right-to-left trait change re-solves leading constraints")
  func directionChange() {
    let fixture = AutoLayoutFixture(width: 400)
    let view = fixture.constrainedView()
    pinLeadingItem(view, in: fixture.container)
    fixture.layout()
    #expect(view.frame.minX.isClose(to: 10))
    fixture.window.display.traits = TraitCollection(layoutDirection: .rightToLeft)
    fixture.layout()
    #expect(view.frame.minX.isClose(to: 340))
  }

  @Test(
    "L5: a subtree moved under another layout direction re-resolves the leading constraints inside it in the next pass",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func directionAfterMove(start: LayoutDirection) {
    let fixture = AutoLayoutFixture(width: 400)
    // Two boxes covering the container, one of each direction; a card moves from one to the
    // other with its item, whose constraints the card holds (so they stay installed).
    let boxes = [LayoutDirection.leftToRight, .rightToLeft].map { direction -> View in
      let box = View(frame: fixture.container.bounds)
      box.traitOverrides.layoutDirection = direction
      fixture.container.addSubview(box)
      return box
    }
    let card = View(frame: fixture.container.bounds)
    (start == .leftToRight ? boxes[0] : boxes[1]).addSubview(card)
    let item = fixture.constrainedView(in: card)
    pinLeadingItem(item, in: card)
    fixture.layout()
    // Leading is 10 from the left left to right, 10 from the right (400 − 10 − 50) right to left.
    #expect(item.frame.minX.isClose(to: start == .leftToRight ? 10 : 340), "\(start)")
    (start == .leftToRight ? boxes[1] : boxes[0]).addSubview(card)
    fixture.layout()
    #expect(item.frame.minX.isClose(to: start == .leftToRight ? 340 : 10), "\(start), moved")
  }

  @Test(
    "L5: a controller's layout-direction override re-resolves the leading and trailing constraints below it in the next pass"
  )
  func directionOverrideOnController() {
    let display = Display(bounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let window = Window(display: display)
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(view)
    pinLeadingItem(view, in: controller.view)
    window.layoutIfNeeded()
    // Right to left the leading edge is 10 from the right: 400 − 10 − 50 = 340 (seed 1592590879).
    for (direction, expected) in [(LayoutDirection.rightToLeft, CGFloat(340)), (.leftToRight, 10), (.rightToLeft, 340)]
    {
      controller.traitOverrides.layoutDirection = direction
      window.layoutIfNeeded()
      #expect(view.traitCollection.layoutDirection == direction)
      #expect(view.frame.minX.isClose(to: expected), "\(direction): \(view.frame)")
    }
  }

  @Test("L6: views made in code translate their mask; their frame holds as required constraints")
  func translatesAutoresizingMask() {
    #expect(View().translatesAutoresizingMaskIntoConstraints)
    let fixture = AutoLayoutFixture()
    let fixed = View(frame: CGRect(x: 30, y: 40, width: 120, height: 60))
    fixture.container.addSubview(fixed)
    let follower = fixture.constrainedView()
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
    ])
    fixture.layout()
    #expect(follower.frame.isClose(to: CGRect(x: 160, y: 100, width: 120, height: 60)))
    #expect(fixed.frame.isClose(to: CGRect(x: 30, y: 40, width: 120, height: 60)))
    // Moving the translating view by its frame moves the constrained one in the next pass.
    fixed.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    fixture.layout()
    #expect(follower.frame.isClose(to: CGRect(x: 210, y: 20, width: 200, height: 20)))
    // A move that keeps the size is followed too.
    fixed.frame.origin = CGPoint(x: 5, y: 5)
    fixture.layout()
    #expect(follower.frame.isClose(to: CGRect(x: 215, y: 25, width: 200, height: 20)))
  }

  @Test("L7: the intrinsic size holds at compression resistance and hugging priorities")
  func intrinsicSize() {
    let fixture = AutoLayoutFixture()
    let label = IntrinsicView(CGSize(width: 80, height: 20))
    fixture.container.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: fixture.container.leadingAnchor),
      label.topAnchor.constraint(equalTo: fixture.container.topAnchor),
    ])
    fixture.layout()
    #expect(label.frame.size.isClose(to: CGSize(width: 80, height: 20)))
    // A wish of 60 at 700 loses to compression resistance (750); at 800 it wins.
    let narrow = label.widthAnchor.constraint(equalToConstant: 60)
    narrow.priority = LayoutPriority(700)
    narrow.isActive = true
    fixture.layout()
    #expect(label.frame.width.isClose(to: 80))
    label.setContentCompressionResistancePriority(LayoutPriority(650), for: .horizontal)
    fixture.layout()
    #expect(label.frame.width.isClose(to: 60))
    #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 650)
    #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
    narrow.isActive = false
    label.size = CGSize(width: 120, height: 30)
    fixture.layout()
    #expect(label.frame.size.isClose(to: CGSize(width: 80, height: 20)))
    label.invalidateIntrinsicContentSize()
    fixture.layout()
    #expect(label.frame.size.isClose(to: CGSize(width: 120, height: 30)))
  }

  @Test("L8: update-constraints phase bottom-up, then one solve, then layoutSubviews sees the frames")
  func layoutPassOrder() {
    final class Recorder: View {
      var log: [String] = []
      var seenChildFrame: CGRect?
      let name: String
      weak var parentLog: Recorder?
      init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
      }
      override func updateConstraints() {
        (parentLog ?? self).log.append("update \(name)")
        super.updateConstraints()
      }
      override func layoutSubviews() {
        super.layoutSubviews()
        (parentLog ?? self).log.append("layout \(name)")
        seenChildFrame = subviews.first?.frame
      }
    }
    let fixture = AutoLayoutFixture()
    let outer = Recorder("outer")
    outer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    fixture.container.addSubview(outer)
    let inner = Recorder("inner")
    inner.parentLog = outer
    inner.translatesAutoresizingMaskIntoConstraints = false
    outer.addSubview(inner)
    pinToEdges(inner, of: outer, inset: 10)
    fixture.layout()
    outer.log = []
    outer.setNeedsUpdateConstraints()
    inner.setNeedsUpdateConstraints()
    #expect(inner.needsUpdateConstraints())
    outer.frame.size = CGSize(width: 200, height: 100)
    fixture.layout()
    #expect(outer.log == ["update inner", "update outer", "layout outer", "layout inner"])
    #expect(outer.seenChildFrame?.isClose(to: CGRect(x: 10, y: 10, width: 180, height: 80)) == true)
    #expect(!inner.needsUpdateConstraints())
  }

  @Test("L8: the arrangement places its panes before the constraints inside them are solved")
  func panesFirst() {
    let simulator = DeviceSimulator(device: .iPhoneDuo, posture: .book, orientation: .landscape)
    let arrangement = ArrangementController()
    let primary = ViewController()
    let secondary = ViewController()
    arrangement.setViewController(primary, for: .primary)
    arrangement.setViewController(secondary, for: .secondary)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    secondary.view.addSubview(content)
    pinToEdges(content, of: secondary.view)
    simulator.window.rootViewController = arrangement
    let pane = secondary.view.bounds
    #expect(content.frame.width.isClose(to: PixelGridReference.round(pane.width, scale: simulator.display.scale)))
    #expect(content.frame.minX.isClose(to: 0))
    simulator.posture = .flat
    let flatPane = secondary.view.bounds
    #expect(content.frame.width.isClose(to: PixelGridReference.round(flatPane.width, scale: simulator.display.scale)))
  }

  @Test("L9: edges round to the pixel grid in the superview's space, ties away from zero")
  func pixelGrid() {
    struct Case {
      let scale: CGFloat
      let left: CGFloat
      let width: CGFloat
      let expected: CGRect
    }
    let cases = [
      // 173.5 × 3 = 520.5 px: a tie, away from zero → 521 px = 173.667 pt.
      Case(scale: 3, left: 0, width: 173.5, expected: CGRect(x: 0, y: 0, width: 521.0 / 3, height: 10)),
      // 950.2 × 2 = 1900.4 → 1900 px; 950.25 × 2 = 1900.5 → 1901 px.
      Case(scale: 2, left: 950.2, width: 10, expected: CGRect(x: 950, y: 0, width: 10.0, height: 10)),
      Case(scale: 2, left: 950.25, width: 10, expected: CGRect(x: 950.5, y: 0, width: 10, height: 10)),
      // Just below the tie (more than 1e-6 px): rounds down.
      Case(scale: 2, left: 950.25 - 1e-5, width: 10, expected: CGRect(x: 950, y: 0, width: 10, height: 10)),
      // Within 1e-6 px of the tie: the tie.
      Case(scale: 2, left: 950.25 - 1e-7, width: 10, expected: CGRect(x: 950.5, y: 0, width: 10, height: 10)),
    ]
    for testCase in cases {
      let fixture = AutoLayoutFixture(width: 2000, scale: testCase.scale)
      let view = fixture.constrainedView()
      LayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: fixture.container.leftAnchor, constant: testCase.left),
        view.widthAnchor.constraint(equalToConstant: testCase.width),
        view.topAnchor.constraint(equalTo: fixture.container.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
      fixture.layout()
      #expect(view.frame.minX.isClose(to: testCase.expected.minX), "\(testCase.left)")
      #expect(view.frame.width.isClose(to: testCase.expected.width), "\(testCase.left)")
    }
  }

  @Test("L10: a constant change re-solves; a pass in which nothing changed runs no solve")
  func incremental() {
    let fixture = AutoLayoutFixture()
    let view = fixture.constrainedView()
    let height = view.heightAnchor.constraint(equalToConstant: 44)
    pinToEdges(view, of: fixture.container)
    view.bottomAnchor.constraint(equalTo: fixture.container.bottomAnchor).isActive = false
    fixture.container.constraints.first { $0.firstAttribute == .bottom }?.isActive = false
    height.isActive = true
    fixture.layout()
    #expect(view.frame.height.isClose(to: 44))
    let solves = fixture.window.layoutEngineSolveCount
    fixture.layout()
    fixture.window.setNeedsLayout()
    fixture.layout()
    #expect(fixture.window.layoutEngineSolveCount == solves)
    height.constant = 60
    fixture.layout()
    #expect(view.frame.height.isClose(to: 60))
    #expect(fixture.window.layoutEngineSolveCount == solves + 1)
  }

  @Test("L11: systemLayoutSizeFitting gives the smallest or largest size the constraints allow")
  func fitting() {
    let card = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let label = IntrinsicView(CGSize(width: 120, height: 20))
    card.addSubview(label)
    pinToEdges(label, of: card, inset: 16)
    let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(compressed.isClose(to: CGSize(width: 152, height: 52)))
    #expect(card.frame.size.isClose(to: CGSize(width: 10, height: 10)))
    let wide = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide.isClose(to: CGSize(width: 320, height: 52)))
  }

  @Test("L12: constraints, constraintsAffectingLayout and identifiers")
  func lookingInside() {
    let fixture = AutoLayoutFixture()
    let view = fixture.constrainedView()
    pinToEdges(view, of: fixture.container)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.identifier = "w"
    width.priority = LayoutPriority(10)
    width.isActive = true
    #expect(fixture.container.constraints.count == 4)
    #expect(view.constraints.map(\.identifier) == ["w"])
    #expect(view.constraintsAffectingLayout(for: .horizontal).count == 3)
    #expect(view.constraintsAffectingLayout(for: .vertical).count == 2)
    fixture.container.removeConstraints(fixture.container.constraints)
    #expect(fixture.container.constraints.isEmpty)
    #expect(view.constraintsAffectingLayout(for: .vertical).isEmpty)
  }
}

/// L9's rounding, written out for expected values: `value` to the nearest 1/scale, ties away from zero.
enum PixelGridReference {
  static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }
}
